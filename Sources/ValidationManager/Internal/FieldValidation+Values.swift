import ControlModel
import ModelSupport

// The rules that read other controls' values: a rule of the app's that names them, and a rule's
// conditions.
extension FieldValidation {
  /// The screen is gone: the controls read are let go, so that fields that read each other do
  /// not keep each other alive.
  func screenDidEnd() {
    reads.removeAll()
  }

  /// Whether a `required` applies now: one without conditions, or one whose conditions hold.
  var requiredApplies: Bool {
    if prepared.isRequired { return true }
    guard prepared.hasConditionalRequired else { return false }
    return prepared.syncRules.contains { $0.constraint == .required && applies($0) }
  }

  /// Whether a rule's conditions hold, read from the controls they name now.
  func applies(_ rule: ValidationRule) -> Bool {
    rule.conditionBox.map { conditionsHold($0.all) } ?? true
  }

  /// Whether conditions hold, each read from the control it names as found once.
  func conditionsHold(_ conditions: [RuleCondition]) -> Bool {
    reads.hold(conditions, own: field.kind)
  }

  /// The rules that answer at once and fail, as a mask, skipping those whose conditions do not
  /// hold: the mask of a field whose rules have conditions (``failingMask(_:count:)``, the
  /// keystroke's, reads no condition).
  func conditionalMask(_ text: String, count: Int) -> UInt64 {
    var mask: UInt64 = 0
    let rules = prepared.syncRules
    for index in rules.indices {
      let compared = comparedText(of: index)
      // The field itself only for a condition that names it.
      let passes = rules[index].passes(
        text, characterCount: count, comparedText: compared,
        holding: { reads.hold($0, own: field.kind) })
      if !passes { mask |= 1 << UInt64(index) }
    }
    return mask
  }

  /// The messages of the rules that answer at once and fail, in rule order: a rule of the
  /// app's that reads other controls says its own.
  func failureMessages(_ text: String, count: Int) -> [String] {
    prepared.syncRules.indices.compactMap { failure(at: $0, text, count: count) }
  }

  /// The message rule `index` fails with on a text, `nil` when it passes.
  func failure(at index: Int, _ text: String, count: Int) -> String? {
    let rule = prepared.syncRules[index]
    return rule.failure(
      text, characterCount: count, comparedText: comparedText(of: index),
      holding: { conditionsHold($0) },
      reading: { reads.values(rule.readControlNames, own: field.kind) })
  }

  /// Whether each rule that answers at once passed, in rule order, as the field last settled;
  /// `nil` while pending, when the rules did not run (an empty field without `required`), or
  /// for more rules than a mask holds.
  var syncRuleResults: [(rule: ValidationRule, passed: Bool)]? {
    let syncRules = prepared.syncRules
    guard saved.validity != .pending, syncRules.count <= 64 else { return nil }
    if field.textAndCount.count == 0, !requiredApplies { return nil }
    switch saved.settled {
    case .sync(let mask):
      return syncRules.indices.map { (syncRules[$0], mask & (1 << UInt64($0)) == 0) }
    case .messages where readsValues:
      // Each rule run again: the messages alone do not say whose they are.
      let (text, count) = field.textAndCount
      return syncRules.indices.map { (syncRules[$0], failure(at: $0, text, count: count) == nil) }
    case .messages:
      // With a mask's worth of rules, messages come only from the answers of asynchronous
      // checks, which run once every other rule passed.
      return syncRules.map { ($0, true) }
    }
  }
}
