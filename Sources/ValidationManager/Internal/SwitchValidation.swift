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
  /// The controls the rules' conditions read, observed.
  private var reads = ReadObservations()
  /// How many times the rules were given: a checkpoint taken under other rules puts its own
  /// back.
  private var configuration = 0

  init(control: Switch) {
    self.control = control
  }

  deinit {
    reads.removeAll()
  }

  /// The switch's first error, once its display policy opened.
  var shownError: String? { isDisplayOpen ? errors.first : nil }

  func configure(rules: [ValidationRule], display: ErrorDisplay) {
    apply(rules: rules, display: display)
    configuration &+= 1
    evaluate()
  }

  /// Takes rules and a display policy, and observes the controls the rules' conditions read.
  private func apply(rules: [ValidationRule], display: ErrorDisplay) {
    self.rules = rules
    self.display = display
    let names = rules.flatMap(\.readControlNames)
    if !names.isEmpty || reads.isObserving {
      reads.observe(names, on: control.screen, skipping: control) { [weak self] in
        self?.evaluate()
      }
    }
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
    let saved = (validity, errors, isDisplayOpen)
    let given = (configuration, rules, display)
    let restoreVerifiers = verifiers.checkpoint()
    return { [unowned(unsafe) self] in
      if self.configuration != given.0 {
        self.apply(rules: given.1, display: given.2)
        self.configuration = given.0
      }
      (self.validity, self.errors, self.isDisplayOpen) = saved
      restoreVerifiers()
    }
  }

  private func openDisplay() {
    guard !isDisplayOpen else { return }
    isDisplayOpen = true
    if let first = errors.first { control.stateDidChange(.shownErrorChanged(first)) }
  }

  private func evaluate() {
    if !reads.missing.isEmpty { reads.observeMissing(on: control.screen, skipping: control) }
    let failures = failures()
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

  /// The messages of the failing rules that apply, in order.
  private func failures() -> [String] {
    let position = ControlState(on: control.isOnUntracked).rawValue
    return rules.compactMap { rule in
      rule.failure(position, characterCount: nil, comparedText: nil) {
        ControlValues(names: rule.readControlNames, on: self.control.screen)
      }
    }
  }

  func invariantViolations(memberLimit: Int) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    let expected = failures()
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
