public import ControlModel

// The AST of version 2's controls (pickers, steppers, dates) and what every control's details
// answer alike: the kind of value, the rules.

extension Declaration.Details {
  /// The kind of value the control holds; `nil` for a button or manager.
  public var valueKind: ControlValue.Kind? {
    switch self {
    case .field: .text
    case .switch: .onOff
    case .picker: .option
    case .stepper: .number
    case .date: .day
    case .button, .manager, .group: nil
    }
  }

  /// The control's rules, in order; none for a button or manager.
  public var rules: [RuleDeclaration] {
    switch self {
    case .field(let options): options.rules
    case .switch(_, let rules): rules
    case .picker(let options): options.rules
    case .stepper(let options): options.rules
    case .date(let options): options.rules
    case .button, .manager, .group: []
    }
  }

  /// The same control with other rules; a button or manager is left as it is.
  ///
  /// - Parameter rules: The rules in place of the control's.
  /// - Returns: The changed details.
  package func replacingRules(with rules: [RuleDeclaration]) -> Self {
    switch self {
    case .field(var options):
      options.rules = rules
      return .field(options)
    case .switch(let isOn, _): return .switch(isOn: isOn, rules: rules)
    case .picker(var options):
      options.rules = rules
      return .picker(options)
    case .stepper(var options):
      options.rules = rules
      return .stepper(options)
    case .date(var options):
      options.rules = rules
      return .date(options)
    case .button, .manager, .group: return self
    }
  }

  /// Adds a rule to a control that takes rules; a button or manager takes none.
  mutating func append(_ rule: RuleDeclaration) {
    self = replacingRules(with: rules + [rule])
  }

}

/// The options and rules of a `picker` line.
public struct PickerOptions: Sendable {
  /// The options, in the order written.
  public var options: [String] = []
  /// Where each option is written.
  public var optionPositions: [SourcePosition] = []
  /// `selected "V"`: the option chosen at the start.
  public var selected: String?
  /// The rules that follow the line.
  public var rules: [RuleDeclaration] = []
}

/// The options and rules of a `stepper` line.
public struct StepperOptions: Sendable {
  /// `from N`: the least number, 0 by default.
  public var from = 0
  /// `to N`: the greatest number, 100 by default.
  public var to = 100
  /// `step N`: what a press adds or subtracts, 1 by default.
  public var step = 1
  /// `value N`: the number at the start; `from` by default.
  public var value: Int?
  /// The rules that follow the line.
  public var rules: [RuleDeclaration] = []

  /// The number at the start.
  public var startingValue: Int { value ?? from }
}

/// The options and rules of a `date` line.
public struct DateOptions: Sendable {
  /// `from DATE`: the first day the user may pick.
  public var from: CalendarDate?
  /// `to DATE`: the last day the user may pick.
  public var to: CalendarDate?
  /// `selected DATE`: the day at the start.
  public var selected: CalendarDate?
  /// The rules that follow the line.
  public var rules: [RuleDeclaration] = []
  /// `from` written relative to today (version 2.1), as written; ``from`` holds it as it reads
  /// on the file's today.
  public var relativeFrom: RelativeDay?
  /// `to` written relative to today (version 2.1), as written; ``to`` holds it as it reads on
  /// the file's today.
  public var relativeTo: RelativeDay?
  /// `selected` written relative to today (version 2.1), as written; ``selected`` holds it as
  /// it reads on the file's today.
  public var relativeSelected: RelativeDay?
}
