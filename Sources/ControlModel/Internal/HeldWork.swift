/// Work waiting its turn behind the work under way: event deliveries held until a change ends,
/// enablement changes until the screen settles.
///
/// Work runs in the order it was queued, including work queued while the queue runs, so that a
/// chain of any length runs one link after another instead of inside each other.
final class HeldWork {
  // Unchecked exclusivity: work queued while the queue runs appends to the array it reads.
  // Single-owner, never shared across threads.
  @exclusivity(unchecked) private var waiting: [() -> Void] = []

  init() {}

  /// Queues work behind what waits.
  func append(_ work: @escaping () -> Void) {
    waiting.append(work)
  }

  /// Runs what waits, and what it queues meanwhile, then empties the queue keeping its storage.
  @inline(__always)
  func runAll() {
    var index = 0
    while index < waiting.count {
      let work = waiting[index]
      index += 1
      work()
    }
    waiting.removeAll(keepingCapacity: true)
  }
}
