// A group's rows and their life; the row template's factories are in RowBuilder.swift.

public import ControlModel
import ModelSupport
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
/// declaration order (`Screen.tab()` visits them there, row by row), named
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
  public internal(set) var startingRowCount: Int

  /// The starting values of each starting place (from 0), by the name the row template gave
  /// each control.
  ///
  /// What a reset gives the row at that place, and what a control of the row at that place is
  /// dirty against. A row's control at a starting place holds its place's
  /// starting value as its own (`Control.startingValue`), so a load into it
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

  weak var screen: Screen?
  let place: ControlPlace
  let makeRow: (RowBuilder) throws -> Row
  var records: [RowRecord<Row>] = []
  /// The starting values of each starting place: see ``startingPlaces``, which reads them
  /// after taking in what was loaded into the rows at their places since.
  var placeStarts: [[String: ControlValue]] = []
  var refusals = 0
  /// Whether the user added or removed a row since the group was made or reset.
  var rowsTouched = false
  var observers = ObserverList<RowGroupEvent>()
  /// The buttons that add and remove rows, each with the gate that disables it at a bound.
  var gates: [(gate: BoundGate, button: Button)] = []
  /// The buttons that submit the group: each new row's controls are added to theirs.
  var submitters: [Button] = []
  let registrar = ObservationRegistrar()
  /// The key path Observation tracks the rows under, made once: a generic class's key path is
  /// made anew at each use otherwise (a sixth of a row's addition and removal).
  let rowsKeyPath: KeyPath<RowGroup<Row>, Void> = \.observedRows

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
  func makeCurrentRowsStarting() {
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
  func recordPlaceStarts(from start: Int = 0) {
    let end = min(records.count, startingRowCount, placeStarts.count)
    guard start < end else { return }
    for index in start..<end {
      placeStarts[index] = records[index].startingValues
    }
  }

  /// Gives the rows from a place on the starting values of their places: a starting place's
  /// recorded values; a row past the starting places keeps its own.
  func applyPlaceStarts(from start: Int) {
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
    guard let hub = screen?.hub else { return appendNow() }
    return hub.receive(.addRow(name)) { appendNow() }
  }

  private func appendNow() -> Bool {
    var added = false
    holdingEvents {
      added = appendRow()
      if added { rowsDidChange(byUser: true) }
    }
    return added
  }

  /// Runs a change of the rows with the screen's events held: the observers hear the change
  /// once the group's dirtiness and its managers are current.
  func holdingEvents(_ change: () -> Void) {
    guard let screen else { return change() }
    screen.hub.holdingEvents(change)
  }

  func appendRow(ignoringBounds: Bool = false) -> Bool {
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
  func insertRow(at index: Int) {
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
    guard let hub = screen?.hub else { return removeNow(at: index) }
    return hub.receive(rows.indices.contains(index) ? .removeRow(name, index + 1) : nil) {
      removeNow(at: index)
    }
  }

  private func removeNow(at index: Int) -> Bool {
    var removed = false
    holdingEvents {
      removed = removeRow(at: index)
      if removed { rowsDidChange(byUser: true) }
    }
    return removed
  }

  func removeRow(at index: Int, ignoringBounds: Bool = false) -> Bool {
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
  func rowsDidChange(byUser: Bool) {
    if byUser { rowsTouched = true }
    manager.setOwnLifecycle(dirty: records.count != startingRowCount, touched: rowsTouched)
  }

  /// Tells the buttons at a bound, then the observers, in the order of the screen's events.
  func changed(_ event: RowGroupEvent) {
    updateGates()
    guard !observers.isEmpty, let screen else { return }
    let observers = observers
    screen.hub.deliver { observers.notify(event) }
  }

  /// What Observation tracks: the rows and the refusals.
  var observedRows: Void { () }
}

extension RowGroup: Observable {}
