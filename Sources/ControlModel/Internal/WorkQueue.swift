/// Scheduled work in due order: by time, then by the order it was scheduled.
///
/// The one home of that ordering: ``VirtualClock`` and ``LiveClock`` both keep their work here,
/// so both fire it the same way. A binary heap of entries, with the actions in a table, so that
/// cancelling is O(1) and cancelled entries are dropped lazily.
struct WorkQueue {
  private var heap: [Entry] = []
  private var actions: [Int: () -> Void] = [:]
  private var nextSequence = 0

  private struct Entry {
    let time: Duration
    let sequence: Int

    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  /// The number of pieces of work scheduled and not yet fired or cancelled.
  var count: Int { actions.count }

  /// Schedules work at a time.
  ///
  /// - Complexity: O(log *n*).
  mutating func schedule(at time: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    nextSequence += 1
    let entry = Entry(time: time, sequence: nextSequence)
    actions[entry.sequence] = action
    push(entry)
    compactIfMostlyCancelled()
    return ScheduledWork(id: entry.sequence, time: time)
  }

  mutating func cancel(_ work: ScheduledWork) {
    actions[work.id] = nil
  }

  func isScheduled(_ work: ScheduledWork) -> Bool {
    actions[work.id] != nil
  }

  /// The time of the first live piece of work.
  mutating func nextTime() -> Duration? {
    while let first = heap.first {
      if actions[first.sequence] != nil { return first.time }
      pop()
    }
    return nil
  }

  /// Removes and returns the first live piece of work due at or before `time`.
  mutating func popDue(upTo time: Duration) -> (time: Duration, action: () -> Void)? {
    while let first = heap.first, first.time <= time {
      pop()
      if let action = actions.removeValue(forKey: first.sequence) {
        return (first.time, action)
      }
    }
    compactIfMostlyCancelled()
    return nil
  }

  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func pop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
      if smallest == parent { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// Drops cancelled entries once they outnumber live ones, so that a field debounced on every
  /// keystroke does not grow the heap without bound.
  private mutating func compactIfMostlyCancelled() {
    guard heap.count > 64, heap.count > 2 * actions.count else { return }
    let live = heap.filter { actions[$0.sequence] != nil }
    heap = []
    for entry in live { push(entry) }
  }
}
