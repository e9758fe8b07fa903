/// Work waiting its turn behind the work under way: event deliveries held until a change ends,
/// enablement changes until the screen settles.
///
/// Work runs in the order it was queued, including work queued while the queue runs, so that a
/// chain of any length runs one link after another instead of inside each other. An item is
/// data or a closure, as its queue decides: data waits without an allocation of its own.
final class HeldWork<Item> {
  // Unchecked exclusivity: work queued while the queue runs appends to the array it reads.
  // Single-owner, never shared across threads.
  @exclusivity(unchecked) private var waiting: [Item] = []

  init() {}

  /// Queues work behind what waits.
  func append(_ item: Item) {
    waiting.append(item)
  }

  /// How many items wait.
  var count: Int { waiting.count }

  /// Lets go of the items queued after the first `kept`, unrun.
  func drop(after kept: Int) {
    waiting.removeSubrange(min(kept, waiting.count)...)
  }

  /// Runs what waits, and what it queues meanwhile, then empties the queue keeping its storage.
  ///
  /// - Parameter perform: Runs one item.
  @inline(__always)
  func runAll(_ perform: (Item) -> Void) {
    var index = 0
    while index < waiting.count {
      let item = waiting[index]
      index += 1
      perform(item)
    }
    waiting.removeAll(keepingCapacity: true)
  }
}

extension HeldWork where Item == () -> Void {
  /// Runs the closures that wait, and those they queue meanwhile.
  @inline(__always)
  func runAll() {
    runAll { $0() }
  }
}
