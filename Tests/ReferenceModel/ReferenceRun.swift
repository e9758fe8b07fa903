/// What the reference shows of one scenario: the screen at the start and after each step.
package struct ReferenceRun: Sendable {
  /// The readings of the fresh screen.
  package var initial: [Reading]
  /// The focus at the start (always none).
  package var initialViolation: InvariantSpec?
  /// Each step that ran: its result, the readings after it, the focus, and a violated invariant.
  package var steps: [StepRun] = []

  /// One step that ran.
  package struct StepRun: Sendable {
    /// Passed or failed (an assertion that does not hold, a step that cannot run).
    package var result: StepResult
    /// The invariant the step violated, which fails the scenario at it.
    package var violation: InvariantSpec?
    /// The readings after the step.
    package var readings: [Reading]
    /// The focused field's name, or nil.
    package var focus: String?
    /// The virtual clock, in milliseconds.
    package var clock = 0

    /// Whether the scenario fails at this step.
    package var fails: Bool { !result.isPassed || violation != nil }
  }

  /// The index of the step where the scenario failed, if it did.
  package var failedStep: Int? { steps.firstIndex { $0.fails } }

  // "Each starts from a fresh copy of the screen" (Scenarios); "An assertion that does not hold
  // fails the scenario, which stops there" (Assertions)
  // "A `background` block ... holds steps ... that run at the start of every scenario of the
  // file, before its own steps; a step that fails there fails the scenario at that step's line."
  // (Version 2.1, Steps shared by every scenario)
  /// Replays a scenario on a fresh screen, after the background's steps, stopping at the first
  /// failure; ``steps`` holds the background's steps first.
  package init(
    screen: ScreenSpec, scenario: ScenarioSpec, background: [StepSpec] = [],
    imitating defects: Set<EngineDefect> = []
  ) {
    var model = ReferenceScreen(screen)
    model.engineDefects = defects
    initial = model.readings()
    initialViolation = model.violatedInvariant()
    guard initialViolation == nil else { return }
    for step in background + scenario.steps {
      let taps = model.tapsOfButtonsCheckedAfter()
      let result = model.apply(step)
      let violation =
        result.isPassed ? model.violatedInvariant(tapped: model.tapped(since: taps)) : nil
      let run = StepRun(
        result: result, violation: violation, readings: model.readings(),
        focus: model.focus.map(model.writtenName), clock: model.now)
      steps.append(run)
      if run.fails { break }
    }
  }
}
