import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// The steps that build a screen's layout, each a function of the file and its screen.
extension ScreenLayout {
  /// The screen whose groups have the most rows the search gives them, with those bounds: the
  /// screen the search starts on when it has no group (or a screen cannot be built again).
  static func screenWithMostRows(
    of file: CheckedFile, startingWith instance: ScreenInstance, rows: Int
  ) -> (ScreenInstance, [GroupBound]) {
    guard !instance.screen.rowGroupNames.isEmpty, let full = file.makeStartingScreen() else {
      return (instance, [])
    }
    var groups: [GroupBound] = []
    for name in full.screen.rowGroupNames {
      guard let group = full.screen.rowGroup(named: name) else { continue }
      let most = min(group.bounds.upperBound, max(rows, group.startingRowCount, 1))
      while group.count < most, group.append() {}
      groups.append(GroupBound(name: name, upTo: group.count, bounds: group.bounds))
    }
    return (full, groups)
  }

  /// Each control's place on a screen, by name.
  static func controlIndex(of screen: Screen) -> [String: Int32] {
    Dictionary(
      screen.controls.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { a, _ in a })
  }

  /// The key of each control's actions, by name: its place on the screen when its actions
  /// commute with other controls' at all, -1 when they never do.
  ///
  /// A switch, a picker, a stepper, a date picker, or a field with no asynchronous rule and no
  /// debounce (whose requests and scheduled work would be ordered) commutes, on a declared
  /// screen (an app's closures may tie controls together). Which pairs commute is
  /// ``coupled``'s to say.
  static func actionKeys(
    of screen: Screen, declared: Bool, index: [String: Int32]
  ) -> (String) -> Int32 {
    let commutes = screen.controls.map { control in
      guard declared else { return false }
      switch control.kind {
      case .toggle, .picker, .stepper, .date: return true
      case .button: return false
      case .field(let field):
        return field.debounce == nil && !field.rules.contains(where: \.isAsynchronous)
      }
    }
    return { name in
      guard let place = index[name], commutes[Int(place)] else { return -1 }
      return place
    }
  }

  /// The row of each control and manager of a screen, by name: `nil` for one of no row.
  static func rowSlots(of instance: ScreenInstance, groups: [GroupBound]) -> [String: RowSlot?] {
    guard !groups.isEmpty else { return [:] }
    let names = instance.screen.controls.map(\.name) + instance.managers.map(\.name)
    return Dictionary(
      names.map { ($0, rowSlot(of: $0, groups: groups)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The row a name written in a group's row belongs to, read from the name.
  static func rowSlot(of name: String, groups: [GroupBound]) -> RowSlot? {
    guard let reference = RowReference(name),
      let group = groups.firstIndex(where: { $0.name == reference.group })
    else { return nil }
    return RowSlot(group: group, row: reference.row - 1)
  }

  /// The fields the search knows, with their inputs; the rows of a group take the same texts,
  /// so a row's field numbers its texts in the table of the first row's field of its name.
  static func fieldSlots(
    of screen: Screen, written: [(field: String, text: String)], loaded: [String: [String]],
    row: (String) -> RowSlot?, key: (String) -> Int32
  ) -> [FieldSlot] {
    var firstOfTemplate: [String: Int] = [:]
    return screen.fields.enumerated().map { index, field in
      var table = index
      if let reference = RowReference(field.name) {
        let template = RowReference.templateKey(group: reference.group, member: reference.member)
        if let first = firstOfTemplate[template] { table = first }
        firstOfTemplate[template] = table
      }
      let member = RowReference(field.name)?.member
      return FieldSlot(
        inputs: FieldInputs(
          field, on: screen, written: written,
          loaded: loaded[field.name] ?? member.flatMap { loaded[$0] } ?? []),
        row: row(field.name),
        key: key(field.name), textTable: table)
    }
  }

  /// The pickers, steppers and dates the search knows, with the values it gives each and the
  /// moves that give them (every one of them exists on the screen with the most rows).
  static func valueSlots(
    _ controls: [ControlKind], of screen: Screen, given: ValueInputs.Given,
    row: (String) -> RowSlot?, key: (String) -> Int32
  ) -> [ValueSlot] {
    controls.map { control in
      let name = control.control.name
      let inputs = ValueInputs.of(control, on: screen, given: given)
      var moves: [[Move]]?
      if case .stepper = control {
        moves = nil
      } else {
        moves = inputs.map { Move.setting(control, to: $0) }
      }
      return ValueSlot(name: name, row: row(name), key: key(name), inputs: inputs, moves: moves)
    }
  }

  /// The user and app steps of each of the file's scenarios, its checks left out, as moves; no
  /// path is empty: where the file's author walked the screen on purpose.
  static func scenarioPaths(in file: CheckedFile) -> [[Move]] {
    file.scenarios.map { scenario in
      scenario.steps.filter { !$0.isCheck }.map { Move(scenarioStep: $0.action) }
    }.filter { !$0.isEmpty }
  }

  /// The leading `load` and `set` steps of each scenario, distinct, in file order: where the
  /// app has a user start.
  static func appSetups(in file: CheckedFile) -> [[Move]] {
    var setups: [[Move]] = []
    for scenario in file.scenarios {
      let setup = scenario.steps.prefix { $0.isCheck || $0.action.isSetUpByTheApp }
        .filter { !$0.isCheck }.map { Move(scenarioStep: $0.action) }
      if !setup.isEmpty, !setups.contains(where: { $0.map(\.line) == setup.map(\.line) }) {
        setups.append(setup)
      }
    }
    return setups
  }
}
