import ControlModel
import Testing

@Suite("Requests in flight")
struct RequestTests {
  let clock = VirtualClock()
  let screen: Screen

  init() {
    screen = Screen(title: "Checkout", clock: clock)
  }

  struct PaymentDeclined: Error {}

  @Test func aButtonWithAnActionIsBusyUntilItsRequestIsAnswered() throws {
    let pay = screen.makeButton("pay")
    pay.action = { {} }
    var events: [ControlEvent] = []
    pay.addObserver { events.append($0) }
    #expect(pay.tap())
    #expect(pay.isBusy)
    #expect(!pay.isEnabled)
    #expect(!pay.tap(), "mashing sends one request")
    #expect(!pay.tap())
    #expect(pay.sentRequestCount == 1)
    #expect(pay.tapCount == 1)
    clock.advance(by: .seconds(60))
    #expect(pay.isBusy, "on a virtual clock the request waits for the test")
    let request = try #require(screen.outstandingRequests.first)
    #expect(request.controlName == "pay")
    #expect(request.kind == .action)
    #expect(request.answerDueAt == nil)
    #expect(pay.busyUntil == nil)
    #expect(request.answer(.valid))
    #expect(!pay.isBusy)
    #expect(pay.isEnabled)
    #expect(pay.lastAnswer == .valid)
    #expect(screen.outstandingRequests.isEmpty)
    #expect(!request.answer(.failed("late")), "an answered request takes no second answer")
    #expect(
      events == [
        .tapped, .requestSent(1), .busyChanged(true), .enabledChanged(false),
        .requestEnded(1, .valid), .busyChanged(false), .enabledChanged(true),
      ])
  }

  @Test func aFailedRequestFreesTheButtonAndIsKept() throws {
    let pay = screen.makeButton("pay")
    pay.action = { { throw PaymentDeclined() } }
    pay.tap()
    let request = try #require(pay.request)
    #expect(request.answer(.failed("declined")))
    #expect(pay.isEnabled)
    #expect(pay.lastAnswer == .failed("declined"))
  }

  @Test func runCallsTheAppsOperationAndAnswersWithItsResult() async throws {
    let pay = screen.makeButton("pay")
    pay.action = { { throw PaymentDeclined() } }
    pay.tap()
    let request = try #require(pay.request)
    #expect(await request.run())
    #expect(request.outcome == .failed("PaymentDeclined()"))
    #expect(!pay.isBusy)
    #expect(await request.run() == false, "an answered request does not run again")
  }

  @Test func aCancelledRequestEndsWithoutAnAnswer() throws {
    let pay = screen.makeButton("pay")
    pay.action = { {} }
    pay.tap()
    let request = try #require(pay.request)
    request.cancel()
    #expect(request.isCancelled)
    #expect(!request.isOutstanding)
    #expect(!pay.isBusy)
    #expect(pay.lastAnswer == nil)
    #expect(!request.answer(.valid), "an answer after the cancellation is ignored")
  }

  @Test func aBusyTimeIsASimulatedRequestThatTheClockAnswers() throws {
    let go = screen.makeButton("go", busy: .seconds(2))
    go.tap()
    let request = try #require(screen.outstandingRequests.first)
    #expect(request.answerDueAt == .seconds(2))
    #expect(go.busyUntil == .seconds(2))
    clock.advance(by: .milliseconds(1999))
    #expect(go.isBusy)
    clock.advance(by: .milliseconds(1))
    #expect(!go.isBusy)
    #expect(request.outcome == .valid)
  }

  @Test func aSimulatedRequestMayBeAnsweredSooner() throws {
    let go = screen.makeButton("go", busy: .seconds(2))
    go.tap()
    try #require(go.request).answer(.failed("offline"))
    #expect(go.isEnabled)
    #expect(clock.pendingCount == 0, "the clock's answer is cancelled")
  }

  @Test func requestsAreNumberedPerScreenAndDescribed() throws {
    let a = screen.makeButton("a")
    let b = screen.makeButton("b")
    a.action = { {} }
    b.action = { {} }
    a.tap()
    b.tap()
    #expect(screen.outstandingRequests.map(\.id) == [1, 2])
    #expect(screen.outstandingRequests(of: "b").map(\.id) == [2])
    #expect(
      screen.outstandingRequests.map(\.description) == [
        "#1 a action, outstanding", "#2 b action, outstanding",
      ])
    screen.outstandingRequests[1].answer(.valid)
    #expect(screen.outstandingRequests.map(\.id) == [1])
  }
}
