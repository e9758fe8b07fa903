import ControlModel
import ValidationManager

// Conditions: after a rule's `when`, on a `shown when` line, and on a button's `enabled when`
// line (version 2.1), each a condition on a value or (version 2.1) on dirtiness.

/// The conditions of one line, `NAME TEST [and NAME TEST]...`, as read: those on values and
/// those on dirtiness.
struct ConditionList {
  /// The conditions on values, in order.
  var values: [ConditionDeclaration] = []
  /// The conditions on dirtiness, in order (version 2.1).
  var dirtiness: [DirtinessCondition] = []

  /// Whether the line gives no condition.
  var isEmpty: Bool { values.isEmpty && dirtiness.isEmpty }
}

/// A line of conditions as the declaration it follows keeps it: `shown when` or `enabled when`.
protocol ConditionLineDeclaration {
  /// The line's conditions, whose first word is at `position`.
  init(
    conditions: [ConditionDeclaration], dirtiness: [DirtinessCondition], position: SourcePosition)
}

extension Declaration.ShownWhen: ConditionLineDeclaration {}

extension Declaration.EnabledWhen: ConditionLineDeclaration {}

extension Parser {
  /// `shown when CONDITION [and CONDITION]...`, for the control declared last.
  mutating func parseShown(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    try parseConditionLine(
      \.shownWhen, at: position, &cursor, under: "the control is shown",
      noTarget: .noShownTarget, repeated: DiagnosticMessage.repeatedShownWhen)
  }

  /// `enabled when CONDITION [and CONDITION]...`, for the button declared last (version 2.1).
  mutating func parseEnabled(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    try parseConditionLine(
      \.enabledWhen, at: position, &cursor, under: "the button is enabled",
      noTarget: .noEnabledTarget, repeated: DiagnosticMessage.repeatedEnabledWhen
    ) { declaration in
      declaration.kind == .button
        ? nil
        : .enabledWhenNotAfterButton(declaration.name.name, kind: declaration.kind.withArticle)
    }
  }

  /// The rest of a `shown when` or `enabled when` line, kept by the declaration it follows.
  ///
  /// A line that follows a declaration that was refused is dropped: that declaration's own
  /// error stands.
  ///
  /// - Parameters:
  ///   - line: Where the declaration keeps the line.
  ///   - position: Where the line starts.
  ///   - cursor: The line, after its first word.
  ///   - purpose: What the conditions decide, as the error for a missing `when` says it.
  ///   - noTarget: The error for a line that follows no declaration.
  ///   - repeated: The error for a second line under one declaration, given its name.
  ///   - refusal: The error for a declaration that cannot take the line; `nil` for one that can.
  /// - Throws: `LineCursor.Failure` for a missing `when`, a condition that cannot be read, a
  ///   line that follows no declaration, one that cannot take it, or one that has one already.
  private mutating func parseConditionLine<Line: ConditionLineDeclaration>(
    _ line: WritableKeyPath<Declaration, Line?>, at position: SourcePosition,
    _ cursor: inout LineCursor, under purpose: String, noTarget: DiagnosticMessage,
    repeated: (String) -> DiagnosticMessage,
    refusal: (Declaration) -> DiagnosticMessage? = { _ in nil }
  ) throws(LineCursor.Failure) {
    guard cursor.consume(.when, what: "'when' and the conditions") else {
      throw cursor.failure(
        .expected(
          "'when' and the conditions under which \(purpose)", found: cursor.peek?.spelling),
        at: cursor.peek)
    }
    let conditions = try Self.readConditionList(&cursor)
    try cursor.end()
    guard let target = shownTarget, file.declarations.indices.contains(target) else {
      if shownTarget == nil { throw LineCursor.Failure(message: noTarget, position: position) }
      return
    }
    let declaration = file.declarations[target]
    if let message = refusal(declaration) {
      throw LineCursor.Failure(message: message, position: position)
    }
    guard declaration[keyPath: line] == nil else {
      throw LineCursor.Failure(message: repeated(declaration.name.name), position: position)
    }
    file.declarations[target][keyPath: line] = Line(
      conditions: conditions.values, dirtiness: conditions.dirtiness, position: position)
  }

  /// A rule's conditions, `when NAME TEST [and NAME TEST]...`; none without `when`.
  static func readConditions(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> ConditionList
  {
    guard cursor.consume(.when, what: "condition") else { return ConditionList() }
    return try readConditionList(&cursor)
  }

  /// `NAME TEST [and NAME TEST]...`.
  static func readConditionList(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> ConditionList
  {
    var conditions = ConditionList()
    repeat {
      try readCondition(&cursor, into: &conditions)
    } while cursor.consume(.and, what: "another condition")
    return conditions
  }

  /// One `NAME TEST`, with the test's arguments: options for `is` and `is-not`, a number for
  /// `at-least` and `at-most`; `dirty` and `pristine` take none.
  static func readCondition(_ cursor: inout LineCursor, into conditions: inout ConditionList)
    throws(LineCursor.Failure)
  {
    let name = try cursor.name(
      "the name of the control the condition reads", kinds: Keyword.Word.when.nameKinds)
    let word = try cursor.word(
      "condition", among: Keyword.Condition.allCases.map(\.rawValue), of: name)
    // The cursor accepts only the conditions' own words.
    let test = Keyword.Condition(rawValue: word) ?? .on
    if let value = try readTest(test, of: name, &cursor) {
      conditions.values.append(value)
    } else {
      conditions.dirtiness.append(DirtinessCondition(name: name, isDirty: test == .dirty))
    }
  }

  /// A condition's test on a name's value, after its word: options for `is` and `is-not`, a
  /// number for `at-least` and `at-most`.
  ///
  /// - Returns: The condition; `nil` for `dirty` and `pristine`, which ask no value (a line's
  ///   conditions keep them apart, and `never` reads them as states).
  static func readTest(
    _ word: Keyword.Condition, of name: NameReference, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) -> ConditionDeclaration? {
    switch word {
    case .dirty, .pristine: return nil
    case .on: return ConditionDeclaration(name: name, test: .on)
    case .off: return ConditionDeclaration(name: name, test: .off)
    case .empty: return ConditionDeclaration(name: name, test: .empty)
    case .filled: return ConditionDeclaration(name: name, test: .filled)
    case .is, .isNot:
      var options: [String] = []
      var positions: [SourcePosition] = []
      repeat {
        cursor.expect([Expectation(.option(of: name.name), what: "option")])
        let (option, position) = try cursor.string("an option in quotes")
        options.append(option)
        positions.append(position)
      } while cursor.peek?.kind == .string
      let test: RuleCondition.Test = word == .is ? .is(options) : .isNot(options)
      return ConditionDeclaration(name: name, test: test, optionPositions: positions)
    case .atLeast:
      return ConditionDeclaration(name: name, test: .atLeast(try cursor.signedNumber()))
    case .atMost:
      return ConditionDeclaration(name: name, test: .atMost(try cursor.signedNumber()))
    }
  }
}
