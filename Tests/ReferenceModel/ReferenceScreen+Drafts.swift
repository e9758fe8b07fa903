extension ReferenceScreen {
  /// The dirtiness of each `NAME dirty` / `NAME pristine` that a control's rules read, in order.
  func dirtinessRead(by id: InstanceID) -> [Bool] {
    guard let control = controlSpecs[id.name] else { return [] }
    return control.rules.flatMap(\.conditions).filter(\.readsDirtiness).map { condition in
      resolve(condition.name, from: id).map(isDirty) ?? false
    }
  }

  // "A rule or `shown when` condition on `NAME dirty` is read again when NAME's dirtiness
  // changes." (Precise points of version 2.1) A re-check is as when a named control changes
  // value: "at once (cancelling a `remote` check in flight), or, while the control waits out its
  // own debounce, when that fires" (Conditions).
  /// Checks again the controls whose rules read a dirtiness that changed since they last ran.
  mutating func recheckDirtinessReaders() {
    for id in orderedInstances() {
      guard let state = states[id], state.debounceToken == nil else { continue }
      let now = dirtinessRead(by: id)
      if !now.isEmpty, now != state.readDirtiness { runRules(id, mode: .recheck) }
    }
  }

  // "`commit` / `commit NAME` | the app saved: the current values become the starting values (of
  // every control and group, or of what manager or group NAME verifies or holds, or of control
  // NAME), so dirty clears; nothing else changes (touched, shown errors, validity, focus,
  // requests)" (Version 2.1)
  /// Commits the screen, or what a manager verifies, a group, or a control.
  mutating func commit(_ name: String?) -> StepResult {
    guard let name else {
      commit(sending(nil))
      settleFocus()
      return .passed
    }
    switch locate(name) {
    case .missingRow(let group, let rows): return .failed("\(group) has \(rows) rows")
    case .instance(let id):
      var sent = Sent()
      collect(id, into: &sent)
      commit(sent)
      settleFocus()
      return .passed
    }
  }

  /// Gathers what committing a control, a manager (through nested managers) or a group covers.
  private func collect(_ id: InstanceID, into sent: inout Sent) {
    if groupSpecs[id.name] != nil {
      sent.groups[id.name] = rowsNow(id.name)
    } else if managerSpecs[id.name] != nil {
      for member in verified(by: id) { collect(member, into: &sent) }
    } else if let value = states[id]?.value, controlSpecs[id.name].map(Self.hasValue) == true {
      sent.values[id] = value
    }
  }

  /// A group's rows now: each row's identity and values, in order.
  func rowsNow(_ group: String) -> [(row: Int, values: [String: Value])] {
    guard let spec = groupSpecs[group] else { return [] }
    return (groupStates[group]?.rows ?? []).map { row in
      var values: [String: Value] = [:]
      for control in spec.controls {
        let id = InstanceID(group: group, row: row.id, name: control.name)
        values[control.name] = states[id]?.value
      }
      return (row.id, values)
    }
  }

  /// What the whole screen holds now, or what a button's tap sends.
  func sending(_ options: ButtonOptions?) -> Sent {
    var sent = Sent()
    // "it commits what it submits (the whole screen when it submits nothing)" (Version 2.1)
    let everything = options.map(\.submits.isEmpty) ?? true
    for id in orderedInstances() where id.group == nil {
      guard controlSpecs[id.name].map(Self.hasValue) == true else { continue }
      if everything || options?.submits.contains(id.name) == true {
        sent.values[id] = states[id]?.value
      }
    }
    for group in groupSpecs.keys.sorted()
    where everything || options?.submits.contains(group) == true {
      sent.groups[group] = rowsNow(group)
    }
    return sent
  }

  // "`commit` of a group makes its current rows, values and number its starting rows."
  // (Precise points of version 2.1)
  /// Makes values (and groups' rows) the starting ones.
  mutating func commit(_ sent: Sent) {
    for (id, value) in sent.values where states[id] != nil { recordStart(id, value) }
    for (group, rows) in sent.groups {
      groupStates[group]?.startingCount = rows.count
      groupStates[group]?.startingValues = rows.map(\.values)
      let places = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.row, $0 + 1) })
      for index in groupStates[group]?.rows.indices ?? 0..<0 {
        guard let row = groupStates[group]?.rows[index] else { continue }
        groupStates[group]?.rows[index].startingPlace = places[row.id]
        if places[row.id] != nil { groupStates[group]?.rows[index].ownStart = [:] }
      }
    }
  }

  // "`load GROUP rows N` | the group gets N rows (rows added at the end in their starting state,
  // or the last ones removed, as `add`/`remove` would but counting no refusal and whatever the
  // buttons), and N becomes its starting number of rows, each place's starting values being the
  // row's values as they are" (Version 2.1) "`load GROUP rows N` is the app's, like `load`: it
  // does not make the group touched." (Precise points of version 2.1)
  /// Loads a number of rows into a group, at once: the rows and their starting number change
  /// together, with no moment in between where the group is dirty.
  mutating func loadRows(_ group: String, _ count: Int) {
    while let rows = groupStates[group]?.rows.count, rows > count {
      removeRow(group, at: rows, byUser: false, settles: false)
    }
    while let rows = groupStates[group]?.rows.count, rows < count {
      addRow(group, byUser: false, settles: false)
    }
    var sent = Sent()
    sent.groups[group] = rowsNow(group)
    commit(sent)
    settleFocus()
  }

  // "The step `today DAY` (also `today today+N`) changes today during a scenario: every bound
  // and rule that reads today is read again at once, as when a REF's day changes" (Version 2.1,
  // Today) "`today today+N` counts from the current today." (Precise points of version 2.1)
  /// Moves today, then checks again every control whose rules read it.
  mutating func moveToday(_ day: DayExpr) -> StepResult {
    guard let moved = day.resolved(today: today) else { return .failed("no such day") }
    today = moved
    for id in orderedInstances() {
      guard let control = controlSpecs[id.name], Self.readsToday(control) else { continue }
      if states[id]?.debounceToken != nil { continue }
      runRules(id, mode: .recheck)
    }
    settleFocus()
    return .passed
  }

  /// Whether a control's rules read today.
  static func readsToday(_ control: ControlSpec) -> Bool {
    control.rules.contains { rule in
      switch rule.kind {
      case .after(.today), .before(.today), .onOrAfter(.today), .onOrBefore(.today),
        .ageAtLeast(_, .today), .ageUnder(_, .today):
        true
      default: false
      }
    }
  }

  // "A button that `commits` commits the values it sent: those at its accepted tap ... Without
  // `busy` or an action it commits at an accepted tap whose request would go out (what it
  // submits is valid, disabled or hidden)" (Precise points of version 2.1)
  /// A `commits` button's accepted tap whose request goes out: it commits now or when it ends.
  mutating func commitOnTap(_ id: InstanceID, _ options: ButtonOptions) {
    let sent = sending(options)
    if states[id]?.busyToken != nil {
      states[id]?.sent = sent
    } else {
      commit(sent)
    }
  }
}
