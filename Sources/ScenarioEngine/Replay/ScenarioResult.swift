/// The outcome of replaying one scenario.
public struct ScenarioResult: Sendable {
  /// The scenario.
  public let scenario: Scenario
  /// Why it failed, or `nil` when it passed.
  public let failure: ScenarioFailure?
  /// How many steps ran, the failing one included.
  public let stepsRun: Int

  /// Whether every assertion held.
  public var passed: Bool { failure == nil }

  /// `FILE::TITLE`.
  public var id: String { scenario.id }
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
}
