package import ControlModel
package import ValidationManager

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

  /// A message with its text, and the edit its "did you mean" stands for, if it has one.
  ///
  /// A control character the text quotes from a file (a NUL, a lone carriage return) shows
  /// as its picture (`␀`), so that no terminal swallows it.
  package init(_ text: String, fix: Fix? = nil) {
    self.text = DiagnosticRenderer.visible(text)
    self.fix = fix
  }

  /// The fix of a suggestion, if there is one.
  private static func fix(_ wrong: String, _ suggestion: String?) -> Fix? {
    suggestion.map { Fix(wrong: wrong, replacement: $0) }
  }

  /// "; did you mean SUGGESTION?", the suggestion as written with its quotes; empty without one.
  private static func didYouMean(_ written: String?) -> String {
    written.map { "; did you mean \($0)?" } ?? ""
  }

  /// "; did you mean 'NAME'?" for a suggested name; empty without one.
  package static func suggestion(_ name: String?) -> String {
    didYouMean(name.map { "'\($0)'" })
  }

  // MARK: - Catalogue, in alphabetical order

  package static func cellCount(expected: Int, found: Int) -> Self {
    Self("expected \(expected) cells, as many as the header has, found \(found)")
  }

  package static func declarationAfterScenario(_ keyword: String) -> Self {
    Self("'\(keyword)' declares the screen; declarations come before the first scenario")
  }

  package static func declarationOnCatalogueScreen(_ keyword: String, screen: String) -> Self {
    Self(
      "'\(keyword)' declares a control, but the screen comes from the catalogue: "
        + "'\(screen)' is built in Swift; remove the declaration or the 'from'")
  }

  /// A case name a row of the table has already: the message names the earlier row's line,
  /// not the name, which may be a secure field's text.
  package static func duplicateCase(firstLine: Int) -> Self {
    Self(
      "line \(firstLine) has this case name already; the first cell names each case, once")
  }

  package static func duplicateColumn(_ name: String) -> Self {
    Self("column '\(name)' is given twice")
  }

  package static let duplicateExamples = Self("the scenario already has an 'examples' table")

  package static func duplicateName(_ name: String) -> Self {
    Self("'\(name)' is declared twice; controls and managers share one namespace")
  }

  package static func duplicateOption(_ option: String) -> Self {
    Self("option '\(option)' is given twice")
  }

  package static let duplicateScreen = Self(
    "the screen is declared twice; a file declares one screen")

  package static func duplicateTitle(_ title: String) -> Self {
    Self("a scenario titled '\(title)' already exists; titles are unique within a file")
  }

  package static let emptyAllowSet = Self("an 'allow' set needs at least one character")

  package static let emptyCaseName = Self("the first cell names the case and cannot be empty")

  package static let emptyExamples = Self(
    "'examples' needs a header row and at least one case, such as '| case | phone |'")

  package static func emptyScenario(_ title: String) -> Self {
    Self("scenario '\(title)' has no steps")
  }

  package static let examplesOutsideScenario = Self(
    "'examples' belongs at the end of a scenario, after its steps")

  package static func expected(_ expectation: String, found: String?) -> Self {
    Self("expected \(expectation), found \(found.map { "'\($0)'" } ?? "the end of the line")")
  }

  package static func invalidColumnName(_ name: String) -> Self {
    Self("expected a column name such as 'phone', found '\(name)'")
  }

  /// A day that does not exist, in the model's words.
  package static func invalidDay(_ problem: CalendarDate.Problem) -> Self {
    Self(problem.description)
  }

  package static func boundsOutOfOrder(_ lower: String, _ upper: String) -> Self {
    Self("'from \(lower)' comes after 'to \(upper)'; 'from' is at most 'to'")
  }

  /// A starting value outside the bounds the line gives.
  package static func startOutsideBounds(_ option: String, _ value: String, _ bounds: String)
    -> Self
  {
    Self("'\(option) \(value)' lies outside \(bounds)")
  }

  package static let stepBelowOne = Self("'step' is at least 1")

  package static let noOptions = Self(
    "a picker needs at least one option, such as 'options \"US\" \"DE\"'")

  package static func duplicatePickerOption(_ option: String) -> Self {
    Self("option \(option.scenarioQuoted) is given twice; a picker's options are distinct")
  }

  package static func unknownOption(
    _ option: String, picker: String, options: [String], suggestion: String?
  ) -> Self {
    let known = options.map(\.scenarioQuoted).joined(separator: " ")
    return Self(
      "picker '\(picker)' has no option \(option.scenarioQuoted) (its options are \(known))"
        + didYouMean(suggestion?.scenarioQuoted),
      fix: fix(option.scenarioQuoted, suggestion?.scenarioQuoted))
  }

  package static func ruleNotForKind(_ keyword: String, kind: String, name: String, fits: String)
    -> Self
  {
    Self("\(kind) '\(name)' cannot take '\(keyword)'; it takes \(fits)")
  }

  package static let requiredOnStepper = Self(
    "a stepper always has a value and cannot take 'required'; use 'at-least N'")

  /// A second `shown when` line under one declaration.
  package static func repeatedShownWhen(_ name: String) -> Self {
    repeatedConditionLine(name, "a 'shown when'")
  }

  /// A `shown when` line with no control before it.
  package static let noShownTarget = noTarget("'shown when'", "control")

  // MARK: - Groups (version 2)

  package static func groupWithoutEnd(_ group: String) -> Self {
    Self("group '\(group)' has no 'end'; close its row's declarations with a line 'end'")
  }

  package static func notInGroup(_ keyword: String, group: String) -> Self {
    Self(
      "'\(keyword)' cannot be declared inside group '\(group)' (a row holds fields, switches, "
        + "pickers, steppers, dates and managers); close the group with 'end' first")
  }

  package static let endWithoutGroup = Self("'end' closes a group, and no group is open")

  package static func resetsWith(_ option: String) -> Self {
    Self(
      "a button that resets takes no '\(option)'; declare another button for it")
  }

  package static let addsAndRemoves = Self(
    "a button adds rows or removes them, not both; declare one button for each")

  package static func emptyGroup(_ group: String) -> Self {
    Self("group '\(group)' declares no control; declare its row's controls before 'end'")
  }

  package static func afterGroupLine(_ keyword: String, line: String) -> Self {
    Self(
      "'\(keyword)' cannot come right after the '\(line)' line: it applies to the control "
        + "declared last, and 'group' and 'end' lines start and end a group's row; write it "
        + "under the control it applies to")
  }

  package static func rowAlone(_ group: String, _ row: String) -> Self {
    Self(
      "'\(group)[\(row)]' is a row, not a name; name one of its controls, such as "
        + "'\(group)[\(row)].NAME'")
  }

  package static func rowNameOutsideGroup(_ name: String, group: String) -> Self {
    Self(
      "'\(name)' is declared in group '\(group)', whose every row has one; write "
        + "'\(group)[N].\(name)' for row N in a step or assertion",
      fix: Fix(wrong: name, replacement: "\(group)[1].\(name)"))
  }

  package static func rowReferenceInDeclaration(_ name: String) -> Self {
    Self("'\(name)' names one row; " + declarationNamesOfRows)
  }

  /// What a declaration names of a group's rows, where a row reference may not stand.
  static let declarationNamesOfRows =
    "a declaration names a group's controls by their own names inside the group, or the group "
    + "as a whole"

  /// A name that the rows of a group do not hold, with the nearest that they do.
  package static func notInRow(_ member: String, group: String, members: [String]) -> Self {
    let nearest = member.nearest(among: members)
    return Self(
      "group '\(group)' has no '\(member)' in its rows (they hold "
        + members.map { "'\($0)'" }.joined(separator: ", ") + ")" + suggestion(nearest),
      fix: fix(member, nearest))
  }

  package static func outsideOwnRow(_ name: String, manager: String, group: String) -> Self {
    Self(
      "manager '\(manager)' of group '\(group)' verifies and manages only controls of its own "
        + "row; '\(name)' is not in the row")
  }

  /// A group's starting rows outside its bounds.
  package static func startingRowsOutsideBounds(_ rows: Int, _ from: Int, _ to: Int) -> Self {
    startOutsideBounds("rows", String(rows), "the group's bounds \(from) to \(to)")
  }

  /// A `shown when` condition on the control it shows.
  package static func shownWhenOnItself(_ name: String) -> Self {
    conditionLineOnItself(name, "shown")
  }

  package static func referenceToItself(_ name: String) -> Self {
    Self("a date rule of '\(name)' cannot compare with its own day; name another date")
  }

  package static func unfitStartingText(_ text: String) -> Self {
    Self(
      "the field's filter, limit or normaliser would not leave \(text.scenarioQuoted) as it is; "
        + "write a text it accepts")
  }

  package static func invalidEscape(_ sequence: String) -> Self {
    Self(
      "unknown escape '\(sequence)' in a string; use \\\", \\\\, \\n, \\t or \\u{1F600}")
  }

  /// A pattern that does not compile, in the model's words.
  package static func invalidPattern(_ error: PatternError) -> Self {
    Self(error.description)
  }

  package static func invalidUnicodeEscape(_ sequence: String) -> Self {
    Self("'\(sequence)' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}")
  }

  package static let invalidUTF8 = Self("the line is not valid UTF-8")

  /// A cycle of managers, in the model's words.
  package static func managerCycle(_ error: ManagerError) -> Self {
    Self(error.description)
  }

  package static let missingScenario = Self(
    "the file has no scenario; add one with 'scenario \"TITLE\"' after the declarations")

  /// A rule with no field or switch before it.
  package static func noRuleTarget(_ keyword: String) -> Self {
    noTarget("rule '\(keyword)'", "field or switch")
  }

  package static func numberTooLarge(_ text: String) -> Self {
    Self("number '\(text)' is too large")
  }

  package static func reservedName(_ word: String) -> Self {
    Self("'\(word)' is a reserved word and cannot name a control or a manager")
  }

  /// A control or manager named with a word that version 2 reserves, with a rename.
  package static func reservedSinceVersion2(_ word: String) -> Self {
    reserved(word, since: "2", because: "it ends a list on a line")
  }

  package static func conditionOnItself(_ name: String) -> Self {
    Self("a rule's condition cannot read the rule's own control '\(name)'; name another control")
  }

  package static func ruleNotForField(_ keyword: String) -> Self {
    Self("a field cannot take '\(keyword)'; it is the rule of a switch")
  }

  package static func ruleNotForSwitch(_ keyword: String, switch name: String) -> Self {
    Self("switch '\(name)' takes only 'must-be-on', not '\(keyword)'")
  }

  package static let stepAfterExamples = Self("steps come before the scenario's 'examples' table")

  package static func stepOutsideScenario(_ keyword: String) -> Self {
    Self("step '\(keyword)' comes before any scenario; start one with 'scenario \"TITLE\"'")
  }

  package static let tableRowOutsideExamples = Self("a table row belongs under an 'examples' line")

  /// A placeholder that names no column, with the nearest column.
  package static func undefinedPlaceholder(_ name: String, suggestion: String?) -> Self {
    let placeholder = suggestion.map { "<\($0)>" }
    return Self(
      "unknown placeholder '<\(name)>'; the table has no such column"
        + Self.suggestion(placeholder),
      fix: fix("<\(name)>", placeholder))
  }

  /// A token after the end of what the line says.
  package static func unexpectedToken(_ found: String) -> Self {
    expected("the end of the line", found: found)
  }

  /// A line's first word that is no keyword, with the nearest keyword.
  package static func unknownKeyword(_ word: String, suggestion: String?) -> Self {
    unknownWord(word, what: "keyword", suggestion: suggestion)
  }

  /// A name that names nothing of its kind, with the nearest name that does.
  package static func unknownName(_ name: String, kind: String, suggestion: String?) -> Self {
    unknownWord(name, what: kind, suggestion: suggestion)
  }

  /// A word that is none of those a place takes, with the nearest that is.
  package static func unknownWord(
    _ word: String, what: String, suggestion: String?, among words: [String] = []
  ) -> Self {
    // Without a near word, the words that may stand there.
    let known =
      suggestion != nil || words.isEmpty
      ? "" : "; write one of " + words.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      "unknown \(what) '\(word)'" + Self.suggestion(suggestion) + known,
      fix: fix(word, suggestion))
  }

  package static func screenNotBuilt(_ name: String, reason: String) -> Self {
    Self(
      "screen '\(name)' could not be built (\(reason)); fix the screen's code so that it "
        + "builds, or name a screen that does")
  }

  package static func unregisteredScreen(_ name: String, registered: [String], suggestion: String?)
    -> Self
  {
    guard !registered.isEmpty else {
      return Self(
        "no screen '\(name)' is registered: this runner has no catalogue; register the screen "
          + "with 'ScreenCatalogue().registering(\"\(name)\") { clock in … }' and run the files "
          + "with a runner of your own ('ScenarioCommand.main(catalogue:)'); where the app's code "
          + "cannot run (the build plugin), give its names in a listing that runner writes: "
          + "'--list-screens --out Scenarios/\(name).screens'")
    }
    let known = registered.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      "no screen '\(name)' is registered (the catalogue has \(known))"
        + Self.suggestion(suggestion),
      fix: fix(name.scenarioQuoted, suggestion?.scenarioQuoted))
  }

  package static let unterminatedString = Self("missing closing quote '\"' of a string")

  package static func unusedColumn(_ name: String) -> Self {
    Self("column '\(name)' is used by no placeholder; write '<\(name)>' in a step or remove it")
  }

  package static func wrongKind(
    _ name: String, is actual: String, expected: String, by user: String
  )
    -> Self
  {
    Self("'\(name)' is \(actual); '\(user)' takes \(expected)")
  }

}
