/// A control whose reads Observation records, each through its own `track()`.
///
/// Each control keeps its own one-line `track()`, which reads its core where the control's type
/// is known (see ``ManageableControl`` for why through the protocol it would cost more).
protocol ObservationTracked: AnyObject {
  /// Records a read of the control's state for Observation.
  func track()
}

extension ObservationTracked {
  /// A part of the state, its read recorded for Observation.
  @inline(__always)
  func tracked<Value>(_ value: Value) -> Value {
    track()
    return value
  }
}

extension TextField: ObservationTracked {}
extension Button: ObservationTracked {}
extension ValueControl: ObservationTracked {}
