import ControlModel
import ValidationManager

extension Parser {
  /// Parses the rest of a step line after its keyword.
  mutating func parseStep(_ keyword: Keyword.Step, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> Step.Action
  {
    let kinds = keyword.nameKinds
    let action: Step.Action
    switch keyword {
    case .type, .paste, .backspace, .clear, .cursor, .focus:
      action = try Self.parseFieldStep(keyword, &cursor)
    case .blur:
      action = .blur
    case .tab:
      action = .tab
    case .tap:
      action = .tap(try cursor.name("a button name", kinds: kinds))
    case .toggle:
      action = .toggle(try cursor.name("a switch name", kinds: kinds))
    case .select, .increment, .decrement, .pick:
      action = try Self.parseValueStep(keyword, &cursor)
    case .add, .remove:
      action = try Self.parseRowStep(keyword, &cursor)
    case .set:
      action = .set(try cursor.name("a control name", kinds: kinds), try Self.readValue(&cursor))
    case .load:
      action = try Self.parseLoad(&cursor)
    case .reset:
      action = .reset(
        cursor.isAtEnd
          ? nil : try cursor.name("a manager or group name, or nothing", kinds: kinds))
    case .commit:
      let what = "a control, manager or group name, or nothing"
      cursor.expect([Expectation(.name(kinds), what: what)])
      action = .commit(cursor.isAtEnd ? nil : try cursor.name(what, kinds: kinds))
    case .today:
      action = .today(try cursor.writtenDay().0.day(readOn: nil))
    case .wait:
      action = .wait(try cursor.duration())
    case .explain:
      action = .explain(try cursor.name("a control or manager name", kinds: kinds))
    case .answer:
      action = try Self.parseAnswer(&cursor)
    case .expect:
      action = .expect(try parseExpectation(&cursor))
    }
    try cursor.end()
    return action
  }

  /// The steps of text fields, after their keyword.
  private static func parseFieldStep(_ keyword: Keyword.Step, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> Step.Action
  {
    let field = try cursor.name("a field name", kinds: keyword.nameKinds)
    switch keyword {
    case .type: return .type(field, try cursor.string("the text to type in quotes").0)
    case .paste: return .paste(field, try cursor.string("the text to paste in quotes").0)
    case .backspace:
      return .backspace(
        field, cursor.isAtEnd ? 1 : try cursor.number("a number of characters such as '3'"))
    case .clear: return .clear(field)
    case .cursor:
      if cursor.consume(.start, what: "cursor position") { return .cursor(field, .start) }
      if cursor.consume(.end, what: "cursor position") { return .cursor(field, .end) }
      return .cursor(
        field, .offset(try cursor.number("'start', 'end' or a number of characters")))
    default: return .focus(field)
    }
  }

  /// `add GROUP` and `remove GROUP N`, after their keyword.
  private static func parseRowStep(_ keyword: Keyword.Step, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> Step.Action
  {
    let group = try cursor.name("a group name", kinds: keyword.nameKinds)
    guard keyword == .remove else { return .add(group) }
    let row = try cursor.number("the number of the row to remove, from 1, such as '2'")
    if row < 1 {
      throw LineCursor.Failure(
        message: .notARowNumber("\(row)"),
        position: cursor.position(cursor.tokens[cursor.index - 1]))
    }
    return .remove(group, row)
  }

  /// The steps of pickers, steppers and dates, after their keyword.
  private static func parseValueStep(_ keyword: Keyword.Step, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> Step.Action
  {
    let kinds = keyword.nameKinds
    switch keyword {
    case .select:
      let picker = try cursor.name("a picker name", kinds: kinds)
      cursor.expect([Expectation(.option(of: picker.name), what: "option")])
      if cursor.consume(.none, what: "nothing chosen") { return .select(picker, nil) }
      return .select(picker, try cursor.string("an option in quotes or 'none'").0)
    case .increment, .decrement:
      let stepper = try cursor.name("a stepper name", kinds: kinds)
      let presses = cursor.isAtEnd ? 1 : try cursor.number("a number of presses such as '2'")
      if presses < 1 {
        throw LineCursor.Failure(
          message: .expected("a number of presses of at least 1", found: "0"),
          position: cursor.position(cursor.tokens[cursor.index - 1]))
      }
      return keyword == .increment ? .increment(stepper, presses) : .decrement(stepper, presses)
    default:
      let date = try cursor.name("a date name", kinds: kinds)
      cursor.expect([Expectation(.day(of: date.name), what: "day")])
      if cursor.consume(.none, what: "no day") { return .pick(date, nil) }
      let (day, _) = try cursor.writtenDay("a day such as '2026-07-01' or 'none'")
      return .pick(date, day.day(readOn: nil))
    }
  }

  /// `answer NAME ["TEXT"] valid | invalid "MESSAGE" | fails ["REASON"]`, after the keyword.
  private static func parseAnswer(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> Step.Action
  {
    let name = try cursor.name("a field or button name", kinds: Keyword.Step.answer.nameKinds)
    let text = cursor.optionalString()
    let word = try cursor.word("answer", among: Keyword.Verdict.allCases.map(\.rawValue))
    // The cursor accepts only the verdicts' own words.
    switch Keyword.Verdict(rawValue: word) ?? .fails {
    case .valid:
      return .answer(name, text: text, .valid)
    case .invalid:
      return .answer(
        name, text: text, .invalid(try cursor.string("the error message in quotes").0))
    case .fails:
      return .answer(name, text: text, .failed(cursor.optionalString() ?? "failed"))
    }
  }

  /// `load NAME VALUE`, or (version 2.1) `load GROUP rows N`, after the keyword.
  private static func parseLoad(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> Step.Action
  {
    let name = try cursor.name("a control or group name", kinds: Keyword.Step.load.nameKinds)
    // `rows` is offered after a group's name only.
    let rows = Keyword.GroupOption.rows.rawValue
    cursor.expect([Expectation(.word(rows), what: "starting rows", subject: name)])
    guard let token = cursor.peek, token.isBare, token.text == rows else {
      return .load(name, try readValue(&cursor))
    }
    _ = cursor.next()
    return .loadRows(name, try cursor.number("a number of rows such as '2'"))
  }

  /// `value V` after `expect NAME`: the value's shape follows the kind of NAME, known once the
  /// checker resolves it, so every shape is read here: `"TEXT"`, `on`/`off`, N, DAY, `none`.
  private static func parseValue(of name: NameReference, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> Assertion
  {
    switch try readValue(&cursor) {
    case .on(let isOn): .switchState(name, isOn: isOn)
    case let value: .value(name, value)
    }
  }

  /// A value as steps and assertions write it: `"TEXT"` (a text or an option), `on`/`off`, N,
  /// DAY or `none` (read as no option; the checker reads it as no day for a date).
  static func readValue(_ cursor: inout LineCursor) throws(LineCursor.Failure) -> ControlValue {
    let what = "a value: a text or option in quotes, 'on', 'off', a number, a day or 'none'"
    cursor.expect([
      Expectation(.word(ControlState.on.rawValue), what: "value"),
      Expectation(.word(ControlState.off.rawValue), what: "value"),
      Expectation(.word(Keyword.Word.none.rawValue), what: "value"),
      Expectation(.word(Keyword.Step.today.rawValue), what: "value"),
    ])
    guard let token = cursor.peek else {
      throw cursor.failure(.expected(what, found: nil), at: nil)
    }
    if token.kind == .string { return .text(try cursor.string(what).0) }
    if cursor.consume(ControlState.on.rawValue, what: "value") { return .on(true) }
    if cursor.consume(ControlState.off.rawValue, what: "value") { return .on(false) }
    if cursor.consume(.none, what: "value") { return .option(nil) }
    if cursor.isAtRelativeDay { return .day(try cursor.writtenDay(what).0.day(readOn: nil)) }
    if token.isBare, token.text.count == 10, token.text.first?.isNumber == true,
      token.text.contains("-")
    {
      return .day(try cursor.day().0)
    }
    return .number(try cursor.signedNumber(what))
  }

  private func parseExpectation(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> Assertion
  {
    let focus = Keyword.Word.focus
    if cursor.consume(.placeholder, what: "what the step before changed") {
      return .placeholder(.changes)
    }
    if cursor.consume(focus, what: "the field that has the focus") {
      if cursor.consume(.placeholder, what: "the field that has the focus") {
        return .placeholder(.focus)
      }
      if cursor.consume(.none, what: "no field has the focus") { return .focus(nil) }
      return .focus(try cursor.name("a field name or 'none'", kinds: focus.nameKinds))
    }
    let name = try cursor.name("a name, 'focus' or '?'", kinds: Keyword.Step.expect.nameKinds)
    if cursor.consume(.placeholder, what: "everything the screen shows of it") {
      return .placeholder(.everything(name))
    }
    let word = try cursor.word("assertion", among: Self.predicates, of: name)
    if let predicate = ValuePredicate(rawValue: word),
      cursor.consume(.placeholder, what: "the value the screen shows")
    {
      return .placeholder(.value(name, predicate: predicate))
    }
    // The cursor accepts only the predicates' own words.
    switch Keyword.Predicate(rawValue: word) ?? .taps {
    case .enabled: return .enablement(name, isEnabled: true)
    case .disabled: return .enablement(name, isEnabled: false)
    case .valid: return .validity(name, .valid)
    case .invalid: return .validity(name, .invalid)
    case .pending: return .validity(name, .pending)
    case .on: return .switchState(name, isOn: true)
    case .off: return .switchState(name, isOn: false)
    case .error: return .shownError(name, try cursor.string("the error message in quotes").0)
    case .noError: return .noError(name)
    case .errors:
      var messages: [String] = []
      while let message = cursor.optionalString() { messages.append(message) }
      return .errors(name, messages)
    case .text: return .text(name, try cursor.string("the text in quotes").0)
    case .value: return try Self.parseValue(of: name, &cursor)
    case .shown: return .visibility(name, isShown: true)
    case .hidden: return .visibility(name, isShown: false)
    case .refused: return .refused(name, try cursor.number())
    case .requests: return .requests(name, try cursor.number())
    case .taps: return .taps(name, try cursor.number())
    case .rows: return .rows(name, try cursor.number("a number of rows such as '2'"))
    case .dirty: return .dirty(name, isDirty: true)
    case .pristine: return .dirty(name, isDirty: false)
    case .touched: return .touched(name, isTouched: true)
    case .untouched: return .touched(name, isTouched: false)
    case .busy: return .busy(name, isBusy: true)
    case .idle: return .busy(name, isBusy: false)
    }
  }
}
