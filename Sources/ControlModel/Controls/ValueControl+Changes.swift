import ModelSupport

// How a value control's value changes: by the user, from code, by a reset, by a new starting
// value; what its managers and checkpoints see of it.

extension ValueControl {
  /// Counts refused changes: one, or a stepper's presses left at its bound.
  func refuse(_ count: Int = 1) {
    held.refusals += count
    changed()
  }

  /// Applies a change the user made: refused (and counted) while the control is disabled or
  /// hidden or its screen is gone, nothing when the value is the one it has.
  ///
  /// - Parameters:
  ///   - value: The new value, one the domain contains.
  ///   - position: Its position in the domain's list, when the caller found it already;
  ///     otherwise the domain finds it.
  /// - Returns: Whether the change was accepted (a change to the same value is).
  @discardableResult
  func userChange(to value: ControlValue, position: Int? = nil) -> Bool {
    guard core.acceptsInput, screen != nil else {
      refuse()
      return false
    }
    guard value != held.value else { return true }
    change(to: value, position: position ?? domain.position(of: value), by: .userChanged)
    return true
  }

  /// Changes the value, then tells its layer, its observers and its managers.
  ///
  /// - Parameters:
  ///   - value: The new value, another than the one the control has.
  ///   - position: Its position in the domain's list.
  ///   - change: The user's change (a touch) or a change from code.
  private func change(to value: ControlValue, position: Int?, by change: ControlChange) {
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    held.set(value, position: position)
    // The change's event goes out first, then what it caused.
    let holds = core.beginChange(.valueChanged)
    behavior?.controlDidChange(change)
    updateLifecycle(touched: change == .userChanged)
    if holds { core.hub.end() }
    changed()
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Sets the value from code (`set`), or loads it as the new starting value too (`load`).
  ///
  /// No refusal, whether or not the control is enabled and shown, and no display opened. A day
  /// outside bounds counted from today is taken (a draft saved before its day passed): those
  /// bounds refuse only the user's picks.
  ///
  /// - Throws: ``ControlValueError`` for a value the control cannot hold.
  func codeChange(to value: ControlValue, asStarting: Bool) throws(ControlValueError) {
    guard canTake(value) else {
      throw ControlValueError(
        control: name, problem: .cannotHold(value), expected: domain.description)
    }
    // One change: what reads the control's dirtiness hears a load of the value it holds too.
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    if asStarting {
      held.starting = value
      changed()
    }
    guard value != held.value else {
      if asStarting { updateLifecycle(touched: false) }
      return
    }
    change(to: value, position: domain.position(of: value), by: .setFromCode)
  }

  /// Puts the starting value back, untouched: a reset.
  func resetToStart() {
    let changes = held.value != held.starting
    if changes { held.set(held.starting, position: domain.position(of: held.starting)) }
    let holds = changes && core.beginChange(.valueChanged)
    let wasDirty = core.isDirty
    if core.setLifecycle(dirty: false, touched: false) {
      core.announceDirtiness(false, flipped: wasDirty) {
        behavior?.controlDidChange(.lifecycle(isDirty: false, isTouched: false))
      }
    }
    behavior?.controlDidChange(.reset)
    if holds { core.hub.end() }
    changed()
  }

  /// Records whether the value differs from the starting value, and a touch by the user.
  private func updateLifecycle(touched: Bool) {
    let dirty = held.value != held.starting
    let wasDirty = core.isDirty
    if core.setLifecycle(dirty: dirty, touched: core.isTouched || touched) {
      let touched = core.isTouched
      core.announceDirtiness(dirty, flipped: wasDirty != dirty) {
        behavior?.controlDidChange(.lifecycle(isDirty: dirty, isTouched: touched))
      }
      changed()
    }
  }

  /// Makes a value the starting one without changing the value.
  ///
  /// A row's control whose place's starting value is another, as rows move, or a commit. A
  /// value the control cannot hold changes nothing.
  func restart(at value: ControlValue) {
    // The value held may lie outside bounds that moved since (today's): it is still held; so
    // may a place's recorded starting day, which another row of the place starts from.
    guard value != held.starting, value == held.value || canTake(value) else { return }
    held.starting = value
    changed()
    updateLifecycle(touched: false)
  }

  /// A button that submits the control accepted a tap.
  func didSubmit() {
    behavior?.controlDidChange(.submitted)
  }

  /// Whether a button's request may go out with this control: it is left out (disabled or
  /// hidden) or valid.
  var isReadyForSubmission: Bool {
    core.isLeftOut || (behavior?.isReadyForSubmission ?? true)
  }

  /// The value is of the control's kind and within its domain.
  func valueViolations() -> [InvariantViolation] {
    // Its starting value, and the value it was made with, are held whatever the bounds (a day
    // counted from today, read when the control was made, may lie outside them).
    guard !domain.mayKeep(held.value), held.value != held.starting, held.value != held.made
    else { return [] }
    return [
      InvariantViolation(subject: name, expected: "a value it can hold", actual: "\(held.value)")
    ]
  }

  /// Captures the value, refusals, enablement, visibility and lifecycle, for a
  /// ``ScreenCheckpoint``.
  func checkpointOwnState() -> SavedPart {
    versionedCheckpoint {
      let saved = (held, core.closedGates, core.isHidden, core.isDirty, core.isTouched)
      return { control in
        (
          control.held, control.core.closedGates, control.core.isHidden, control.core.isDirty,
          control.core.isTouched
        ) = saved
      }
    }
  }
}

extension ValueControl {
  /// Tells the control that its enablement or its visibility flipped.
  func didFlip(visibility: Bool) {
    visibility ? visibilityDidFlip() : enablementDidFlip()
  }
}

extension ValueControl: ManageableControl {
  /// Tells the control's layer, Observation and observers that its enablement flipped.
  func enablementDidFlip() {
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    core.notify(.enabledChanged(core.isEnabled))
  }

  /// Tells the control's layer, Observation and observers that its visibility flipped.
  func visibilityDidFlip() {
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    core.notify(.visibilityChanged(!core.isHidden))
  }
}

/// A value control of any domain, as the code that treats them alike holds it: a button's
/// submitted controls, a screen's values.
protocol AnyValueControl: Control {
  /// The value, read without tracking.
  var storedValue: ControlValue { get }
  /// The values the control may hold, in words.
  var domainDescription: String { get }
  /// The screen that owns the control.
  var screen: Screen? { get }
  /// A button that submits the control accepted a tap.
  func didSubmit()
  /// Whether a button's request may go out with this control.
  var isReadyForSubmission: Bool { get }
}

extension ValueControl: AnyValueControl {
  /// The values the control may hold, in words.
  var domainDescription: String { domain.description }
}
