/// How a secure field's text is printed: one `•` per character, so that its length shows and
/// its characters never do.
///
/// The one place that masks: a field's ``TextField/displayText``, a request's description, and
/// every output of the scenario engine (reports, traces, the explorer, the language server) call
/// it.
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

  /// The text as it may be printed: masked when it is secret, else as it is.
  ///
  /// - Parameters:
  ///   - text: A text.
  ///   - isSecret: Whether it is a secure field's text.
  /// - Returns: The text, or its mask.
  public static func printable(_ text: String, isSecret: Bool) -> String {
    isSecret ? mask(text) : text
  }
}
