/// An ordered list of observer closures, notified in the order they were added.
///
/// Public and inlinable, so that each module that notifies gets a specialised copy (see
/// `ModelSupport.swift`): unspecialised generic calls across modules cost a fifth of a manager's
/// flip (W2 benchmark), and a control's events more than half again of a keystroke (W1).
public struct ObserverList<Event> {
  @usableFromInline var entries: [Entry] = []
  @usableFromInline var nextID = 0

  @usableFromInline
  struct Entry {
    @usableFromInline let id: Int
    @usableFromInline let handler: (Event) -> Void

    @usableFromInline
    init(id: Int, handler: @escaping (Event) -> Void) {
      self.id = id
      self.handler = handler
    }
  }

  /// Makes an empty list.
  @inlinable
  public init() {}

  /// Whether no observer is registered.
  @inlinable
  public var isEmpty: Bool { entries.isEmpty }

  /// How many observers the list holds.
  @inlinable
  public var count: Int { entries.count }

  /// Adds an observer.
  ///
  /// - Returns: The observer's number, unique in this list: what its owner's token carries.
  @inlinable
  public mutating func add(_ handler: @escaping (Event) -> Void) -> Int {
    nextID += 1
    entries.append(Entry(id: nextID, handler: handler))
    return nextID
  }

  /// Removes the observer with this number, if it is still there.
  @inlinable
  public mutating func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// Calls every observer with the event.
  ///
  /// Observers may add or remove observers meanwhile; those added hear the next event.
  @inlinable
  public func notify(_ event: Event) {
    if entries.isEmpty { return }
    let current = entries
    for index in current.indices {
      current[index].handler(event)
    }
  }
}

extension ObserverList {
  /// The events as an asynchronous sequence, buffered from the moment it is made; the observer
  /// behind it is removed at the first event after its consumer stops iterating.
  ///
  /// - Parameters:
  ///   - add: Adds an observer, as the owner's `addObserver` does.
  ///   - remove: Removes an observer.
  /// - Returns: The stream.
  public static func stream<Token>(
    add: (@escaping (Event) -> Void) -> Token,
    remove: @escaping (Token) -> Void
  ) -> AsyncStream<Event> where Event: Sendable {
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    var token: Token?
    token = add { event in
      if case .terminated = continuation.yield(event), let token {
        remove(token)
      }
    }
    return stream
  }
}
