public import ControlModel
import Testing

extension Screen {
  /// The screen's virtual clock: the tests make every screen on one, and a test whose screen
  /// runs on another clock records an issue.
  public var virtualClock: VirtualClock {
    if let clock = clock as? VirtualClock { return clock }
    Issue.record("the screen runs on \(type(of: clock)), not on a virtual clock")
    return VirtualClock()
  }
}
