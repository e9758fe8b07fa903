/// An invariant of the model that does not hold: what was expected of a control or manager, and
/// what it shows instead.
///
/// ``Screen/invariantViolations(includingAppMistakes:)`` collects them;
/// ``Screen/checkInvariants()`` traps on the first. The explorer reports them as bugs of the
/// model.
public struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
  /// The control or manager concerned.
  public let subject: String
  /// What the invariant requires.
  public let expected: String
  /// What the model shows instead.
  public let actual: String

  /// Makes a violation.
  ///
  /// - Parameters:
  ///   - subject: The control or manager concerned.
  ///   - expected: What the invariant requires.
  ///   - actual: What the model shows instead.
  public init(subject: String, expected: String, actual: String) {
    self.subject = subject
    self.expected = expected
    self.actual = actual
  }

  /// `'email': expected …, actual …`.
  public var description: String {
    "'\(subject)': expected \(expected), actual \(actual)"
  }
}
