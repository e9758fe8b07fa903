extension ValidationRule {
  /// The default message of ``remote(taken:after:_:)``.
  public static let remoteMessage = "is already taken"

  /// An asynchronous check standing in for a server: its answer comes `delay` after the field's
  /// other rules ran (after the debounce, if any), and fails when the text is one of `taken`.
  ///
  /// It runs only when every other rule passes; meanwhile the field is pending. An edit before
  /// the answer cancels the check: only the answer for the latest text counts.
  ///
  /// - Parameters:
  ///   - taken: The values the server refuses.
  ///   - delay: How long the server takes to answer, on the screen's virtual clock.
  ///   - message: The message to fail with.
  /// - Returns: The rule.
  public static func remote(taken: Set<String>, after delay: Duration, _ message: String? = nil)
    -> Self
  {
    Self(.remote(taken: taken, after: delay), message: message ?? remoteMessage)
  }
}
