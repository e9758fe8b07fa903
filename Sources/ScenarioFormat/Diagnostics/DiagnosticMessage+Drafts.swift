package import ControlModel

// The messages of version 2.1's lines (`today`, `background`, `enabled when`, `commit`,
// `commits`, `GROUP[*]`), in the catalogue's voice and in alphabetical order.

extension DiagnosticMessage {
  /// An `expect` line in the `background`.
  package static let assertionInBackground = Self(
    "a 'background' holds steps, not assertions; write the 'expect' in a scenario")

  /// A `background` line after the first scenario.
  package static let backgroundAfterScenario = Self(
    "'background' comes before the first scenario: its steps run at the start of every scenario")

  /// A day relative to today that falls outside the calendar on the file's today.
  package static func dayOutsideCalendar(_ written: String, today: CalendarDate) -> Self {
    Self(
      "'\(written)' falls outside the calendar (0001-01-01 to 9999-12-31) when today is "
        + "\(today); count fewer days")
  }

  /// `today+N` or `today-N` with N over ``RelativeDay/longestOffset``.
  package static func dayTooFarFromToday(_ written: String) -> Self {
    Self(
      "'\(written)' counts more than \(RelativeDay.longestOffset) days from today; count fewer "
        + "days or write a date such as '2026-07-01'")
  }

  /// A carriage return that no line feed follows.
  package static let loneCarriageReturn = Self(
    "a carriage return alone ends no line; save the file with line feeds (LF, or CRLF)")

  /// `load GROUP N`, which means `load GROUP rows N`.
  package static func loadGroupWithoutRows(_ group: String, _ rows: Int) -> Self {
    Self(
      "'\(group)' is a group, whose rows 'load' counts with the word 'rows'; write 'load "
        + "\(group) rows \(rows)'",
      fix: Fix(wrong: "\(group) \(rows)", replacement: "\(group) rows \(rows)"))
  }

  /// A declaration below the `background` line.
  package static func declarationInBackground(_ keyword: String) -> Self {
    Self(
      "'\(keyword)' declares the screen, and a 'background' holds steps only; declare it before "
        + "'background'")
  }

  /// A second `background`.
  package static let duplicateBackground = Self(
    "the file already has a 'background'; a file has one, whose steps run in every scenario")

  /// A second `today` line before the first scenario.
  package static let duplicateToday = Self(
    "the file already says which day today is; a file has one 'today' line (a 'today' step in "
      + "a scenario changes it)")

  /// A `background` with no step.
  package static let emptyBackground = Self(
    "'background' holds no steps; write under it the steps every scenario starts with, or "
      + "remove it")

  /// An `enabled when` line under a control that is no button.
  package static func enabledWhenNotAfterButton(_ name: String, kind: String) -> Self {
    Self(
      "'enabled when' applies to the button declared last, and '\(name)' declared last is "
        + "\(kind); write it under a button")
  }

  /// An `enabled when` condition on its own button.
  package static func enabledWhenOnItself(_ name: String) -> Self {
    conditionLineOnItself(name, "enabled")
  }

  /// `GROUP[*].NAME` outside `never`, with the first row as its fix.
  ///
  /// In a step or an assertion it suggests one row; in a declaration, where no row reference
  /// may stand, what a declaration names instead.
  package static func everyRowOutsideNever(
    _ reference: EveryRowReference, inDeclaration: Bool = false
  ) -> Self {
    let first = "'\(reference.name)' stands for every row, which only a 'never' line may say; "
    guard !inDeclaration else { return Self(first + declarationNamesOfRows) }
    let one = RowReference(group: reference.group, row: 1, member: reference.member).name
    return Self(
      first + "name one row, such as '\(one)'", fix: Fix(wrong: reference.name, replacement: one))
  }

  /// An `examples` line in the `background`.
  package static let examplesInBackground = Self(
    "a 'background' takes no 'examples' table; write the table under a scenario")

  /// An `enabled when` line with no control before it.
  package static let noEnabledTarget = noTarget("'enabled when'", "button")

  /// A button of a screen built in Swift whose `enabled when` condition names nothing on the
  /// screen (the app's typo): a warning, since the button never enables.
  package static func conditionNamesNothing(_ button: String, _ name: String, screen: String)
    -> Self
  {
    Self(
      "'\(button)' of screen '\(screen)' is enabled when a condition on '\(name)' holds, and "
        + "the screen has nothing of that name: '\(button)' never enables; name one of the "
        + "screen's controls, managers or groups in the app's code")
  }

  /// Configuration that can never act, with why: a warning.
  package static func neverActs(_ option: String, on name: String, because reason: String)
    -> Self
  {
    Self("'\(option)' on '\(name)' can never act: \(reason)")
  }

  /// A second `enabled when` line under one button.
  package static func repeatedEnabledWhen(_ name: String) -> Self {
    repeatedConditionLine(name, "an 'enabled when'")
  }

  /// A control or manager named `commits` or `today`, with a rename.
  package static func reservedSinceVersion21(_ word: String) -> Self {
    reserved(
      word, since: "2.1",
      because: word == Keyword.LifecycleOption.commits.rawValue
        ? "it ends a list on a button line" : "it is a day wherever a day may be written")
  }

  /// A second group's `[*]` in one invariant.
  package static func secondEveryRowGroup(_ group: String, first: String) -> Self {
    Self(
      "the '[*]' of an invariant stands for one row of one group, here '\(first)'; "
        + "'\(group)[*]' names another group: write another 'never' line for it")
  }

  /// A `today` line above the `screen` line.
  package static let todayBeforeScreen = Self(
    "the 'today' line comes before the 'screen' line; write it after 'screen' and before the "
      + "first scenario")
}
