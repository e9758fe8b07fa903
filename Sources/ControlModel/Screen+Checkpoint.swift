package import ModelSupport

/// A screen's state at one moment, which ``Screen/restore(_:)`` puts back.
///
/// It holds what a step can change: every control's text, cursor, selection, refusals, switch
/// state, taps and enablement; the validating layer's validity, errors, shown errors and
/// managers' counts; the focus; the virtual clock's time and scheduled work; and the requests in
/// flight with their state. It holds no configuration (rules, limits, observers), which steps do
/// not change.
///
/// The explorer extends a state instead of replaying the path to it: it restores a state, takes
/// one action, and checkpoints what it reached.
///
/// Each part is put back only if it changed since the checkpoint was taken or last put back
/// (``StateVersion``), and a checkpoint of a part that did not change since the last one shares
/// what that one saved: an action changes a few parts of a screen, not all of them.
///
/// A checkpoint keeps its screen alive, and with it every object it restores: the saved parts
/// hold their objects without counting references (`unowned(unsafe)`), which restoring a state
/// thousands of times a second cannot afford.
///
/// On a screen with groups, a checkpoint holds the rows as they were: it puts a state back
/// while the screen has the same rows (no row added or removed since), which
/// ``Screen/canRestore(_:)`` tells.
package struct ScreenCheckpoint {
  fileprivate let screen: Screen
  fileprivate let restorers: Restorers
  /// The screen's ``Screen/structureVersion`` when the checkpoint was taken.
  fileprivate let structure: Int
}

/// A part of a screen whose state a checkpoint captures.
package protocol Checkpointing: AnyObject {
  /// Captures the state that steps can change: appends what puts it back.
  ///
  /// - Parameter restorers: What puts back the parts of the checkpoint being taken.
  /// - Returns: `false` when the part holds state it cannot capture (a member of the app's own
  ///   type).
  func appendCheckpoint(to restorers: inout Restorers) -> Bool
}

extension Screen {
  /// Captures the screen's state, for ``restore(_:)``.
  ///
  /// - Returns: The checkpoint, or `nil` on a clock other than a ``VirtualClock`` (real time
  ///   cannot be put back), or when a manager verifies a member of the app's own type, whose
  ///   state the model cannot see.
  /// - Complexity: O(*n*) in the controls, managers and requests in flight.
  package func checkpoint() -> ScreenCheckpoint? {
    guard let clock = clock as? VirtualClock else { return nil }
    var restorers = Restorers()
    restorers.reserveCapacity(controls.count * 3 + components.count * 2 + 4)
    restorers.append(clock.checkpoint())
    restorers.append(checkpointOwnState())
    for request in saved.outstanding {
      restorers.append(request.checkpoint())
    }
    for control in controls {
      switch control.kind {
      case .field(let field):
        restorers.append(field.checkpointOwnState())
        if let behavior = field.behavior {
          guard behavior.appendCheckpoint(to: &restorers) else { return nil }
        }
      case .button(let button):
        restorers.append(button.checkpointOwnState())
        if let behavior = button.behavior {
          guard behavior.appendCheckpoint(to: &restorers) else { return nil }
        }
      // Each kind captured as its own type, so that its restore runs specialized code.
      case .toggle(let toggle):
        guard Self.appendCheckpoint(of: toggle, to: &restorers) else { return nil }
      case .picker(let picker):
        guard Self.appendCheckpoint(of: picker, to: &restorers) else { return nil }
      case .stepper(let stepper):
        guard Self.appendCheckpoint(of: stepper, to: &restorers) else { return nil }
      case .date(let date):
        guard Self.appendCheckpoint(of: date, to: &restorers) else { return nil }
      }
    }
    for component in components {
      guard component.appendCheckpoint(to: &restorers) else { return nil }
    }
    for group in rowGroups {
      guard group.appendCheckpoint(to: &restorers) else { return nil }
    }
    return ScreenCheckpoint(screen: self, restorers: restorers, structure: structureVersion)
  }

  /// Adds a value control's state and its validating layer's to a checkpoint.
  ///
  /// - Returns: `false` when the layer's state cannot be captured.
  private static func appendCheckpoint(
    of control: ValueControl<some ValueDomain>, to restorers: inout Restorers
  ) -> Bool {
    restorers.append(control.checkpointOwnState())
    guard let behavior = control.behavior else { return true }
    return behavior.appendCheckpoint(to: &restorers)
  }

  /// Puts back the state a checkpoint of this screen captured.
  ///
  /// Nothing is notified: no observer hears the change, and Observation is not told. Work and
  /// requests that were made after the checkpoint are dropped, as if they never were.
  ///
  /// - Parameter checkpoint: A checkpoint that ``checkpoint()`` took of this screen, which it
  ///   can restore (``prepareToRestore(_:)``).
  /// - Precondition: The checkpoint was taken of this screen, with the rows it has now.
  package func restore(_ checkpoint: ScreenCheckpoint) {
    // Misuse of a package API that only the explorer calls, with checkpoints of its screen:
    // the rows a checkpoint saw may be gone, and their controls with them.
    precondition(
      canRestore(checkpoint), "a checkpoint restores the screen and rows it was taken of")
    checkpoint.restorers.restore()
    // What conditions on dirtiness last read is no state of a control: it follows them.
    hub.dirtinessReadersDidRestore()
  }

  /// Whether a checkpoint puts back a state of this screen: it was taken of this screen, and
  /// no row was added or removed since.
  ///
  /// - Parameter checkpoint: A checkpoint of any screen.
  /// - Returns: Whether ``restore(_:)`` takes it.
  func canRestore(_ checkpoint: ScreenCheckpoint) -> Bool {
    checkpoint.screen === self && checkpoint.structure == structureVersion
  }

  /// Makes the screen one that a checkpoint puts back, when it can be: the checkpoint was taken
  /// of this screen, and the rows added since, each the last row added with no other added or
  /// removed after it, are removed (an `add` then costs the explorer no replay).
  ///
  /// - Parameter checkpoint: A checkpoint of any screen.
  /// - Returns: Whether ``restore(_:)`` takes the checkpoint now, and whether rows were removed
  ///   on the way (the screen's controls changed).
  package func prepareToRestore(_ checkpoint: ScreenCheckpoint) -> (
    restorable: Bool, removedRows: Bool
  ) {
    if canRestore(checkpoint) { return (true, false) }
    guard checkpoint.screen === self else { return (false, false) }
    var removedRows = false
    while !canRestore(checkpoint), removeRowAddedLast() { removedRows = true }
    return (canRestore(checkpoint), removedRows)
  }
}
