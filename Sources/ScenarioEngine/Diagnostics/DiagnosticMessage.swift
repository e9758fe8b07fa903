import ValidationManager

/// Every message the parser and checker can give, in one voice: lowercase, no final period,
/// names and tokens in single quotes, what was expected and what was found.
public struct DiagnosticMessage: Sendable, Hashable {
  /// The message's text.
  public let text: String
  /// The edit that its "did you mean" stands for, if it has one.
  public let fix: Fix?

  /// An edit that a message suggests: the text as written, and what to write instead.
  public struct Fix: Sendable, Hashable {
    /// The text to replace, as written in the line at the diagnostic's position.
    public let wrong: String
    /// What to write in its place.
    public let replacement: String
  }

  init(_ text: String, fix: Fix? = nil) {
    self.text = text
    self.fix = fix
  }

  /// The fix of a suggestion, if there is one.
  private static func fix(_ wrong: String, _ suggestion: String?) -> Fix? {
    suggestion.map { Fix(wrong: wrong, replacement: $0) }
  }

  static func suggestion(_ name: String?) -> String {
    name.map { "; did you mean '\($0)'?" } ?? ""
  }

  // MARK: - Catalogue, in alphabetical order

  static func cellCount(expected: Int, found: Int) -> Self {
    Self("expected \(expected) cells, as many as the header has, found \(found)")
  }

  static func declarationAfterScenario(_ keyword: String) -> Self {
    Self("'\(keyword)' declares the screen; declarations come before the first scenario")
  }

  static func declarationOnCatalogueScreen(_ keyword: String, screen: String) -> Self {
    Self(
      "'\(keyword)' declares a control, but the screen comes from the catalogue: "
        + "'\(screen)' is built in Swift; remove the declaration or the 'from'")
  }

  static func duplicateCase(_ name: String) -> Self {
    Self("a case named '\(name)' is already in this table; the first cell names each case")
  }

  static func duplicateColumn(_ name: String) -> Self {
    Self("column '\(name)' is given twice")
  }

  static let duplicateExamples = Self("the scenario already has an 'examples' table")

  static func duplicateName(_ name: String) -> Self {
    Self("'\(name)' is declared twice; controls and managers share one namespace")
  }

  static func duplicateOption(_ option: String) -> Self {
    Self("option '\(option)' is given twice")
  }

  static let duplicateScreen = Self("the screen is declared twice; a file declares one screen")

  static func duplicateTitle(_ title: String) -> Self {
    Self("a scenario titled '\(title)' already exists; titles are unique within a file")
  }

  static let emptyAllowSet = Self("an 'allow' set needs at least one character")

  static let emptyCaseName = Self("the first cell names the case and cannot be empty")

  static let emptyExamples = Self(
    "'examples' needs a header row and at least one case, such as '| case | phone |'")

  static let examplesOutsideScenario = Self(
    "'examples' belongs at the end of a scenario, after its steps")

  static func emptyScenario(_ title: String) -> Self {
    Self("scenario '\(title)' has no steps")
  }

  static func expected(_ expectation: String, found: String?) -> Self {
    Self("expected \(expectation), found \(found.map { "'\($0)'" } ?? "the end of the line")")
  }

  static func invalidEscape(_ sequence: String) -> Self {
    Self(
      "unknown escape '\(sequence)' in a string; use \\\", \\\\, \\n, \\t or \\u{1F600}")
  }

  static func invalidPattern(_ pattern: String, reason: String) -> Self {
    Self("invalid pattern '\(pattern)': \(reason)")
  }

  static func invalidUnicodeEscape(_ sequence: String) -> Self {
    Self("'\(sequence)' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}")
  }

  static let invalidUTF8 = Self("the line is not valid UTF-8")

  static func managerCycle(_ names: [String]) -> Self {
    if names.count <= 2 {
      return Self("manager '\(names.first ?? "")' depends on itself")
    }
    return Self("managers form a cycle: " + names.map { "'\($0)'" }.joined(separator: " → "))
  }

  static func invalidColumnName(_ name: String) -> Self {
    Self("expected a column name such as 'phone', found '\(name)'")
  }

  static let missingScenario = Self(
    "the file has no scenario; add one with 'scenario \"TITLE\"' after the declarations")

  static func noRuleTarget(_ keyword: String) -> Self {
    Self("rule '\(keyword)' has no field or switch declared before it to apply to")
  }

  static func numberTooLarge(_ text: String) -> Self {
    Self("number '\(text)' is too large")
  }

  static func reservedName(_ word: String) -> Self {
    Self("'\(word)' is a reserved word and cannot name a control or a manager")
  }

  static func ruleNotForField(_ keyword: String) -> Self {
    Self("a field cannot take '\(keyword)'; it is the rule of a switch")
  }

  static func ruleNotForSwitch(_ keyword: String, switch name: String) -> Self {
    Self("switch '\(name)' takes only 'must-be-on', not '\(keyword)'")
  }

  static let stepAfterExamples = Self("steps come before the scenario's 'examples' table")

  static func stepOutsideScenario(_ keyword: String) -> Self {
    Self("step '\(keyword)' comes before any scenario; start one with 'scenario \"TITLE\"'")
  }

  static let tableRowOutsideExamples = Self("a table row belongs under an 'examples' line")

  static func undefinedPlaceholder(_ name: String, suggestion: String?) -> Self {
    Self(
      "unknown placeholder '<\(name)>'; the table has no such column"
        + (suggestion.map { "; did you mean '<\($0)>'?" } ?? ""),
      fix: fix("<\(name)>", suggestion.map { "<\($0)>" }))
  }

  static func unexpectedToken(_ found: String) -> Self {
    Self("expected the end of the line, found '\(found)'")
  }

  static func unknownKeyword(_ word: String, suggestion: String?) -> Self {
    Self("unknown keyword '\(word)'" + Self.suggestion(suggestion), fix: fix(word, suggestion))
  }

  static func unknownName(_ name: String, kind: String, suggestion: String?) -> Self {
    Self("unknown \(kind) '\(name)'" + Self.suggestion(suggestion), fix: fix(name, suggestion))
  }

  static func unregisteredScreen(_ name: String, registered: [String], suggestion: String?)
    -> Self
  {
    guard !registered.isEmpty else {
      return Self(
        "no screen '\(name)' is registered: this runner has no catalogue; register the screen "
          + "with 'ScreenCatalogue().registering(\"\(name)\") { clock in … }' and run the files "
          + "with a runner of your own ('ScenarioCommand.main(catalogue:)')")
    }
    let known = registered.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      "no screen '\(name)' is registered (the catalogue has \(known))"
        + Self.suggestion(suggestion),
      fix: fix(name.scenarioQuoted, suggestion?.scenarioQuoted))
  }

  static func unusedColumn(_ name: String) -> Self {
    Self("column '\(name)' is used by no placeholder; write '<\(name)>' in a step or remove it")
  }

  static func unknownWord(_ word: String, what: String, suggestion: String?) -> Self {
    Self("unknown \(what) '\(word)'" + Self.suggestion(suggestion), fix: fix(word, suggestion))
  }

  static let unterminatedString = Self("missing closing quote '\"' of a string")

  static func wrongKind(_ name: String, is actual: String, expected: String, by user: String)
    -> Self
  {
    Self("'\(name)' is \(actual); '\(user)' takes \(expected)")
  }
}
