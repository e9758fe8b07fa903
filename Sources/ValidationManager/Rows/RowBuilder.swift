public import ControlModel

/// What a group's row template makes one row with: the screen's factories, for the row.
///
/// Each control and manager is named `GROUP[N].NAME` on the screen (N from 1), from the name
/// given here, and goes to the group's place among the screen's controls. A rule or condition
/// of a row's control that gives the name of a control of the same row reads that row's
/// control; a name the row does not have is looked up on the screen.
public final class RowBuilder {
  /// The row's place in its group, from 0.
  public let index: Int

  private let group: String
  private unowned let screen: Screen
  let scope = RowScope()
  private(set) var controls: [(local: String, control: any Control)] = []
  private(set) var managers: [(local: String, manager: Manager)] = []
  private(set) var fieldCount = 0

  init(group: String, index: Int, screen: Screen) {
    self.group = group
    self.index = index
    self.screen = screen
  }

  /// The name a row's control or manager has on the screen: `GROUP[N].NAME`, N from 1.
  static func qualifiedName(_ group: String, _ index: Int, _ local: String) -> String {
    "\(group)[\(index + 1)].\(local)"
  }

  private func qualified(_ local: String) -> String {
    Self.qualifiedName(group, index, local)
  }

  private func adopt<Made: Control>(_ control: Made, as local: String) -> Made {
    scope.add(control, as: local)
    controls.append((local, control))
    return control
  }

  /// Makes a text field in the row: see `Screen.makeTextField(_:limit:allow:normalizer:isSecure:text:)`.
  ///
  /// - Parameters:
  ///   - name: The field's name in the row.
  ///   - limit: The most characters the text may have.
  ///   - filter: The characters that keystrokes and pastes may contain.
  ///   - normalizer: How typed and pasted text is reshaped.
  ///   - isSecure: Whether this is a password field.
  ///   - text: The text the field starts with.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new field, named `GROUP[N].NAME` on the screen.
  @discardableResult
  public func makeTextField(
    _ name: String, limit: Int? = nil, allow filter: InputFilter? = nil,
    normalizer: InputNormalizer? = nil, isSecure: Bool = false, text: String = "",
    fileID: String = #fileID, line: Int = #line
  ) -> TextField {
    fieldCount += 1
    return adopt(
      screen.makeTextField(
        qualified(name), limit: limit, allow: filter, normalizer: normalizer,
        isSecure: isSecure, text: text, fileID: fileID, line: line),
      as: name)
  }

  /// Makes a switch in the row.
  ///
  /// - Parameters:
  ///   - name: The switch's name in the row.
  ///   - isOn: Whether it starts on.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new switch.
  @discardableResult
  public func makeSwitch(
    _ name: String, isOn: Bool = false, fileID: String = #fileID, line: Int = #line
  ) -> Switch {
    adopt(screen.makeSwitch(qualified(name), isOn: isOn, fileID: fileID, line: line), as: name)
  }

  /// Makes a picker in the row: see `Screen.makePicker(_:options:selection:)`.
  ///
  /// - Parameters:
  ///   - name: The picker's name in the row.
  ///   - options: The options, at least one, each once.
  ///   - selection: The option chosen at the start, if any.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new picker.
  @discardableResult
  public func makePicker(
    _ name: String, options: [String], selection: String? = nil, fileID: String = #fileID,
    line: Int = #line
  ) -> Picker {
    adopt(
      screen.makePicker(
        qualified(name), options: options, selection: selection, fileID: fileID, line: line),
      as: name)
  }

  /// Makes a stepper in the row: see `Screen.makeStepper(_:range:step:value:)`.
  ///
  /// - Parameters:
  ///   - name: The stepper's name in the row.
  ///   - range: The numbers it may hold.
  ///   - step: What one press adds or subtracts.
  ///   - value: The number at the start.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new stepper.
  @discardableResult
  public func makeStepper(
    _ name: String, range: ClosedRange<Int> = 0...100, step: Int = 1, value: Int? = nil,
    fileID: String = #fileID, line: Int = #line
  ) -> Stepper {
    adopt(
      screen.makeStepper(
        qualified(name), range: range, step: step, value: value, fileID: fileID, line: line),
      as: name)
  }

  /// Makes a date picker in the row: see
  /// `Screen.makeDatePicker(_:from:to:selection:)`.
  ///
  /// - Parameters:
  ///   - name: The date picker's name in the row.
  ///   - earliest: The first day the user may pick, if any.
  ///   - latest: The last day the user may pick, if any.
  ///   - day: The day picked at the start, if any.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new date picker.
  @discardableResult
  public func makeDatePicker(
    _ name: String, from earliest: CalendarDate? = nil, to latest: CalendarDate? = nil,
    selection day: CalendarDate? = nil, fileID: String = #fileID, line: Int = #line
  ) -> DatePicker {
    adopt(
      screen.makeDatePicker(
        qualified(name), from: earliest, to: latest, selection: day, fileID: fileID, line: line),
      as: name)
  }

  /// Makes a date picker in the row whose bounds may count from today: see
  /// `Screen.makeDatePicker(_:between:and:selection:)`.
  ///
  /// - Parameters:
  ///   - name: The date picker's name in the row.
  ///   - earliest: The first day the user may pick, if any.
  ///   - latest: The last day the user may pick, if any.
  ///   - day: The day picked at the start, if any.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new date picker.
  @discardableResult
  public func makeDatePicker(
    _ name: String, between earliest: DayBound?, and latest: DayBound?,
    selection day: CalendarDate? = nil, fileID: String = #fileID, line: Int = #line
  ) -> DatePicker {
    adopt(
      screen.makeDatePicker(
        qualified(name), between: earliest, and: latest, selection: day, fileID: fileID,
        line: line),
      as: name)
  }

  /// The day it is on the row's screen: what a day counted from today in the row reads when
  /// the row is made.
  public var today: CalendarDate { screen.today }

  /// Makes a manager in the row, which verifies and manages controls of its own row.
  ///
  /// - Parameters:
  ///   - name: The manager's name in the row.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new manager, named `GROUP[N].NAME` on the screen.
  @discardableResult
  public func makeManager(_ name: String, fileID: String = #fileID, line: Int = #line) -> Manager {
    let manager = screen.makeManager(qualified(name), fileID: fileID, line: line)
    managers.append((name, manager))
    return manager
  }
}

/// A row's controls by the names its template gave: where their rules look names up first.
final class RowScope: ControlScope {
  private var byName: [String: Unowned] = [:]

  /// A control held without a count: its row holds it, and the scope lives as long as the row.
  private struct Unowned {
    unowned(unsafe) let control: any Control
  }

  func add(_ control: any Control, as local: String) {
    byName[local] = Unowned(control: control)
  }

  func control(named local: String) -> (any Control)? {
    byName[local]?.control
  }
}

extension Screen {
  /// Makes a group of rows that the user adds and removes, each made by a row template.
  ///
  /// The group's rows go where the group is made among the screen's controls: after the
  /// controls made before it, before those made after it. The group's name is its
  /// ``RowGroup/manager``'s, in the one namespace of controls and managers.
  ///
  /// - Parameters:
  ///   - name: The group's name.
  ///   - bounds: The fewest and most rows: `0...100` unless you pass others.
  ///   - startingRows: The rows at the start: the lower bound unless you pass a number.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  ///   - row: Makes one row's controls and managers with the builder, and returns your row.
  /// - Returns: The new group, with its starting rows.
  /// - Throws: What the template threw making a starting row (a ``ManagerError`` of a row's
  ///   manager): the rows made before stay.
  /// - Precondition: No control or manager has the name; `startingRows` lies in `bounds`.
  public func makeRowGroup<Row>(
    _ name: String, rows bounds: ClosedRange<Int> = 0...100, startingRows: Int? = nil,
    fileID: String = #fileID, line: Int = #line, row: @escaping (RowBuilder) throws -> Row
  ) throws -> RowGroup<Row> {
    let group = placeRowGroup(name, rows: bounds, startingRows: startingRows, row: row)
    noteOrigin(of: name, fileID: fileID, line: line)
    try group.makeStartingRows()
    return group
  }

  /// Makes a group at its place with no rows yet: its caller makes the starting rows
  /// (``RowGroup/makeStartingRows()``) once the controls the rows read are made.
  package func placeRowGroup<Row>(
    _ name: String, rows bounds: ClosedRange<Int>, startingRows: Int?,
    row: @escaping (RowBuilder) throws -> Row
  ) -> RowGroup<Row> {
    var start = startingRows ?? bounds.lowerBound
    if !bounds.contains(start) {
      Screen.mistake("the starting rows of '\(name)' lie outside \(bounds)")
      start = min(max(start, bounds.lowerBound), bounds.upperBound)
    }
    let group = RowGroup(
      screen: self, manager: makeManager(name), bounds: bounds, startingRowCount: start,
      makeRow: row)
    rowGroups.append(group)
    return group
  }

  /// The names of the screen's groups of rows, in the order they were made.
  public var rowGroupNames: [String] {
    rowGroups.map(\.name)
  }

  /// The group with this name, whatever its rows' type, if there is one.
  ///
  /// - Parameter name: A group's name.
  /// - Returns: The group, or `nil` when the screen has none by that name.
  public func rowGroup(named name: String) -> (any AnyRowGroup)? {
    rowGroupAndStructure(named: name)?.group
  }
}
