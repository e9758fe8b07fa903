import ControlModel
import ScenarioFormat
import ValidationManager

// The steps and assertions of version 2's controls: `select`, `increment`, `decrement`, `pick`,
// `expect NAME value`.

extension Replayer {
  /// A step on a picker, stepper or date.
  func performValueStep(_ action: Step.Action) throws(Mismatch) {
    switch (action, instance[action.name?.name ?? ""]) {
    case (.select(let name, let option), .control(.picker(let picker))?):
      if let option, !picker.options.contains(option) {
        // A picker of a screen built in Swift, which the checker could not see.
        throw Mismatch(
          expected: "one of the options of '\(name.name)': "
            + picker.options.map(\.scenarioQuoted).joined(separator: " "),
          actual: "\(option.scenarioQuoted), which is no option of '\(name.name)'")
      }
      picker.select(option)
    case (.increment(_, let presses), .control(.stepper(let stepper))?):
      stepper.increment(presses)
    case (.decrement(_, let presses), .control(.stepper(let stepper))?):
      stepper.decrement(presses)
    case (.pick(_, let day), .control(.date(let date))?):
      date.pick(day)
    default:
      return
    }
  }

  /// A condition of an invariant as it holds now: `go is enabled`, `country is "IS"`.
  func actualWords(_ condition: Invariant.Condition) -> String {
    switch condition.check {
    case .state(let state): return "\(condition.name.name) is \(state.rawValue)"
    case .value:
      let value = ControlValues.value(of: condition.name.name, on: instance.screen)
      return "\(condition.name.name) is \(value.map(ScenarioWriter.value) ?? "missing")"
    case .rows:
      let count = instance[condition.name.name]?.group?.count ?? 0
      return "\(condition.name.name) has \(ControlReading.Value.rows(count))"
    }
  }

  /// `expect NAME value V`: a field's text, a picker's option, a stepper's number, a date's day.
  func checkValue(_ value: ControlValue, of name: NameReference) throws(Mismatch) {
    guard case .control(let control)? = instance[name.name], let actual = control.value else {
      return
    }
    if case (.field, .text(let text)) = (control, value) {
      try check(.text(name, text))
      return
    }
    let expected = Self.modelValue(value, for: control)
    let word = Keyword.Predicate.value.rawValue
    try expect(
      "\(word) \(ScenarioWriter.value(actual))", equals: "\(word) \(ScenarioWriter.value(expected))"
    )
  }

  /// A value as a file writes it, as the control holds it: a string is a picker's option, and
  /// `none` a date's missing day.
  static func modelValue(_ value: ControlValue, for control: ControlKind) -> ControlValue {
    switch (control, value) {
    case (.picker, .text(let option)): .option(option)
    case (.date, .option(nil)): .day(nil)
    default: value
    }
  }

  // MARK: - Starting values, dirty, touched and reset

  /// `set NAME VALUE`, `load NAME VALUE`, `reset [NAME]`, `load GROUP rows N`, `commit
  /// [NAME]`.
  func performLifecycleStep(_ action: Step.Action) throws(Mismatch) {
    do {
      try changeLifecycle(action)
    } catch {
      // A value or a group's bounds of a screen built in Swift, which the checker could not see.
      throw Mismatch(expected: error.expected, actual: error.description)
    }
  }

  /// What a lifecycle step changes on the model, which may refuse a value or a number of rows.
  private func changeLifecycle(_ action: Step.Action) throws(ControlValueError) {
    switch action {
    case .set(let name, let value), .load(let name, let value):
      guard case .control(let control)? = instance[name.name] else { return }
      try control.apply(Self.modelValue(value, for: control), asStarting: action.keyword == .load)
    case .reset(nil):
      instance.screen.reset()
    case .reset(let name?):
      instance[name.name]?.managerOrGroup?.reset()
    case .loadRows(let name, let count):
      try instance[name.name]?.group?.loadRows(count)
    case .commit(nil):
      instance.screen.commit()
    case .commit(let name?):
      let entity = instance[name.name]
      if let control = entity?.control {
        control.control.commit()
      } else {
        entity?.managerOrGroup?.commit()
      }
    default:
      return
    }
  }

  /// `expect NAME dirty`, `pristine`, `touched`, `untouched`.
  func checkLifecycle(_ expectation: Assertion) throws(Mismatch) {
    guard let name = expectation.subject, let member = instance[name.name]?.validatable else {
      return
    }
    switch expectation {
    case .dirty(_, let isDirty):
      try expect(
        ControlState(dirty: member.isDirty).rawValue,
        equals: ControlState(dirty: isDirty).rawValue)
    case .touched(_, let isTouched):
      try expect(
        ControlState(touched: member.isTouched).rawValue,
        equals: ControlState(touched: isTouched).rawValue)
    default:
      return
    }
  }
}
