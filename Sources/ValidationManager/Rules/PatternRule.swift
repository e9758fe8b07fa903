extension ValidationRule {
  /// Passes when the **whole** text matches the regular expression (ICU syntax, anchored at both
  /// ends like `NSPredicate`'s `MATCHES`).
  ///
  /// The expression is compiled here, once; the rule shares it wherever it is copied.
  ///
  /// - Parameters:
  ///   - expression: An ICU regular expression.
  ///   - message: The message to fail with; by default "must match the pattern 'EXPRESSION'".
  /// - Returns: The rule.
  /// - Throws: ``PatternError`` when the expression does not compile.
  public static func pattern(_ expression: String, _ message: String? = nil) throws(PatternError)
    -> Self
  {
    let compiled = try Pattern.compiled(expression)
    return Self(.pattern(compiled), message: message ?? "must match the pattern '\(expression)'")
  }
}
