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
    case .on, .off, .empty, .filled, .atLeast, .atMost, .dirty, .pristine: return
    }
    for (option, position) in zip(options, condition.optionPositions) {
      checkOption(option, of: condition.name, at: position)
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
    checkConditions(shown.conditions, on: owner, itself: .shownWhenOnItself(owner.name))
  }

  /// A line's conditions on values, none naming the line's own control.
  ///
  /// - Parameters:
  ///   - conditions: The line's conditions.
  ///   - owner: The control the line belongs to.
  ///   - itself: The error for a condition that names it.
  mutating func checkConditions(
    _ conditions: [ConditionDeclaration], on owner: NameReference, itself: DiagnosticMessage
  ) {
    for condition in conditions {
      guard condition.name.name != owner.name else {
        diagnostics.append(Diagnostic(itself, at: condition.name.position))
        continue
      }
      checkCondition(condition)
    }
  }

  /// An option a condition or a step names is one of its picker's, with a did-you-mean, at
  /// the option; a picker of a screen built in Swift whose options are not known (listed by an
  /// earlier runner) is checked when the scenario runs.
  mutating func checkOption(_ option: String, of picker: NameReference, at position: SourcePosition)
  {
    guard let options = pickerOptions[Self.key(picker)], !options.contains(option) else { return }
    diagnostics.append(
      Diagnostic(
        .unknownOption(
          option, picker: picker.name, options: options,
          suggestion: option.nearest(among: options)),
        at: position))
  }

  /// The key of a name among the checker's tables: a row reference's is its group's and row
  /// name's, the same for every row.
  package static func key(_ reference: NameReference) -> String {
    // The name is read once: most names are no row reference, which its bytes say at once.
    switch RowReference.read(reference.name) {
    case .reference(let row): RowReference.templateKey(group: row.group, member: row.member)
    case .everyRow(let every): RowReference.templateKey(group: every.group, member: every.member)
    case .notReference, .badRow, .rowAlone: reference.name
    }
  }

  /// What a name, or a row reference, stands for.
  func symbol(of reference: NameReference) -> Symbol? {
    if let row = reference.row { return rowMembers[row.group]?[row.member] }
    if let every = reference.everyRow { return rowMembers[every.group]?[every.member] }
    return symbols[reference.name]
  }

  /// Where a step's first string stands: its opening quote.
  static func stringPosition(of step: Step) -> SourcePosition? {
    step.literal.map {
      SourcePosition(file: step.position.file, line: step.position.line, column: $0.lowerBound - 1)
    }
  }

  /// Where the value of `expect NAME value V` stands: its string's quote, or for a bare value
  /// (a number, a day, `none`, `on`) the last word of the line.
  static func valuePosition(of step: Step, _ value: ControlValue) -> SourcePosition? {
    if let string = stringPosition(of: step) { return string }
    if let relative = step.relativeDay { return relative.position }
    guard step.lastTokenColumn > 0 else { return nil }
    return SourcePosition(
      file: step.position.file, line: step.position.line, column: step.lastTokenColumn)
  }

  /// `expect NAME value V`: NAME holds a value, and V has the shape of its value (an error at
  /// V when it does not, where V is a string; at NAME otherwise).
  mutating func checkValue(
    _ value: ControlValue, of name: NameReference, at place: SourcePosition?,
    by word: String = "expect … value", written: String? = nil
  ) {
    resolve(name, as: DeclarationKind.valueHolders, by: word)
    guard let kind = symbol(of: name)?.kind, DeclarationKind.valueHolders.contains(kind) else {
      return
    }
    let fits: Bool
    switch (kind, value) {
    case (.field, .text), (.picker, .text), (.picker, .option(nil)), (.switch, .on),
      (.stepper, .number), (.date, .day), (.date, .option(nil)):
      fits = true
    default:
      fits = false
    }
    guard fits else {
      diagnostics.append(
        Diagnostic(
          .expected(
            "the value of \(kind.rawValue) '\(name.name)': \(Self.shape(of: kind))",
            found: written ?? ScenarioWriter.value(value)),
          at: place ?? name.position))
      return
    }
    if case .text(let option) = value, kind == .picker {
      checkOption(option, of: name, at: place ?? name.position)
    }
  }

  /// `set NAME VALUE` and `load NAME VALUE`: NAME holds a value, VALUE has its shape, and is
  /// one it can hold (an option it has, a number in its range, a day within its bounds); an
  /// error at VALUE otherwise.
  ///
  /// A day relative to today (version 2.1), or a date's bound written so, is read on the day
  /// that is today at the step, when the file says which day that is.
  mutating func checkSetValue(
    _ value: ControlValue, of name: NameReference, by keyword: Keyword.Step, in step: Step
  ) {
    let place = Self.valuePosition(of: step, value)
    let written = step.relativeDay?.description ?? ScenarioWriter.value(value)
    if keyword == .load, case .number(let rows) = value, symbols[name.name]?.kind == .group {
      diagnostics.append(Diagnostic(.loadGroupWithoutRows(name.name, rows), at: name.position))
      return
    }
    let before = diagnostics.count
    checkValue(value, of: name, at: place, by: keyword.rawValue, written: written)
    guard diagnostics.count == before, let bounds = valueBounds[Self.key(name)] else { return }
    let expected: String?
    switch (bounds, value) {
    case (.numbers(let range), .number(let number)) where !range.contains(number):
      expected = "a number from \(range.lowerBound) to \(range.upperBound) for '\(name.name)'"
    case (.days(let from, let to), .day(let day?)):
      let value = step.relativeDay.map(LineCursor.WrittenDay.relative) ?? .date(day)
      guard
        from?.comes(after: value, today: today) == true
          || to.map({ value.comes(after: $0, today: today) }) == true
      else { return }
      let bounds = [from.map { "from \($0)" }, to.map { "to \($0)" }].compactMap { $0 }
      expected = "a day \(bounds.joined(separator: " ")) for '\(name.name)'"
    default:
      expected = nil
    }
    guard let expected else { return }
    diagnostics.append(
      Diagnostic(.expected(expected, found: written), at: place ?? name.position))
  }

  /// What the value of a kind of control looks like, as a message says it.
  private static func shape(of kind: DeclarationKind) -> String {
    switch kind {
    case .field: "a text in quotes"
    case .switch: "'on' or 'off'"
    case .picker: "an option in quotes or 'none'"
    case .stepper: "a whole number such as '2'"
    case .date: "a day such as '2026-07-01' or 'none'"
    case .button, .manager, .member, .group: "nothing"
    }
  }
}

/// What a stepper or date can hold, as the checker knows it from its declaration.
enum ValueBounds {
  /// A stepper's range.
  case numbers(ClosedRange<Int>)
  /// A date's bounds, each optional, as written (version 2.1: relative to today, read on the
  /// day that is today where a step sets the date).
  case days(LineCursor.WrittenDay?, LineCursor.WrittenDay?)
}
