public import ControlModel
public import ValidationManager

// What the writer writes of version 2: the options of pickers, steppers and dates, conditions
// with their arguments, `shown when`, and values.

extension ScenarioWriter {
  /// Conditions as the format writes them after `when`: `country is "US" and member on`.
  ///
  /// - Parameter conditions: Conditions of a rule, a `shown when` or a `never`.
  /// - Returns: The conditions joined by `and`.
  public static func conditions(_ conditions: [RuleCondition]) -> String {
    conditions.map(condition).joined(separator: " \(Keyword.Word.and.rawValue) ")
  }

  /// One condition: `NAME TEST [ARGUMENTS]`.
  static func condition(_ condition: RuleCondition) -> String {
    var parts = [condition.name, Keyword.Condition(condition.test).rawValue]
    switch condition.test {
    case .is(let options), .isNot(let options): parts += options.map(quoted)
    case .atLeast(let number), .atMost(let number): parts.append("\(number)")
    case .on, .off, .empty, .filled: break
    }
    return parts.joined(separator: " ")
  }

  /// One condition of an invariant: `go enabled`, `country is "IS"`.
  ///
  /// - Parameter condition: A condition of a `never` line.
  /// - Returns: Its words.
  public static func words(_ condition: Invariant.Condition) -> String {
    switch condition.check {
    case .state(let state): "\(condition.name.name) \(state.rawValue)"
    case .value(let value): self.condition(value.condition)
    case .rows(let atLeast, let count):
      [
        condition.name.name, Keyword.Predicate.rows.rawValue,
        (atLeast ? Keyword.Condition.atLeast : .atMost).rawValue, "\(count)",
      ].joined(separator: " ")
    }
  }

  /// A `shown when` line, without its indentation.
  ///
  /// - Parameter conditions: The conditions under which the control is shown.
  /// - Returns: `shown when member on`.
  public static func line(shownWhen conditions: [ConditionDeclaration]) -> String {
    [Keyword.Declaration.shown.rawValue, Keyword.Word.when.rawValue]
      .joined(separator: " ") + " " + self.conditions(conditions.map(\.condition))
  }

  /// A value as `expect NAME value` writes it: `"US"`, `2`, `2026-07-01`, `none`, `on`.
  ///
  /// - Parameter value: A control's value.
  /// - Returns: The value's words.
  public static func value(_ value: ControlValue) -> String {
    switch value {
    case .text(let text): quoted(text)
    case .on(let isOn): ControlState(on: isOn).rawValue
    case .option(let option): option.map(quoted) ?? Keyword.Word.none.rawValue
    case .number(let number): "\(number)"
    case .day(let day): day?.description ?? Keyword.Word.none.rawValue
    }
  }

  static func options(_ options: PickerOptions) -> [String] {
    var parts = [Keyword.PickerOption.options.rawValue] + options.options.map(quoted)
    if let selected = options.selected {
      parts += [Keyword.PickerOption.selected.rawValue, quoted(selected)]
    }
    return parts
  }

  static func options(_ options: StepperOptions) -> [String] {
    let defaults = StepperOptions()
    var parts: [String] = []
    for option in Keyword.StepperOption.allCases {
      let given: Int? =
        switch option {
        case .from: options.from == defaults.from ? nil : options.from
        case .to: options.to == defaults.to ? nil : options.to
        case .step: options.step == defaults.step ? nil : options.step
        case .value: options.value
        }
      if let given { parts += [option.rawValue, "\(given)"] }
    }
    return parts
  }

  static func options(_ options: DateOptions) -> [String] {
    var parts: [String] = []
    for option in Keyword.DateOption.allCases {
      let given: CalendarDate? =
        switch option {
        case .from: options.from
        case .to: options.to
        case .selected: options.selected
        }
      if let given { parts += [option.rawValue, given.description] }
    }
    return parts
  }
}
