import Observation

extension TextField {
  // MARK: - Focus

  /// The field, focused, became disabled or hidden: it loses the focus (which ends its
  /// editing) once the change under way is done, if it still cannot take input then.
  func loseFocusWhenSettled() {
    core.hub.checkFocusWhenSettled { [weak self] in
      guard let self, self.saved.hasFocus, !self.core.acceptsInput else { return }
      self.screen?.endEditing()
    }
  }

  /// Gives the field the focus, ending the editing of the field that had it.
  ///
  /// Focusing the field that already has the focus changes nothing: its editing goes on and its
  /// cursor stays. A disabled field refuses the focus and counts one refusal.
  ///
  /// - Returns: Whether the field has the focus afterwards.
  @discardableResult
  public func focus() -> Bool {
    if saved.hasFocus { return true }
    guard let screen else {
      // Never a silent refusal: the edit is refused, counted, and the reason said once.
      DetachedControl.report(
        name, "take the focus or an edit", removed: core.wasRemoved,
        alreadyReported: &detachedReported)
      countRefusal()
      return false
    }
    return screen.focus(self)
  }

  /// Whether the field's screen still exists: a field whose screen was released refuses the
  /// focus and every edit (counting each refusal, and saying why once on standard error).
  public var isOnScreen: Bool { screen != nil }

  func setHasFocus(_ value: Bool) {
    saved.hasFocus = value
    if let journal = core.journal { journal.record(self) }
  }

  func countRefusal() {
    countRefusals(1)
  }

  /// Counts refused edits: keystrokes left when the field lost the focus during a step.
  func countRefusals(_ count: Int) {
    saved.refusals += count
    changed()
  }

  func didBeginEditing() {
    saved.caret = saved.length
    saved.anchor = nil
    changed()
    notify(.editingBegan)
  }

  /// Sends a change's event: held, with what the change causes, until the change is done when
  /// an observer might read the state (``ControlCore/holdsChanges``), else at once (the
  /// package's readers of the text, which read only the text), without a mutating access to the
  /// core on the keystroke's path.
  ///
  /// - Returns: Whether it holds: then the caller ends the hold with `core.hub.end()`.
  @inline(__always)
  func beginEvent(_ event: ControlEvent) -> Bool {
    guard core.holdsChanges else {
      notify(event)
      return false
    }
    return core.beginChange(event)
  }

  /// Tells the field's observers, then the screen's, reading from the core only what delivery
  /// needs: ``ControlCore/notify(_:)`` on the core would copy it whole, on every keystroke.
  @inline(__always)
  func notify(_ event: ControlEvent) {
    guard core.isListened else { return }
    ControlCore.deliver(
      event, to: core.observers, named: core.name, screenListens: core.screenListens,
      hub: core.hub)
  }

  func didEndEditing() {
    saved.anchor = nil
    if !core.isTouched {
      core.isTouched = true
      behavior?.controlDidChange(.lifecycle(isDirty: core.isDirty, isTouched: true))
    }
    behavior?.controlDidChange(.editingEnded)
    changed()
    notify(.editingEnded)
  }

  func didSubmit() {
    behavior?.controlDidChange(.submitted)
  }

  var isReadyForSubmission: Bool {
    core.isLeftOut || (behavior?.isReadyForSubmission ?? true)
  }

}
