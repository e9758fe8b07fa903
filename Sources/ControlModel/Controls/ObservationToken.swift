/// Identifies one registered observer, so that it can be removed.
public struct ObservationToken: Hashable, Sendable {
  let id: Int

  /// Makes a token; lists of observers in other modules of the package number their own.
  package init(id: Int) {
    self.id = id
  }

  /// The number the token was made with.
  package var number: Int { id }
}
