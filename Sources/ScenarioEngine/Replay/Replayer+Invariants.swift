import ControlModel
import ScenarioFormat
import ValidationManager

// The file's `never` lines, checked after every step.
extension Replayer {
  /// The first of the file's invariants whose conditions all hold now.
  func violatedInvariant() -> Mismatch? {
    for (index, checks) in invariantChecks.enumerated() where checks.allSatisfy(holds) {
      let invariant = file.file.invariants[index]
      let described = invariant.conditions.map(ScenarioWriter.words)
      let actual = invariant.conditions.map(actualWords)
      var explanation: String?
      if let subject = invariant.conditions.first, let state = subject.state,
        [.enabled, .disabled].contains(state),
        let control = control(subject.name)
      {
        explanation = control.explainEnablement().description
      }
      return Mismatch(
        expected: "never " + described[0]
          + (described.count > 1
            ? " while " + described.dropFirst().joined(separator: " and ") : ""),
        actual: actual[0]
          + (actual.count > 1 ? " while " + actual.dropFirst().joined(separator: " and ") : ""),
        explanation: explanation)
    }
    return nil
  }

  /// Whether one condition of an invariant holds.
  private func holds(_ check: InvariantCheck) -> Bool {
    guard let subject = check.subject else { return false }
    let control = subject.control
    switch check.test {
    case .value(let condition): return condition.holds(control?.value)
    case .enablement(let isEnabled):
      return control.map { $0.control.isEnabled == isEnabled } ?? false
    case .switchState(let isOn): return subject.toggle.map { $0.isOn == isOn } ?? false
    case .visibility(let isShown): return control.map { $0.control.isHidden != isShown } ?? false
    case .validity(let asked): return subject.validatable.validity == asked
    }
  }
}

/// One condition of a `never` line, ready to check: what it asks, and what it names.
struct InvariantCheck {
  /// What the condition asks.
  enum Test {
    /// The control is enabled (`true`) or disabled.
    case enablement(Bool)
    /// The switch is on (`true`) or off.
    case switchState(Bool)
    /// The control is shown (`true`) or hidden.
    case visibility(Bool)
    /// The control, manager or member has this validity.
    case validity(Validity)
    /// A condition on the control's value, as a rule's `when` reads it: `empty`, `filled`, `is`.
    case value(RuleCondition)
  }

  let test: Test
  /// The control, manager or member the condition names; `nil` for a name the screen lacks.
  let subject: ScreenInstance.Entity?
}
