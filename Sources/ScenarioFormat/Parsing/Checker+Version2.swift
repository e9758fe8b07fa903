import ControlModel
import ValidationManager

// What the checker asks of version 2's lines: conditions of every kind, a date rule's REF,
// `shown when`, the options that conditions and steps name, and `expect NAME value`.

extension Checker {
  /// A condition names a control of the kind its test reads, and an option its picker has.
  mutating func checkCondition(_ condition: ConditionDeclaration) {
    let word = Keyword.Condition(condition.test)
    resolve(condition.name, as: word.kinds, by: "when … \(word.rawValue)")
    let options: [String]
    switch condition.test {
    case .is(let named), .isNot(let named): options = named
    case .on, .off, .empty, .filled, .atLeast, .atMost: return
    }
    for (option, position) in zip(options, condition.optionPositions) {
      checkOption(option, of: condition.name, at: position, in: nil)
    }
  }

  /// A date or age rule's REF names a date control other than the rule's own.
  mutating func checkReferences(of rules: [RuleDeclaration], on owner: NameReference) {
    for rule in rules {
      guard let reference = rule.dateReference else { continue }
      guard reference.name != owner.name else {
        diagnostics.append(Diagnostic(.referenceToItself(owner.name), at: reference.position))
        continue
      }
      resolve(reference, as: [.date], by: rule.rule.keyword)
    }
  }

  /// A `shown when` line's conditions, none on the control itself.
  mutating func checkShownWhen(_ shown: Declaration.ShownWhen, on owner: NameReference) {
    for condition in shown.conditions {
      guard condition.name.name != owner.name else {
        diagnostics.append(
          Diagnostic(.shownWhenOnItself(owner.name), at: condition.name.position))
        continue
      }
      checkCondition(condition)
    }
  }

  /// An option a condition or a step names is one of its picker's, with a did-you-mean; a
  /// picker of a screen built in Swift is checked when the scenario runs.
  ///
  /// - Parameters:
  ///   - option: The option as written.
  ///   - picker: The picker's name.
  ///   - position: Where the option is written, or the step's position.
  ///   - step: For a step, the step, whose option stands after its name.
  mutating func checkOption(
    _ option: String, of picker: NameReference, at position: SourcePosition, in step: Step?
  ) {
    guard let options = pickerOptions[picker.name], !options.contains(option) else { return }
    // A step's option follows the name and a space.
    let place =
      step == nil
      ? position
      : SourcePosition(
        file: picker.position.file, line: picker.position.line,
        column: picker.position.column + picker.name.count + 1)
    diagnostics.append(
      Diagnostic(
        .unknownOption(
          option, picker: picker.name, options: options,
          suggestion: option.nearest(among: options)),
        at: place))
  }

  /// `expect NAME value V`: V has the shape of NAME's value.
  mutating func checkValue(_ value: ControlValue, of name: NameReference) {
    let kinds: [DeclarationKind] =
      switch value {
      case .text: [.field, .picker]
      case .on: [.switch]
      case .option(nil): [.picker, .date]
      case .option: [.picker]
      case .number: [.stepper]
      case .day: [.date]
      }
    resolve(name, as: kinds, by: "expect … value \(Self.shape(of: value))")
    if case .text(let option) = value, symbols[name.name]?.kind == .picker {
      checkOption(option, of: name, at: name.position, in: nil)
    }
  }

  /// The shape of a value, as a message names it.
  private static func shape(of value: ControlValue) -> String {
    switch value {
    case .text: "\"…\""
    case .on(let isOn): ControlState(on: isOn).rawValue
    case .option(nil): ControlValue.noneWord
    case .option: "\"…\""
    case .number: "N"
    case .day: "YYYY-MM-DD"
    }
  }
}
