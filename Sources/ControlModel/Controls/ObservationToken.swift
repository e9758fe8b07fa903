/// Identifies one registered observer, so that it can be removed.
public struct ObservationToken: Hashable, Sendable {
  @usableFromInline let id: Int

  /// Makes a token; lists of observers in other modules of the package number their own.
  @inlinable
  package init(id: Int) {
    self.id = id
  }

  /// The number the token was made with.
  @inlinable
  package var number: Int { id }
}
