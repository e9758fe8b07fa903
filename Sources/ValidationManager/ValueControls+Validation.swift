// The validation of pickers, steppers and date pickers: each conformance forwards to the one
// `ValueValidation` that switches share.

public import ControlModel

extension Picker: IValidatable, ValidatingControl, ValidatedValueControl {
  /// Makes the picker validate itself whenever its choice changes.
  ///
  /// ```swift
  /// country.validate([.required("Choose a country.")])
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The picker's rules: `required`, and rules of your own on the option's text.
  ///   - errors: When its shown error starts to appear: at the user's first change
  ///     (`onChange`, the default, or `onBlur`), or at a submitting tap (`onSubmit`).
  /// - Precondition: Every rule fits a picker (``ValidationRule/fits(_:)`` with `.option`).
  public func validate(_ rules: [ValidationRule], errors: ErrorDisplay = .onChange) {
    configureValueValidation(rules, errors: errors)
  }
  /// The picker's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }
  /// The picker's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.display ?? .onChange }
  /// The picker's state; a picker without rules is valid.
  public var validity: Validity { existingValidation?.validity ?? .valid }
  /// The messages of the failing rules.
  public var errors: [String] { existingValidation?.errors ?? [] }
  /// The picker's first error, from the user's first change or a submitting tap.
  public var shownError: String? { existingValidation?.shownError }
  /// A disabled or hidden picker counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled || isHidden }
  /// The managers that verify this picker.
  public var verifiers: ManagerList { validation.verifiers }

  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> ValueValidation { ValueValidation(control: self) }
  func attach(_ validation: ValueValidation) { behavior = validation }
}

extension Stepper: IValidatable, ValidatingControl, ValidatedValueControl {
  /// Makes the stepper validate itself whenever its number changes.
  ///
  /// ```swift
  /// bags.validate([.atMost(2, "Two bags at most in this fare.")])
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The stepper's rules: `atLeast`, `atMost`.
  ///   - errors: When its shown error starts to appear, as for ``Picker/validate(_:errors:)``.
  /// - Precondition: Every rule fits a stepper (``ValidationRule/fits(_:)`` with `.number`).
  public func validate(_ rules: [ValidationRule], errors: ErrorDisplay = .onChange) {
    configureValueValidation(rules, errors: errors)
  }
  /// The stepper's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }
  /// The stepper's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.display ?? .onChange }
  /// The stepper's state; a stepper without rules is valid.
  public var validity: Validity { existingValidation?.validity ?? .valid }
  /// The messages of the failing rules.
  public var errors: [String] { existingValidation?.errors ?? [] }
  /// The stepper's first error, from the user's first change or a submitting tap.
  public var shownError: String? { existingValidation?.shownError }
  /// A disabled or hidden stepper counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled || isHidden }
  /// The managers that verify this stepper.
  public var verifiers: ManagerList { validation.verifiers }

  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> ValueValidation { ValueValidation(control: self) }
  func attach(_ validation: ValueValidation) { behavior = validation }
}

extension DatePicker: IValidatable, ValidatingControl, ValidatedValueControl {
  /// Makes the date picker validate itself whenever its day changes.
  ///
  /// ```swift
  /// born.validate([
  ///   .required("Enter a date of birth."),
  ///   .age(.under, 2, on: .control("flight"), "An infant is younger than 2.")
  ///     .when(.is("type", "Infant")),
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The date picker's rules: `required`, date comparisons and ages.
  ///   - errors: When its shown error starts to appear, as for ``Picker/validate(_:errors:)``.
  /// - Precondition: Every rule fits a date picker (``ValidationRule/fits(_:)`` with `.day`).
  public func validate(_ rules: [ValidationRule], errors: ErrorDisplay = .onChange) {
    configureValueValidation(rules, errors: errors)
  }
  /// The date picker's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }
  /// The date picker's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.display ?? .onChange }
  /// The date picker's state; one without rules is valid.
  public var validity: Validity { existingValidation?.validity ?? .valid }
  /// The messages of the failing rules.
  public var errors: [String] { existingValidation?.errors ?? [] }
  /// The date picker's first error, from the user's first change or a submitting tap.
  public var shownError: String? { existingValidation?.shownError }
  /// A disabled or hidden date picker counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled || isHidden }
  /// The managers that verify this date picker.
  public var verifiers: ManagerList { validation.verifiers }

  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> ValueValidation { ValueValidation(control: self) }
  func attach(_ validation: ValueValidation) { behavior = validation }
}

extension ValidatedValueControl where Self: ValidatingControl, Self.Validation == ValueValidation {
  /// Gives the control its rules, each checked against the kind of value it holds.
  func configureValueValidation(_ rules: [ValidationRule], errors: ErrorDisplay) {
    let kind = currentValue.kind
    for rule in rules {
      precondition(
        rule.fits(kind), "'\(name)' cannot take '\(rule.constraint)': it holds \(kind) values")
    }
    validation.configure(rules: rules, display: errors)
    assert(screen?.checkInvariants(aroundNamed: name) ?? true)
  }
}

extension ValidatedValueControl where Self: ValueControl {
  var currentValue: ControlValue { storedValue }
}
