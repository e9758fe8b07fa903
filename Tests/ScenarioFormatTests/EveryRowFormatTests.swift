import ControlModel
import ScenarioFormat
import TestSupport
import Testing

/// `GROUP[*].NAME` in `never` (version 2.1): NAME in every row, the same row for every `[*]` of
/// one invariant, of one group; anywhere else an error.
@Suite("Every row in invariants")
struct EveryRowFormatTests {
  static let jobs = """
    group job
      field employer
      date to
      switch current
    end
    button submit
    never submit enabled while job[*].to empty and job[*].current off
    never job[*].employer filled while job rows at-least 2

    scenario "s"
      add job
    """

  @Test func anInvariantNamesEveryRowOfAGroup() throws {
    let (file, diagnostics) = formatFile(Self.jobs)
    #expect(diagnostics.map(\.message) == [])
    let conditions = try #require(file.invariants.first?.conditions)
    let names = conditions.map(\.name)
    #expect(names.map(\.name) == ["submit", "job[*].to", "job[*].current"])
    #expect(names.map { $0.everyRow?.member } == [nil, "to", "current"])
    #expect(names.map { $0.everyRow?.group } == [nil, "job", "job"])
    #expect(names.allSatisfy { $0.row == nil })
    #expect(conditions.map(\.state) == [.enabled, .empty, .off])
  }

  @Test func theWriterWritesItBack() {
    let (file, _) = formatFile(Self.jobs)
    let written = ScenarioWriter.text(of: file)
    #expect(written == Self.jobs + "\n")
    #expect(ScenarioWriter.text(of: formatFile(written).file) == written)
  }

  @Test func everyRowIsForNeverOnlyAndOneGroupPerInvariant() {
    assertFormatDiagnostics(
      """
      group job
        field employer
        switch current
      end
      group phone
        field number
      end
      field note
        required when 1️⃣job[*].current on
        shown when 2️⃣job[*].employer filled
      never job[*].current on while 3️⃣phone[*].number empty and phone[*].number filled
      never job[*].4️⃣title empty
      never 5️⃣note[*].x empty
      never 6️⃣jbo[*].employer empty
      scenario "s"
        type 7️⃣job[*].employer "x"
        expect 8️⃣phone[*].number valid
      """,
      [
        "1️⃣": "'job[*].current' stands for every row, which only a 'never' line may say; a "
          + "declaration names a group's controls by their own names inside the group, or the "
          + "group as a whole",
        "2️⃣": "'job[*].employer' stands for every row, which only a 'never' line may say; a "
          + "declaration names a group's controls by their own names inside the group, or the "
          + "group as a whole",
        "3️⃣": "the '[*]' of an invariant stands for one row of one group, here 'job'; "
          + "'phone[*]' names another group: write another 'never' line for it",
        "4️⃣": "group 'job' has no 'title' in its rows (they hold 'current', 'employer')",
        "5️⃣": "'note' is a field; 'note[*].x' takes a group",
        "6️⃣": "unknown group 'jbo'; did you mean 'job'?",
        "7️⃣": "'job[*].employer' stands for every row, which only a 'never' line may say; name "
          + "one row, such as 'job[1].employer'",
        "8️⃣": "'phone[*].number' stands for every row, which only a 'never' line may say; name "
          + "one row, such as 'phone[1].number'",
      ])
  }

  @Test func aRowOutsideNeverOffersTheFirstRowAsAFix() throws {
    let (_, diagnostics) = formatFile(
      "group job\n  field employer\nend\nscenario \"s\"\n  type job[*].employer \"x\"\n")
    let fix = try #require(diagnostics.first?.fix)
    #expect(fix.wrong == "job[*].employer")
    #expect(fix.replacement == "job[1].employer")
  }
}
