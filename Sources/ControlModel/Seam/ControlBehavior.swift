package import ModelSupport

/// What a control tells the validating layer attached to it: one case for each kind of change.
///
/// The control model knows nothing of rules; a control reports what happened to it through
/// ``ControlBehavior/controlDidChange(_:)``, and the layer decides what that means for its
/// validity, its shown error and its managers.
package enum ControlChange: Equatable {
  /// The user changed the value: an edit of a field's text, a toggle, a pick, a step.
  case userChanged
  /// The app set the value from code: the rules run, no display opens.
  case setFromCode
  /// A field's editing ended: it lost the focus.
  case editingEnded
  /// A button that submits the control accepted a tap.
  case submitted
  /// The control's enablement or visibility flipped.
  case enablementFlipped
  /// The control went back to its starting value (a reset): its display of errors closes, its
  /// debounce and checks in flight are cancelled, and its rules run on the value at once, a
  /// `remote` rule counting as passed unless an answer for that value is remembered.
  case reset
  /// The control became dirty or pristine, touched or untouched: its managers count it. The
  /// control passes its new state, which the layer then need not read back.
  case lifecycle(isDirty: Bool, isTouched: Bool)
  /// The screen's day changed (its clock's ``ScreenClock/today``): rules that read today run
  /// again; the value stays.
  case dayChanged
  /// A button sent a request, or its request ended; its busy state and last answer are set.
  /// (Its enablement does not matter: a disabled button keeps its last outcome.)
  case requestChanged
  /// The control's row of a group is complete: the names its rules give that were not found
  /// when they were set (a control of the row made after this one) are looked up again, and
  /// its rules run.
  case rowCompleted
  /// The control leaves the screen with its row: its scheduled work is dropped and the
  /// controls it reads let go.
  case leavingScreen
}

/// The validating layer attached to a control: the one hook by which the validation managers
/// of this package hear a control's changes, and what the control asks of the layer back.
package protocol ControlBehavior: Checkpointing, VersionedState {
  /// The layer's version, read without copying its latest saved state: what the explorer's
  /// fingerprint of a state compares (through ``VersionedState/versions``, each read counted a
  /// reference and let it go again).
  var currentVersion: StateVersion { get }

  /// Hears a change of the control.
  func controlDidChange(_ change: ControlChange)

  /// Whether a request may go out with this control: it is valid (a button's layer: always).
  var isReadyForSubmission: Bool { get }

  /// The control's own validity now: what a `focus-invalid` tap looks for.
  var ownValidity: Validity { get }

  /// What the layer shows of the control's errors, all of which a reset clears: what the check
  /// of a reset reads (``Screen/takeResetViolations()``), and the explorer's state where the
  /// search resets.
  var errorDisplay: ErrorDisplayState { get }

  /// The layer's invariants that do not hold, its managers' included (those of up to
  /// `memberLimit` members). A limit below `Int.max` marks the checks that run after each
  /// mutation in debug builds, which call no closure of the user's.
  func invariantViolations(memberLimit: Int) -> [InvariantViolation]

  /// The control's screen is gone: the layer lets go of the other controls it reads, so that
  /// controls that read each other do not keep each other alive.
  func screenDidEnd()
}

/// What a control's validating layer shows of its errors: all of it cleared by a reset.
package struct ErrorDisplayState: Equatable {
  /// Whether the display policy opened: the next invalid value shows its error at once.
  package var isOpen: Bool
  /// Whether an edit armed the display to open when editing ends (a field's `on-blur`).
  package var isArmed: Bool
  /// The error shown, if any.
  package var shownError: String?
  /// Whether a check is pending.
  var isPending: Bool

  /// Makes the state.
  package init(isOpen: Bool, isArmed: Bool = false, shownError: String?, isPending: Bool) {
    self.isOpen = isOpen
    self.isArmed = isArmed
    self.shownError = shownError
    self.isPending = isPending
  }
}
