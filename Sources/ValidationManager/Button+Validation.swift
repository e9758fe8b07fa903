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
    receive(.read)
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
  public var verifiers: ManagerList { validation.verifiers }
}

extension Button: ValidatingControl {
  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> ButtonValidation { ButtonValidation(button: self) }
  func attach(_ validation: ButtonValidation) { behavior = validation }
}

/// What a button resets, as a scenario file names it.
package enum ResetScope: Equatable, Sendable {
  /// The whole screen: `resets`.
  case screen
  /// A manager or a group of the screen: `resets NAME`.
  case named(String)
}

extension Button {
  /// What the button resets, as a scenario file names it: `nil` when it resets nothing, or a
  /// target of the app's own that the format has no word for.
  ///
  /// Told apart by identity among the screen's own managers and groups: the format's writer
  /// asks no type of the target.
  package var resetScope: ResetScope? {
    guard let target = resetTarget, let screen else { return nil }
    if target === screen { return .screen }
    if let manager = screen.managers.first(where: { $0 === target }) {
      return .named(manager.name)
    }
    if let group = screen.rowGroups.first(where: { ($0 as AnyObject) === target }) {
      return .named(group.name)
    }
    return nil
  }
}
