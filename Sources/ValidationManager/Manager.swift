public import ControlModel
public import ModelSupport
import Observation

/// A validation manager: it verifies validatable members and manages controls, enabling them
/// exactly when it is valid.
///
/// A manager is valid when every member it verifies is valid; a disabled field or switch counts
/// as valid, and a manager that verifies nothing is valid. It is invalid when some member is
/// invalid, and pending otherwise while some member is pending. A managed control is enabled
/// exactly when every manager that manages it is valid (and, for a button, it is not busy).
///
/// Members notify the manager; the manager keeps a count of its members that are not valid, so
/// a keystroke costs the edited field's rules plus the managers that depend on it, never a rescan
/// of the form. Observers hear each change of ``validity`` (within a load or reset it may change
/// and back), and read the state the whole change left.
///
/// A screen owns its managers: make one with `Screen.makeManager(_:)`, and it
/// lives as long as the screen, so a manager can never be released while it still gates a
/// control. Its name shares the namespace of the screen's controls.
///
/// ```swift
/// let form = screen.makeManager("form")
/// try form.verify(email)
/// try form.verify(phone)
/// try form.manage(register)
/// form.onValidityChange { validity in print("form is", validity) }
/// ```
public final class Manager: IValidatable {
  /// The manager's name, unique on its screen, used by explanations and cycle errors.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes.
  var storedName: String

  /// The current state.
  public var validity: Validity {
    links.registrar?.access(self, keyPath: \.observedState)
    return saved.validity
  }

  /// The screen that owns the manager.
  public private(set) weak var screen: Screen?

  /// The members this manager verifies, in the order they were added.
  public var members: [any IValidatable] { links.members }

  /// The controls this manager manages, in the order they were added.
  public var managedControls: [any Control] { links.managed }

  /// What a checkpoint captures: the validity, the counts it comes from, and the gates.
  struct Saved {
    var validity: Validity = .valid
    var invalidCount = 0
    var pendingCount = 0
    /// How many members its members' lists last reported dirty, and touched.
    var dirtyCount = 0
    var touchedCount = 0
    /// What a group adds of its own: a number of rows other than its starting one, a row the
    /// user added or removed.
    var ownLifecycle = Lifecycle()
    /// Whether the managed controls' gates are open: the manager is valid, and dirty when it
    /// ``needsChange``.
    var gateOpen = true
    var changeNeeded = false
  }

  // Unchecked exclusivity (measured with callgrind, as each one below): checked, a keystroke
  // of W4 with 100 managers costs about 8,600 instructions more. Single-owner and non-Sendable.
  @exclusivity(unchecked) var saved = Saved() { didSet { versions.bump() } }

  /// What the manager is tied to: its members, the controls it manages, its observers.
  struct Links {
    var members: [any IValidatable] = []
    var managed: [any ManageableControl] = []
    var memberIndex: [ObjectIdentifier: Int] = [:]
    /// How many members are of the app's own types: a checkpoint looks for them only when
    /// some are there.
    var appMemberCount = 0
    // Concrete: a flip reads them (W4 benchmark; a generic list from the other module was not
    // specialised and cost a metadata lookup per flip).
    var observers: [(id: Int, handler: (Validity) -> Void)] = []
    var lastObserverID = 0
    var registrar: Tracking?
    /// While the manager ``needsChange``: its token among the screen's readers of dirtiness,
    /// which decide its gates once a change is done.
    var changeReader: Int?
  }

  // Unchecked exclusivity: checked, W4 with 100 managers costs about 17,000 more.
  @exclusivity(unchecked) var links = Links()
  /// The group whose rows this manager verifies, for a group's manager.
  package weak var rowGroup: (any RowStructure)?
  /// Raised by every change to what a checkpoint captures; holds the state a checkpoint last saved
  /// or put back.
  // Unchecked exclusivity: checked, W4 with 100 managers costs about 34,000 more.
  @usableFromInline @exclusivity(unchecked) package var versions = VersionRecord()
  let hub: ScreenHub

  /// Makes a manager that verifies nothing and manages nothing: it is valid.
  ///
  /// ``ControlModel/Screen/makeManager(_:)`` makes managers, and the screen keeps them.
  init(_ name: String, screen: Screen) {
    self.storedName = name
    self.screen = screen
    self.hub = screen.hub
  }

  deinit {
    if let reader = links.changeReader { hub.removeDirtinessReader(reader) }
    for control in links.managed {
      control.detachGate(self, wasOpen: saved.gateOpen)
    }
    for member in links.members {
      member.verifiers.remove(self)
    }
  }

  // MARK: - Building

  /// Starts verifying a member: a control, another manager, a group of rows, or a member of
  /// your own type.
  ///
  /// Verifying a member twice changes nothing. A group (``RowGroup``) is verified through its
  /// ``RowGroup/manager``, which verifies every control of every row: the group is listed among
  /// the members under its name.
  ///
  /// - Parameter member: The member whose validity this manager now counts.
  /// - Throws: ``ManagerError/cycle(_:)`` when this manager would then depend on itself.
  /// - Complexity: O(*m*) in the number of managers reachable from the member, for the cycle
  ///   check.
  /// - Precondition: The member belongs to the manager's screen.
  public func verify(_ member: any IValidatable) throws(ManagerError) {
    // A group is verified through the manager that verifies its rows.
    if let group = MemberKind.group(member) {
      try verify(group.manager)
      return
    }
    guard Self.screen(of: member).map({ $0 === screen }) ?? true else {
      return Screen.mistake("'\(member.name)' belongs to another screen than manager '\(name)'")
    }
    let id = ObjectIdentifier(member)
    guard links.memberIndex[id] == nil else { return }
    if let cycle = cycleIfVerifying(member) {
      throw .cycle(cycle)
    }
    links.memberIndex[id] = links.members.count
    links.members.append(member)
    if !Self.isModelMember(member) {
      links.appMemberCount += 1
      // Whether it notifies is the app's contract: the checks around changes visit this
      // manager after every step, as they cannot hear what the member did not say.
      screen?.checkAfterEveryStep(self)
    }
    count(member.effectiveValidity, by: 1)
    member.verifiers.add(self, for: member)
    countLifecycle(member.verifiers.reportedState, by: 1)
    propagate()
    lifecycleDidChange()
  }

  /// Puts the members in an order, keeping the order of those that rank equal: a group's
  /// manager keeps its rows' controls in row order when a row is made before others (a reset
  /// that brings a removed row back at its place), so that ``errors`` are in row order.
  ///
  /// - Parameter rank: Where a member goes.
  package func orderMembers(by rank: (any IValidatable) -> Int) {
    let ordered = links.members.enumerated().sorted { left, right in
      let (a, b) = (rank(left.element), rank(right.element))
      return a != b ? a < b : left.offset < right.offset
    }
    links.members = ordered.map(\.element)
    for (index, member) in links.members.enumerated() {
      links.memberIndex[ObjectIdentifier(member)] = index
    }
  }

  /// Starts managing a control: it is enabled only while every manager of it is valid, and a
  /// button only while it is not busy either.
  ///
  /// ```swift
  /// try form.manage(register)
  /// ```
  ///
  /// - Parameter control: A field, switch, button, picker, stepper or date picker.
  /// - Throws: ``ManagerError/cycle(_:)`` when the managers would then depend on themselves (a
  ///   button, which is not validatable, closes none).
  /// - Precondition: The control belongs to the manager's screen.
  public func manage(_ control: some Control) throws(ManagerError) {
    try manage(kind: control.kind)
  }

  /// Starts managing a control of any kind: see ``manage(_:)``.
  package func manage(kind control: ControlKind) throws(ManagerError) {
    switch control {
    case .field(let field): try attach(field, verifiers: field.verifyingManagers)
    case .toggle(let toggle): try attach(toggle, verifiers: toggle.verifyingManagers)
    case .button(let button): try attach(button, verifiers: [])
    case .picker(let picker): try attach(picker, verifiers: picker.verifyingManagers)
    case .stepper(let stepper): try attach(stepper, verifiers: stepper.verifyingManagers)
    case .date(let date): try attach(date, verifiers: date.verifyingManagers)
    }
  }

  /// Stops verifying a member: the manager no longer counts it.
  ///
  /// The manager's validity becomes what it would be had it never verified the member; the
  /// member's other managers go on counting it. A member the manager does not verify changes
  /// nothing.
  ///
  /// What a form that changes shape needs: the controls of a row the user removed leave the
  /// managers that verified them, and a manager that waited only for them turns valid.
  ///
  /// ```swift
  /// form.stopVerifying(passengerName)
  /// ```
  ///
  /// - Parameter member: A member of this manager.
  /// - Complexity: O(*n*) in the manager's members, which keep their order.
  public func stopVerifying(_ member: any IValidatable) {
    if let group = MemberKind.group(member) {
      stopVerifying(group.manager)
      return
    }
    let id = ObjectIdentifier(member)
    guard let index = links.memberIndex[id] else { return }
    links.members.remove(at: index)
    links.memberIndex[id] = nil
    if !Self.isModelMember(member) { links.appMemberCount -= 1 }
    for later in index..<links.members.count {
      links.memberIndex[ObjectIdentifier(links.members[later])] = later
    }
    // What this manager counted: the state the member's list reported last, which every
    // manager of the member counts (not its validity now, which a change still settling may
    // not have reported yet).
    count(member.verifiers.reportedValidity, by: -1)
    countLifecycle(member.verifiers.reportedState, by: -1)
    member.verifiers.remove(self)
    propagate()
    lifecycleDidChange()
    assert(screen?.checkInvariants(around: member) ?? true)
  }

  /// Stops managing a control: it no longer waits for this manager.
  ///
  /// The control is enabled again if no other manager holds it back. A control the manager does
  /// not manage changes nothing.
  ///
  /// - Parameter control: A control this manager manages.
  public func stopManaging(_ control: any Control) {
    guard let index = links.managed.firstIndex(where: { $0 === control }) else { return }
    let removed = links.managed.remove(at: index)
    removed.detachGate(self, wasOpen: saved.gateOpen)
    assert(screen?.checkInvariants(around: removed) ?? true)
  }

  func attach(_ control: any ManageableControl, verifiers: [Manager])
    throws(ManagerError)
  {
    guard control.kind.screen === screen else {
      return Screen.mistake("'\(control.name)' belongs to another screen than manager '\(name)'")
    }
    guard !links.managed.contains(where: { $0 === control }) else { return }
    if let cycle = cycleIfManaging(verifiers: verifiers) {
      throw .cycle(cycle)
    }
    links.managed.append(control)
    control.attachGate(self, isOpen: saved.gateOpen)
    assert(screen?.checkInvariants(around: control) ?? true)
  }

  // MARK: - Validity

  /// The messages of the members that are not valid, in member order.
  public var errors: [String] {
    links.members.filter { $0.effectiveValidity == .invalid }.flatMap(\.errors)
  }

  /// A manager shows no error of its own: its members show theirs.
  public var shownError: String? { nil }

  /// A manager always counts: it is never left out of its parent managers.
  public var isExcludedFromValidation: Bool { false }

  /// Tells the manager that a member's effective state changed: its ``ManagerList`` passes on
  /// each real transition, once.
  ///
  /// - Complexity: O(1), plus the controls and managers that flip with this one.
  func memberDidChange(from old: Validity, to new: Validity) {
    guard old != new else { return }
    count(old, by: -1)
    count(new, by: 1)
    propagate()
  }

  /// Registers a closure that hears every change of ``validity``, never a repeat.
  ///
  /// - Parameter handler: Called with the new validity.
  /// - Returns: A token that ``removeObserver(_:)`` takes.
  @discardableResult
  public func onValidityChange(_ handler: @escaping (Validity) -> Void) -> ObservationToken {
    links.lastObserverID += 1
    links.observers.append((links.lastObserverID, handler))
    hub.hasOtherListeners = true
    return ObservationToken(id: links.lastObserverID)
  }

  /// The manager's changes of validity as an asynchronous sequence, buffered from the moment it
  /// is made.
  ///
  /// ```swift
  /// for await validity in form.events() where validity == .valid { playCompletionSound() }
  /// ```
  ///
  /// - Returns: A stream of the manager's new validity at each change.
  public func events() -> AsyncStream<Validity> {
    ObserverList.stream(
      add: { [weak self] handler in self?.onValidityChange(handler) ?? ObservationToken(id: 0) },
      remove: { [weak self] token in self?.removeObserver(token) })
  }

  /// Removes an observer; removing one that is already gone does nothing.
  ///
  /// - Parameter token: The token that ``onValidityChange(_:)`` returned.
  public func removeObserver(_ token: ObservationToken) {
    links.observers.removeAll { $0.id == token.number }
  }

  /// The managers that verify this one.
  public let verifiers = ManagerList()

  /// Whether another manager can depend on this one: it has a parent or manages a control.
  var isDependedOn: Bool { !verifiers.isEmpty || !links.managed.isEmpty }

  func count(_ state: Validity, by delta: Int) {
    switch state {
    case .valid: return
    case .invalid: saved.invalidCount += delta
    case .pending: saved.pendingCount += delta
    }
    hub.recordChange(of: self)
  }

  /// Settles this manager after its counts changed, then every parent manager that changes in
  /// turn (``cascade(_:)``).
  func propagate() { cascade(Validity.self) }

  /// Recomputes the validity from the counts; on a change, updates the managed controls and
  /// tells the observers.
  ///
  /// - Returns: The new validity when it changed.
  func recompute() -> Validity? {
    let newValidity: Validity =
      saved.invalidCount > 0 ? .invalid : (saved.pendingCount > 0 ? .pending : .valid)
    guard newValidity != saved.validity else { return nil }
    if let registrar = links.registrar {
      registrar.withMutation(of: self, keyPath: \.observedState) { saved.validity = newValidity }
    } else {
      saved.validity = newValidity
    }
    guard !links.observers.isEmpty || hub.hasObservers else {
      // Nobody hears the manager itself: its controls tell their own changes.
      refreshGates()
      return newValidity
    }
    // The manager's change goes out before what it causes (its controls' enablement), and
    // every observer hears it with the controls already updated.
    hub.holdingEvents {
      if !links.observers.isEmpty {
        let observers = links.observers
        hub.deliver {
          for observer in observers { observer.handler(newValidity) }
        }
      }
      if hub.hasObservers { hub.notify(.managerChanged(name, newValidity)) }
      refreshGates()
    }
    return newValidity
  }
}
