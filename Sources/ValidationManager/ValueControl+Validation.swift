// The validation of switches, pickers, steppers and date pickers: one conformance for the four,
// forwarding to the `ValueValidation` each one carries.

public import ControlModel

extension ValueControl: IValidatable {
  /// Makes the control validate itself whenever its value changes.
  ///
  /// ```swift
  /// terms.validate([.mustBeOn("Accept the terms.")])
  /// country.validate([.required("Choose a country.")])
  /// bags.validate([.atMost(2, "Two bags at most in this fare.")])
  /// born.validate([
  ///   .required("Enter a date of birth."),
  ///   .age(.under, 2, on: .control("flight"), "An infant is younger than 2.")
  ///     .when(.is("type", "Infant")),
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The control's rules, each of a kind its value takes: `must-be-on` for a switch;
  ///     `required` and rules of your own on the option's text for a picker; `atLeast` and
  ///     `atMost` for a stepper; `required`, date comparisons and ages for a date picker.
  ///   - errors: When its shown error starts to appear: at the user's first change (`onChange`,
  ///     the default; `onBlur` means the same, as such a control has no editing to end), or when
  ///     a button that submits it accepts a tap (`onSubmit`). Before that, nothing shows.
  /// - Precondition: Every rule fits the control's kind of value (``ValidationRule/fits(_:)``).
  public func validate(_ rules: [ValidationRule], errors: ErrorDisplay = .onChange) {
    let kind = storedValue.kind
    for rule in rules where !rule.fits(kind) {
      Screen.mistake("'\(name)' cannot take '\(rule.constraint)': it holds \(kind) values")
    }
    validation.configure(rules: rules.filter { $0.fits(kind) }, display: errors)
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// The control's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }
  /// The control's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.display ?? .onChange }
  /// The control's state; a control without rules is valid.
  public var validity: Validity { existingValidation?.validity ?? .valid }
  /// The messages of the failing rules.
  public var errors: [String] { existingValidation?.errors ?? [] }
  /// The control's first error, once its display policy opened: nothing shows before the user
  /// changed it (or tapped a button that submits it).
  public var shownError: String? { existingValidation?.shownError }
  /// A disabled or hidden control counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled || isHidden }
  /// The managers that verify this control.
  public var verifiers: ManagerList { validation.verifiers }
}

extension ValueControl: ValidatingControl, ValidatedValueControl {
  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> ValueValidation { ValueValidation(control: self) }
  func attach(_ validation: ValueValidation) { behavior = validation }
  var currentValue: ControlValue { storedValue }
}
