/// The values a ``ValueControl`` may hold: what makes it a ``Switch``, a ``Picker``, a
/// ``Stepper`` or a ``DatePicker``.
///
/// The package's four domains conform (``SwitchDomain``, ``PickerDomain``, ``StepperDomain``,
/// ``DateDomain``); the kinds of control are a closed set (``ControlKind``), so the protocol is
/// not one for types of your own. Its `description` says the values in words, as an error about
/// another value does: "a whole number from 0 to 3".
public protocol ValueDomain: Sendable, CustomStringConvertible {
  /// Whether a value is one the control may hold.
  ///
  /// - Parameter value: A value of any kind.
  /// - Returns: `true` for a value of the domain's kind that lies within it.
  func contains(_ value: ControlValue) -> Bool

  /// Where a value stands among the values the domain lists (a picker's options).
  ///
  /// - Parameter value: A value the domain contains.
  /// - Returns: The value's index; `nil` for a value the domain does not list, and for every
  ///   value of a domain that lists none.
  func position(of value: ControlValue) -> Int?

  /// Whether the control may keep a value it holds: one the domain contains, or one the
  /// domain left when its bounds moved (a day outside bounds counted from today stays until
  /// the user picks another).
  ///
  /// - Parameter value: The value the control holds.
  /// - Returns: `true` when holding it is no defect.
  func mayKeep(_ value: ControlValue) -> Bool

  /// The control, as one of the package's kinds.
  static func _kind(of control: ValueControl<Self>) -> ControlKind

  /// The control's name and value, as its `description` writes them: "Stepper(bags, 3)".
  static func _describe(_ control: ValueControl<Self>) -> String
}

extension ValueDomain {
  /// No value is listed.
  public func position(of value: ControlValue) -> Int? { nil }

  /// The values the domain contains, its bounds fixed.
  public func mayKeep(_ value: ControlValue) -> Bool { contains(value) }
}
