public import ScenarioFormat

/// The outcome of replaying one scenario.
public struct ScenarioResult: Sendable {
  /// The scenario.
  public let scenario: Scenario
  /// Why it failed, or `nil` when it passed.
  public let failure: ScenarioFailure?
  /// How many steps ran, the failing one included.
  public let stepsRun: Int
  /// Every step's outcome, in order; steps after a failure are skipped.
  public let steps: [StepOutcome]
  /// The screen before the first step, when snapshots were recorded.
  public let initialSnapshot: ScreenSnapshot?

  /// Whether every assertion held.
  public var passed: Bool { failure == nil }

  /// `FILE::TITLE`.
  public var id: String { scenario.id }
}

/// What became of one step of a replayed scenario.
public struct StepOutcome: Sendable {
  /// Passed, failed, or not run after a failure.
  public enum Status: String, Sendable {
    /// The step ran and, for an assertion, held.
    case passed
    /// The step's assertion did not hold, or the step could not run.
    case failed
    /// The scenario stopped before this step.
    case skipped
  }

  /// Where the step is.
  public let position: SourcePosition
  /// The step as written, with secrets masked.
  public let text: String
  /// What became of it.
  public let status: Status
  /// What the step printed: an `explain` step's explanation.
  public let output: [String]
  /// The screen after the step, when snapshots were recorded.
  public let snapshot: ScreenSnapshot?
  /// What the step changed, when snapshots were recorded.
  public let changes: [String]
}

/// Why a scenario failed: the step, what was expected and what the screen showed.
public struct ScenarioFailure: Sendable, Hashable {
  /// Where the failing step is.
  public let position: SourcePosition
  /// The step as written, with secrets masked.
  public let step: String
  /// What the step expected, or what it needed.
  public let expected: String
  /// What the screen showed.
  public let actual: String
  /// Why the control is enabled or disabled, when enablement was asserted.
  public let explanation: String?
  /// The screen drawn as text at the failing step, one line per control.
  public let screen: String
  /// Whether the model broke one of its own invariants, or a reset broke its contract, at this
  /// step: a bug of the package or of an app's own type, never what the scenario expected.
  public internal(set) var isModelDefect = false
}
