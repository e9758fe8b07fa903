import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

/// Replay of version 2.1's lines: what each does on the screen, where it fails, and the day a
/// run reads as today.
@Suite("Replaying version 2.1")
struct Version21ReplayTests {
  private let jobs = """
    today 2026-11-28
    field name
      required
    group job from 1 to 3
      field employer
        required
      date to
        shown when current off
        required when current off
      switch current
    end
    button addJob adds job
    button save busy 1s commits
      enabled when form dirty
    button discard resets
    button submit submits name job
    manager form verifies name job manages submit

    """

  @Test func anInvariantOverEveryRowHoldsWhileEachRowHoldsSubmitBack() {
    expectPasses(
      jobs + """
        never submit enabled while job[*].to empty and job[*].current off
        scenario "the second row has no end day"
          type name "Ann"
          type job[1].employer "Acme"
          toggle job[1].current
          tap addJob
          type job[2].employer "Globex"
          expect submit disabled
          toggle job[2].current
          expect submit enabled
        """)
  }

  @Test func anInvariantOverEveryRowIsCheckedInEachRow() throws {
    let failure = try replayFailure(
      """
      today 2026-11-28
      group job from 1 to 3
        field employer text "Acme"
        switch current
      end
      button addJob adds job
      button submit submits job
      never submit enabled while job[*].employer empty
      scenario "row 2 is empty and nothing holds Submit back"
        tap addJob
        clear job[2].employer
      """)
    #expect(failure.position.line == 11)
    #expect(failure.expected == "never submit enabled while job[*].employer empty")
    #expect(failure.actual == "submit is enabled while job[2].employer is empty")
  }

  @Test func saveDraftWaitsForAChangeAndCommitsWhatItSent() {
    expectPasses(
      jobs + """
        scenario "save, then discard goes back to what was saved"
          type job[1].employer "Acme"
          expect save enabled
          expect form invalid
          tap save
          type job[1].employer "!"
          wait 1s
          expect job[1].employer dirty
          backspace job[1].employer
          expect save disabled
          expect form pristine
          tap addJob
          expect save enabled
          tap discard
          expect job rows 1
          expect job[1].employer text "Acme"
        """)
  }

  @Test func commitOfAManagerAGroupOrAControl() {
    expectPasses(
      jobs + """
        field note
        scenario "each commit covers its own"
          type note "x"
          type name "Ann"
          commit name
          expect name pristine
          expect note dirty
          tap addJob
          commit job
          expect job pristine
          expect job rows 2
          commit form
          expect note dirty
          commit
          expect note pristine
          reset
          expect job rows 2
          expect name text "Ann"
        """)
  }

  @Test func loadRowsThenResetKeepsTheLoadedNumber() {
    expectPasses(
      jobs + """
        scenario "a draft of three jobs"
          load job rows 3
          expect job rows 3
          expect job pristine
          expect job untouched
          load job[3].employer "Initech"
          remove job 3
          reset
          expect job rows 3
          expect job[3].employer text "Initech"
        """)
  }

  @Test func aStepOfTheBackgroundFailsTheScenarioAtItsLine() throws {
    let failure = try replayFailure(
      """
      group job from 1 to 3
        field employer
      end
      background
        type job[1].employer "Acme"
        type job[2].employer "Globex"
      scenario "s"
        blur
      """)
    #expect(failure.position.line == 6)
    #expect(failure.step == "type job[2].employer \"Globex\"")
  }

  @Test func theBackgroundRunsBeforeEveryScenario() {
    expectPasses(
      """
      field name
      background
        type name "Ann"
      scenario "one"
        expect name text "Ann"
        type name "e"
      scenario "two"
        expect name text "Ann"
      """)
  }

  @Test func theTodayStepMovesBoundsAndRules() {
    expectPasses(
      """
      today 2026-11-28
      date start from today to today+2
        on-or-after today "Not in the past."
      scenario "a day kept past its bounds"
        pick start today
        today today+1
        expect start value 2026-11-28
        expect start invalid
        expect start refused 0
        pick start 2026-11-28
        expect start refused 1
        pick start today+2
        expect start value 2026-12-01
        expect start valid
      """)
  }

  @Test func aFileWithoutATodayLineReadsTheRunnersDay() throws {
    let text = """
      date start
        on-or-after today
      scenario "s"
        pick start 2026-03-01
        expect start valid
      """
    let day = try CalendarDate(parsing: "2026-03-01")
    let onTheDay = CheckedFile(text: text, path: "t.scenario", today: day)
    #expect(onTheDay.today == day && !onTheDay.todayIsTheSystemDay)
    #expect(onTheDay.replayAll().allSatisfy { $0.passed })
    let dayAfter = CheckedFile(
      text: text, path: "t.scenario", today: try CalendarDate(parsing: "2026-03-02"))
    let results = dayAfter.replayAll()
    #expect(results.count == 1 && !results[0].passed)
    let system = CheckedFile(text: text, path: "t.scenario")
    #expect(system.todayIsTheSystemDay && system.today == CalendarDate.today())
  }

  @Test func theFirstFailureSaysWhichDayWasTheSystemsToday() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("today-\(UUID().uuidString).scenario").path
    try """
    date start
      on-or-after today+1
    scenario "one"
      pick start today
      expect start valid
    scenario "two"
      pick start today
      expect start valid
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = HumanReport.render(RunReport.run(paths: [path]))
    #expect(text.components(separatedBy: "today: ").count == 2, "said once, with the first failure")
    #expect(text.contains("today: \(CalendarDate.today()), the system's day"))
    let fixed = HumanReport.render(
      RunReport.run(paths: [path], today: try CalendarDate(parsing: "2026-07-01")))
    #expect(!fixed.contains("the system's day"))
  }
}

/// Configuration that can never act: a warning, and the file still runs.
@Suite("Warnings about what can never act")
struct NeverActsWarningTests {
  @Test func focusInvalidOnAButtonWhoseManagersVerifyWhatItSubmits() {
    let file = CheckedFile(
      text: """
        field name
          required
        field email
          email
        button go submits name email focus-invalid
        manager form verifies name email manages go
        button other submits name focus-invalid
        button empty focus-invalid
        scenario "s"
          type name "a"
          expect go enabled
        """, path: "w.scenario")
    #expect(file.isValid && file.diagnostics.isEmpty)
    #expect(file.warnings.map(\.severity) == [.warning, .warning])
    #expect(file.warnings.map(\.position.line) == [5, 8])
    #expect(
      file.warnings.first?.message
        == "'focus-invalid' on 'go' can never act: every field 'go' submits is verified by a "
        + "manager that manages it (form), so it is disabled while one is invalid or pending: "
        + "focus-invalid never finds an invalid field to move the focus to")
    #expect(
      file.warnings.last?.message
        == "'focus-invalid' on 'empty' can never act: 'empty' submits no field for "
        + "focus-invalid to move the focus to")
    #expect(file.renderedWarnings.first?.hasPrefix("w.scenario:5:8: warning: ") == true)
    #expect(file.replayAll().allSatisfy { $0.passed })
  }

  @Test func aFieldNoManagerOfTheButtonVerifiesLetsFocusInvalidAct() {
    let file = CheckedFile(
      text: """
        field name
          required
        field email
          email
        button go submits name email focus-invalid
        manager form verifies name manages go
        scenario "s"
          type name "Ann"
          type email "x"
          tap go
          expect email focused
        """, path: "w.scenario")
    #expect(file.warnings.isEmpty)
    #expect(file.replayAll().allSatisfy { $0.passed })
  }
}
