/// An error thrown while building managers.
public enum ManagerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The managers would depend on themselves. The payload names the cycle, from the manager
  /// being built back to itself: `["form", "sms", "form"]`.
  ///
  /// Manager A depends on manager B when A verifies B, or verifies (directly or through nested
  /// managers) a control that B manages.
  case cycle([String])

  /// The error as one line, naming the cycle.
  public var description: String {
    switch self {
    case .cycle(let names):
      if names.count <= 2 {
        return "manager '\(names.first ?? "")' depends on itself"
      }
      return "managers form a cycle: " + names.map { "'\($0)'" }.joined(separator: " → ")
    }
  }
}
