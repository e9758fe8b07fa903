public import ControlModel

/// A button that a manager verifies stands for its last request's outcome: it is valid once
/// its last request succeeded, pending while a request is in flight, and invalid before the
/// first request ends and after one that failed.
///
/// That is the gate of a section opened by a request: a code field enabled once "send code"
/// went through, a payment step once the card was verified.
///
/// ```swift
/// let codeSent = screen.makeManager("codeSection")
/// try codeSent.verify(sendCode)    // valid once sendCode's request succeeded
/// try codeSent.manage(code)
/// ```
///
/// In a scenario file, a manager that `verifies` a button means the same (an extension of the
/// format), and `expect sendCode valid` checks it.
extension Button: IValidatable {
  /// Valid once the last request succeeded, pending while one is in flight, else invalid.
  public var validity: Validity {
    trackAccess()
    return ButtonValidation.validity(of: self)
  }

  /// Why the button is not valid: its request has not succeeded yet, or how it failed.
  public var errors: [String] {
    switch validity {
    case .valid, .pending: []
    case .invalid:
      switch lastAnswer {
      case .invalid(let message)?: [message]
      case .failed?: ["\(name)'s request failed"]
      case .valid?, nil: ["\(name)'s request has not succeeded"]
      }
    }
  }

  /// A button shows no error.
  public var shownError: String? { nil }

  /// A button counts with its outcome whether or not it is enabled: a code that was sent stays
  /// sent when the button is disabled afterwards.
  public var isExcludedFromValidation: Bool { false }

  /// The managers that verify this button.
  public var verifyingManagers: [Manager] { existingValidation?.managers.managers ?? [] }

  /// Conformance plumbing, which ``Manager/verify(_:)`` calls.
  ///
  /// Do not call it yourself.
  ///
  /// - Parameter manager: A manager that verifies this button.
  public func addManager(_ manager: Manager) {
    validation.managers.add(manager, for: self)
  }

  /// Conformance plumbing, which a manager calls when it is released.
  ///
  /// Do not call it yourself.
  ///
  /// - Parameter manager: A manager added with ``addManager(_:)``.
  public func removeManager(_ manager: Manager) {
    existingValidation?.managers.remove(manager)
  }

  private var existingValidation: ButtonValidation? {
    // The only behaviour this package attaches; checked by type, without a dynamic cast.
    guard let behavior,
      ObjectIdentifier(Swift.type(of: behavior)) == ObjectIdentifier(ButtonValidation.self)
    else { return nil }
    return unsafeDowncast(behavior as AnyObject, to: ButtonValidation.self)
  }

  private var validation: ButtonValidation {
    if let existing = existingValidation { return existing }
    let created = ButtonValidation(button: self)
    behavior = created
    return created
  }
}
