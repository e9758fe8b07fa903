/// A headless on/off control.
///
/// ```swift
/// let terms = screen.makeSwitch("terms")
/// terms.toggle()   // on, if it is enabled
/// ```
public typealias Switch = ValueControl<SwitchDomain>

/// The values of a ``Switch``: on and off.
public struct SwitchDomain: ValueDomain {
  /// Whether a value is a switch's position.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for `.on(true)` and `.on(false)`.
  public func contains(_ value: ControlValue) -> Bool {
    if case .on = value { true } else { false }
  }

  /// On or off, in words.
  public var description: String { "on or off" }

  /// A switch, as the toggle kind.
  public static func _kind(of control: Switch) -> ControlKind { .toggle(control) }

  /// "Switch(terms, on)".
  public static func _describe(_ control: Switch) -> String {
    "Switch(\(control.name), \(ControlState(on: control.isOnUntracked).rawValue))"
  }
}

extension ValueControl where Domain == SwitchDomain {
  /// Whether the switch is on.
  public var isOn: Bool { tracked(isOnUntracked) }

  /// Whether the switch is on, read without tracking.
  var isOnUntracked: Bool { held.value == .on(true) }

  /// Flips the switch, if it is enabled and shown; otherwise counts one refusal.
  ///
  /// - Returns: Whether the switch flipped.
  @discardableResult
  public func toggle() -> Bool {
    core.hub.receive(.toggle(name)) { userChange(to: .on(!isOnUntracked)) }
  }
}
