package import ControlModel
import ValidationManager

// Days written relative to today (version 2.1), read on a today: the file keeps each as
// written, and holds in the model's places the day it reads as.

extension ScenarioFile {
  /// The file with every day written relative to today read on a today: the dates' bounds and
  /// starting days and the date rules' REFs on it, and each scenario's steps, the
  /// background's first, on it moved by the `today` steps before them.
  ///
  /// The parser reads a file on its own `today` line; a runner reads one without it on the
  /// runner's day. What the file writes relative to today stays as written.
  ///
  /// - Parameter today: The day that counts as today at the start of every scenario, before
  ///   the background; `nil` when it is not known (the days then read on 1970-01-01).
  /// - Returns: The same file, its days read on that today.
  package func resolvingDays(today: CalendarDate?) -> ScenarioFile {
    var file = self
    for index in file.declarations.indices {
      file.declarations[index].resolveDays(today: today)
    }
    var start = today
    if let background {
      let resolved = Self.resolve(background.steps, from: today)
      file.background?.steps = resolved.steps
      start = resolved.today
    }
    for index in file.scenarios.indices {
      file.scenarios[index].steps = Self.resolve(file.scenarios[index].steps, from: start).steps
    }
    return file
  }

  /// Every step the file writes: the background's, then each scenario's, in file order.
  package var stepsWritten: [Step] {
    (background?.steps ?? []) + scenarios.flatMap(\.steps)
  }

  /// Whether the file reads today: a day written from it in a declaration or a step, or a
  /// `today` step.
  package var readsToday: Bool {
    let declares = declarations.contains { declaration in
      if case .date(let options) = declaration.details,
        options.relativeFrom != nil || options.relativeTo != nil
          || options.relativeSelected != nil
      {
        return true
      }
      return declaration.details.rules.contains { $0.relativeReference != nil }
    }
    return declares
      || stepsWritten.contains { step in
        if case .today = step.action { return true }
        return step.relativeDay != nil
      }
  }

  /// The day that is today after a step: a `today` step's day (counted from today for
  /// `today today+N`), or today as it was.
  package static func today(after step: Step, from today: CalendarDate?) -> CalendarDate? {
    guard case .today(let day) = step.action else { return today }
    guard let relative = step.relativeDay else { return day }
    return today.flatMap(relative.day(today:))
  }

  /// Steps read on a today that their `today` steps move.
  ///
  /// Only the steps that write a day relative to today change; the others stay where they are,
  /// uncopied.
  private static func resolve(_ steps: [Step], from today: CalendarDate?) -> (
    steps: [Step], today: CalendarDate?
  ) {
    var today = today
    var resolved = steps
    for index in steps.indices {
      if steps[index].relativeDay != nil {
        resolved[index] = steps[index].resolvingDay(today: today)
      }
      if case .today = steps[index].action {
        today = Self.today(after: steps[index], from: today)
      }
    }
    return (resolved, today)
  }
}

extension Step {
  /// The step with its day written relative to today read on a today; a step without one as
  /// it is.
  ///
  /// - Parameter today: The day that is today when the step runs, if known.
  /// - Returns: The step, its action holding the day.
  package func resolvingDay(today: CalendarDate?) -> Step {
    guard let relative = relativeDay else { return self }
    let day = relative.day(readOn: today)
    switch action {
    case .pick(let name, _): return replacing(action: .pick(name, day))
    case .set(let name, .day): return replacing(action: .set(name, .day(day)))
    case .load(let name, .day): return replacing(action: .load(name, .day(day)))
    case .expect(.value(let name, .day)): return replacing(action: .expect(.value(name, .day(day))))
    case .today: return replacing(action: .today(day))
    case .type, .paste, .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle, .select,
      .increment, .decrement, .add, .remove, .set, .load, .reset, .loadRows, .commit, .wait,
      .expect, .explain, .answer:
      return self
    }
  }
}

extension Declaration {
  /// Reads a date's bounds and starting day, and its date rules' REFs, on a today where they
  /// are written relative to it.
  mutating func resolveDays(today: CalendarDate?) {
    if case .date(var options) = details {
      options.from = options.relativeFrom?.day(readOn: today) ?? options.from
      options.to = options.relativeTo?.day(readOn: today) ?? options.to
      options.selected = options.relativeSelected?.day(readOn: today) ?? options.selected
      details = .date(options)
    }
    let rules = details.rules
    guard rules.contains(where: { $0.relativeReference != nil }) else { return }
    details = details.replacingRules(with: rules.map { $0.resolvingReference(today: today) })
  }
}

extension RuleDeclaration {
  /// The rule with its REF written relative to today read on a today.
  func resolvingReference(today: CalendarDate?) -> RuleDeclaration {
    guard let relative = relativeReference else { return self }
    let reference = ValidationRule.DateReference.day(relative.day(readOn: today))
    let plain: ValidationRule
    if let (test, years) = rule.ageTest {
      plain = .age(test, years, on: reference, rule.message)
    } else if let comparison = rule.dateComparison {
      plain = .date(comparison, reference, rule.message)
    } else {
      return self
    }
    return RuleDeclaration(
      rule: plain.replacingConditions(with: rule.conditions), position: position,
      comparedField: comparedField, conditions: conditions, dateReference: dateReference,
      dirtiness: dirtiness, relativeReference: relative)
  }
}
