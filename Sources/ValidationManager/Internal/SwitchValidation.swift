import ControlModel

/// The validation state that a switch carries.
final class SwitchValidation: SwitchBehavior {
  private unowned let control: Switch
  private(set) var rules: [ValidationRule] = []
  private(set) var validity: Validity = .valid
  private(set) var errors: [String] = []
  var managers = ManagerList()

  init(control: Switch) {
    self.control = control
  }

  func configure(rules: [ValidationRule]) {
    self.rules = rules
    evaluate()
  }

  func switchDidChange(_ control: Switch) {
    evaluate()
  }

  func switchEnablementDidChange(_ control: Switch) {
    // A screen that was released takes its controls' enablement with it: a manager released
    // with it detaches its gates, and nothing is left to tell.
    guard let screen = control.screen else { return }
    screen.settle { [weak self] in
      guard let self else { return }
      self.managers.notify(self.control)
    }
  }

  private func evaluate() {
    let value = control.isOn ? "on" : "off"
    let failures = rules.filter { !$0.isSatisfied(by: value) }.map(\.message)
    let oldValidity = validity
    validity = failures.isEmpty ? .valid : .invalid
    errors = failures
    if oldValidity != validity, control.isEnabled {
      managers.notify(control)
    }
  }
}
