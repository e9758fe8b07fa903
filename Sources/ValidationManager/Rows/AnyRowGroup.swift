public import ControlModel

/// A group of rows, whatever its rows' type.
///
/// What a scenario file, a manager and the screen's lookups see of it; ``RowGroup`` is the one
/// conforming type.
public protocol AnyRowGroup: IValidatable, Resettable, Committable {
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
  /// Whether an accepted tap of the button submits the group's rows.
  func submits(with button: Button) -> Bool
  /// Calls a handler after each change of the rows: see ``RowGroup/addObserver(_:)``.
  @discardableResult func addObserver(_ handler: @escaping (RowGroupEvent) -> Void)
    -> ObservationToken
  /// Removes an observer: see ``RowGroup/removeObserver(_:)``.
  func removeObserver(_ token: ObservationToken)
  /// Gives the group its starting rows back: see ``RowGroup/reset()``.
  func reset()
  /// Makes the current rows the starting rows: see ``RowGroup/commit()``.
  func commit()
  /// Loads a number of rows: see ``RowGroup/loadRows(_:)``.
  func loadRows(_ count: Int) throws(ControlValueError)
}

extension RowGroup: AnyRowGroup {}

// A screen keeps its groups as the control model sees them; the app sees each as an
// ``AnyRowGroup``. ``RowGroup`` is the one type that is both, so these casts always succeed;
// they are the only ones from one to the other.
extension Screen {
  /// The screen's groups of rows in place order, each as the app sees it and as the screen
  /// keeps it.
  var rowGroupsInPlaceOrder: [(group: any AnyRowGroup, structure: any RowStructure)] {
    rowGroups.sorted { $0.placeIndex < $1.placeIndex }.compactMap { structure in
      (structure as? any AnyRowGroup).map { ($0, structure) }
    }
  }

  /// The group of rows of a name, as the app sees it and as the screen keeps it.
  func rowGroupAndStructure(named name: String)
    -> (group: any AnyRowGroup, structure: any RowStructure)?
  {
    guard let structure = rowGroups.first(where: { $0.name == name }),
      let group = structure as? any AnyRowGroup
    else { return nil }
    return (group, structure)
  }
}
