import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// `forgetsPhone` plants the bug: the form does not verify the phone, which the gate read
/// only when the code was sent.
private func createAccount(clock: VirtualClock, forgetsPhone: Bool) -> Screen {
  let screen = Screen(title: "Create account", clock: clock)
  let phone = screen.makeTextField("phone", limit: 10, allow: .characterClass(.digit))
  phone.validate([.required(), .minLength(10)])
  let sendCode = screen.makeButton("sendCode")
  let code = screen.makeTextField("code", limit: 4, allow: .characterClass(.digit))
  // The app's own: valid once the code field (which no manager verifies) holds the code.
  let gate = AppGate("verified", error: "Enter the code we sent.")
  var sentTo: String?
  sendCode.addObserver { [weak phone, weak code] event in
    guard case .tapped = event, let phone, let code else { return }
    sentTo = phone.text
    gate.update(code.text == "1234")
  }
  code.addObserver { [weak code] event in
    guard case .textChanged = event, let code else { return }
    gate.update(code.text == "1234" && sentTo != nil)
  }
  let phoneSection = screen.makeManager("phoneSection")
  try? phoneSection.verify(phone)
  try? phoneSection.manage(sendCode)
  let form = screen.makeManager("form")
  if !forgetsPhone { try? form.verify(phone) }
  try? form.verify(gate)
  try? form.manage(screen.makeButton("create"))
  return screen
}

private func file(forgetsPhone: Bool) -> CheckedFile {
  CheckedFile(
    text: """
      screen from "create-account"
      never create enabled while phone invalid
      scenario "a code sent to the phone opens create"
        type phone "0612345678"
        tap sendCode
        type code "1234"
        expect create enabled
      """, path: "create-account.scenario",
    catalogue: ScreenCatalogue().registering("create-account") { clock in
      createAccount(clock: clock, forgetsPhone: forgetsPhone)
    })
}

@Suite("Heading for an app's own member")
struct AppMemberPlanningTests {
  @Test func thePlannerGivesAFieldOnlyTheAppReadsTheFilesText() throws {
    let space = try #require(StateSpace(file: file(forgetsPhone: false)))
    space.reset()
    let moves = Planner(space: space).moves(toward: "verified", .valid).map(\.line)
    #expect(moves.contains("paste code \"1234\""), "\(moves)")
    #expect(moves.contains("paste phone \"1111111111\""), "to enable sendCode: \(moves)")
  }

  @Test func theBugBehindTheAppsGateIsFoundByEverySeedAndTheSearch() throws {
    let buggy = file(forgetsPhone: true)
    try #require(buggy.isValid, "\(buggy.renderedDiagnostics)")
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(buggy, options: Explorer.Options(seed: seed))
      let violation = try #require(report.violation, "seed \(seed)")
      #expect(violation.expected == "never create enabled while phone invalid")
      #expect(violation.steps.count <= 4, "seed \(seed): \(violation.steps)")
    }
    let systematic = try #require(
      Explorer.exploreSystematically(buggy, options: .init()).violation)
    let written = CheckedFile(
      text: systematic.scenarioFile, path: "found.scenario",
      catalogue: ScreenCatalogue().registering("create-account") { clock in
        createAccount(clock: clock, forgetsPhone: true)
      })
    #expect(written.replayAll().first?.failure?.expected == systematic.expected)
    let correct = Explorer.exploreSystematically(file(forgetsPhone: false), options: .init())
    #expect(correct.violation == nil)
    #expect(!correct.isBounded)
    #expect(correct.deadControls.isEmpty)
  }
}
