public import ControlModel

extension TextField: IValidatable {
  /// Makes the field validate itself on every edit.
  ///
  /// The rules run at once on the current text, without debounce, and again after every edit.
  /// Calling this again replaces the rules and keeps the managers that verify the field.
  ///
  /// ```swift
  /// let email = screen.makeTextField("email")
  /// email.validate([.required("Enter your email."), .email()], errors: .onBlur)
  /// ```
  ///
  /// - Parameters:
  ///   - rules: The rules, in the order they run.
  ///   - errors: When the shown error starts to appear.
  ///   - debounce: How long the text must be still before the rules run; meanwhile the field is
  ///     pending.
  /// An `equals` rule names a field the screen already has; one that names no field compares
  /// with the empty text, and ``invariantViolations()`` names it.
  ///
  /// - Precondition: No rule is `must-be-on`.
  public func validate(
    _ rules: [ValidationRule],
    errors: ErrorDisplay = .onBlur,
    debounce: Duration? = nil
  ) {
    for rule in rules where rule.isSwitchRule {
      Screen.mistake("'\(name)' is a field; must-be-on is for switches")
    }
    validation.configure(
      rules: rules.filter { !$0.isSwitchRule }, display: errors, debounce: debounce)
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Runs the field's rules again on its text, as after an edit but without opening its display
  /// policy: an asynchronous check that failed is tried again.
  public func revalidate() {
    existingValidation?.revalidate()
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// The field's rules, in the order they run.
  public var rules: [ValidationRule] { existingValidation?.saved.rules ?? [] }

  /// What the field remembers of its asynchronous rules' answers.
  ///
  /// For each text it checked, the messages of the last completed answer (none when accepted):
  /// what a starting text stands on after a reset; the explorer keys states by it.
  package var rememberedAnswers: [String: [String]] {
    existingValidation?.rememberedMessages ?? [:]
  }

  /// The field's display policy.
  public var errorDisplay: ErrorDisplay { existingValidation?.saved.display ?? .onBlur }

  /// The field's debounce, if it has one.
  public var debounce: Duration? { existingValidation?.saved.debounce }

  /// The field's state; a field without rules is valid.
  public var validity: Validity { existingValidation?.saved.validity ?? .valid }

  /// The messages of every failing rule, in rule order.
  ///
  /// While the field is pending, they stay as they were before.
  public var errors: [String] { existingValidation?.errors ?? [] }

  /// The error the field shows.
  ///
  /// It is `nil` until the display policy opens, then the first of the field's errors (`nil`
  /// when valid). While the field is pending it stays as it was.
  public var shownError: String? { existingValidation?.shownError }

  /// Whether the display policy has opened.
  public var isErrorDisplayOpen: Bool {
    receive(.read)
    return existingValidation?.saved.isDisplayOpen ?? false
  }

  /// Whether each rule that answers at once passed, in rule order, as the field last settled.
  ///
  /// The model's own account, for the explorer's coverage. `nil` while pending, when the rules
  /// did not run, or for more than 64 such rules.
  package var syncRuleResults: [(rule: ValidationRule, passed: Bool)]? {
    existingValidation?.syncRuleResults
  }

  /// The field's checks in flight (asynchronous rules), in the order they were sent.
  public var outstandingRequests: [Request] { existingValidation?.outstandingChecks ?? [] }

  /// How many checks the field has sent.
  public var sentRequestCount: Int { screen?.sentRequestCount(of: name) ?? 0 }

  /// A disabled or hidden field counts as valid.
  public var isExcludedFromValidation: Bool { !isEnabled || isHidden }

  /// When the debounce that runs now fires, if one does: the explorer tells states apart by it.
  package var debounceDueTime: Duration? { existingValidation?.debounceDueTime }

  /// The managers that verify this field.
  public var verifiers: ManagerList { validation.verifiers }
}

extension TextField: ValidatingControl {
  var behaviorObject: AnyObject? { behavior }
  func makeValidation() -> FieldValidation { FieldValidation(field: self) }
  func attach(_ validation: FieldValidation) { behavior = validation }
}
