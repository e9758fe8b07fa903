extension ValidationRule {
  /// The default message of ``required(_:)``.
  public static let requiredMessage = "is required"

  /// Passes when the text is not empty.
  ///
  /// Without `required`, an empty field is valid and its other rules are not run.
  ///
  /// - Parameter message: The message to fail with.
  /// - Returns: The rule.
  public static func required(_ message: String? = nil) -> Self {
    Self(.required, message: message ?? requiredMessage)
  }
}
