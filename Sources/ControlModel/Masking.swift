/// How a secure field's text is printed: one `•` per character, so that its length shows and
/// its characters never do.
///
/// The one place that writes bullets: a field's ``TextField/displayText``, a request's
/// description, and every output of the scenario engine (reports, traces, the explorer, the
/// language server) mask through it. Which texts are secret is decided elsewhere, once: by the
/// field (`isSecure`) and, for a scenario file, on its syntax tree (`Secrets` in ScenarioFormat).
///
/// ```swift
/// Masking.mask("kangaroo")  // "••••••••"
/// ```
public enum Masking {
  /// The bullet that stands for one character.
  public static let bullet: Character = "•"

  /// The text with each character replaced by a bullet.
  ///
  /// - Parameter text: A secret.
  /// - Returns: As many bullets as the text has characters.
  public static func mask(_ text: some StringProtocol) -> String {
    String(repeating: bullet, count: text.count)
  }

  /// As many bullets as a secret has characters.
  ///
  /// - Parameter count: The secret's length in characters.
  /// - Returns: The bullets.
  public static func mask(count: Int) -> String {
    String(repeating: bullet, count: count)
  }

  /// A line with the characters in some of its columns masked, one bullet each, so that every
  /// other character stays in its column.
  ///
  /// - Parameters:
  ///   - line: A line of text.
  ///   - columns: Column ranges, from 1, of the characters to mask.
  ///   - end: The column from which the line is dropped (a comment after a secret), if any.
  /// - Returns: The line, masked.
  public static func mask(_ line: String, columns: [Range<Int>], droppingFrom end: Int? = nil)
    -> String
  {
    var result = ""
    for (offset, character) in line.enumerated() {
      let column = offset + 1
      if let end, column >= end { break }
      result.append(columns.contains { $0.contains(column) } ? bullet : character)
    }
    return result
  }

  /// The text as it may be printed: masked when it is secret, else as it is.
  ///
  /// - Parameters:
  ///   - text: A text.
  ///   - isSecret: Whether it is a secure field's text.
  /// - Returns: The text, or its mask.
  public static func printable(_ text: String, isSecret: Bool) -> String {
    isSecret ? mask(text) : text
  }

  /// A secret's stand-in: as many characters, each of the same kind (a lowercase or uppercase
  /// letter, a letter without case, a digit, white space, a symbol, as ``CharacterClass`` has
  /// them), so that rules on length and kinds of character pass or fail on it as on the
  /// secret.
  ///
  /// The same secret typed at the same place has the same stand-in, so that a confirmation
  /// field still `equals` its password. Where the field lets only some characters in, each
  /// character of the stand-in is one it lets in, of the same kind when it can be. What a
  /// session's recorder writes instead of a secure field's text.
  ///
  /// ```swift
  /// Masking.standIn(for: "Kangaroo7!")  // "Abcdefgh8?"
  /// ```
  ///
  /// - Parameters:
  ///   - text: A secret, or part of one.
  ///   - position: Where in the field's text it goes, in characters.
  ///   - filter: The characters the field lets in, if it has a filter.
  /// - Returns: The stand-in.
  public static func standIn(
    for text: some StringProtocol, from position: Int = 0, allowing filter: InputFilter? = nil
  ) -> String {
    var result = ""
    for (offset, character) in text.enumerated() {
      let place = max(0, position) + offset
      let kind: String =
        if character.isLowercase {
          "abcdefghijklmnopqrstuvwxyz"
        } else if character.isUppercase {
          "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        } else if character.isNumber {
          "0123456789"
        } else if character.isWhitespace {
          " "
        } else if character.isLetter {
          // A letter of a script without case is neither uppercase nor lowercase.
          "あいうえお"
        } else {
          "!#$%&*+-=?@^_~"
        }
      let characters = Array(kind)
      let rotated = (0..<characters.count).lazy.map { characters[(place + $0) % characters.count] }
      // A character the field lets in: of the same kind, else any the field lets in.
      let letIn =
        rotated.first { filter?.allows($0) ?? true }
        ?? filter.flatMap { Self.anyAllowed(by: $0, at: place) }
        ?? characters[place % characters.count]
      result.append(letIn)
    }
    return result
  }

  /// A character a filter lets in, chosen by place among the kinds a stand-in uses.
  private static func anyAllowed(by filter: InputFilter, at place: Int) -> Character? {
    let every = Array(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !#$%&*+-=?@^_~")
    let allowed = every.filter(filter.allows)
    if case .characters(let set) = filter, allowed.isEmpty {
      return set.sorted().first
    }
    return allowed.isEmpty ? nil : allowed[place % allowed.count]
  }
}
