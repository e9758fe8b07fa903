public import Foundation

/// A clock in real time, for apps: due work fires on the main actor, and requests run the app's
/// `async` operations.
///
/// A live clock keeps its work in the same order as a ``VirtualClock`` (by time, then by the
/// order it was scheduled) and sleeps until the first piece is due, so a 400 ms debounce fires
/// by itself 400 ms after the last keystroke. It is made, used and released on the main actor,
/// like the screen that runs on it.
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   let screen = Screen(title: "Checkout", clock: LiveClock())
/// }
/// ```
@MainActor
public final class LiveClock {
  private let origin: ContinuousClock.Instant
  private var queue = WorkQueue()
  private var wakeUp: Task<Void, Never>?
  private var wakeUpTime: Duration?
  private var dayObservers: [() -> Void] = []
  private var dayWatch: Task<Void, Never>?

  /// The time zone in which the clock counts its days: the user's.
  public let timeZone: TimeZone

  /// The calendar day it is in ``timeZone``: read when the clock is made, and again at each
  /// midnight (a screen left open over midnight reads its bounds and rules that read today
  /// again) and whenever due work fires (the user may have moved the device's clock).
  public private(set) var today: CalendarDate

  /// Makes a clock whose time zero is now.
  ///
  /// - Parameter timeZone: Where the clock counts its days: the user's, by default.
  public init(timeZone: TimeZone = .current) {
    origin = ContinuousClock.now
    self.timeZone = timeZone
    today = CalendarDate.today(in: timeZone)
  }

  isolated deinit {
    wakeUp?.cancel()
    dayWatch?.cancel()
  }

  /// Calls `handler` each time the day changes: at midnight in ``timeZone``.
  ///
  /// - Parameter handler: Called on the main actor after the day changed.
  public func observeDay(_ handler: @escaping () -> Void) {
    dayObservers.append(handler)
    if dayWatch == nil { watchDay() }
  }

  /// Sleeps until the next midnight, then reads the day again.
  private func watchDay() {
    dayWatch?.cancel()
    guard let midnight = today.adding(days: 1)?.startOfDay(in: timeZone) else { return }
    let seconds = max(midnight.timeIntervalSinceNow, 0) + 0.001
    dayWatch = Task { [weak self] in
      try? await Task.sleep(for: .seconds(seconds))
      guard !Task.isCancelled else { return }
      self?.readDay()
      self?.watchDay()
    }
  }

  /// Reads the day again, and tells the observers when it changed.
  private func readDay() {
    let day = CalendarDate.today(in: timeZone)
    guard day != today else { return }
    today = day
    for observer in dayObservers { observer() }
  }

  /// The number of pieces of work scheduled and not yet fired or cancelled.
  public var pendingCount: Int { queue.count }

  /// Sleeps until the first piece of work is due, unless a sleep for that time is under way.
  private func rearm() {
    guard let next = queue.nextTime() else {
      wakeUp?.cancel()
      wakeUp = nil
      wakeUpTime = nil
      return
    }
    if wakeUpTime == next { return }
    wakeUp?.cancel()
    wakeUpTime = next
    let deadline = origin + next
    wakeUp = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      guard !Task.isCancelled else { return }
      self?.fireDueWork()
    }
  }

  private func fireDueWork() {
    wakeUp = nil
    wakeUpTime = nil
    if !dayObservers.isEmpty { readDay() }
    while let (_, action) = queue.popDue(upTo: now) {
      action()
    }
    rearm()
  }
}

extension LiveClock: @MainActor ScreenClock {
  /// The real time elapsed since the clock was made.
  public var now: Duration { ContinuousClock.now - origin }

  /// Schedules work to run on the main actor once `delay` has passed.
  ///
  /// - Parameters:
  ///   - delay: How long from now; a negative delay counts as zero.
  ///   - action: The work. It may schedule or cancel other work.
  /// - Returns: A handle that ``cancel(_:)`` takes.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    let work = queue.schedule(at: now + max(delay, .zero), action)
    rearm()
    return work
  }

  /// Cancels scheduled work; cancelling work that already ran does nothing.
  ///
  /// - Parameter work: The handle that ``schedule(after:_:)`` returned.
  public func cancel(_ work: ScheduledWork) {
    queue.cancel(work)
  }

  /// Whether the work is still waiting to run.
  ///
  /// - Parameter work: The handle that ``schedule(after:_:)`` returned.
  /// - Returns: `false` once it ran or was cancelled.
  public func isScheduled(_ work: ScheduledWork) -> Bool {
    queue.isScheduled(work)
  }

  /// Runs the request's operation in a task on the main actor and answers the request with its
  /// result; a thrown error answers ``Answer/failed(_:)``.
  ///
  /// Cancelling the request cancels the task, and an answer that arrives all the same is
  /// ignored.
  ///
  /// - Parameter request: An outstanding request.
  public func start(_ request: Request) {
    guard let operation = request.operation else { return }
    request.task = Task { [weak request] in
      let answer: Answer
      do {
        answer = try await operation()
      } catch is CancellationError {
        return
      } catch {
        answer = .failed(String(describing: error))
      }
      request?.answer(answer)
    }
  }
}
