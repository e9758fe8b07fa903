import ValidationManager

/// The address's patterns, which are written here and known to compile.
enum AddressRules {
  /// A pattern rule; the patterns of this screen are constants that compile.
  static func pattern(_ expression: String, _ message: String) -> ValidationRule {
    do {
      return try .pattern(expression, message)
    } catch {
      // The expressions above are fixed text, tested by the screen's tests.
      preconditionFailure("the pattern \(expression) does not compile: \(error)")
    }
  }
}
