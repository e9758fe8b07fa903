import ControlModel
import Synchronization
import Testing

/// The live clock in real time, where real time is the point: short durations, nothing polled,
/// and every wait bounded, so that a broken clock fails the test instead of hanging it.
@Suite("Live clock", .timeLimit(.minutes(1)))
@MainActor
struct LiveClockTests {
  @Test func dueWorkFiresByItselfInTimeThenSchedulingOrder() async {
    let clock = LiveClock()
    var log: [String] = []
    let done = Signal()
    clock.schedule(after: .milliseconds(30)) { log.append("c") }
    clock.schedule(after: .milliseconds(10)) { log.append("a") }
    clock.schedule(after: .milliseconds(30)) {
      log.append("d")
      done.fire()
    }
    clock.schedule(after: .milliseconds(20)) { log.append("b") }
    #expect(log.isEmpty, "nothing fires before its time")
    #expect(await done.fired(within: .seconds(5)))
    #expect(log == ["a", "b", "c", "d"])
    #expect(clock.now >= .milliseconds(30))
    #expect(clock.pendingCount == 0)
  }

  @Test func cancelledWorkDoesNotFire() async {
    let clock = LiveClock()
    var fired: [String] = []
    let done = Signal()
    let work = clock.schedule(after: .milliseconds(10)) { fired.append("cancelled") }
    clock.schedule(after: .milliseconds(20)) {
      fired.append("kept")
      done.fire()
    }
    #expect(clock.isScheduled(work))
    clock.cancel(work)
    #expect(!clock.isScheduled(work))
    #expect(await done.fired(within: .seconds(5)))
    #expect(fired == ["kept"])
  }

  @Test func workScheduledEarlierThanTheSleepFiresFirst() async {
    let clock = LiveClock()
    var log: [String] = []
    let done = Signal()
    // A minute away: a clock that waited for it first could not fire the early work within the
    // bound, and a loaded machine cannot reach it before the check.
    let late = clock.schedule(after: .seconds(60)) { log.append("late") }
    clock.schedule(after: .milliseconds(5)) {
      log.append("early")
      done.fire()
    }
    #expect(await done.fired(within: .seconds(5)))
    #expect(log == ["early"])
    clock.cancel(late)
  }

  @Test func aButtonsActionRunsAndAnswersItsRequest() async {
    let screen = Screen(title: "Live", clock: LiveClock())
    let pay = screen.makeButton("pay")
    let charged = Mutex(0)
    pay.action = {
      {
        // The app's operation, taking real time: on a live clock that is the point.
        try await Task.sleep(for: .milliseconds(10))
        charged.withLock { $0 += 1 }
      }
    }
    let ended = Signal.onRequestEnded(of: pay)
    #expect(pay.tap())
    #expect(!pay.tap(), "busy while the request runs")
    #expect(await ended.fired(within: .seconds(5)))
    #expect(!pay.isBusy)
    #expect(charged.withLock { $0 } == 1)
    #expect(pay.lastAnswer == .valid)
    #expect(pay.isEnabled)
  }

  @Test func aThrowingActionFailsItsRequest() async {
    struct Declined: Error {}
    let screen = Screen(title: "Live", clock: LiveClock())
    let pay = screen.makeButton("pay")
    pay.action = { { throw Declined() } }
    let ended = Signal.onRequestEnded(of: pay)
    pay.tap()
    #expect(await ended.fired(within: .seconds(5)))
    #expect(!pay.isBusy)
    #expect(pay.lastAnswer == .failed("Declined()"))
  }

  @Test func cancellingARequestCancelsItsTask() async {
    let screen = Screen(title: "Live", clock: LiveClock())
    let pay = screen.makeButton("pay")
    let cancelled = Signal()
    pay.action = {
      {
        do {
          // Never waited out: the test cancels it at once and waits, bounded, for that.
          try await Task.sleep(for: .seconds(30))
        } catch {
          await cancelled.fire()
          throw error
        }
      }
    }
    pay.tap()
    pay.request?.cancel()
    #expect(!pay.isBusy)
    #expect(await cancelled.fired(within: .seconds(5)))
    #expect(pay.lastAnswer == nil)
  }

  @Test func aScreenOnALiveClockIsObservable() {
    #expect(Screen(clock: LiveClock()).isObservable)
    #expect(!Screen().isObservable)
  }
}

/// Something a live test waits for, fired on the main actor; a wait gives up after its limit.
@MainActor
final class Signal {
  private var isFired = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// A signal fired when the button's request ends.
  static func onRequestEnded(of button: Button) -> Signal {
    let signal = Signal()
    button.addObserver { event in
      if case .requestEnded = event { signal.fire() }
    }
    return signal
  }

  func fire() {
    isFired = true
    release()
  }

  /// Whether the signal fired within `limit`.
  func fired(within limit: Duration) async -> Bool {
    // The bound on every wait for real time in these tests: no test can hang.
    let timeout = Task { @MainActor [weak self] in
      try? await Task.sleep(for: limit)
      self?.release()
    }
    defer { timeout.cancel() }
    if !isFired {
      await withCheckedContinuation { waiters.append($0) }
    }
    return isFired
  }

  private func release() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}
