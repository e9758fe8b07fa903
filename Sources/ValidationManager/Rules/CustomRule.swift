extension ValidationRule {
  /// A rule of your own: a closure that decides whether the text passes, and its message.
  ///
  /// ```swift
  /// .custom("must not be 'password'") { $0.lowercased() != "password" }
  /// ```
  ///
  /// - Parameters:
  ///   - message: The message to fail with.
  ///   - check: Returns whether the text passes.
  /// - Returns: The rule.
  public static func custom(_ message: String, _ check: @escaping @Sendable (String) -> Bool)
    -> Self
  {
    Self(.custom(check), message: message)
  }
}
