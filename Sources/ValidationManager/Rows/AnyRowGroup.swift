public import ControlModel

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
