import ReferenceModel
import ScenarioEngine
import ScenarioFormat

/// Walks an engine's result and the reference's run side by side, counting what it compared.
struct Replay {
  /// How many snapshots were compared.
  var comparedSteps = 0
  /// How many readings (every aspect of a control, manager or group) were compared.
  var comparedReadings = 0

  /// The first disagreement, described with its step line, or nil when they agree; `steps` and
  /// `lines` are the background's steps then the scenario's.
  mutating func firstDisagreement(
    _ result: ScenarioResult, _ reference: ReferenceRun, steps: [StepSpec], lines: [Int],
    scenarioLine: Int
  ) -> String? {
    if let initial = result.initialSnapshot,
      let first = Comparison.compare(
        engine: initial.entries, reference: reference.initial
      ).first
    {
      return "at the start: \(first)"
    }
    for (index, outcome) in result.steps.enumerated() {
      let line = index < lines.count ? lines[index] : -1
      let where_ = "step line \(line) (\(outcome.text))"
      guard index < reference.steps.count else {
        if outcome.status != .skipped {
          return "\(where_): engine \(outcome.status.rawValue), reference skipped"
        }
        continue
      }
      let step = reference.steps[index]
      let referenceStatus = step.fails ? "failed" : "passed"
      if outcome.status.rawValue != referenceStatus {
        return "\(where_): engine \(outcome.status.rawValue), reference \(referenceStatus)"
          + failureText(step)
      }
      if step.fails, case .failed = step.result, !isAssertion(steps[index]) { continue }
      if let snapshot = outcome.snapshot {
        comparedSteps += 1
        comparedReadings += snapshot.entries.count
      }
      if let snapshot = outcome.snapshot, snapshot.clock != .milliseconds(step.clock) {
        return "\(where_): clock: engine \(snapshot.clock), reference \(step.clock)ms"
      }
      if let snapshot = outcome.snapshot,
        let first = Comparison.compare(
          engine: snapshot.entries, reference: step.readings
        ).first
      {
        return "\(where_): \(first)"
      }
    }
    let engineLine = result.failure?.position.line
    // "Every scenario checks every invariant at its start": a violation there fails the
    // scenario at its `scenario` line.
    let referenceLine =
      reference.initialViolation != nil
      ? scenarioLine : reference.failedStep.map { $0 < lines.count ? lines[$0] : -1 }
    if engineLine != referenceLine {
      return "failure line: engine \(engineLine.map(String.init) ?? "none"), reference "
        + (referenceLine.map(String.init) ?? "none")
    }
    return nil
  }

  private func failureText(_ step: ReferenceRun.StepRun) -> String {
    if case .failed(let why) = step.result { return " (reference: \(why))" }
    if step.violation != nil { return " (reference: an invariant is violated)" }
    return ""
  }

  private func isAssertion(_ step: StepSpec) -> Bool {
    switch step {
    case .expect, .expectFocus: true
    default: false
    }
  }
}
