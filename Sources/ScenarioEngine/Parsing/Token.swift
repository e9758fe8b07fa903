import ValidationManager

/// One token of a line: a bare word (a name, keyword, number or duration) or a string.
struct Token: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// A run of characters that are neither white space, `"` nor `#`.
    case bare
    /// A double-quoted string; ``Token/text`` is its value with escapes resolved.
    case string
  }

  let kind: Kind
  /// A bare token's characters, or a string's value.
  let text: String
  /// The column of the token's first character (a string's opening quote).
  let column: Int
  /// The column after its last character as written (a string's closing quote).
  let end: Int

  var isBare: Bool { kind == .bare }

  /// How the token reads in a message: a string quoted, a bare word as it is; invisible
  /// control characters are written as `\u{…}` in both.
  var spelling: String {
    let quoted = text.scenarioQuoted
    return kind == .string ? quoted : String(quoted.dropFirst().dropLast())
  }
}
