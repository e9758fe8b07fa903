// A group's rows and their life; the row template's factories are in RowBuilder.swift.

public import ControlModel
public import Observation

/// What happened to a group's rows, in the order it happened.
public enum RowGroupEvent: Equatable, Sendable {
  /// A row was added at this place (from 0): the last one.
  case rowAdded(Int)
  /// The row at this place (from 0) was removed; the rows after it moved up one.
  case rowRemoved(Int)
  /// An add at the group's upper bound, or a removal at its lower bound, was refused.
  case refused
}

/// Rows of the same controls that the user adds and removes: the passengers of a booking, the
/// lines of an invoice, the phone numbers of a contact.
///
/// A row template, a closure, makes each row's controls and managers through a ``RowBuilder``
/// and returns your own row type. The rows' controls are on the screen at the group's place in
/// declaration order (``Screen/tab()`` visits them there, row by row), named
/// `GROUP[N].NAME` (N from 1), and renamed when the rows after a removed one move up. A rule or
/// condition of a row's control that names a control of its own row by the name the template
/// gave reads that row's control.
///
/// ```swift
/// struct Passenger {
///   let first: TextField
///   let bags: Stepper
/// }
/// let passengers = try screen.makeRowGroup("passenger", rows: 1...6) { row in
///   let first = row.makeTextField("first")
///   first.validate([.required()])
///   let bags = row.makeStepper("bags", range: 0...3)
///   return Passenger(first: first, bags: bags)
/// }
/// try form.verify(passengers)
/// passengers.append()  // a second passenger
/// passengers.rows[1].first.type("Mia")
/// passengers.remove(at: 0)  // Mia's row moves up: passenger[1].first
/// ```
///
/// A group is valid when every control of every row is (disabled and hidden ones left out),
/// invalid when one is invalid, else pending when one is; a group with no rows is valid. A
/// manager that verifies the group verifies ``manager``, which verifies every row's controls.
/// A removed row's controls leave the screen: a focused one loses the focus with no error
/// opened, their debounces and requests in flight are dropped (late answers are ignored), and
/// the managers that verified or managed them let go of them at once.
public final class RowGroup<Row>: IValidatable {
  /// The manager that verifies every control of every row, under the group's name: what a
  /// manager that verifies the group verifies, and what `expect GROUP valid` reads.
  public let manager: Manager

  /// The fewest and most rows the group may have.
  public let bounds: ClosedRange<Int>

  /// The number of rows the group starts with, and goes back to on a reset.
  public private(set) var startingRowCount: Int

  /// The starting values of each starting place (from 0), by the name the row template gave
  /// each control.
  ///
  /// What a reset gives the row at that place, and what a control of the row at that place is
  /// dirty against. A row's control at a starting place holds its place's
  /// starting value as its own (``ControlModel/Control/startingValue``), so a load into it
  /// records at its place; this keeps the places whose rows were removed.
  public var startingPlaces: [[String: ControlValue]] {
    recordPlaceStarts()
    return placeStarts
  }

  /// Whether the number of rows differs from the starting one, or a control of a row is dirty.
  public var isDirty: Bool { manager.isDirty }

  /// Whether the user added or removed a row, or touched a control of a row.
  public var isTouched: Bool { manager.isTouched }

  /// The group's name, unique on its screen.
  public var name: String { manager.name }

  /// The rows, in order, as the row template returned them.
  public var rows: [Row] {
    registrar.access(self, keyPath: rowsKeyPath)
    return records.map(\.value)
  }

  /// How many rows the group has.
  public var count: Int {
    registrar.access(self, keyPath: rowsKeyPath)
    return records.count
  }

  /// How many adds and removals the group refused at its bounds.
  public var refusalCount: Int {
    registrar.access(self, keyPath: rowsKeyPath)
    return refusals
  }

  /// The group's state: its ``manager``'s.
  public var validity: Validity { manager.validity }

  /// The messages of the rows' controls that are not valid, in row order.
  public var errors: [String] { manager.errors }

  /// A group shows no error of its own: its rows' controls show theirs.
  public var shownError: String? { nil }

  /// A group is never left out: its rows' controls are, one by one.
  public var isExcludedFromValidation: Bool { false }

  /// The managers that verify the group: its ``manager``'s.
  public var verifiers: ManagerList { manager.verifiers }

  private weak var screen: Screen?
  private let place: ControlPlace
  private let makeRow: (RowBuilder) throws -> Row
  private var records: [RowRecord<Row>] = []
  /// The starting values of each starting place: see ``startingPlaces``, which reads them
  /// after taking in what was loaded into the rows at their places since.
  private var placeStarts: [[String: ControlValue]] = []
  private var refusals = 0
  /// Whether the user added or removed a row since the group was made or reset.
  private var rowsTouched = false
  private var observers = ObserverList<RowGroupEvent>()
  /// The buttons that add and remove rows, each with the gate that disables it at a bound.
  private var gates: [(gate: BoundGate, button: Button)] = []
  /// The buttons that submit the group: each new row's controls are added to theirs.
  private var submitters: [Button] = []
  private let registrar = ObservationRegistrar()
  /// The key path Observation tracks the rows under, made once: a generic class's key path is
  /// made anew at each use otherwise (a sixth of a row's addition and removal).
  private let rowsKeyPath: KeyPath<RowGroup<Row>, Void> = \.observedRows

  init(
    screen: Screen, manager: Manager, bounds: ClosedRange<Int>, startingRowCount: Int,
    makeRow: @escaping (RowBuilder) throws -> Row
  ) {
    self.screen = screen
    self.manager = manager
    self.bounds = bounds
    self.startingRowCount = startingRowCount
    self.makeRow = makeRow
    self.place = screen.makePlace()
    manager.rowGroup = self
  }

  /// Makes the starting rows: once, when the group is made (or, for a screen that makes its
  /// groups before the controls their rows read, once those are made).
  package func makeStartingRows() throws {
    for _ in 0..<startingRowCount { try addRow() }
    makeCurrentRowsStarting()
    updateGates()
  }

  /// Makes the rows as they are the starting rows: each row the starting row of its place,
  /// with its controls' values as the place's starting values.
  private func makeCurrentRowsStarting() {
    startingRowCount = records.count
    for (index, record) in records.enumerated() {
      record.startingPlace = index
      for (_, control) in record.controls {
        if let value = control.kind.value { control.kind.restart(at: value) }
      }
    }
    placeStarts = records.map(\.startingValues)
  }

  /// Takes in the starting values that loads recorded in the rows at starting places, from a
  /// place on: those whose rows are about to leave their places.
  private func recordPlaceStarts(from start: Int = 0) {
    let end = min(records.count, startingRowCount, placeStarts.count)
    guard start < end else { return }
    for index in start..<end {
      placeStarts[index] = records[index].startingValues
    }
  }

  /// Gives the rows from a place on the starting values of their places: a starting place's
  /// recorded values; a row past the starting places keeps its own.
  private func applyPlaceStarts(from start: Int) {
    let end = min(records.count, startingRowCount, placeStarts.count)
    guard start < end else { return }
    for index in start..<end {
      for (local, control) in records[index].controls {
        if let value = placeStarts[index][local] { control.kind.restart(at: value) }
      }
    }
  }

  // MARK: - Rows

  /// Adds a row at the end, as the app's own "add" button would.
  ///
  /// At the group's upper bound it changes nothing and counts one refusal. The new row's
  /// controls start in their starting state (their rules run with no debounce, nothing shown);
  /// the managers that verify the group follow at once.
  ///
  /// - Returns: Whether a row was added: `false` at the upper bound, on a released screen, or
  ///   when the row template threw (what it made is taken off the screen again).
  @discardableResult
  public func append() -> Bool {
    var added = false
    holdingEvents {
      added = appendRow()
      if added { rowsDidChange(byUser: true) }
    }
    return added
  }

  /// Runs a change of the rows with the screen's events held: the observers hear the change
  /// once the group's dirtiness and its managers are current.
  private func holdingEvents(_ change: () -> Void) {
    guard let screen else { return change() }
    screen.hub.holdingEvents(change)
  }

  private func appendRow(ignoringBounds: Bool = false) -> Bool {
    guard screen != nil, ignoringBounds || records.count < bounds.upperBound else {
      refuse()
      return false
    }
    let before = screen?.structureVersion
    do {
      try addRow()
    } catch {
      return false
    }
    screen?.structureDidChange()
    if let before, let after = screen?.structureVersion {
      records.last?.structureVersions = (before, after)
    }
    // A row added at a starting place whose row was removed is dirty against its values.
    applyPlaceStarts(from: records.count - 1)
    changed(.rowAdded(records.count - 1))
    return true
  }

  /// Makes a new row at a place before the rows there, which move down one: a starting row
  /// that a reset brings back at its place.
  private func insertRow(at index: Int) {
    guard let screen else { return }
    guard index < records.count else {
      _ = appendRow(ignoringBounds: true)
      return
    }
    for later in (index..<records.count).reversed() {
      records[later].rename(group: name, index: later + 1, on: screen)
    }
    let offsets = self.offsets(of: index)
    do {
      try addRow(at: index, offsets: offsets)
    } catch {
      for later in index..<records.count {
        records[later].rename(group: name, index: later, on: screen)
      }
      return
    }
    screen.structureDidChange()
    // The group's manager verified the new row's controls last: in row order again.
    let place = Dictionary(
      rowControls.enumerated().map { (ObjectIdentifier($1 as AnyObject), $0) },
      uniquingKeysWith: { first, _ in first })
    manager.orderMembers { place[ObjectIdentifier($0 as AnyObject)] ?? .max }
    changed(.rowAdded(index))
  }

  /// Removes a row; the rows after it move up one, each with all its state.
  ///
  /// At the group's lower bound it changes nothing and counts one refusal.
  ///
  /// - Parameter index: The row's place, from 0.
  /// - Returns: Whether the row was removed: `false` at the lower bound, on a released screen,
  ///   or for a place the group has no row at (which counts no refusal).
  @discardableResult
  public func remove(at index: Int) -> Bool {
    var removed = false
    holdingEvents {
      removed = removeRow(at: index)
      if removed { rowsDidChange(byUser: true) }
    }
    return removed
  }

  private func removeRow(at index: Int, ignoringBounds: Bool = false) -> Bool {
    guard records.indices.contains(index) else { return false }
    guard let screen, ignoringBounds || records.count > bounds.lowerBound else {
      refuse()
      return false
    }
    recordPlaceStarts(from: index)
    let record = records[index]
    let offsets = self.offsets(of: index)
    RowRecord<Row>.letGo(controls: record.controls, managers: record.managers)
    screen.removeControls(
      at: place, offset: offsets.controls, count: record.controls.count,
      fieldOffset: offsets.fields, fieldCount: record.fieldCount)
    registrar.withMutation(of: self, keyPath: rowsKeyPath) {
      _ = records.remove(at: index)
    }
    for later in index..<records.count {
      records[later].rename(group: name, index: later, on: screen)
    }
    // The rows that moved up take their new places' starting values.
    applyPlaceStarts(from: index)
    // The row added last, with nothing added or removed since: the screen is as before it.
    if index == records.count, let versions = record.structureVersions,
      versions.after == screen.structureVersion
    {
      screen.structureDidRevert(to: versions.before)
    } else {
      screen.structureDidChange()
    }
    changed(.rowRemoved(index))
    return true
  }

  /// Removes the last row when the screen added it last and added or removed no row since.
  package func removeRowAddedLast() -> Bool {
    guard let screen, let versions = records.last?.structureVersions,
      versions.after == screen.structureVersion
    else { return false }
    return removeRow(at: records.count - 1)
  }

  /// The group's own part of being dirty and touched: its number of rows, the user's adds and
  /// removals.
  private func rowsDidChange(byUser: Bool) {
    if byUser { rowsTouched = true }
    manager.setOwnLifecycle(dirty: records.count != startingRowCount, touched: rowsTouched)
  }

  // MARK: - Reset and load

  /// Gives the group its starting rows back, each control at its starting value.
  ///
  /// ``ControlModel/Screen/reset()``, restricted to the group: the focus goes nowhere when it
  /// was in one of the rows; buttons are left as they are.
  public func reset() {
    screen?.reset(controls: [], groups: [self])
  }

  /// Gives the group its starting rows, not as the user's change: the rows added since are
  /// removed, each starting row still on screen goes back to its place with its own state, a
  /// starting row that was removed comes back as a new row at its place, and every place takes
  /// its starting values (the controls' values are the screen's to reset).
  package func resetRows() {
    recordPlaceStarts()
    for index in records.indices.reversed() where !isStartingRow(at: index) {
      _ = removeRow(at: index, ignoringBounds: true)
    }
    for place in 0..<startingRowCount
    where !records.indices.contains(place) || records[place].startingPlace != place {
      insertRow(at: place)
    }
    for (index, record) in records.enumerated() { record.startingPlace = index }
    applyPlaceStarts(from: 0)
    rowsTouched = false
    rowsDidChange(byUser: false)
    updateGates()
  }

  /// Whether the row at a place is one of the starting rows.
  private func isStartingRow(at index: Int) -> Bool {
    guard let place = records[index].startingPlace else { return false }
    return place < startingRowCount
  }

  /// Adds or removes rows at the end until the group has `count` (within its bounds), not as
  /// the user's change: what a load checks its values in, and puts back after.
  package func setRowCount(_ count: Int) {
    holdingEvents {
      while records.count > count, removeRow(at: records.count - 1) {}
      while records.count < count, appendRow() {}
      rowsDidChange(byUser: false)
    }
  }

  /// Where the rows start among the screen's controls.
  package var placeIndex: Int { place.controlIndex }

  /// The controls of every row, in row order.
  package var rowControls: [any Control] {
    records.flatMap { $0.controls.map(\.control) }
  }

  /// Makes a number of rows the group's starting number, adding or removing rows at the end to
  /// have it: a form filled from a server (``ControlModel/Screen/load(_:)``).
  ///
  /// - Parameter count: A number of rows within ``bounds``.
  /// - Returns: Whether the group has that many rows now.
  @discardableResult
  package func loadRowCount(_ count: Int) -> Bool {
    guard bounds.contains(count) else { return false }
    holdingEvents {
      while records.count > count, removeRow(at: records.count - 1) {}
      while records.count < count, appendRow() {}
      makeCurrentRowsStarting()
      rowsDidChange(byUser: false)
    }
    return records.count == count
  }

  /// Captures the refusals counted, for a screen's checkpoint: the rows themselves are the
  /// screen's structure, which a checkpoint restores only while it is unchanged.
  package func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    let saved = (refusals, rowsTouched, startingRowCount)
    let starts = (placeStarts, records.map(\.startingPlace))
    restorers.append { [unowned(unsafe) self] in
      (self.refusals, self.rowsTouched, self.startingRowCount) = saved
      self.placeStarts = starts.0
      for (record, place) in zip(self.records, starts.1) { record.startingPlace = place }
    }
    return true
  }

  /// The controls of a row, in the order the template made them.
  ///
  /// - Parameter index: The row's place, from 0.
  /// - Returns: The controls, or none for a place the group has no row at.
  public func controls(ofRow index: Int) -> [any Control] {
    records.indices.contains(index) ? records[index].controls.map(\.control) : []
  }

  /// The managers a row's template made, in order.
  ///
  /// - Parameter index: The row's place, from 0.
  /// - Returns: The managers, or none for a place the group has no row at.
  public func managers(ofRow index: Int) -> [Manager] {
    records.indices.contains(index) ? records[index].managers.map(\.manager) : []
  }

  /// A row's control or manager by the name the template gave it.
  ///
  /// - Parameters:
  ///   - name: The name the template gave.
  ///   - index: The row's place, from 0.
  /// - Returns: The control or manager, or `nil` when the row or the name is not there.
  public func member(named name: String, inRow index: Int) -> (any IValidatable)? {
    guard records.indices.contains(index) else { return nil }
    let record = records[index]
    if let control = record.scope.control(named: name) { return control.kind.validatable }
    return record.managers.first { $0.local == name }?.manager
  }

  // MARK: - Buttons

  /// Makes a button add a row at each accepted tap, after the tap opened the displays of what
  /// the button submits and the button went busy; the button is disabled while the group has
  /// its most rows (besides what its managers decide).
  ///
  /// - Parameter button: A button of the group's screen.
  public func attachAddButton(_ button: Button) {
    let most = "group \(name) has its most rows, \(bounds.upperBound)"
    attach(
      button, adds: true,
      gate: BoundGate(closed: most) { [unowned self] in records.count < bounds.upperBound }
    ) { [unowned self] in
      holdingEvents { if appendRow() { rowsDidChange(byUser: true) } }
    }
  }

  /// Makes a button remove the last row at each accepted tap; the button is disabled while the
  /// group has its fewest rows.
  ///
  /// - Parameter button: A button of the group's screen.
  public func attachRemoveButton(_ button: Button) {
    let fewest = "group \(name) has its fewest rows, \(bounds.lowerBound)"
    attach(
      button, adds: false,
      gate: BoundGate(closed: fewest) { [unowned self] in records.count > bounds.lowerBound }
    ) { [unowned self] in
      holdingEvents { if removeRow(at: records.count - 1) { rowsDidChange(byUser: true) } }
    }
  }

  private func attach(
    _ button: Button, adds: Bool, gate: BoundGate, action: @escaping () -> Void
  ) {
    precondition(button.screen === screen, "'\(button.name)' belongs to another screen")
    gate.wasOpen = gate.isOpen
    gates.append((gate, button))
    button.attachGate(gate, isOpen: gate.wasOpen)
    button.rowAction = action
    button.rowChange = (name, adds)
  }

  /// Tells the buttons that add and remove whether they may now.
  private func updateGates() {
    for (gate, button) in gates {
      let isOpen = gate.isOpen
      guard isOpen != gate.wasOpen else { continue }
      gate.wasOpen = isOpen
      button.gateDidChange(isOpen: isOpen)
    }
  }

  /// Makes a button submit the group: at each accepted tap, every control of every row the
  /// group has then (a row added later included) opens its display of errors, and the
  /// button's request goes out only while they are valid or left out.
  ///
  /// - Parameter button: A button of the group's screen.
  public func submit(with button: Button) {
    precondition(button.screen === screen, "'\(button.name)' belongs to another screen")
    guard !submitters.contains(where: { $0 === button }) else { return }
    submitters.append(button)
    for record in records {
      for (_, control) in record.controls { button.addSubmitted(control) }
    }
  }

  // MARK: - Events

  /// Registers a closure that hears every change to the rows: added, removed, refused.
  ///
  /// - Parameter handler: Called after each change, with the rows as they are then.
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (RowGroupEvent) -> Void) -> ObservationToken {
    screen?.hub.hasOtherListeners = true
    return observers.add(handler)
  }

  /// Removes an observer.
  ///
  /// - Parameter token: What ``addObserver(_:)`` returned.
  public func removeObserver(_ token: ObservationToken) {
    observers.remove(token)
  }

  // MARK: - Making and letting go

  /// Makes a row: at the end, or at a place before others (their names already moved down).
  private func addRow(at insertion: Int? = nil, offsets: (controls: Int, fields: Int)? = nil)
    throws
  {
    guard let screen else { return }
    let index = insertion ?? records.count
    let builder = RowBuilder(group: name, index: index, screen: screen)
    let controlsBefore = place.controlCount
    let fieldsBefore = place.fieldCount
    let value: Row
    do {
      if let offsets {
        value = try screen.makeControls(at: place, offset: offsets) { try makeRow(builder) }
      } else {
        value = try screen.makeControls(at: place) { try makeRow(builder) }
      }
    } catch {
      // What the template made before it threw leaves the screen again, from where it began.
      RowRecord<Row>.letGo(controls: builder.controls, managers: builder.managers)
      screen.removeControls(
        at: place, offset: offsets?.controls ?? controlsBefore,
        count: place.controlCount - controlsBefore,
        fieldOffset: offsets?.fields ?? fieldsBefore, fieldCount: place.fieldCount - fieldsBefore)
      throw error
    }
    let record = RowRecord(builder: builder, value: value)
    registrar.withMutation(of: self, keyPath: rowsKeyPath) {
      records.insert(record, at: index)
    }
    record.complete(verifiedBy: manager)
    for button in submitters {
      for (_, control) in record.controls { button.addSubmitted(control) }
    }
  }

  /// Where a row's controls and fields start among the group's: counted from the nearer end,
  /// so that the last row (the one removed most often) costs its own size.
  private func offsets(of index: Int) -> (controls: Int, fields: Int) {
    let end = min(index, records.count)
    var offsets = (controls: 0, fields: 0)
    if end > records.count / 2 {
      offsets = (place.controlCount, place.fieldCount)
      for record in records[end...] {
        offsets.controls -= record.controls.count
        offsets.fields -= record.fieldCount
      }
      return offsets
    }
    for record in records[..<end] {
      offsets.controls += record.controls.count
      offsets.fields += record.fieldCount
    }
    return offsets
  }

  private func refuse() {
    registrar.withMutation(of: self, keyPath: rowsKeyPath) { refusals += 1 }
    changed(.refused)
  }

  /// Tells the buttons at a bound, then the observers, in the order of the screen's events.
  private func changed(_ event: RowGroupEvent) {
    updateGates()
    guard !observers.isEmpty, let screen else { return }
    let observers = observers
    screen.hub.deliver { observers.notify(event) }
  }

  /// What Observation tracks: the rows and the refusals.
  var observedRows: Void { () }
}

extension RowGroup: Observable {}

extension RowGroup: RowStructure {
  /// How many rows the group has: ``count``, without a read for Observation.
  package var rowCount: Int { records.count }

  /// The group's invariants that do not hold: its number of rows lies within its bounds; each
  /// row's controls are at the group's place among the screen's controls, in row order, each
  /// under its row's name and found on the screen by it; each row's managers are found by
  /// their rows' names; the group's manager verifies exactly the rows' controls.
  package func invariantViolations() -> [InvariantViolation] {
    guard let screen else { return [] }
    var violations: [InvariantViolation] = []
    func broken(_ expected: String, _ actual: String) {
      violations.append(InvariantViolation(subject: name, expected: expected, actual: actual))
    }
    if !bounds.contains(records.count) {
      broken("\(bounds.lowerBound) to \(bounds.upperBound) rows", "\(records.count) rows")
    }
    // Counted row by row: `offsets(of:)` starts from the place's own counts.
    let counted = records.reduce(into: (controls: 0, fields: 0)) { sum, record in
      sum.controls += record.controls.count
      sum.fields += record.fieldCount
    }
    if counted != (place.controlCount, place.fieldCount) {
      broken(
        "its place holding its rows' \(counted.controls) controls",
        "a place of \(place.controlCount) controls")
    }
    var position = place.controlIndex
    var verified = Set<ObjectIdentifier>()
    for (index, record) in records.enumerated() {
      for (local, control) in record.controls {
        let expected = RowBuilder.qualifiedName(name, index, local)
        if control.name != expected || screen.control(named: expected) !== control {
          broken("'\(expected)' on the screen", "'\(control.name)'")
        }
        if !screen.controls.indices.contains(position) || screen.controls[position] !== control {
          broken("'\(expected)' at its row's place among the controls", "elsewhere")
        }
        position += 1
        verified.insert(ObjectIdentifier(control as AnyObject))
      }
      for (local, manager) in record.managers {
        let expected = RowBuilder.qualifiedName(name, index, local)
        if manager.name != expected || screen.manager(named: expected) !== manager {
          broken("manager '\(expected)' on the screen", "'\(manager.name)'")
        }
      }
    }
    let members = Set(manager.members.map { ObjectIdentifier($0) })
    if members != verified {
      broken(
        "its manager verifying its rows' \(verified.count) controls",
        "\(members.count) members")
    }
    return violations
  }
}

/// What a row's control's validation does as its row is made and removed.
protocol RowMemberValidation: AnyObject {
  /// The row is made: names not found are looked up again, and the rules run.
  func rowDidComplete()
  /// The row is removed: scheduled work is dropped and what is read let go.
  func willLeaveScreen()
}

extension FieldValidation: RowMemberValidation {}
extension ValueValidation: RowMemberValidation {}

/// The validation of a control of a row, if it has one (a button, which no row makes, has none).
private func rowValidation(of kind: ControlKind) -> (any RowMemberValidation)? {
  switch kind {
  case .field(let field): field.existingValidation
  case .toggle(let toggle): toggle.existingValidation
  case .picker(let picker): picker.existingValidation
  case .stepper(let stepper): stepper.existingValidation
  case .date(let date): date.existingValidation
  case .button: nil
  }
}

/// What disables a group's add (remove) button while the group has its most (fewest) rows.
final class BoundGate: Gate {
  private let opens: () -> Bool
  private let reason: String
  /// Whether it was open when the button last heard of it.
  var wasOpen = true

  init(closed reason: String, _ opens: @escaping () -> Bool) {
    self.reason = reason
    self.opens = opens
  }

  var isOpen: Bool { opens() }

  /// Why the button is held back, while it is: for its explanation.
  var closedReason: String? { isOpen ? nil : reason }
}

/// A group of rows, whatever its rows' type.
///
/// What a scenario file, a manager and the screen's lookups see of it; ``RowGroup`` is the one
/// conforming type.
public protocol AnyRowGroup: IValidatable, Resettable {
  /// The manager that verifies every control of every row.
  var manager: Manager { get }
  /// The fewest and most rows the group may have.
  var bounds: ClosedRange<Int> { get }
  /// The number of rows the group started with.
  var startingRowCount: Int { get }
  /// The starting values of each starting place: see ``RowGroup/startingPlaces``.
  var startingPlaces: [[String: ControlValue]] { get }
  /// How many rows the group has.
  var count: Int { get }
  /// How many adds and removals the group refused at its bounds.
  var refusalCount: Int { get }
  /// Adds a row at the end: see ``RowGroup/append()``.
  @discardableResult func append() -> Bool
  /// Removes a row: see ``RowGroup/remove(at:)``.
  @discardableResult func remove(at index: Int) -> Bool
  /// The controls of a row, in the order the template made them.
  func controls(ofRow index: Int) -> [any Control]
  /// The managers a row's template made, in order.
  func managers(ofRow index: Int) -> [Manager]
  /// Makes a button add a row: see ``RowGroup/attachAddButton(_:)``.
  func attachAddButton(_ button: Button)
  /// Makes a button remove the last row: see ``RowGroup/attachRemoveButton(_:)``.
  func attachRemoveButton(_ button: Button)
  /// Makes a button submit every row's controls: see ``RowGroup/submit(with:)``.
  func submit(with button: Button)
  /// Calls a handler after each change of the rows: see ``RowGroup/addObserver(_:)``.
  @discardableResult func addObserver(_ handler: @escaping (RowGroupEvent) -> Void)
    -> ObservationToken
  /// Removes an observer: see ``RowGroup/removeObserver(_:)``.
  func removeObserver(_ token: ObservationToken)
  /// Gives the group its starting rows back: see ``RowGroup/reset()``.
  func reset()
}

extension RowGroup: AnyRowGroup {}

/// One row: its controls and managers under the names the template gave, and the app's value.
private final class RowRecord<Row> {
  let scope: RowScope
  let controls: [(local: String, control: any Control)]
  let managers: [(local: String, manager: Manager)]
  let fieldCount: Int
  /// The app's row value, as the template returned it.
  let value: Row
  /// The screen's structure versions before and after the row was added at run time (none
  /// for a starting row).
  var structureVersions: (before: Int, after: Int)?
  /// The place (from 0) this row is the starting row of, or `nil` for a row added since the
  /// starting rows were set.
  var startingPlace: Int?

  /// Each value control's starting value, by the name the template gave.
  var startingValues: [String: ControlValue] {
    var values: [String: ControlValue] = [:]
    for (local, control) in controls {
      if let value = control.kind.startingValue { values[local] = value }
    }
    return values
  }

  init(builder: RowBuilder, value: Row) {
    scope = builder.scope
    controls = builder.controls
    managers = builder.managers
    fieldCount = builder.fieldCount
    self.value = value
  }

  /// The row is made: the names its rules give are looked up again (in the row first), and
  /// the group's manager verifies its controls.
  func complete(verifiedBy manager: Manager) {
    for (_, control) in controls {
      rowValidation(of: control.kind)?.rowDidComplete()
      (control.kind.manageable.core.visibilityRule as? VisibilityRule)?.evaluate()
      // Verifying a control cannot make a cycle: a control verifies nothing.
      try? manager.verify(control.kind.validatable)
    }
  }

  /// Lets go of the row before its controls leave the screen: the managers that verify or
  /// manage its controls and managers let go of them, its managers of what they verify and
  /// manage, and its controls' validations of their scheduled work and of what they read.
  static func letGo(
    controls: [(local: String, control: any Control)],
    managers: [(local: String, manager: Manager)]
  ) {
    for (_, rowManager) in managers {
      for control in rowManager.managedControls { rowManager.stopManaging(control) }
      for member in rowManager.members { rowManager.stopVerifying(member) }
      for verifier in rowManager.verifyingManagers { verifier.stopVerifying(rowManager) }
      rowManager.screen?.removeComponent(rowManager)
    }
    for (_, control) in controls {
      let member = control.kind.validatable
      for verifier in member.verifyingManagers { verifier.stopVerifying(member) }
      for manager in control.managers { manager.stopManaging(control) }
      rowValidation(of: control.kind)?.willLeaveScreen()
      (control.kind.manageable.core.visibilityRule as? VisibilityRule)?.stop()
    }
  }

  /// Gives the row's controls and managers the names of the row's new place.
  func rename(group: String, index: Int, on screen: Screen) {
    for (local, control) in controls {
      screen.rename(control, to: RowBuilder.qualifiedName(group, index, local))
    }
    for (local, manager) in managers {
      let name = RowBuilder.qualifiedName(group, index, local)
      screen.renameComponent(manager, from: manager.name, to: name)
      manager.storedName = name
    }
  }
}
