// Over 300 lines: one switch over every step and one over every assertion, each case a line or two;
// recording is in Replayer+Record.swift, the `never` lines in Replayer+Invariants.swift.

package import ControlModel
package import ScenarioFormat
import ValidationManager

/// Replays one scenario's steps on a fresh screen, translating each into a call of the control
/// model and checking assertions against what the screen shows.
///
/// A class, so that the explorer's many calls share one instead of copying the file each time.
package final class Replayer {
  package let file: CheckedFile
  package let instance: ScreenInstance
  /// Whether the next step's check of the model covers the whole screen: the first step of a
  /// run does, so that the state the screen was built in is checked too; later steps check
  /// around what they changed.
  var checksWholeScreen = true
  /// What each condition of the file's invariants asks, and of what, found once: an invariant
  /// is checked after every step (and every move of the explorer), without a lookup by name or
  /// a copy of the condition's place in the file each time.
  let invariantChecks: [InvariantChecks]
  /// Whether the file asserts dirty or touched: then failures draw them.
  let drawsLifecycle: Bool
  /// The taps, before the step being taken, of each button an invariant is checked after, by
  /// the invariant's index; emptied by each check of the invariants.
  var tapsBeforeStep: [Int: (button: Button, taps: Int)] = [:]
  /// Whether an invariant is checked after a button's taps (`after tap BUTTON`).
  let checksAfterTaps: Bool

  package init(file: CheckedFile, instance: ScreenInstance) {
    self.file = file
    self.instance = instance
    self.invariantChecks = Self.invariantChecks(of: file, on: instance)
    self.checksAfterTaps = file.file.invariants.contains { $0.afterTap != nil }
    self.drawsLifecycle = file.file.readsLifecycle
  }

  static func invariantChecks(
    of file: CheckedFile, on instance: ScreenInstance
  ) -> [InvariantChecks] {
    file.file.invariants.map { invariant in
      let conditions = invariant.conditions.map { condition in
        let test: InvariantCheck.Test =
          switch condition.check {
          case .value(let value): .value(value.condition)
          case .rows(let atLeast, let count): .rows(atLeast: atLeast, count)
          case .state(let state): InvariantCheck.Test(state, of: condition.name.name)
          }
        // A row's control is looked up at each check: the rows come and go.
        if let every = condition.name.everyRow {
          return InvariantCheck(test: test, inEveryRowOf: every, on: instance)
        }
        guard condition.name.row != nil else {
          return InvariantCheck(test: test, subject: instance[condition.name.name])
        }
        return InvariantCheck(test: test, named: condition.name.name, on: instance)
      }
      let group = invariant.conditions.lazy.compactMap(\.name.everyRow).first?.group
      return InvariantChecks(
        conditions: conditions, everyRowOf: group.map { name in { instance[name]?.group } },
        afterTap: invariant.afterTap?.name)
    }
  }

  package struct Mismatch: Error {
    package let expected: String
    package let actual: String
    package var explanation: String?
    /// Whether the model broke one of its own invariants or a reset broke its contract: never
    /// the scenario's expectation.
    package var isModelDefect = false
  }

  package func run(_ scenario: Scenario, recordsSnapshots: Bool) -> ScenarioResult {
    // The background's steps run first, each failing at its own line.
    let steps = (file.file.background?.steps ?? []) + scenario.steps
    var outcomes: [StepOutcome] = []
    outcomes.reserveCapacity(steps.count)
    checksWholeScreen = true
    let initial = recordsSnapshots ? ScreenSnapshot(instance) : nil
    var previous = initial
    var failure: ScenarioFailure?
    if let violation = violatedInvariant() {
      failure = ScenarioFailure(
        position: scenario.position, step: ScenarioWriter.scenarioLine(scenario.title),
        expected: violation.expected, actual: violation.actual,
        explanation: violation.explanation,
        screen: instance.screen.render(managers: instance.managers, lifecycle: drawsLifecycle))
      failure?.isModelDefect = violation.isModelDefect
    }
    for step in steps {
      guard failure == nil else {
        outcomes.append(
          StepOutcome(
            position: step.position, text: text(of: step), status: .skipped, output: [],
            snapshot: nil, changes: []))
        continue
      }
      var output: [String] = []
      var status = StepOutcome.Status.passed
      do throws(Mismatch) {
        try advance(step.action, output: &output)
      } catch {
        status = .failed
        // A row of an examples table fails at its row; the step says its own line.
        let rowed = scenario.examplePosition
        failure = ScenarioFailure(
          position: rowed ?? step.position,
          step: text(of: step) + (rowed == nil ? "" : " (line \(step.position.line))"),
          expected: error.expected,
          actual: error.actual,
          explanation: error.explanation,
          screen: instance.screen.render(managers: instance.managers, lifecycle: drawsLifecycle))
        failure?.isModelDefect = error.isModelDefect
      }
      let snapshot = recordsSnapshots ? ScreenSnapshot(instance) : nil
      let changes = snapshot.flatMap { now in previous.map { now.changes(since: $0) } } ?? []
      previous = snapshot ?? previous
      outcomes.append(
        StepOutcome(
          position: step.position, text: text(of: step), status: status, output: output,
          snapshot: snapshot, changes: changes))
    }
    let run = outcomes.filter { $0.status != .skipped }.count
    return ScenarioResult(
      scenario: scenario, failure: failure, stepsRun: run, steps: outcomes,
      initialSnapshot: initial)
  }

  func text(of step: Step) -> String {
    file.printableText(of: step)
  }

  /// Applies one step, for the explorer: what a scenario's step does, with its assertion, if
  /// it is one, thrown as a mismatch.
  package func apply(_ action: Step.Action) throws(Mismatch) {
    var output: [String] = []
    try perform(action, output: &output)
  }

  /// A step as a scenario takes it: its action, then the model's invariants and the file's.
  ///
  /// - Throws: The step's own mismatch, or the first invariant that no longer holds.
  package func advance(_ action: Step.Action) throws(Mismatch) {
    var output: [String] = []
    try advance(action, output: &output)
  }

  func advance(_ action: Step.Action, output: inout [String]) throws(Mismatch) {
    try perform(action, output: &output)
    let broken: Mismatch?
    if checksWholeScreen {
      checksWholeScreen = false
      broken = modelViolation()
    } else {
      broken = modelViolationAroundChanges()
    }
    if let broken { throw broken }
    if let violation = violatedInvariant() { throw violation }
  }

  /// The first of the model's own invariants that does not hold (enablement follows managers, a
  /// manager's counts follow its members, a field's state follows its rules), in the model's
  /// words, over the whole screen: by the explorer after every move, and by replay after a
  /// run's first step (later steps check around what they changed, in every build).
  package func modelViolation() -> Mismatch? {
    let screen = instance.screen
    defer { screen.forgetChanges() }
    return resetMismatch()
      ?? mismatch(screen.invariantViolations(includingAppMistakes: false).first)
  }

  /// The first of the model's own invariants that does not hold around what changed since the
  /// screen last forgot its changes (``Screen/violationsAroundChanges()``): for the explorer,
  /// after an action taken from a state whose invariants were checked.
  package func modelViolationAroundChanges() -> Mismatch? {
    resetMismatch() ?? mismatch(instance.screen.violationsAroundChanges().first)
  }

  /// What the last reset left that a reset puts back (``Screen/takeResetViolations()``), as a
  /// step's failure: after each step that may have reset, since a state a wrong reset leads to
  /// may be one a correct path reaches too (the explorer checks each move, not each new state).
  package func resetMismatch() -> Mismatch? {
    guard let broken = instance.screen.takeResetViolations().first else { return nil }
    return Mismatch(
      expected: "\(broken.subject): \(broken.expected)",
      actual: "\(broken.subject): \(broken.actual)",
      explanation: "A reset puts back what it resets: starting values and rows, pristine, "
        + "untouched, no error shown, nothing pending, the focus on none of it. A Resettable "
        + "of the app's own that does not (a Discard that sets the values back leaves their "
        + "errors and touches), or a bug of the package.", isModelDefect: true)
  }

  /// Forgets what changed on the screen so far: it is in a state whose invariants were checked.
  package func forgetChanges() {
    instance.screen.forgetChanges()
  }

  /// A broken invariant of the model, as a step's failure.
  func mismatch(_ broken: InvariantViolation?) -> Mismatch? {
    guard let broken else { return nil }
    return Mismatch(
      expected: "\(broken.subject): \(broken.expected)",
      actual: "\(broken.subject): \(broken.actual)",
      explanation: "The model broke one of its own invariants: a bug of the package, or of a "
        + "member of the app's own type that does not tell its managers of a change.",
      isModelDefect: true)
  }

  /// What `explain NAME` prints: why a control is enabled or disabled, what holds a manager
  /// back, or the state of a member of the app's own type; `nil` for a name the screen does
  /// not have.
  package func explanation(of name: String) -> String? {
    switch instance[name] {
    case .manager(let manager)?: return manager.report().description
    case .member(let member)?:
      // As its managers' reports describe it.
      return MemberReport.member(
        name: member.name, validity: member.validity, firstError: member.errors.first,
        condition: nil
      ).description
    case .control(let control)?: return control.control.explainEnablement().description
    case .group(let group)?: return group.manager.report().description
    case nil: return nil
    }
  }

  /// The first file invariant that does not hold now, for the explorer.
  package func invariantViolation() -> Mismatch? {
    violatedInvariant()
  }

  func perform(_ action: Step.Action, output: inout [String]) throws(Mismatch) {
    noteTapsBeforeStep()
    if let name = action.name, let row = name.row { try checkRowExists(row) }
    switch action {
    case .type(let name, let text): field(name)?.type(text)
    case .paste(let name, let text): field(name)?.paste(text)
    case .backspace(let name, let count): field(name)?.backspace(count)
    case .clear(let name): field(name)?.clear()
    case .cursor(let name, let position): try moveCursor(of: name, to: position)
    case .focus(let name): field(name)?.focus()
    case .blur: instance.screen.blur()
    case .tab: instance.screen.tab()
    case .tap(let name):
      instance[name.name]?.button?.tap()
    case .toggle(let name):
      instance[name.name]?.toggle?.toggle()
    case .select, .increment, .decrement, .pick:
      try performValueStep(action)
    case .add(let name):
      instance[name.name]?.group?.append()
    case .remove(let name, let row): try removeRow(row, of: name)
    case .set, .load, .reset, .loadRows, .commit:
      try performLifecycleStep(action)
    case .today(let day): instance.clock.today = day
    case .wait(let duration): instance.clock.advance(by: duration)
    case .expect(let expectation): try check(expectation)
    case .answer(let name, let text, let answer):
      try answerRequest(name, checking: text, with: answer)
    case .explain(let name):
      if let explanation = explanation(of: name.name) { output.append(explanation) }
    }
  }

  /// `cursor FIELD POSITION`: the field takes the focus, and a position past its end fails.
  private func moveCursor(of name: NameReference, to position: CursorPosition) throws(Mismatch) {
    guard let field = field(name), field.focus() else { return }
    if case .offset(let offset) = position, offset > field.characterCount {
      throw Mismatch(
        expected: "a cursor position from 0 to \(field.characterCount)",
        actual: "cursor \(offset) is past the end of '\(field.name)', which has "
          + "\(field.characterCount) characters")
    }
    field.moveCursor(to: position)
  }

  /// `remove GROUP N`: a row the group does not have fails, saying how many it has.
  private func removeRow(_ row: Int, of name: NameReference) throws(Mismatch) {
    guard let group = instance[name.name]?.group else { return }
    guard row <= group.count else {
      throw Mismatch(
        expected: "a row \(row) of group '\(name.name)' to remove",
        actual: Self.rowCount(group))
    }
    group.remove(at: row - 1)
  }

  /// `answer NAME [TEXT] ANSWER`: answers the request the step means, or fails saying what
  /// requests the control has.
  private func answerRequest(_ name: NameReference, checking text: String?, with answer: Answer)
    throws(Mismatch)
  {
    // Without a text, the oldest outstanding request, however many were sent before it;
    // with one, the latest request that checked it, outstanding or not.
    let request =
      text.map { text in
        instance.screen.recentRequests(of: name.name).last { $0.isCheck(of: text) }
      } ?? instance.screen.outstandingRequests(of: name.name).first
    guard let request else {
      let isSecure = field(name)?.isSecure ?? false
      throw Mismatch(
        expected: text.map {
          let shown = Masking.printable($0, isSecret: isSecure)
          return "a request of '\(name.name)' that checked \(shown.scenarioQuoted)"
        } ?? "an outstanding request of '\(name.name)'",
        actual: "\(name.name) has \(instance.screen.outstandingRequests(of: name.name).count) "
          + "outstanding and sent \(instance.screen.sentRequestCount(of: name.name)) in all")
    }
    // A request that is no longer outstanding ignores the answer, as the model ignores a
    // late answer from a server: that is what such a step tests.
    request.answer(answer)
  }

  /// A step or assertion on `GROUP[N].NAME` fails when the group has no row N, saying how
  /// many rows it has.
  func checkRowExists(_ row: RowReference) throws(Mismatch) {
    guard let group = instance[row.group]?.group, row.row > group.count else { return }
    throw Mismatch(
      expected: "a row \(row.row) of group '\(row.group)', for '\(row.name)'",
      actual: Self.rowCount(group))
  }

  /// How many rows a group has, as a failure says it.
  static func rowCount(_ group: any AnyRowGroup) -> String {
    "group '\(group.name)' has \(ControlReading.Value.rows(group.count))"
  }

  package func field(_ name: NameReference) -> TextField? {
    instance[name.name]?.field
  }

}
