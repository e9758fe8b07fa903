/// Reads scenario text into a ``FileSpec``: the subset of the format that the reference models
/// (versions 1, 2 and 2.1), so that hand-written files run on the reference too.
package enum Reader {
  /// A token of a line: a word, or a string literal with its escapes read.
  enum Token: Equatable {
    case word(String), string(String)
  }

  /// Reads a file; nil when a line is outside the subset the reference reads.
  package static func read(_ text: String) -> FileSpec? {
    var state = ReaderState()
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let tokens = tokenize(String(raw)) else { return nil }
      guard !tokens.isEmpty else { continue }
      guard state.take(tokens) else { return nil }
    }
    state.finish()
    return FileSpec(
      screen: state.screen, scenarios: state.scenarios, background: state.background ?? [])
  }

  // "`#` starts a comment that runs to the end of the line (not inside a string)." (Lexical
  // rules) "A **string** is double-quoted, with the escapes `\"`, `\\`, `\n`, `\t` and
  // `\u{1F600}` (1–8 hex digits)."
  /// Splits a line into tokens; nil for a malformed string.
  static func tokenize(_ line: String) -> [Token]? {
    var tokens: [Token] = []
    var scalars = Array(line.unicodeScalars)[...]
    while let first = scalars.first {
      if first == "#" { break }
      if first == " " || first == "\t" || first == "\r" {
        scalars = scalars.dropFirst()
        continue
      }
      if first == "\"" {
        guard let (string, rest) = readString(scalars.dropFirst()) else { return nil }
        tokens.append(.string(string))
        scalars = rest
        continue
      }
      var word = String.UnicodeScalarView()
      while let next = scalars.first, next != " ", next != "\t", next != "\r" {
        word.append(next)
        scalars = scalars.dropFirst()
      }
      tokens.append(.word(String(word)))
    }
    return tokens
  }

  private static func readString(
    _ input: ArraySlice<Unicode.Scalar>
  ) -> (String, ArraySlice<Unicode.Scalar>)? {
    var scalars = input
    var out = String.UnicodeScalarView()
    while let next = scalars.first {
      scalars = scalars.dropFirst()
      if next == "\"" { return (String(out), scalars) }
      guard next == "\\" else {
        out.append(next)
        continue
      }
      guard let escaped = scalars.first else { return nil }
      scalars = scalars.dropFirst()
      switch escaped {
      case "\"": out.append("\"")
      case "\\": out.append("\\")
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "u":
        guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else { return nil }
        let hex = String(
          String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
          return nil
        }
        out.append(scalar)
        scalars = scalars[scalars.index(after: close)...]
      default: return nil
      }
    }
    return nil
  }

  /// A duration: `Nms` or `Ns`, in milliseconds.
  static func duration(_ word: String) -> Int? {
    if word.hasSuffix("ms") { return Int(word.dropLast(2)) }
    if word.hasSuffix("s") { return Int(word.dropLast()).map { $0 * 1000 } }
    return nil
  }

  /// A day as written: `YYYY-MM-DD`, `today`, `today+N` or `today-N`.
  static func dayExpr(_ word: String) -> DayExpr? {
    guard word.hasPrefix("today") else { return day(word).map(DayExpr.fixed) }
    let rest = word.dropFirst(5)
    if rest.isEmpty { return .today(0) }
    guard let sign = rest.first, sign == "+" || sign == "-", let count = Int(rest.dropFirst()),
      count >= 0
    else { return nil }
    return .today(sign == "+" ? count : -count)
  }

  /// A day `YYYY-MM-DD`.
  static func day(_ word: String) -> Day? {
    let parts = word.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return Day(parts[0], parts[1], parts[2])
  }
}
