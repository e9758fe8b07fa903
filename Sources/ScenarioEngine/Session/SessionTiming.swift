import ControlModel

/// The session's time as its file replays it: it passes only where work on the clock ran (a
/// debounce, an answer the clock gives, a busy time), never while a person thinks.
///
/// Inputs happen at the current time. Work scheduled after a delay is due that delay later;
/// when it runs, a `wait` reaches its time. Where two pieces of work would come due together on
/// replay though one ran before the other in the session, with an input between them (a
/// field's debounce that ran while the person typed into another field), the input that
/// scheduled the later one comes after a `wait` that keeps their order.
struct SessionTiming {
  /// Whether work is still waiting on the clock.
  let isPending: (ScheduledWork) -> Bool
  /// Whether the order of two pieces of work matters.
  ///
  /// It does when an input came after the first ran and before the second did. Where that is
  /// not known yet (a log written as the session goes), it is taken to matter.
  let orderMatters: (_ first: ScheduledWork, _ then: ScheduledWork) -> Bool

  /// The time on replay.
  private(set) var now: Duration = .zero
  /// Work scheduled and not yet run: when it is due on replay and in the session.
  private var timers: [ScheduledWork: (due: Duration, sessionDue: Duration)] = [:]
  init(
    isPending: @escaping (ScheduledWork) -> Bool,
    orderMatters: @escaping (_ first: ScheduledWork, _ then: ScheduledWork) -> Bool
  ) {
    self.isPending = isPending
    self.orderMatters = orderMatters
  }

  /// Work the input under way scheduled.
  private var scheduledByInput: [ScheduledWork] = []
  /// How much later the input under way must come on replay to keep the order.
  private var delayOfInput: Duration = .zero

  /// Work was scheduled on the session's clock.
  mutating func scheduled(_ work: ScheduledWork, delay: Duration) {
    timers = timers.filter { isPending($0.key) }
    let due = now + max(delay, .zero)
    for (other, times) in timers
    where times.sessionDue < work.time && times.due >= due && orderMatters(other, work) {
      // It ran first in the session: on replay, this one must come due after it.
      let gap = max(work.time - times.sessionDue, .milliseconds(1))
      let needed = Self.roundedUp(times.due + gap - due)
      // Never so late that the wait itself would run the other.
      let room = times.due - now - .milliseconds(1)
      if room > .zero { delayOfInput = max(delayOfInput, min(needed, room)) }
    }
    timers[work] = (due, work.time)
    scheduledByInput.append(work)
  }

  /// An input is done: the wait to write before it, if its work needs one.
  mutating func inputDone() -> Duration? {
    defer {
      scheduledByInput = []
      delayOfInput = .zero
    }
    guard delayOfInput > .zero else { return nil }
    for work in scheduledByInput {
      timers[work]?.due += delayOfInput
    }
    now += delayOfInput
    return delayOfInput
  }

  /// Work is about to run: the wait that reaches its time on replay, if time must pass.
  mutating func firing(_ work: ScheduledWork) -> Duration? {
    scheduledByInput = []
    delayOfInput = .zero
    guard let times = timers.removeValue(forKey: work), times.due > now else { return nil }
    defer { now = times.due }
    return times.due - now
  }

  /// Work ran: what it scheduled is due from its time, which no wait can move.
  mutating func fired() {
    scheduledByInput = []
    delayOfInput = .zero
  }

  /// A duration rounded up to a whole millisecond.
  static func roundedUp(_ duration: Duration) -> Duration {
    let (seconds, attoseconds) = duration.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let milliseconds = (attoseconds + perMillisecond - 1) / perMillisecond
    return .seconds(seconds) + .milliseconds(milliseconds)
  }
}
