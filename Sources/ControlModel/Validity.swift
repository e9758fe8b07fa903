/// The state of something validatable: a field, a switch or a manager.
public enum Validity: String, Sendable, Hashable, CaseIterable {
  /// Every rule passes (for a manager: every verified member that counts is valid).
  case valid
  /// Some rule fails: neither valid nor pending.
  case invalid
  /// An answer is awaited: a debounce or a remote check. A pending field is not valid.
  case pending

  /// Whether this is ``valid``.
  public var isValid: Bool { self == .valid }
}

/// A state of a control or manager, in the words that drawings, descriptions, reports and
/// scenario files write it with: the one place each word is spelled.
///
/// ```swift
/// ControlState(enabled: pay.isEnabled).rawValue  // "enabled" or "disabled"
/// ```
public enum ControlState: String, Sendable, Hashable, CaseIterable {
  /// The control takes input.
  case enabled
  /// The control takes no input.
  case disabled
  /// Every rule passes.
  case valid
  /// Some rule fails.
  case invalid
  /// An answer is awaited.
  case pending
  /// The switch is on.
  case on
  /// The switch is off.
  case off
  /// The field's text is empty (version 2, in `never`).
  case empty
  /// The field's text is not empty (version 2, in `never`).
  case filled
  /// The control is shown (version 2).
  case shown
  /// The control is hidden by its `shown when` (version 2).
  case hidden
  /// The value differs from the starting value (version 2).
  case dirty
  /// The value is the starting value (version 2).
  case pristine
  /// The user has touched the control (version 2).
  case touched
  /// The user has not touched the control (version 2).
  case untouched
  /// The button's request is in flight: its `busy` time or its action runs. An extension of
  /// version 2.1.
  case busy
  /// The button has no request in flight. An extension of version 2.1.
  case idle

  /// ``enabled`` or ``disabled``.
  ///
  /// - Parameter isEnabled: Whether the control takes input.
  public init(enabled isEnabled: Bool) {
    self = isEnabled ? .enabled : .disabled
  }

  /// ``on`` or ``off``.
  ///
  /// - Parameter isOn: Whether the switch is on.
  public init(on isOn: Bool) {
    self = isOn ? .on : .off
  }

  /// ``dirty`` or ``pristine``.
  ///
  /// - Parameter isDirty: Whether the value differs from the starting value.
  public init(dirty isDirty: Bool) {
    self = isDirty ? .dirty : .pristine
  }

  /// ``touched`` or ``untouched``.
  ///
  /// - Parameter isTouched: Whether the user has touched the control.
  public init(touched isTouched: Bool) {
    self = isTouched ? .touched : .untouched
  }

  /// ``busy`` or ``idle``.
  ///
  /// - Parameter isBusy: Whether the button's request is in flight.
  public init(busy isBusy: Bool) {
    self = isBusy ? .busy : .idle
  }

  /// ``valid``, ``invalid`` or ``pending``.
  ///
  /// - Parameter validity: A validity.
  public init(_ validity: Validity) {
    switch validity {
    case .valid: self = .valid
    case .invalid: self = .invalid
    case .pending: self = .pending
    }
  }
}
