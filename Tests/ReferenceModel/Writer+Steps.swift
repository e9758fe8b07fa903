extension Writer {
  /// A rule line.
  static func ruleText(_ rule: RuleSpec) -> String {
    var text = ruleWords(rule.kind)
    if let message = rule.message { text += " \(quote(message))" }
    if !rule.conditions.isEmpty {
      text += " when " + rule.conditions.map(conditionText).joined(separator: " and ")
    }
    return text
  }

  private static func reference(_ ref: DateRef) -> String {
    switch ref {
    case .day(let day): day.description
    case .control(let name): name
    case .today(let offset): DayExpr.today(offset).description
    }
  }

  private static func ruleWords(_ kind: RuleKind) -> String {
    switch kind {
    case .required: "required"
    case .minLength(let count): "min-length \(count)"
    case .maxLength(let count): "max-length \(count)"
    case .pattern(let regex): "pattern \(quote(regex))"
    case .email: "email"
    case .contains(let charClass): "contains \(charClass.rawValue)"
    case .excludes(let charClass): "excludes \(charClass.rawValue)"
    case .equals(let name): "equals \(name)"
    case .remote(let taken, let after):
      "remote taken " + taken.map(quote).joined(separator: " ") + " after \(duration(after))"
    case .mustBeOn: "must-be-on"
    case .atLeast(let count): "at-least \(count)"
    case .atMost(let count): "at-most \(count)"
    case .after(let ref): "after \(reference(ref))"
    case .before(let ref): "before \(reference(ref))"
    case .onOrAfter(let ref): "on-or-after \(reference(ref))"
    case .onOrBefore(let ref): "on-or-before \(reference(ref))"
    case .ageAtLeast(let years, let ref): "age-at-least \(years) on \(reference(ref))"
    case .ageUnder(let years, let ref): "age-under \(years) on \(reference(ref))"
    }
  }

  /// A value condition.
  static func conditionText(_ condition: ConditionSpec) -> String {
    switch condition {
    case .on(let name): "\(name) on"
    case .off(let name): "\(name) off"
    case .isAny(let name, let options): "\(name) is " + options.map(quote).joined(separator: " ")
    case .isNot(let name, let options):
      "\(name) is-not " + options.map(quote).joined(separator: " ")
    case .empty(let name): "\(name) empty"
    case .filled(let name): "\(name) filled"
    case .atLeast(let name, let count): "\(name) at-least \(count)"
    case .atMost(let name, let count): "\(name) at-most \(count)"
    case .dirty(let name): "\(name) dirty"
    case .pristine(let name): "\(name) pristine"
    }
  }

  private static func invariantText(_ condition: InvariantCondition) -> String {
    switch condition {
    case .value(let value): conditionText(value)
    case .state(let name, let state): "\(name) \(state.rawValue)"
    case .rowsAtLeast(let group, let count): "\(group) rows at-least \(count)"
    case .rowsAtMost(let group, let count): "\(group) rows at-most \(count)"
    }
  }

  /// A `never` line.
  static func invariantLine(_ invariant: InvariantSpec) -> String {
    var line = "never " + invariantText(invariant.condition)
    if !invariant.whileConditions.isEmpty {
      line += " while " + invariant.whileConditions.map(invariantText).joined(separator: " and ")
    }
    if let button = invariant.afterTap { line += " after tap \(button)" }
    return line
  }

  /// A value as `set`, `load` and `expect … value` write it.
  static func valueText(_ value: Value) -> String {
    switch value {
    case .text(let text): quote(text)
    case .on(let isOn): isOn ? "on" : "off"
    case .option(let option): option.map(quote) ?? "none"
    case .number(let number): String(number)
    case .day(let day): day?.description ?? "none"
    case .today(let offset): DayExpr.today(offset).description
    }
  }

  /// A step or assertion line, without indentation.
  package static func stepText(_ step: StepSpec) -> String {
    switch step {
    case .type(let name, let text): "type \(name) \(quote(text))"
    case .paste(let name, let text): "paste \(name) \(quote(text))"
    case .backspace(let name, let count): "backspace \(name) \(count)"
    case .clear(let name): "clear \(name)"
    case .cursor(let name, .start): "cursor \(name) start"
    case .cursor(let name, .end): "cursor \(name) end"
    case .cursor(let name, .offset(let offset)): "cursor \(name) \(offset)"
    case .focus(let name): "focus \(name)"
    case .blur: "blur"
    case .tab: "tab"
    case .tap(let name): "tap \(name)"
    case .toggle(let name): "toggle \(name)"
    case .select(let name, let option): "select \(name) \(option.map(quote) ?? "none")"
    case .increment(let name, let count): "increment \(name) \(count)"
    case .decrement(let name, let count): "decrement \(name) \(count)"
    case .pick(let name, let day): "pick \(name) \(day?.description ?? "none")"
    case .wait(let milliseconds): "wait \(duration(milliseconds))"
    case .add(let group): "add \(group)"
    case .remove(let group, let row): "remove \(group) \(row)"
    case .set(let name, let value): "set \(name) \(valueText(value))"
    case .load(let name, let value): "load \(name) \(valueText(value))"
    case .reset(let name): name.map { "reset \($0)" } ?? "reset"
    case .expect(let name, let expectation): "expect \(name) " + expectationText(expectation)
    case .expectFocus(let name): "expect focus \(name ?? "none")"
    case .commit(let name): name.map { "commit \($0)" } ?? "commit"
    case .loadRows(let group, let count): "load \(group) rows \(count)"
    case .today(let day): "today \(day)"
    }
  }

  private static func expectationText(_ expectation: Expectation) -> String {
    switch expectation {
    case .enabled: "enabled"
    case .disabled: "disabled"
    case .valid: "valid"
    case .invalid: "invalid"
    case .pending: "pending"
    case .error(let message): "error \(quote(message))"
    case .noError: "no-error"
    case .errors(let messages): (["errors"] + messages.map(quote)).joined(separator: " ")
    case .text(let text): "text \(quote(text))"
    case .refused(let count): "refused \(count)"
    case .on: "on"
    case .off: "off"
    case .taps(let count): "taps \(count)"
    case .value(let value): "value \(valueText(value))"
    case .shown: "shown"
    case .hidden: "hidden"
    case .dirty: "dirty"
    case .pristine: "pristine"
    case .touched: "touched"
    case .untouched: "untouched"
    case .busy: "busy"
    case .idle: "idle"
    case .rows(let count): "rows \(count)"
    case .requests(let count): "requests \(count)"
    }
  }
}
