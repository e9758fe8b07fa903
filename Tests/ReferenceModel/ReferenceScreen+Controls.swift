extension ReferenceScreen {
  /// The controls a button submits, in declaration order, rows in order.
  func submitted(by options: ButtonOptions) -> [InstanceID] {
    orderedInstances().filter { id in
      guard let control = controlSpecs[id.name], Self.hasValue(control) else { return false }
      // "A button may submit a group: that submits every control of every row the group has
      // when the tap is accepted." (Precise points of version 2)
      return options.submits.contains(id.group ?? id.name)
    }
  }

  // "The order of a tap's effects: the tap is counted; the controls it submits open their
  // display; it goes busy (when it has `busy` or an action and what it submits is valid); it adds
  // or removes a row; it moves the focus (`focus-invalid`)." (Precise points of version 2)
  /// Taps a button.
  mutating func tap(_ id: InstanceID) {
    guard case .button(let options) = controlSpecs[id.name]?.kind else { return }
    // "A tap on a disabled or hidden button ... change nothing and count one refusal of that
    // button" (Precise points of version 2)
    guard isEnabled(id), !isHidden(id) else {
      states[id]?.refusals += 1
      return
    }
    states[id]?.taps += 1
    let controls = submitted(by: options)
    // "A submitting tap opens the `on-submit` policy of every field it submits and the display
    // of every other control it submits, hidden ones included; `on-change` and `on-blur` fields
    // open by their own policy only." (Precise points of version 2)
    for control in controls {
      if let field = fieldOptions(control), field.policy != .onSubmit { continue }
      states[control]?.isDisplayOpen = true
      refreshShown(control)
    }
    // "A button's busy check with hidden controls: it goes busy when every control it submits is
    // valid, disabled or hidden." (Precise points of version 2)
    let goesOut = controls.allSatisfy {
      states[$0]?.validity == .valid || !isEnabled($0) || isHidden($0)
    }
    if let busy = options.busy, goesOut {
      let token = makeToken()
      states[id]?.busyToken = token
      states[id]?.requests += 1
      schedule(after: busy, .busyEnd(id, token: token))
    }
    // "`button NAME … commits` | when the button's request ends successfully it commits what it
    // submits ...: at the end of its `busy` time, ... or at its accepted tap when it has neither
    // `busy` nor an action" (Version 2.1) "A button may `commits` and `resets`: it commits, then
    // resets." (Precise points of version 2.1)
    if options.commits, goesOut { commitOnTap(id, options) }
    // "`button NAME adds GROUP` | an accepted tap adds a row at the end" (Repeated groups)
    // "A group is also touched by an accepted tap of a button that adds to it or removes from
    // it." (Precise points of version 2)
    if let group = options.adds { addRow(group, byUser: true) }
    // "`button NAME removes GROUP` | an accepted tap removes the last row" (Repeated groups)
    if let group = options.removes, let count = groupStates[group]?.rows.count, count > 0 {
      removeRow(group, at: count, byUser: true)
    }
    if options.focusInvalid { focusFirstInvalid(controls) }
    // "`button NAME resets [NAME]`: an accepted tap does `reset` (or `reset NAME`)."
    switch options.resets {
    case .screen: reset(nil)
    case .named(let name): reset(name)
    case nil: break
    }
    settleFocus()
  }

  // "`focus-invalid` moves the focus to the first submitted field that is invalid (a pending one
  // is skipped). When the focus moves, editing of the field that had it ends first and the new
  // field's cursor is at its end; when the first invalid field already has the focus, nothing
  // ends." (Precise points of version 2)
  private mutating func focusFirstInvalid(_ controls: [InstanceID]) {
    let first = controls.first { id in
      fieldOptions(id) != nil && states[id]?.validity == .invalid && canFocus(id)
    }
    guard let first, focus != first else { return }
    moveFocus(to: first)
  }

  /// Whether a control refuses a user's step because it is disabled or hidden (counting it).
  mutating func refuses(_ id: InstanceID) -> Bool {
    // "A step on a disabled or hidden control changes nothing and counts one refusal"
    // (Version 2, Steps)
    guard isEnabled(id), !isHidden(id) else {
      states[id]?.refusals += 1
      return true
    }
    return false
  }

  /// A user's change of a switch, picker, stepper or date: display opens, touched, rules run.
  mutating func userChange(_ id: InstanceID, to value: Value) {
    states[id]?.value = value
    // "Pickers, steppers and dates show their shown error as switches do: from their first
    // change by the user" (Version 2, Rules); "a switch's shown error opens at its first toggle by
    // the user" (Precise points of version 2)
    states[id]?.isDisplayOpen = true
    // "any other control once the user changed it" (touched)
    states[id]?.isTouched = true
    runRules(id, mode: .full)
    valueChanged(id)
  }

  // "`toggle SWITCH` | flip it, if it is enabled" (Scenarios, Steps); "A tap on a disabled or
  // hidden button and a toggle of a disabled or hidden switch change nothing and count one
  // refusal of that button or switch" (Precise points of version 2)
  mutating func toggle(_ id: InstanceID) {
    guard case .on(let isOn) = states[id]?.value, !refuses(id) else { return }
    userChange(id, to: .on(!isOn))
  }

  // "choosing the option already chosen changes nothing" (Version 2, Steps); "Choosing what is
  // already chosen (the same option, the same day, `none` when nothing is chosen) changes
  // nothing: no change, no refusal, no display opened." (Precise points of version 2)
  mutating func choose(_ id: InstanceID, _ value: Value) {
    guard !refuses(id), let current = states[id]?.value, current != value else { return }
    userChange(id, to: value)
  }

  // "`increment STEPPER [N]` / `decrement STEPPER [N]` | N presses (default 1), each adds or
  // subtracts `step`, up to `to` or down to `from` (a press that would cross a bound stops at
  // it); a press at the bound changes nothing and counts one refusal" (Version 2, Steps)
  mutating func press(_ id: InstanceID, count: Int, up: Bool) {
    guard case .stepper(let from, let to, let step, _) = controlSpecs[id.name]?.kind else {
      return
    }
    for _ in 0..<count {
      guard !refuses(id), case .number(let number) = states[id]?.value else { continue }
      let next = up ? min(number + step, to) : max(number - step, from)
      guard next != number else {
        states[id]?.refusals += 1
        continue
      }
      userChange(id, to: .number(next))
    }
  }

  // "`pick DATE DAY` / `pick DATE none` | the user picks a day, or clears it; a day outside
  // `from`...`to` changes nothing and counts one refusal" (Version 2, Steps)
  // "The step `today DAY` ... (a value outside new bounds stays and makes no refusal;
  // `from`/`to` bounds then refuse only new picks)." (Version 2.1, Today)
  mutating func pick(_ id: InstanceID, _ written: DayExpr?) {
    guard !refuses(id) else { return }
    let (from, to) = bounds(of: id)
    let day = written?.resolved(today: today)
    if let day, from.map({ day < $0 }) == true || to.map({ day > $0 }) == true {
      states[id]?.refusals += 1
      return
    }
    guard states[id]?.value != .day(day) else { return }
    userChange(id, to: .day(day))
  }

  // "`set NAME VALUE` | the app sets the control's value in code ...: no filter, limit or
  // normaliser, no display policy opened, no refusal; the rules run (and re-checks follow)"
  // "`load NAME VALUE` | as `set`, and the value becomes the control's starting value"
  // "`set` and `load` apply to disabled and hidden controls too and count no refusal."
  // (Precise points of version 2)
  /// Sets a value in code, and for `load` records it as the starting value.
  mutating func setValue(_ id: InstanceID, _ value: Value, isLoad: Bool) {
    if isLoad { recordStart(id, value) }
    // "`set` or `load` of the value a control already has changes nothing, a debounce or check in
    // flight included (`load` still makes it the starting value)." (Precise points of version 2)
    guard let current = states[id]?.value, current != value else {
      // A new starting value may change dirty, and with it a `needs-change` manager's controls.
      settleFocus()
      return
    }
    states[id]?.value = value
    // "`set` and `load` of a field put the cursor at the end, run the rules at once (cancelling
    // the field's debounce in flight)" (Precise points of version 2)
    states[id]?.cursor = Self.length(value)
    runRules(id, mode: .full)
    valueChanged(id)
  }

  // "`load GROUP[N].NAME VALUE` sets the starting value of NAME at place N (as well as the
  // control's value)." (What version 2.1 changes)
  mutating func recordStart(_ id: InstanceID, _ value: Value) {
    guard let group = id.group else {
      states[id]?.start = value
      return
    }
    guard let place = place(of: id), let groupState = groupStates[group] else { return }
    if place <= groupState.startingCount {
      groupStates[group]?.startingValues[place - 1][id.name] = value
    } else {
      groupStates[group]?.rows[place - 1].ownStart[id.name] = value
    }
  }

  /// A date control's bounds, read on today.
  func bounds(of id: InstanceID) -> (from: Day?, to: Day?) {
    guard case .date(let from, let to, _) = controlSpecs[id.name]?.kind else { return (nil, nil) }
    return (from?.resolved(today: today), to?.resolved(today: today))
  }
}
