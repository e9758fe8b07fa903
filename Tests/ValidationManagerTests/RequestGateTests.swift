import ControlModel
import Testing
import ValidationManager

/// A button that a manager verifies: a section opened by its request's outcome.
@Suite("A section opened by a request")
struct RequestGateTests {
  let clock = VirtualClock()
  let screen: Screen
  let phone: TextField
  let sendCode: Button
  let code: TextField
  let codeSection: Manager

  init() throws {
    screen = Screen(title: "Verify", clock: clock)
    phone = screen.makeTextField("phone", allow: .characterClass(.digit))
    phone.validate([.required(), .minLength(10)])
    sendCode = screen.makeButton("sendCode")
    // On the virtual clock the work never runs: the test answers the request.
    sendCode.action = { {} }
    code = screen.makeTextField("code")
    let sms = screen.makeManager("sms")
    try sms.verify(phone)
    try sms.manage(sendCode)
    codeSection = screen.makeManager("codeSection")
    try codeSection.verify(sendCode)
    try codeSection.manage(code)
  }

  @Test func theSectionOpensOnceTheRequestSucceeded() throws {
    #expect(sendCode.validity == .invalid)
    #expect(sendCode.errors == ["sendCode's request has not succeeded"])
    #expect(!code.isEnabled)
    phone.paste("0612345678")
    sendCode.tap()
    #expect(sendCode.validity == .pending)
    #expect(codeSection.validity == .pending)
    let request = try #require(screen.outstandingRequests(of: "sendCode").first)
    request.answer(.valid)
    #expect(sendCode.validity == .valid)
    #expect(code.isEnabled)
    // The code was sent: editing the phone disables the button, not the section.
    phone.clear()
    #expect(!sendCode.isEnabled)
    #expect(code.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aFailedRequestKeepsItClosedAndARetryOpensIt() throws {
    phone.paste("0612345678")
    sendCode.tap()
    try #require(screen.outstandingRequests.first).answer(.failed("offline"))
    #expect(sendCode.validity == .invalid)
    #expect(sendCode.errors == ["sendCode's request failed"])
    #expect(!code.isEnabled)
    #expect(
      code.explainEnablement().description
        == "code is disabled because manager codeSection is invalid: sendCode: "
        + "'sendCode's request failed'")
    sendCode.tap()
    try #require(screen.outstandingRequests.first).answer(.valid)
    #expect(code.isEnabled)
  }

  @Test func theButtonTellsItsValidityAsEvents() throws {
    var events: [String] = []
    sendCode.addObserver { event in
      if case .validityChanged(let validity) = event { events.append(validity.rawValue) }
    }
    phone.paste("0612345678")
    sendCode.tap()
    try #require(screen.outstandingRequests.first).answer(.valid)
    #expect(events == ["pending", "valid"])
  }

  @Test func aCheckpointPutsTheOutcomeBack() throws {
    phone.paste("0612345678")
    let before = try #require(screen.checkpoint())
    sendCode.tap()
    try #require(screen.outstandingRequests.first).answer(.valid)
    #expect(code.isEnabled)
    screen.restore(before)
    #expect(sendCode.validity == .invalid)
    #expect(!code.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }
}
