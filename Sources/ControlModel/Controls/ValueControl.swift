public import ModelSupport
public import Observation

/// A headless control that holds one value the user changes by a gesture, not by typing: a
/// ``Switch``, a ``Picker``, a ``Stepper`` or a ``DatePicker``, each a `ValueControl` over its
/// ``ValueDomain``.
///
/// What the four do alike is written once, here: enablement by managers, visibility, refusals,
/// dirtiness and touches, observers and Observation. Each kind adds its own gesture (`toggle()`,
/// `select(_:)`, `increment(_:)`, `pick(_:)`) and its own view of the value.
///
/// A change by the user is accepted only while the control is enabled and shown; otherwise it
/// changes nothing and counts one refusal. A change to the value the control already has
/// changes nothing and counts nothing.
public final class ValueControl<Domain: ValueDomain> {
  /// The control's name, unique on its screen.
  public var name: String { core.name }

  /// The screen that owns the control.
  @exclusivity(unchecked) public internal(set) weak var screen: Screen?

  /// This control, as one of the package's kinds of control.
  public var kind: ControlKind { Domain._kind(of: self) }

  /// Whether the control takes the user's changes: a managed control is enabled when all its
  /// managers are valid.
  public var isEnabled: Bool { tracked(core.isEnabled) }

  /// Whether the control is hidden (its `shown when` conditions do not hold): it keeps its
  /// value, refuses changes, and managers leave it out.
  public var isHidden: Bool { tracked(core.isHidden) }

  /// How many changes the control has refused: each while it was disabled or hidden, or (for a
  /// stepper or a date picker) outside its domain.
  public var refusalCount: Int { tracked(held.refusals) }

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { tracked(core.isDirty) }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { tracked(core.isTouched) }

  /// The values the control may hold.
  public var domain: Domain { storedDomain }

  /// Whether a value is one the control can hold: see ``ValueDomain/contains(_:)``.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for a value of the control's kind within its domain.
  public func canHold(_ value: ControlValue) -> Bool { storedDomain.contains(value) }

  /// Whether the app may set or load a value from code: one the control can hold, or a day
  /// outside bounds counted from today (a draft saved before its day passed), which those
  /// bounds refuse only from the user.
  ///
  /// - Parameter value: A value of any kind.
  /// - Returns: `true` when ``Control/set(_:)`` and ``Control/load(_:)`` take it.
  public func canTake(_ value: ControlValue) -> Bool { storedDomain.mayKeep(value) }

  /// Enablement, observers and Observation, shared in shape with every control.
  // Unchecked exclusivity: every change and every condition that names the control reads it
  // (W3, W4 benchmarks).
  @exclusivity(unchecked) package var core: ControlCore { didSet { versions.bump() } }
  /// The validating layer attached to the control, if any.
  // Unchecked exclusivity: every change reads it.
  @exclusivity(unchecked) package var behavior: (any ControlBehavior)?
  /// The value, its starting value and the refusals: what a checkpoint captures with the
  /// core's enablement and lifecycle.
  // Unchecked exclusivity: every change and every condition that names the control reads it.
  @exclusivity(unchecked) var held: HeldValue {
    didSet { versions.bump() }
  }
  /// Raised by every change to what a checkpoint captures; holds the state a checkpoint last saved
  /// or put back.
  // Unchecked exclusivity: every change bumps it, as it sets `core` or `held`.
  @usableFromInline @exclusivity(unchecked) package var versions = VersionRecord()
  /// Last, so that the fields above lie at the same place for every domain.
  private let storedDomain: Domain

  init(name: String, screen: Screen, domain: Domain, value: ControlValue) {
    self.screen = screen
    self.core = ControlCore(name: name, hub: screen.hub)
    self.held = HeldValue(value: value, position: domain.position(of: value))
    self.storedDomain = domain
  }

  /// The value, read without tracking.
  package var storedValue: ControlValue { held.value }

  /// Where the value stands among the values the domain lists (a picker's option among its
  /// options); `nil` otherwise.
  ///
  /// A call, so that a read from another module checks no exclusivity dynamically.
  package var selectedPosition: Int? {
    @inline(never) get { held.position }
  }

  /// Whether the control is disabled or hidden, read without tracking.
  package var isLeftOutUntracked: Bool { core.isLeftOut }

  // MARK: - The validating layer's entry points

  /// Hears its validating layer or a gate: see ``ManageableControl/receive(_:)``.
  @inline(__always)
  package func receive(_ signal: LayerSignal) {
    switch signal {
    case .read: track()
    case .settled: core.journal?.record(valueControl: self)
    case .gate(let isOpen): if core.gateDidChange(isOpen: isOpen) { enablementDidFlip() }
    }
  }
  /// Tells the control's observers and Observation that its validating layer's state changed.
  ///
  /// - Parameter event: The event to send, if any.
  package func stateDidChange(_ event: ControlEvent?) {
    changed()
    if let event { core.notify(event) }
  }
  /// The key path under which Observation tracks the control.
  var observedState: Void { () }

  // MARK: - Observation

  /// Records a read for Observation.
  func track() { core.registrar?.access(self, keyPath: \.observedState) }

  /// Reports a change to Observation and to the screen's journal.
  func changed() {
    core.registrar?.withMutation(of: self, keyPath: \.observedState) {}
    core.journal?.record(valueControl: self)
  }
}

/// What a ``ValueControl`` holds besides its core: one value, changed on one path.
struct HeldValue {
  /// The value.
  private(set) var value: ControlValue
  /// Where the value stands among the values the domain lists.
  private(set) var position: Int?
  /// The starting value: what the control was made with, or was last loaded with.
  var starting: ControlValue
  /// The changes refused so far.
  var refusals = 0
  /// The value the control was made with: a day counted from today, read when the control was
  /// made, which it holds whatever its bounds until it changes, though a row's place gives it
  /// another starting value.
  let made: ControlValue

  init(value: ControlValue, position: Int?) {
    self.value = value
    self.position = position
    self.starting = value
    self.made = value
  }

  /// Sets the value, with its position in the domain's list.
  mutating func set(_ value: ControlValue, position: Int?) {
    self.value = value
    self.position = position
  }
}

extension ValueControl: Control {}

extension ValueControl: Observable {}

extension ValueControl: VersionedState {}

extension ValueControl: CustomStringConvertible {
  /// The control's kind, name and value: "Stepper(bags, 3)".
  public var description: String { Domain._describe(self) }
}
