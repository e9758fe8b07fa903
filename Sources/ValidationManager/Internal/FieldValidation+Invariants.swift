import ControlModel

extension FieldValidation {
  // MARK: - Invariants

  func invariantViolations(memberLimit: Int) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    let (text, count) = field.textAndCount
    switch validity {
    case .pending:
      if debounceWork == nil, checks.isEmpty {
        violations.append(
          InvariantViolation(
            subject: field.name, expected: "pending only while a debounce or a check runs",
            actual: "pending with neither"))
      }
    case .valid, .invalid:
      let expected: (Validity, [String])?
      // The checks that run after each mutation in debug builds call no closure of the user's:
      // a custom rule may count its calls or be slow. An explicit check runs every rule.
      let callsUserCode = syncRules.contains { if case .custom = $0.kind { true } else { false } }
      if memberLimit != .max, callsUserCode {
        expected = nil
      } else if text.isEmpty, !isRequired {
        expected = (.valid, [])
      } else {
        let messages = syncRules.indices.filter { index in
          !syncRules[index].passes(
            text, characterCount: count,
            comparedText: syncCompared.isEmpty
              ? nil : syncCompared[index]?.object?.textAndCount.text)
        }.map { syncRules[$0].message }
        // When every synchronous rule passes, the asynchronous answers decided.
        expected =
          messages.isEmpty && !asyncRules.isEmpty
          ? nil
          : (
            messages.isEmpty ? .valid : .invalid, messages
          )
      }
      if let expected, expected.0 != validity || expected.1 != errors {
        violations.append(
          InvariantViolation(
            subject: field.name,
            expected: "\(expected.0.rawValue) with errors \(expected.1), as its rules give",
            actual: "\(validity.rawValue) with errors \(errors)"))
      }
    }
    violations += verifiers.invariantViolations(of: field, memberLimit: memberLimit)
    return violations
  }
}
