/// Something a screen owns besides its controls, named in the same namespace: a manager.
package protocol ScreenComponent: Checkpointing {
  /// The component's name, unique on its screen.
  var name: String { get }
  /// The component's invariants that do not hold.
  func invariantViolations() -> [InvariantViolation]
  /// Starts or stops Observation's tracking of the component.
  func setObservable(_ isObservable: Bool)
}
