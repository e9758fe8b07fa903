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
  /// `remote` rule counting as passed.
  func controlDidReset()
  /// What the layer still shows that a reset clears (an error shown, its display of errors
  /// open, a check pending): empty right after the control's ``controlDidReset()``.
  func violationsAfterReset() -> [InvariantViolation]
  /// The layer's display of errors, as the bits that a reset clears: open (1), armed by an edit
  /// to open when editing ends (2), an error shown (4). What the explorer tells states apart by
  /// where the screen resets, since the check of a reset reads them.
  var displayBits: Int32 { get }
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
