import ControlModel
package import ScenarioFormat
package import ValidationManager

extension Replayer {
  /// The `expect` lines that say what the screen shows for an assertion, or why none may be
  /// written.
  package struct Recorded: Equatable {
    /// The lines, without indentation.
    package var lines: [String]
    /// Why nothing is recorded, such as a secure field's text.
    package var refusal: String?
  }

  /// One step of a recording replay: the lines an `expect` step is to become.
  package struct RecordedStep {
    package let step: Step
    package let recorded: Recorded
    /// Whether the step asks to be recorded: a placeholder, or an assertion that fails.
    package let isNeeded: Bool
  }

  /// Replays a scenario, after the file's `background`, to record it: a failing or placeholder
  /// assertion does not stop the scenario but says what it should be; any other failure stops
  /// it.
  ///
  /// - Returns: Every `expect` step's recording, and the failure that stopped the scenario.
  package func record(_ scenario: Scenario) -> (steps: [RecordedStep], failure: ScenarioFailure?) {
    var steps: [RecordedStep] = []
    var beforeLastAction: ScreenSnapshot?
    // Only `expect ?` looks back at the screen before a step.
    let looksBack = scenario.steps.contains {
      if case .expect(.placeholder(.changes)) = $0.action { true } else { false }
    }
    func stop(_ step: Step?, _ mismatch: Mismatch) -> ScenarioFailure {
      ScenarioFailure(
        position: step?.position ?? scenario.position,
        step: step.map { file.printableText(of: $0) }
          ?? ScenarioWriter.scenarioLine(scenario.title),
        expected: mismatch.expected, actual: mismatch.actual, explanation: mismatch.explanation,
        screen: instance.screen.render(managers: instance.managers, lifecycle: drawsLifecycle))
    }
    if let violation = invariantViolation() { return ([], stop(nil, violation)) }
    // The background's steps first, as a replay runs them, each failing at its own line.
    for step in (file.file.background?.steps ?? []) + scenario.steps {
      guard case .expect(let assertion) = step.action else {
        if looksBack, !step.isCheck { beforeLastAction = ScreenSnapshot(instance) }
        do {
          try advance(step.action)
        } catch {
          return (steps, stop(step, error))
        }
        continue
      }
      var isNeeded = false
      if case .placeholder = assertion {
        isNeeded = true
      } else {
        do { try check(assertion) } catch { isNeeded = true }
      }
      steps.append(
        RecordedStep(
          step: step, recorded: recordedLines(for: assertion, changedSince: beforeLastAction),
          isNeeded: isNeeded))
    }
    return (steps, nil)
  }

  /// What the screen shows now, written as the `expect` lines an assertion stands for.
  ///
  /// - Parameters:
  ///   - assertion: An assertion or a placeholder.
  ///   - earlier: For `expect ?`, the screen before the step it follows; `nil` for the whole
  ///     screen.
  /// - Returns: The lines, or why there are none.
  package func recordedLines(for assertion: Assertion, changedSince earlier: ScreenSnapshot?)
    -> Recorded
  {
    switch assertion {
    case .enablement(let name, _): return aspects(name.name, [.enablement])
    case .validity(let name, _): return aspects(name.name, [.validity])
    case .shownError(let name, _), .noError(let name): return aspects(name.name, [.shownError])
    case .errors(let name, _): return aspects(name.name, [.errors])
    case .text(let name, _): return aspects(name.name, [.value])
    case .switchState(let name, _), .value(let name, _), .rows(let name, _):
      return aspects(name.name, [.value])
    case .visibility(let name, _): return aspects(name.name, [.visibility])
    case .dirty(let name, _), .touched(let name, _):
      guard let member = instance[name.name]?.validatable else {
        return Recorded(lines: [], refusal: "'\(name.name)' is not on the screen")
      }
      let now: Assertion =
        if case .dirty = assertion {
          .dirty(name, isDirty: member.isDirty)
        } else {
          .touched(name, isTouched: member.isTouched)
        }
      return Recorded(lines: [ScenarioWriter.line(now)], refusal: nil)
    case .busy(let name, _):
      guard let button = instance[name.name]?.button else {
        return Recorded(lines: [], refusal: "'\(name.name)' is not on the screen")
      }
      return Recorded(
        lines: [ScenarioWriter.line(.busy(name, isBusy: button.isBusy))], refusal: nil)
    case .refused(let name, _): return aspects(name.name, [.refusals])
    case .taps(let name, _): return aspects(name.name, [.taps])
    case .requests(let name, _): return aspects(name.name, [.requests])
    case .focus, .placeholder(.focus): return Recorded(lines: [focusLine], refusal: nil)
    case .placeholder(.everything(let name)):
      // Shown or hidden, for a control that has a `shown when`.
      let shows: Bool =
        if case .control(let control)? = instance[name.name] {
          !control.control.shownWhen.isEmpty
        } else { false }
      return aspects(
        name.name, [.value, .validity, .shownError, .enablement] + (shows ? [.visibility] : []))
    case .placeholder(.value(let name, let predicate)):
      let aspect: ControlReading.Aspect =
        switch predicate {
        case .error: .shownError
        case .errors: .errors
        case .refused: .refusals
        case .taps: .taps
        case .requests: .requests
        case .text, .value, .rows: .value
        }
      return aspects(name.name, [aspect])
    case .placeholder(.changes):
      return changes(since: earlier)
    }
  }

  private var focusLine: String {
    ScenarioWriter.line(
      .focus(instance.screen.focusedField.map { NameReference(written: $0.name) }))
  }

  /// The lines for some aspects of a name, in the order asked; a secure field's text is
  /// refused, and an aspect the name does not have is left out.
  private func aspects(_ name: String, _ aspects: [ControlReading.Aspect]) -> Recorded {
    guard let reading = instance.reading(of: name) else { return Recorded(lines: [], refusal: nil) }
    return reading.recorded(aspects)
  }

  /// The lines for everything that differs from an earlier screen: texts, switches,
  /// validity, shown errors, enablement and focus; the whole screen without an earlier one.
  private func changes(since earlier: ScreenSnapshot?) -> Recorded {
    let now = ScreenSnapshot(instance)
    var lines: [String] = []
    for (_, entry, changed) in now.differences(since: earlier) {
      // What a line cannot say (a cursor) is left out, and so are a button's taps and a secure
      // field's text: the other changes still count.
      lines += aspects(entry.name, changed.filter { $0 != .taps }).lines
    }
    if earlier?.focus != now.focus { lines.append(focusLine) }
    return Recorded(
      lines: lines, refusal: lines.isEmpty ? "the step before changed nothing on the screen" : nil)
  }
}

extension ControlReading {
  /// The `expect` lines that say some aspects of this reading, in the order asked: a secure
  /// field's text is refused, and an aspect the control does not have is left out.
  ///
  /// What `--record` writes, and a session's recorder at each mark.
  package func recorded(_ aspects: [Aspect]) -> Replayer.Recorded {
    let subject = NameReference(written: name)
    var assertions: [Assertion] = []
    var refusal: String?
    for aspect in aspects {
      switch (aspect, kind) {
      case (.value, .field(isSecure: true)):
        refusal = "the text of the secure field '\(name)' is never recorded"
      case (.value, _):
        switch value {
        case .text(let text): assertions.append(.text(subject, text))
        case .on(let isOn): assertions.append(.switchState(subject, isOn: isOn))
        case .option(let option): assertions.append(.value(subject, .option(option)))
        case .number(let number): assertions.append(.value(subject, .number(number)))
        case .day(let day): assertions.append(.value(subject, .day(day)))
        case .rows(let count): assertions.append(.rows(subject, count))
        case .taps, .none: break
        }
      case (.validity, _):
        if let validity = validity { assertions.append(.validity(subject, validity)) }
      case (.shownError, .field), (.shownError, .toggle), (.shownError, .picker),
        (.shownError, .stepper), (.shownError, .date):
        assertions.append(shownError.map { .shownError(subject, $0) } ?? .noError(subject))
      case (.errors, .field), (.errors, .toggle), (.errors, .picker), (.errors, .stepper),
        (.errors, .date):
        assertions.append(.errors(subject, errors))
      case (.refusals, .manager), (.refusals, .member):
        continue
      case (.refusals, _):
        assertions.append(.refused(subject, refusals))
      case (.visibility, .manager), (.visibility, .member), (.visibility, .group):
        continue
      case (.visibility, _):
        assertions.append(.visibility(subject, isShown: !isHidden))
      case (.taps, .button):
        if case .taps(let count) = value { assertions.append(.taps(subject, count)) }
      case (.requests, .field), (.requests, .button):
        assertions.append(.requests(subject, requests))
      case (.enablement, _):
        if let isEnabled = isEnabled {
          assertions.append(.enablement(subject, isEnabled: isEnabled))
        }
      case (.shownError, _), (.errors, _), (.taps, _), (.requests, _):
        continue
      case (.cursor, _), (.busy, _), (.focus, _):
        // No line says a cursor or a busy button; the focus is the screen's line.
        continue
      }
    }
    let lines = assertions.map(ScenarioWriter.line)
    return Replayer.Recorded(lines: lines, refusal: lines.isEmpty ? refusal : nil)
  }

}
