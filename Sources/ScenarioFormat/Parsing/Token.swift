import ValidationManager

/// One token of a line: a bare word (a name, keyword, number or duration) or a string.
package struct Token: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A run of characters that are neither white space, `"` nor `#`.
    case bare
    /// A double-quoted string; ``Token/text`` is its value with escapes resolved.
    case string
  }

  package let kind: Kind
  /// A bare token's characters, or a string's value.
  package let text: String
  /// The column of the token's first character (a string's opening quote).
  package let column: Int
  /// The column after its last character as written (a string's closing quote).
  package let end: Int

  package var isBare: Bool { kind == .bare }

  /// How the token reads in a message: a string quoted, a bare word as it is; invisible
  /// control characters are written as `\u{…}` in both.
  package var spelling: String {
    let quoted = text.scenarioQuoted
    return kind == .string ? quoted : String(quoted.dropFirst().dropLast())
  }
}
