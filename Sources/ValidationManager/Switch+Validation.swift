public import ControlModel

extension Switch: IValidatable {
  /// Makes the switch validate itself whenever it is flipped.
  ///
  /// ```swift
  /// terms.validate([.mustBeOn("Accept the terms.")])
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The switch's rules.
  ///   - errors: When its shown error starts to appear: at the first flip (`onChange`, the
  ///     default; `onBlur` means the same, as a switch has no editing to end), or when a button
  ///     that submits it accepts a tap (`onSubmit`). Before that, nothing shows.
  /// - Precondition: Every rule fits a switch (``ValidationRule/fits(_:)``): `must-be-on`.
  public func validate(_ rules: [ValidationRule], errors: ErrorDisplay = .onChange) {
    for rule in rules {
      precondition(rule.fits(.onOff), "'\(name)' is a switch; it takes must-be-on only")
    }
    validation.configure(rules: rules, display: errors)
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// The switch's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }

  /// The switch's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.display ?? .onChange }

  /// The switch's state; a switch without rules is valid.
  public var validity: Validity { existingValidation?.validity ?? .valid }

  /// The messages of the failing rules.
  public var errors: [String] { existingValidation?.errors ?? [] }

  /// The switch's first error, once its display policy opened: nothing shows before the user
  /// flipped it (or tapped a button that submits it).
  public var shownError: String? { existingValidation?.shownError }

  /// A disabled or hidden switch counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled || isHidden }

  /// The managers that verify this switch.
  public var verifiers: ManagerList { validation.verifiers }
}

extension Switch: ValidatingControl, ValidatedValueControl {
  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> ValueValidation { ValueValidation(control: self) }
  func attach(_ validation: ValueValidation) { behavior = validation }
  var currentValue: ControlValue { .on(isOnUntracked) }
}
