import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// What the search knows of a screen, worked out once from it: the controls it acts on, each
/// by its place, with its row, the key of its actions and its inputs; the groups of rows; which
/// controls are coupled; and what the fingerprint holds besides the abstraction.
///
/// On a screen with groups, it knows every control its rows can hold, up to the most rows the
/// search gives each group: those of a screen built with that many rows. The screen in use
/// (``ScreenInUse``) has some of them at a time.
final class ScreenLayout {
  /// The screen's groups of rows, with the most rows the search gives each.
  let groups: [GroupBound]
  /// The fields, in declaration order.
  let fields: [FieldSlot]
  /// The switches, in declaration order.
  let switches: [SwitchSlot]
  /// The pickers, steppers and dates, in declaration order.
  let values: [ValueSlot]
  /// The buttons, in declaration order.
  let buttons: [ButtonSlot]
  /// Each control's place on the screen built with the most rows, by name.
  let controlIndex: [String: Int32]
  /// For each control, the controls whose state it can change or that can change its own: read
  /// by a rule or a `shown when` (`equals`, a condition, a date's reference), enabled through a
  /// manager, or through a chain of these.
  let coupled: Couplings
  /// What the fingerprint holds of the form's lifecycle, and whether the search resets.
  let lifecycle: LifecycleKeys
  /// Whether rows are interchangeable for the search.
  let rowOrder: RowOrder
  /// What the app sets up before each scenario's user steps (its leading `load` and `set`
  /// steps), where a user starts besides the declared screen; distinct, in file order.
  let appSetups: [[Move]]
  /// The steps of each of the file's scenarios, its checks left out (``scenarioPaths(in:)``).
  let scenarioPaths: [[Move]]
  /// The texts the file writes into fields that are not secure, in file order, with no text of
  /// a secure field among them.
  let textsWritten: [(field: String, text: String)]
  /// The row of each control and manager of the screen built with the most rows, by name;
  /// `nil` for one of no row.
  private let rowSlots: [String: RowSlot?]

  /// Works out what the search knows of a file's screen.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - instance: The screen the search starts on.
  ///   - rows: The most rows the search gives a group (fewer when the group allows fewer, and
  ///     never fewer than it starts with).
  ///   - symmetry: Whether states that differ only by the order of a group's rows are one
  ///     state, where nothing observes that order.
  init(file: CheckedFile, startingWith instance: ScreenInstance, rows: Int, symmetry: Bool) {
    let (whole, groups) = Self.screenWithMostRows(of: file, startingWith: instance, rows: rows)
    let screen = whole.screen
    let parts = ScreenParts(whole)
    let controlIndex = Self.controlIndex(of: screen)
    let key = Self.actionKeys(of: screen, declared: file.factory == nil, index: controlIndex)
    let rowSlots = Self.rowSlots(of: whole, groups: groups)
    let row = { (name: String) in rowSlots[name] ?? nil }
    let written = FieldInputs.textsWritten(in: file)
    self.groups = groups
    self.controlIndex = controlIndex
    self.rowSlots = rowSlots
    textsWritten = written
    fields = Self.fieldSlots(
      of: screen, written: written, loaded: FieldInputs.textsLoaded(in: file), row: row, key: key)
    switches = parts.switches.compactMap { $0?.name }.map { name in
      SwitchSlot(name: name, row: row(name), key: key(name), toggle: [Move.toggle(name)])
    }
    values = Self.valueSlots(
      parts.values.compactMap { $0 }, of: screen, given: ValueInputs.Given(file: file),
      row: row, key: key)
    buttons = parts.buttons.map { ButtonSlot(name: $0.name, tap: [Move.tap($0.name)]) }
    coupled = Couplings(of: screen)
    lifecycle = LifecycleKeys(
      file: file, screen: instance.screen,
      buttonsReset: parts.buttons.contains { $0.resetTarget != nil })
    rowOrder = RowOrder(file: file, hasGroups: !groups.isEmpty, symmetry: symmetry)
    appSetups = Self.appSetups(in: file)
    scenarioPaths = Self.scenarioPaths(in: file)
  }

  /// The row a control or manager of this name belongs to, for one of a row.
  func rowSlot(of name: String) -> RowSlot? {
    guard !groups.isEmpty else { return nil }
    if let known = rowSlots[name] { return known }
    return Self.rowSlot(of: name, groups: groups)
  }

  /// The values the explorer gives the picker, stepper or date of this name; none for another
  /// name.
  func valueInputs(named name: String) -> [ControlValue] {
    values.first { $0.name == name }?.inputs ?? []
  }

  /// What the search covers of each group of rows.
  var rowsCovered: [Explorer.RowsCovered] {
    groups.map { group in
      Explorer.RowsCovered(
        group: group.name, upTo: group.upTo,
        allows: group.bounds.upperBound == .max ? nil : group.bounds.upperBound,
        interchangeable: rowOrder.isInterchangeable)
    }
  }
}

/// A group of rows as the search covers it.
struct GroupBound {
  let name: String
  /// The most rows the search gives the group: its `to`, or fewer when the search is bounded
  /// below it (and never fewer than it starts with).
  let upTo: Int
  /// The rows the group allows.
  let bounds: ClosedRange<Int>
}

/// Where a control the search knows sits: in which group (by its place in
/// ``ScreenLayout/groups``) and in which row (from 0), for a control of a row.
struct RowSlot: Equatable {
  let group: Int
  let row: Int
}

/// A field the search knows, by its place among the fields.
struct FieldSlot {
  /// What the explorer types into it.
  let inputs: FieldInputs
  /// Its row, for a field of a group's row.
  let row: RowSlot?
  /// The key of its edits: its place on the screen when they commute with other controls'
  /// edits at all (``ScreenLayout/coupled`` says with which), -1 when they never do.
  let key: Int32
  /// The table its texts are numbered in: its own place, or that of the first row's field of
  /// the same name, so that equal rows have equal numbers.
  let textTable: Int

  var name: String { inputs.name }
}

/// A switch the search knows, by its place among the switches.
struct SwitchSlot {
  let name: String
  /// Its row, for a switch of a group's row.
  let row: RowSlot?
  /// The key of its flips, as ``FieldSlot/key`` is of a field's edits.
  let key: Int32
  /// The move that flips it.
  let toggle: [Move]
}

/// A picker, stepper or date the search knows, by its place among them.
struct ValueSlot {
  let name: String
  /// Its row, for a control of a group's row.
  let row: RowSlot?
  /// The key of its choices, as ``FieldSlot/key`` is of a field's edits.
  let key: Int32
  /// The values the explorer gives it.
  let inputs: [ControlValue]
  /// The moves that give it each of its inputs, by the input's place; `nil` for a stepper,
  /// whose presses depend on its number.
  let moves: [[Move]]?
}

/// A button the search knows, by its place among the buttons.
struct ButtonSlot {
  let name: String
  /// The move that taps it.
  let tap: [Move]
}
