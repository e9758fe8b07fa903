public import ControlModel

extension Switch: IValidatable {
  /// Makes the switch validate itself whenever it is flipped.
  ///
  /// ```swift
  /// terms.validate([.mustBeOn("Accept the terms.")])
  /// ```
  ///
  /// - Parameter rules: The switch's rules.
  /// - Precondition: Every rule is `must-be-on`, the only rule a switch takes.
  public func validate(_ rules: [ValidationRule]) {
    for rule in rules {
      precondition(rule.isSwitchRule, "'\(name)' is a switch; it takes must-be-on only")
    }
    validation.configure(rules: rules)
  }

  /// The switch's rules.
  public var rules: [ValidationRule] { existingValidation?.rules ?? [] }

  /// The switch's state; a switch without rules is valid.
  public var validity: Validity { existingValidation?.validity ?? .valid }

  /// The messages of the failing rules.
  public var errors: [String] { existingValidation?.errors ?? [] }

  /// The switch's first error: a switch has no display policy.
  public var shownError: String? { errors.first }

  /// A disabled switch counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled }

  /// The managers that verify this switch.
  public var verifyingManagers: [Manager] { existingValidation?.managers.managers ?? [] }

  /// Starts notifying a manager; the manager is held weakly.
  ///
  /// - Parameter manager: A manager that verifies this switch.
  public func addManager(_ manager: Manager) {
    validation.managers.add(manager, for: self)
  }

  /// Stops notifying a manager.
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
