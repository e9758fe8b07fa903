import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The screen the search drives: a live instance of the file's screen, with its replayer and
/// its parts typed for the search, and the checks after each step.
///
/// States are extended, not replayed: a state is saved (``ScreenCheckpoint``) and restored
/// before each action tried from it. A screen whose state the model cannot capture (a manager
/// verifies a member of the app's own type) is built anew and replayed instead, and
/// ``replayReason`` says so.
final class ScreenInUse {
  let file: CheckedFile
  private let layout: ScreenLayout
  private(set) var instance: ScreenInstance
  private(set) var replayer: Replayer
  @exclusivity(unchecked) var parts: ScreenParts
  /// Why states are reached by replaying their paths, or `nil` when they are restored.
  private(set) var replayReason: String?
  /// The moves applied to the screen in use since it was built, when states are replayed: a
  /// real session, which a screen built anew replays as it is.
  private(set) var history: [Move] = []
  /// Whether the last step applied could not run in the state it met, and changed nothing.
  private(set) var lastStepCouldNotRun = false
  /// The state the screen in use was built in, saved.
  private var start: ScreenCheckpoint?

  /// Takes hold of the screen the search starts on.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - instance: Its screen, as built.
  ///   - layout: What the search knows of the screen.
  init(file: CheckedFile, instance: ScreenInstance, layout: ScreenLayout) {
    self.file = file
    self.layout = layout
    self.instance = instance
    replayer = Replayer(file: file, instance: instance)
    start = instance.screen.checkpoint()
    parts = ScreenParts(instance, as: layout)
    if start == nil {
      replayReason =
        "a manager verifies a member of the app's own type, whose state the explorer cannot "
        + "save, so each state is reached by replaying its path (conform it to "
        + "RestorableValidatable to let the explorer restore states instead)"
    }
  }

  /// Whether states are saved and restored.
  var restores: Bool { replayReason == nil }

  // MARK: - Reaching states

  /// The state of the screen now, to come back to; `nil` when states are replayed.
  func checkpoint() -> ScreenCheckpoint? {
    restores ? instance.screen.checkpoint() : nil
  }

  /// Puts the screen back in a state: restores its checkpoint, or replays its path on a fresh
  /// screen.
  ///
  /// - Returns: The violation the path meets on the way, when it is replayed (none is
  ///   expected: the path was checked when it was found).
  @discardableResult
  func reach(_ checkpoint: ScreenCheckpoint?, path: () -> [Move]) -> Found? {
    if let checkpoint, canRestore(checkpoint) {
      instance.screen.restore(checkpoint)
      return nil
    }
    return replay(path())
  }

  /// Whether a checkpoint puts the screen in use back in its state: states are restored, it
  /// was taken of this screen, and it has the rows it had then (else the state is replayed).
  ///
  /// Rows added since, each the last row added and with no other added or removed after it,
  /// are removed first: the screen then has the rows it had (which a checkpoint restores),
  /// and an `add` costs no replay.
  func canRestore(_ checkpoint: ScreenCheckpoint?) -> Bool {
    guard let checkpoint, restores else { return false }
    let (restorable, removedRows) = instance.screen.prepareToRestore(checkpoint)
    if removedRows { parts = ScreenParts(instance, layout: layout) }
    return restorable
  }

  /// Goes back to the empty screen.
  func reset() {
    if canRestore(start), let start {
      instance.screen.restore(start)
    } else {
      rebuild()
    }
  }

  /// Goes back to the empty screen and replays moves, checking after each.
  func replay(_ moves: [Move]) -> Found? {
    reset()
    if let found = initialViolation() { return found }
    for move in moves {
      if let found = apply(move) { return found }
    }
    return nil
  }

  /// Runs work on a screen built anew, then puts the screen in use back as it was.
  func onNewScreen<Result>(_ work: () -> Result) -> Result {
    let kept = (instance, replayer, parts, history, start)
    defer { (instance, replayer, parts, history, start) = kept }
    rebuild()
    return work()
  }

  /// Puts the screen in use back in the state it was built in, from its first checkpoint.
  ///
  /// - Returns: Whether it could: not when states are replayed.
  func restoreStart() -> Bool {
    guard restores else { return false }
    reset()
    return true
  }

  /// Builds the screen anew, with its replayer and parts, and saves the state it starts in
  /// when states are restored.
  private func rebuild() {
    guard let fresh = file.makeStartingScreen() else { return }
    instance = fresh
    replayer = Replayer(file: file, instance: fresh)
    parts = ScreenParts(fresh, as: layout)
    history = []
    if restores { start = fresh.screen.checkpoint() }
  }

  /// Stops restoring states: from now on each is replayed, for the reason given.
  func stopRestoring(because reason: String) {
    replayReason = reason
    rebuild()
  }

  // MARK: - Checks

  /// A violation in the state the screen starts in.
  func initialViolation() -> Found? {
    if let mismatch = replayer.invariantViolation() {
      return Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil)
    }
    return modelViolation()
  }

  /// Applies a step, then checks the file's invariants and that a refused paste changed nothing.
  ///
  /// The model's own invariants are checked by ``modelViolation()``.
  func apply(_ move: Move) -> Found? {
    var before: (text: String, refused: Int)?
    if let name = move.pastedField, let field = instance.screen.field(named: name) {
      before = (field.text, field.refusalCount)
    }
    if !restores { history.append(move) }
    do {
      try replayer.apply(move.action)
      lastStepCouldNotRun = false
    } catch {
      // Not a violation: the step does not apply here (an answer with no request to answer,
      // once a shrink dropped the edit that sent it). Whoever shortens a path asks.
      lastStepCouldNotRun = true
      return nil
    }
    if !layout.groups.isEmpty, rowsChanged { parts = ScreenParts(instance, layout: layout) }
    if let mismatch = replayer.resetMismatch() ?? replayer.invariantViolation() {
      return Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil)
    }
    if let name = move.pastedField, let before, let field = instance.screen.field(named: name),
      field.refusalCount > before.refused, field.text != before.text
    {
      return Found(
        expected: "a refused paste changes nothing", actual: "\(name)'s text changed",
        assertion: .text(NameReference(written: name), before.text))
    }
    return nil
  }

  /// Whether a group's rows changed since the parts were typed: their places then name other
  /// controls.
  private var rowsChanged: Bool {
    let screen = instance.screen
    for (index, group) in layout.groups.enumerated()
    where screen.rowGroup(named: group.name)?.count != parts.rowCounts[index] {
      return true
    }
    return false
  }

  /// The model's own invariants (enablement follows managers, a manager's counts follow its
  /// members, a field's state follows its rules), checked by the model itself.
  func modelViolation() -> Found? {
    guard let broken = replayer.modelViolation() else { return nil }
    return Found(expected: broken.expected, actual: broken.actual, assertion: nil)
  }

  /// The model's own invariants around what changed since ``forgetChanges()``, which was
  /// called in a state whose invariants hold: what did not change still holds them.
  func modelViolationAroundChanges() -> Found? {
    guard let broken = replayer.modelViolationAroundChanges() else { return nil }
    return Found(expected: broken.expected, actual: broken.actual, assertion: nil)
  }

  /// Forgets what changed so far, in a state whose model invariants were checked.
  func forgetChanges() {
    replayer.forgetChanges()
  }
}
