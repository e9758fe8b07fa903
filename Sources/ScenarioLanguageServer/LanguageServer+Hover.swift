import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import ValidationManager

extension LanguageServer {
  /// The hover at a place: a name's declaration and rules and, on an `expect` line, what the
  /// screen showed there when the file is replayed, and why.
  func hover(in document: LanguageDocument, line: Int, column: Int) -> JSONValue {
    guard let word = document.word(line: line, column: column),
      let text = Self.hoverText(document, line: line, word: word.text, start: word.start)
    else { return .null }
    return [
      "contents": ["kind": "markdown", "value": .string(text)],
      "range": range(document, line: line, from: word.start, to: word.end),
    ]
  }

  static func hoverText(_ document: LanguageDocument, line: Int, word: String, start: Int)
    -> String?
  {
    let tokens = document.tokens(line: line)
    let isKeyword = tokens.first?.column == start
    var sections: [String] = []
    if !isKeyword, let kind = document.kind(of: word) {
      sections.append(declarationText(document, name: word, kind: kind))
    } else if let text = KeywordDocumentation.text(for: Self.keyword(of: word)) {
      sections.append(text)
      if let conditions = conditionText(document, line: line) { sections.append(conditions) }
    }
    // Anywhere on an `expect` line, the keyword too, the replay says what the screen showed.
    if let first = tokens.first, first.isBare, Keyword.Step(rawValue: first.text) == .expect {
      sections.append(replayText(document, line: line))
    }
    return sections.isEmpty ? nil : sections.joined(separator: "\n\n---\n\n")
  }

  /// The word whose hover a word shows: `today` for a day relative to today (`today+7`), which
  /// is a day as `today` is (version 2.1); any other word itself.
  private static func keyword(of word: String) -> String {
    RelativeDay.read(word) == .notRelative ? word : Keyword.Step.today.rawValue
  }

  /// On a rule or `shown when` line with conditions, whether they hold at the start of the
  /// screen, and what each control they read holds then.
  private static func conditionText(_ document: LanguageDocument, line: Int) -> String? {
    let file = document.checked.file
    let conditions =
      file.declarations.lazy.compactMap { declaration -> [ConditionDeclaration]? in
        if let shown = declaration.shownWhen, shown.position.line == line {
          return shown.conditions
        }
        return declaration.details.rules.first { $0.position.line == line }?.conditions
      }.first ?? []
    guard !conditions.isEmpty, let instance = document.checked.makeScreen() else { return nil }
    let values = ControlValues(names: conditions.map(\.name.name), on: instance.screen)
    let parts = conditions.map { condition in
      let name = condition.name.name
      let isSecret = !document.checked.secrets.isPlain(name)
      let now =
        switch values[name] {
        case .text(let text)? where isSecret: Masking.mask(text).scenarioQuoted
        case let value?: ScenarioWriter.value(value)
        case nil: "nothing"
        }
      let holds = condition.condition.holds(in: values) ? "holds" : "does not hold"
      return "`\(condition.condition)` \(holds) at the start (\(name): \(now))"
    }
    return parts.joined(separator: "\n\n")
  }

  // MARK: - Declarations

  /// The declaration's lines as written, or for a screen built in Swift, what the built
  /// screen says of the name.
  private static func declarationText(
    _ document: LanguageDocument, name: String,
    kind: DeclarationKind
  ) -> String {
    let text = "**\(name)**: \(kind.withArticle)"
    if let declaration = document.declaration(of: name) {
      return text + declaredText(document, declaration, name: name)
    }
    return text + builtText(document, name: name)
  }

  /// What a declaration says: its lines as written (a group's with its row's), its group's
  /// bounds or row, and the managers that verify and manage it.
  private static func declaredText(
    _ document: LanguageDocument, _ declaration: Declaration, name: String
  ) -> String {
    var text = ""
    let first = declaration.name.position.line
    var lines = [document.checked.printableLine(first) ?? ""]
    let below =
      (declaration.shownWhen.map { [$0.position.line] } ?? [])
      + (declaration.enabledWhen.map { [$0.position.line] } ?? [])
      + declaration.details.rules.map(\.position.line)
    lines += below.sorted().map { document.checked.printableLine($0) ?? "" }
    if declaration.kind == .group {
      // The row template: every line of the row, as written, then the group's bounds.
      let rowLines = document.checked.file.declarations.filter { $0.group == name }
        .flatMap { member in
          [member.name.position.line] + (member.shownWhen.map { [$0.position.line] } ?? [])
            + member.details.rules.map(\.position.line)
        }
      lines += rowLines.sorted().map { document.checked.printableLine($0) ?? "" } + ["end"]
    }
    text += "\n\n```\n" + lines.joined(separator: "\n") + "\n```"
    if case .group(let options) = declaration.details {
      text +=
        "\n\nfrom \(options.from) to \(options.to) rows, \(options.startingRows) at the start; "
        + "steps name a row's control as `\(name)[N].NAME`"
    }
    if let group = declaration.group {
      text += "\n\nin each row of group `\(group)`: write `\(group)[N].\(name)` for row N"
    }
    for (role, said) in [(Keyword.Word.verifies, "verified"), (.manages, "managed")] {
      let managers = document.checked.file.declarations.compactMap { other -> String? in
        guard case .manager(let verifies, let manages) = other.details,
          (role == .verifies ? verifies : manages).contains(where: { $0.name == name })
        else { return nil }
        return other.name.name
      }
      if !managers.isEmpty { text += "\n\n\(said) by " + managers.joined(separator: ", ") }
    }
    return text
  }

  /// What a screen built in Swift says of a name: the declaration it would have, with what only
  /// Swift gives it.
  private static func builtText(_ document: LanguageDocument, name: String) -> String {
    var text = ""
    guard let instance = document.builtScreen, let entity = instance[name] else { return text }
    let screen = document.checked.file.catalogueScreen?.name ?? "the catalogue"
    text += " of the screen \(screen.scenarioQuoted), built in Swift"
    let lines: [String]
    switch entity {
    case .control(let control):
      // What only Swift gives a control, which no declaration says.
      let note: String? =
        switch control {
        case .field(let field): field.normalizer.map { _ in "a normaliser (built in Swift)" }
        case .toggle, .picker, .stepper, .date: nil
        case .button(let button): button.action.map { _ in "an action of the app's" }
        }
      lines = builtLines(control, note: note)
    case .manager(let manager):
      lines =
        ScenarioWriter.lines(Declaration(describing: manager))
        + ["validity at the start: \(manager.validity.rawValue)"]
    case .member(let member):
      lines =
        ["\(name): a member of the app's own type (\(type(of: member)))"]
        + member.verifyingManagers.map { "verified by \($0.name)" }
        + ["validity at the start: \(member.validity.rawValue)"]
    case .group(let group):
      lines =
        [
          "group \(name): \(group.bounds.lowerBound) to \(group.bounds.upperBound) rows, "
            + "\(ControlReading.Value.rows(group.startingRowCount)) at the start"
        ]
        + group.controls(ofRow: 0).map { "row control \($0.name)" }
        + group.verifyingManagers.map { "verified by \($0.name)" }
    }
    return text + "\n\n```\n" + lines.joined(separator: "\n") + "\n```"
  }

  /// A control built in Swift, as the format declares it (with what only Swift gives it, if
  /// anything), then the managers that verify it and those that manage it.
  private static func builtLines(_ control: ControlKind, note: String?) -> [String] {
    var lines = ScenarioWriter.lines(Declaration(describing: control))
    if let note, !lines.isEmpty { lines[0] += " with \(note)" }
    lines += control.validatable.verifyingManagers.map { "verified by \($0.name)" }
    return lines + control.control.managers.map { "managed by \($0.name)" }
  }

  // MARK: - Replay

  /// What the screen showed of a name at an `expect` line, in each scenario (or row of an
  /// examples table) that reaches the line.
  private static func replayText(_ document: LanguageDocument, line: Int) -> String {
    guard document.checked.isValid else {
      return "The file has errors: fix them to see what the screen shows here."
    }
    var sections: [String] = []
    for scenario in document.checked.scenarios {
      guard let index = scenario.steps.firstIndex(where: { $0.position.line == line }) else {
        continue
      }
      let heading = scenario.example.map { "**[\($0)]** " } ?? ""
      sections.append(
        heading + inspect(document, scenario: scenario, stepIndex: index))
      if sections.count == 8 {
        sections.append("…and more rows of the examples table")
        break
      }
    }
    return sections.isEmpty
      ? "This line is not a step of a scenario." : sections.joined(separator: "\n\n")
  }

  private static func inspect(_ document: LanguageDocument, scenario: Scenario, stepIndex: Int)
    -> String
  {
    guard case .expect(let assertion) = scenario.steps[stepIndex].action else {
      return "This line is not an expectation."
    }
    guard let instance = document.checked.makeScreen() else { return "The screen cannot be built." }
    let replayer = Replayer(file: document.checked, instance: instance)
    if let violation = replayer.invariantViolation() {
      return
        "The scenario stops at its start: \(violation.actual) (expected \(violation.expected))."
    }
    var beforeLastAction: ScreenSnapshot?
    for step in scenario.steps[..<stepIndex] {
      do {
        if !step.isCheck { beforeLastAction = ScreenSnapshot(instance) }
        try replayer.advance(step.action)
      } catch {
        return "The scenario stops at line \(step.position.line), before this line: expected "
          + "\(error.expected), the screen showed \(error.actual)."
      }
    }
    let snapshot = ScreenSnapshot(instance)
    var lines = ["After the steps before this line, the screen shows:"]
    let name = assertion.subject?.name ?? ""
    if let entry = snapshot.entries.first(where: { $0.name == name }) {
      lines.append("- " + describe(entry))
    } else {
      lines.append("- focus: " + (instance.screen.focusedField?.name ?? "none"))
    }
    if let explanation = replayer.explanation(of: name) { lines.append("- " + explanation) }
    do {
      try replayer.apply(scenario.steps[stepIndex].action)
      lines.append("\nThis expectation holds.")
    } catch {
      let recorded = replayer.recordedLines(for: assertion, changedSince: beforeLastAction)
      if case .placeholder = assertion {
        lines.append("\nThis is a placeholder.")
      } else {
        lines.append(
          "\nThis expectation fails: expected \(error.expected), the screen showed \(error.actual)."
        )
      }
      lines.append(
        recorded.lines.isEmpty
          ? "`--record` leaves it: \(recorded.refusal ?? "nothing to write")."
          : "`--record` writes:\n```\n" + recorded.lines.joined(separator: "\n") + "\n```")
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ entry: ScreenSnapshot.Entry) -> String {
    var parts: [String] = ["`\(entry.name)`"]
    switch entry.value {
    case .text(let text):
      parts.append("text \(text.scenarioQuoted)")
      if let cursor = entry.cursor { parts.append("cursor \(cursor)") }
    case .on, .taps, .number, .rows:
      parts.append(entry.value.description)
    case .option(let option):
      parts.append("option " + (option?.scenarioQuoted ?? ControlValue.noneWord))
    case .day(let day):
      parts.append("day " + (day?.description ?? ControlValue.noneWord))
    case .none:
      break
    }
    if entry.isHidden { parts.append(ControlState.hidden.rawValue) }
    if let validity = entry.validity { parts.append(validity.rawValue) }
    if case .field = entry.kind {
      parts.append(entry.shownError.map { "error \($0.scenarioQuoted)" } ?? "no error shown")
    }
    if let isEnabled = entry.isEnabled { parts.append(ControlState(enabled: isEnabled).rawValue) }
    if entry.isFocused { parts.append("focused") }
    return parts.joined(separator: ", ")
  }

  // MARK: - Navigation

  /// The declaration of the name at a place: its name in the file, or the `screen from` line
  /// of a screen built in Swift.
  func definition(in document: LanguageDocument, line: Int, column: Int) -> JSONValue {
    guard let word = document.word(line: line, column: column),
      document.tokens(line: line).first?.column != word.start,
      let symbol = document.checked.symbols[word.text]
    else { return .null }
    return ["uri": .string(document.uri), "range": tokenRange(document, at: symbol.position)]
  }

  /// The protocol's `SymbolKind`s the server uses.
  private enum SymbolKind: Int {
    case file = 1, `class` = 5, function = 12, field = 8, constant = 14, boolean = 17,
      object = 19, event = 24, number = 16, `enum` = 10, array = 18
  }

  /// The screen's declarations and invariants, and the scenarios (one per examples table).
  func symbols(in document: LanguageDocument) -> [JSONValue] {
    var symbols: [JSONValue] = []
    func symbol(
      _ name: String, _ detail: String, _ kind: SymbolKind, lines: ClosedRange<Int>,
      selection: SourcePosition
    ) -> JSONValue {
      documentSymbol(name, detail, kind, lines: lines, selection: selection, in: document)
    }
    let file = document.checked.file
    if let reference = file.catalogueScreen {
      symbols.append(
        symbol(
          reference.name, "screen built in Swift", .file,
          lines: reference.position.line...reference.position.line, selection: reference.position))
    }
    for declaration in file.declarations {
      symbols.append(declarationSymbol(declaration, in: document))
    }
    for invariant in file.invariants {
      let line = invariant.position.line
      // The line as it may be printed: a condition on a secure field's text shows masked.
      let text = (document.checked.printableLine(line) ?? document.line(line))
        .trimmingCharacters(in: .whitespaces)
      symbols.append(
        symbol(text, "invariant", .constant, lines: line...line, selection: invariant.position))
    }
    var seen = Set<Int>()
    for scenario in file.scenarios where seen.insert(scenario.position.line).inserted {
      let line = scenario.position.line
      let title =
        document.tokens(line: line).first { !$0.isBare }?.text ?? scenario.title
      let end = document.scenarioEnd(from: line)
      let titleColumn = document.tokens(line: line).first { !$0.isBare }?.column ?? 1
      symbols.append(
        symbol(
          title, scenario.example == nil ? "scenario" : "scenario with examples", .function,
          lines: line...end, selection: SourcePosition(file: "", line: line, column: titleColumn)))
    }
    return symbols
  }

  /// A declaration as a symbol, spanning its rules.
  private func declarationSymbol(_ declaration: Declaration, in document: LanguageDocument)
    -> JSONValue
  {
    let first = declaration.name.position.line
    var last = first
    last = max(
      declaration.details.rules.map(\.position.line).max() ?? first,
      declaration.shownWhen?.position.line ?? first,
      declaration.enabledWhen?.position.line ?? first)
    let kind: SymbolKind =
      switch declaration.kind {
      case .field: .field
      case .switch: .boolean
      case .picker: .enum
      case .stepper: .number
      case .date: .constant
      case .button: .event
      case .manager: .class
      case .member: .object
      case .group: .array
      }
    return documentSymbol(
      declaration.name.name, declaration.kind.rawValue, kind, lines: first...max(first, last),
      selection: declaration.name.position, in: document)
  }

  /// A document symbol: its name, detail and kind, the lines it spans and where its name is.
  private func documentSymbol(
    _ name: String, _ detail: String, _ kind: SymbolKind, lines: ClosedRange<Int>,
    selection: SourcePosition, in document: LanguageDocument
  ) -> JSONValue {
    let last = document.line(lines.upperBound).count + 1
    return [
      "name": .string(name), "detail": .string(detail), "kind": .int(kind.rawValue),
      "range": [
        "start": position(document, line: lines.lowerBound, column: 1),
        "end": position(document, line: lines.upperBound, column: last),
      ],
      "selectionRange": tokenRange(document, at: selection),
    ]
  }
}
