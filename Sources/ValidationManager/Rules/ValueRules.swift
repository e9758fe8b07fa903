public import ControlModel

/// What a date or age rule checks, boxed so that every rule stays small to copy (a keystroke
/// copies the rules it runs).
package final class DateCheck: Sendable {
  /// A comparison with the reference, or an age on it.
  package enum Test: Sendable, Hashable {
    case compare(ValidationRule.DateComparison)
    case age(ValidationRule.AgeTest, Int)
  }

  package let test: Test
  package let reference: ValidationRule.DateReference

  init(_ test: Test, _ reference: ValidationRule.DateReference) {
    self.test = test
    self.reference = reference
  }
}

extension ValidationRule {
  /// How a date rule compares the day picked with its reference.
  public enum DateComparison: Sendable, Hashable, CaseIterable {
    /// The day is strictly after the reference.
    case after
    /// The day is strictly before the reference.
    case before
    /// The day is the reference or after it.
    case onOrAfter
    /// The day is the reference or before it.
    case onOrBefore

    /// Whether a day passes, compared with the reference.
    func holds(_ day: CalendarDate, _ reference: CalendarDate) -> Bool {
      switch self {
      case .after: day > reference
      case .before: day < reference
      case .onOrAfter: day >= reference
      case .onOrBefore: day <= reference
      }
    }

    /// The words of the default message: "must be after".
    var phrase: String {
      switch self {
      case .after: "after"
      case .before: "before"
      case .onOrAfter: "on or after"
      case .onOrBefore: "on or before"
      }
    }
  }

  /// What a date rule compares with: a fixed day, or the day of another date picker (a rule
  /// whose date picker has no day passes).
  public enum DateReference: Sendable, Hashable, CustomStringConvertible {
    /// A fixed day.
    case day(CalendarDate)
    /// The day of the date picker with this name.
    case control(String)
    /// The screen's today moved by a number of days (`today+3`): read again when the day
    /// changes.
    case today(offset: Int)

    /// The day as `YYYY-MM-DD`, the control's name, or `today`, `today+3`.
    public var description: String {
      switch self {
      case .day(let day): day.description
      case .control(let name): name
      case .today(let offset): DayBound.today(offset: offset).description
      }
    }

    /// The control named, if any.
    public var controlName: String? {
      if case .control(let name) = self { name } else { nil }
    }

    /// The reference's day, read from the values given; `nil` when the control has none.
    func resolve(in values: ControlValues) -> CalendarDate? {
      switch self {
      case .day(let day): return day
      case .control(let name):
        if case .day(let day)? = values[name] { return day }
        return nil
      case .today(let offset):
        return values.today.map { DayBound.today(offset: offset).day(today: $0) }
      }
    }
  }

  /// What an age rule asks of the age on its reference day.
  public enum AgeTest: Sendable, Hashable, CaseIterable {
    /// The age is at least the years given.
    case atLeast
    /// The age is less than the years given.
    case under
  }

  /// Passes when a stepper's number is at least `minimum`.
  ///
  /// - Parameters:
  ///   - minimum: The least number.
  ///   - message: The message to fail with; by default "must be at least N".
  /// - Returns: The rule.
  public static func atLeast(_ minimum: Int, _ message: String? = nil) -> Self {
    Self(.atLeast(minimum), message: message ?? "must be at least \(minimum)")
  }

  /// Passes when a stepper's number is at most `maximum`.
  ///
  /// - Parameters:
  ///   - maximum: The greatest number.
  ///   - message: The message to fail with; by default "must be at most N".
  /// - Returns: The rule.
  public static func atMost(_ maximum: Int, _ message: String? = nil) -> Self {
    Self(.atMost(maximum), message: message ?? "must be at most \(maximum)")
  }

  /// Passes when the day picked compares with a reference as asked: `after 2026-07-01`,
  /// `on-or-before flight`.
  ///
  /// ```swift
  /// returning.validate([.required(), .date(.after, .control("outbound"))])
  /// ```
  ///
  /// - Parameters:
  ///   - comparison: How the day compares with the reference.
  ///   - reference: A fixed day or another date picker's name; a date picker with no day
  ///     passes the rule.
  ///   - message: The message to fail with; by default "must be after 2026-07-01".
  /// - Returns: The rule.
  public static func date(
    _ comparison: DateComparison, _ reference: DateReference, _ message: String? = nil
  ) -> Self {
    Self(
      .dated(DateCheck(.compare(comparison), reference)),
      message: message ?? "must be \(comparison.phrase) \(reference)")
  }

  /// Passes when the age on a reference day, counted from the day picked, passes a test:
  /// `age-under 2 on flight`.
  ///
  /// The age on day R of someone born on day B is R's year minus B's year, less one when R's
  /// month and day come before B's (`CalendarDate.age(on:)`).
  ///
  /// - Parameters:
  ///   - test: At least, or under, the years given.
  ///   - years: The years.
  ///   - reference: A fixed day or another date picker's name; a date picker with no day
  ///     passes the rule.
  ///   - message: The message to fail with; by default "must be under 2 years old on flight".
  /// - Returns: The rule.
  public static func age(
    _ test: AgeTest, _ years: Int, on reference: DateReference, _ message: String? = nil
  ) -> Self {
    let phrase = test == .atLeast ? "at least" : "under"
    return Self(
      .dated(DateCheck(.age(test, years), reference)),
      message: message ?? "must be \(phrase) \(years) years old on \(reference)")
  }

  /// Whether the rule reads the screen's today: a date or age rule whose reference is
  /// `today` or `today±N`.
  public var readsToday: Bool {
    guard case .dated(let check) = kind, case .today = check.reference else { return false }
    return true
  }

  /// For a date or age rule, what it compares with.
  public var dateReference: DateReference? {
    if case .dated(let check) = kind { check.reference } else { nil }
  }

  /// For an age rule, its test and years.
  public var ageTest: (test: AgeTest, years: Int)? {
    guard case .dated(let check) = kind, case .age(let test, let years) = check.test else {
      return nil
    }
    return (test, years)
  }

  /// For a date comparison, how it compares.
  public var dateComparison: DateComparison? {
    guard case .dated(let check) = kind, case .compare(let comparison) = check.test else {
      return nil
    }
    return comparison
  }

  /// The kinds of value the rule checks: a rule fits a control whose value is of one of them.
  public var valueKinds: [ControlValue.Kind] { constraint.valueKinds }

  /// Whether the rule fits a control whose value is of this kind.
  ///
  /// - Parameter kind: The kind of a control's value.
  /// - Returns: `true` when the rule checks such values.
  public func fits(_ kind: ControlValue.Kind) -> Bool { valueKinds.contains(kind) }

  /// The message the rule fails with on a value of any kind, or `nil` when it passes.
  ///
  /// It reads the other controls through `reading`; a rule that does not apply, or does not
  /// fit the value's kind, passes.
  package func failure(value: ControlValue, reading: () -> ControlValues) -> String? {
    failure(
      value: value,
      holding: { conditions in
        let values = reading()
        return conditions.allSatisfy { $0.holds(in: values) }
      }, reading: reading)
  }

  /// The message the rule fails with on a value of any kind, its conditions decided by
  /// `holding`; `nil` when it passes.
  package func failure(
    value: ControlValue, holding: ([RuleCondition]) -> Bool, reading: () -> ControlValues
  ) -> String? {
    if case .text(let text) = value {
      return failure(
        text, characterCount: nil, comparedText: nil, holding: holding, reading: reading)
    }
    if let conditionBox, !holding(conditionBox.all) { return nil }
    // The kind is switched on alone, the value read in each case: a tuple would copy both.
    switch kind {
    case .required: return value.isEmpty ? message : nil
    case .mustBeOn:
      guard case .on(let isOn) = value else { return nil }
      return isOn ? nil : message
    case .atLeast(let minimum):
      guard case .number(let number) = value else { return nil }
      return number >= minimum ? nil : message
    case .atMost(let maximum):
      guard case .number(let number) = value else { return nil }
      return number <= maximum ? nil : message
    case .dated(let check):
      guard case .day(let day?) = value,
        let other = check.reference.resolve(in: reading())
      else { return nil }
      switch check.test {
      case .compare(let comparison): return comparison.holds(day, other) ? nil : message
      case .age(let test, let years):
        let age = day.age(on: other)
        let passes = test == .atLeast ? age >= years : age < years
        return passes ? nil : message
      }
    default: return nil
    }
  }
}

extension ValidationRule {
  /// The messages of the failing rules that apply to a value, in order, reading the other
  /// controls of a screen.
  package static func failures(
    of rules: [ValidationRule], _ value: ControlValue, on screen: Screen?
  )
    -> [String]
  {
    failures(
      of: rules, value,
      holding: { $0.allSatisfy { $0.holds(screen?.value(named: $0.name)) } },
      reading: { ControlValues(names: $0.readControlNames, on: screen) })
  }

  /// The messages of the failing rules that apply to a value, in order: conditions decided by
  /// `holding`, each rule reading the other controls through `reading`.
  ///
  /// The one place a switch's, picker's, stepper's or date's errors are decided. With nothing
  /// chosen, only the `required` rules run, as with an empty field.
  package static func failures(
    of rules: [ValidationRule], _ value: ControlValue, holding: ([RuleCondition]) -> Bool,
    reading: (ValidationRule) -> ControlValues
  ) -> [String] {
    var messages: [String] = []
    let isEmpty = value.isEmpty
    for rule in rules {
      if isEmpty, !rule.isRequired { continue }
      if let message = rule.failure(value: value, holding: holding, reading: { reading(rule) }) {
        messages.append(message)
      }
    }
    return messages
  }
}

extension ValidationRule.Constraint {
  /// The kinds of value a rule of this constraint checks: the one place that says which rule
  /// fits which kind of control.
  public var valueKinds: [ControlValue.Kind] {
    switch self {
    case .required: [.text, .option, .day]
    case .minLength, .maxLength, .pattern, .email, .contains, .excludes, .equals, .remote, .check,
      .custom:
      [.text]
    case .mustBeOn: [.onOff]
    case .atLeast, .atMost: [.number]
    case .after, .before, .onOrAfter, .onOrBefore, .ageAtLeast, .ageUnder: [.day]
    }
  }
}
