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
  /// Whether starting values move.
  ///
  /// The file loads values or rows (in its background or scenarios), commits, or has a
  /// button that commits. Then the fingerprint holds each
  /// control's starting value and each group's starting number of rows, as what is dirty
  /// depends on them.
  let loadsValues: Bool
  /// Whether the search tries `commit`, the app's save: the file's scenarios commit.
  let offersCommit: Bool
  /// The most days the search moves today on, from the day the file starts on: 2 where the
  /// file reads today (bounds and rules move with it), else 0.
  let daysMoved: Int

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
    let steps = file.file.stepsWritten
    offersCommit = steps.contains { if case .commit = $0.action { true } else { false } }
    let commitsByButton = file.file.declarations.contains(where: \.lifecycle.commits)
    loadsValues =
      offersCommit || commitsByButton
      || steps.contains {
        switch $0.action {
        case .load, .loadRows: true
        default: false
        }
      }
    daysMoved = file.file.readsToday ? 2 : 0
    offersReset =
      readsTouched || states.contains { $0 == .dirty || $0 == .pristine }
      || screen.managers.contains(where: \.needsChange) || file.file.readsLifecycle
    checksResets = offersReset || buttonsReset
    keysTouched = readsTouched || checksResets
  }

  /// What the fingerprint holds of the form's lifecycle, in words, with why.
  var parts: [String] {
    (loadsValues
      ? [
        "each control's starting value and each group's starting rows (the file loads or "
          + "commits values; dirty follows)"
      ]
      : [])
      + (daysMoved > 0 ? ["the day, moved up to \(daysMoved) days on (the file reads today)"] : [])
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
