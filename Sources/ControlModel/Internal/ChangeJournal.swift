/// What changed on a screen since its owner last checked the model's invariants: the controls
/// and components (managers) whose state changed, so that the check visits those and what they
/// reach instead of the whole screen.
///
/// A screen keeps one only while its owner checks after every step (the scenario engine, see
/// ``Screen/reportsBrokenInvariants``); elsewhere there is none, and a change pays one load.
/// The journal is bounded: past ``capacity`` entries it stops recording and says so, and the
/// next check covers the whole screen.
package final class ChangeJournal {
  /// The most entries it records before the next check covers the whole screen instead.
  package static let capacity = 4_096

  @exclusivity(unchecked) private(set) var controls: [any Control] = []
  @exclusivity(unchecked) private(set) var components: [any ScreenComponent] = []
  /// Whether more changed than it could record.
  @exclusivity(unchecked) private(set) var overflowed = false

  init() {}

  /// Records a control whose state changed; a control recorded last is not recorded again.
  @inline(__always)
  func record(_ control: some Control) {
    if let last = controls.last, last === control { return }
    guard controls.count + components.count < Self.capacity else {
      overflowed = true
      return
    }
    controls.append(control)
  }

  /// Records a component whose state or counts changed.
  package func record(_ component: some ScreenComponent) {
    if let last = components.last, last === component { return }
    guard controls.count + components.count < Self.capacity else {
      overflowed = true
      return
    }
    components.append(component)
  }

  /// Forgets what it recorded, keeping its storage for the next step.
  func clear() {
    controls.removeAll(keepingCapacity: true)
    components.removeAll(keepingCapacity: true)
    overflowed = false
  }
}
