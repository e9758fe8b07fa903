public import ControlModel

extension ValidationRule {
  /// Passes when at least one character is in the class.
  ///
  /// - Parameters:
  ///   - characterClass: The class, decided by `Character`'s Unicode properties.
  ///   - message: The message to fail with; by default "must contain a digit" (or the class's
  ///     noun).
  /// - Returns: The rule.
  public static func contains(_ characterClass: CharacterClass, _ message: String? = nil) -> Self {
    Self(
      .contains(characterClass),
      message: message ?? "must contain \(characterClass.singularNoun)")
  }

  /// Passes when no character is in the class.
  ///
  /// - Parameters:
  ///   - characterClass: The class, decided by `Character`'s Unicode properties.
  ///   - message: The message to fail with; by default "must not contain digits" (or the
  ///     class's noun).
  /// - Returns: The rule.
  public static func excludes(_ characterClass: CharacterClass, _ message: String? = nil) -> Self {
    Self(
      .excludes(characterClass),
      message: message ?? "must not contain \(characterClass.pluralNoun)")
  }
}

extension CharacterClass {
  /// Whether any character of the text is in this class.
  ///
  /// An all-ASCII text is read byte by byte against the class's bitmap, where every character is
  /// one byte (or `\r\n`, white space either way); any other text goes through its characters.
  func isAnyCharacter(of text: String) -> Bool {
    let bitmap = asciiBitmap
    let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var found = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        let bit = UInt64(1) << UInt64(byte & 63)
        found = found || (byte < 64 ? bitmap.low & bit : bitmap.high & bit) != 0
      }
      return found
    }
    if let answer, let answer { return answer }
    return text.contains(where: contains)
  }

  /// The ASCII members of the class as two 64-bit halves (bytes 0–63, 64–127), equal to
  /// `containsASCII` byte by byte; a test checks every byte.
  var asciiBitmap: (low: UInt64, high: UInt64) {
    switch self {
    case .digit, .asciiDigit: (0x03FF000000000000, 0x0000000000000000)
    case .letter: (0x0000000000000000, 0x07FFFFFE07FFFFFE)
    case .uppercase: (0x0000000000000000, 0x0000000007FFFFFE)
    case .lowercase: (0x0000000000000000, 0x07FFFFFE00000000)
    case .alphanumeric: (0x03FF000000000000, 0x07FFFFFE07FFFFFE)
    case .symbol: (0xFC00FFFEFFFFC1FF, 0xF8000001F8000001)
    case .whitespace: (0x0000000100003E00, 0x0000000000000000)
    }
  }

  var singularNoun: String {
    switch self {
    case .digit: "a digit"
    case .asciiDigit: "a digit from 0 to 9"
    case .letter: "a letter"
    case .uppercase: "an uppercase letter"
    case .lowercase: "a lowercase letter"
    case .alphanumeric: "a letter or a digit"
    case .symbol: "a symbol"
    case .whitespace: "white space"
    }
  }

  var pluralNoun: String {
    switch self {
    case .digit: "digits"
    case .asciiDigit: "digits from 0 to 9"
    case .letter: "letters"
    case .uppercase: "uppercase letters"
    case .lowercase: "lowercase letters"
    case .alphanumeric: "letters or digits"
    case .symbol: "symbols"
    case .whitespace: "white space"
    }
  }
}
