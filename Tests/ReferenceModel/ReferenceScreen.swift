/// The reference state machine: one screen of a file, stepped by scenario steps.
///
/// Plain values, recomputed slowly and obviously from the page's sentences; derived states
/// (managers, groups, enablement, visibility, dirty, touched) are read on demand.
package struct ReferenceScreen {
  let spec: ScreenSpec
  var controlSpecs: [String: ControlSpec] = [:]
  var managerSpecs: [String: ManagerSpec] = [:]
  var groupSpecs: [String: GroupSpec] = [:]
  /// The group that declares a control or manager.
  var groupOf: [String: String] = [:]
  var states: [InstanceID: ControlState] = [:]
  var groupStates: [String: GroupState] = [:]
  /// The field with the focus.
  package internal(set) var focus: InstanceID?
  /// The virtual clock, in milliseconds.
  package internal(set) var now = 0
  // "The file says which day today is with `today DAY` on its own line" (Version 2.1, Today)
  /// Which day today is.
  package internal(set) var today: Day
  var events: [ClockEvent] = []
  var nextOrder = 0
  var nextToken = 1
  var nextRow = 1
  /// The field whose own edit is being followed by its consequences.
  var editedField: InstanceID?
  /// Known disagreements of the engine to imitate, to look past them in a local run; empty by
  /// default, so that the reference follows the page alone.
  package var engineDefects: Set<EngineDefect> = []

  // "Each starts from a fresh copy of the screen: every field empty, focus nowhere, the virtual
  // clock at 0." (Scenarios)
  /// Makes a fresh copy of the screen.
  package init(_ spec: ScreenSpec) {
    self.spec = spec
    today = spec.today ?? Day.fallbackToday
    for item in spec.items {
      switch item {
      case .control(let control): controlSpecs[control.name] = control
      case .manager(let manager): managerSpecs[manager.name] = manager
      case .group(let group):
        groupSpecs[group.name] = group
        for control in group.controls {
          controlSpecs[control.name] = control
          groupOf[control.name] = group.name
        }
        for manager in group.managers {
          managerSpecs[manager.name] = manager
          groupOf[manager.name] = group.name
        }
      }
    }
    for item in spec.items {
      switch item {
      case .control(let control):
        let id = InstanceID(group: nil, row: 0, name: control.name)
        let value = madeStart(control)
        states[id] = ControlState(value: value, start: value, cursor: Self.length(value))
      case .manager: break
      case .group(let group):
        let places = Array(repeating: madeStarts(group), count: group.startingRows)
        groupStates[group.name] = GroupState(
          startingCount: group.startingRows, startingValues: places)
        for place in 1...max(1, group.startingRows) where place <= group.startingRows {
          appendRow(group.name, startingPlace: place)
        }
      }
    }
    // "Every control starts with its rules already run on its starting value, without debounce:
    // nothing is pending and no error is shown before the first change." (Version 2, Controls)
    for id in orderedInstances() { runRules(id, mode: .starting) }
  }

  // "`selected today` (or `today±N`) is read when the control or its row is made; the `today`
  // step re-reads bounds and rules, not starting values." (Precise points of version 2.1)
  /// The starting value a declaration gives a control made now.
  func madeStart(_ control: ControlSpec) -> Value {
    switch control.kind {
    case .field(let options): .text(options.text ?? "")
    case .toggle(let isOn): .on(isOn)
    case .picker(_, let selected): .option(selected)
    case .stepper(_, _, _, let value): .number(value)
    case .date(_, _, let selected): .day(selected?.resolved(today: today))
    case .button: .number(0)
    }
  }

  /// The starting values of a row of a group made now.
  func madeStarts(_ group: GroupSpec) -> [String: Value] {
    var values: [String: Value] = [:]
    for control in group.controls { values[control.name] = madeStart(control) }
    return values
  }

  /// A field's length in characters; zero for other values.
  static func length(_ value: Value) -> Int {
    if case .text(let text) = value { text.count } else { 0 }
  }

  /// Adds a row at the end in its starting state, without running its rules.
  @discardableResult
  mutating func appendRow(_ group: String, startingPlace: Int?) -> Int {
    guard let spec = groupSpecs[group] else { return 0 }
    let id = nextRow
    nextRow += 1
    let made = madeStarts(spec)
    groupStates[group]?.rows.append(RowState(id: id, startingPlace: startingPlace, ownStart: made))
    for control in spec.controls {
      let value = made[control.name] ?? .number(0)
      states[InstanceID(group: group, row: id, name: control.name)] = ControlState(
        value: value, start: value, cursor: Self.length(value))
    }
    return id
  }

  /// Every control instance in declaration order, rows in order at their group's place.
  func orderedInstances() -> [InstanceID] {
    var ids: [InstanceID] = []
    for item in spec.items {
      switch item {
      case .control(let control): ids.append(InstanceID(group: nil, row: 0, name: control.name))
      case .manager: break
      case .group(let group):
        for row in groupStates[group.name]?.rows ?? [] {
          for control in group.controls {
            ids.append(InstanceID(group: group.name, row: row.id, name: control.name))
          }
        }
      }
    }
    return ids
  }

  /// Every manager instance: top-level ones, then each group's rows' ones.
  func managerInstances() -> [InstanceID] {
    var ids: [InstanceID] = []
    for item in spec.items {
      switch item {
      case .control: break
      case .manager(let manager): ids.append(InstanceID(group: nil, row: 0, name: manager.name))
      case .group(let group):
        for row in groupStates[group.name]?.rows ?? [] {
          for manager in group.managers {
            ids.append(InstanceID(group: group.name, row: row.id, name: manager.name))
          }
        }
      }
    }
    return ids
  }

  // "A rule, condition or REF inside the group that names a control of the group means that
  // control in the same row; it may also name a control outside the group." (Repeated groups)
  /// The instance a plain name means, read from a control or manager at `context`.
  func resolve(_ name: String, from context: InstanceID) -> InstanceID? {
    if let group = groupOf[name] {
      guard context.group == group else { return nil }
      return InstanceID(group: group, row: context.row, name: name)
    }
    return InstanceID(group: nil, row: 0, name: name)
  }

  /// The 1-based place of a row, if it is on screen.
  func place(of id: InstanceID) -> Int? {
    guard let group = id.group, let rows = groupStates[group]?.rows else { return nil }
    return rows.firstIndex { $0.id == id.row }.map { $0 + 1 }
  }

  /// Schedules work on the virtual clock.
  mutating func schedule(after delay: Int, _ work: ClockWork) {
    events.append(ClockEvent(time: now + delay, order: nextOrder, work: work))
    nextOrder += 1
  }

  /// A fresh token for cancellable work.
  mutating func makeToken() -> Int {
    nextToken += 1
    return nextToken
  }
}

/// A known disagreement of the engine with the page, which a local run may imitate to look past.
package enum EngineDefect: String, Hashable, Sendable, CaseIterable {
  /// A field disabled or hidden by its own keystroke loses the focus without opening `on-blur`.
  case keystrokeDisable = "keystroke-disable"
}
