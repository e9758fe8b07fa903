/// Something that happened to a control, as its observers hear it.
///
/// Events are sent after the control's state has changed, so an observer that reads the control
/// sees the new state. A refused keystroke, paste or focus attempt changes nothing and sends no
/// event; the field counts it in ``TextField/refusalCount`` instead.
public enum ControlEvent: Sendable, Hashable {
  /// A text field took the focus: its editing began.
  case editingBegan
  /// A text field's text changed through an edit (a keystroke, a paste, a backspace or a clear).
  case textChanged
  /// A text field lost the focus: its editing ended.
  case editingEnded
  /// A switch was flipped.
  case valueChanged
  /// A button accepted a tap (its primary action).
  case tapped
  /// The control's enablement flipped; the payload is the new value of `isEnabled`.
  case enabledChanged(Bool)
}
