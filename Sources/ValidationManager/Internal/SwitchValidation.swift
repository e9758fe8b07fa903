import ControlModel

/// The validation state that a switch carries: its rules, validity, errors, display policy and
/// the managers that verify it.
final class SwitchValidation: MemberValidation, SwitchBehavior {
  private unowned let control: Switch
  private(set) var rules: [ValidationRule] = []
  private(set) var display: ErrorDisplay = .onChange
  private(set) var validity: Validity = .valid
  private(set) var errors: [String] = []
  private(set) var isDisplayOpen = false

  init(control: Switch) {
    self.control = control
  }

  /// The switch's first error, once its display policy opened.
  var shownError: String? { isDisplayOpen ? errors.first : nil }

  func configure(rules: [ValidationRule], display: ErrorDisplay) {
    self.rules = rules
    self.display = display
    evaluate()
  }

  func switchDidChange(_ control: Switch) {
    evaluate()
    // A switch has no editing to end: on-change and on-blur both open at the first flip.
    if display != .onSubmit { openDisplay() }
  }

  func switchWasSubmitted(_ control: Switch) {
    openDisplay()
  }

  func switchEnablementDidChange(_ control: Switch) {
    enablementDidChange(of: control, on: control.screen)
  }

  var isReadyForSubmission: Bool { validity == .valid }

  func checkpoint() -> (() -> Void)? {
    let saved = (validity, errors, isDisplayOpen, rules, display)
    let restoreVerifiers = verifiers.checkpoint()
    return { [unowned(unsafe) self] in
      (self.validity, self.errors, self.isDisplayOpen, self.rules, self.display) = saved
      restoreVerifiers()
    }
  }

  private func openDisplay() {
    guard !isDisplayOpen else { return }
    isDisplayOpen = true
    if let first = errors.first { control.stateDidChange(.shownErrorChanged(first)) }
  }

  private func evaluate() {
    let failures = Self.failures(of: rules, isOn: control.isOnUntracked)
    let oldValidity = validity
    let oldShown = shownError
    validity = failures.isEmpty ? .valid : .invalid
    errors = failures
    if shownError != oldShown { control.stateDidChange(.shownErrorChanged(shownError)) }
    if oldValidity != validity {
      control.stateDidChange(.validityChanged(validity))
      if control.isEnabled { verifiers.notify(reporting: validity) }
    }
  }

  private static func failures(of rules: [ValidationRule], isOn: Bool) -> [String] {
    rules.filter { !$0.isSatisfied(by: ControlState(on: isOn).rawValue) }.map(\.message)
  }

  func invariantViolations(memberLimit: Int) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    let expected = Self.failures(of: rules, isOn: control.isOnUntracked)
    if expected != errors || validity != (expected.isEmpty ? .valid : .invalid) {
      violations.append(
        InvariantViolation(
          subject: control.name, expected: "errors \(expected), as its rules give",
          actual: "\(validity.rawValue) with errors \(errors)"))
    }
    violations += verifiers.invariantViolations(of: control, memberLimit: memberLimit)
    return violations
  }
}
