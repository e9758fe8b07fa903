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
  // only through the screen while it lives; strong references would make a cycle through each
  // control, which holds the journal.
  @exclusivity(unchecked) private var controlEntries: [ControlEntry] = []
  @exclusivity(unchecked) private var componentEntries: [ComponentEntry] = []
  /// Whether more changed than it could record.
  @exclusivity(unchecked) private(set) var overflowed = false

  init() {}

  /// Records a control whose state changed; a control recorded last is not recorded again.
  @inline(__always)
  func record(_ control: some Control) {
    let id = ObjectIdentifier(control)
    if controlEntries.last?.id == id { return }
    guard controlEntries.count + componentEntries.count < Self.capacity else {
      overflowed = true
      return
    }
    controlEntries.append(ControlEntry(id: id, control: control))
  }

  /// Records a component whose state or counts changed.
  package func record(_ component: some ScreenComponent) {
    let id = ObjectIdentifier(component)
    if componentEntries.last?.id == id { return }
    guard controlEntries.count + componentEntries.count < Self.capacity else {
      overflowed = true
      return
    }
    componentEntries.append(ComponentEntry(id: id, component: component))
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

/// A recorded control.
///
/// Recording compares identities and never loads the reference: a screen
/// being released releases its controls one by one, and a manager released after them still
/// changes the enablement of the controls it managed, which records them beside controls that
/// are already gone.
private struct ControlEntry {
  let id: ObjectIdentifier
  unowned(unsafe) let control: any Control
}

/// A recorded component, compared by identity as a control is.
private struct ComponentEntry {
  let id: ObjectIdentifier
  unowned(unsafe) let component: any ScreenComponent
}
