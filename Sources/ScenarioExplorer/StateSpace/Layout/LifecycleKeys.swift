import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// What the fingerprint holds of a form's lifecycle beyond the abstraction, and whether the
/// search resets: decided once from the file.
struct LifecycleKeys {
  /// Whether an invariant reads whether controls are touched: then the fingerprint holds it
  /// (nothing else does; dirty follows from the values, which the search never loads).
  let readsTouched: Bool
  /// Whether the search tries `reset`, the user's "Discard changes": on a screen whose
  /// managers need a change or whose invariants read dirty or touched.
  let offersReset: Bool
  /// Whether the search resets (it tries `reset`, or a button resets): each reset is checked
  /// against what it must clear (touched, the displays of errors, the focus), which the
  /// fingerprint then holds.
  let checksResets: Bool
  /// Whether the fingerprint holds whether each control is touched: an invariant reads it, or
  /// resets are checked.
  let keysTouched: Bool
  /// Whether the file's scenarios load values, which become starting values: then the
  /// fingerprint holds each control's starting value too, as what is dirty depends on it.
  let loadsValues: Bool

  /// Decides what the fingerprint holds of a file's lifecycle.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - screen: Its screen as the search starts it, whose managers may need a change.
  ///   - buttonsReset: Whether a button of the screen resets.
  init(file: CheckedFile, screen: Screen, buttonsReset: Bool) {
    let states = file.file.invariants.flatMap(\.conditions).compactMap { condition in
      if case .state(let state) = condition.check { state } else { nil }
    }
    readsTouched = states.contains { $0 == .touched || $0 == .untouched }
    loadsValues = file.scenarios.contains { scenario in
      scenario.steps.contains { if case .load = $0.action { true } else { false } }
    }
    offersReset =
      readsTouched || states.contains { $0 == .dirty || $0 == .pristine }
      || screen.managers.contains(where: \.needsChange)
    checksResets = offersReset || buttonsReset
    keysTouched = readsTouched || checksResets
  }

  /// What the fingerprint holds of the form's lifecycle, in words, with why.
  var parts: [String] {
    (loadsValues
      ? ["each control's starting value (the file's scenarios load values; dirty follows)"]
      : [])
      + (checksResets
        ? [
          "whether each control and group is touched, each control's display of errors (open, "
            + "armed by an edit, showing an error) and the focus (each reset is checked "
            + "against what it clears)"
        ]
        : readsTouched
          ? ["whether each control and group is touched (an invariant reads it)"] : [])
  }
}
