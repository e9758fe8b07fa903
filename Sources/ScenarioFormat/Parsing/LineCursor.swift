import ControlModel

/// Reads the tokens of one line in order, turning what it finds into values or located errors.
struct LineCursor {
  struct Failure: Error {
    let message: DiagnosticMessage
    let position: SourcePosition
  }

  let tokens: [Token]
  let path: String
  let line: Int
  /// The column just past the line's last character, where "the end of the line" is.
  let endColumn: Int
  private(set) var index = 0

  init(tokens: [Token], path: String, line: Int, endColumn: Int) {
    self.tokens = tokens
    self.path = path
    self.line = line
    self.endColumn = endColumn
  }

  var peek: Token? { index < tokens.count ? tokens[index] : nil }
  var isAtEnd: Bool { index >= tokens.count }

  func position(_ token: Token?) -> SourcePosition {
    SourcePosition(file: path, line: line, column: token?.column ?? endColumn)
  }

  func position(ofColumn column: Int) -> SourcePosition {
    SourcePosition(file: path, line: line, column: column)
  }

  mutating func next() -> Token? {
    defer { index += 1 }
    return peek
  }

  /// Consumes the next token when it is this bare word.
  mutating func consume(_ word: Keyword.Word) -> Bool {
    consume(word.rawValue)
  }

  mutating func consume(_ word: String) -> Bool {
    guard let token = peek, token.isBare, token.text == word else { return false }
    index += 1
    return true
  }

  func failure(_ message: DiagnosticMessage, at token: Token?) -> Failure {
    Failure(message: message, position: position(token))
  }

  // MARK: - Values

  /// The words that cannot name a control or a manager.
  static let reservedWords = Set(Keyword.Word.allCases.filter(\.isReserved).map(\.rawValue))

  static func isName(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    guard let first = bytes.next(), first == UInt8(ascii: "_") || isLetter(first) else {
      return false
    }
    while let byte = bytes.next() {
      guard
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
          || byte == UInt8(ascii: "-")
      else { return false }
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  mutating func name(_ what: String) throws(Failure) -> NameReference {
    let token = next()
    guard let token, token.isBare, Self.isName(token.text) else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    guard !Self.reservedWords.contains(token.text) else {
      throw failure(.reservedName(token.text), at: token)
    }
    return NameReference(name: token.text, position: position(token))
  }

  mutating func string(_ what: String) throws(Failure) -> (String, SourcePosition) {
    let token = next()
    guard let token, token.kind == .string else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    return (token.text, position(token))
  }

  /// A string if one comes next: a rule's optional message.
  mutating func optionalString() -> String? {
    guard let token = peek, token.kind == .string else { return nil }
    index += 1
    return token.text
  }

  mutating func number(_ what: String = "a number such as '12'") throws(Failure) -> Int {
    let token = next()
    guard let token, token.isBare, !token.text.isEmpty,
      token.text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
    else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    guard let value = Int(token.text) else {
      throw failure(.numberTooLarge(token.text), at: token)
    }
    return value
  }

  /// The longest duration a file may give, so that adding many of them cannot overflow.
  static let longestDuration = Duration.seconds(1_000_000_000)

  mutating func duration() throws(Failure) -> Duration {
    let what = "a duration such as '300ms' or '2s'"
    let token = next()
    guard let token, token.isBare else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    let text = token.text
    // The longest unit first: `ms` also ends with `s`.
    let unit = [Keyword.DurationUnit.milliseconds, .seconds].first { text.hasSuffix($0.rawValue) }
    let digits = unit.map { text.dropLast($0.rawValue.count) } ?? ""
    guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      throw failure(.expected(what, found: text), at: token)
    }
    guard let value = Int(digits) else {
      throw failure(.numberTooLarge(text), at: token)
    }
    let duration: Duration =
      switch unit {
      case .milliseconds?: .milliseconds(value)
      case .seconds?, nil: .seconds(value)
      }
    guard duration <= Self.longestDuration else {
      throw failure(
        .expected("a duration of at most '1000000000s'", found: text), at: token)
    }
    return duration
  }

  /// One word out of a closed set, with a suggestion when it is close to one of them.
  mutating func word(_ what: String, among words: [String]) throws(Failure) -> String {
    let token = next()
    guard let token, token.isBare else {
      throw failure(
        .expected("\(what) (\(Self.list(words)))", found: token?.spelling), at: token)
    }
    guard words.contains(token.text) else {
      throw failure(
        .unknownWord(token.text, what: what, suggestion: token.text.nearest(among: words)),
        at: token)
    }
    return token.text
  }

  mutating func end() throws(Failure) {
    if let token = peek {
      throw failure(.unexpectedToken(token.spelling), at: token)
    }
  }

  static func list(_ words: [String]) -> String {
    words.map { "'\($0)'" }.joined(separator: ", ")
  }
}
