/// How a field reshapes what is typed or pasted before its limit and filter decide on it.
///
/// ```swift
/// let card = screen.makeTextField(
///   "cardNumber", limit: 16, allow: .characterClass(.asciiDigit),
///   normalizer: .removingWhitespace)
/// card.paste("4242 4242 4242 4242")   // accepted: "4242424242424242"
/// ```
///
/// The normaliser sees only the inserted text, never the text already in the field. A keystroke
/// that it turns into nothing changes nothing and is not a refusal.
public struct InputNormalizer: Sendable {
  private let transform: @Sendable (String) -> String

  /// A normaliser of your own.
  ///
  /// - Parameter transform: Returns the text to insert in place of what was typed or pasted.
  public init(_ transform: @escaping @Sendable (String) -> String) {
    self.transform = transform
  }

  /// Reshapes inserted text.
  ///
  /// - Parameter text: What was typed or pasted.
  /// - Returns: What the field then tries to insert.
  public func callAsFunction(_ text: String) -> String {
    transform(text)
  }

  /// This normaliser, then another.
  ///
  /// - Parameter next: Applied to this one's result.
  /// - Returns: The two in sequence.
  public func followed(by next: InputNormalizer) -> InputNormalizer {
    InputNormalizer { next(self($0)) }
  }

  /// Drops white space (spaces, tabs, line breaks), as in a pasted card number.
  public static let removingWhitespace = InputNormalizer { text in
    String(text.filter { !$0.isWhitespace })
  }

  /// Uppercases letters, as in a promo code.
  public static let uppercased = InputNormalizer { $0.uppercased() }

  /// Lowercases letters, as in an email address.
  public static let lowercased = InputNormalizer { $0.lowercased() }
}
