/// The state of something validatable: a field, a switch or a manager.
public enum Validity: String, Sendable, Hashable, CaseIterable {
  /// Every rule passes (for a manager: every verified member that counts is valid).
  case valid
  /// Some rule fails: neither valid nor pending.
  case invalid
  /// An answer is awaited: a debounce or a remote check. A pending field is not valid.
  case pending

  /// Whether this is ``valid``.
  public var isValid: Bool { self == .valid }
}
