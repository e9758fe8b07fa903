import ModelSupport
import Observation

extension Screen {
  // MARK: - Focus

  /// Gives a field the focus, ending the editing of the field that had it.
  ///
  /// Focusing the field that already has the focus changes nothing. A disabled or hidden field
  /// refuses the focus and counts one refusal; the focus then stays where it was.
  ///
  /// - Parameter field: A field of this screen.
  /// - Returns: Whether the field has the focus afterwards.
  /// - Precondition: The field belongs to this screen.
  @discardableResult
  public func focus(_ field: TextField) -> Bool {
    precondition(
      field.screenIdentity == ObjectIdentifier(self), "'\(field.name)' belongs to another screen")
    return hub.receive(saved.focused === field ? nil : .focus(field.name)) { focusNow(field) }
  }

  private func focusNow(_ field: TextField) -> Bool {
    if saved.focused === field { return true }
    guard field.core.acceptsInput else {
      field.countRefusal()
      return false
    }
    endEditing()
    guard field.core.acceptsInput else { return false }
    setFocused(field)
    field.didBeginEditing()
    return true
  }

  /// Ends the editing of the focused field; focus goes nowhere.
  public func blur() {
    hub.receive(.blur) { endEditing() }
  }

  /// Moves the focus to the next enabled, shown field in declaration order (the first, when focus is
  /// nowhere), or nowhere after the last.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public func tab() {
    hub.receive(.tab) { tabNow() }
  }

  private func tabNow() {
    let start =
      saved.focused.flatMap { currentFieldIndex[ObjectIdentifier($0)].map { $0 + 1 } } ?? 0
    let next = fields[min(start, fields.count)...].first(where: \.core.acceptsInput)
    endEditing()
    if let next {
      focus(next)
    }
  }

  func endEditing() {
    guard let field = saved.focused else { return }
    setFocused(nil)
    field.didEndEditing()
  }

  func setFocused(_ field: TextField?) {
    saved.focused?.setHasFocus(false)
    mutate { saved.focused = field }
    field?.setHasFocus(true)
    if !hub.state.observers.isEmpty { hub.notify(.focusChanged(field?.name)) }
  }
}
