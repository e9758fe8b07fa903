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
      if let screens = screenNames(in: document, line: line, prefix: prefix) { return screens }
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
    let items = candidates(document, line: line, tokens: words)
    return (items.filter { partial.isEmpty || $0.label.hasPrefix(partial) }, start)
  }

  /// The catalogue's screens inside the string of `screen from "…`: the names that start with
  /// what was typed after the quote, replacing it; `nil` on any other line.
  private static func screenNames(in document: LanguageDocument, line: Int, prefix: String) -> (
    [Completion], Int
  )? {
    guard let quote = prefix.firstIndex(of: "\""),
      case .success(let tokens) = LineLexer.tokens(of: String(prefix[..<quote])),
      !tokens.isEmpty,
      Parser.expectations(after: tokens, line: line, of: document.checked.source).contains(
        where: { $0.kind == .catalogueScreen })
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
    // A group's row names are offered as row references of its first row (`passenger[1].first`),
    // which is what steps and assertions write.
    document.checked.symbols.filter { kinds.contains($0.value.kind) }
      .compactMap { name, symbol -> (String, Checker.Symbol)? in
        guard let group = symbol.group else { return (name, symbol) }
        guard let member = RowReference.member(ofTemplateKey: name, in: group) else { return nil }
        return (RowReference(group: group, row: 1, member: member).name, symbol)
      }
      .sorted { $0.0 < $1.0 }
      .map { name, symbol in
        Completion(
          label: name, kind: symbol.kind == .manager ? .variable : .field,
          detail: symbol.group.map { "\(symbol.kind.rawValue) of group \($0)'s rows" }
            ?? symbol.kind.rawValue)
      }
  }

  /// A group's row names as `GROUP[*].NAME`, which stand for every row in `never` (version
  /// 2.1).
  private static func everyRowNames(_ document: LanguageDocument, _ kinds: [DeclarationKind])
    -> [Completion]
  {
    document.checked.symbols.filter { kinds.contains($0.value.kind) }
      .compactMap { name, symbol -> (String, Checker.Symbol)? in
        guard let group = symbol.group,
          let every = EveryRowReference(templateKey: name, in: group)
        else { return nil }
        return (every.name, symbol)
      }
      .sorted { $0.0 < $1.0 }
      .map { name, symbol in
        Completion(
          label: name, kind: symbol.kind == .manager ? .variable : .field,
          detail: "\(symbol.kind.rawValue) of every row of group \(symbol.group ?? "")")
      }
  }

  /// What the parser takes after a line's first tokens, as completions: the names of the
  /// kinds it takes, then its words (states only those the name's kind has), then `?`.
  private static func candidates(_ document: LanguageDocument, line: Int, tokens: [Token])
    -> [Completion]
  {
    let expected = Parser.expectations(after: tokens, line: line, of: document.checked.source)
    var names: [Completion] = []
    var words: [Completion] = []
    var placeholders: [Completion] = []
    for expectation in expected {
      switch expectation.kind {
      case .name(let kinds):
        names += Self.names(document, kinds).filter { name in
          !names.contains { $0.label == name.label }
        }
      case .everyRowName(let kinds):
        names += Self.everyRowNames(document, kinds)
      case .word(let word):
        guard !words.contains(where: { $0.label == word }),
          isSaid(of: expectation.subject, word, in: document)
        else { continue }
        let isState = expectation.subject != nil
        words.append(
          Completion(
            label: word, kind: isState ? .enumMember : .keyword,
            detail: isState ? "state" : expectation.what))
      case .placeholder:
        placeholders.append(
          Completion(
            label: Keyword.Word.placeholder.rawValue, kind: .value,
            detail: "placeholder: --record writes " + expectation.what))
      case .catalogueScreen:
        words += document.catalogueNames.map {
          Completion(label: $0.scenarioQuoted, kind: .value, detail: "a screen built in Swift")
        }
      case .option(let picker):
        words += document.options(of: picker).map {
          Completion(label: $0.scenarioQuoted, kind: .enumMember, detail: "an option of \(picker)")
        }
      case .day(let date):
        words += document.days(of: date).map {
          Completion(label: $0.day.description, kind: .value, detail: $0.what)
        }
      }
    }
    return names + words + placeholders
  }

  /// Whether a state or assertion word applies to the kind of the name it is said of; any
  /// other word applies.
  private static func isSaid(
    of subject: NameReference?, _ word: String, in document: LanguageDocument
  ) -> Bool {
    guard let subject else { return true }
    guard let kind = document.kind(of: subject.name) else { return false }
    if let predicate = Keyword.Predicate(rawValue: word) { return predicate.kinds.contains(kind) }
    if let state = Invariant.State(rawValue: word) { return state.kinds.contains(kind) }
    if let condition = Keyword.Condition(rawValue: word) { return condition.kinds.contains(kind) }
    return true
  }
}
