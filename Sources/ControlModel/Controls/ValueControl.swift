package import Observation

/// A control that holds one value the user changes by a gesture, not by typing.
///
/// A ``Picker``, a ``Stepper`` or a ``DatePicker``: what they do alike is written once, here.
///
/// A change by the user is accepted only while the control is enabled and shown; otherwise it
/// changes nothing and counts one refusal. A change to the value the control already has
/// changes nothing and counts nothing.
package protocol ValueControl: ManageableControl, Observable, VersionedState {
  /// The value as stored, read and written without tracking.
  var storedValue: ControlValue { get set }
  /// The starting value: what the control was made with, or was last loaded with.
  var startingStored: ControlValue { get set }
  /// The changes refused so far.
  var storedRefusals: Int { get set }
  /// The validating layer, if one is attached.
  var behavior: (any ControlBehavior)? { get }
  /// The screen that owns the control.
  var screen: Screen? { get }
  /// The key path under which Observation tracks the control.
  var observedState: Void { get }
  /// Whether the value is one the control can hold: an option it has, a number in its range, a
  /// day within its bounds.
  func canHold(_ value: ControlValue) -> Bool
  /// The values the control can hold, in words: what an error about another value says.
  var valueDomain: String { get }
}

extension ValueControl {
  /// The control's value, read for the validating layer without tracking.
  var valueUntracked: ControlValue { storedValue }

  /// Records a read for Observation.
  func track() { core.registrar?.access(self, keyPath: \Self.observedState) }

  /// Reports a change to Observation and to the screen's journal.
  func changed() {
    core.registrar?.withMutation(of: self, keyPath: \Self.observedState) {}
    core.journal?.record(valueControl: self)
  }

  /// Counts one refused change.
  func refuse() {
    storedRefusals += 1
    changed()
  }

  /// Applies a change the user made: refused (and counted) while the control is disabled or
  /// hidden or its screen is gone, nothing when the value is the one it has.
  ///
  /// - Parameter value: The new value.
  /// - Returns: Whether the change was accepted (a change to the same value is).
  @discardableResult
  func userChange(to value: ControlValue) -> Bool {
    guard core.acceptsInput, screen != nil else {
      refuse()
      return false
    }
    guard value != storedValue else { return true }
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    storedValue = value
    // The change's event goes out first, then what it caused.
    let holds = core.beginChange(.valueChanged)
    behavior?.controlDidChange(.userChanged)
    updateLifecycle(touched: true)
    if holds { core.hub.end() }
    changed()
    assert(screen?.checkInvariants(around: self) ?? true)
    return true
  }

  /// Sets the value from code (`set`), or loads it as the new starting value too (`load`): no
  /// refusal, whether or not the control is enabled and shown, and no display opened.
  ///
  /// - Throws: ``ControlValueError`` for a value the control cannot hold.
  func codeChange(to value: ControlValue, asStarting: Bool) throws(ControlValueError) {
    guard canHold(value) else {
      throw ControlValueError(control: name, problem: .cannotHold(value), expected: valueDomain)
    }
    if asStarting {
      startingStored = value
      changed()
    }
    guard value != storedValue else {
      if asStarting { updateLifecycle(touched: false) }
      return
    }
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    storedValue = value
    let holds = core.beginChange(.valueChanged)
    behavior?.controlDidChange(.setFromCode)
    updateLifecycle(touched: false)
    if holds { core.hub.end() }
    changed()
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Puts the starting value back, untouched: a reset.
  func resetValue() {
    let changes = storedValue != startingStored
    storedValue = startingStored
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
  func updateLifecycle(touched: Bool) {
    let dirty = storedValue != startingStored
    let wasDirty = core.isDirty
    if core.setLifecycle(dirty: dirty, touched: core.isTouched || touched) {
      let touched = core.isTouched
      core.announceDirtiness(dirty, flipped: wasDirty != dirty) {
        behavior?.controlDidChange(.lifecycle(isDirty: dirty, isTouched: touched))
      }
      changed()
    }
  }

  /// Makes a value the starting one without changing the value: a row's control whose
  /// place's starting value is another, as rows move, or a commit.
  func restart(at value: ControlValue) {
    guard value != startingStored, canHold(value) else { return }
    startingStored = value
    changed()
    updateLifecycle(touched: false)
  }

  /// Registers a closure that hears every event of this control: see ``Control/addObserver(_:)``.
  @discardableResult
  func addValueObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    core.addObserver(handler)
  }

  /// Tells the control's observers and Observation that its validation state changed: what
  /// each control's `stateDidChange(_:)` does.
  ///
  /// What the validating layer calls (`stateDidChange`, `trackAccess`, `isLeftOutUntracked`) is
  /// written on each class, not here: called from another module, a default here is not
  /// specialized for the class and reads the core through the protocol, copying it on every
  /// call (526 instructions for a picker's `validity` in the explorer's fingerprint).
  func validationStateDidChange(_ event: ControlEvent?) {
    changed()
    if let event { core.notify(event) }
  }

  package func gateDidChange(isOpen: Bool) {
    if core.gateDidChange(isOpen: isOpen) { enablementDidFlip() }
  }

  package func enablementDidFlip() {
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    core.notify(.enabledChanged(core.isEnabled))
  }

  package func visibilityDidFlip() {
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    core.notify(.visibilityChanged(!core.isHidden))
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
    guard !canHold(storedValue) else { return [] }
    return [
      InvariantViolation(
        subject: name, expected: "a value it can hold", actual: "\(storedValue)")
    ]
  }

  /// Captures the value, refusals, enablement and visibility, for a ``ScreenCheckpoint``.
  func checkpointValueState() -> SavedPart {
    versionedCheckpoint {
      let saved = (storedValue, storedRefusals, core.closedGates, core.isHidden)
      let lifecycle = (startingStored, core.isDirty, core.isTouched)
      return { control in
        (
          control.storedValue, control.storedRefusals, control.core.closedGates,
          control.core.isHidden
        ) = saved
        (control.startingStored, control.core.isDirty, control.core.isTouched) = lifecycle
      }
    }
  }
}
