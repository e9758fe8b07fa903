import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The explorer's hold on one screen: what it knows of the screen (``ScreenLayout``), the
/// screen it drives (``ScreenInUse``), and what it works out as it goes (``SpaceCaches``); with
/// them, the actions open in the state the screen is in, what tells two states apart, and the
/// checks after each action.
///
/// States are extended, not replayed: the space checkpoints a state (``ScreenCheckpoint``) and
/// restores it before each action tried from it. A screen whose state the model cannot capture
/// (a manager verifies a member of the app's own type) is rebuilt and replayed instead, and the
/// space says so in ``replayReason``.
final class StateSpace {
  /// What the search knows of the screen, built once.
  let layout: ScreenLayout
  /// The screen the search drives.
  let inUse: ScreenInUse
  /// What the search works out once and keeps.
  @exclusivity(unchecked) var caches: SpaceCaches
  /// More texts to set fields to, by field index, beyond the alphabet the rules give: the
  /// differential search's texts at every length bound.
  var extraTexts: [Int: [String]] = [:] {
    didSet { caches.inputs.clear() }
  }
  /// Whether the search ends the focused field's editing (a `blur`) as an action of its own.
  ///
  /// The edits move the focus only from one field to another, so only a blur ends the last
  /// one's editing. It changes the focus, touched and the displays of errors, which tell states
  /// apart only where the fingerprint holds touched (an invariant or a reset reads it); and on
  /// a screen of the app's, whose code may answer the end of an editing. The differential
  /// search, which compares the displays, sets it.
  var endsEditing: Bool

  /// Takes hold of a file's screen.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - rows: The most rows the search gives a group (fewer when the group allows fewer, and
  ///     never fewer than it starts with).
  ///   - symmetry: Whether states that differ only by the order of a group's rows are one
  ///     state, where nothing observes that order.
  init?(file: CheckedFile, rows: Int = 3, symmetry: Bool = true) {
    guard let instance = file.makeStartingScreen() else { return nil }
    layout = ScreenLayout(file: file, startingWith: instance, rows: rows, symmetry: symmetry)
    inUse = ScreenInUse(file: file, instance: instance, layout: layout)
    caches = SpaceCaches(fields: layout.fields.count)
    endsEditing = layout.lifecycle.keysTouched || file.factory != nil
  }

  /// The file whose screen this is.
  var file: CheckedFile { inUse.file }
  /// The screen in use.
  var instance: ScreenInstance { inUse.instance }
  /// The controls of the screen in use, typed for the search.
  var parts: ScreenParts { inUse.parts }
  /// The screen's groups of rows, with the most rows the search gives each.
  var groups: [GroupBound] { layout.groups }
  /// What the app sets up before each scenario's user steps.
  var appSetups: [[Move]] { layout.appSetups }
  /// The steps of each of the file's scenarios, its checks left out.
  var scenarioPaths: [[Move]] { layout.scenarioPaths }
  /// Whether the search tries `reset`.
  var offersReset: Bool { layout.lifecycle.offersReset }
  /// Why states are reached by replaying their paths, or `nil` when they are restored.
  var replayReason: String? { inUse.replayReason }
  /// The moves applied to the screen in use since it was built, when states are replayed.
  var history: [Move] { inUse.history }
  /// Whether states are saved and restored.
  var restores: Bool { inUse.restores }
  /// Whether the last fingerprint wrote a group's rows in another order than the screen has
  /// them.
  var lastFingerprintReordered: Bool { caches.lastFingerprintReordered }

  // MARK: - Reaching states

  /// The state of the screen now, to come back to; `nil` when states are replayed.
  func checkpoint() -> ScreenCheckpoint? { inUse.checkpoint() }

  /// Puts the screen back in a state (``ScreenInUse/reach(_:path:)``).
  @discardableResult
  func reach(_ checkpoint: ScreenCheckpoint?, path: () -> [Move]) -> Found? {
    inUse.reach(checkpoint, path: path)
  }

  /// Whether a checkpoint puts the screen in use back in its state
  /// (``ScreenInUse/canRestore(_:)``).
  func canRestore(_ checkpoint: ScreenCheckpoint?) -> Bool { inUse.canRestore(checkpoint) }

  /// Goes back to the empty screen.
  func reset() { inUse.reset() }

  /// Goes back to the empty screen and replays moves, checking after each.
  func replay(_ moves: [Move]) -> Found? { inUse.replay(moves) }

  /// Runs work on a screen built anew, then puts the screen in use back as it was.
  func onNewScreen<Result>(_ work: () -> Result) -> Result { inUse.onNewScreen(work) }

  /// Puts the screen in use back in the state it was built in; `false` when states are
  /// replayed.
  func restoreStart() -> Bool { inUse.restoreStart() }

  /// Stops restoring states: from now on each is replayed, for the reason given.
  func stopRestoring(because reason: String) { inUse.stopRestoring(because: reason) }

  // MARK: - Checks

  /// A violation in the state the screen starts in.
  func initialViolation() -> Found? { inUse.initialViolation() }

  /// Applies a step, then checks the file's invariants and that a refused paste changed nothing
  /// (``ScreenInUse/apply(_:)``).
  func apply(_ move: Move) -> Found? { inUse.apply(move) }

  /// Whether the last step applied could not run in the state it met (and changed nothing).
  var lastStepCouldNotRun: Bool { inUse.lastStepCouldNotRun }

  /// The model's own invariants, checked by the model itself.
  func modelViolation() -> Found? { inUse.modelViolation() }

  /// The model's own invariants around what changed since ``forgetChanges()``.
  func modelViolationAroundChanges() -> Found? { inUse.modelViolationAroundChanges() }

  /// Forgets what changed so far, in a state whose model invariants were checked.
  func forgetChanges() { inUse.forgetChanges() }
}
