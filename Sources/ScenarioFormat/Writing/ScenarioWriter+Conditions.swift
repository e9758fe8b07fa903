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
    case .on, .off, .empty, .filled, .dirty, .pristine: break
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
    line(shownWhen: conditions, dirtiness: [])
  }

  /// A `shown when` line with conditions on dirtiness too (version 2.1), after those on values.
  ///
  /// - Parameters:
  ///   - conditions: The conditions on values.
  ///   - dirtiness: The conditions on dirtiness.
  /// - Returns: `shown when member on and form dirty`.
  public static func line(
    shownWhen conditions: [ConditionDeclaration], dirtiness: [DirtinessCondition]
  ) -> String {
    [Keyword.Declaration.shown.rawValue, Keyword.Word.when.rawValue]
      .joined(separator: " ") + " " + self.conditions(conditions, dirtiness)
  }

  /// Conditions on values and on dirtiness, joined by `and`, in the order written: by their
  /// names' places, those on values first for a tool's conditions, which have none.
  static func conditions(
    _ conditions: [ConditionDeclaration], _ dirtiness: [DirtinessCondition]
  ) -> String {
    let placed =
      conditions.map { ($0.name.position, condition($0.condition)) }
      + dirtiness.map { ($0.name.position, words($0)) }
    return placed.enumerated()
      .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map(\.element.1)
      .joined(separator: " \(Keyword.Word.and.rawValue) ")
  }

  /// A condition on dirtiness: `form dirty`, `form pristine`.
  ///
  /// - Parameter condition: A condition on dirtiness (version 2.1).
  /// - Returns: Its words.
  public static func words(_ condition: DirtinessCondition) -> String {
    let state: Keyword.Condition = condition.isDirty ? .dirty : .pristine
    return condition.name.name + " " + state.rawValue
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
      // A day written relative to today is written so (version 2.1).
      let given: String? =
        switch option {
        case .from: options.relativeFrom?.description ?? options.from?.description
        case .to: options.relativeTo?.description ?? options.to?.description
        case .selected: options.relativeSelected?.description ?? options.selected?.description
        }
      if let given { parts += [option.rawValue, given] }
    }
    return parts
  }
}
