/// Something that happened to a control, as its observers hear it.
///
/// Events are sent after the control's state has changed, so an observer that reads the control
/// sees the new state. A refused keystroke, paste or focus attempt changes nothing and sends no
/// event; the field counts it in ``TextField/refusalCount`` instead. Changes that the clock makes
/// (a debounce firing, an answer arriving, a busy period ending) send events like any other.
public enum ControlEvent: Sendable, Hashable {
  /// A text field took the focus: its editing began.
  case editingBegan
  /// A text field's text changed through an edit (a keystroke, a paste, a backspace, a clear or
  /// a replacement from the UI).
  case textChanged
  /// A text field's text was set from code with ``TextField/setText(_:)``: not an edit.
  case textSet
  /// A text field's cursor or selection moved without its text changing.
  case selectionChanged
  /// A text field lost the focus: its editing ended.
  case editingEnded
  /// A switch was flipped.
  case valueChanged
  /// A button accepted a tap (its primary action).
  case tapped
  /// The control's enablement flipped; the payload is the new value of `isEnabled`.
  case enabledChanged(Bool)
  /// The control was shown (`true`) or hidden (`false`) as its `shown when` conditions decide.
  case visibilityChanged(Bool)
  /// A field's or switch's validity changed; the payload is the new validity.
  case validityChanged(Validity)
  /// A field's or switch's shown error changed; the payload is the new shown error.
  case shownErrorChanged(String?)
  /// A button became busy with a request, or free again.
  case busyChanged(Bool)
  /// The control sent a request; the payload is its ``Request/id``.
  case requestSent(Int)
  /// A request of the control ended: answered, or cancelled (`nil`).
  case requestEnded(Int, Answer?)
}

/// Something that happened on a screen, as the screen's observers hear it.
public enum ScreenEvent: Sendable, Hashable {
  /// A control's event, with the control's name.
  case control(String, ControlEvent)
  /// The focus moved; the payload is the focused field's name, or `nil` for nowhere.
  case focusChanged(String?)
  /// A manager's validity changed, with the manager's name.
  case managerChanged(String, Validity)
  /// A control, manager or group became dirty (`true`) or pristine (`false`), with its name:
  /// what a "Save" or "Unsaved changes" label redraws on.
  ///
  /// A control's dirtiness also changes with the event of its value's change
  /// (``ControlEvent/textChanged``, ``ControlEvent/textSet``, ``ControlEvent/valueChanged``), which is
  /// delivered with the new dirtiness already current; this event also covers what has no
  /// event of its own: a load that makes the current value the starting one, a reset, a
  /// commit, a row's control whose place's starting value changed as rows moved up, and every
  /// manager and group.
  case dirtyChanged(String, Bool)
}
