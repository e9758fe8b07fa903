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

  // Unowned: the screen owns every control and component it records, and the journal is read
  // only through the screen; strong references would make a cycle through each control, which
  // holds the journal.
  @exclusivity(unchecked) private var controlEntries: [ControlEntry] = []
  @exclusivity(unchecked) private var componentEntries: [ComponentEntry] = []
  /// Whether more changed than it could record.
  @exclusivity(unchecked) private(set) var overflowed = false

  init() {}

  /// Records a control whose state changed; a control recorded last is not recorded again.
  @inline(__always)
  func record(_ control: some Control) {
    if let last = controlEntries.last, last.control === control { return }
    guard controlEntries.count + componentEntries.count < Self.capacity else {
      overflowed = true
      return
    }
    controlEntries.append(ControlEntry(control: control))
  }

  /// Records a component whose state or counts changed.
  package func record(_ component: some ScreenComponent) {
    if let last = componentEntries.last, last.component === component { return }
    guard controlEntries.count + componentEntries.count < Self.capacity else {
      overflowed = true
      return
    }
    componentEntries.append(ComponentEntry(component: component))
  }

  /// The controls recorded, in the order they first changed after another one did; read only
  /// while the screen that owns them is alive.
  var controls: [any Control] { controlEntries.map(\.control) }

  /// The components recorded; read only while the screen that owns them is alive.
  var components: [any ScreenComponent] { componentEntries.map(\.component) }

  /// Forgets what it recorded, keeping its storage for the next step.
  func clear() {
    controlEntries.removeAll(keepingCapacity: true)
    componentEntries.removeAll(keepingCapacity: true)
    overflowed = false
  }
}

private struct ControlEntry {
  unowned(unsafe) let control: any Control
}

private struct ComponentEntry {
  unowned(unsafe) let component: any ScreenComponent
}
