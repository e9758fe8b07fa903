/// An ordered list of observer closures, notified in the order they were added.
package struct ObserverList<Event> {
  private var entries: [(id: Int, handler: (Event) -> Void)] = []
  private var nextID = 0

  package init() {}

  /// Whether no observer is registered.
  package var isEmpty: Bool { entries.isEmpty }

  /// Adds an observer and returns its token.
  package mutating func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
    nextID += 1
    entries.append((nextID, handler))
    return ObservationToken(id: nextID)
  }

  /// Removes the observer with this token, if it is still there.
  package mutating func remove(_ token: ObservationToken) {
    entries.removeAll { $0.id == token.id }
  }

  /// Calls every observer with the event.
  ///
  /// Observers may add or remove observers meanwhile.
  package func notify(_ event: Event) {
    for entry in entries {
      entry.handler(event)
    }
  }
}
