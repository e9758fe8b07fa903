/// The time a ``Screen`` runs on, and how its asynchronous requests are carried out.
///
/// Two clocks implement it, with the same semantics: work fires in time order, and work due at
/// the same time fires in the order it was scheduled.
///
/// - ``VirtualClock``, the default: time moves only when a test (or a scenario's `wait`) calls
///   ``VirtualClock/advance(by:)``, everything fires synchronously inside that call, and an
///   app's requests stay outstanding until the test answers them. Nothing waits for a task to be
///   scheduled, so tests are deterministic.
/// - ``LiveClock``, for apps: real time on the main actor, and requests run the app's `async`
///   operations.
///
/// ```swift
/// let clock = VirtualClock()
/// let screen = Screen(title: "Checkout", clock: clock)   // a test
/// let live = Screen(title: "Checkout", clock: LiveClock())  // an app, on the main actor
/// ```
public protocol ScreenClock: AnyObject {
  /// The time elapsed since the clock was made.
  var now: Duration { get }

  /// Schedules work to run when the clock reaches `now + delay`.
  ///
  /// - Parameters:
  ///   - delay: How far from now; a negative delay counts as zero.
  ///   - action: The work. It may schedule or cancel other work.
  /// - Returns: A handle that ``cancel(_:)`` takes.
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork

  /// Cancels scheduled work; cancelling work that already ran does nothing.
  ///
  /// - Parameter work: The handle that ``schedule(after:_:)`` returned.
  func cancel(_ work: ScheduledWork)

  /// Whether the work is still waiting to run.
  ///
  /// - Parameter work: The handle that ``schedule(after:_:)`` returned.
  /// - Returns: `false` once it ran or was cancelled.
  func isScheduled(_ work: ScheduledWork) -> Bool

  /// Carries out a request that has an operation of the app's: a ``LiveClock`` runs it in a
  /// task and answers the request with its result; a ``VirtualClock`` leaves it outstanding
  /// for a test to answer.
  ///
  /// The screen calls this once per request, right after sending it.
  ///
  /// - Parameter request: An outstanding request.
  func start(_ request: Request)

  /// The calendar day it is: a live clock's current day in its time zone, a virtual clock's
  /// day as a test set it. Rules and bounds that read today (`today+180`) read it.
  var today: CalendarDate { get }

  /// Calls `handler` each time ``today`` changes: a live clock at midnight, a virtual clock
  /// when a test sets its day. The screen on the clock reads its bounds and rules again.
  ///
  /// - Parameter handler: Called after the day changed, on the clock's own actor.
  func observeDay(_ handler: @escaping () -> Void)
}

extension ScreenClock {
  /// The system's current day in the current time zone: a clock of the app's own that does
  /// not say which day it is.
  public var today: CalendarDate { CalendarDate.today() }

  /// A clock of the app's own that does not say when the day changes tells nothing.
  public func observeDay(_ handler: @escaping () -> Void) {}
}

/// A handle on work scheduled on a ``ScreenClock``.
public struct ScheduledWork: Hashable, Sendable {
  let id: Int
  /// The clock time at which the work is due.
  public let time: Duration
}
