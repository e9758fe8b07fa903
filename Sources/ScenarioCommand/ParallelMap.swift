import Dispatch

extension ScenarioCommand {
  /// `body` applied to every element on up to `jobs` threads, each taking every `jobs`-th
  /// element; the results come back in the elements' order.
  ///
  /// Each result is written once, into the slot of its own index, by the one worker that owns
  /// that index, and read only after `concurrentPerform` has returned: the join is the only
  /// synchronisation, and no lock is shared. (`Synchronization.Mutex` would be correct too, but
  /// on Linux it locks with a raw futex system call that the thread sanitizer cannot see, so a
  /// `Mutex` shared across `concurrentPerform`'s threads reads to it as an access race.)
  package static func parallelMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], jobs: Int, _ body: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1, jobs > 1 else { return elements.map(body) }
    let workers = min(jobs, elements.count)
    let slots = Slots<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: elements.count, by: workers) {
        slots.store(body(elements[index]), at: index)
      }
    }
    return slots.values()
  }
}

/// One slot per index, each written by exactly one thread and read after every writer is done.
///
/// It is `@unchecked Sendable` on that discipline, which `parallelMap` keeps: distinct indices
/// are distinct memory, and the reads come after the join.
private final class Slots<Value>: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  func store(_ value: Value, at index: Int) {
    storage[index] = value
  }

  /// The values in index order; every slot must have been stored.
  func values() -> [Value] {
    storage.map { value in
      // `parallelMap` strides every index from 0 to the count over its workers and stores a
      // result at each before `concurrentPerform` returns; no input or body leaves one empty.
      guard let value else { preconditionFailure("parallelMap: every index has one writer") }
      return value
    }
  }
}
