extension ValidationRule {
  /// Passes when the text has at least `minimum` characters.
  ///
  /// - Parameters:
  ///   - minimum: The fewest characters.
  ///   - message: The message to fail with; by default "must be at least N characters".
  /// - Returns: The rule.
  public static func minLength(_ minimum: Int, _ message: String? = nil) -> Self {
    Self(.minLength(minimum), message: message ?? "must be at least \(minimum) characters")
  }

  /// Passes when the text has at most `maximum` characters.
  ///
  /// - Parameters:
  ///   - maximum: The most characters.
  ///   - message: The message to fail with; by default "must be at most N characters".
  /// - Returns: The rule.
  public static func maxLength(_ maximum: Int, _ message: String? = nil) -> Self {
    Self(.maxLength(maximum), message: message ?? "must be at most \(maximum) characters")
  }
}
