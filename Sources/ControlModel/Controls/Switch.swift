/// A headless on/off control.
///
/// ```swift
/// let terms = screen.makeSwitch("terms")
/// terms.toggle()   // on, if it is enabled
/// ```
public final class Switch: ManageableControl {
  /// The switch's name, unique on its screen.
  public let name: String

  /// The screen that owns the switch.
  public private(set) weak var screen: Screen?

  /// Whether the switch is on.
  @exclusivity(unchecked) public private(set) var isOn: Bool

  /// Whether the switch can be flipped: a managed switch is enabled when all its managers are
  /// valid.
  public var isEnabled: Bool { enablement.isEnabled }

  /// The validating layer attached to this switch, if any.
  @exclusivity(unchecked) package var behavior: (any SwitchBehavior)?

  @exclusivity(unchecked) private var enablement = Enablement()
  @exclusivity(unchecked) private var observers = ObserverList()

  init(name: String, screen: Screen, isOn: Bool) {
    self.name = name
    self.screen = screen
    self.isOn = isOn
  }

  /// Flips the switch, if it is enabled.
  ///
  /// - Returns: Whether the switch flipped.
  @discardableResult
  public func toggle() -> Bool {
    guard isEnabled else { return false }
    isOn.toggle()
    behavior?.switchDidChange(self)
    observers.notify(.valueChanged)
    return true
  }

  /// Registers a closure that hears every event of this switch.
  ///
  /// - Parameter handler: Called after each event, with the switch already in its new state.
  /// - Returns: A token that ``removeObserver(_:)`` takes.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  /// Removes an observer; removing one that is already gone does nothing.
  ///
  /// - Parameter token: The token that ``addObserver(_:)`` returned.
  public func removeObserver(_ token: ObservationToken) {
    observers.remove(token)
  }

  // MARK: - Enablement

  package var gates: [AnyObject] { enablement.gates.map { $0.takeUnretainedValue() } }

  package func attachGate(_ gate: AnyObject, isOpen: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.attach(gate, isOpen: isOpen)
    enablementChanged(from: wasEnabled)
  }

  package func detachGate(_ gate: AnyObject, wasOpen: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.detach(gate, wasOpen: wasOpen)
    enablementChanged(from: wasEnabled)
  }

  package func gateDidChange(isOpen: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.gateDidChange(isOpen: isOpen)
    enablementChanged(from: wasEnabled)
  }

  private func enablementChanged(from wasEnabled: Bool) {
    guard enablement.isEnabled != wasEnabled else { return }
    behavior?.switchEnablementDidChange(self)
    observers.notify(.enabledChanged(enablement.isEnabled))
  }
}

extension Switch: CustomStringConvertible {
  /// The switch's name and whether it is on.
  public var description: String {
    "Switch(\(name), \(isOn ? "on" : "off"))"
  }
}
