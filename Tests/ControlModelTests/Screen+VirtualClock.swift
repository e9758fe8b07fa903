import ControlModel
import Testing

extension Screen {
  /// The screen's virtual clock: these tests make every screen on one.
  var virtualClock: VirtualClock {
    if let clock = clock as? VirtualClock { return clock }
    Issue.record("the screen runs on \(type(of: clock)), not on a virtual clock")
    return VirtualClock()
  }
}
