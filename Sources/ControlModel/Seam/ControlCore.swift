import ModelSupport
import Observation

/// What every control keeps and does alike.
///
/// Its enablement by gates (the managers that manage it), its observers, and its part in
/// Observation. Each control holds one and forwards to it.
///
/// Gates are not kept alive: a screen owns its managers, and a manager detaches itself before
/// it is released. (Weak references would give every manager a side table, which makes each
/// retain of it on the keystroke path take the runtime's slow route.)
package struct ControlCore {
  /// The control's name: a group's renumbering of its rows changes it.
  var name: String
  /// Shared with the screen: its observers hear every control's events.
  let hub: ScreenHub
  var gates: [Unmanaged<AnyObject>] = []
  var closedGates = 0
  var isBusy = false
  /// Whether a `shown when` hides the control.
  ///
  /// A hidden control keeps its value, takes no input, and managers leave it out; hiding does
  /// not change enablement.
  var isHidden = false
  /// Whether the control left its screen with the row of a group that held it.
  var wasRemoved = false
  /// Whether the control's value differs from its starting value: kept at each change of the
  /// value, so that a manager counts its dirty members without asking them; a flip is noted
  /// for the conditions that read a dirtiness.
  package internal(set) var isDirty = false {
    didSet { if isDirty != oldValue { hub.dirtinessDidFlip() } }
  }
  /// Whether the user has touched the control: a field once its editing ended, any other
  /// control once the user changed it.
  var isTouched = false
  /// What decides ``isHidden``: the validating layer's `shown when`, kept alive here.
  package var visibilityRule: AnyObject?
  var observers = ObserverList<ControlEvent>()
  /// Present while the screen is observable.
  var registrar: Tracking?
  /// The screen's journal of changes, while its owner checks around them (the hub's, held
  /// here too so that a change reads one field of the control, as for ``registrar``).
  var journal: ChangeJournal?
  /// Whether anything listens: the control's observers, the screen's, or Observation.
  ///
  /// Events are built and sent only then, so that a headless keystroke pays one load for them.
  private(set) var isListened = false
  /// Whether the screen has observers, so that an event need not load the hub otherwise.
  private(set) var screenListens = false
  /// Whether an observer hears the control's events (its own or the screen's), as opposed to
  /// Observation alone, which reads the state when it redraws, and to the package's own
  /// readers of the control's value (another control's rules), which read only the value.
  private(set) var hasEventObservers = false
  /// How many of the observers are the package's own readers of the value.
  private var readers = 0

  init(name: String, hub: ScreenHub) {
    self.name = name
    self.hub = hub
    self.registrar = hub.state.isObservable ? Tracking() : nil
    self.journal = hub.state.journal
    refreshListened()
  }

  /// Recomputes ``isListened`` after observers or tracking changed.
  mutating func refreshListened() {
    screenListens = !hub.state.observers.isEmpty
    isListened = !observers.isEmpty || registrar != nil || screenListens
    hasEventObservers = observers.count > readers || screenListens
  }

  /// Whether a change must hold the screen's events until it is done: an observer of the
  /// control, of the screen, or of a manager or group might read its state.
  @inline(__always)
  var holdsChanges: Bool { hasEventObservers || hub.hasOtherListeners }

  /// Whether the control accepts input: no gate is closed and it is not busy.
  var isEnabled: Bool { closedGates == 0 && !isBusy }

  /// Whether managers and a button's busy check leave the control out: it is disabled or
  /// hidden.
  var isLeftOut: Bool { closedGates != 0 || isBusy || isHidden }

  /// Whether the control takes the user's input: it is enabled and shown.
  var acceptsInput: Bool { !isLeftOut }

  /// Adds an observer of the control and notes that something listens.
  mutating func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    defer { refreshListened() }
    return ObservationToken(id: observers.add(handler))
  }

  /// Removes an observer of the control and notes whether anything still listens.
  mutating func removeObserver(_ token: ObservationToken) {
    observers.remove(token.number)
    refreshListened()
  }

  /// Drops every observer: the screen is gone, and no event is sent any more.
  mutating func dropObservers() {
    observers = ObserverList()
    readers = 0
  }

  /// Adds an observer that reads only the control's value (another control's rules or
  /// conditions): it hears every event, but a change need not hold the screen's events for it.
  mutating func addReader(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    readers += 1
    defer { refreshListened() }
    return ObservationToken(id: observers.add(handler))
  }

  /// Removes an observer that ``addReader(_:)`` added.
  mutating func removeReader(_ token: ObservationToken) {
    readers -= 1
    removeObserver(token)
  }

  /// Tells the control's observers, then the screen's: see ``deliver(_:to:named:screenListens:hub:)``.
  @inline(__always)
  func notify(_ event: ControlEvent) {
    guard isListened else { return }
    Self.deliver(event, to: observers, named: name, screenListens: screenListens, hub: hub)
  }

  /// Tells a control's observers, then the screen's.
  ///
  /// Events reach observers in causal order (see ``ScreenHub/deliver(_:)``): an event sent while
  /// another is being delivered, or while the screen holds its events, waits its turn.
  ///
  /// It takes what delivery reads, not the core: a call of ``notify(_:)`` on a class's core
  /// copies the whole core first (its seven references), since the observers it calls may
  /// change it; a control on the keystroke path reads these fields one by one instead.
  @inline(__always)
  static func deliver(
    _ event: ControlEvent, to observers: ObserverList<ControlEvent>, named name: String,
    screenListens: Bool, hub: ScreenHub
  ) {
    guard hub.isHolding else {
      // Nothing under way: deliver now, and whatever the observers cause after.
      hub.begin()
      observers.notify(event)
      if screenListens { hub.state.observers.notify(.control(name, event)) }
      hub.end()
      return
    }
    hub.enqueue(.control(observers, name, screenListens, event))
  }

  // MARK: - Gates

  /// Attaches a gate; a closed gate disables the control.
  ///
  /// - Returns: Whether the control's enablement flipped.
  mutating func attach(_ gate: AnyObject, isOpen: Bool) -> Bool {
    let wasEnabled = isEnabled
    gates.append(Unmanaged.passUnretained(gate))
    if !isOpen { closedGates += 1 }
    return wasEnabled != isEnabled
  }

  /// Detaches a gate, as its manager is released.
  ///
  /// - Returns: Whether the control's enablement flipped.
  mutating func detach(_ gate: AnyObject, wasOpen: Bool) -> Bool {
    let wasEnabled = isEnabled
    let target = Unmanaged.passUnretained(gate).toOpaque()
    gates.removeAll { $0.toOpaque() == target }
    if !wasOpen { closedGates = max(0, closedGates - 1) }
    return wasEnabled != isEnabled
  }

  /// Records that one of the gates opened or closed.
  ///
  /// - Returns: Whether the control's enablement flipped.
  mutating func gateDidChange(isOpen: Bool) -> Bool {
    let wasEnabled = isEnabled
    closedGates = max(0, closedGates + (isOpen ? -1 : 1))
    return wasEnabled != isEnabled
  }

  /// Records whether the control is dirty and touched.
  ///
  /// - Returns: Whether either changed: then its managers are told.
  mutating func setLifecycle(dirty: Bool, touched: Bool) -> Bool {
    guard dirty != isDirty || touched != isTouched else { return false }
    isDirty = dirty
    isTouched = touched
    return true
  }

  /// Shows or hides the control.
  ///
  /// - Returns: Whether its visibility flipped.
  mutating func setHidden(_ hidden: Bool) -> Bool {
    guard isHidden != hidden else { return false }
    isHidden = hidden
    return true
  }

  /// Marks the control busy or free.
  ///
  /// - Returns: Whether the control's enablement flipped.
  mutating func setBusy(_ busy: Bool) -> Bool {
    let wasEnabled = isEnabled
    isBusy = busy
    return wasEnabled != isEnabled
  }

  /// The gates' objects, in the order they were attached.
  var gateObjects: [AnyObject] { gates.map { $0.takeUnretainedValue() } }

  /// Enablement follows the gates: the closed count is the number of gates that are closed.
  /// (Only gates that say whether they are open, as managers do, can be checked.)
  func enablementViolations() -> [InvariantViolation] {
    let gates = gateObjects.compactMap { $0 as? any Gate }
    guard gates.count == self.gates.count else { return [] }
    let closed = gates.filter { !$0.isOpen }.count
    guard closed != closedGates else { return [] }
    return [
      InvariantViolation(
        subject: name, expected: "\(closed) closed gates, as its managers are",
        actual: "counts \(closedGates) closed gates")
    ]
  }
}

extension ControlCore {
  /// Tells the screen's observers that the control became dirty or pristine
  /// (``ScreenEvent/dirtyChanged(_:_:)``), and its managers: the observers hear it once the
  /// managers are current too.
  ///
  /// - Parameters:
  ///   - isDirty: The control's new dirtiness.
  ///   - flipped: Whether the dirtiness flipped: otherwise only the managers are told.
  ///   - tellManagers: Passes the control's new lifecycle to its managers.
  @inline(__always)
  func announceDirtiness(
    _ isDirty: Bool, flipped: Bool = true, tellManagers: () -> Void
  ) {
    guard flipped, hub.hasObservers else { return tellManagers() }
    hub.holdingEvents {
      hub.notify(.dirtyChanged(name, isDirty))
      tellManagers()
    }
  }

  /// Starts holding the screen's events and queues this one first, when anything listens to
  /// the control.
  ///
  /// The event of a change goes out before what the change causes, and no event the change
  /// causes (a manager's, a group's) is delivered before the whole change is done: every
  /// observer reads the state as the change left it, dirtiness included. It holds whether or
  /// not the control itself is listened to when a manager's or group's observers may be.
  ///
  /// Mutating only so that a call through a protocol's `core` accessor reads the core in place
  /// (the observers hear the event later, from ``ScreenHub/end()``).
  ///
  /// - Returns: Whether it holds: then the caller ends the hold with `hub.end()`. Nothing
  ///   holds, and no event is sent, when no observer hears the control, the screen or a
  ///   manager or group (Observation reads the state when it redraws).
  mutating func beginChange(_ event: ControlEvent) -> Bool {
    guard holdsChanges else {
      // The package's readers of the value alone listen: they hear the change at once.
      notify(event)
      return false
    }
    hub.begin()
    if hasEventObservers { hub.enqueue(.control(observers, name, screenListens, event)) }
    return true
  }
}
