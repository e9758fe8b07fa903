import ControlModel
import ModelSupport

extension FieldValidation {
  // MARK: - Invariants

  func invariantViolations(memberLimit: Int) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    func broken(_ expected: String, _ actual: String) {
      violations.append(InvariantViolation(subject: field.name, expected: expected, actual: actual))
    }
    let (text, count) = field.textAndCount
    switch saved.validity {
    case .pending:
      if saved.debounceWork == nil, saved.checks.isEmpty {
        broken("pending only while a debounce or a check runs", "pending with neither")
      }
    case .valid, .invalid:
      // The checks that run after each mutation in debug builds call no closure of the user's:
      // a custom rule may count its calls or be slow. An explicit check runs every rule.
      let callsUserCode = prepared.syncRules.contains {
        switch $0.kind {
        case .custom, .customReading: true
        default: false
        }
      }
      if memberLimit != .max, callsUserCode {
        break
      }
      if let expected = expectedState(text: text, count: count) {
        // `nil` errors: the same rules fail as when the field settled, so the same messages,
        // which are built only to be reported.
        if expected.validity != saved.validity || expected.errors.map({ $0 != errors }) == true {
          let expectedErrors = expected.errors ?? errors
          broken(
            "\(expected.validity.rawValue) with errors \(expectedErrors), as its rules give",
            "\(saved.validity.rawValue) with errors \(errors)")
        }
      }
    }
    // Reported by a full check only: the debug checks after each change must not trap an app
    // whose rule names a field it has not made.
    let (syncRules, syncCompared) = (prepared.syncRules, prepared.syncCompared)
    for (rule, other) in zip(syncRules, syncCompared) where memberLimit == .max && other == nil {
      if let name = rule.comparedFieldName {
        broken("equals a field of its screen", "equals '\(name)', which is no field of its screen")
      }
    }
    for rule in syncRules where memberLimit == .max {
      guard case .customReading = rule.kind else { continue }
      for name in rule.readControlNames where field.screen?.control(named: name) == nil {
        broken(
          "reads controls of its screen",
          "a rule reads '\(name)', which is no control of its screen")
      }
    }
    violations.appendFound(verifiers.invariantViolations(of: field, memberLimit: memberLimit))
    return violations
  }

  /// What the field's rules give its text when they settle it.
  ///
  /// `nil` when every rule that answers at once passes and asynchronous checks decide. Its
  /// errors are `nil` when the same rules fail as when the field last settled, which the
  /// failing rules' mask tells without building their messages (the check after each replayed
  /// step runs this on every changed field).
  private func expectedState(text: String, count: Int)
    -> (validity: Validity, errors: [String]?)?
  {
    if text.isEmpty, !requiredApplies { return (.valid, []) }
    guard prepared.syncRules.count <= 64, !readsValues else {
      let messages = failureMessages(text, count: count)
      if messages.isEmpty, !prepared.asyncRules.isEmpty { return nil }
      return (messages.isEmpty ? .valid : .invalid, messages)
    }
    let mask =
      prepared.settling == .mask
      ? failingMask(text, count: count) : conditionalMask(text, count: count)
    if mask == 0, !prepared.asyncRules.isEmpty { return nil }
    let validity: Validity = mask == 0 ? .valid : .invalid
    if case .sync(let stored) = saved.settled, stored == mask { return (validity, nil) }
    return (validity, messages(.sync(mask)))
  }
}
