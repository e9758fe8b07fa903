extension ValidationRule {
  /// Passes when the text equals the text of another field of the same screen.
  ///
  /// The field is checked again whenever the other field's text changes: at once (cancelling a
  /// remote check in flight), or, while the field waits out its own debounce, when that fires.
  /// That re-check is not an edit: it opens no display policy.
  ///
  /// - Parameters:
  ///   - fieldName: The other field's name.
  ///   - message: The message to fail with; by default "must match 'NAME'".
  /// - Returns: The rule.
  public static func equals(_ fieldName: String, _ message: String? = nil) -> Self {
    Self(.equals(fieldName), message: message ?? "must match '\(fieldName)'")
  }
}
