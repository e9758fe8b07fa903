/// A clock that moves only when told to, firing scheduled work in time order.
///
/// Nothing in the model reads the wall clock: debounces, remote answers and busy periods are
/// scheduled here, and a test or a scenario's `wait 300ms` moves time on with
/// ``advance(by:)``.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: .milliseconds(300)) { print("fired") }
/// clock.advance(by: .milliseconds(300))  // prints "fired"
/// ```
public final class VirtualClock {
  /// The time elapsed since the clock was made.
  public private(set) var now: Duration = .zero

  private var queue: [Entry] = []
  private var actions: [Int: () -> Void] = [:]
  private var nextSequence = 0

  private struct Entry {
    let time: Duration
    let sequence: Int

    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  /// Makes a clock at time zero.
  public init() {}

  /// The number of pieces of work scheduled and not yet fired or cancelled.
  public var pendingCount: Int { actions.count }

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
    nextSequence += 1
    let entry = Entry(time: now + max(delay, .zero), sequence: nextSequence)
    actions[entry.sequence] = action
    push(entry)
    compactIfMostlyCancelled()
    return ScheduledWork(id: entry.sequence, time: entry.time)
  }

  /// Cancels scheduled work; cancelling work that already ran does nothing.
  ///
  /// - Parameter work: The handle that ``schedule(after:_:)`` returned.
  public func cancel(_ work: ScheduledWork) {
    actions[work.id] = nil
  }

  /// Whether the work is still waiting to run.
  ///
  /// - Parameter work: The handle that ``schedule(after:_:)`` returned.
  /// - Returns: `false` once it ran or was cancelled.
  public func isScheduled(_ work: ScheduledWork) -> Bool {
    actions[work.id] != nil
  }

  /// Moves time on, running every piece of work that falls due, in time order.
  ///
  /// While a piece of work runs, ``now`` is the time it was due at, so work that it schedules
  /// within the interval runs too. Afterwards ``now`` is the old time plus `duration`.
  ///
  /// - Parameter duration: How far to move; a negative duration does nothing.
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    let target = now + duration
    while let first = queue.first, first.time <= target {
      pop()
      guard let action = actions.removeValue(forKey: first.sequence) else { continue }
      now = first.time
      action()
    }
    now = target
    compactIfMostlyCancelled()
  }

  // MARK: - Binary heap

  private func push(_ entry: Entry) {
    queue.append(entry)
    var child = queue.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard queue[child].precedes(queue[parent]) else { break }
      queue.swapAt(child, parent)
      child = parent
    }
  }

  private func pop() {
    let last = queue.removeLast()
    guard !queue.isEmpty else { return }
    queue[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < queue.count, queue[left].precedes(queue[smallest]) { smallest = left }
      if right < queue.count, queue[right].precedes(queue[smallest]) { smallest = right }
      if smallest == parent { return }
      queue.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// Drops cancelled entries once they outnumber live ones, so that a field debounced on every
  /// keystroke does not grow the queue without bound.
  private func compactIfMostlyCancelled() {
    guard queue.count > 64, queue.count > 2 * actions.count else { return }
    let live = queue.filter { actions[$0.sequence] != nil }
    queue = []
    for entry in live { push(entry) }
  }
}

/// A handle on work scheduled on a ``VirtualClock``.
public struct ScheduledWork: Hashable, Sendable {
  let id: Int
  /// The clock time at which the work is due.
  public let time: Duration
}
