public import ModelSupport

/// A clock that moves only when told to, firing scheduled work in time order.
///
/// Nothing on a screen with a virtual clock reads the wall clock: debounces, simulated server
/// answers and busy periods are scheduled here, and a test or a scenario's `wait 300ms` moves
/// time on with ``advance(by:)``, which fires the due work synchronously, before it returns.
/// Requests that carry an operation of the app's stay outstanding: the test answers them with
/// ``Request/answer(_:)``, in any order.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: .milliseconds(300)) { print("fired") }
/// clock.advance(by: .milliseconds(300))  // prints "fired"
/// ```
public final class VirtualClock: ScreenClock {
  /// The time elapsed since the clock was made.
  public private(set) var now: Duration = .zero { didSet { versions.bump() } }

  private var queue = WorkQueue() { didSet { versions.bump() } }
  /// Raised by every change to what ``checkpoint()`` captures; holds the state a checkpoint last
  /// saved or put back.
  @usableFromInline package var versions = VersionRecord()

  /// The calendar day it is on this clock: set by a test.
  ///
  /// It moves only when told (time passing does not move it). Setting another day tells the screens on the clock, which
  /// read their bounds and rules that read today again, at once.
  ///
  /// ```swift
  /// let clock = VirtualClock(today: CalendarDate(year: 2026, month: 11, day: 28)!)
  /// clock.today = CalendarDate(year: 2026, month: 11, day: 29)!   // past midnight
  /// ```
  public var today: CalendarDate {
    get { day }
    set {
      guard newValue != day else { return }
      day = newValue
      for observer in dayObservers { observer() }
    }
  }

  private var day: CalendarDate { didSet { versions.bump() } }
  private var dayObservers: [() -> Void] = []

  /// Makes a clock at time zero.
  ///
  /// - Parameter today: The day it is on the clock: the system's current day unless you pass
  ///   one (pass one for a test that reads today, so that it gives the same result any day).
  public init(today: CalendarDate = .today()) {
    self.day = today
  }

  /// Calls `handler` each time a test sets another day.
  ///
  /// - Parameter handler: Called after the day changed.
  public func observeDay(_ handler: @escaping () -> Void) {
    dayObservers.append(handler)
  }

  /// The number of pieces of work scheduled and not yet fired or cancelled.
  public var pendingCount: Int { queue.count }

  /// When the next piece of work is due, or `nil` when nothing is scheduled.
  public var nextDueTime: Duration? { queue.nextTime() }

  /// Schedules work to run when the clock reaches `now + delay`.
  ///
  /// Work due at the same time runs in the order it was scheduled.
  ///
  /// - Parameters:
  ///   - delay: How far from now; a negative delay counts as zero.
  ///   - action: The work. It may schedule or cancel other work.
  /// - Returns: A handle that ``cancel(_:)`` takes.
  /// - Complexity: O(log *n*) in the number of scheduled pieces of work.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    queue.schedule(at: now + max(delay, .zero), action)
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

  /// Leaves the request outstanding: on a virtual clock, a test answers it.
  ///
  /// - Parameter request: An outstanding request.
  public func start(_ request: Request) {}

  /// Moves time on, running every piece of work that falls due, in time order.
  ///
  /// While a piece of work runs, ``now`` is the time it was due at, so work that it schedules
  /// within the interval runs too. Afterwards ``now`` is the old time plus `duration`.
  ///
  /// Zero moves no time but runs the work that is due now (scheduled with no delay), as a live
  /// clock would run it at once: `wait 0ms` answers a `remote … after 0ms` check.
  ///
  /// - Parameter duration: How far to move; a negative duration does nothing.
  public func advance(by duration: Duration) {
    guard duration >= .zero else { return }
    let target = now + duration
    while let (time, action) = queue.popDue(upTo: target) {
      now = time
      action()
    }
    now = target
  }

  /// Captures the time and the scheduled work, for a ``ScreenCheckpoint``.
  func checkpoint() -> SavedPart {
    versionedCheckpoint {
      let saved = (now, queue, day)
      return { clock in (clock.now, clock.queue, clock.day) = saved }
    }
  }
}

extension VirtualClock: VersionedState {}
