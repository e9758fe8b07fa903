import ModelSupport

/// A control of a ``Screen``: a ``TextField``, a ``Switch``, a ``Button``, a ``Picker``, a
/// ``Stepper`` or a ``DatePicker``.
///
/// Every control has a name that is unique on its screen, an enablement, and observable
/// ``ControlEvent``s. Observers are closures, removed with the token that adding them returned,
/// or an `AsyncSequence` from ``events()``.
public protocol Control: AnyObject {
  /// The control's name, unique among the controls of its screen.
  var name: String { get }

  /// Whether the control accepts input.
  ///
  /// A managed control is enabled exactly when every manager that manages it is valid and (for a
  /// button) it is not busy. A control that no manager manages is always enabled, except for a
  /// busy button.
  var isEnabled: Bool { get }

  /// Whether the control is hidden: a `shown when` whose conditions do not hold. A hidden
  /// control keeps its value, refuses the user's input, cannot take the focus, and managers
  /// leave it out; it is neither enabled nor disabled by being hidden.
  var isHidden: Bool { get }

  /// Whether the control's value differs from its starting value (``startingValue``); never
  /// for a button.
  ///
  /// Kept at each change of the value: reading it costs nothing, and a manager counts its
  /// dirty members without asking them.
  var isDirty: Bool { get }

  /// Whether the user touched the control: a field once its editing ended (however it ended),
  /// any other control once the user changed its value; never a button. A reset clears it.
  var isTouched: Bool { get }

  /// Which of the package's kinds of control this is, with the control itself.
  ///
  /// The package's controls are a closed set: switch over the kind rather than casting.
  var kind: ControlKind { get }

  /// Registers a closure that hears every event of this control.
  ///
  /// The control holds the closure strongly: capture the control or its owner weakly.
  ///
  /// - Parameter handler: Called after each event, with the control already in its new state.
  /// - Returns: A token that ``removeObserver(_:)`` takes.
  @discardableResult
  func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken

  /// Removes an observer; removing one that is already gone does nothing.
  ///
  /// - Parameter token: The token that ``addObserver(_:)`` returned.
  func removeObserver(_ token: ObservationToken)
}

extension Control {
  /// Registers a closure that hears every event of this control: see
  /// ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    kind.manageable.core.addObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) {
    kind.manageable.core.removeObserver(token)
  }

  /// The control's events as an asynchronous sequence.
  ///
  /// The sequence buffers every event from the moment it is made. When its consumer stops
  /// iterating, the observer behind it is removed at the next event.
  ///
  /// ```swift
  /// for await event in button.events() where event == .tapped { … }
  /// ```
  ///
  /// - Returns: A stream of this control's events.
  public func events() -> AsyncStream<ControlEvent> {
    ObserverList.stream(
      add: { addObserver($0) }, remove: { [weak self] in self?.removeObserver($0) })
  }
}
