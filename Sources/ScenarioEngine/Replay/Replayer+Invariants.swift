import ControlModel
import ScenarioFormat
import ValidationManager

// The file's `never` lines, checked after every step.
extension Replayer {
  /// The first of the file's invariants whose conditions all hold now: for an invariant over
  /// every row (`GROUP[*]`), in the first row for which they all hold.
  ///
  /// An invariant with `after tap BUTTON` is checked only when BUTTON accepted a tap during the
  /// step just taken (``noteTapsBeforeStep()``), never at the start.
  func violatedInvariant() -> Mismatch? {
    let tapsBefore = self.tapsBeforeStep
    if !tapsBefore.isEmpty { self.tapsBeforeStep = [:] }
    for (index, checks) in invariantChecks.enumerated() {
      if checks.afterTap != nil {
        guard let before = tapsBefore[index], before.button.tapCount > before.taps else {
          continue
        }
      }
      guard let row = checks.violatedRow() else { continue }
      let invariant = file.file.invariants[index]
      // Over every row, the row that breaks it is named.
      let conditions = invariant.conditions.map { condition in
        row.map { condition.inRow($0) } ?? condition
      }
      let actual = conditions.map(actualWords)
      var explanation: String?
      if let subject = conditions.first, let state = subject.state,
        [.enabled, .disabled].contains(state),
        let control = control(subject.name)
      {
        explanation = control.explainEnablement().description
      }
      return Mismatch(
        expected: ScenarioWriter.line(invariant),
        actual: actual[0]
          + (actual.count > 1 ? " while " + actual.dropFirst().joined(separator: " and ") : "")
          + (invariant.afterTap.map { " after an accepted tap of \($0.name)" } ?? ""),
        explanation: explanation)
    }
    return nil
  }

  /// Notes the taps of each button an invariant is checked after (`after tap BUTTON`), before a
  /// step: the button as it is now, so that a tap that removes its own row still counts.
  func noteTapsBeforeStep() {
    guard checksAfterTaps else { return }
    var taps: [Int: (button: Button, taps: Int)] = [:]
    for (index, checks) in invariantChecks.enumerated() {
      guard let name = checks.afterTap, let button = instance[name]?.button else { continue }
      taps[index] = (button, button.tapCount)
    }
    tapsBeforeStep = taps
  }
}

/// A `never` line, ready to check: its conditions, and for a line over every row (`GROUP[*]`)
/// the group whose rows each `[*]` stands for.
struct InvariantChecks {
  /// The line's conditions.
  let conditions: [InvariantCheck]
  /// The group of a line over every row, looked up at each check.
  let everyRowOf: (() -> (any AnyRowGroup)?)?
  /// The button of `after tap BUTTON`, by name: the line is checked only after its taps.
  let afterTap: String?

  /// Whether the line is violated now: `.some(nil)` for a line with no `[*]` whose conditions
  /// all hold, `.some(row)` for the first row (from 1) for which they all hold, `nil` when it
  /// holds.
  func violatedRow() -> Int?? {
    guard let everyRowOf else {
      return conditions.allSatisfy { $0.holds(nil) } ? .some(nil) : nil
    }
    let count = everyRowOf()?.count ?? 0
    guard count > 0 else { return nil }
    for row in 1...count where conditions.allSatisfy({ $0.holds(row) }) { return .some(row) }
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
    /// The button's request is in flight (`true`) or not.
    case busy(Bool)
  }

  /// Whether the condition holds now, in a row (from 1) for a condition over every row.
  let holds: (Int?) -> Bool

  /// Makes the check of a test of the control, manager or member it names (`nil` for a name
  /// the screen lacks, which never holds).
  init(test: Test, subject: ScreenInstance.Entity?) {
    let holds = Self.holds(test, of: subject)
    self.holds = { _ in holds() }
  }

  /// Makes the check of a test of a row's control, looked up by its name at each check: a row
  /// that does not exist makes the condition not hold.
  init(test: Test, named name: String, on instance: ScreenInstance) {
    self.holds = { _ in Self.holds(test, of: instance[name])() }
  }

  /// Makes the check of a test of NAME in a row of a group (`GROUP[*].NAME`), looked up in
  /// the row asked at each check.
  init(test: Test, inEveryRowOf reference: EveryRowReference, on instance: ScreenInstance) {
    let (group, member) = (reference.group, reference.member)
    self.holds = { row in
      guard let row else { return false }
      return Self.holds(test, of: instance["\(group)[\(row)].\(member)"])()
    }
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
    case .busy(let isBusy):
      guard let button = subject.button else { return { false } }
      return { button.isBusy == isBusy }
    }
  }
}

extension Invariant.Condition {
  /// The condition in one row of its group, for a condition over every row (`job[*].to` in row
  /// 2 is `job[2].to`); any other as it is.
  ///
  /// - Parameter row: The row, from 1.
  /// - Returns: The condition naming that row's control.
  func inRow(_ row: Int) -> Invariant.Condition {
    guard let every = name.everyRow else { return self }
    return Invariant.Condition(
      name: NameReference(
        name: RowReference(group: every.group, row: row, member: every.member).name,
        position: name.position),
      check: check)
  }
}

extension InvariantCheck.Test {
  /// What `never NAME STATE` tests: each state is one side of a flag, but `empty` and `filled`,
  /// which read the value as a rule's `when` does, and the three validities.
  ///
  /// - Parameters:
  ///   - state: The state the invariant names.
  ///   - name: The control it names.
  init(_ state: ControlState, of name: String) {
    switch state {
    case .enabled, .disabled: self = .enablement(state == .enabled)
    case .on, .off: self = .switchState(state == .on)
    case .shown, .hidden: self = .visibility(state == .shown)
    case .dirty, .pristine: self = .dirty(state == .dirty)
    case .touched, .untouched: self = .touched(state == .touched)
    case .busy, .idle: self = .busy(state == .busy)
    case .empty: self = .value(RuleCondition(name, .empty))
    case .filled: self = .value(RuleCondition(name, .filled))
    case .valid: self = .validity(.valid)
    case .invalid: self = .validity(.invalid)
    case .pending: self = .validity(.pending)
    }
  }
}
