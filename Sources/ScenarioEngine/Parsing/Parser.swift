import ControlModel
import ValidationManager

/// Parses a scenario file into a ``ScenarioFile``, collecting every error and resuming at the
/// next line after each.
public struct Parser {
  let source: SourceFile
  var file: ScenarioFile
  var diagnostics: [Diagnostic] = []
  private var screenPosition: SourcePosition?
  private var ruleTarget: Int?
  private var titles: [String: SourcePosition] = [:]
  /// Whether the last scenario still takes steps.
  var isScenarioOpen = false
  /// The current scenario's step lines, parsed when it closes: once, or once per example.
  var pending: [(number: Int, text: String)] = []
  /// The current scenario's examples table, if it has one.
  var table: ExamplesTable?
  /// While a row of an examples table is parsed: the step line with the row's values in.
  var exampleText: String?

  static let declarationKeywords = ["screen", "field", "switch", "button", "manager", "never"]
  static let ruleKeywords = [
    "required", "min-length", "max-length", "pattern", "email", "contains", "excludes", "equals",
    "remote", "must-be-on",
  ]
  static let stepKeywords = [
    "type", "paste", "backspace", "clear", "cursor", "focus", "blur", "tab", "tap", "toggle",
    "wait", "expect", "explain", "answer",
  ]
  /// What a line's first word makes of it.
  enum LineKind {
    case declaration, scenario, step, examples
  }

  static let lineKinds: [String: LineKind] = {
    var kinds: [String: LineKind] = ["scenario": .scenario, "examples": .examples]
    for keyword in declarationKeywords + ruleKeywords { kinds[keyword] = .declaration }
    for keyword in stepKeywords { kinds[keyword] = .step }
    return kinds
  }()

  static let fieldOptions = ["secure", "limit", "allow", "errors", "debounce"]
  static let classes = CharacterClass.allCases.map(\.rawValue)
  static let policies = ErrorDisplay.allCases.map(\.rawValue)
  static let predicates = [
    "enabled", "disabled", "valid", "invalid", "pending", "error", "no-error", "errors", "text",
    "refused", "on", "off", "taps", "requests",
  ]

  private init(source: SourceFile) {
    self.source = source
    self.file = ScenarioFile(path: source.path)
  }

  /// Parses a file.
  ///
  /// - Parameter source: The file's lines.
  /// - Returns: The file as far as it could be read, and every syntax error in it, in order.
  public static func parse(_ source: SourceFile) -> (ScenarioFile, [Diagnostic]) {
    var parser = Parser(source: source)
    parser.parseLines()
    return (parser.file, parser.diagnostics)
  }

  private mutating func parseLines() {
    for (offset, line) in source.lines.enumerated() {
      let number = offset + 1
      guard let line else {
        diagnostics.append(
          Diagnostic(.invalidUTF8, at: SourcePosition(file: file.path, line: number, column: 1)))
        continue
      }
      if isScenarioOpen, routeScenarioLine(number, line) { continue }
      if Self.isTableRow(line) {
        addTableRow(number, line)
        continue
      }
      parseText(number, line, columnMap: nil, note: nil)
    }
    closeScenario()
    if file.scenarios.isEmpty, diagnostics.isEmpty {
      let line = max(1, source.lines.count)
      diagnostics.append(
        Diagnostic(.missingScenario, at: SourcePosition(file: file.path, line: line, column: 1)))
    }
  }

  /// Lexes and parses one line.
  ///
  /// A line made from an example maps its columns back to the line as written, and its
  /// diagnostics name the example; one the file already has is not repeated.
  mutating func parseText(
    _ number: Int, _ text: String, columnMap: [Int]?, note: Diagnostic.Note?
  ) {
    func original(_ column: Int) -> Int {
      guard let columnMap, !columnMap.isEmpty else { return column }
      return columnMap[min(max(column - 1, 0), columnMap.count - 1)]
    }
    let endColumn = columnMap.map { ($0.last ?? 0) + 1 } ?? text.count + 1
    var found: Diagnostic?
    switch LineLexer.tokens(of: text) {
    case .failure(let failure):
      found = Diagnostic(
        failure.message,
        at: SourcePosition(file: file.path, line: number, column: original(failure.column)),
        notes: note.map { [$0] } ?? [])
    case .success(let tokens):
      guard !tokens.isEmpty else { return }
      let mapped =
        columnMap == nil
        ? tokens
        : tokens.map { Token(kind: $0.kind, text: $0.text, column: original($0.column)) }
      var cursor = LineCursor(tokens: mapped, path: file.path, line: number, endColumn: endColumn)
      do {
        try parseLine(&cursor)
      } catch {
        found = Diagnostic(error.message, at: error.position, notes: note.map { [$0] } ?? [])
      }
    }
    guard let found else { return }
    let isRepeat = diagnostics.contains {
      $0.position == found.position && $0.message == found.message
    }
    if !isRepeat { diagnostics.append(found) }
  }

  private mutating func parseLine(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    guard let first = cursor.next(), first.isBare else {
      throw cursor.failure(
        .expected("a keyword", found: cursor.tokens.first?.spelling), at: cursor.tokens.first)
    }
    let keyword = first.text
    let position = cursor.position(first)
    let inScenarios = !file.scenarios.isEmpty
    switch Self.lineKinds[keyword] {
    case .declaration:
      guard !inScenarios else {
        throw cursor.failure(.declarationAfterScenario(keyword), at: first)
      }
      try parseDeclaration(keyword, at: position, &cursor)
    case .scenario:
      try parseScenario(at: position, &cursor)
    case .examples:
      throw cursor.failure(.examplesOutsideScenario, at: first)
    case .step:
      guard inScenarios else { throw cursor.failure(.stepOutsideScenario(keyword), at: first) }
      let action = try parseStep(keyword, &cursor)
      file.scenarios[file.scenarios.count - 1].steps.append(
        Step(action: action, position: position, text: exampleText))
    case nil:
      let known =
        inScenarios
        ? Self.stepKeywords + ["scenario"]
        : Self.declarationKeywords + Self.ruleKeywords + ["scenario"]
      let suggestion =
        keyword.nearest(among: known)
        ?? keyword.nearest(among: Self.declarationKeywords + Self.ruleKeywords + Self.stepKeywords)
      throw cursor.failure(.unknownKeyword(keyword, suggestion: suggestion), at: first)
    }
  }

  // MARK: - Scenarios

  private mutating func parseScenario(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    let (title, titlePosition) = try cursor.string("a title in quotes, such as \"signs in\"")
    try cursor.end()
    closeScenario()
    if let first = titles[title] {
      diagnostics.append(
        Diagnostic(
          .duplicateTitle(title), at: titlePosition,
          notes: [Diagnostic.Note(position: first, message: "the first is here")]))
    } else {
      titles[title] = titlePosition
    }
    file.scenarios.append(Scenario(title: title, position: position))
    isScenarioOpen = true
  }

}

// MARK: - Declarations

extension Parser {
  private mutating func parseDeclaration(
    _ keyword: String, at position: SourcePosition, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) {
    switch keyword {
    case "screen":
      let fromCatalogue = cursor.consume("from")
      let (title, titlePosition) = try cursor.string(
        fromCatalogue
          ? "the name of a registered screen in quotes" : "the screen's title in quotes")
      try cursor.end()
      if screenPosition != nil {
        throw LineCursor.Failure(message: .duplicateScreen, position: position)
      }
      screenPosition = position
      if fromCatalogue {
        file.catalogueScreen = NameReference(name: title, position: titlePosition)
      } else {
        file.title = title
      }
    case "field":
      let name = try cursor.name("a field name such as 'email'")
      var options = FieldOptions()
      ruleTarget = file.declarations.count
      defer {
        file.declarations.append(Declaration(name: name, kind: .field, details: .field(options)))
      }
      try parseFieldOptions(&cursor, into: &options)
    case "switch":
      let name = try cursor.name("a switch name such as 'terms'")
      let isOn = cursor.consume("on")
      ruleTarget = file.declarations.count
      file.declarations.append(
        Declaration(name: name, kind: .switch, details: .switch(isOn: isOn, rules: [])))
      try cursor.end()
    case "button":
      let name = try cursor.name("a button name such as 'register'")
      var submits: [NameReference] = []
      var busy: Duration?
      defer {
        file.declarations.append(
          Declaration(name: name, kind: .button, details: .button(submits: submits, busy: busy)))
      }
      try parseButtonOptions(&cursor, submits: &submits, busy: &busy)
    case "never":
      var conditions = [try invariantCondition(&cursor)]
      if cursor.consume("while") {
        conditions.append(try invariantCondition(&cursor))
        while cursor.consume("and") { conditions.append(try invariantCondition(&cursor)) }
      }
      if let extra = cursor.peek {
        throw cursor.failure(
          .expected("'while' or 'and' and another condition", found: extra.spelling), at: extra)
      }
      file.invariants.append(Invariant(position: position, conditions: conditions))
    case "manager":
      let name = try cursor.name("a manager name such as 'form'")
      var verifies: [NameReference] = []
      var manages: [NameReference] = []
      defer {
        file.declarations.append(
          Declaration(
            name: name, kind: .manager, details: .manager(verifies: verifies, manages: manages)))
      }
      guard cursor.consume("verifies") else {
        throw cursor.failure(
          .expected("'verifies' and the names the manager verifies", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      try names(&cursor, until: "manages", into: &verifies)
      guard cursor.consume("manages") else {
        throw cursor.failure(
          .expected("'manages' and the names it manages (the list may be empty)", found: nil),
          at: nil)
      }
      try names(&cursor, until: nil, into: &manages)
    default:
      try parseRule(keyword, at: position, &cursor)
    }
  }

  /// `NAME STATE` of an invariant.
  private func invariantCondition(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> Invariant.Condition
  {
    let name = try cursor.name("a control or manager name")
    let word = try cursor.word("state", among: Invariant.State.allCases.map(\.rawValue))
    // The cursor accepts only the states' own words.
    let state = Invariant.State(rawValue: word) ?? .valid
    return Invariant.Condition(name: name, state: state)
  }

  /// Names up to a stop word or the end of the line, kept as far as they could be read.
  private func names(
    _ cursor: inout LineCursor, until stop: String?, into result: inout [NameReference]
  ) throws(LineCursor.Failure) {
    while let token = cursor.peek, !(token.isBare && token.text == stop) {
      result.append(try cursor.name("a name"))
    }
  }

  /// Reads field options into `options`, keeping those read before an error.
  private func parseFieldOptions(_ cursor: inout LineCursor, into options: inout FieldOptions)
    throws(LineCursor.Failure)
  {
    var seen: Set<String> = []
    while let token = cursor.peek {
      let option = try cursor.word("field option", among: Self.fieldOptions)
      guard seen.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(option), at: token)
      }
      switch option {
      case "secure":
        options.isSecure = true
      case "limit":
        options.limit = try cursor.number()
      case "allow":
        if let set = cursor.optionalString() {
          guard !set.isEmpty else {
            throw LineCursor.Failure(
              message: .emptyAllowSet,
              position: cursor.position(cursor.tokens[cursor.index - 1]))
          }
          options.filter = .characters(Set(set))
        } else {
          let name = try cursor.word("character class", among: Self.classes)
          options.filter = CharacterClass(rawValue: name).map(InputFilter.characterClass)
        }
      case "errors":
        let policy = try cursor.word("display policy", among: Self.policies)
        options.display = ErrorDisplay(rawValue: policy) ?? .onBlur
      default:
        options.debounce = try cursor.duration()
      }
    }
  }

  /// Reads button options, keeping those read before an error.
  private func parseButtonOptions(
    _ cursor: inout LineCursor, submits: inout [NameReference], busy: inout Duration?
  ) throws(LineCursor.Failure) {
    var seen: Set<String> = []
    while let token = cursor.peek {
      let option = try cursor.word("button option", among: ["submits", "busy"])
      guard seen.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(option), at: token)
      }
      if option == "busy" {
        busy = try cursor.duration()
      } else {
        try names(&cursor, until: "busy", into: &submits)
        if submits.isEmpty {
          throw cursor.failure(
            .expected("the names of the fields it submits", found: cursor.peek?.spelling),
            at: cursor.peek)
        }
      }
    }
  }

  private mutating func parseRule(
    _ keyword: String, at position: SourcePosition, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) {
    guard let target = ruleTarget else {
      throw LineCursor.Failure(message: .noRuleTarget(keyword), position: position)
    }
    var compared: NameReference?
    let rule: ValidationRule
    switch keyword {
    case "required":
      rule = .required(cursor.optionalString())
    case "min-length":
      rule = .minLength(try cursor.number(), cursor.optionalString())
    case "max-length":
      rule = .maxLength(try cursor.number(), cursor.optionalString())
    case "pattern":
      let (expression, expressionPosition) = try cursor.string(
        "a regular expression in quotes, such as \"[0-9]+\"")
      do {
        rule = try .pattern(expression, cursor.optionalString())
      } catch {
        throw LineCursor.Failure(
          message: .invalidPattern(error.pattern, reason: error.reason),
          position: expressionPosition)
      }
    case "email":
      rule = .email(cursor.optionalString())
    case "contains", "excludes":
      let name = try cursor.word("character class", among: Self.classes)
      let characterClass = CharacterClass(rawValue: name) ?? .digit
      rule =
        keyword == "contains"
        ? .contains(characterClass, cursor.optionalString())
        : .excludes(characterClass, cursor.optionalString())
    case "equals":
      let name = try cursor.name("the name of the field to equal")
      compared = name
      rule = .equals(name.name, cursor.optionalString())
    case "remote":
      guard cursor.consume("taken") else {
        throw cursor.failure(
          .expected("'taken' and the values the server refuses", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      var taken: Set<String> = []
      while let value = cursor.optionalString() { taken.insert(value) }
      guard cursor.consume("after") else {
        throw cursor.failure(
          .expected("a value in quotes or 'after' and a duration", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      rule = .remote(taken: taken, after: try cursor.duration(), cursor.optionalString())
    default:
      rule = .mustBeOn(cursor.optionalString())
    }
    try cursor.end()
    let declaration = RuleDeclaration(rule: rule, position: position, comparedField: compared)
    switch file.declarations[target].details {
    case .field(var options):
      guard !rule.isSwitchRule else {
        throw LineCursor.Failure(message: .ruleNotForField(keyword), position: position)
      }
      options.rules.append(declaration)
      file.declarations[target].details = .field(options)
    case .switch(let isOn, var rules):
      guard rule.isSwitchRule else {
        throw LineCursor.Failure(
          message: .ruleNotForSwitch(keyword, switch: file.declarations[target].name.name),
          position: position)
      }
      rules.append(declaration)
      file.declarations[target].details = .switch(isOn: isOn, rules: rules)
    case .button, .manager:
      break
    }
  }
}
