import ModelSupport
import Observation

/// What a screen shares with its controls: its observers, and whether it is observable.
package final class ScreenHub {
  /// Who listens, and the changes and deliveries under way.
  struct State {
    /// The screen's observers.
    var observers = ObserverList<ScreenEvent>()
    /// Whether Observation tracks the screen.
    var isObservable: Bool
    /// Whether an observer of a manager or a group was ever added on the screen: then every
    /// change holds its events until it is done, so that they read its state current.
    var hasOtherListeners = false
    /// What changed since the screen's owner last checked the invariants, while it checks.
    var journal: ChangeJournal?
    /// What hears the screen's inputs: a session's recorder.
    var inputJournal: InputJournal?
    /// How deep the changes under way nest.
    ///
    /// A keystroke, a set, a toggle, a row added or removed, a reset, a debounce that fires.
    /// What a change does passes through states that never hold once it is done (a switch's
    /// rule applies before its `shown when` hides it); whether a focused field lost the focus
    /// is decided when the outermost change is done.
    fileprivate var changeDepth = 0
    /// The focused field that became disabled or hidden during the change under way: it loses
    /// the focus when the change is done, if it is still disabled or hidden then.
    fileprivate var focusToCheck: (() -> Void)?
    /// How many holds and deliveries are under way.
    fileprivate var depth = 0
    /// What reads a dirtiness (a condition `NAME dirty`), each told when the outermost change
    /// in which a dirtiness flipped is done.
    fileprivate var dirtinessReaders: [(token: Int, read: () -> Void, resync: () -> Void)] = []
    /// The token the next reader of dirtiness gets.
    fileprivate var nextReaderToken = 0
    /// Whether a control's, a manager's or a group's dirtiness flipped during the change under
    /// way, while something reads one.
    fileprivate var dirtinessFlipped = false
  }

  // Unchecked exclusivity (measured with callgrind): checked, a keystroke of W1 costs about
  // 210 instructions more, of W4 with 100 managers about 42,000. Single-owner.
  @exclusivity(unchecked) var state: State

  /// Whether an observer of a manager or a group was ever added on the screen: see
  /// ``State/hasOtherListeners``.
  package var hasOtherListeners: Bool {
    get { state.hasOtherListeners }
    set { state.hasOtherListeners = newValue }
  }

  /// Starts a change; ``endChange()`` ends it.
  @inline(__always)
  func beginChange() { state.changeDepth += 1 }

  /// Ends a change: the outermost one tells the readers of dirtiness when one flipped, then
  /// settles the focus.
  @inline(__always)
  func endChange() {
    state.changeDepth -= 1
    guard state.changeDepth == 0 else { return }
    if state.dirtinessFlipped { settleDirtinessReaders() }
    if let check = state.focusToCheck {
      state.focusToCheck = nil
      check()
    }
  }

  /// Notes that a dirtiness flipped: the readers of dirtiness hear it once the change is done,
  /// when every manager and group counts it.
  @inline(__always)
  package func dirtinessDidFlip() {
    if !state.dirtinessReaders.isEmpty { state.dirtinessFlipped = true }
  }

  /// Asks the readers of dirtiness to read once the change under way is done, though no
  /// dirtiness flipped.
  ///
  /// A value that a condition on a dirtiness names changed. Outside a change (an event
  /// delivered after the change that sent it ended), they read at once.
  package func readDirtinessWhenSettled() {
    guard !state.dirtinessReaders.isEmpty else { return }
    state.dirtinessFlipped = true
    if state.changeDepth == 0 { settleDirtinessReaders() }
  }

  /// Tells every reader of dirtiness, as one more change, until no reader's reaction flips a
  /// dirtiness again (a reader changes enablement, visibility or validity, never a value, so
  /// one round settles it; a bound keeps a reader of the app's own from looping).
  @inline(never)
  private func settleDirtinessReaders() {
    var rounds = 0
    while state.dirtinessFlipped, rounds < 16 {
      state.dirtinessFlipped = false
      rounds += 1
      state.changeDepth += 1
      for reader in state.dirtinessReaders { reader.read() }
      state.changeDepth -= 1
    }
    state.dirtinessFlipped = false
  }

  /// Adds a reader of dirtiness: a condition on whether a control, manager or group is dirty.
  ///
  /// - Parameters:
  ///   - read: Decides the condition again; called once the change in which a dirtiness
  ///     flipped is done.
  ///   - resync: Records the dirtiness it reads as it is now, deciding nothing: called after a
  ///     restore, which puts back a settled state without telling anyone.
  /// - Returns: A token for ``removeDirtinessReader(_:)``.
  package func addDirtinessReader(
    _ read: @escaping () -> Void, resync: @escaping () -> Void
  ) -> Int {
    state.nextReaderToken += 1
    state.dirtinessReaders.append((state.nextReaderToken, read, resync))
    return state.nextReaderToken
  }

  /// Tells every reader of dirtiness that a restore put back a settled state: what each last
  /// read is what it reads now, as it was when the state was captured.
  func dirtinessReadersDidRestore() {
    state.dirtinessFlipped = false
    for reader in state.dirtinessReaders { reader.resync() }
  }

  /// Removes a reader of dirtiness.
  ///
  /// - Parameter token: What ``addDirtinessReader(_:)`` returned.
  package func removeDirtinessReader(_ token: Int) {
    state.dirtinessReaders.removeAll { $0.token == token }
  }

  /// Decides whether a focused field that became disabled or hidden loses the focus: at once
  /// outside a change, else when the change is done (then only if it still cannot take input).
  ///
  /// - Parameter check: Ends the field's editing when it still cannot take input.
  func checkFocusWhenSettled(_ check: @escaping () -> Void) {
    guard state.changeDepth > 0 else { return check() }
    state.focusToCheck = check
  }

  /// Records, while the screen's owner checks around changes, that a component's state or
  /// counts changed: a call, so that the journal is read from another module of the package
  /// without a dynamic exclusivity check (a manager records each change of its counts).
  ///
  /// - Parameter component: The component that changed.
  @inline(never)
  package func recordChange(of component: any ScreenComponent) {
    guard let journal = state.journal else { return }
    journal.record(component)
  }

  /// Deliveries waiting their turn, in the order they were sent.
  private let queue = HeldWork<Delivery>()

  init(isObservable: Bool) {
    self.state = State(isObservable: isObservable)
  }

  /// Whether a delivery or hold is under way, so that a new event must wait its turn.
  package var isHolding: Bool { state.depth > 0 }

  /// A delivery waiting its turn.
  enum Delivery {
    /// A control's event, for its observers (and the screen's, when they listen): data, so
    /// that an event held costs no allocation.
    case control(ObserverList<ControlEvent>, String, Bool, ControlEvent)
    /// Any other delivery.
    case other(() -> Void)
  }

  /// Queues a delivery behind those under way.
  func enqueue(_ delivery: Delivery) {
    queue.append(delivery)
  }

  /// Starts a delivery or hold.
  func begin() {
    state.depth += 1
  }

  /// Ends a delivery or hold; the outermost delivers what waits, including what the deliveries
  /// send meanwhile.
  func end() {
    guard state.depth == 1 else {
      state.depth -= 1
      return
    }
    queue.runAll { delivery in
      switch delivery {
      case .control(let controlObservers, let name, let screenListens, let event):
        controlObservers.notify(event)
        if screenListens { state.observers.notify(.control(name, event)) }
      case .other(let work):
        work()
      }
    }
    state.depth = 0
  }

  /// Delivers an event to its observers now, or after the delivery or hold under way: events
  /// reach observers in the order they were sent, breadth first, so that what an observer's
  /// reaction causes is heard after the event it reacted to, by every observer.
  ///
  /// - Parameter delivery: Calls the observers.
  package func deliver(_ delivery: @escaping () -> Void) {
    guard !isHolding else {
      enqueue(.other(delivery))
      return
    }
    holdingEvents(delivery)
  }

  /// Runs a change with events held, then delivers them in the order they were sent.
  ///
  /// - Parameters:
  ///   - delivering: `false` for a change that leaves the screen as it found it, whose events
  ///     no observer hears: a load's check of its rows in rows made for the check and let go.
  ///   - change: The change; the events it sends wait until it returns.
  package func holdingEvents(delivering: Bool = true, _ change: () -> Void) {
    let kept = queue.count
    beginChange()
    begin()
    change()
    endChange()
    if !delivering { queue.drop(after: kept) }
    end()
  }

  /// Whether the screen has observers, read from another module of the package without a
  /// dynamic exclusivity check (the attribute does not cross modules; a call does).
  package var hasObservers: Bool {
    @inline(never) get { !state.observers.isEmpty }
  }

  /// Tells the screen's observers, from another module of the package.
  @inline(never)
  package func notify(_ event: ScreenEvent) {
    deliver { [observers = state.observers] in observers.notify(event) }
  }
}
