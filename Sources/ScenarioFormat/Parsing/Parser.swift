import ControlModel
import ValidationManager

/// Parses a scenario file into a ``ScenarioFile``, collecting every error and resuming at the
/// next line after each.
public struct Parser {
  let source: SourceFile
  var file: ScenarioFile
  var diagnostics: [Diagnostic] = []
  var screenPosition: SourcePosition?
  var ruleTarget: Int?
  /// The declaration a `shown when` line applies to: the control declared last.
  var shownTarget: Int?
  /// The rule target of a `field` or `switch` line whose name has an error: its rules are
  /// checked and attached to nothing.
  static let undeclaredTarget = -1
  private var titles: [String: SourcePosition] = [:]
  /// Whether the last scenario still takes steps.
  var isScenarioOpen = false
  /// The current scenario's step lines, parsed when it closes: once, or once per example.
  var pending: [(number: Int, text: String)] = []
  /// The current scenario's examples table, if it has one.
  var table: ExamplesTable?
  /// While a row of an examples table is parsed: the step line with the row's values in.
  var exampleText: String?
  /// The declaration of the group whose row is being declared, between `group` and `end`.
  var openGroup: Int?
  /// Where the open group's `group` keyword is.
  var openGroupKeyword: SourcePosition?
  /// `group` or `end`, when the last declaration line was one: a rule or `shown when` line
  /// cannot follow it.
  var groupLine: String?
  /// Whether the lines being read are the `background` block's (version 2.1).
  var isBackgroundOpen = false
  /// How many step lines the open `background` has, read or not.
  var backgroundLines = 0
  /// Where the file's `today` line is when it comes before any `screen` line: a `screen` line
  /// after it makes it an error.
  var todayBeforeScreen: SourcePosition?

  package static let declarationKeywords = Keyword.Declaration.allCases.map(\.rawValue)
  package static let ruleKeywords = Keyword.Rule.allCases.map(\.rawValue)
  package static let stepKeywords = Keyword.Step.allCases.map(\.rawValue)
  /// What a line's first word makes of it.
  enum LineKind {
    case declaration, scenario, step, examples, background
  }

  static let lineKinds: [String: LineKind] = {
    var kinds: [String: LineKind] = [
      Keyword.Word.scenario.rawValue: .scenario, Keyword.Word.examples.rawValue: .examples,
      Keyword.Word.background.rawValue: .background,
    ]
    for keyword in declarationKeywords + ruleKeywords { kinds[keyword] = .declaration }
    for keyword in stepKeywords { kinds[keyword] = .step }
    return kinds
  }()

  package static let fieldOptions = Keyword.FieldOption.allCases.map(\.rawValue)
  package static let normalizations = Normalization.allCases.map(\.rawValue)
  package static let classes = CharacterClass.allCases.map(\.rawValue)
  package static let policies = ErrorDisplay.allCases.map(\.rawValue)
  package static let predicates = Keyword.Predicate.allCases.map(\.rawValue)

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

  /// What may come next after the first tokens of a line, as the parser reads that line after
  /// the lines above it: completion's one source of what the grammar takes there.
  ///
  /// - Parameters:
  ///   - tokens: The tokens of the line up to the place of completion.
  ///   - line: The line's number, from 1.
  ///   - source: The file.
  /// - Returns: What the parser looked for where the tokens end, in the order it looked.
  package static func expectations(after tokens: [Token], line: Int, of source: SourceFile)
    -> [Expectation]
  {
    var parser = Parser(source: source)
    for number in 1..<max(line, 1) where number <= source.lines.count {
      parser.readLine(number)
    }
    let endColumn = (tokens.last?.end ?? 1) + 1
    var cursor = LineCursor(tokens: tokens, path: source.path, line: line, endColumn: endColumn)
    cursor.expectations = []
    do {
      try parser.parseLine(&cursor)
    } catch {
      // A line that goes wrong before its end offers nothing: what it expected was noted only
      // at the end.
    }
    return cursor.expectations ?? []
  }

  private mutating func parseLines() {
    for offset in source.lines.indices {
      readLine(offset + 1)
    }
    reportUnclosedGroup()
    closeBackground()
    closeScenario()
    file = file.resolvingDays(today: file.today?.day)
    if file.scenarios.isEmpty, diagnostics.isEmpty {
      let line = max(1, source.lines.count)
      diagnostics.append(
        Diagnostic(.missingScenario, at: SourcePosition(file: file.path, line: line, column: 1)))
    }
  }

  /// Reads one line of the file, from 1: a scenario's lines wait until it closes.
  private mutating func readLine(_ number: Int) {
    guard let line = source.lines[number - 1] else {
      diagnostics.append(
        Diagnostic(.invalidUTF8, at: SourcePosition(file: file.path, line: number, column: 1)))
      return
    }
    outline(number, line)
    if isScenarioOpen, routeScenarioLine(number, line) { return }
    if Self.isTableRow(line) {
      addTableRow(number, line)
      return
    }
    parseText(number, line, columnMap: nil, note: nil)
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
      file.literals.unreadable.insert(number)
      // A line that names the word may declare a secure field: the file may hold a secret.
      if text.contains(Keyword.FieldOption.secure.rawValue) {
        file.literals.secureLines[number] = []
      }
      // A line of the background all the same: the background is not empty.
      if isBackgroundOpen { backgroundLines += 1 }
      found = Diagnostic(
        failure.message,
        at: SourcePosition(file: file.path, line: number, column: original(failure.column)),
        notes: note.map { [$0] } ?? [])
    case .success(let tokens):
      guard !tokens.isEmpty else { return }
      let mapped =
        columnMap == nil
        ? tokens
        : tokens.map {
          Token(
            kind: $0.kind, text: $0.text, column: original($0.column),
            end: original($0.end - 1) + 1)
        }
      noteSecureLine(number, mapped)
      var cursor = LineCursor(tokens: mapped, path: file.path, line: number, endColumn: endColumn)
      do {
        try parseLine(&cursor)
      } catch {
        noteUnparsedStep(number, mapped)
        found = Diagnostic(
          error.message, at: error.position, notes: error.notes + (note.map { [$0] } ?? []))
      }
    }
    guard let found else { return }
    let isRepeat = diagnostics.contains {
      $0.position == found.position && $0.message == found.message
    }
    if !isRepeat { diagnostics.append(found) }
  }

  /// The columns between a string's quotes in the line as written; empty for a string that a
  /// row's value put in place of a placeholder, whose quotes both map to the placeholder.
  private static func inside(_ string: Token) -> Range<Int> {
    let lower = string.column + 1
    return lower..<max(lower, string.end - 1)
  }

  /// Notes where the strings of a line that names the word `secure` are: a secure field's
  /// declaration, whose starting text no printed line shows, whether or not the line parses.
  private mutating func noteSecureLine(_ number: Int, _ tokens: [Token]) {
    let secure = Keyword.FieldOption.secure.rawValue
    // Compared by length first: every line of every file is searched.
    guard
      tokens.contains(where: {
        $0.isBare && $0.text.utf8.count == secure.utf8.count && $0.text == secure
      })
    else { return }
    // Its strings, and a bare word after `text` (a starting text written without quotes).
    var ranges = tokens.filter { !$0.isBare }.map(Self.inside)
    for (index, token) in tokens.enumerated().dropLast()
    where token.isBare && token.text == Keyword.FieldOption.text.rawValue
      && tokens[index + 1].isBare
    {
      ranges.append(tokens[index + 1].column..<tokens[index + 1].end)
    }
    file.literals.secureLines[number] = ranges
  }

  /// Notes where the strings of a step line that did not parse are, in the columns of the line
  /// as written, to mask them if they may be secret.
  private mutating func noteUnparsedStep(_ number: Int, _ tokens: [Token]) {
    guard let first = tokens.first, first.isBare else { return }
    let keyword = Keyword.Step(rawValue: first.text)
    // A line of a misspelt keyword is noted too: its strings may be a secure field's text.
    if keyword == nil, Self.lineKinds[first.text] != nil { return }
    let target = tokens.count > 1 && tokens[1].isBare ? tokens[1].text : nil
    let end = tokens.last?.end ?? first.end
    file.literals.unparsedSteps[number] = LiteralMap.StepLine(
      keyword: keyword, target: target,
      strings: tokens.filter { !$0.isBare }.map(Self.inside),
      rest: tokens.count > 2 ? tokens[2].column..<end : nil, end: end)
  }

  private mutating func parseLine(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    cursor.expect(lineStarts)
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
      guard !isBackgroundOpen else {
        throw cursor.failure(.declarationInBackground(keyword), at: first)
      }
      try parseDeclaration(keyword, at: position, &cursor)
    case .scenario:
      reportUnclosedGroup()
      closeBackground()
      try parseScenario(at: position, &cursor)
    case .examples:
      throw cursor.failure(
        isBackgroundOpen ? .examplesInBackground : .examplesOutsideScenario, at: first)
    case .background:
      try parseBackground(at: position, &cursor)
    case .step:
      try parseStepLine(keyword, at: position, &cursor)
    case nil:
      if !inScenarios, !isBackgroundOpen, let owner = Keyword.lineTaking(option: keyword) {
        throw cursor.failure(.optionOnALineOfItsOwn(keyword, owner: owner), at: first)
      }
      let scenario = Keyword.Word.scenario.rawValue
      let known =
        inScenarios || isBackgroundOpen
        ? Self.stepKeywords + [scenario]
        : Self.declarationKeywords + Self.ruleKeywords + [
          scenario, Keyword.Word.background.rawValue,
        ]
      let suggestion =
        keyword.nearest(among: known)
        ?? keyword.nearest(among: Self.declarationKeywords + Self.ruleKeywords + Self.stepKeywords)
      if !inScenarios, !isBackgroundOpen, let suggestion,
        Self.lineKinds[suggestion] == .declaration
      {
        // The rest of the line is read as the declaration meant, so that what follows (its
        // rules, the name it declares) is not reported again; the misspelling is the error.
        var meant = cursor
        try? parseDeclaration(suggestion, at: position, &meant)
      }
      throw cursor.failure(.unknownKeyword(keyword, suggestion: suggestion), at: first)
    }
  }

  /// The keywords a line may start with here: declarations (and rules after a field or
  /// switch) before the first scenario, steps inside one or inside the `background`.
  private var lineStarts: [Expectation] {
    func words(_ words: [String], _ what: String) -> [Expectation] {
      words.map { Expectation(.word($0), what: what) }
    }
    let scenario = words([Keyword.Word.scenario.rawValue], "scenario")
    if isBackgroundOpen {
      let steps = Keyword.Step.allCases.filter { $0 != .expect }.map(\.rawValue)
      return words(steps, "step") + scenario
    }
    guard !file.scenarios.isEmpty else {
      return words(declarationStarts, "declaration")
        + (ruleTarget == nil ? [] : words(Self.ruleKeywords, "rule")) + scenario
        + (file.background == nil ? words([Keyword.Word.background.rawValue], "background") : [])
    }
    guard isScenarioOpen, table == nil else { return scenario }
    return words(Self.stepKeywords, "step") + scenario
      + words([Keyword.Word.examples.rawValue], "examples table")
  }

  /// The declarations a line may start with here: `enabled` only under a button, `today`
  /// only once and outside a group (version 2.1).
  private var declarationStarts: [String] {
    let lastIsButton =
      shownTarget.map {
        file.declarations.indices.contains($0) && file.declarations[$0].kind == .button
      } ?? false
    return Keyword.Declaration.allCases.filter { declaration in
      switch declaration {
      case .enabled: lastIsButton
      case .today: file.today == nil && openGroup == nil
      case .screen, .field, .switch, .button, .manager, .never, .picker, .stepper, .date, .shown,
        .group, .end:
        true
      }
    }.map(\.rawValue)
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
          notes: [.firstIsHere(first)]))
    } else {
      titles[title] = titlePosition
    }
    file.scenarios.append(Scenario(title: title, position: position))
    isScenarioOpen = true
  }

  /// Reads a step line of a scenario or of the `background` (one with an assertion is an error
  /// there); before both, a `today` line is the file's today.
  private mutating func parseStepLine(
    _ keyword: String, at position: SourcePosition, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) {
    let first = cursor.tokens.first
    guard let step = Keyword.Step(rawValue: keyword) else {
      throw cursor.failure(.stepOutsideScenario(keyword), at: first)
    }
    if isBackgroundOpen {
      backgroundLines += 1
      if step == .expect { throw cursor.failure(.assertionInBackground, at: first) }
    } else if file.scenarios.isEmpty {
      guard step == .today else { throw cursor.failure(.stepOutsideScenario(keyword), at: first) }
      try parseTodayLine(at: position, &cursor)
      return
    }
    let action = try parseStep(step, &cursor)
    let string = cursor.tokens.first { !$0.isBare }
    let made = Step(
      action: action, position: position, text: exampleText, literal: string.map(Self.inside),
      lineEnd: cursor.tokens.last?.end ?? 0, lastTokenColumn: cursor.tokens.last?.column ?? 0,
      relativeDay: cursor.relativeDay)
    if isBackgroundOpen {
      file.background?.steps.append(made)
    } else {
      file.scenarios[file.scenarios.count - 1].steps.append(made)
    }
  }

}

// MARK: - Declarations
