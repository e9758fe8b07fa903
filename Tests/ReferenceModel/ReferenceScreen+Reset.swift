extension ReferenceScreen {
  // "`reset` | every control goes back to its starting value and every group to its starting
  // rows; rules run without debounce; shown errors close and display policies are closed again;
  // debounces, checks and requests in flight are cancelled (buttons stop being busy); `dirty`
  // and `touched` clear; the focus goes nowhere, opening no error. Counts (taps, refusals,
  // requests sent) and the clock stay" (Starting values, code, dirty and reset)
  // "`reset NAME` does what `reset` does, restricted to the controls and groups that manager
  // NAME verifies (directly or through nested managers) or to group NAME with its rows: the
  // focus goes nowhere only when it was on one of them; buttons are left as they are"
  /// Resets the screen, or what a manager verifies, or a group.
  mutating func reset(_ name: String?) {
    let (controls, groups) = scope(of: name)
    var before: [InstanceID: Value] = [:]
    for id in orderedInstances() { before[id] = states[id]?.value }
    var touchedIDs: [InstanceID] = []
    for id in controls {
      guard let start = states[id]?.start else { continue }
      restart(id, value: start)
      touchedIDs.append(id)
    }
    for group in groups { touchedIDs += resetRows(group) }
    if name == nil {
      // "a `reset` of the whole screen while it is busy ends its request and commits nothing"
      // (Precise points of version 2.1)
      for id in orderedInstances() where !touchedIDs.contains(id) {
        states[id]?.busyToken = nil
        states[id]?.sent = nil
      }
      focus = nil
    } else if let current = focus, touchedIDs.contains(current) {
      focus = nil
    }
    // "rules run without debounce" — a starting value is checked without its `remote` rule
    // unless the field remembers an answer for that text (What version 2.1 changes, 3).
    for id in touchedIDs { runRules(id, mode: .starting) }
    // A reset is one change: each control whose value it moved re-checks those that name it,
    // and the dirtiness it moved is read once, after (a dirtiness read between two of its
    // controls would re-check a control whose condition the next one re-checks again).
    for id in touchedIDs where before[id] != nil && before[id] != states[id]?.value {
      valueChanged(id, settles: false)
    }
    settleFocus()
  }

  /// The top-level controls and the groups a reset covers.
  func scope(of name: String?) -> ([InstanceID], [String]) {
    guard let name else {
      let controls = orderedInstances().filter { id in
        id.group == nil && controlSpecs[id.name].map(Self.hasValue) == true
      }
      return (controls, Array(groupStates.keys).sorted())
    }
    if groupSpecs[name] != nil { return ([], [name]) }
    // "The starting rows are the group's own: `reset NAME` of a manager that verifies the group
    // resets its rows as `reset` does." (Precise points of version 2.1)
    var controls: [InstanceID] = []
    var groups: [String] = []
    var pending = [name]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, let manager = managerSpecs[next] else { continue }
      for member in manager.verifies {
        if managerSpecs[member] != nil {
          pending.append(member)
        } else if groupSpecs[member] != nil {
          if !groups.contains(member) { groups.append(member) }
        } else if let control = controlSpecs[member], Self.hasValue(control) {
          // A control verified twice (by a manager and a nested one) is reset once: its value
          // changes once, and the controls that read it are checked again once.
          let id = InstanceID(group: nil, row: 0, name: member)
          if !controls.contains(id) { controls.append(id) }
        }
      }
    }
    return (controls, groups)
  }

  // "`wait DURATION` | advance the virtual clock: debounces fire, remote answers arrive and busy
  // times end, in time order (at equal times, in the order they were scheduled)"
  /// Advances the virtual clock.
  mutating func advance(by milliseconds: Int) {
    let end = now + milliseconds
    while true {
      let due = events.indices.filter { events[$0].time <= end }
      guard
        let index = due.min(by: {
          (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
        })
      else { break }
      let event = events.remove(at: index)
      now = event.time
      perform(event.work)
      settleFocus()
    }
    now = end
  }

  // "A hidden control's debounce and `remote` check go on; its state is current when it is
  // shown again." (Precise points of version 2)
  private mutating func perform(_ work: ClockWork) {
    switch work {
    case .debounce(let id, let token):
      guard states[id]?.debounceToken == token else { return }
      runRules(id, mode: .full)
    case .answer(let id, let token, let text, let taken, let message):
      guard states[id]?.remoteToken == token else { return }
      states[id]?.remoteToken = nil
      // "A field with a `remote` rule ... remembers the last completed answer **for each text**
      // it checked." (What version 2.1 changes, 3)
      states[id]?.remembered[text] = taken
      settleCheck(id, validity: taken ? .invalid : .valid, errors: taken ? [message] : [])
    case .busyEnd(let id, let token):
      guard states[id]?.busyToken == token else { return }
      states[id]?.busyToken = nil
      // "at the end of its `busy` time" (Version 2.1, `button NAME … commits`)
      if let sent = states[id]?.sent {
        states[id]?.sent = nil
        commit(sent)
      }
    }
  }
}
