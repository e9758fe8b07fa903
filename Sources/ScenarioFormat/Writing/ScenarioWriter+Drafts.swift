public import ControlModel

// What the writer writes of version 2.1: the file's `today` line, its `background`, a
// button's `enabled when`, rules with a REF relative to today or conditions on dirtiness, and
// steps whose day is relative to today.

extension ScenarioWriter {
  /// The file's `today` line.
  ///
  /// - Parameter day: The day the file's scenarios count as today.
  /// - Returns: `today 2026-07-01`.
  public static func todayLine(_ day: CalendarDate) -> String {
    Keyword.Declaration.today.rawValue + " " + day.description
  }

  /// The `background` block: its line, then its steps indented.
  ///
  /// - Parameter steps: The steps every scenario starts with.
  /// - Returns: The lines.
  public static func lines(background steps: [Step]) -> [String] {
    [Keyword.Word.background.rawValue] + steps.map { indent + line($0) }
  }

  /// An `enabled when` line, without its indentation.
  ///
  /// - Parameter enabledWhen: The conditions under which a button is enabled.
  /// - Returns: `enabled when form dirty`, conditions on values first.
  public static func line(enabledWhen: Declaration.EnabledWhen) -> String {
    [Keyword.Declaration.enabled.rawValue, Keyword.Word.when.rawValue]
      .joined(separator: " ") + " "
      + conditions(enabledWhen.conditions, enabledWhen.dirtiness)
  }

  /// A rule line as the file wrote it: a REF relative to today as written, and conditions on
  /// dirtiness among those on values, in the order written.
  ///
  /// - Parameter rule: A rule of a control.
  /// - Returns: `before today+30 "…" when form dirty`.
  public static func line(_ rule: RuleDeclaration) -> String {
    line(
      rule.rule, reference: rule.relativeReference?.description,
      conditions: rule.dirtiness.isEmpty ? nil : (rule.conditions, rule.dirtiness))
  }

  /// A step's line as the file wrote it, without its indentation: a day relative to today as
  /// written.
  ///
  /// - Parameter step: A step of a scenario or of the background.
  /// - Returns: `pick due today+7`, `today today+1`…
  public static func line(_ step: Step) -> String {
    guard let relative = step.relativeDay?.description else { return line(step.action) }
    switch step.action {
    case .pick(let name, _):
      return [Keyword.Step.pick.rawValue, name.name, relative].joined(separator: " ")
    case .set(let name, .day):
      return [Keyword.Step.set.rawValue, name.name, relative].joined(separator: " ")
    case .load(let name, .day):
      return [Keyword.Step.load.rawValue, name.name, relative].joined(separator: " ")
    case .expect(.value(let name, .day)):
      return [
        Keyword.Step.expect.rawValue, name.name, Keyword.Predicate.value.rawValue, relative,
      ].joined(separator: " ")
    case .today:
      return Keyword.Step.today.rawValue + " " + relative
    case .type, .paste, .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle, .select,
      .increment, .decrement, .add, .remove, .set, .load, .reset, .loadRows, .commit, .wait,
      .expect, .explain, .answer:
      return line(step.action)
    }
  }
}
