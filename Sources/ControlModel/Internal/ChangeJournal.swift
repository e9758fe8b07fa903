/// What changed on a screen since its owner last checked the model's invariants: the controls
/// and components (managers) whose state changed, so that the check visits those and what they
/// reach instead of the whole screen.
///
/// A screen keeps one only while its owner checks after every step (the scenario engine, see
/// ``Screen/reportsBrokenInvariants``); elsewhere there is none, and a change pays one load.
/// The journal is bounded: past ``capacity`` entries it stops recording and says so, and the
/// next check covers the whole screen.
///
/// Entries are unowned: the screen owns every control and component it records, and the
/// journal is read only through the screen while it lives (strong references would make a
/// cycle through each control, which holds the journal). Recording compares identities and
/// never loads a recorded reference: a screen being released releases its controls one by one,
/// and a manager released after them still flips the enablement of the controls it managed,
/// which records them beside controls that are already gone.
final class ChangeJournal {
  /// The most entries it records before the next check covers the whole screen instead.
  static let capacity = 4_096

  /// What it recorded since the last check.
  struct Recorded {
    // One list per kind, so that a check reads each entry as its own type, with no cast.
    var fields = Entries<TextField>()
    var buttons = Entries<Button>()
    // Switches, pickers, steppers and date pickers, as objects.
    var valueControls = Entries<AnyObject>()
    // Components as objects: they change far less often than controls, and a check casts each
    // back to its protocol.
    var components = Entries<AnyObject>()
    /// Whether more changed than it could record.
    var overflowed = false
    var count = 0
  }

  // Unchecked exclusivity (measured with callgrind): every change records itself here while
  // the owner checks after each step; checked, a keystroke of W5's runner costs about 160
  // instructions more.
  @exclusivity(unchecked) private(set) var recorded = Recorded()

  init() {}

  /// Records a field whose state changed; the field recorded last is not recorded again.
  @inline(__always)
  func record(_ field: TextField) {
    guard recorded.fields.lastID != ObjectIdentifier(field), hasRoom() else { return }
    recorded.fields.append(field, id: ObjectIdentifier(field))
  }

  /// Records a button whose state changed.
  @inline(__always)
  func record(_ button: Button) {
    guard recorded.buttons.lastID != ObjectIdentifier(button), hasRoom() else { return }
    recorded.buttons.append(button, id: ObjectIdentifier(button))
  }

  /// Records a value control (a switch, picker, stepper or date picker) whose state changed.
  func record(valueControl: AnyObject) {
    guard recorded.valueControls.lastID != ObjectIdentifier(valueControl), hasRoom() else {
      return
    }
    recorded.valueControls.append(valueControl, id: ObjectIdentifier(valueControl))
  }

  /// Records a component whose state or counts changed.
  func record(_ component: some ScreenComponent) {
    guard recorded.components.lastID != ObjectIdentifier(component), hasRoom() else { return }
    recorded.components.append(component, id: ObjectIdentifier(component))
  }

  /// Calls a closure with each component recorded, once each; only while their screen keeps
  /// them alive.
  func forEachComponent(_ body: (any ScreenComponent) -> Void) {
    recorded.components.forEachOnce { object in
      // Recorded from a component just above: the cast cannot fail.
      if let component = object as? any ScreenComponent { body(component) }
    }
  }

  private func hasRoom() -> Bool {
    guard recorded.count < Self.capacity else {
      recorded.overflowed = true
      return false
    }
    recorded.count += 1
    return true
  }

  /// Gives up recording until the next check, which covers the whole screen: controls left the
  /// screen, and entries that may name them are never read again (``clear()`` drops them
  /// unread).
  func giveUp() {
    recorded.overflowed = true
  }

  /// Forgets what it recorded, keeping its storage for the next step.
  func clear() {
    guard recorded.count > 0 || recorded.overflowed else { return }
    recorded.fields.removeAll()
    recorded.buttons.removeAll()
    recorded.valueControls.removeAll()
    recorded.components.removeAll()
    recorded.count = 0
    recorded.overflowed = false
  }
}

/// Unowned references of one kind, in the order recorded, with their identities.
struct Entries<Element: AnyObject> {
  private var ids: [ObjectIdentifier] = []
  private var references: [Unowned<Element>] = []

  /// The identity recorded last.
  var lastID: ObjectIdentifier? { ids.last }

  mutating func append(_ element: Element, id: ObjectIdentifier) {
    ids.append(id)
    references.append(Unowned(object: element))
  }

  mutating func removeAll() {
    guard !ids.isEmpty else { return }
    ids.removeAll(keepingCapacity: true)
    references.removeAll(keepingCapacity: true)
  }

  /// Calls a closure with each element recorded, once each, in the order first recorded; only
  /// while their owner keeps them alive.
  func forEachOnce(_ body: (Element) -> Void) {
    if ids.count <= 32 {
      // A step changes a handful of controls: a scan of the few before each costs less than
      // a set.
      for index in ids.indices where !ids[..<index].contains(ids[index]) {
        body(references[index].object)
      }
      return
    }
    var seen = Set<ObjectIdentifier>()
    for index in ids.indices where seen.insert(ids[index]).inserted {
      body(references[index].object)
    }
  }
}

/// An unowned reference, read only while its owner keeps the object alive.
private struct Unowned<Element: AnyObject> {
  unowned(unsafe) let object: Element
}
