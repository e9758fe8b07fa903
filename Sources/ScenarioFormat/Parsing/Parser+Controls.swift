import ControlModel
import ValidationManager

// The declarations of version 2's controls (pickers, steppers, dates), their rules, and the
// `shown when` line.

extension Parser {
  /// The line being read declares a control that takes rules and `shown when`: the lines that
  /// follow apply to it.
  mutating func declaresControl() {
    ruleTarget = file.declarations.count
    shownTarget = file.declarations.count
  }

  /// The later of two bounds as written, where `from` greater than `to` is reported.
  static func later(_ from: SourcePosition?, _ to: SourcePosition?) -> SourcePosition? {
    [from, to].compactMap { $0 }.max { $0.column < $1.column }
  }

  /// `picker NAME options "V"... [selected "V"]`, kept with what was read before an error.
  mutating func parsePicker(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    ruleTarget = Self.undeclaredTarget
    let name = try cursor.name("a picker name such as 'country'")
    var options = PickerOptions()
    declaresControl()
    defer {
      file.declarations.append(Declaration(name: name, kind: .picker, details: .picker(options)))
    }
    var seen: Set<Keyword.PickerOption> = []
    var selectedAt: SourcePosition?
    while let token = cursor.peek(
      expecting: Self.offered(Keyword.PickerOption.allCases, but: seen, "picker option"))
    {
      let word = try cursor.word(
        "picker option", among: Keyword.PickerOption.allCases.map(\.rawValue))
      let option = Keyword.PickerOption(rawValue: word) ?? .options
      guard seen.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(word), at: token)
      }
      switch option {
      case .options:
        while let next = cursor.peek, next.kind == .string {
          let (text, position) = try cursor.string("an option in quotes")
          if options.options.contains(text) {
            throw LineCursor.Failure(message: .duplicatePickerOption(text), position: position)
          }
          options.options.append(text)
          options.optionPositions.append(position)
        }
        if options.options.isEmpty {
          throw cursor.failure(
            .expected(
              "the options in quotes, such as '\"US\" \"DE\"'", found: cursor.peek?.spelling),
            at: cursor.peek)
        }
      case .selected:
        let (text, position) = try cursor.string("the option chosen at the start, in quotes")
        options.selected = text
        selectedAt = position
      }
    }
    if !seen.contains(.options) {
      throw LineCursor.Failure(message: .noOptions, position: name.position)
    }
    if let selected = options.selected, let selectedAt, !options.options.contains(selected) {
      options.selected = nil
      throw LineCursor.Failure(
        message: .unknownOption(
          selected, picker: name.name, options: options.options,
          suggestion: selected.nearest(among: options.options)),
        position: selectedAt)
    }
  }

  /// `stepper NAME [from N] [to N] [step N] [value N]`.
  mutating func parseStepper(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    ruleTarget = Self.undeclaredTarget
    let name = try cursor.name("a stepper name such as 'bags'")
    var options = StepperOptions()
    declaresControl()
    defer {
      file.declarations.append(
        Declaration(name: name, kind: .stepper, details: .stepper(options)))
    }
    var seen: Set<Keyword.StepperOption> = []
    var positions: [Keyword.StepperOption: SourcePosition] = [:]
    while let token = cursor.peek(
      expecting: Self.offered(Keyword.StepperOption.allCases, but: seen, "stepper option"))
    {
      let word = try cursor.word(
        "stepper option", among: Keyword.StepperOption.allCases.map(\.rawValue))
      let option = Keyword.StepperOption(rawValue: word) ?? .value
      guard seen.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(word), at: token)
      }
      positions[option] = cursor.position(cursor.peek)
      let number = try cursor.signedNumber()
      switch option {
      case .from: options.from = number
      case .to: options.to = number
      case .step: options.step = number
      case .value: options.value = number
      }
    }
    try Self.checkStepper(options, positions, at: name.position)
  }

  /// A stepper's options agree: `from` <= `value` <= `to`, `step` >= 1.
  private static func checkStepper(
    _ options: StepperOptions, _ positions: [Keyword.StepperOption: SourcePosition],
    at fallback: SourcePosition
  ) throws(LineCursor.Failure) {
    if options.step < 1 {
      throw LineCursor.Failure(message: .stepBelowOne, position: positions[.step] ?? fallback)
    }
    if options.from > options.to {
      // At the later bound, as written.
      let later = Self.later(positions[.from], positions[.to])
      throw LineCursor.Failure(
        message: .boundsOutOfOrder(String(options.from), String(options.to)),
        position: later ?? fallback)
    }
    if let value = options.value, !(options.from...options.to).contains(value) {
      throw LineCursor.Failure(
        message: .startOutsideBounds("value", String(value), "\(options.from) to \(options.to)"),
        position: positions[.value] ?? fallback)
    }
  }

  /// `date NAME [from DATE] [to DATE] [selected DATE]`.
  mutating func parseDate(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    ruleTarget = Self.undeclaredTarget
    let name = try cursor.name("a date name such as 'born'")
    var options = DateOptions()
    declaresControl()
    defer {
      file.declarations.append(Declaration(name: name, kind: .date, details: .date(options)))
    }
    var seen: Set<Keyword.DateOption> = []
    var positions: [Keyword.DateOption: SourcePosition] = [:]
    while let token = cursor.peek(
      expecting: Self.offered(Keyword.DateOption.allCases, but: seen, "date option"))
    {
      let word = try cursor.word(
        "date option", among: Keyword.DateOption.allCases.map(\.rawValue))
      let option = Keyword.DateOption(rawValue: word) ?? .selected
      guard seen.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(word), at: token)
      }
      let (day, position) = try cursor.day()
      positions[option] = position
      switch option {
      case .from: options.from = day
      case .to: options.to = day
      case .selected: options.selected = day
      }
    }
    if let from = options.from, let to = options.to, from > to {
      let later = Self.later(positions[.from], positions[.to])
      throw LineCursor.Failure(
        message: .boundsOutOfOrder(from.description, to.description),
        position: later ?? name.position)
    }
    if let selected = options.selected,
      !((options.from.map { $0 <= selected } ?? true)
        && (options.to.map { selected <= $0 } ?? true))
    {
      let bounds = [options.from.map { "from \($0)" }, options.to.map { "to \($0)" }]
        .compactMap { $0 }.joined(separator: " ")
      throw LineCursor.Failure(
        message: .startOutsideBounds("selected", selected.description, "'\(bounds)'"),
        position: positions[.selected] ?? name.position)
    }
  }

  /// `shown when CONDITION [and CONDITION]...`, for the control declared last.
  mutating func parseShown(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    guard cursor.consume(.when, what: "'when' and the conditions") else {
      throw cursor.failure(
        .expected(
          "'when' and the conditions under which the control is shown",
          found: cursor.peek?.spelling),
        at: cursor.peek)
    }
    let conditions = try Self.readConditionList(&cursor)
    try cursor.end()
    guard let target = shownTarget, file.declarations.indices.contains(target) else {
      if shownTarget == nil {
        throw LineCursor.Failure(message: .noShownTarget, position: position)
      }
      return
    }
    let declaration = file.declarations[target]
    guard declaration.shownWhen == nil else {
      throw LineCursor.Failure(
        message: .repeatedShownWhen(declaration.name.name), position: position)
    }
    file.declarations[target].shownWhen = Declaration.ShownWhen(
      conditions: conditions, position: position)
  }

  /// A rule's conditions, `when NAME TEST [and NAME TEST]...`; none without `when`.
  static func readConditions(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> [ConditionDeclaration]
  {
    guard cursor.consume(.when, what: "condition") else { return [] }
    return try readConditionList(&cursor)
  }

  /// `NAME TEST [and NAME TEST]...`.
  static func readConditionList(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> [ConditionDeclaration]
  {
    var conditions: [ConditionDeclaration] = []
    repeat {
      conditions.append(try readCondition(&cursor))
    } while cursor.consume(.and, what: "another condition")
    return conditions
  }

  /// One `NAME TEST`, with the test's arguments: options for `is` and `is-not`, a number for
  /// `at-least` and `at-most`.
  static func readCondition(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> ConditionDeclaration
  {
    let name = try cursor.name(
      "the name of the control the condition reads", kinds: Keyword.Word.when.nameKinds)
    let word = try cursor.word(
      "condition", among: Keyword.Condition.allCases.map(\.rawValue), of: name)
    // The cursor accepts only the conditions' own words.
    return try readTest(Keyword.Condition(rawValue: word) ?? .on, of: name, &cursor)
  }

  /// A condition's test on a name, after its word: options for `is` and `is-not`, a number for
  /// `at-least` and `at-most`.
  static func readTest(
    _ word: Keyword.Condition, of name: NameReference, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) -> ConditionDeclaration {
    switch word {
    case .on: return ConditionDeclaration(name: name, test: .on)
    case .off: return ConditionDeclaration(name: name, test: .off)
    case .empty: return ConditionDeclaration(name: name, test: .empty)
    case .filled: return ConditionDeclaration(name: name, test: .filled)
    case .is, .isNot:
      var options: [String] = []
      var positions: [SourcePosition] = []
      repeat {
        cursor.expect([Expectation(.option(of: name.name), what: "option")])
        let (option, position) = try cursor.string("an option in quotes")
        options.append(option)
        positions.append(position)
      } while cursor.peek?.kind == .string
      let test: RuleCondition.Test = word == .is ? .is(options) : .isNot(options)
      return ConditionDeclaration(name: name, test: test, optionPositions: positions)
    case .atLeast:
      return ConditionDeclaration(name: name, test: .atLeast(try cursor.signedNumber()))
    case .atMost:
      return ConditionDeclaration(name: name, test: .atMost(try cursor.signedNumber()))
    }
  }

  /// A date rule's REF: a day, or the name of a date control.
  static func readReference(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> (ValidationRule.DateReference, NameReference?)
  {
    if let token = cursor.peek, token.isBare, token.text.first?.isNumber == true {
      return (.day(try cursor.day().0), nil)
    }
    let name = try cursor.name(
      "a day such as '2026-07-01' or the name of a date", kinds: [.date])
    return (.control(name.name), name)
  }

  /// The rules of version 2's controls, after the keyword: with the date control a REF names.
  static func readValueRule(_ rule: Keyword.Rule, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> (ValidationRule, NameReference?)?
  {
    switch rule {
    case .atLeast: return (.atLeast(try cursor.signedNumber(), cursor.optionalString()), nil)
    case .atMost: return (.atMost(try cursor.signedNumber(), cursor.optionalString()), nil)
    case .after, .before, .onOrAfter, .onOrBefore:
      let comparison: ValidationRule.DateComparison =
        switch rule {
        case .after: .after
        case .before: .before
        case .onOrAfter: .onOrAfter
        default: .onOrBefore
        }
      let (reference, name) = try readReference(&cursor)
      return (.date(comparison, reference, cursor.optionalString()), name)
    case .ageAtLeast, .ageUnder:
      let years = try cursor.number("a number of years such as '18'")
      guard cursor.consume(.on, what: "'on' and the day the age is counted on") else {
        throw cursor.failure(
          .expected("'on' and a day or the name of a date", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      let (reference, name) = try readReference(&cursor)
      let test: ValidationRule.AgeTest = rule == .ageAtLeast ? .atLeast : .under
      return (.age(test, years, on: reference, cursor.optionalString()), name)
    case .required, .minLength, .maxLength, .pattern, .email, .contains, .excludes, .equals,
      .remote, .mustBeOn:
      return nil
    }
  }
}

// MARK: - Groups

extension Parser {
  /// `group NAME [from N] [to N] [rows N]`: the declarations up to `end` make its row.
  mutating func parseGroup(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    ruleTarget = nil
    shownTarget = nil
    groupLine = Keyword.Declaration.group.rawValue
    let name = try cursor.name("a group name such as 'passenger'")
    var options = GroupOptions()
    openGroup = file.declarations.count
    openGroupKeyword = position
    defer {
      file.declarations.append(Declaration(name: name, kind: .group, details: .group(options)))
    }
    var seen: Set<Keyword.GroupOption> = []
    var positions: [Keyword.GroupOption: SourcePosition] = [:]
    while let token = cursor.peek(
      expecting: Self.offered(Keyword.GroupOption.allCases, but: seen, "group option"))
    {
      let word = try cursor.word(
        "group option", among: Keyword.GroupOption.allCases.map(\.rawValue))
      let option = Keyword.GroupOption(rawValue: word) ?? .rows
      guard seen.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(word), at: token)
      }
      let number = try cursor.number("a number of rows such as '1'")
      positions[option] = cursor.position(cursor.tokens[cursor.index - 1])
      switch option {
      case .from: options.from = number
      case .to: options.to = number
      case .rows: options.rows = number
      }
    }
    if options.from > options.to {
      let at = Self.later(positions[.from], positions[.to]) ?? position
      let (from, to) = (options.from, options.to)
      options.from = 0
      options.to = 100
      options.rows = nil
      throw LineCursor.Failure(message: .boundsOutOfOrder("\(from)", "\(to)"), position: at)
    }
    if let rows = options.rows, !options.bounds.contains(rows) {
      options.rows = nil
      throw LineCursor.Failure(
        message: .startingRowsOutsideBounds(rows, options.from, options.to),
        position: positions[.rows] ?? position)
    }
  }

  /// `end`: the group's row is declared.
  mutating func closeGroup(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    try cursor.end()
    guard let open = openGroup else {
      throw LineCursor.Failure(message: .endWithoutGroup, position: position)
    }
    openGroup = nil
    ruleTarget = nil
    shownTarget = nil
    groupLine = Keyword.Declaration.end.rawValue
    guard case .group(var options) = file.declarations[open].details else { return }
    options.end = position
    file.declarations[open].details = .group(options)
    guard open + 1 < file.declarations.count else {
      throw LineCursor.Failure(
        message: .emptyGroup(file.declarations[open].name.name), position: position)
    }
  }

  /// A group still open where the declarations end: an error at its `group` keyword, and the
  /// group is closed there.
  mutating func reportUnclosedGroup() {
    guard let open = openGroup else { return }
    openGroup = nil
    ruleTarget = nil
    shownTarget = nil
    let declaration = file.declarations[open]
    diagnostics.append(
      Diagnostic(
        .groupWithoutEnd(declaration.name.name),
        at: openGroupKeyword ?? declaration.name.position))
  }
}
