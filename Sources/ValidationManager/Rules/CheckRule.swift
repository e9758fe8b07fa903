public import ControlModel

/// A service that checks a text asynchronously: a promo code, a user name's availability.
///
/// ```swift
/// struct PromoService: TextChecker {
///   func check(_ code: String) async throws -> Answer {
///     try await api.isValid(code) ? .valid : .invalid("That code is not valid.")
///   }
/// }
/// promo.validate([.required(), .check(using: PromoService())])
/// ```
public protocol TextChecker: Sendable {
  /// Checks a text.
  ///
  /// - Parameter text: The field's text.
  /// - Returns: `Answer.valid`, or `Answer.invalid(_:)` with the message the field shows.
  /// - Throws: Any error: the field then becomes invalid with the rule's failure message.
  func check(_ text: String) async throws -> Answer
}

extension ValidationRule {
  /// The default failure message of an asynchronous check: what the field shows when the check
  /// could not be made (the call threw, or the request was cancelled from outside).
  public static let checkFailureMessage = "could not be checked"

  /// A check whose answer comes from the app: an `async` closure, such as a call to a server.
  ///
  /// It runs only when every other rule of the field passes, after the debounce, if any. The
  /// field sends a `Request` and is **pending** until it is answered; an edit cancels the
  /// request in flight (its task is cancelled and an answer that still arrives is ignored), so
  /// only the answer for the latest text counts. The answer's message is the field's own error,
  /// shown by its display policy and named in explanations as the field.
  ///
  /// A thrown error makes the field **invalid** with `failureMessage`: a form never goes through
  /// on a check that did not happen, and the next edit (or `TextField.revalidate()`) tries
  /// again.
  ///
  /// On a `LiveClock` the closure runs in a task; on a `VirtualClock` the request waits for
  /// a test to answer it (`Request.answer(_:)`), in any order.
  ///
  /// ```swift
  /// promo.validate([.check { code in
  ///   try await promoService.isValid(code) ? .valid : .invalid("Unknown code.")
  /// }], debounce: .milliseconds(400))
  /// ```
  ///
  /// - Parameters:
  ///   - failureMessage: The error the field shows when the check throws.
  ///   - check: Returns the answer for a text.
  /// - Returns: The rule.
  public static func check(
    failureMessage: String? = nil,
    _ check: @escaping @Sendable (String) async throws -> Answer
  ) -> Self {
    let failure = failureMessage ?? checkFailureMessage
    return Self(.check(AsyncCheck(operation: check, failureMessage: failure)), message: failure)
  }

  /// A check whose answer comes from a service of the app's.
  ///
  /// - Parameters:
  ///   - checker: The service.
  ///   - failureMessage: The error the field shows when the check throws.
  /// - Returns: The rule, as ``check(failureMessage:_:)`` describes it.
  public static func check(using checker: some TextChecker, failureMessage: String? = nil)
    -> Self
  {
    check(failureMessage: failureMessage) { try await checker.check($0) }
  }

  /// The app's operation for a text, for a check of the app's.
  func operation(for text: String) -> (@Sendable () async throws -> Answer)? {
    guard case .check(let check) = kind, let operation = check.operation else { return nil }
    return { try await operation(text) }
  }
}
