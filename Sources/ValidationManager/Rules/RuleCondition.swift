public import ControlModel

/// A condition on another control's value, or on whether a control, manager or group is
/// dirty, under which a rule applies: the format's `when NAME on`, `when NAME empty`, `when
/// form dirty`.
///
/// A rule with conditions applies only while every one holds; a rule that does not apply
/// passes (its message is not among the errors), and a `required` that does not apply leaves an
/// empty field valid, with its other rules not run. A condition reads a value or a dirtiness,
/// never a validity, and the control checks again whenever a control its conditions name
/// changes, or a dirtiness they name flips.
///
/// ```swift
/// email.validate([.required("Give an email or a phone number.").when(.empty("phone")), .email()])
/// phone.validate([.required("Give an email or a phone number.").when(.empty("email"))])
/// ```
public struct RuleCondition: Sendable, Hashable, CustomStringConvertible {
  /// The control the condition reads.
  public let name: String
  /// What it asks of that control's value.
  public let test: Test

  /// What a condition asks of a value.
  public enum Test: Sendable, Hashable {
    /// A switch is on.
    case on
    /// A switch is off.
    case off
    /// A field's text is empty; a picker or date picker has nothing chosen.
    case empty
    /// A field's text is not empty; a picker or date picker has something chosen.
    case filled
    /// A picker's option is one of these (compared as `String`s).
    case `is`([String])
    /// A picker's option is none of these; nothing chosen counts.
    case isNot([String])
    /// A stepper's number is at least this.
    case atLeast(Int)
    /// A stepper's number is at most this.
    case atMost(Int)
    /// The control, manager or group is dirty: its value (or a value it verifies or holds, or
    /// its number of rows) differs from the starting one.
    case dirty
    /// The control, manager or group is pristine: not dirty.
    case pristine

    /// Whether the test reads a dirtiness rather than a value.
    public var readsDirtiness: Bool {
      switch self {
      case .dirty, .pristine: true
      default: false
      }
    }
  }

  /// A condition on a control.
  public init(_ name: String, _ test: Test) {
    self.name = name
    self.test = test
  }

  /// The switch NAME is on.
  public static func on(_ name: String) -> Self { Self(name, .on) }
  /// The switch NAME is off.
  public static func off(_ name: String) -> Self { Self(name, .off) }
  /// The field NAME's text is empty.
  public static func empty(_ name: String) -> Self { Self(name, .empty) }
  /// The field NAME's text is not empty.
  public static func filled(_ name: String) -> Self { Self(name, .filled) }
  /// The picker NAME's option is one of the options given.
  public static func `is`(_ name: String, _ options: String...) -> Self {
    Self(name, .is(options))
  }
  /// The picker NAME's option is none of the options given, or nothing is chosen.
  public static func isNot(_ name: String, _ options: String...) -> Self {
    Self(name, .isNot(options))
  }
  /// The stepper NAME's number is at least `minimum`.
  public static func atLeast(_ name: String, _ minimum: Int) -> Self {
    Self(name, .atLeast(minimum))
  }
  /// The stepper NAME's number is at most `maximum`.
  public static func atMost(_ name: String, _ maximum: Int) -> Self {
    Self(name, .atMost(maximum))
  }

  /// The control, manager or group NAME is dirty.
  public static func dirty(_ name: String) -> Self { Self(name, .dirty) }
  /// The control, manager or group NAME is pristine.
  public static func pristine(_ name: String) -> Self { Self(name, .pristine) }

  /// Whether the condition holds for the values given; a control that is missing, or of a
  /// kind the test does not read, makes it not hold (a dirtiness is no value: `dirty` and
  /// `pristine` never hold here).
  public func holds(in values: ControlValues) -> Bool {
    holds(values[name])
  }

  /// Whether the condition holds for its control's value; `nil`, or a value of a kind the test
  /// does not read, makes it not hold, as does a test of dirtiness, which reads no value.
  package func holds(_ value: ControlValue?) -> Bool {
    guard let value else { return false }
    // The test is switched on alone, not in a tuple with the value: a tuple would copy it.
    switch test {
    case .on: if case .on(let isOn) = value { return isOn }
    case .off: if case .on(let isOn) = value { return !isOn }
    case .empty: return value.kind.canBeEmpty && value.isEmpty
    case .filled: return value.kind.canBeEmpty && !value.isEmpty
    case .is(let options): if case .option(let option?) = value { return options.contains(option) }
    case .isNot(let options):
      if case .option(let option) = value { return option.map { !options.contains($0) } ?? true }
    case .atLeast(let minimum): if case .number(let number) = value { return number >= minimum }
    case .atMost(let maximum): if case .number(let number) = value { return number <= maximum }
    case .dirty, .pristine: return false
    }
    return false
  }

  /// The condition that holds exactly when this one does not, on a control of the kind it
  /// reads: `on` and `off`, `empty` and `filled`, `is` and `is-not`, `at-least N` and
  /// `at-most N-1`, `dirty` and `pristine`.
  public var negated: RuleCondition {
    switch test {
    case .on: Self(name, .off)
    case .off: Self(name, .on)
    case .empty: Self(name, .filled)
    case .filled: Self(name, .empty)
    case .is(let options): Self(name, .isNot(options))
    case .isNot(let options): Self(name, .is(options))
    case .atLeast(let minimum): Self(name, .atMost(minimum &- 1))
    case .atMost(let maximum): Self(name, .atLeast(maximum &+ 1))
    case .dirty: Self(name, .pristine)
    case .pristine: Self(name, .dirty)
    }
  }

  /// The kinds of value the test reads: a condition on a control of another kind never holds.
  public var valueKinds: [ControlValue.Kind] {
    switch test {
    case .on, .off: [.onOff]
    case .empty, .filled: ControlValue.Kind.allCases.filter(\.canBeEmpty)
    case .is, .isNot: [.option]
    case .atLeast, .atMost: [.number]
    case .dirty, .pristine: ControlValue.Kind.allCases
    }
  }

  /// `member on`, `phone empty`, `country is "US" "DE"`: as the format writes it after `when`.
  public var description: String {
    let quoted = { (options: [String]) in
      options.map { option in
        "\"" + String(option.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] }) + "\""
      }.joined(separator: " ")
    }
    let words =
      switch test {
      case .on: "on"
      case .off: "off"
      case .empty: "empty"
      case .filled: "filled"
      case .is(let options): "is \(quoted(options))"
      case .isNot(let options): "is-not \(quoted(options))"
      case .atLeast(let minimum): "at-least \(minimum)"
      case .atMost(let maximum): "at-most \(maximum)"
      case .dirty: "dirty"
      case .pristine: "pristine"
      }
    return "\(name) \(words)"
  }
}

/// The conditions of a rule, boxed so that a rule without any stays as small to copy as it was.
package final class RuleConditions: Sendable {
  let all: [RuleCondition]
  /// Every control the rule reads: its own (an `equals`, a reference), then its conditions'.
  let readNames: [String]

  init(_ all: [RuleCondition], own: [String]) {
    self.all = all
    var names = own
    for condition in all where !names.contains(condition.name) { names.append(condition.name) }
    self.readNames = names
  }
}

extension ValidationRule {
  /// The same rule, applying only while every condition holds (and any it had already).
  ///
  /// - Parameter conditions: Conditions on other controls' values.
  /// - Returns: The rule with its conditions.
  public func when(_ conditions: RuleCondition...) -> Self {
    when(conditions)
  }

  /// The same rule, applying only while every condition holds (and any it had already).
  ///
  /// - Parameter conditions: Conditions on other controls' values.
  /// - Returns: The rule with its conditions.
  public func when(_ conditions: [RuleCondition]) -> Self {
    guard !conditions.isEmpty else { return self }
    var rule = self
    rule.conditionBox = RuleConditions(self.conditions + conditions, own: ownReadNames)
    return rule
  }

  /// The same rule under other conditions, in place of those it had; none for a rule that
  /// always applies.
  public func replacingConditions(with conditions: [RuleCondition]) -> Self {
    var rule = self
    rule.conditionBox = conditions.isEmpty ? nil : RuleConditions(conditions, own: ownReadNames)
    return rule
  }

  /// The conditions under which the rule applies; empty for one that always applies.
  public var conditions: [RuleCondition] { conditionBox?.all ?? [] }

  /// Whether the rule applies, given the values of the controls its conditions name.
  public func applies(reading values: ControlValues) -> Bool {
    conditions.allSatisfy { $0.holds(in: values) }
  }
}
