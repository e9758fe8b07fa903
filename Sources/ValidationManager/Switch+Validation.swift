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
  /// - Precondition: Every rule is `must-be-on`, the only rule a switch takes.
  public func validate(_ rules: [ValidationRule], errors: ErrorDisplay = .onChange) {
    for rule in rules {
      precondition(rule.isSwitchRule, "'\(name)' is a switch; it takes must-be-on only")
    }
    validation.configure(rules: rules, display: errors)
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// The switch's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }

  /// The switch's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.display ?? .onChange }

  /// The switch's state; a switch without rules is valid.
  public var validity: Validity {
    trackAccess()
    return existingValidation?.validity ?? .valid
  }

  /// The messages of the failing rules.
  public var errors: [String] {
    trackAccess()
    return existingValidation?.errors ?? []
  }

  /// The switch's first error, once its display policy opened: nothing shows before the user
  /// flipped it (or tapped a button that submits it).
  public var shownError: String? {
    trackAccess()
    return existingValidation?.shownError
  }

  /// A disabled switch counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled }

  /// The managers that verify this switch.
  public var verifyingManagers: [Manager] { existingValidation?.managers.managers ?? [] }

  /// Conformance plumbing, which ``Manager/verify(_:)`` calls.
  ///
  /// Do not call it yourself.
  ///
  /// - Parameter manager: A manager that verifies this switch.
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

  private var existingValidation: SwitchValidation? {
    // The only behaviour this package attaches; checked by type, without a dynamic cast.
    guard let behavior,
      ObjectIdentifier(Swift.type(of: behavior)) == ObjectIdentifier(SwitchValidation.self)
    else { return nil }
    return unsafeDowncast(behavior as AnyObject, to: SwitchValidation.self)
  }

  private var validation: SwitchValidation {
    if let existing = existingValidation { return existing }
    let created = SwitchValidation(control: self)
    behavior = created
    return created
  }
}
