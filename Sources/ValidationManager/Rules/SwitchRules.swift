extension ValidationRule {
  /// The default message of ``mustBeOn(_:)``.
  public static let mustBeOnMessage = "must be on"

  /// Passes when the switch is on: the only rule a switch takes, and one a field cannot take.
  ///
  /// - Parameter message: The message to fail with.
  /// - Returns: The rule.
  public static func mustBeOn(_ message: String? = nil) -> Self {
    Self(.mustBeOn, message: message ?? mustBeOnMessage)
  }
}
