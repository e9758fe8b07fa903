public import Observation

/// A headless on/off control.
///
/// ```swift
/// let terms = screen.makeSwitch("terms")
/// terms.toggle()   // on, if it is enabled
/// ```
public final class Switch: ManageableControl {
  /// The switch's name, unique on its screen.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes (a call reads it from other
  /// modules, with no dynamic exclusivity check).
  @exclusivity(unchecked) var storedName: String

  /// The screen that owns the switch.
  @exclusivity(unchecked) public internal(set) weak var screen: Screen?

  /// This switch, as one of the package's kinds of control.
  public var kind: ControlKind { .toggle(self) }

  /// Whether the switch is on.
  public var isOn: Bool {
    track()
    return on
  }

  /// Whether the switch can be flipped: a managed switch is enabled when all its managers are
  /// valid.
  public var isEnabled: Bool {
    track()
    return core.isEnabled
  }

  /// Whether the switch is hidden (its `shown when` conditions do not hold): it keeps its
  /// position, refuses flips, and managers leave it out.
  public var isHidden: Bool {
    track()
    return core.isHidden
  }

  /// Whether the switch is disabled or hidden, read without tracking.
  package var isLeftOutUntracked: Bool { core.isLeftOut }

  /// The validating layer attached to this switch, if any.
  // Unchecked exclusivity: every change reads it.
  @exclusivity(unchecked) package var behavior: (any ControlBehavior)?

  /// Enablement, observers and Observation, shared in shape with every control.
  // Unchecked exclusivity: read by every event and enablement change (W1, W3 benchmarks).
  @exclusivity(unchecked) package var core: ControlCore { didSet { stateVersion.bump() } }

  private var on: Bool { didSet { stateVersion.bump() } }
  /// Whether the switch starts on: see ``Control/startingValue``.
  private(set) var startsOn: Bool { didSet { stateVersion.bump() } }
  private var refusals = 0 { didSet { stateVersion.bump() } }
  /// Raised by every change to what ``checkpointOwnState()`` captures.
  @usableFromInline @exclusivity(unchecked) package var stateVersion = StateVersion()
  /// The state a checkpoint last saved or put back.
  @usableFromInline @exclusivity(unchecked) package var latestSaved: SavedPart?

  init(name: String, screen: Screen, isOn: Bool) {
    self.storedName = name
    self.screen = screen
    self.on = isOn
    self.startsOn = isOn
    self.core = ControlCore(name: name, hub: screen.hub)
  }

  /// Captures the state and enablement, for a ``ScreenCheckpoint``.
  func checkpointOwnState() -> SavedPart {
    versionedCheckpoint {
      let saved = (on, refusals, core.closedGates, core.isHidden)
      let lifecycle = (startsOn, core.isDirty, core.isTouched)
      return { toggle in
        (toggle.on, toggle.refusals, toggle.core.closedGates, toggle.core.isHidden) = saved
        (toggle.startsOn, toggle.core.isDirty, toggle.core.isTouched) = lifecycle
      }
    }
  }

  /// How many flips the switch has refused: each while it was disabled or hidden.
  public var refusalCount: Int {
    track()
    return refusals
  }

  /// The switch's state, read by the validating layer without tracking.
  package var isOnUntracked: Bool { on }

  /// Flips the switch, if it is enabled.
  ///
  /// - Returns: Whether the switch flipped.
  @discardableResult
  public func toggle() -> Bool {
    guard core.acceptsInput else {
      refusals += 1
      changed()
      return false
    }
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    on.toggle()
    // The flip's event goes out first, then what it caused, once all of it is done.
    let holds = core.beginChange(.valueChanged)
    behavior?.controlDidChange(.userChanged)
    updateLifecycle(touched: true)
    if holds { core.hub.end() }
    changed()
    assert(screen?.checkInvariants(around: self) ?? true)
    return true
  }

  /// Sets the switch from code, or loads it as its starting position too: no refusal, no
  /// display opened, not a touch.
  func setFromCode(_ isOn: Bool, asStarting: Bool) {
    if asStarting { startsOn = isOn }
    guard isOn != on else {
      if asStarting { updateLifecycle(touched: false) }
      changed()
      return
    }
    on = isOn
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    let holds = core.beginChange(.valueChanged)
    behavior?.controlDidChange(.setFromCode)
    updateLifecycle(touched: false)
    if holds { core.hub.end() }
    changed()
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Puts the starting position back, untouched: a reset.
  func resetToStart() {
    let changes = on != startsOn
    on = startsOn
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

  /// Makes a position the starting one without flipping the switch: a row's switch whose
  /// place's starting position is another, as rows move, or a commit.
  func restart(at isOn: Bool) {
    guard isOn != startsOn else { return }
    startsOn = isOn
    updateLifecycle(touched: false)
    changed()
  }

  private func updateLifecycle(touched: Bool) {
    let wasDirty = core.isDirty
    if core.setLifecycle(dirty: on != startsOn, touched: core.isTouched || touched) {
      let (dirty, touched) = (core.isDirty, core.isTouched)
      core.announceDirtiness(dirty, flipped: wasDirty != dirty) {
        behavior?.controlDidChange(.lifecycle(isDirty: dirty, isTouched: touched))
      }
    }
  }

  func didSubmit() {
    behavior?.controlDidChange(.submitted)
  }

  var isReadyForSubmission: Bool {
    core.isLeftOut || (behavior?.isReadyForSubmission ?? true)
  }

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { kind.lifecycle.isDirty }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { kind.lifecycle.isTouched }

  /// Registers a closure that hears every event of this switch: see ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    core.addObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) { core.removeObserver(token) }

  /// Tells the switch's observers and Observation that its validation state changed.
  ///
  /// - Parameter event: The event to send, if any.
  package func stateDidChange(_ event: ControlEvent?) {
    changed()
    if let event { core.notify(event) }
  }

  // MARK: - Enablement

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

  // MARK: - Observation

  private func track() { core.registrar?.access(self, keyPath: \.observedState) }

  private func changed() {
    core.registrar?.withMutation(of: self, keyPath: \.observedState) {}
    core.journal?.record(self)
  }

  /// The key path under which Observation tracks the switch.
  package var observedState: Void { () }

  /// Records a read of the validating layer's state for Observation.
  package func trackAccess() { track() }
}

extension Switch: Observable {}

extension Switch: VersionedState {}

extension Switch: CustomStringConvertible {
  /// The switch's name and whether it is on.
  public var description: String {
    "Switch(\(name), \(ControlState(on: on).rawValue))"
  }
}
