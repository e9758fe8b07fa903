/// What each piece of a scenario file is, for an editor's colours: the language server's
/// semantic tokens, so that an editor colours a file without a grammar of its own.
///
/// Pieces come from the lexer's tokens and the parsed file's names, so that a name spelt like a
/// keyword (a field called `text`) is coloured as the name it is where the parser read one.
public struct Highlight: Sendable, Hashable {
  /// What a piece is.
  public enum Kind: Int, Sendable, CaseIterable {
    /// A word that starts a line or joins its parts: `field`, `type`, `expect`, `while`.
    case keyword
    /// A validation rule: `required`, `min-length`.
    case rule
    /// The name of a control or manager.
    case name
    /// A word the line's keyword takes as a value: a state, a class, a display policy.
    case value
    /// A quoted string.
    case string
    /// A number or a duration.
    case number
    /// A comment.
    case comment
    /// A column of an examples table, in its header or as `<name>` in a step.
    case parameter
    /// The bars of an examples table, and `?` of a placeholder expectation.
    case `operator`
  }

  /// The line, from 1.
  public let line: Int
  /// The column of the first character, from 1.
  public let column: Int
  /// How many characters.
  public let length: Int
  /// What it is.
  public let kind: Kind
  /// Whether it is a name where it is declared.
  public let isDeclaration: Bool
}

extension ScenarioFile {
  /// The file's pieces for an editor's colours, in file order; no two overlap.
  ///
  /// - Parameter source: The lines this file was parsed from.
  /// - Returns: The pieces; a line that does not lex has its comment at most.
  public func highlights(in source: SourceFile) -> [Highlight] {
    var names: [SourcePosition: Bool] = [:]
    for reference in nameReferences { names[reference.position] = false }
    for declaration in declarations { names[declaration.name.position] = true }
    let outlineLines = Set(outline.filter { $0.examples != nil }.flatMap(\.stepLines))
    let examplesLines = Set(outline.compactMap { $0.examples?.line })
    // The first row after an `examples` line is the table's header.
    var awaitingHeader = false
    var pieces: [Highlight] = []
    for (index, line) in source.lines.enumerated() {
      guard let line else { continue }
      let number = index + 1
      func add(_ column: Int, _ length: Int, _ kind: Highlight.Kind, declaring: Bool = false) {
        guard length > 0 else { return }
        pieces.append(
          Highlight(
            line: number, column: column, length: length, kind: kind, isDeclaration: declaring))
      }
      if examplesLines.contains(number) { awaitingHeader = true }
      if Parser.isTableRow(line) {
        Self.tableRow(line, isHeader: awaitingHeader, add: add)
        awaitingHeader = false
        continue
      }
      guard case .success(let tokens) = LineLexer.tokens(of: line) else { continue }
      for (position, token) in tokens.enumerated() {
        let length = token.end - token.column
        if token.kind == .string {
          Self.string(
            in: line, from: token.column, length: length,
            withColumns: outlineLines.contains(number), add: add)
          continue
        }
        let place = SourcePosition(file: path, line: number, column: token.column)
        if let isDeclaration = names[place] {
          add(token.column, length, .name, declaring: isDeclaration)
        } else if let kind = Self.kind(
          ofWord: token.text, first: position == 0, line: tokens.first?.text ?? "")
        {
          add(token.column, length, kind)
        }
      }
      if let comment = LineLexer.commentColumn(of: line) {
        add(comment, line.count - comment + 1, .comment)
      }
    }
    return pieces
  }

  /// Every name the parsed file uses, once per place: declarations, members, compared fields,
  /// invariants, steps and expectations.
  package var nameReferences: [NameReference] {
    var references: [NameReference] = []
    for declaration in declarations {
      references.append(declaration.name)
      let rules = declaration.details.rules
      references += rules.compactMap(\.comparedField) + rules.compactMap(\.dateReference)
      references += rules.flatMap { $0.conditions.map(\.name) }
      references += declaration.shownWhen?.conditions.map(\.name) ?? []
      references += rules.flatMap { $0.dirtiness.map(\.name) }
      references += declaration.shownWhen?.dirtiness.map(\.name) ?? []
      references +=
        declaration.enabledWhen.map { enabled in
          enabled.conditions.map(\.name) + enabled.dirtiness.map(\.name)
        } ?? []
      switch declaration.details {
      case .field, .switch, .picker, .stepper, .date, .group:
        break
      case .button(let submits, _, let rows):
        references += submits + (rows.map { [$0.group] } ?? [])
      case .manager(let verifies, let manages):
        references += verifies + manages
      }
    }
    references += invariants.flatMap { $0.conditions.map(\.name) + [$0.afterTap].compactMap { $0 } }
    for step in (background?.steps ?? []) + scenarios.flatMap(\.steps) {
      if let name = step.action.name { references.append(name) }
    }
    var seen: Set<SourcePosition> = []
    return references.filter { seen.insert($0.position).inserted }
  }

  /// The words that join a line's parts.
  private static let joiningWords = Set(
    Keyword.Word.allCases.filter(\.joinsParts).map(\.rawValue))

  /// What a bare word is: a line's first word is a keyword or a rule (or nothing, misspelt);
  /// a later one a number, a joining keyword, or a value.
  private static func kind(ofWord word: String, first: Bool, line: String) -> Highlight.Kind? {
    if first {
      if Keyword.Rule(rawValue: word) != nil { return .rule }
      let isKeyword =
        Keyword.Declaration(rawValue: word) != nil || Keyword.Step(rawValue: word) != nil
        || word == Keyword.Word.scenario.rawValue || word == Keyword.Word.examples.rawValue
        || word == Keyword.Word.background.rawValue
      return isKeyword ? .keyword : nil
    }
    if word == Keyword.Word.placeholder.rawValue { return .operator }
    if let first = word.first, first.isASCII, first.isNumber { return .number }
    // A day relative to today (version 2.1) is a day, as `2026-07-01` is.
    if case .offset = RelativeDay.read(word) { return .number }
    if joiningWords.contains(word) || isOption(word, of: line) { return .keyword }
    // `on` joins an age rule's parts; elsewhere it is a switch's state.
    if word == Keyword.Word.on.rawValue, Keyword.Rule(rawValue: line) != nil { return .keyword }
    return .value
  }

  /// Whether a word is an option of the declaration a line starts with.
  private static func isOption(_ word: String, of line: String) -> Bool {
    switch Keyword.Declaration(rawValue: line) {
    case .field?: Keyword.FieldOption(rawValue: word) != nil
    case .picker?: Keyword.PickerOption(rawValue: word) != nil
    case .stepper?: Keyword.StepperOption(rawValue: word) != nil
    case .date?: Keyword.DateOption(rawValue: word) != nil
    case .group?: Keyword.GroupOption(rawValue: word) != nil
    case .button?:
      Keyword.RowOption(rawValue: word) != nil
        || Keyword.LifecycleOption(rawValue: word).map { $0 != .needsChange } == true
    case .manager?: Keyword.LifecycleOption(rawValue: word) == .needsChange
    case .screen?, .switch?, .never?, .shown?, .end?, .enabled?, .today?: false
    // `load GROUP rows N` (version 2.1): `rows` joins the step's parts.
    case nil: line == Keyword.Step.load.rawValue && word == Keyword.GroupOption.rows.rawValue
    }
  }

  /// A string, with each `<column>` in a step of a scenario with examples as a parameter.
  private static func string(
    in line: String, from column: Int, length: Int, withColumns: Bool,
    add: (Int, Int, Highlight.Kind, Bool) -> Void
  ) {
    guard withColumns else {
      add(column, length, .string, false)
      return
    }
    let characters = Array(line.dropFirst(column - 1).prefix(length))
    var start = 0
    var index = 0
    while index < characters.count {
      guard characters[index] == "<",
        let close = characters[(index + 1)...].firstIndex(of: ">"), close > index + 1,
        !characters[(index + 1)..<close].contains(where: { $0 == "<" || $0 == "\"" })
      else {
        index += 1
        continue
      }
      add(column + start, index - start, .string, false)
      add(column + index, close - index + 1, .parameter, false)
      index = close + 1
      start = index
    }
    add(column + start, characters.count - start, .string, false)
  }

  /// An examples table's row: its bars, and its cells (a `#` is a cell's text) as parameters
  /// (the header) or strings.
  private static func tableRow(
    _ line: String, isHeader: Bool, add: (Int, Int, Highlight.Kind, Bool) -> Void
  ) {
    var cellStart: Int?
    var cellEnd = 0
    func closeCell() {
      if let start = cellStart {
        add(start + 1, cellEnd - start, isHeader ? .parameter : .string, false)
      }
      cellStart = nil
    }
    for (index, character) in line.enumerated() {
      if character == "|" {
        closeCell()
        add(index + 1, 1, .operator, false)
      } else if character != " ", character != "\t" {
        if cellStart == nil { cellStart = index }
        cellEnd = index + 1
      }
    }
    closeCell()
  }
}
