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
  var singularNoun: String {
    switch self {
    case .digit: "a digit"
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
    case .letter: "letters"
    case .uppercase: "uppercase letters"
    case .lowercase: "lowercase letters"
    case .alphanumeric: "letters or digits"
    case .symbol: "symbols"
    case .whitespace: "white space"
    }
  }
}
