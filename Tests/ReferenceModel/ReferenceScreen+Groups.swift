extension ReferenceScreen {
  // "`add GROUP` | a row is added at the end, as the app's own interface would; at `to` rows the
  // step changes nothing and counts one refusal of the group" (Repeated groups)
  mutating func addStep(_ group: String) {
    guard let spec = groupSpecs[group], let count = groupStates[group]?.rows.count else { return }
    guard count < spec.to else {
      groupStates[group]?.refusals += 1
      return
    }
    addRow(group, byUser: true)
  }

  // "`remove GROUP N` | row N is removed and the rows after it move up one; at `from` rows it
  // changes nothing and counts one refusal of the group; N greater than the number of rows fails
  // the scenario" (Repeated groups) "When N is greater than the number of rows, the step fails
  // the scenario, whatever the bounds" (Precise points of version 2)
  mutating func removeStep(_ group: String, _ index: Int) -> StepResult {
    guard let spec = groupSpecs[group], let count = groupStates[group]?.rows.count else {
      return .failed("no group \(group)")
    }
    guard index <= count else { return .failed("\(group) has \(count) rows") }
    guard count > spec.from else {
      groupStates[group]?.refusals += 1
      return .passed
    }
    removeRow(group, at: index, byUser: true)
    return .passed
  }

  // "A new row's controls are in their starting state (values, rules run without debounce,
  // nothing shown); the managers that depend on them follow at once." (Repeated groups)
  mutating func addRow(_ group: String, byUser: Bool, settles: Bool = true) {
    let row = appendRow(group, startingPlace: nil)
    // "A group is touched once the user added or removed a row" (Precise points of version 2)
    if byUser { groupStates[group]?.isTouchedByRows = true }
    for control in groupSpecs[group]?.controls ?? [] {
      runRules(InstanceID(group: group, row: row, name: control.name), mode: .starting)
    }
    if settles { settleFocus() }
  }

  // "A removed row's controls leave the screen: a focused one loses the focus with no error
  // opened; their debounces and requests in flight are cancelled and late answers ignored; the
  // managers that depended on them follow at once." (Repeated groups)
  mutating func removeRow(_ group: String, at index: Int, byUser: Bool, settles: Bool = true) {
    guard let rows = groupStates[group]?.rows, index >= 1, index <= rows.count else { return }
    let row = rows[index - 1]
    dropRow(group, row)
    groupStates[group]?.rows.remove(at: index - 1)
    if byUser { groupStates[group]?.isTouchedByRows = true }
    if settles { settleFocus() }
  }

  // "The rows after a removed one move up one, each with all its state (values, cursor, focus,
  // pending work, shown errors)." "`add`, `remove` and buttons that add or remove do not move
  // the focus, except that a removed row's focused field loses it (no error opens)." (Precise
  // points of version 2) "A row added past the starting rows and then removed leaves nothing
  // behind." (Precise points of version 2.1)
  /// Removes a row's controls from the screen (and the focus, when it is on one of them).
  mutating func dropRow(_ group: String, _ row: RowState) {
    if focus?.group == group, focus?.row == row.id { focus = nil }
    for control in groupSpecs[group]?.controls ?? [] {
      states[InstanceID(group: group, row: row.id, name: control.name)] = nil
    }
  }

  // "At a `reset`, a starting row still on screen goes back to its place with its own state (its
  // refusal counts and remembered answers), a starting row that was removed comes back as a new
  // row at its place, and rows past the starting number are removed; then every place takes its
  // starting values." (Precise points of version 2.1)
  /// Gives a group back its starting rows; returns every control of the rows now on screen.
  mutating func resetRows(_ group: String) -> [InstanceID] {
    guard let groupState = groupStates[group], let spec = groupSpecs[group] else { return [] }
    var kept: [RowState] = []
    for place in 0..<groupState.startingCount {
      if let row = groupState.rows.first(where: { $0.startingPlace == place + 1 }) {
        kept.append(row)
      } else {
        // "A removed row's remembered remote answer goes with it; a row that comes back at a
        // reset is checked as a new row is" (Precise points of version 2.1)
        let id = appendRow(group, startingPlace: place + 1)
        if let made = groupStates[group]?.rows.last, made.id == id { kept.append(made) }
      }
    }
    let keptIDs = Set(kept.map(\.id))
    for row in groupStates[group]?.rows ?? [] where !keptIDs.contains(row.id) {
      dropRow(group, row)
    }
    groupStates[group]?.rows = kept
    groupStates[group]?.isTouchedByRows = false
    var ids: [InstanceID] = []
    for (index, row) in kept.enumerated() {
      for control in spec.controls {
        let id = InstanceID(group: group, row: row.id, name: control.name)
        // "then every place takes its starting values" (Precise points of version 2.1)
        let value = groupState.startingValues[index][control.name] ?? madeStart(control)
        restart(id, value: value)
        ids.append(id)
      }
    }
    return ids
  }

  /// Puts a control back in its starting state with a value, keeping its counts and answers.
  mutating func restart(_ id: InstanceID, value: Value) {
    guard var state = states[id] else { return }
    state.value = value
    state.cursor = Self.length(value)
    state.debounceToken = nil
    state.remoteToken = nil
    state.isDisplayOpen = false
    state.hasEdit = false
    state.isTouched = false
    state.isRemoteWaived = true
    state.shown = nil
    states[id] = state
  }
}
