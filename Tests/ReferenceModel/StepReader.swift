/// Reads step and assertion lines.
enum StepReader {
  typealias Token = Reader.Token

  /// A step or assertion; nil when the line is outside the subset.
  static func step(_ keyword: String, _ rest: [Token]) -> StepSpec? {
    let name: String? = if case .word(let word)? = rest.first { word } else { nil }
    let second = rest.count > 1 ? rest[1] : nil
    let number: Int? = if case .word(let word)? = second { Int(word) } else { nil }
    switch (keyword, name, second) {
    case ("type", let name?, .string(let text)?): return .type(name, text)
    case ("paste", let name?, .string(let text)?): return .paste(name, text)
    case ("backspace", let name?, _): return .backspace(name, number ?? 1)
    case ("clear", let name?, _): return .clear(name)
    case ("cursor", let name?, .word("start")?): return .cursor(name, .start)
    case ("cursor", let name?, .word("end")?): return .cursor(name, .end)
    case ("cursor", let name?, _): return number.map { .cursor(name, .offset($0)) }
    case ("focus", let name?, _): return .focus(name)
    case ("blur", _, _): return .blur
    case ("tab", _, _): return .tab
    case ("tap", let name?, _): return .tap(name)
    case ("toggle", let name?, _): return .toggle(name)
    case ("select", let name?, .string(let option)?): return .select(name, option)
    case ("select", let name?, .word("none")?): return .select(name, nil)
    case ("increment", let name?, _): return .increment(name, number ?? 1)
    case ("decrement", let name?, _): return .decrement(name, number ?? 1)
    case ("pick", let name?, .word("none")?): return .pick(name, nil)
    case ("pick", let name?, .word(let day)?): return Reader.dayExpr(day).map { .pick(name, $0) }
    case ("wait", let duration?, _): return Reader.duration(duration).map(StepSpec.wait)
    case ("add", let name?, _): return .add(name)
    case ("remove", let name?, _): return number.map { .remove(name, $0) }
    // "`load GROUP rows N`" (Version 2.1)
    case ("load", let name?, .word("rows")?) where rest.count == 3:
      guard case .word(let count) = rest[2], let rows = Int(count) else { return nil }
      return .loadRows(name, rows)
    case ("commit", _, _): return .commit(name)
    case ("today", let day?, _): return Reader.dayExpr(day).map(StepSpec.today)
    case ("set", let name?, let value?): return .set(name, self.value(value))
    case ("load", let name?, let value?): return .load(name, self.value(value))
    case ("reset", _, _): return .reset(name)
    case ("expect", "focus", .word(let focused)?):
      return .expectFocus(focused == "none" ? nil : focused)
    case ("expect", let name?, .word(let word)?):
      return expectation(word, Array(rest.dropFirst(2))).map { .expect(name, $0) }
    default: return nil
    }
  }

  /// A value of `set`, `load` or `expect … value`, as the control will read it.
  static func value(_ token: Token) -> Value {
    switch token {
    case .string(let text): .text(text)
    case .word("on"): .on(true)
    case .word("off"): .on(false)
    case .word("none"): .option(nil)
    case .word(let word):
      if let number = Int(word) {
        .number(number)
      } else if case .today(let offset)? = Reader.dayExpr(word) {
        .today(offset)
      } else {
        .day(Reader.day(word))
      }
    }
  }

  private static func expectation(_ word: String, _ rest: [Token]) -> Expectation? {
    let strings = DeclarationReader.strings(rest[...])
    let number: Int? = if case .word(let count)? = rest.first { Int(count) } else { nil }
    switch word {
    case "enabled": return .enabled
    case "disabled": return .disabled
    case "valid": return .valid
    case "invalid": return .invalid
    case "pending": return .pending
    case "error": return strings.first.map(Expectation.error)
    case "no-error": return .noError
    case "errors": return .errors(strings)
    case "text": return strings.first.map(Expectation.text)
    case "refused": return number.map(Expectation.refused)
    case "on": return .on
    case "off": return .off
    case "taps": return number.map(Expectation.taps)
    case "value": return rest.first.map { .value(value($0)) }
    case "shown": return .shown
    case "hidden": return .hidden
    case "dirty": return .dirty
    case "pristine": return .pristine
    case "touched": return .touched
    case "untouched": return .untouched
    case "busy": return .busy
    case "idle": return .idle
    case "rows": return number.map(Expectation.rows)
    case "requests": return number.map(Expectation.requests)
    default: return nil
    }
  }
}
