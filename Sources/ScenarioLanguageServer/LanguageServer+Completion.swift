import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// A completion the server offers: a word, what it is, and a note.
struct Completion: Equatable {
  /// The protocol's `CompletionItemKind`s the server uses.
  enum Kind: Int {
    case field = 5, variable = 6, value = 12, keyword = 14, enumMember = 20
  }

  let label: String
  let kind: Kind
  let detail: String
}

/// What completion says of the placeholders that `--record` fills in.
private enum Record {
  static let changesDetail = "placeholder: --record writes what the step before changed"
  static let nameDetail = "placeholder: --record writes everything the screen shows of it"
  static let valueDetail = "placeholder: --record writes the value the screen shows"
}

extension LanguageServer {
  /// The completions at a place, as the protocol's items.
  func completions(in document: LanguageDocument, line: Int, column: Int) -> [JSONValue] {
    let (items, start) = Self.completions(in: document, line: line, column: column)
    // A completion inside a word replaces all of it.
    let word = document.word(line: line, column: column)
    let end = word.map { $0.start == start ? $0.end : column } ?? column
    return items.enumerated().map { index, item in
      [
        "label": .string(item.label),
        "kind": .int(item.kind.rawValue),
        "detail": .string(item.detail),
        "sortText": .string(
          String(repeating: "0", count: 4 - min(4, String(index).count)) + String(index)),
        "textEdit": [
          "range": range(document, line: line, from: start, to: end),
          "newText": .string(item.label),
        ],
      ]
    }
  }

  /// The completions at a place, and the column where the word they replace starts.
  ///
  /// The line up to the column tells the context: a keyword at its start, then the names,
  /// options and words that the keyword takes, as the parser reads them.
  static func completions(in document: LanguageDocument, line: Int, column: Int) -> (
    [Completion], Int
  ) {
    let prefix = String(document.line(line).prefix(max(column - 1, 0)))
    let tokens: [Token]
    switch LineLexer.tokens(of: prefix) {
    case .failure(let failure):
      // Inside a string: the screen of `screen from "…`, or a placeholder of an examples table.
      guard failure.message == .unterminatedString else { return ([], column) }
      if let screens = screenNames(in: document, prefix: prefix) { return screens }
      return placeholders(in: document, line: line, prefix: prefix, column: column)
    case .success(let found):
      tokens = found
    }
    if LineLexer.commentColumn(of: prefix) != nil { return ([], column) }
    var words = tokens
    var partial = ""
    var start = column
    if let last = tokens.last, let end = prefix.last, !end.isWhitespace {
      guard last.isBare else { return ([], column) }
      partial = last.text
      start = last.column
      words.removeLast()
    }
    if partial.hasPrefix("<") {
      return placeholders(in: document, line: line, prefix: prefix, column: column)
    }
    let items = candidates(document, line: line, words: words.map(\.text))
    return (items.filter { partial.isEmpty || $0.label.hasPrefix(partial) }, start)
  }

  /// The catalogue's screens inside the string of `screen from "…`: the names that start with
  /// what was typed after the quote, replacing it; `nil` on any other line.
  private static func screenNames(in document: LanguageDocument, prefix: String) -> (
    [Completion], Int
  )? {
    guard let quote = prefix.firstIndex(of: "\""),
      case .success(let tokens) = LineLexer.tokens(of: String(prefix[..<quote])),
      tokens.map(\.text) == ["screen", "from"]
    else { return nil }
    let typed = prefix[prefix.index(after: quote)...]
    let start = prefix.distance(from: prefix.startIndex, to: quote) + 2
    let items = document.catalogueNames.filter { $0.hasPrefix(typed) }.map {
      Completion(label: $0, kind: .value, detail: "a screen built in Swift")
    }
    return (items, start)
  }

  /// `<column>` of the examples table of the scenario around a line, where a `<` starts.
  private static func placeholders(
    in document: LanguageDocument, line: Int, prefix: String, column: Int
  ) -> ([Completion], Int) {
    guard let open = prefix.lastIndex(of: "<"), !prefix[open...].contains(">"),
      let scenario = document.scenarioLine(containing: line)
    else { return ([], column) }
    let typed = prefix[prefix.index(after: open)...]
    let start = prefix.distance(from: prefix.startIndex, to: open) + 1
    let items = document.exampleColumns(scenarioLine: scenario)
      .filter { $0.hasPrefix(typed) }
      .map { Completion(label: "<\($0)>", kind: .variable, detail: "a column of the examples") }
    return (items, start)
  }

  private static func names(
    _ document: LanguageDocument, _ kinds: [DeclarationKind]
  ) -> [Completion] {
    document.checked.symbols.filter { kinds.contains($0.value.kind) }.sorted { $0.key < $1.key }
      .map { name, symbol in
        Completion(
          label: name, kind: symbol.kind == .manager ? .variable : .field,
          detail: symbol.kind.rawValue)
      }
  }

  private static func keywords(_ words: [String], _ detail: String) -> [Completion] {
    words.map { Completion(label: $0, kind: .keyword, detail: detail) }
  }

  private static func candidates(_ document: LanguageDocument, line: Int, words: [String])
    -> [Completion]
  {
    guard let first = words.first else {
      if document.scenarioLine(containing: line) != nil {
        return keywords(Parser.stepKeywords, "step")
          + keywords([Keyword.Word.scenario.rawValue], "scenario")
          + keywords([Keyword.Word.examples.rawValue], "examples table")
      }
      return keywords(Parser.declarationKeywords, "declaration")
        + keywords(Parser.ruleKeywords, "rule")
        + keywords([Keyword.Word.scenario.rawValue], "scenario")
    }
    let arguments = Array(words.dropFirst())
    if let step = Keyword.Step(rawValue: first), document.scenarioLine(containing: line) != nil {
      return stepCandidates(document, step, arguments)
    }
    return declarationCandidates(document, first, arguments)
  }

  private static func stepCandidates(
    _ document: LanguageDocument, _ step: Keyword.Step, _ arguments: [String]
  ) -> [Completion] {
    guard let name = arguments.first else {
      var items = names(document, step.nameKinds)
      if step == .expect {
        items += keywords([Keyword.Word.focus.rawValue], "the focused field")
        items.append(Completion(label: "?", kind: .value, detail: Record.changesDetail))
      }
      return items
    }
    switch (step, arguments.count) {
    case (.cursor, 1):
      return keywords([Keyword.Word.start, .end].map(\.rawValue), "cursor position")
    case (.answer, 1), (.answer, 2):
      return keywords(Keyword.Verdict.allCases.map(\.rawValue), "answer")
    case (.expect, 1) where name == Keyword.Word.focus.rawValue:
      return names(document, Keyword.Word.focus.nameKinds)
        + keywords([Keyword.Word.none.rawValue], "no field has focus")
    case (.expect, 1):
      guard let kind = document.kind(of: name) else { return [] }
      return Keyword.Predicate.allCases.filter { $0.kinds.contains(kind) }.map {
        Completion(label: $0.rawValue, kind: .enumMember, detail: "state")
      } + [Completion(label: "?", kind: .value, detail: Record.nameDetail)]
    case (.expect, 2) where ValuePredicate(rawValue: arguments[1]) != nil:
      return [Completion(label: "?", kind: .value, detail: Record.valueDetail)]
    default:
      return []
    }
  }

  private static func declarationCandidates(
    _ document: LanguageDocument, _ keyword: String, _ arguments: [String]
  ) -> [Completion] {
    if Keyword.Rule(rawValue: keyword) == .equals {
      return arguments.isEmpty ? names(document, [.field]) : []
    }
    guard let declaration = Keyword.Declaration(rawValue: keyword) else { return [] }
    switch declaration {
    case .screen:
      if arguments == [Keyword.Word.from.rawValue] {
        return document.catalogueNames.map {
          Completion(label: $0.scenarioQuoted, kind: .value, detail: "a screen built in Swift")
        }
      }
      return arguments.isEmpty
        ? keywords([Keyword.Word.from.rawValue], "a screen built in Swift") : []
    case .field:
      guard !arguments.isEmpty else { return [] }
      switch arguments.last.flatMap(Keyword.FieldOption.init(rawValue:)) {
      case .allow?: return keywords(Parser.classes, "character class")
      case .errors?: return keywords(Parser.policies, "when errors show")
      case .normalize?: return keywords(Parser.normalizations, "how typed text is reshaped")
      case .limit?, .debounce?: return []
      case .secure?, nil: return keywords(Parser.fieldOptions, "field option")
      }
    case .switch:
      return arguments.count == 1 ? keywords([ControlState.on.rawValue], "starts on") : []
    case .button:
      guard !arguments.isEmpty else { return [] }
      if arguments.last == Keyword.Word.busy.rawValue { return [] }
      let submitted = arguments.contains(Keyword.Word.submits.rawValue)
      return (submitted ? names(document, Keyword.Word.submits.nameKinds) : [])
        + keywords([Keyword.Word.submits, .busy].map(\.rawValue), "option")
    case .manager:
      guard !arguments.isEmpty else { return [] }
      if arguments.contains(Keyword.Word.manages.rawValue) {
        return names(document, Keyword.Word.manages.nameKinds)
      }
      if arguments.contains(Keyword.Word.verifies.rawValue) {
        return names(document, Keyword.Word.verifies.nameKinds)
          + keywords([Keyword.Word.manages.rawValue], "option")
      }
      return keywords([Keyword.Word.verifies.rawValue], "option")
    case .never:
      return neverCandidates(document, arguments)
    }
  }

  /// `never NAME STATE [while NAME STATE [and NAME STATE]...]`.
  private static func neverCandidates(_ document: LanguageDocument, _ arguments: [String])
    -> [Completion]
  {
    let allNames = names(document, DeclarationKind.allCases)
    switch arguments.count % 3 {
    case 0: return allNames
    case 1:
      guard let kind = document.kind(of: arguments[arguments.count - 1]) else { return [] }
      return Invariant.State.allCases.filter { $0.kinds.contains(kind) }.map {
        Completion(label: $0.rawValue, kind: .enumMember, detail: "state")
      }
    default:
      let joining: Keyword.Word = arguments.count == 2 ? .while : .and
      return keywords([joining.rawValue], "condition")
    }
  }
}
