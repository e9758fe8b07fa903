import ControlModel

extension ValidationRule {
  /// The default message of ``remote(taken:after:_:)``.
  public static let remoteMessage = "is already taken"

  /// An asynchronous check standing in for a server: its answer comes `delay` after the field's
  /// other rules passed (after the debounce, if any), and fails when the text is one of `taken`.
  ///
  /// It works as a check of the app's does (``check(failureMessage:_:)``): the field sends a
  /// `Request`, is pending until the answer, and an edit before the answer cancels it. The
  /// clock answers the request after `delay`, on a virtual or a live clock; a test may answer
  /// it sooner. Texts compare as `String` does, so `"é"` and `e` + U+0301 are the same value.
  ///
  /// - Parameters:
  ///   - taken: The values the server refuses.
  ///   - delay: How long the server takes to answer, on the screen's clock.
  ///   - message: The message to fail with.
  /// - Returns: The rule.
  public static func remote(taken: Set<String>, after delay: Duration, _ message: String? = nil)
    -> Self
  {
    Self(
      .remote(AsyncCheck(taken: taken, delay: delay, failureMessage: checkFailureMessage)),
      message: message ?? remoteMessage)
  }

  /// The answer the simulated server gives for a text.
  func simulatedAnswer(for text: String) -> (delay: Duration, answer: Answer)? {
    guard case .remote(let check) = kind else { return nil }
    return (check.delay, check.taken.contains(text) ? .invalid(message) : .valid)
  }
}
