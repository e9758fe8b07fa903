/// A class of characters, decided by `Character`'s Unicode properties.
///
/// Classes hold beyond ASCII: Arabic-Indic digits are digits, `é` is a lowercase letter.
/// ``asciiDigit`` is the one class that accepts ASCII only.
///
/// Used by a field's ``InputFilter`` and by the `contains` and `excludes` rules.
public enum CharacterClass: String, Sendable, Hashable, CaseIterable {
  /// A number in any script: `Character.isNumber`, so Arabic-Indic digits, `½` and `²` too.
  case digit
  /// One of the ten ASCII digits `0` to `9`, and nothing else: for card numbers and codes.
  case asciiDigit = "ascii-digit"
  /// A letter: `Character.isLetter`.
  case letter
  /// An uppercase letter: `Character.isUppercase`.
  case uppercase
  /// A lowercase letter: `Character.isLowercase`.
  case lowercase
  /// A letter or a number.
  case alphanumeric
  /// Neither a letter, nor a number, nor white space.
  case symbol
  /// White space: `Character.isWhitespace`.
  case whitespace

  /// Whether the character belongs to this class.
  ///
  /// - Parameter character: One extended grapheme cluster.
  /// - Returns: `true` when the character has the class's property.
  @inlinable
  public func contains(_ character: Character) -> Bool {
    if character.isASCII, let byte = character.asciiValue {
      return Self.containsASCII(byte, self)
    }
    switch self {
    case .asciiDigit: return false
    case .digit: return character.isNumber
    case .letter: return character.isLetter
    case .uppercase: return character.isUppercase
    case .lowercase: return character.isLowercase
    case .alphanumeric: return character.isLetter || character.isNumber
    case .symbol:
      return !(character.isLetter || character.isNumber || character.isWhitespace)
    case .whitespace: return character.isWhitespace
    }
  }

  /// The ASCII fast path, equal to the Unicode properties on ASCII characters.
  @usableFromInline
  static func containsASCII(_ byte: UInt8, _ characterClass: Self) -> Bool {
    let isDigit = byte >= 0x30 && byte <= 0x39
    let isUpper = byte >= 0x41 && byte <= 0x5A
    let isLower = byte >= 0x61 && byte <= 0x7A
    // Space, \t, \n, \v, \f, \r; "\r\n" is one Character whose asciiValue is \n.
    let isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    switch characterClass {
    case .digit, .asciiDigit: return isDigit
    case .letter: return isUpper || isLower
    case .uppercase: return isUpper
    case .lowercase: return isLower
    case .alphanumeric: return isDigit || isUpper || isLower
    case .symbol: return !(isDigit || isUpper || isLower || isSpace)
    case .whitespace: return isSpace
    }
  }
}
