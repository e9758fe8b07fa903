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
    let expected: ControlValue
    switch (control, value) {
    case (.field, .text(let text)):
      try check(.text(name, text))
      return
    case (.picker, .text(let option)): expected = .option(option)
    case (.date, .option(nil)): expected = .day(nil)
    default: expected = value
    }
    let word = Keyword.Predicate.value.rawValue
    try expect(
      "\(word) \(ScenarioWriter.value(actual))", equals: "\(word) \(ScenarioWriter.value(expected))"
    )
  }
}
