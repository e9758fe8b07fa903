/// Splits one line into tokens, skipping white space and a `#` comment.
package struct LineLexer {
  package struct Failure: Error {
    package let message: DiagnosticMessage
    package let column: Int
  }

  /// The tokens of a line, or the first lexical error in it.
  ///
  /// An all-ASCII line, where every byte is one character, is read byte by byte; any other
  /// line goes through its characters.
  package static func tokens(of line: String) -> Result<[Token], Failure> {
    let ascii = line.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? asciiTokens(of: bytes) : nil
    }
    if let ascii, let ascii { return ascii }
    return characterTokens(of: line)
  }

  /// The byte-by-byte lexer of an all-ASCII line: the same tokens and errors as the character
  /// lexer, whose columns equal byte offsets here.
  private static func asciiTokens(of bytes: UnsafeBufferPointer<UInt8>) -> Result<[Token], Failure>
  {
    var tokens: [Token] = []
    var index = 0
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    while index < bytes.count {
      let byte = bytes[index]
      if isSpace(byte) {
        // A carriage return alone ends no line: a file saved with old Mac line endings reads
        // as one line, which says so at its first.
        if byte == 0x0D {
          return .failure(Failure(message: .loneCarriageReturn, column: index + 1))
        }
        index += 1
      } else if byte == UInt8(ascii: "#") {
        break
      } else if byte == UInt8(ascii: "\"") {
        let start = index
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\")
        {
          end += 1
        }
        guard end < bytes.count else {
          return .failure(Failure(message: .unterminatedString, column: start + 1))
        }
        guard bytes[end] == UInt8(ascii: "\"") else {
          // An escape: the character lexer has the whole logic.
          return characterTokens(of: String(decoding: bytes, as: UTF8.self))
        }
        tokens.append(
          Token(
            kind: .string, text: String(decoding: bytes[(start + 1)..<end], as: UTF8.self),
            column: start + 1, end: end + 2))
        index = end + 1
      } else {
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "\""),
          bytes[index] != UInt8(ascii: "#")
        {
          index += 1
        }
        tokens.append(
          Token(
            kind: .bare, text: String(decoding: bytes[start..<index], as: UTF8.self),
            column: start + 1, end: index + 1))
      }
    }
    return .success(tokens)
  }

  /// The lexer of any line, character by character after its indentation (split off by
  /// scalars, so that indenting a line never changes how it reads).
  ///
  /// Columns count the whole line's characters: a mark right after the indentation is one
  /// character with the indentation's last space, so the text after the indentation starts
  /// inside that character, and no column lies past the line's end.
  private static func characterTokens(of line: String) -> Result<[Token], Failure> {
    let (width, body) = Indentation.split(line)
    let offset = width == 0 ? 0 : line.count - body.count
    switch characterTokens(ofUnindented: body) {
    case .success(let tokens):
      guard offset > 0 else { return .success(tokens) }
      return .success(
        tokens.map {
          Token(kind: $0.kind, text: $0.text, column: $0.column + offset, end: $0.end + offset)
        })
    case .failure(let failure):
      return .failure(Failure(message: failure.message, column: failure.column + offset))
    }
  }

  /// The lexer of a line without indentation, character by character.
  private static func characterTokens(ofUnindented line: String) -> Result<[Token], Failure> {
    var tokens: [Token] = []
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        if character == "\r" {
          return .failure(Failure(message: .loneCarriageReturn, column: index + 1))
        }
        index += 1
      } else if character == "#" {
        break
      } else if character == "\"" {
        switch string(in: characters, from: index) {
        case .success(let (token, end)):
          tokens.append(token)
          index = end
        case .failure(let failure):
          return .failure(failure)
        }
      } else {
        let start = index
        while index < characters.count, !characters[index].isWhitespace,
          characters[index] != "\"", characters[index] != "#"
        {
          index += 1
        }
        tokens.append(
          Token(
            kind: .bare, text: String(characters[start..<index]), column: start + 1,
            end: index + 1))
      }
    }
    return .success(tokens)
  }

  /// A string starting at the opening quote: its token and the index after the closing quote.
  private static func string(in characters: [Character], from start: Int)
    -> Result<(Token, Int), Failure>
  {
    var value = ""
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        return .success(
          (Token(kind: .string, text: value, column: start + 1, end: index + 2), index + 1))
      }
      guard character == "\\" else {
        value.append(character)
        index += 1
        continue
      }
      guard index + 1 < characters.count else { break }
      let escape = characters[index + 1]
      switch escape {
      case "\"": value.append("\"")
      case "\\": value.append("\\")
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "u":
        switch unicodeEscape(in: characters, from: index) {
        case .success(let (scalar, end)):
          value.unicodeScalars.append(scalar)
          index = end
          continue
        case .failure(let failure):
          return .failure(failure)
        }
      default:
        return .failure(
          Failure(message: .invalidEscape("\\\(escape)"), column: index + 1))
      }
      index += 2
    }
    return .failure(Failure(message: .unterminatedString, column: start + 1))
  }

  /// `\u{…}` at `start` (the backslash): the scalar and the index after the closing brace.
  private static func unicodeEscape(in characters: [Character], from start: Int)
    -> Result<(Unicode.Scalar, Int), Failure>
  {
    var index = start + 2
    var digits = ""
    if index < characters.count, characters[index] == "{" {
      index += 1
      // The digits end at `}`, at a quote or at white space: an escape left open is quoted up
      // to there, so its message never depends on the line's trailing white space.
      while index < characters.count, characters[index] != "}", characters[index] != "\"",
        !characters[index].isWhitespace
      {
        digits.append(characters[index])
        index += 1
      }
      let closed = index < characters.count && characters[index] == "}"
      let shown = digits.count > 9 ? String(digits.prefix(9)) + "…" : digits
      let sequence = "\\u{" + shown + (closed ? "}" : "")
      if closed, (1...8).contains(digits.count),
        digits.allSatisfy(\.isHexDigit),
        let value = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        return .success((scalar, index + 1))
      }
      return .failure(Failure(message: .invalidUnicodeEscape(sequence), column: start + 1))
    }
    return .failure(Failure(message: .invalidUnicodeEscape("\\u"), column: start + 1))
  }

  /// The column of the `#` that starts a line's comment, if the line has one: the first `#`
  /// after the last token, since the lexer stops there; none in a line with a string left open.
  package static func commentColumn(of line: String) -> Int? {
    guard case .success(let tokens) = tokens(of: line) else { return nil }
    let from = (tokens.last?.end ?? 1) - 1
    return line.dropFirst(from).firstIndex(of: "#").map {
      from + line.dropFirst(from).distance(from: line.dropFirst(from).startIndex, to: $0) + 1
    }
  }
}
