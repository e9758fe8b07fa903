import ControlModel
import ModelSupport

extension Manager {
  // MARK: - Dirty, touched and needs-change

  /// Whether the controls this manager manages wait for a change too.
  ///
  /// They are enabled only while the manager is valid **and** dirty, as a Save button of a form
  /// that edits something (`disabled = invalid || pristine`). The manager's validity does not
  /// change.
  ///
  /// ```swift
  /// let form = screen.makeManager("form")
  /// form.needsChange = true
  /// try form.manage(save)   // enabled once the form is valid and something changed
  /// ```
  ///
  /// Its gates open or close once a change is done, when both its validity and its dirtiness
  /// are current: a keystroke that makes a loaded form dirty and invalid at once never enables
  /// its controls on the way.
  public var needsChange: Bool {
    get { saved.changeNeeded }
    set {
      saved.changeNeeded = newValue
      if newValue, links.changeReader == nil {
        links.changeReader = hub.addDirtinessReader(
          { [weak self] in self?.decideGates() }, resync: {})
      } else if !newValue, let reader = links.changeReader {
        hub.removeDirtinessReader(reader)
        links.changeReader = nil
      }
      decideGates()
    }
  }

  /// Whether a member it verifies (directly, or through nested managers and groups) is dirty,
  /// disabled and hidden ones included: kept by counts, as validity is.
  public var isDirty: Bool {
    links.registrar?.access(self, keyPath: \.observedState)
    return isDirtyNow
  }

  /// Whether a member it verifies is touched.
  public var isTouched: Bool {
    links.registrar?.access(self, keyPath: \.observedState)
    return isTouchedNow
  }

  var isDirtyNow: Bool { saved.dirtyCount > 0 || saved.ownLifecycle.isDirty }
  var isTouchedNow: Bool { saved.touchedCount > 0 || saved.ownLifecycle.isTouched }

  /// Tells the manager that a member's lifecycle changed: its ``ManagerList`` passes on each
  /// real transition, once.
  func memberLifecycleDidChange(from old: Lifecycle, to new: Lifecycle) {
    countLifecycle(old, by: -1)
    countLifecycle(new, by: 1)
    lifecycleDidChange()
  }

  /// Sets a group's own part of its manager's lifecycle.
  package func setOwnLifecycle(dirty: Bool, touched: Bool) {
    let new = Lifecycle(isDirty: dirty, isTouched: touched)
    guard new != saved.ownLifecycle else { return }
    if new.isDirty != saved.ownLifecycle.isDirty { hub.dirtinessDidFlip() }
    saved.ownLifecycle = new
    lifecycleDidChange()
  }

  func countLifecycle(_ lifecycle: Lifecycle, by delta: Int) {
    if lifecycle.isDirty, delta != 0 {
      saved.dirtyCount += delta
      hub.dirtinessDidFlip()
    }
    if lifecycle.isTouched { saved.touchedCount += delta }
    if delta != 0, lifecycle != Lifecycle() { hub.recordChange(of: self) }
  }

  /// Settles this manager's gates and parents after its lifecycle counts changed, without
  /// recursion.
  func lifecycleDidChange() {
    // The screen's observers hear a dirtiness once every manager of the cascade is current.
    guard !hub.hasObservers || hub.isHolding else { return hub.holdingEvents(settleLifecycle) }
    settleLifecycle()
  }

  /// Settles this manager's gates, then every parent manager whose lifecycle changes in turn
  /// (``cascade(_:)``).
  func settleLifecycle() { cascade(Lifecycle.self) }

  /// Tells the screen's observers that the manager (or its group) became dirty or pristine.
  func announceDirtiness(_ isDirty: Bool) {
    if hub.hasObservers { hub.notify(.dirtyChanged(name, isDirty)) }
  }

  /// Opens or closes the managed controls' gates when whether they should be open changed.
  ///
  /// A manager that needs a change decides once the change under way is done: its validity and
  /// its dirtiness change in two steps of one change, and between them the gates could open
  /// for a state that never holds.
  @inline(__always)
  func refreshGates() {
    guard saved.changeNeeded else { return decideGates() }
    // Asked to decide only when the gates would move: a change that moves them and back is
    // decided once, at its end, and leaves them as they were.
    if opensGates != saved.gateOpen { hub.readDirtinessWhenSettled() }
  }

  /// Whether the managed controls' gates should be open now.
  @inline(__always)
  var opensGates: Bool { saved.validity == .valid && (!saved.changeNeeded || isDirtyNow) }

  /// Opens or closes the managed controls' gates now.
  @inline(__always)
  func decideGates() {
    let open = opensGates
    guard open != saved.gateOpen else { return }
    saved.gateOpen = open
    for index in links.managed.indices {
      links.managed[index].receive(.gate(isOpen: open))
    }
  }

}
