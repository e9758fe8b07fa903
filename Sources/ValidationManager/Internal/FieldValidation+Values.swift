import ControlModel

// The rules that read other controls' values: a rule of the app's that names them, and a rule's
// conditions.
extension FieldValidation {
  /// Whether a `required` applies now: one without conditions, or one whose conditions hold.
  var requiredApplies: Bool {
    if isRequired { return true }
    guard hasConditionalRequired else { return false }
    return syncRules.contains { $0.constraint == .required && applies($0) }
  }

  /// Whether a rule's conditions hold, read from the screen now.
  func applies(_ rule: ValidationRule) -> Bool {
    rule.conditionBox?.hold(on: field.screen) ?? true
  }

  /// The messages of the rules that answer at once and fail, in rule order: a rule of the
  /// app's that reads other controls says its own.
  func failureMessages(_ text: String, count: Int) -> [String] {
    syncRules.indices.compactMap { failure(at: $0, text, count: count) }
  }

  /// The message rule `index` fails with on a text, `nil` when it passes.
  func failure(at index: Int, _ text: String, count: Int) -> String? {
    let rule = syncRules[index]
    let compared = syncCompared.isEmpty ? nil : syncCompared[index]?.object?.textAndCount.text
    return rule.failure(text, characterCount: count, comparedText: compared, on: field.screen)
  }
}
