public import ControlModel
public import ValidationManager

extension Declaration {
  /// The declaration that a control built in Swift would have in a file, as far as the format
  /// can say it: a normaliser or an action of the app's has no words in the format.
  ///
  /// It describes the control as it stands: a switch that is on now is declared `on`. Describe
  /// a freshly built screen for the declarations of its starting state.
  ///
  /// - Parameter control: A control of a screen built in Swift.
  public init(describing control: ControlKind) {
    let name = NameReference(written: control.control.name)
    switch control {
    case .field(let field):
      var options = FieldOptions()
      options.isSecure = field.isSecure
      options.limit = field.limit
      options.filter = field.filter
      options.display = field.errorDisplay
      options.debounce = field.debounce
      options.rules = field.rules.map(RuleDeclaration.init(describing:))
      self.init(name: name, kind: .field, details: .field(options))
    case .toggle(let toggle):
      self.init(
        name: name, kind: .switch,
        details: .switch(
          isOn: toggle.isOn, rules: toggle.rules.map(RuleDeclaration.init(describing:))))
    case .button(let button):
      self.init(describing: button, name: name)
    case .picker(let picker):
      var options = PickerOptions()
      options.options = picker.options
      options.selected = picker.selection
      options.rules = picker.rules.map(RuleDeclaration.init(describing:))
      self.init(name: name, kind: .picker, details: .picker(options))
    case .stepper(let stepper):
      var options = StepperOptions()
      options.from = stepper.range.lowerBound
      options.to = stepper.range.upperBound
      options.step = stepper.step
      options.value = stepper.value == stepper.range.lowerBound ? nil : stepper.value
      options.rules = stepper.rules.map(RuleDeclaration.init(describing:))
      self.init(name: name, kind: .stepper, details: .stepper(options))
    case .date(let date):
      var options = DateOptions()
      options.from = date.earliest
      options.to = date.latest
      options.selected = date.day
      options.rules = date.rules.map(RuleDeclaration.init(describing:))
      self.init(name: name, kind: .date, details: .date(options))
    }
    let shown = control.control.shownWhen
    if !shown.isEmpty {
      shownWhen = ShownWhen(
        conditions: shown.map {
          ConditionDeclaration(name: NameReference(written: $0.name), test: $0.test)
        }, position: SourcePosition(file: "", line: 0, column: 0))
    }
  }

  /// A button's declaration: what it submits, its busy time, focus and reset.
  private init(describing button: Button, name: NameReference) {
    let submitted: [any Control] =
      button.submittedFields + button.submittedSwitches + button.submittedValueControls
    self.init(
      name: name, kind: .button,
      details: .button(
        submits: submitted.map { NameReference(written: $0.name) },
        busy: button.busyDuration, rows: nil))
    lifecycle.focusesInvalid = button.focusesInvalid
    switch button.resetScope {
    case .screen?: lifecycle.resets = .screen
    case .named(let name)?: lifecycle.resets = .named(NameReference(written: name))
    case nil: break
    }
  }

  /// The declaration that a manager built in Swift would have in a file.
  ///
  /// - Parameter manager: A manager of a screen built in Swift.
  public init(describing manager: Manager) {
    self.init(
      name: NameReference(written: manager.name), kind: .manager,
      details: .manager(
        verifies: manager.members.map { NameReference(written: $0.name) },
        manages: manager.managedControls.map { NameReference(written: $0.name) }))
  }
}

extension RuleDeclaration {
  /// A rule of a control built in Swift, at no place in a file.
  ///
  /// - Parameter rule: The rule.
  public init(describing rule: ValidationRule) {
    self.init(
      rule: rule, position: SourcePosition(file: "", line: 0, column: 0),
      comparedField: rule.comparedFieldName.map(NameReference.init(written:)),
      conditions: rule.conditions.map {
        ConditionDeclaration(name: NameReference(written: $0.name), test: $0.test)
      },
      dateReference: rule.dateReference?.controlName.map(NameReference.init(written:)))
  }
}
