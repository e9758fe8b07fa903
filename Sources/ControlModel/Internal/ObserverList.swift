/// An ordered list of observer closures of a control's events, notified in the order they were
/// added.
///
/// Concrete rather than generic, so that notifying costs no run-time generic metadata.
package struct ObserverList {
  private var entries: [Entry] = []
  private var nextID = 0

  private struct Entry {
    let id: Int
    let handler: (ControlEvent) -> Void
  }

  /// Makes an empty list.
  package init() {}

  /// Whether no observer is registered.
  package var isEmpty: Bool { entries.isEmpty }

  /// Adds an observer and returns its token.
  package mutating func add(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    nextID += 1
    entries.append(Entry(id: nextID, handler: handler))
    return ObservationToken(id: nextID)
  }

  /// Removes the observer with this token, if it is still there.
  package mutating func remove(_ token: ObservationToken) {
    entries.removeAll { $0.id == token.id }
  }

  /// Calls every observer with the event.
  ///
  /// Observers may add or remove observers meanwhile; those added hear the next event.
  package func notify(_ event: ControlEvent) {
    if entries.isEmpty { return }
    let current = entries
    for index in current.indices {
      current[index].handler(event)
    }
  }
}
