import ControlModel
public import ValidationManager

/// The one writer of the scenario format: it turns a file's parts (declarations, rules,
/// invariants, steps, assertions, scenario lines) and whole files into the text the parser reads.
///
/// Recording, the explorer's counterexamples, mutation testing's killing scenarios, generated
/// suites and the screen listing all write through it, so that a word is spelled once. Reading
/// what it wrote gives back what it was given: `Parser.parse` of ``text(of:)`` is the same file,
/// positions aside (a fuzz target checks it).
///
/// ```swift
/// ScenarioWriter.line(.wait(.seconds(2)))  // "wait 2s"
/// ```
public enum ScenarioWriter {
  /// The indentation of rules under their declaration and of steps under their scenario.
  public static let indent = "  "

  // MARK: - Tokens

  /// A text as a string literal of the format.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text in double quotes, with quotes, backslashes, line breaks, tabs and
  ///   invisible control characters escaped.
  public static func quoted(_ text: String) -> String { text.scenarioQuoted }

  /// A duration as the format writes it.
  ///
  /// - Parameter duration: A duration of whole milliseconds.
  /// - Returns: `2s` for whole seconds, `1500ms` otherwise.
  public static func duration(_ duration: Duration) -> String { duration.scenarioText }

  // MARK: - File

  /// The `screen` line: a declared screen's title, or a screen from a catalogue.
  ///
  /// - Parameters:
  ///   - title: The title, or the catalogue's name of the screen.
  ///   - fromCatalogue: Whether the screen is a registered one.
  /// - Returns: `screen "Sign up"` or `screen from "signup"`.
  public static func screenLine(_ title: String, fromCatalogue: Bool = false) -> String {
    word(.screen) + (fromCatalogue ? " \(Keyword.Word.from.rawValue) " : " ") + quoted(title)
  }

  /// The line that opens a scenario.
  ///
  /// - Parameter title: The scenario's title.
  /// - Returns: `scenario "…"`.
  public static func scenarioLine(_ title: String) -> String {
    Keyword.Word.scenario.rawValue + " " + quoted(title)
  }

  /// A scenario: its line, then its steps indented.
  ///
  /// - Parameters:
  ///   - title: The scenario's title.
  ///   - steps: Its steps.
  /// - Returns: The lines.
  public static func lines(scenario title: String, steps: [Step.Action]) -> [String] {
    [scenarioLine(title)] + steps.map { indent + line($0) }
  }

  // MARK: - Declarations

  /// Declarations in order, a group's row indented between its `group` and `end` lines.
  ///
  /// - Parameter declarations: A file's declarations.
  /// - Returns: The lines.
  public static func lines(_ declarations: [Declaration]) -> [String] {
    var lines: [String] = []
    var open: String?
    for declaration in declarations {
      if let group = open, declaration.group != group {
        lines.append(word(.end))
        open = nil
      }
      if case .group = declaration.details { open = declaration.name.name }
      let inRow = declaration.group != nil && declaration.group == open
      lines += self.lines(declaration).map { inRow ? indent + $0 : $0 }
    }
    if open != nil { lines.append(word(.end)) }
    return lines
  }

  /// A declaration's line, then its rules indented.
  ///
  /// - Parameter declaration: A field, switch, button or manager.
  /// - Returns: The lines.
  public static func lines(_ declaration: Declaration) -> [String] {
    let shown =
      declaration.shownWhen.map {
        [indent + line(shownWhen: $0.conditions, dirtiness: $0.dirtiness)]
      } ?? []
    let enabled = declaration.enabledWhen.map { [indent + line(enabledWhen: $0)] } ?? []
    let rules = declaration.details.rules.map { indent + line($0) }
    return [head(declaration)] + shown + enabled + rules
  }

  /// A declaration's own line, without its rules.
  private static func head(_ declaration: Declaration) -> String {
    let name = declaration.name.name
    switch declaration.details {
    case .field(let options):
      return ([word(.field), name] + self.options(options)).joined(separator: " ")
    case .switch(let isOn, _):
      return ([word(.switch), name] + (isOn ? [ControlState.on.rawValue] : []))
        .joined(separator: " ")
    case .button(let submits, let busy, let rows):
      var parts = [word(.button), name]
      if !submits.isEmpty { parts += [Keyword.Word.submits.rawValue] + submits.map(\.name) }
      if let busy { parts += [Keyword.Word.busy.rawValue, duration(busy)] }
      switch rows {
      case .adds(let group)?: parts += [Keyword.RowOption.adds.rawValue, group.name]
      case .removes(let group)?: parts += [Keyword.RowOption.removes.rawValue, group.name]
      case nil: break
      }
      if declaration.lifecycle.focusesInvalid {
        parts.append(Keyword.LifecycleOption.focusInvalid.rawValue)
      }
      if let resets = declaration.lifecycle.resets {
        parts += [Keyword.LifecycleOption.resets.rawValue] + (resets.name.map { [$0.name] } ?? [])
      }
      if declaration.lifecycle.commits { parts.append(Keyword.LifecycleOption.commits.rawValue) }
      return parts.joined(separator: " ")
    case .group(let options):
      var parts = [word(.group), name]
      if options.from != 0 { parts += [Keyword.GroupOption.from.rawValue, "\(options.from)"] }
      if options.to != 100 { parts += [Keyword.GroupOption.to.rawValue, "\(options.to)"] }
      if let rows = options.rows, rows != options.from {
        parts += [Keyword.GroupOption.rows.rawValue, "\(rows)"]
      }
      return parts.joined(separator: " ")
    case .picker(let options):
      return ([word(.picker), name] + self.options(options)).joined(separator: " ")
    case .stepper(let options):
      return ([word(.stepper), name] + self.options(options)).joined(separator: " ")
    case .date(let options):
      return ([word(.date), name] + self.options(options)).joined(separator: " ")
    case .manager(let verifies, let manages):
      let parts =
        [word(.manager), name, Keyword.Word.verifies.rawValue] + verifies.map(\.name)
        + [Keyword.Word.manages.rawValue] + manages.map(\.name)
        + (declaration.lifecycle.needsChange ? [Keyword.LifecycleOption.needsChange.rawValue] : [])
      return parts.joined(separator: " ")
    }
  }

  private static func options(_ options: FieldOptions) -> [String] {
    var parts: [String] = []
    for option in Keyword.FieldOption.allCases {
      switch option {
      case .secure:
        if options.isSecure { parts.append(option.rawValue) }
      case .limit:
        if let limit = options.limit { parts += [option.rawValue, "\(limit)"] }
      case .allow:
        switch options.filter {
        case .characters(let characters)?:
          parts += [option.rawValue, quoted(String(characters.sorted()))]
        case .characterClass(let characterClass)?:
          parts += [option.rawValue, characterClass.rawValue]
        case nil:
          break
        }
      case .errors:
        if options.display != FieldOptions().display {
          parts += [option.rawValue, options.display.rawValue]
        }
      case .debounce:
        if let debounce = options.debounce { parts += [option.rawValue, duration(debounce)] }
      case .normalize:
        if !options.normalizers.isEmpty {
          parts += [option.rawValue] + options.normalizers.map(\.rawValue)
        }
      case .text:
        if let text = options.text { parts += [option.rawValue, quoted(text)] }
      }
    }
    return parts
  }

  /// A rule as the format writes it, with its arguments and message.
  ///
  /// - Parameter rule: A rule of a field or switch.
  /// - Returns: `min-length 8 "Use at least 8 characters."`, with its conditions after
  ///   `when`.
  public static func line(_ rule: ValidationRule) -> String {
    line(rule, reference: nil, conditions: nil)
  }

  /// A rule's line, with its REF as written (version 2.1: `today+30`) and its conditions:
  /// those the rule carries, or, given, those on values and dirtiness in the order written.
  static func line(
    _ rule: ValidationRule, reference written: String?,
    conditions given: (values: [ConditionDeclaration], dirtiness: [DirtinessCondition])?
  ) -> String {
    var parts = [rule.keyword]
    switch rule.kind {
    case .minLength(let length), .maxLength(let length): parts.append("\(length)")
    case .pattern(let pattern): parts.append(quoted(pattern.source))
    case .contains(let characterClass), .excludes(let characterClass):
      parts.append(characterClass.rawValue)
    case .equals(let field): parts.append(field)
    case .remote:
      if let (taken, delay) = rule.remoteTaken {
        parts.append(Keyword.Word.taken.rawValue)
        parts += taken.sorted().map(quoted)
        parts += [Keyword.Word.after.rawValue, duration(delay)]
      }
    case .atLeast(let number), .atMost(let number): parts.append("\(number)")
    case .dated(let check):
      if case .age(_, let years) = check.test {
        parts += ["\(years)", Keyword.Word.on.rawValue]
      }
      parts.append(written ?? check.reference.description)
    case .required, .email, .check, .mustBeOn, .custom, .customReading:
      break
    }
    parts.append(quoted(rule.message))
    let conditions =
      given.map { self.conditions($0.values, $0.dirtiness) }
      ?? (rule.conditions.isEmpty ? "" : self.conditions(rule.conditions))
    if !conditions.isEmpty { parts += [Keyword.Word.when.rawValue, conditions] }
    return parts.joined(separator: " ")
  }

  /// An invariant: `never NAME STATE [while NAME STATE [and NAME STATE]…] [after tap BUTTON]`.
  ///
  /// - Parameter invariant: A `never` line's conditions.
  /// - Returns: The line.
  public static func line(_ invariant: Invariant) -> String {
    let conditions = invariant.conditions.map(words)
    var parts = [word(.never), conditions.first ?? ""]
    if conditions.count > 1 {
      parts += [Keyword.Word.while.rawValue]
      parts += [conditions.dropFirst().joined(separator: " \(Keyword.Word.and.rawValue) ")]
    }
    if let button = invariant.afterTap {
      parts += [Keyword.Word.after.rawValue, Keyword.Step.tap.rawValue, button.name]
    }
    return parts.joined(separator: " ")
  }

  // MARK: - Steps

  /// A step's line, without its indentation.
  ///
  /// - Parameter action: Any step.
  /// - Returns: `type email "ann"`, `wait 2s`, `expect pay disabled`…
  public static func line(_ action: Step.Action) -> String {
    switch action {
    case .type(let name, let text): step(.type, name, quoted(text))
    case .paste(let name, let text): step(.paste, name, quoted(text))
    case .backspace(let name, let count): step(.backspace, name, "\(count)")
    case .clear(let name): step(.clear, name)
    case .cursor(let name, .offset(let offset)): step(.cursor, name, "\(offset)")
    case .cursor(let name, .start): step(.cursor, name, Keyword.Word.start.rawValue)
    case .cursor(let name, .end): step(.cursor, name, Keyword.Word.end.rawValue)
    case .focus(let name): step(.focus, name)
    case .blur: Keyword.Step.blur.rawValue
    case .tab: Keyword.Step.tab.rawValue
    case .tap(let name): step(.tap, name)
    case .toggle(let name): step(.toggle, name)
    case .select(let name, let option):
      step(.select, name, option.map(quoted) ?? Keyword.Word.none.rawValue)
    case .increment(let name, let presses): step(.increment, name, presses == 1 ? "" : "\(presses)")
    case .decrement(let name, let presses): step(.decrement, name, presses == 1 ? "" : "\(presses)")
    case .pick(let name, let day):
      step(.pick, name, day?.description ?? Keyword.Word.none.rawValue)
    case .add(let name): step(.add, name)
    case .remove(let name, let row): step(.remove, name, "\(row)")
    case .set(let name, let value): step(.set, name, self.value(value))
    case .load(let name, let value): step(.load, name, self.value(value))
    case .reset(let name?): step(.reset, name)
    case .reset(nil): Keyword.Step.reset.rawValue
    case .loadRows(let name, let rows):
      step(.load, name, Keyword.GroupOption.rows.rawValue, "\(rows)")
    case .commit(let name?): step(.commit, name)
    case .commit(nil): Keyword.Step.commit.rawValue
    case .today(let day): Keyword.Step.today.rawValue + " " + day.description
    case .wait(let time): Keyword.Step.wait.rawValue + " " + duration(time)
    case .expect(let assertion): line(assertion)
    case .explain(let name): step(.explain, name)
    case .answer(let name, let text, let answer):
      step(.answer, name, (text.map(quoted) ?? ""), verdict(answer))
    }
  }

  /// An `expect` line.
  ///
  /// - Parameter assertion: What the line expects.
  /// - Returns: `expect NAME …`.
  public static func line(_ assertion: Assertion) -> String {
    let keyword = Keyword.Step.expect.rawValue
    let placeholder = Keyword.Word.placeholder.rawValue
    switch assertion {
    case .enablement(let name, let isEnabled):
      return expect(name, ControlState(enabled: isEnabled).rawValue)
    case .validity(let name, let validity):
      return expect(name, ControlState(validity).rawValue)
    case .switchState(let name, let isOn):
      return expect(name, ControlState(on: isOn).rawValue)
    case .shownError(let name, let message):
      return expect(name, Keyword.Predicate.error.rawValue, quoted(message))
    case .noError(let name):
      return expect(name, Keyword.Predicate.noError.rawValue)
    case .errors(let name, let messages):
      let messages = messages.map(quoted).joined(separator: " ")
      return expect(name, Keyword.Predicate.errors.rawValue, messages)
    case .text(let name, let text):
      return expect(name, Keyword.Predicate.text.rawValue, quoted(text))
    case .refused(let name, let count):
      return expect(name, Keyword.Predicate.refused.rawValue, "\(count)")
    case .taps(let name, let count):
      return expect(name, Keyword.Predicate.taps.rawValue, "\(count)")
    case .requests(let name, let count):
      return expect(name, Keyword.Predicate.requests.rawValue, "\(count)")
    case .value(let name, let value):
      return expect(name, Keyword.Predicate.value.rawValue, self.value(value))
    case .visibility(let name, let isShown):
      return expect(name, (isShown ? ControlState.shown : .hidden).rawValue)
    case .rows(let name, let count):
      return expect(name, Keyword.Predicate.rows.rawValue, "\(count)")
    case .dirty(let name, let isDirty):
      return expect(name, ControlState(dirty: isDirty).rawValue)
    case .touched(let name, let isTouched):
      return expect(name, ControlState(touched: isTouched).rawValue)
    case .busy(let name, let isBusy):
      return expect(name, ControlState(busy: isBusy).rawValue)
    case .focus(let name):
      return [keyword, Keyword.Word.focus.rawValue, name?.name ?? Keyword.Word.none.rawValue]
        .joined(separator: " ")
    case .placeholder(.changes):
      return keyword + " " + placeholder
    case .placeholder(.focus):
      return [keyword, Keyword.Word.focus.rawValue, placeholder].joined(separator: " ")
    case .placeholder(.everything(let name)):
      return expect(name, placeholder)
    case .placeholder(.value(let name, let predicate)):
      return expect(name, predicate.rawValue, placeholder)
    }
  }

  private static func expect(_ name: NameReference, _ parts: String...) -> String {
    step(.expect, name, parts)
  }

  private static func step(_ keyword: Keyword.Step, _ name: NameReference, _ parts: String...)
    -> String
  {
    step(keyword, name, parts)
  }

  private static func step(_ keyword: Keyword.Step, _ name: NameReference, _ parts: [String])
    -> String
  {
    ([keyword.rawValue, name.name] + parts.filter { !$0.isEmpty }).joined(separator: " ")
  }

  private static func verdict(_ answer: Answer) -> String {
    switch answer {
    case .valid: Keyword.Verdict.valid.rawValue
    case .invalid(let message): Keyword.Verdict.invalid.rawValue + " " + quoted(message)
    case .failed(let reason): Keyword.Verdict.fails.rawValue + " " + quoted(reason)
    }
  }

  private static func word(_ declaration: Keyword.Declaration) -> String {
    declaration.rawValue
  }
}
