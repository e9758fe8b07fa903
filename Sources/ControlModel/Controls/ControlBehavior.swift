/// What every validating layer attached to a control answers.
package protocol ControlBehavior: Checkpointing, VersionedState {
  /// The layer's invariants that do not hold, its managers' included (those of up to
  /// `memberLimit` members). A limit below `Int.max` marks the checks that run after each
  /// mutation in debug builds, which call no closure of the user's.
  func invariantViolations(memberLimit: Int) -> [InvariantViolation]

  /// The control's screen is gone: the layer lets go of the other controls it reads, so that
  /// controls that read each other do not keep each other alive.
  func screenDidEnd()
}

/// A layer attached to a control that a button submits: one that holds a value.
package protocol SubmittedBehavior: ControlBehavior {
  /// Whether a request may go out with this control: it is valid.
  var isReadyForSubmission: Bool { get }
  /// The control became dirty or pristine, touched or untouched: its managers count it.
  ///
  /// The control passes its new state, which the layer then need not read back.
  func lifecycleDidChange(isDirty: Bool, isTouched: Bool)
  /// The control went back to its starting value (a reset): its display of errors closes, its
  /// debounce and checks in flight are cancelled, and its rules run on the value at once, a
  /// `remote` rule counting as passed unless an answer for that value is remembered.
  func controlDidReset()
  /// What the layer shows of the control's errors, all of which a reset clears: what the check
  /// of a reset reads (``Screen/takeResetViolations()``), and the explorer's state where the
  /// search resets.
  var errorDisplay: ErrorDisplayState { get }
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
  package var isPending: Bool

  /// Makes the state.
  package init(isOpen: Bool, isArmed: Bool = false, shownError: String?, isPending: Bool) {
    self.isOpen = isOpen
    self.isArmed = isArmed
    self.shownError = shownError
    self.isPending = isPending
  }
}

/// What a validating layer attaches to a text field: the plumbing by which the validation
/// managers of this package hear a field's edits without the control model knowing of rules.
package protocol FieldBehavior: SubmittedBehavior {
  /// The field's text changed through an edit.
  func fieldDidEdit(_ field: TextField)
  /// The field's text was set from code: not an edit.
  func fieldTextWasSet(_ field: TextField)
  /// The field's editing ended (it lost the focus).
  func fieldDidEndEditing(_ field: TextField)
  /// A button that submits the field accepted a tap.
  func fieldWasSubmitted(_ field: TextField)
  /// The field's enablement flipped.
  func fieldEnablementDidChange(_ field: TextField)
  /// The field's own validity now: what a `focus-invalid` tap looks for.
  var fieldValidity: Validity { get }
}

/// What a validating layer attaches to a switch.
package protocol SwitchBehavior: SubmittedBehavior {
  /// The switch was flipped by the user.
  func switchDidChange(_ control: Switch)
  /// The switch was set from code: its rules run, no display opens.
  func switchWasSet(_ control: Switch)
  /// A button that submits the switch accepted a tap.
  func switchWasSubmitted(_ control: Switch)
  /// The switch's enablement flipped.
  func switchEnablementDidChange(_ control: Switch)
}

/// What the validating layer attaches to a button that a manager verifies: it hears when the
/// button's requests are sent and end.
package protocol ButtonBehavior: ControlBehavior {
  /// The button sent a request, or its request ended; its busy state and last answer are set.
  /// (Its enablement does not matter: a disabled button keeps its last outcome.)
  func buttonRequestDidChange(_ button: Button)
}
