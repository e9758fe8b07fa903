// Over 300 lines: the screen's stored state, declared in the class, and the code that owns it;
// events, invariants and checkpoints are in their own files.

public import ModelSupport
public import Observation

/// A headless screen: it owns its controls, its managers, the focus, its outstanding requests,
/// and runs on a clock.
///
/// Controls are made by the screen's factories and keep their declaration order, which `tab`
/// follows. Controls and managers share one namespace: a name is used once on a screen.
///
/// ```swift
/// let clock = VirtualClock()
/// let screen = Screen(title: "Registration", clock: clock)
/// let email = screen.makeTextField("email")
/// let register = screen.makeButton("register")
/// email.type("ann@example.com")
/// screen.tab()
/// clock.advance(by: .milliseconds(300))
/// ```
///
/// A screen and everything on it belong to one isolation domain: an app's main actor, or a
/// test's run. On a ``LiveClock`` it is observable (``isObservable``), so that SwiftUI views that
/// read it redraw by themselves.
public final class Screen {
  /// The screen's title, if it has one.
  public let title: String?

  /// The clock on which debounces, simulated answers and busy periods are scheduled.
  public let clock: any ScreenClock

  /// Every control, in declaration order.
  public internal(set) var controls: [any Control] = []

  /// The text fields, in declaration order: the order that ``tab()`` follows.
  public internal(set) var fields: [TextField] = []

  /// The field that has the focus, or `nil` when focus is nowhere.
  public var focusedField: TextField? {
    registrar?.access(self, keyPath: \.observedState)
    return saved.focused
  }

  /// The requests sent and not yet answered or cancelled, in the order they were sent.
  public var outstandingRequests: [Request] {
    registrar?.access(self, keyPath: \.observedState)
    return saved.outstanding
  }

  /// Whether Observation tracks this screen, its controls and its managers, so that a SwiftUI
  /// view redraws when what it read changes (clock-driven changes included).
  ///
  /// It starts on for a screen on a ``LiveClock`` and off on a ``VirtualClock``, where nothing
  /// renders: tracking costs a lock on every change. Turn it on before a view or
  /// `withObservationTracking` reads the screen.
  public var isObservable: Bool {
    get { hub.state.isObservable }
    set {
      guard newValue != hub.state.isObservable else { return }
      hub.state.isObservable = newValue
      registrar = newValue ? Tracking() : nil
      forEachManageableControl { $0.setObservable(newValue) }
      for component in components {
        component.setObservable(newValue)
      }
    }
  }

  package let hub: ScreenHub
  var registrar: Tracking?

  /// What ``checkpointOwnState()`` captures: the focus and the requests.
  struct Saved {
    /// The field that has the focus.
    var focused: TextField?
    /// The requests sent and not yet answered or cancelled, in the order they were sent.
    var outstanding: [Request] = []
    /// The number of the last request sent.
    var requestSequence = 0
    /// How many requests each control sent.
    var sentRequests: [String: Int] = [:]
    /// The requests sent lately: the last few hundred, answered or not.
    var recent: [Request] = []
  }

  // Unchecked exclusivity (measured with callgrind, as the next two): checked, a keystroke of
  // W3, which moves the focus, costs about 230 instructions more.
  @exclusivity(unchecked) var saved = Saved() { didSet { versions.bump() } }
  /// Raised by every change to what ``checkpointOwnState()`` captures; holds the state a checkpoint
  /// last saved or put back.
  // Unchecked exclusivity: checked, W3 costs about 150 instructions a keystroke more.
  @usableFromInline @exclusivity(unchecked) package var versions = VersionRecord()
  static let recentLimit = 512

  /// What the screen looks up along a change: its controls and managers by name, its fields by
  /// place, the rows of its groups, and the managers it checks after every step.
  struct Lookup {
    /// Every control and manager, under its name: the screen's one namespace.
    var namedObjects: [String: AnyObject] = [:]
    /// Each field's place in ``Screen/fields``; rebuilt after the rows of a group moved them
    /// (``fieldIndexIsStale``).
    var fieldIndex: [ObjectIdentifier: Int] = [:]
    /// Whether fields were inserted or removed among others since ``fieldIndex`` was built.
    var fieldIndexIsStale = false
    /// The row each control of a group's row belongs to, kept here rather than on the
    /// control: a keystroke copies no more of a control for it.
    var rowScopes: [ObjectIdentifier: any ControlScope] = [:]
    /// See ``Screen/structureVersion``.
    var structureVersion = 0
    /// The structure versions given out so far: each new structure gets the next.
    var structureVersionsGiven = 0
    /// Components whose state can change without the model hearing of it.
    ///
    /// A manager with a member of the app's own type, whose notifications are that type's
    /// contract: the checks around changes visit them after every step.
    var componentsCheckedEveryStep: [any ScreenComponent] = []
  }

  // Unchecked exclusivity: checked, the explorer runs 0.8% more instructions (address screen)
  // and a W10 load about 1,700 more.
  @exclusivity(unchecked) var lookup = Lookup()

  /// A number for the screen's rows as they are, new each time a group's row is added or
  /// removed, and the one before again when the row added last is removed: a checkpoint puts
  /// back the states of the controls it saw, so only while they are the screen's controls.
  package internal(set) var structureVersion: Int {
    get { lookup.structureVersion }
    set { lookup.structureVersion = newValue }
  }
  /// The places of groups' rows among the controls, in the order the groups were made.
  var places: [ControlPlace] = []
  /// The buttons, in declaration order: what stops submitting a removed row's controls.
  var buttons: [Button] = []
  /// The groups of rows, in the order they were made, which the screen keeps alive as it keeps
  /// its managers.
  package var rowGroups: [any RowStructure] = []
  /// An object of the app's own that owns the screen (a view model), held here only between a
  /// catalogue's factory, which hands it over, and the scenario engine, which takes it (keeping
  /// it alive as long as it uses the screen, and setting this to `nil`): a screen that kept its
  /// owner would keep itself alive through it.
  package var handedOwner: AnyObject?
  /// What the last reset put back, while an owner that checks every step
  /// (``reportsBrokenInvariants``) has not yet checked it (``takeResetViolations()``).
  var resetToCheck: ResetRecord?
  /// How many resets the screen did: what tells a button's target of the app's own that did
  /// not reach ``reset(controls:groups:buttons:)``.
  var resetsDone = 0
  /// The place where the controls being made go, while a group makes a row.
  var insertion: ControlPlace?
  /// The row the controls being made belong to, while a group makes a row.
  var insertionScope: (any ControlScope)?
  let deferred = HeldWork<() -> Void>()
  var settling = false
  /// Whether enablement changes are settling now, so that new work waits its turn
  /// (``settle(_:_:)``).
  var isSettling: Bool { settling }
  /// Whether the screen's owner (the scenario engine) checks its invariants after each step and
  /// reports a broken one, instead of debug builds trapping after each mutation.
  ///
  /// While it is set, the screen keeps a journal of what changed, which
  /// ``violationsAroundChanges()`` checks around.
  package var reportsBrokenInvariants = false {
    didSet {
      guard reportsBrokenInvariants != oldValue else { return }
      hub.state.journal = reportsBrokenInvariants ? ChangeJournal() : nil
      let journal = hub.state.journal
      forEachManageableControl { $0.setJournal(journal) }
    }
  }
  package internal(set) var components: [any ScreenComponent] = []
  /// What waits for a control of a name to be made: a rule that reads a control made after it.
  var waitingForName: [String: [() -> Void]] = [:]
  /// Where each control and manager was made, when the screen was built while a tool notes
  /// them (``notesOrigins``, read once here rather than at each control); `nil` otherwise.
  var origins: [String: SourceOrigin]? = Screen.notesOrigins ? [:] : nil

  /// Makes an empty screen on a clock.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - clock: The clock it runs on: a new ``VirtualClock`` unless you pass one; a
  ///     ``LiveClock`` in an app.
  public init(title: String? = nil, clock: any ScreenClock = VirtualClock()) {
    self.title = title
    self.clock = clock
    let isObservable = !(clock is VirtualClock)
    self.hub = ScreenHub(isObservable: isObservable)
    self.registrar = isObservable ? Tracking() : nil
    self.todayReader = TodayReader(clock: clock)
    clock.observeDay { [weak self] in self?.dayDidChange() }
  }

  /// The calendar day it is on the screen: its clock's ``ScreenClock/today``.
  public var today: CalendarDate { clock.today }

  /// What the screen's date pickers read today from.
  let todayReader: TodayReader

  /// The clock's day changed: bounds counted from today move (a day picked stays), and the
  /// rules that read today run again, as one change.
  func dayDidChange() {
    hub.receive(.today(clock.today)) {
      hub.beginChange()
      defer { hub.endChange() }
      hub.holdingEvents {
        for control in controls {
          let kind = control.kind
          if case .date(let date) = kind, date.domain.readsToday { date.changed() }
          kind.behavior?.controlDidChange(.dayChanged)
        }
      }
    }
  }

  deinit {
    // Controls that read each other (a rule's condition, a `shown when`) hold each other
    // through what reads: with the screen gone nothing is read any more, and each lets go.
    // So do the app's observers, which often hold another control (a switch's observer that
    // revalidates a field whose rule reads the switch: each holds the other) or a member of
    // the app's own type: with the screen gone no event is sent any more.
    for control in controls {
      let kind = control.kind
      kind.behavior?.screenDidEnd()
      kind.manageable.core.visibilityRule = nil
    }
    // After every reader let go above, so that none is counted off a list already dropped.
    for control in controls { control.kind.manageable.core.dropObservers() }
  }

  /// Makes a text field on this screen.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - limit: The most characters the text may have.
  ///   - filter: The characters that keystrokes and pastes may contain.
  ///   - normalizer: How typed and pasted text is reshaped before the limit and filter decide.
  ///   - isSecure: Whether this is a password field.
  ///   - text: The text the field starts with, the cursor at its end.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new field, after the controls made before it.
  /// - Precondition: No control or manager of this screen has the name; the limit, filter and
  ///   normaliser leave the starting text as it is (``TextField/keepsAsItIs(_:limit:filter:normalizer:)``).
  public func makeTextField(
    _ name: String,
    limit: Int? = nil,
    allow filter: InputFilter? = nil,
    normalizer: InputNormalizer? = nil,
    isSecure: Bool = false,
    text: String = "",
    fileID: String = #fileID,
    line: Int = #line
  ) -> TextField {
    if !TextField.keepsAsItIs(text, limit: limit, filter: filter, normalizer: normalizer) {
      Self.mistake(
        "the starting text of '\(name)' is not one its limit, filter and normaliser keep")
    }
    let field = TextField(
      name: name, screen: self, limit: limit, filter: filter, normalizer: normalizer,
      isSecure: isSecure, text: text)
    insert(field)
    register(field)
    noteOrigin(of: name, fileID: fileID, line: line)
    return field
  }

  /// The control with this name, if there is one.
  ///
  /// - Parameter name: A control's name.
  /// - Returns: The control, or `nil`.
  public func control(named name: String) -> (any Control)? {
    lookup.namedObjects[name].flatMap(ControlKind.of)?.control
  }

  /// The value of the control with this name, read without tracking; `nil` for a button or a
  /// name that is no control.
  package func value(named name: String) -> ControlValue? {
    lookup.namedObjects[name].flatMap(ControlKind.of)?.value
  }

  /// The text field with this name, if there is one.
  ///
  /// - Parameter name: A field's name.
  /// - Returns: The field, or `nil` when there is none or the control is not a field.
  public func field(named name: String) -> TextField? {
    guard case .field(let field)? = lookup.namedObjects[name].flatMap(ControlKind.of) else {
      return nil
    }
    return field
  }

  /// Whether a field is one of this screen's, in O(1).
  func isOwnField(_ field: TextField) -> Bool {
    currentFieldIndex[ObjectIdentifier(field)].map { fields[$0] === field } ?? false
  }

  /// Whether a control or manager of this screen has the name.
  ///
  /// - Parameter name: A name.
  /// - Returns: `true` when the name is taken.
  public func hasName(_ name: String) -> Bool {
    lookup.namedObjects[name] != nil
  }

  func register(_ control: any Control) {
    claim(control.name, for: control)
    if let scope = insertionScope {
      lookup.rowScopes[ObjectIdentifier(control as AnyObject)] = scope
    }
    if let place = insertion {
      controls.insert(control, at: place.takeControlSlot())
      shiftPlaces(after: place, controls: 1, fields: 0)
    } else {
      controls.append(control)
    }
    if let waiting = waitingForName.removeValue(forKey: control.name) {
      for work in waiting { work() }
    }
  }

  /// Puts an object in the screen's one namespace of controls and managers.
  func claim(_ name: String, for object: AnyObject) {
    guard lookup.namedObjects[name] == nil else {
      return Self.mistake("two controls or managers are named '\(name)'")
    }
    lookup.namedObjects[name] = object
  }

  // MARK: - Components

  /// Takes ownership of a component (a manager) under its name, in the controls' namespace.
  ///
  /// - Precondition: No control or component of this screen has the name.
  package func adopt(_ component: any ScreenComponent) {
    claim(component.name, for: component)
    components.append(component)
    component.setObservable(hub.state.isObservable)
    // A condition on a manager's dirtiness may be made before the manager.
    if let waiting = waitingForName.removeValue(forKey: component.name) {
      for work in waiting { work() }
    }
  }

  /// Has ``violationsAroundChanges()`` check a component after every step, whatever changed.
  package func checkAfterEveryStep(_ component: some ScreenComponent) {
    guard !lookup.componentsCheckedEveryStep.contains(where: { $0 === component }) else { return }
    lookup.componentsCheckedEveryStep.append(component)
  }

  /// The component with this name, if there is one.
  package func component(named name: String) -> (any ScreenComponent)? {
    lookup.namedObjects[name] as? any ScreenComponent
  }

  // MARK: - Settling

  /// Runs work on a subject now, and the work it defers right after it; while other such work
  /// runs, keeps the subject and runs the work right after that.
  ///
  /// Enablement changes that pass through managers (a manager disables a field that another
  /// manager verifies, and so on) run one after another here instead of inside each other, so
  /// a chain of any length settles without deep recursion, before the step that started it
  /// returns. The work takes its subject rather than capturing it, so that nothing is kept (or
  /// allocated) when nothing else settles.
  ///
  /// - Parameters:
  ///   - subject: What the work acts on.
  ///   - work: The work.
  package func settle<Subject: AnyObject>(_ subject: Subject, _ work: @escaping (Subject) -> Void) {
    guard !settling else {
      deferred.append { work(subject) }
      return
    }
    settling = true
    work(subject)
    deferred.runAll()
    settling = false
  }

}

extension Screen: Observable {}

extension Screen: CustomStringConvertible {
  /// The screen's title and its controls.
  public var description: String {
    "Screen(\(title.map { "\"\($0)\"" } ?? "untitled"), \(controls.count) controls)"
  }
}
