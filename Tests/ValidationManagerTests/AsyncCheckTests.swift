import ControlModel
import Testing
import ValidationManager

@Suite("Asynchronous checks from the app")
struct AsyncCheckTests {
  let clock = VirtualClock()
  let screen: Screen
  let promo: TextField
  let pay: Button
  let form: Manager

  struct Offline: Error {}

  init() throws {
    screen = Screen(title: "Checkout", clock: clock)
    promo = screen.makeTextField("promo", normalizer: .uppercased)
    promo.validate(
      [
        .minLength(4, "Codes have 4 characters or more."),
        .check(failureMessage: "We could not check the code.") { code in
          code == "SAVE10" ? .valid : .invalid("Unknown code.")
        },
      ], errors: .onChange)
    pay = screen.makeButton("pay")
    form = screen.makeManager("form")
    try form.verify(promo)
    try form.manage(pay)
  }

  @Test func aSecureFieldsCheckShowsItsTextMaskedAndMatchesItByValue() throws {
    let pin = screen.makeTextField("pin", isSecure: true)
    pin.validate([.check { $0 == "2468" ? .valid : .invalid("Wrong PIN.") }])
    pin.type("2468")
    let request = try #require(pin.outstandingRequests.first)
    #expect(request.kind == .check(text: "••••"))
    #expect(request.description == "#4 pin check \"••••\", outstanding")
    #expect(request.isCheck(of: "2468"))
    #expect(!request.isCheck(of: "••••"))
    #expect(!request.isCheck(of: "2469"))
  }

  @Test func theCheckRunsOnlyWhenEveryOtherRulePasses() throws {
    promo.type("SAV")
    #expect(promo.validity == .invalid)
    #expect(screen.outstandingRequests.isEmpty)
    #expect(promo.shownError == "Codes have 4 characters or more.")
    promo.type("E")
    #expect(promo.validity == .pending)
    #expect(form.validity == .pending)
    #expect(!pay.isEnabled)
    let request = try #require(screen.outstandingRequests.first)
    #expect(request.kind == .check(text: "SAVE"))
    #expect(request.controlName == "promo")
    #expect(promo.shownError == "Codes have 4 characters or more.", "pending keeps the shown error")
  }

  @Test func theAnswersMessageIsTheFieldsOwnError() throws {
    promo.type("SAVE")
    try #require(promo.outstandingRequests.first).answer(.invalid("Unknown code."))
    #expect(promo.validity == .invalid)
    #expect(promo.errors == ["Unknown code."])
    #expect(promo.shownError == "Unknown code.")
    #expect(
      pay.explainEnablement().description
        == "pay is disabled because manager form is invalid: promo: 'Unknown code.'")
    promo.type("10")
    try #require(promo.outstandingRequests.first).answer(.valid)
    #expect(promo.validity == .valid)
    #expect(promo.shownError == nil)
    #expect(pay.isEnabled)
  }

  @Test func anEditCancelsTheCheckInFlightAndItsLateAnswerIsIgnored() throws {
    promo.type("SAVE")
    let stale = try #require(promo.outstandingRequests.first)
    promo.type("10")
    #expect(stale.isCancelled)
    let current = try #require(promo.outstandingRequests.first)
    #expect(current.kind == .check(text: "SAVE10"))
    #expect(promo.sentRequestCount == 3, "SAVE, SAVE1 and SAVE10: one check per keystroke")
    #expect(!stale.answer(.valid), "out of order: the answer for SAVE comes after SAVE10 was sent")
    #expect(promo.validity == .pending)
    #expect(current.answer(.invalid("Expired.")))
    #expect(promo.errors == ["Expired."])
    #expect(!stale.answer(.valid))
    #expect(promo.errors == ["Expired."])
  }

  @Test func aThrownErrorMakesTheFieldInvalidWithTheFailureMessage() async throws {
    let field = screen.makeTextField("user")
    field.validate([.check(failureMessage: "Try again later.") { _ in throw Offline() }])
    field.type("ann")
    let request = try #require(field.outstandingRequests.first)
    #expect(await request.run())
    #expect(request.outcome == .failed("Offline()"))
    #expect(field.validity == .invalid)
    #expect(field.errors == ["Try again later."])
    field.revalidate()
    #expect(field.validity == .pending, "revalidate tries again")
    #expect(field.sentRequestCount == 4, "a, an, ann, then the retry")
  }

  @Test func aFailureAnsweredByATestUsesTheDefaultFailureMessage() throws {
    let field = screen.makeTextField("user")
    field.validate([.check { _ in .valid }])
    field.type("ann")
    try #require(field.outstandingRequests.first).answer(.failed("timeout"))
    #expect(field.errors == ["could not be checked"])
  }

  @Test func aRequestCancelledFromOutsideFailsClosed() throws {
    promo.type("SAVE10")
    try #require(promo.outstandingRequests.first).cancel()
    #expect(promo.validity == .invalid)
    #expect(promo.errors == ["We could not check the code."])
    #expect(!pay.isEnabled)
  }

  @Test func aServiceProtocolWorksAsAClosureDoes() async throws {
    struct Usernames: TextChecker {
      func check(_ text: String) async throws -> Answer {
        text == "admin" ? .invalid("That name is taken.") : .valid
      }
    }
    let field = screen.makeTextField("username")
    field.validate([.check(using: Usernames())])
    field.type("admin")
    #expect(try await #require(field.outstandingRequests.first).run())
    #expect(field.errors == ["That name is taken."])
  }

  @Test func theCheckWaitsForTheDebounce() throws {
    let field = screen.makeTextField("code")
    field.validate([.check { _ in .valid }], debounce: .milliseconds(400))
    field.type("abc")
    #expect(field.validity == .pending)
    #expect(field.outstandingRequests.isEmpty)
    clock.advance(by: .milliseconds(399))
    #expect(field.outstandingRequests.isEmpty)
    clock.advance(by: .milliseconds(1))
    #expect(field.outstandingRequests.count == 1)
    try #require(field.outstandingRequests.first).answer(.valid)
    #expect(field.validity == .valid)
  }

  @Test func aRemoteRuleIsARequestThatTheClockAnswers() throws {
    let field = screen.makeTextField("email")
    field.validate([.remote(taken: ["taken@example.com"], after: .seconds(1))])
    field.type("taken@example.com")
    let request = try #require(field.outstandingRequests.first)
    #expect(request.answerDueAt == .seconds(1))
    clock.advance(by: .seconds(1))
    #expect(request.outcome == .invalid("is already taken"))
    #expect(field.errors == ["is already taken"])
  }

  @Test func aRemoteRuleMayBeAnsweredSoonerByATest() throws {
    let field = screen.makeTextField("email")
    field.validate([.remote(taken: ["x"], after: .seconds(1))])
    field.type("free")
    try #require(field.outstandingRequests.first).answer(.invalid("Server says no."))
    #expect(field.errors == ["Server says no."])
    clock.advance(by: .seconds(2))
    #expect(field.errors == ["Server says no."], "the clock's answer no longer counts")
  }

  @Test func fieldEventsReportClockDrivenChanges() throws {
    var events: [ControlEvent] = []
    promo.addObserver { events.append($0) }
    promo.type("SAVE")
    try #require(promo.outstandingRequests.first).answer(.invalid("Unknown code."))
    #expect(
      events.filter { if case .textChanged = $0 { false } else { true } } == [
        .editingBegan, .validityChanged(.invalid),
        .shownErrorChanged("Codes have 4 characters or more."),
        .validityChanged(.pending), .requestSent(1),
        .requestEnded(1, .invalid("Unknown code.")), .shownErrorChanged("Unknown code."),
        .validityChanged(.invalid),
      ])
  }
}
