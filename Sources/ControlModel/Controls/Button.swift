/// A headless button.
///
/// A tap is accepted only while the button is enabled. An accepted tap is counted, opens the
/// `on-submit` errors of the fields the button submits and, for a button with a busy time, makes
/// it busy (and so disabled) for that time on the screen's clock when every field it submits is
/// valid: a request goes out only for a valid form.
///
/// ```swift
/// let signIn = screen.makeButton("signIn", submits: [email, password], busy: .seconds(2))
/// signIn.tap()          // accepted; busy for 2 s if both fields are valid
/// signIn.tap()          // refused while busy
/// ```
public final class Button: ManageableControl {
  /// The button's name, unique on its screen.
  public let name: String

  /// The screen that owns the button.
  public private(set) weak var screen: Screen?

  /// The fields whose `on-submit` errors an accepted tap opens.
  @exclusivity(unchecked) public private(set) var submittedFields: [TextField]

  /// How long the button stays busy after an accepted tap with a valid form, or `nil`.
  public let busyDuration: Duration?

  /// The number of taps the button has accepted.
  @exclusivity(unchecked) public private(set) var tapCount = 0

  /// Whether a request started by a tap is still in flight.
  public var isBusy: Bool { enablement.isBusy }

  /// The clock time at which the current busy period ends, or `nil` when not busy.
  @exclusivity(unchecked) public private(set) var busyUntil: Duration?

  /// Whether the button accepts taps: its managers are valid and it is not busy.
  public var isEnabled: Bool { enablement.isEnabled }

  @exclusivity(unchecked) private var enablement = Enablement()
  @exclusivity(unchecked) private var observers = ObserverList()

  init(name: String, screen: Screen, submits: [TextField], busy: Duration?) {
    self.name = name
    self.screen = screen
    self.submittedFields = submits
    self.busyDuration = busy
  }

  /// Adds a field that the button submits, such as one declared after the button.
  ///
  /// - Parameter field: A field of the same screen; adding one twice changes nothing.
  /// - Precondition: The field belongs to the button's screen.
  public func addSubmittedField(_ field: TextField) {
    precondition(field.screen === screen, "'\(field.name)' belongs to another screen")
    guard !submittedFields.contains(where: { $0 === field }) else { return }
    submittedFields.append(field)
  }

  /// Taps the button.
  ///
  /// - Returns: Whether the tap was accepted (the button was enabled).
  @discardableResult
  public func tap() -> Bool {
    guard isEnabled else { return false }
    tapCount += 1
    for field in submittedFields {
      field.didSubmit()
    }
    if let busyDuration, busyDuration > .zero, let clock = screen?.clock,
      submittedFields.allSatisfy(\.isReadyForSubmission)
    {
      busyUntil = clock.now + busyDuration
      setBusy(true)
      clock.schedule(after: busyDuration) { [weak self] in
        self?.busyUntil = nil
        self?.setBusy(false)
      }
    }
    observers.notify(.tapped)
    return true
  }

  /// Registers a closure that hears every event of this button.
  ///
  /// - Parameter handler: Called after each event, with the button already in its new state.
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

  private func setBusy(_ isBusy: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.isBusy = isBusy
    enablementChanged(from: wasEnabled)
  }

  private func enablementChanged(from wasEnabled: Bool) {
    guard enablement.isEnabled != wasEnabled else { return }
    observers.notify(.enabledChanged(enablement.isEnabled))
  }
}

extension Button: CustomStringConvertible {
  /// The button's name and its tap count.
  public var description: String {
    "Button(\(name), \(tapCount) taps)"
  }
}
