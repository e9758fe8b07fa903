import TestSupport
import Testing

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

/// Violations that only a rarer input reaches.
///
/// A stepper value that only an `enabled when` or a `never` line names, an age on a date that
/// has no days of its own, a field's starting text entered again: the search tries each, and
/// never says "all clear" of a state it did not try.
@Suite("Inputs that only conditions, references and starting texts name")
struct RarerInputsTests {
  private func violation(_ text: String) throws -> Explorer.Violation {
    let file = try checkedWithoutErrors(text)
    let report = Explorer.exploreSystematically(file, options: .init(depth: 8, states: 5_000))
    return try #require(report.violation, "all clear over \(report.statesVisited) states")
  }

  /// A stepper's window named by a button's `enabled when` and by a `never` line, and a row's
  /// stepper named for every row.
  @Test(arguments: [
    """
    stepper bags from 0 to 10
    button checkout
      enabled when bags at-most 4
    never checkout enabled while bags at-least 2
    scenario "s"
      expect checkout enabled
    """,
    """
    group trip from 1 to 1
      stepper bags from 0 to 10
    end
    button checkout
    never checkout enabled while trip[*].bags at-least 3 and trip[*].bags at-most 5
    scenario "s"
      expect checkout enabled
    """,
  ])
  func aStepperIsTriedAtTheBoundsItsConditionsName(_ text: String) throws {
    let found = try violation(text)
    #expect(found.steps.count == 1 && found.steps[0].hasPrefix("increment "), "\(found.steps)")
  }

  /// `age-at-least 21 on pickup`, where the pickup date has no days of its own: the birth
  /// dates tried are taken on the days the pickup is given.
  @Test func anAgeOnADateWithNoDaysOfItsOwnIsTriedAtItsBoundary() throws {
    let found = try violation(
      SharedScreens.undatedAge(
        then: """
          never rent enabled while pickup filled
          scenario "s"
            expect rent disabled
          """))
    #expect(found.steps.count == 2, "\(found.steps)")
  }

  /// A row's age rule on its own row's date (`start`, written bare in the row).
  @Test func anAgeOnARowsOwnDateIsTriedAtItsBoundary() throws {
    let found = try violation(
      SharedScreens.rowAge(
        then: """
          never save enabled while job[*].start filled
          scenario "s"
            expect save disabled
          """))
    #expect(
      found.steps.count == 1 && found.steps[0].hasPrefix("pick job[1].born "), "\(found.steps)")
  }

  /// A field's starting text, entered again, makes it pristine: after a blur it is touched
  /// and pristine; with a `remote` rule, the server may refuse the starting text.
  @Test func aFieldsStartingTextIsEnteredAgain() throws {
    let touched = try violation(
      """
      field name text "Bob"
        required
      never name touched while name pristine
      scenario "s"
        expect name pristine
      """)
    #expect(touched.steps == ["clear name", #"paste name "Bob""#, "blur"])
    let refused = try violation(
      """
      field handle text "bob"
        remote taken "admin" after 1s "That handle is taken."
      never handle invalid while handle pristine
      scenario "s"
        expect handle pristine
      """)
    #expect(
      refused.steps == [
        "clear handle", #"paste handle "bob""#, #"answer handle invalid "That handle is taken.""#,
      ])
  }
}
