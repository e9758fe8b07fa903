extension ReferenceScreen {
  // "the control is **shown** while every condition holds and **hidden** otherwise. A control
  // without that line is always shown." (Shown and hidden)
  /// Whether a control is hidden by its `shown when`.
  func isHidden(_ id: InstanceID) -> Bool {
    guard let conditions = controlSpecs[id.name]?.shownWhen else { return false }
    return !conditions.allSatisfy { holds($0, at: id) }
  }

  /// The managers that manage a control: top-level ones for a top-level control, its row's ones.
  func managers(managing id: InstanceID) -> [InstanceID] {
    managerInstances().filter { manager in
      manager.group == id.group && manager.row == id.row
        && (managerSpecs[manager.name]?.manages.contains(id.name) ?? false)
    }
  }

  // "A managed control is **enabled** exactly when every manager that manages it is valid and
  // (for a button) it is not busy. A control that no manager manages is always enabled (a button
  // still waits out its `busy` time)." (Managers)
  // "Visibility does not change enablement: a hidden control is neither enabled nor disabled by
  // being hidden" (Precise points of version 2)
  /// Whether a control is enabled.
  func isEnabled(_ id: InstanceID) -> Bool {
    for manager in managers(managing: id) {
      guard managerValidity(manager) == .valid else { return false }
      // "the controls this manager manages are enabled only while it is valid **and dirty**"
      // (Starting values, code, dirty and reset)
      if managerSpecs[manager.name]?.needsChange == true, !isDirty(manager) { return false }
    }
    guard let control = controlSpecs[id.name], case .button(let options) = control.kind else {
      return true
    }
    if states[id]?.busyToken != nil { return false }
    // "`enabled when CONDITION [and CONDITION]...` | ... the button is enabled only while every
    // condition holds, besides its managers and its busy time" (Version 2.1)
    if let conditions = control.enabledWhen, !conditions.allSatisfy({ holds($0, at: id) }) {
      return false
    }
    // "the button is disabled while the group has `to` rows (besides its managers)"
    if let group = options.adds, let spec = groupSpecs[group],
      (groupStates[group]?.rows.count ?? 0) >= spec.to
    {
      return false
    }
    // "the button is disabled while the group has `from` rows" (Repeated groups)
    if let group = options.removes, let spec = groupSpecs[group],
      (groupStates[group]?.rows.count ?? 0) <= spec.from
    {
      return false
    }
    return true
  }

  /// Whether a field can take the focus: enabled and shown.
  func canFocus(_ id: InstanceID) -> Bool {
    states[id] != nil && isEnabled(id) && !isHidden(id)
  }

  // "A **disabled** field or switch is left out: it counts as valid" (Managers); "A hidden
  // control ... counts as valid for every manager and group (left out, as a disabled control
  // is)" (Shown and hidden)
  // "A hidden or disabled control's own state and errors still follow its rules; only
  // managers, groups and a button's busy check leave it out." (Precise points of version 2)
  /// A member's validity as a manager or group counts it.
  func memberValidity(_ id: InstanceID) -> Validity {
    if managerSpecs[id.name] != nil { return managerValidity(id) }
    if groupSpecs[id.name] != nil { return groupValidity(id.name) }
    guard let state = states[id] else { return .valid }
    if !isEnabled(id) || isHidden(id) { return .valid }
    return state.validity
  }

  // "Otherwise it is **invalid** when a member is invalid, and **pending** when no member is
  // invalid but one is pending." (Managers)
  static func combine(_ validities: [Validity]) -> Validity {
    if validities.contains(.invalid) { return .invalid }
    if validities.contains(.pending) { return .pending }
    return .valid
  }

  /// The members a manager verifies, as instances.
  func verified(by manager: InstanceID) -> [InstanceID] {
    guard let spec = managerSpecs[manager.name] else { return [] }
    return spec.verifies.compactMap { name in
      if groupSpecs[name] != nil { return InstanceID(group: nil, row: 0, name: name) }
      return resolve(name, from: manager)
    }
  }

  // "A manager is **valid** when every control or manager that it verifies is valid." (Managers)
  /// A manager's validity.
  func managerValidity(_ manager: InstanceID) -> Validity {
    Self.combine(verified(by: manager).map(memberValidity))
  }

  // "A **group** is validatable: valid when every control and manager of every row is valid
  // (disabled or hidden ones left out), invalid when one is invalid, else pending when one is
  // pending; a group with no rows is valid." (Repeated groups)
  /// A group's validity.
  func groupValidity(_ group: String) -> Validity {
    guard let spec = groupSpecs[group] else { return .valid }
    var all: [Validity] = []
    for row in groupStates[group]?.rows ?? [] {
      for control in spec.controls {
        if case .button = control.kind { continue }
        all.append(memberValidity(InstanceID(group: group, row: row.id, name: control.name)))
      }
      for manager in spec.managers {
        all.append(managerValidity(InstanceID(group: group, row: row.id, name: manager.name)))
      }
    }
    return Self.combine(all)
  }

  /// The starting value a control compares with for dirty.
  func startingValue(_ id: InstanceID) -> Value? {
    guard let group = id.group else { return states[id]?.start }
    guard let place = place(of: id), let groupState = groupStates[group] else { return nil }
    // "A row's control is dirty when its value differs from the starting value recorded for its
    // place (for a place past the starting rows: the declared starting value)." (Version 2.1)
    if place <= groupState.startingCount {
      return groupState.startingValues[place - 1][id.name]
    }
    // "`load GROUP[N].NAME` at a place past the starting rows is that row's starting value until
    // the row goes" (Precise points of version 2.1)
    let row = groupState.rows[place - 1]
    return row.ownStart[id.name] ?? controlSpecs[id.name].map(madeStart)
  }

  /// Whether a control, manager or group is dirty.
  func isDirty(_ id: InstanceID) -> Bool {
    if managerSpecs[id.name] != nil {
      // "A manager is dirty when a control or group it verifies (directly or through nested
      // managers) is dirty, hidden and disabled ones included." (Precise points of version 2)
      return verified(by: id).contains { isDirty($0) }
    }
    if let spec = groupSpecs[id.name], let groupState = groupStates[id.name] {
      // "A group is dirty when its number of rows differs from its starting number or a control
      // of a row is dirty." (Version 2.1)
      if groupState.rows.count != groupState.startingCount { return true }
      return groupState.rows.contains { row in
        spec.controls.contains { isDirty(InstanceID(group: id.name, row: row.id, name: $0.name)) }
      }
    }
    guard let state = states[id], controlSpecs[id.name].map(Self.hasValue) == true else {
      return false
    }
    // "Values compare as for `expect` (texts as Swift `String`s) when deciding dirty."
    return state.value != startingValue(id)
  }

  /// Whether a control kind has a value (every kind but a button).
  static func hasValue(_ control: ControlSpec) -> Bool {
    if case .button = control.kind { false } else { true }
  }

  /// Whether a control, manager or group is touched.
  func isTouched(_ id: InstanceID) -> Bool {
    if managerSpecs[id.name] != nil {
      // "a manager or group when one of its members is" (Starting values, code, dirty and reset)
      return verified(by: id).contains { isTouched($0) }
    }
    if let spec = groupSpecs[id.name], let groupState = groupStates[id.name] {
      // "A group is touched once the user added or removed a row or a control of a row is
      // touched." (Precise points of version 2)
      if groupState.isTouchedByRows { return true }
      return groupState.rows.contains { row in
        spec.controls.contains { isTouched(InstanceID(group: id.name, row: row.id, name: $0.name)) }
      }
    }
    return states[id]?.isTouched ?? false
  }
}
