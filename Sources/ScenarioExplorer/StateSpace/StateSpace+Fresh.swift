import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// A screen built anew against the one in use: how the explorer checks that restoring saved
// states reaches what the steps reach, before it trusts a state or reports a violation.
extension StateSpace {
  /// The fingerprint that moves reach on a newly built screen.
  ///
  /// The screen in use stays as it is. It is a check that restoring states captures everything
  /// (a screen from the catalogue may keep state in the app's closures). `nil` when the moves
  /// meet a violation.
  func fingerprintReplayedFresh(_ moves: [Move]) -> [Int32]? {
    onNewScreen {
      if initialViolation() != nil { return nil }
      for move in moves where apply(move) != nil {
        return nil
      }
      return fingerprint()
    }
  }

  /// The violation that moves meet on a newly built screen, if any.
  ///
  /// The screen in use stays as it is. Every violation found on restored states is checked so
  /// before it is reported.
  func violationReplayedFresh(_ moves: [Move]) -> Found? {
    onNewScreen {
      if let found = initialViolation() { return found }
      for move in moves {
        if let found = apply(move) ?? modelViolation() { return found }
      }
      return nil
    }
  }

  /// Why a violation that moves met on restored states cannot be reported: a screen built
  /// anew does not meet it, and where the two parted; `nil` when it does, or when states are
  /// replayed already.
  func unconfirmed(_ moves: [Move], _ found: Found) -> String? {
    guard restores, violationReplayedFresh(moves)?.expected != found.expected else { return nil }
    let divergence = divergence(along: moves, printable: file.printable)
    return "a violation found on restored states did not happen on a screen built anew "
      + "(\(divergence)): the screen keeps state outside the model, so each state is reached "
      + "by replaying its path"
  }

  /// Where the screen restored from its first checkpoint and a newly built one part ways along
  /// moves: the first step after which a control or manager reads differently, and how.
  ///
  /// - Parameters:
  ///   - moves: The steps, from the start.
  ///   - printable: How a step may be printed (a secure field's text masked).
  /// - Returns: A phrase such as `after step 2 (type country "GB"), postalCode's errors differ:
  ///   [A] restored, [A, B] built anew`; that they agree when no reading differs.
  func divergence(along moves: [Move], printable: (Step.Action) -> String) -> String {
    func trace() -> [[ControlReading]] {
      var trace = [instance.screen.readings(managers: instance.managers)]
      for move in moves {
        _ = apply(move)
        trace.append(instance.screen.readings(managers: instance.managers))
      }
      return trace
    }
    guard restoreStart() else { return "the screen cannot be restored" }
    let restored = trace()
    let fresh = onNewScreen(trace)
    for (index, (before, after)) in zip(restored, fresh).enumerated() {
      for (old, new) in zip(before, after) where old != new {
        let when =
          index == 0
          ? "at the start" : "after step \(index) (\(printable(moves[index - 1].action)))"
        guard let aspect = old.aspects.first(where: { old.differs(from: new, in: $0) }) else {
          return "\(when), \(old.name) differs"
        }
        return "\(when), \(old.name)'s \(Self.phrase(aspect)) differ: "
          + "\(Self.shown(aspect, old)) restored, \(Self.shown(aspect, new)) built anew"
      }
    }
    return "every control and manager reads the same along the steps"
  }

  private static func phrase(_ aspect: ControlReading.Aspect) -> String {
    switch aspect {
    case .value: "values"
    case .taps: "taps"
    case .cursor: "cursors"
    case .focus: "focus"
    case .validity: "states"
    case .errors: "errors"
    case .shownError: "shown errors"
    case .enablement: "enablements"
    case .busy: "busy states"
    case .refusals: "refusals"
    case .requests: "requests"
    case .visibility: "visibility"
    }
  }

  private static func shown(_ aspect: ControlReading.Aspect, _ reading: ControlReading) -> String {
    switch aspect {
    case .value, .taps: reading.value.description.scenarioQuoted
    case .cursor: reading.cursor.map(String.init) ?? "none"
    case .focus: reading.isFocused ? "focused" : "not focused"
    case .validity: reading.validity?.rawValue ?? "none"
    case .errors: reading.errors.description
    case .shownError: reading.shownError?.scenarioQuoted ?? "none"
    case .enablement: reading.isEnabled.map { ControlState(enabled: $0).rawValue } ?? "none"
    case .busy: reading.isBusy ? "busy" : "not busy"
    case .refusals: "\(reading.refusals)"
    case .requests: "\(reading.requests)"
    case .visibility: (reading.isHidden ? ControlState.hidden : .shown).rawValue
    }
  }
}
