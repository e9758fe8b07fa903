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

  /// Declares the control a line names, with the options `read` reads after its name: kept with
  /// the options read before an error.
  ///
  /// - Parameters:
  ///   - kind: The kind of control.
  ///   - what: What the name is, with an example, for the message when it is missing.
  ///   - options: The options of a line that gives none.
  ///   - details: The declaration's details with its options.
  ///   - cursor: The line, after its keyword.
  ///   - read: Reads the options after the name into the options it is given.
  /// - Throws: When the name or an option cannot be read.
  mutating func parseControl<Options>(
    _ kind: DeclarationKind, named what: String, _ options: Options,
    _ details: (Options) -> Declaration.Details, _ cursor: inout LineCursor,
    read: (inout LineCursor, inout Options, NameReference) throws(LineCursor.Failure) -> Void
  ) throws(LineCursor.Failure) {
    // Until the line declares its control, its rules belong to no other control.
    ruleTarget = Self.undeclaredTarget
    let name = try cursor.name(what)
    var options = options
    declaresControl()
    defer {
      file.declarations.append(Declaration(name: name, kind: kind, details: details(options)))
    }
    try read(&cursor, &options, name)
  }

  /// The later of two bounds as written, where `from` greater than `to` is reported.
  static func later(_ from: SourcePosition?, _ to: SourcePosition?) -> SourcePosition? {
    [from, to].compactMap { $0 }.max { $0.column < $1.column }
  }

  /// A picker's options after its name (`picker NAME options "V"... [selected "V"]`): one
  /// option at least, and a starting choice among them.
  static func readPickerOptions(
    _ cursor: inout LineCursor, into options: inout PickerOptions, of name: NameReference
  ) throws(LineCursor.Failure) {
    var selectedAt: SourcePosition?
    let given = try readOptions("picker option", &cursor) {
      (option: Keyword.PickerOption, cursor: inout LineCursor) throws(LineCursor.Failure) in
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
    if !given.contains(.options) {
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

  /// A stepper's options after its name (`stepper NAME [from N] [to N] [step N] [value N]`),
  /// each a whole number.
  static func readStepperOptions(
    _ cursor: inout LineCursor, into options: inout StepperOptions, of name: NameReference
  ) throws(LineCursor.Failure) {
    var positions: [Keyword.StepperOption: SourcePosition] = [:]
    try readOptions("stepper option", &cursor) {
      (option: Keyword.StepperOption, cursor: inout LineCursor) throws(LineCursor.Failure) in
      positions[option] = cursor.position(cursor.peek)
      let number = try cursor.signedNumber()
      switch option {
      case .from: options.from = number
      case .to: options.to = number
      case .step: options.step = number
      case .value: options.value = number
      }
    }
    try checkStepper(options, positions, at: name.position)
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
    let today = file.today?.day
    try parseControl(
      .date, named: "a date name such as 'born'", DateOptions(), Declaration.Details.date,
      &cursor
    ) { (cursor: inout LineCursor, options: inout DateOptions, name) throws(LineCursor.Failure) in
      try Self.readDateOptions(&cursor, into: &options, of: name, today: today)
    }
  }

  /// A date's options after its name, each a day (version 2.1: or a day relative to today):
  /// the starting day within the bounds, as far as the file's today says.
  private static func readDateOptions(
    _ cursor: inout LineCursor, into options: inout DateOptions, of name: NameReference,
    today: CalendarDate?
  ) throws(LineCursor.Failure) {
    var written: [Keyword.DateOption: (day: LineCursor.WrittenDay, at: SourcePosition)] = [:]
    try readOptions("date option", &cursor) {
      (option: Keyword.DateOption, cursor: inout LineCursor) throws(LineCursor.Failure) in
      let (day, position) = try cursor.writtenDay()
      written[option] = (day, position)
      switch option {
      case .from: (options.from, options.relativeFrom) = (day.day(readOn: nil), day.relative)
      case .to: (options.to, options.relativeTo) = (day.day(readOn: nil), day.relative)
      case .selected:
        (options.selected, options.relativeSelected) = (day.day(readOn: nil), day.relative)
      }
    }
    let from = written[.from]
    let to = written[.to]
    if let from, let to, from.day.comes(after: to.day, today: today) == true {
      throw LineCursor.Failure(
        message: .boundsOutOfOrder(from.day.description, to.day.description),
        position: later(from.at, to.at) ?? name.position)
    }
    guard let selected = written[.selected],
      from.map({ $0.day.comes(after: selected.day, today: today) == true }) == true
        || to.map({ selected.day.comes(after: $0.day, today: today) == true }) == true
    else { return }
    let bounds = [from.map { "from \($0.day)" }, to.map { "to \($0.day)" }]
      .compactMap { $0 }.joined(separator: " ")
    throw LineCursor.Failure(
      message: .startOutsideBounds("selected", selected.day.description, "'\(bounds)'"),
      position: selected.at)
  }

  /// A date rule's REF: a day, or the name of a date control.
  static func readReference(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> (ValidationRule.DateReference, NameReference?)
  {
    cursor.expect([Expectation(.word(Keyword.Step.today.rawValue), what: "day")])
    if cursor.isAtRelativeDay
      || (cursor.peek.map { $0.isBare && $0.text.first?.isNumber == true } ?? false)
    {
      return (.day(try cursor.writtenDay().0.day(readOn: nil)), nil)
    }
    let name = try cursor.name(
      "a day such as '2026-07-01' or the name of a date", kinds: [.date])
    return (.control(name.name), name)
  }

  /// The default message of a rule whose REF is written relative to today (version 2.1): it
  /// names the REF as written (`must be before today+30`), as it names a date's name, so that
  /// it reads the same on any today; `nil` for another REF, whose rule has its own default.
  private static func defaultMessage(
    _ cursor: LineCursor, _ made: (ValidationRule.DateReference) -> String
  ) -> String? {
    cursor.relativeDay.map { made(.control($0.description)) }
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
      let message =
        cursor.optionalString()
        ?? defaultMessage(cursor) {
          ValidationRule.date(comparison, $0).message
        }
      return (.date(comparison, reference, message), name)
    case .ageAtLeast, .ageUnder:
      let years = try cursor.number("a number of years such as '18'")
      guard cursor.consume(.on, what: "'on' and the day the age is counted on") else {
        throw cursor.failure(
          .expected("'on' and a day or the name of a date", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      let (reference, name) = try readReference(&cursor)
      let test: ValidationRule.AgeTest = rule == .ageAtLeast ? .atLeast : .under
      let message =
        cursor.optionalString()
        ?? defaultMessage(cursor) {
          ValidationRule.age(test, years, on: $0).message
        }
      return (.age(test, years, on: reference, message), name)
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
    var positions: [Keyword.GroupOption: SourcePosition] = [:]
    try Self.readOptions("group option", &cursor) {
      (option: Keyword.GroupOption, cursor: inout LineCursor) throws(LineCursor.Failure) in
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
