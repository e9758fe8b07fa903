public import ValidationManager

extension Keyword {
  /// The words of rules that only Swift makes: descriptions and hovers name them, and no file
  /// can write them.
  package enum SwiftRule: String, CaseIterable {
    case check, custom
  }
}

extension ValidationRule.Constraint {
  /// The constraint's word in the format: the rule's keyword in a file, or the name of a rule
  /// only Swift makes.
  package var word: String {
    switch self {
    case .required: Keyword.Rule.required.rawValue
    case .minLength: Keyword.Rule.minLength.rawValue
    case .maxLength: Keyword.Rule.maxLength.rawValue
    case .pattern: Keyword.Rule.pattern.rawValue
    case .email: Keyword.Rule.email.rawValue
    case .contains: Keyword.Rule.contains.rawValue
    case .excludes: Keyword.Rule.excludes.rawValue
    case .equals: Keyword.Rule.equals.rawValue
    case .remote: Keyword.Rule.remote.rawValue
    case .mustBeOn: Keyword.Rule.mustBeOn.rawValue
    case .atLeast: Keyword.Rule.atLeast.rawValue
    case .atMost: Keyword.Rule.atMost.rawValue
    case .after: Keyword.Rule.after.rawValue
    case .before: Keyword.Rule.before.rawValue
    case .onOrAfter: Keyword.Rule.onOrAfter.rawValue
    case .onOrBefore: Keyword.Rule.onOrBefore.rawValue
    case .ageAtLeast: Keyword.Rule.ageAtLeast.rawValue
    case .ageUnder: Keyword.Rule.ageUnder.rawValue
    case .check: Keyword.SwiftRule.check.rawValue
    case .custom: Keyword.SwiftRule.custom.rawValue
    }
  }
}

extension ValidationRule {
  /// The rule's keyword in the scenario format, such as `min-length`; `check` and `custom` for
  /// the rules only Swift makes.
  public var keyword: String { constraint.word }
}
