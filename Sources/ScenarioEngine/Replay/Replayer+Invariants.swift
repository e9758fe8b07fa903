import ControlModel
import ScenarioFormat
import ValidationManager

// The file's `never` lines, checked after every step.
extension Replayer {
  /// The first of the file's invariants whose conditions all hold now.
  func violatedInvariant() -> Mismatch? {
    for (index, checks) in invariantChecks.enumerated() where checks.allSatisfy({ $0.holds() }) {
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

}

/// One condition of a `never` line, ready to check: what it asks of what it names, as a closure
/// made once that reads the control directly (nothing else is kept: the check runs after every
/// step and every move of the explorer, and copies nothing).
struct InvariantCheck {
  /// What a condition asks.
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
    /// The group has at least (`atLeast`) or at most this many rows.
    case rows(atLeast: Bool, Int)
    /// The control, manager, group or member is dirty (`true`) or pristine.
    case dirty(Bool)
    /// The control, manager, group or member is touched (`true`) or untouched.
    case touched(Bool)
  }

  /// Whether the condition holds now.
  let holds: () -> Bool

  /// Makes the check of a test of the control, manager or member it names (`nil` for a name
  /// the screen lacks, which never holds).
  init(test: Test, subject: ScreenInstance.Entity?) {
    self.holds = Self.holds(test, of: subject)
  }

  /// Makes the check of a test of a row's control, looked up by its name at each check: a row
  /// that does not exist makes the condition not hold.
  init(test: Test, named name: String, on instance: ScreenInstance) {
    self.holds = { Self.holds(test, of: instance[name])() }
  }

  private static func holds(_ test: Test, of subject: ScreenInstance.Entity?) -> () -> Bool {
    guard let subject else { return { false } }
    let control = subject.control
    switch test {
    case .value(let condition):
      return { condition.holds(control?.value) }
    case .enablement(let isEnabled):
      guard let control = control?.control else { return { false } }
      return { control.isEnabled == isEnabled }
    case .switchState(let isOn):
      guard let toggle = subject.toggle else { return { false } }
      return { toggle.isOn == isOn }
    case .visibility(let isShown):
      guard let control = control?.control else { return { false } }
      return { control.isHidden != isShown }
    case .validity(let asked):
      let validatable = subject.validatable
      return { validatable.validity == asked }
    case .rows(let atLeast, let count):
      guard let group = subject.group else { return { false } }
      return { atLeast ? group.count >= count : group.count <= count }
    case .dirty(let isDirty):
      let validatable = subject.validatable
      return { validatable.isDirty == isDirty }
    case .touched(let isTouched):
      let validatable = subject.validatable
      return { validatable.isTouched == isTouched }
    }
  }
}
