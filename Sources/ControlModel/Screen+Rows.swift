// Controls that come and go: the rows of a group are made at the group's place among the
// controls, taken off the screen when a row is removed, and renamed when the rows after a
// removed one move up.

/// Where a group's rows sit among a screen's controls and fields: the controls its rows hold
/// run from ``controlIndex`` for ``controlCount`` controls, and likewise among the fields.
///
/// A screen keeps its places in the order they were made; making or removing controls at one
/// place moves the places made after it, so that each group's rows stay where the group was
/// declared.
package final class ControlPlace {
  /// Where the rows' first control is in ``Screen/controls`` (where it goes, while there is none).
  package fileprivate(set) var controlIndex: Int
  /// Where the rows' first field is in ``Screen/fields``.
  fileprivate(set) var fieldIndex: Int
  /// How many controls the rows hold.
  var controlCount = 0
  /// How many fields the rows hold.
  var fieldCount = 0
  /// How many controls and fields the rows hold.
  package var size: (controls: Int, fields: Int) { (controlCount, fieldCount) }
  /// Where controls being made go among the place's controls and fields, while a row is made
  /// in the middle of the others; `nil` for the end.
  var insertionOffset: (controls: Int, fields: Int)?

  /// Where the next control made here goes in ``Screen/controls``, and counts it.
  func takeControlSlot() -> Int {
    defer { controlCount += 1 }
    guard let offset = insertionOffset else { return controlIndex + controlCount }
    insertionOffset = (offset.controls + 1, offset.fields)
    return controlIndex + offset.controls
  }

  /// Where the next field made here goes in ``Screen/fields``, and counts it.
  func takeFieldSlot() -> Int {
    defer { fieldCount += 1 }
    guard let offset = insertionOffset else { return fieldIndex + fieldCount }
    insertionOffset = (offset.controls, offset.fields + 1)
    return fieldIndex + offset.fields
  }

  fileprivate init(controlIndex: Int, fieldIndex: Int) {
    self.controlIndex = controlIndex
    self.fieldIndex = fieldIndex
  }
}

/// A group of rows, not kept alive: what a button that submits it, and its requests, hold (a
/// group holds the buttons that submit it).
struct WeakGroup {
  weak var group: (any RowStructure)?

  init(_ group: any RowStructure) { self.group = group }
}

/// A group of rows, as the screen checks it: its rows' controls where its place says, under
/// their rows' names.
package protocol RowStructure: Checkpointing {
  /// The group's name, unique on its screen.
  var name: String { get }
  /// The group's invariants that do not hold.
  func invariantViolations() -> [InvariantViolation]
  /// Removes the group's last row when it was the last row the screen added and no row was
  /// added or removed since; the screen's structure is then what it was before.
  ///
  /// - Returns: Whether the row was removed.
  func removeRowAddedLast() -> Bool
  /// Gives the group its starting number of rows (the controls' values are the screen's to
  /// reset), not as the user's change.
  func resetRows()
  /// The controls of every row, in row order.
  var rowControls: [any Control] { get }
  /// Where the group's rows start in ``Screen/controls``.
  var placeIndex: Int { get }
  /// How many rows the group has.
  var rowCount: Int { get }
  /// How many rows the group starts with, and a reset gives it.
  var startingRowCount: Int { get }
  /// Sets the starting number of rows and gives the group as many: a load.
  ///
  /// - Returns: Whether the number was within the group's bounds.
  @discardableResult func loadRowCount(_ count: Int) -> Bool
  /// Gives the group as many rows, not as the user's change.
  func setRowCount(_ count: Int)
  /// Makes the current rows the starting rows, each place's values its starting values: a
  /// commit.
  func commitRows()
  /// Makes a number of rows and their values, place by place, the starting rows: what a
  /// button that commits sent at its tap. The rows on screen at those places take those
  /// starting values; rows past them are no starting rows.
  ///
  /// - Parameters:
  ///   - count: The starting number of rows.
  ///   - places: Each place's values, by the name the row template gave each control.
  func commitRows(count: Int, places: [[String: ControlValue]])
  /// Each row's values, by the name the row template gave each control, in row order.
  var placeValues: [[String: ControlValue]] { get }
}

/// A row of a group, where the names its controls' rules give are looked up first.
package protocol ControlScope: AnyObject {
  /// The row's control with this name, as the row's declarations name it.
  func control(named local: String) -> (any Control)?
}

extension Screen {
  /// The control a reader's rules or conditions mean by a name: the one of the reader's own row
  /// when the reader belongs to a group's row and the row has one of that name, else the
  /// screen's.
  ///
  /// - Parameters:
  ///   - name: The name the rule or condition gives.
  ///   - reader: The control whose rule or condition reads it.
  /// - Returns: The control, or `nil` when there is none of that name.
  package func control(named name: String, readBy reader: AnyObject) -> (any Control)? {
    if let scope = lookup.rowScopes[ObjectIdentifier(reader)],
      let local = scope.control(named: name)
    {
      return local
    }
    return control(named: name)
  }

  /// Whether a control belongs to a group's row.
  ///
  /// - Parameter control: A control of this screen.
  /// - Returns: `true` for a control of a group's row.
  package func isRowControl(_ control: AnyObject) -> Bool {
    lookup.rowScopes[ObjectIdentifier(control)] != nil
  }

  /// The screen's structure changed (a row was added or removed): the next check of its
  /// invariants covers the whole screen, and no checkpoint taken before puts a state back.
  package func structureDidChange() {
    hub.state.journal?.giveUp()
    lookup.structureVersionsGiven &+= 1
    structureVersion = lookup.structureVersionsGiven
  }

  /// The screen's structure is again what it was at a version: the row added last, with
  /// nothing added or removed after it, was removed.
  ///
  /// - Parameter version: The ``structureVersion`` the screen had before the row was added.
  package func structureDidRevert(to version: Int) {
    hub.state.journal?.giveUp()
    structureVersion = version
  }

  /// Removes the row added last, when no other row was added or removed since: the screen's
  /// structure is then the one it had before that row, and a checkpoint taken then restores
  /// again (``canRestore(_:)``).
  ///
  /// - Returns: Whether a row was removed.
  func removeRowAddedLast() -> Bool {
    rowGroups.contains { $0.removeRowAddedLast() }
  }

  /// A place after every control made so far, where a group's rows will be made.
  ///
  /// - Returns: The place; the screen keeps it.
  package func makePlace() -> ControlPlace {
    let place = ControlPlace(controlIndex: controls.count, fieldIndex: fields.count)
    places.append(place)
    return place
  }

  /// Makes a row's controls at a place: the controls that `make` makes go there, in the order
  /// they are made, at the end of the place's controls or from the offsets given (a row
  /// inserted before others), and belong to the row, where the names their rules and conditions
  /// give are looked up first.
  ///
  /// - Parameters:
  ///   - place: One of this screen's places.
  ///   - offset: Where the first control and the first field go among the place's; `nil` for
  ///     after them.
  ///   - scope: The row.
  ///   - make: Makes the controls.
  /// - Returns: What `make` returns.
  package func makeControls<Result>(
    at place: ControlPlace, offset: (controls: Int, fields: Int)? = nil,
    in scope: any ControlScope, _ make: () throws -> Result
  ) rethrows -> Result {
    let outer = (insertion, insertionScope, place.insertionOffset)
    insertion = place
    insertionScope = scope
    if let offset { place.insertionOffset = offset }
    defer { (insertion, insertionScope, place.insertionOffset) = outer }
    return try make()
  }

  /// Adds a field to ``fields``: at the end, or at the place where controls are being made.
  func insert(_ field: TextField) {
    guard let place = insertion else {
      lookup.fieldIndex[ObjectIdentifier(field)] = fields.count
      fields.append(field)
      return
    }
    fields.insert(field, at: place.takeFieldSlot())
    shiftPlaces(after: place, controls: 0, fields: 1)
    lookup.fieldIndexIsStale = true
  }

  /// Moves the places made after one by a number of controls and fields.
  func shiftPlaces(after place: ControlPlace, controls: Int, fields: Int) {
    guard let index = places.firstIndex(where: { $0 === place }) else { return }
    for later in places[(index + 1)...] {
      later.controlIndex += controls
      later.fieldIndex += fields
    }
  }

  /// Each field's place in ``fields``, rebuilt first when fields moved.
  var currentFieldIndex: [ObjectIdentifier: Int] {
    if lookup.fieldIndexIsStale {
      lookup.fieldIndex = Dictionary(
        fields.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { $1 })
      lookup.fieldIndexIsStale = false
    }
    return lookup.fieldIndex
  }

  /// Takes a run of a place's controls off the screen: the controls of a removed row.
  ///
  /// A focused field loses the focus with no editing ended (nothing opens its errors); the
  /// controls' requests in flight are withdrawn (their late answers are ignored); no button
  /// submits them any more; their names are free again; each refuses every input from now on,
  /// counting it, as a control whose screen was released does. What validates them (their
  /// rules' debounces, the managers that verify them) is the validation layer's to let go,
  /// before.
  ///
  /// - Parameters:
  ///   - place: The place the controls are at.
  ///   - offset: Where the run starts among the place's controls.
  ///   - count: How many controls the run holds.
  ///   - fieldOffset: Where the run's fields start among the place's fields.
  ///   - fieldCount: How many fields the run holds.
  package func removeControls(
    at place: ControlPlace, offset: Int, count: Int, fieldOffset: Int, fieldCount: Int
  ) {
    let range = (place.controlIndex + offset)..<(place.controlIndex + offset + count)
    let removed = Array(controls[range])
    let names = Set(removed.map(\.name))
    if let focused = saved.focused, removed.contains(where: { $0 === focused }) {
      setFocused(nil)
    }
    for request in saved.outstanding where names.contains(request.controlName) {
      request.withdraw()
    }
    mutate {
      controls.removeSubrange(range)
      let start = place.fieldIndex + fieldOffset
      fields.removeSubrange(start..<(start + fieldCount))
    }
    place.controlCount -= count
    place.fieldCount -= fieldCount
    shiftPlaces(after: place, controls: -count, fields: -fieldCount)
    lookup.fieldIndexIsStale = true
    // The journal may name the controls leaving: the next check covers the whole screen.
    hub.state.journal?.giveUp()
    for control in removed {
      for button in buttons { button.removeSubmitted(control as AnyObject) }
      lookup.rowScopes[ObjectIdentifier(control as AnyObject)] = nil
      lookup.namedObjects[control.name] = nil
      saved.sentRequests[control.name] = nil
      control.kind.leaveScreen()
    }
  }

  /// Gives a control or a component (a manager) of this screen another name, free on the
  /// screen.
  ///
  /// The name its row has after the rows before it moved up. A control's requests in flight,
  /// and the count of requests it sent, go with it; a component's own record of its name is its
  /// own to change.
  ///
  /// - Parameters:
  ///   - object: A control or a component of this screen.
  ///   - old: The name it has on the screen.
  ///   - name: The new name.
  package func rename(_ object: AnyObject, from old: String, to name: String) {
    guard old != name else { return }
    precondition(
      lookup.namedObjects[name] == nil,
      "a control or manager named '\(name)' is already on the screen")
    lookup.namedObjects[old] = nil
    lookup.namedObjects[name] = object
    guard let kind = ControlKind.of(object) else { return }
    saved.sentRequests[name] = saved.sentRequests.removeValue(forKey: old)
    for request in saved.outstanding where request.controlName == old {
      request.storedControlName = name
    }
    kind.setName(name)
  }

  /// Takes a component (a manager of a removed row) off the screen: its name is free again and
  /// no check visits it.
  ///
  /// - Parameter component: A component of this screen, which has let go of what it verified
  ///   and managed.
  package func removeComponent(_ component: any ScreenComponent) {
    guard let index = components.firstIndex(where: { $0 === component }) else { return }
    components.remove(at: index)
    lookup.componentsCheckedEveryStep.removeAll { $0 === component }
    if lookup.namedObjects[component.name] === component {
      lookup.namedObjects[component.name] = nil
    }
    hub.state.journal?.giveUp()
  }
}

extension ControlKind {
  /// Gives the control a new name, in both places it keeps it.
  func setName(_ name: String) {
    switch self {
    case .field(let field): (field.storedName, field.core.name) = (name, name)
    case .toggle(let toggle): toggle.core.name = name
    case .button(let button): (button.storedName, button.core.name) = (name, name)
    case .picker(let picker): picker.core.name = name
    case .stepper(let stepper): stepper.core.name = name
    case .date(let date): date.core.name = name
    }
  }

  /// Detaches the control from its screen: it refuses every input from now on, as a control
  /// whose screen was released does, and says that its row was removed.
  func leaveScreen() {
    switch self {
    case .field(let field): field.screen = nil
    case .toggle(let toggle): toggle.screen = nil
    case .button(let button): button.screen = nil
    case .picker(let picker): picker.screen = nil
    case .stepper(let stepper): stepper.screen = nil
    case .date(let date): date.screen = nil
    }
    manageable.core.wasRemoved = true
  }
}
