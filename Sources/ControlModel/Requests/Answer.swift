/// How an asynchronous request ends: the answer of a check, or the outcome of an action.
///
/// A check of the app's returns ``valid`` or ``invalid(_:)`` with the message the field then
/// shows. A thrown error (or a test's ``failed(_:)``) fails the request: for a check the field
/// becomes invalid with the rule's failure message, so that a form never goes through on a check
/// that did not happen. For a button's request, ``valid`` means it succeeded, and either of the
/// others that it failed.
public enum Answer: Sendable, Hashable {
  /// The text passes the check; the action succeeded.
  case valid
  /// The text fails the check, with the message to show.
  case invalid(String)
  /// The call failed; the payload describes the failure, for logs and explanations.
  case failed(String)
}

extension Answer: CustomStringConvertible {
  /// `valid`, `invalid "MESSAGE"` or `failed "REASON"`.
  public var description: String {
    switch self {
    case .valid: "valid"
    case .invalid(let message): "invalid \"\(message)\""
    case .failed(let reason): "failed \"\(reason)\""
    }
  }
}
