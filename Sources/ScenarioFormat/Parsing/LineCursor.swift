import ControlModel

/// Reads the tokens of one line in order, turning what it finds into values or located errors.
struct LineCursor {
  struct Failure: Error {
    let message: DiagnosticMessage
    let position: SourcePosition
    /// Where something the message speaks of is, such as a first declaration.
    var notes: [Diagnostic.Note] = []
  }

  let tokens: [Token]
  let path: String
  let line: Int
  /// The column just past the line's last character, where "the end of the line" is.
  let endColumn: Int
  private(set) var index = 0
  /// While the parser reads a line's start for completion, what it looked for at the line's
  /// end; `nil` otherwise, when noting costs one comparison at the end of a line.
  var expectations: [Expectation]?
  /// The last day read on the line that is written relative to today (version 2.1).
  var relativeDay: RelativeDay?

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

  /// Notes what may come where the line ends, while reading for completion.
  ///
  /// - Parameter expected: What the parser looks for; made only when it is noted.
  mutating func expect(_ expected: @autoclosure () -> [Expectation]) {
    guard expectations != nil, isAtEnd else { return }
    expectations?.append(contentsOf: expected())
  }

  /// The next token; at the line's end, `nil` having noted what may come there.
  mutating func peek(expecting expected: @autoclosure () -> [Expectation]) -> Token? {
    if let token = peek { return token }
    expect(expected())
    return nil
  }

  /// Consumes the next token when it is this bare word.
  ///
  /// - Parameters:
  ///   - word: The word.
  ///   - what: What the word is, for completion.
  /// - Returns: Whether the word came and was consumed.
  mutating func consume(_ word: Keyword.Word, what: String = "keyword") -> Bool {
    let kind: Expectation.Kind = word == .placeholder ? .placeholder : .word(word.rawValue)
    return consume(word.rawValue, expecting: Expectation(kind, what: what))
  }

  /// Consumes the next token when it is this bare word: a word of the model's own, as `on`.
  mutating func consume(_ word: String, what: String) -> Bool {
    consume(word, expecting: Expectation(.word(word), what: what))
  }

  private mutating func consume(_ word: String, expecting expected: @autoclosure () -> Expectation)
    -> Bool
  {
    guard let token = peek(expecting: [expected()]), token.isBare, token.text == word else {
      return false
    }
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

  /// A name: of a control or manager declared elsewhere, of one of `kinds`, or a new one when
  /// `kinds` is empty.
  mutating func name(_ what: String, kinds: [DeclarationKind] = []) throws(Failure)
    -> NameReference
  {
    if !kinds.isEmpty { expect([Expectation(.name(kinds), what: what)]) }
    let token = next()
    // A bracket searched as a byte: a search of characters breaks the name into graphemes. A
    // bracket a combining mark joins is no reference, and fails there as here.
    if let token, token.isBare, !kinds.isEmpty, token.text.utf8.contains(UInt8(ascii: "[")) {
      return try rowReference(token, what)
    }
    guard let token, token.isBare, Self.isName(token.text) else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    guard !Self.reservedWords.contains(token.text) else {
      throw failure(.reservedName(token.text), at: token)
    }
    guard !Keyword.reservedSinceVersion2.contains(token.text) else {
      throw failure(.reservedSinceVersion2(token.text), at: token)
    }
    guard !Keyword.reservedSinceVersion21.contains(token.text) else {
      throw failure(.reservedSinceVersion21(token.text), at: token)
    }
    return NameReference(name: token.text, position: position(token))
  }

  /// A row reference, `GROUP[N].NAME`, where a name of the screen may stand; the checker
  /// decides where one may.
  private func rowReference(_ token: Token, _ what: String) throws(Failure) -> NameReference {
    switch RowReference.read(token.text) {
    case .reference, .everyRow:
      return NameReference(name: token.text, position: position(token))
    case .badRow(let offset):
      let digits = token.text.dropFirst(offset).prefix { $0 != "]" }
      throw Failure(
        message: .notARowNumber(String(digits), group: String(token.text.prefix(offset - 1))),
        position: position(ofColumn: token.column + offset))
    case .rowAlone(let group, let row):
      throw failure(.rowAlone(group, row), at: token)
    case .notReference:
      throw failure(.expected(what, found: token.spelling), at: token)
    }
  }

  mutating func string(_ what: String, isCatalogueScreen: Bool = false) throws(Failure)
    -> (String, SourcePosition)
  {
    if isCatalogueScreen { expect([Expectation(.catalogueScreen, what: what)]) }
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

  /// A whole number that may be negative: `-5`, `12`.
  mutating func signedNumber(_ what: String = "a whole number such as '3' or '-2'")
    throws(Failure) -> Int
  {
    guard let token = peek, token.isBare, token.text.hasPrefix("-") else {
      return try number(what)
    }
    let digits = token.text.dropFirst()
    guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      index += 1
      throw failure(.expected(what, found: token.spelling), at: token)
    }
    index += 1
    guard let value = Int(token.text) else { throw failure(.numberTooLarge(token.text), at: token) }
    return value
  }

  /// A day written `YYYY-MM-DD`, with where it is; one that does not exist is an error at its
  /// place that says why.
  mutating func day(_ what: String = "a day such as '2026-07-01'") throws(Failure)
    -> (CalendarDate, SourcePosition)
  {
    let token = next()
    guard let token, token.isBare, token.text.first?.isNumber == true else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    do {
      return (try CalendarDate(parsing: token.text), position(token))
    } catch {
      throw failure(.invalidDay(error), at: token)
    }
  }

  mutating func duration() throws(Failure) -> Duration {
    let what = "a duration such as '300ms' or '2s'"
    let token = next()
    guard let token, token.isBare else {
      throw failure(.expected(what, found: token?.spelling), at: token)
    }
    let text = token.text
    switch Duration.reading(text) {
    case .duration(let duration): return duration
    case .malformed: throw failure(.expected(what, found: text), at: token)
    case .numberTooLarge: throw failure(.numberTooLarge(text), at: token)
    case .tooLong:
      throw failure(.expected("a duration of at most '1000000000s'", found: text), at: token)
    }
  }

  /// One word out of a closed set, with a suggestion when it is close to one of them.
  ///
  /// - Parameters:
  ///   - what: What the words are.
  ///   - words: The words.
  ///   - subject: For states, the name they are said of.
  /// - Returns: The word.
  /// - Throws: When the next token is not one of the words.
  mutating func word(_ what: String, among words: [String], of subject: NameReference? = nil)
    throws(Failure) -> String
  {
    expect(words.map { Expectation(.word($0), what: what, subject: subject) })
    let token = next()
    guard let token, token.isBare else {
      throw failure(
        .expected("\(what) (\(Self.list(words)))", found: token?.spelling), at: token)
    }
    guard words.contains(token.text) else {
      throw failure(
        .unknownWord(
          token.text, what: what, suggestion: token.text.nearest(among: words), among: words),
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
