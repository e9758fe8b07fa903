extension ValidationRule {
  /// The default message of ``email(_:)``.
  public static let emailMessage = "must be an email address"

  /// Passes when the text is an email address, as the pattern
  /// `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}` decides (matched whole).
  ///
  /// - Parameter message: The message to fail with.
  /// - Returns: The rule.
  public static func email(_ message: String? = nil) -> Self {
    Self(.email, message: message ?? emailMessage)
  }
}

/// The email check, written out by hand: the same decision as the pattern, without a regular
/// expression engine.
enum EmailAddress {
  /// Whether the whole text matches `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}`.
  ///
  /// The local part cannot hold `@`, so there is exactly one. The top-level part holds letters
  /// only, so it follows the domain's last dot, which must have at least one character before it.
  static func isValid(_ text: String) -> Bool {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable(isValid) ?? false
  }

  private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0 else { return false }
    for byte in bytes[..<at] where !isLocal(byte) { return false }
    let domain = bytes[(at + 1)...]
    guard let lastDot = domain.lastIndex(of: UInt8(ascii: ".")), lastDot > at + 1 else {
      return false
    }
    for byte in domain[..<lastDot] where !isDomain(byte) { return false }
    let topLevel = domain[(lastDot + 1)...]
    guard (2...64).contains(topLevel.count) else { return false }
    return topLevel.allSatisfy(isLetter)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  private static func isLocal(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "._%+-".utf8.contains(byte)
  }

  private static func isDomain(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }
}
