/// Identifies one registered observer, so that it can be removed.
public struct ObservationToken: Hashable, Sendable {
  let id: Int
}
