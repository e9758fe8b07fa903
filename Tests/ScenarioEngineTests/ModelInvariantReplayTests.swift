import ControlModel
import Synchronization
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioFormat

/// Replay checks the model's own invariants after every step, in every build, and reports a
/// broken one as the scenario's failure in the model's words, as the explorer does.
@Suite("Model invariants in replay")
struct ModelInvariantReplayTests {
  @Test func aBrokenModelInvariantFailsTheScenarioAtItsStep() throws {
    #expect(forgetfulGateFile.isValid, "\(forgetfulGateFile.renderedDiagnostics)")
    let result = try #require(forgetfulGateFile.replayAll().first as ScenarioResult?)
    let failure = try #require(result.failure)
    #expect(failure.position.line == 4)
    #expect(failure.step == "answer send valid")
    #expect(failure.expected == "section: 0 invalid and 0 pending members counted")
    #expect(failure.actual == "section: 1 invalid and 0 pending")
    #expect(failure.explanation?.contains("does not tell its managers of a change") == true)
    #expect(result.steps.last?.status == .skipped, "the steps after the failure do not run")
  }

  @Test func anAppsForgetfulMemberIsReportedButDoesNotTrapTheDebugChecks() throws {
    // A screen of the app's own, not the engine's: debug builds check the model after each
    // change. The forgotten notification is the app's bug; the check after the next keystroke
    // counts the gate as it last reported, and the full check reports the break as data.
    let screen = Screen(title: "Code", clock: VirtualClock())
    let send = screen.makeButton("send")
    send.action = { {} }
    let code = screen.makeTextField("code")
    code.validate([.required("Enter the code.")])
    let gate = ForgetfulGate(after: send)
    let section = screen.makeManager("section")
    try section.verify(gate)
    try section.verify(code)
    #expect(send.tap())
    try #require(send.request).answer(.valid)
    #expect(gate.validity == .valid)
    code.type("1")
    #expect(section.validity == .invalid, "the manager never heard of the gate's change")
    let broken = screen.invariantViolations()
    #expect(!broken.isEmpty)
    #expect(Set(broken.map(\.subject)) == ["section"])
  }
}

/// A button of a screen built in Swift whose condition names nothing on the screen: the app's
/// typo, not the model's defect.
@Suite("The app's mistakes in replay")
struct AppMistakeReplayTests {
  private let catalogue = ScreenCatalogue().registering("invite") { clock in
    let screen = Screen(title: "Invite", clock: clock)
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email.")])
    screen.makeButton("invite").enable(when: [.dirty("emial")])
    return screen
  }

  @Test func aConditionNamingNothingIsAWarningAtTheScreenAndNoScenarioFails() throws {
    let file = CheckedFile(
      text: """
        screen from "invite"
        scenario "invite stays disabled"
          type email "a@b.co"
          expect invite disabled
        """,
      path: "invite.scenario", catalogue: catalogue)
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    #expect(
      file.renderedWarnings == [
        """
        invite.scenario:1:13: warning: 'invite' of screen 'invite' is enabled when a condition \
        on 'emial' holds, and the screen has nothing of that name: 'invite' never enables; name \
        one of the screen's controls, managers or groups in the app's code
          screen from "invite"
                      ^
        """
      ])
    let result = try #require(file.replayAll().first as ScenarioResult?)
    #expect(result.passed, "\(String(describing: result.failure))")
  }

  @Test func theModelsFullCheckReportsItUnlessAskedToLeaveTheAppsMistakesOut() throws {
    let screen = try catalogue.factory(named: "invite").map { try $0(VirtualClock()) }
    let built = try #require(screen)
    #expect(
      built.invariantViolations().map(\.description) == [
        "'invite': expected conditions on names of its screen, "
          + "actual a condition names 'emial', which is nothing on its screen"
      ])
    #expect(built.invariantViolations(includingAppMistakes: false).isEmpty)
  }
}

/// A rule of the app's that passes until the app turns it unsteady.
///
/// From then on it answers the other way each time it runs, so that the model's stored state of
/// its field disagrees with the rule the next time a check runs it. It counts its calls.
private final class Unsteady: Sendable {
  private let calls = Atomic<Int>(0)
  private let isUnsteady = Atomic<Bool>(false)

  func passes(_ text: String) -> Bool {
    let call = calls.add(1, ordering: .relaxed).newValue
    return !isUnsteady.load(ordering: .relaxed) || call.isMultiple(of: 2)
  }

  func turnUnsteady() { isUnsteady.store(true, ordering: .relaxed) }

  var count: Int { calls.load(ordering: .relaxed) }
}

/// Two fields with unsteady rules: `edited`, which the scenarios type in, and `untouched`,
/// which no step changes; `unsteady` turns both rules unsteady when tapped.
private func unsteadyScreen(edited: Unsteady, untouched: Unsteady) -> ScreenCatalogue {
  ScreenCatalogue().registering("unsteady") { clock in
    let screen = Screen(title: "Unsteady", clock: clock)
    screen.makeTextField("edited").validate([.custom("unsteady") { edited.passes($0) }])
    screen.makeTextField("untouched").validate([.custom("unsteady") { untouched.passes($0) }])
    let button = screen.makeButton("unsteady")
    button.action = {
      edited.turnUnsteady()
      untouched.turnUnsteady()
      return {}
    }
    return screen
  }
}

/// After a run's first step, replay checks the model around what each step changed: a changed
/// field's rules all run again, and what no step touched is not visited.
@Suite("Model invariants around changes")
struct ModelInvariantAroundChangesTests {
  private func replay(_ steps: [String], edited: Unsteady, untouched: Unsteady) throws
    -> ScenarioResult
  {
    let file = CheckedFile(
      text: "screen from \"unsteady\"\nscenario \"steps\"\n"
        + steps.map { "  \($0)\n" }.joined(),
      path: "unsteady.scenario", catalogue: unsteadyScreen(edited: edited, untouched: untouched))
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    return try #require(file.replayAll().first as ScenarioResult?)
  }

  @Test func stepsAfterTheFirstLeaveWhatTheyDidNotChangeUnvisited() throws {
    // The first step types in `untouched` and checks the whole screen, running its rule (an
    // empty field's rules do not run); the second moves the focus away, which changes it; the
    // steps after those do not change it and never run its rule again.
    let start = ["type untouched \"y\"", "type edited \"x\""]
    let short = (Unsteady(), Unsteady())
    #expect(try replay(start, edited: short.0, untouched: short.1).passed)
    #expect(short.1.count > 0)
    let long = (Unsteady(), Unsteady())
    let result = try replay(
      start + ["wait 1ms", "type edited \"z\"", "wait 1ms"], edited: long.0, untouched: long.1)
    #expect(result.passed)
    #expect(long.1.count == short.1.count)
    #expect(long.0.count > short.0.count, "typing and the check after it ran edited's rule")
  }

  @Test func aChangedFieldIsCheckedAgainstItsRulesAndAnUnchangedOneIsNot() throws {
    // Once unsteady, a rule answers the other way at each run: typing settles `edited` with one
    // answer and the check after the step gets the other. Tapping changes neither field, so
    // the check after the tap runs neither rule, and `untouched`, which no step after the
    // second changes, is never checked again.
    let result = try replay(
      ["type untouched \"y\"", "type edited \"x\"", "tap unsteady", "type edited \"z\""],
      edited: Unsteady(), untouched: Unsteady())
    let failure = try #require(result.failure)
    #expect(failure.position.line == 6)
    #expect(failure.step == "type edited \"z\"")
    #expect(failure.expected.hasPrefix("edited: "))
    #expect(failure.expected.hasSuffix("as its rules give"))
    #expect(failure.explanation?.contains("own invariants") == true)
  }
}

/// The controls a catalogue's screen was built with, held weakly.
private final class BuiltControls: @unchecked Sendable {
  weak var field: TextField?
  weak var manager: Manager?
}

@Suite("The journal of changes")
struct ChangeJournalTests {
  @Test func aReplayedScreenAndItsControlsAreReleasedWhateverTheJournalHolds() throws {
    // The scenario fails at its second step, which moves the focus (a change the journal
    // records) and then fails before any check reads the journal: nothing it holds may keep
    // the controls alive.
    let built = BuiltControls()
    let catalogue = ScreenCatalogue().registering("journal") { clock in
      let screen = Screen(title: "Journal", clock: clock)
      let field = screen.makeTextField("name")
      field.validate([.required("Enter a name.")])
      _ = screen.makeTextField("other")
      let form = screen.makeManager("form")
      try? form.verify(field)
      built.field = field
      built.manager = form
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "journal"
        scenario "fails after typing"
          type name "Ann"
          cursor other 5
        """,
      path: "journal.scenario", catalogue: catalogue)
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    let result = try #require(file.replayAll().first as ScenarioResult?)
    #expect(result.failure?.position.line == 4)
    #expect(built.field == nil)
    #expect(built.manager == nil)
  }
}
