import ControlModel
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

/// A gate of the app's own with a bug: it turns valid when the button's request succeeds but
/// does not tell its managers, so the manager's counts no longer follow its members.
private final class ForgetfulGate: IValidatable {
  let name = "sent"
  let verifiers = ManagerList()
  private(set) var validity: Validity = .invalid
  var errors: [String] { [] }
  var shownError: String? { nil }
  var isExcludedFromValidation: Bool { false }

  init(after button: Button) {
    button.addObserver { [weak self] event in
      guard case .requestEnded(_, .valid?) = event else { return }
      self?.validity = .valid
    }
  }
}

private let catalogue = ScreenCatalogue().registering("forgetful") { clock in
  let screen = Screen(title: "Code", clock: clock)
  let send = screen.makeButton("send")
  send.action = { {} }
  let code = screen.makeTextField("code")
  let gate = ForgetfulGate(after: send)
  let section = screen.makeManager("section")
  try? section.verify(gate)
  try? section.manage(code)
  return screen
}

private let file = CheckedFile(
  text: """
    screen from "forgetful"
    scenario "the code opens once it was sent"
      tap send
      answer send valid
      expect code enabled
    """,
  path: "forgetful.scenario", catalogue: catalogue)

/// Replay checks the model's own invariants after every step, in every build, and reports a
/// broken one as the scenario's failure in the model's words, as the explorer does.
@Suite("Model invariants in replay")
struct ModelInvariantReplayTests {
  @Test func aBrokenModelInvariantFailsTheScenarioAtItsStep() throws {
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    let result = try #require(file.replayAll().first as ScenarioResult?)
    let failure = try #require(result.failure)
    #expect(failure.position.line == 4)
    #expect(failure.step == "answer send valid")
    #expect(failure.expected == "section: 0 invalid and 0 pending members counted")
    #expect(failure.actual == "section: 1 invalid and 0 pending")
    #expect(failure.explanation?.contains("does not tell its managers of a change") == true)
    #expect(result.steps.last?.status == .skipped, "the steps after the failure do not run")
  }

  @Test func theExplorerReportsTheSameBreakInTheSameWords() throws {
    let report = Explorer.exploreSystematically(file, options: .init())
    let violation = try #require(report.violation)
    #expect(violation.expected == "section: 0 invalid and 0 pending members counted")
    #expect(violation.actual == "section: 1 invalid and 0 pending")
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
