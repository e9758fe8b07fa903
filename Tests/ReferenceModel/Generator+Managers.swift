extension Generator {
  /// A row manager: verifies some controls of the row and manages one it does not verify.
  mutating func makeRowManagers(_ group: GroupSpec) -> [ManagerSpec] {
    guard random.chance(40) else { return [] }
    let names = group.controls.map(\.name)
    let verifies = random.subset(names, max: 2)
    let rest = names.filter { !verifies.contains($0) }
    let manages = random.chance(70) ? random.subset(rest, max: 1) : []
    return [ManagerSpec(name: "gm", verifies: verifies, manages: manages)]
  }

  /// Buttons: some submit, go busy, move the focus to an invalid field, reset, add or remove.
  mutating func makeButtons() -> [ControlSpec] {
    var values = fields + switches + pickers.keys.sorted() + steppers.keys.sorted()
    values += dates.keys.sorted()
    if group != nil { values.append("g") }
    var buttons: [ControlSpec] = []
    for number in 1...random.int(1...3) {
      var options = ButtonOptions()
      options.submits = random.subset(values, max: 3)
      if random.chance(10) {
        options.resets = random.chance(50) ? .screen : .named(group != nil ? "g" : "m1")
      } else {
        if random.chance(35) { options.busy = random.pick([300, 1000, 2000]) }
        if random.chance(30) { options.focusInvalid = true }
      }
      options.commits = random.chance(25)
      buttons.append(ControlSpec(name: "b\(number)", kind: .button(options)))
    }
    if let group {
      // Now and then a button that adds or removes also submits the group and `commits`.
      if random.chance(80) {
        var options = ButtonOptions(adds: group.name)
        if random.chance(15) { (options.submits, options.commits) = (["g"], true) }
        if options.commits, random.chance(50) { options.busy = 300 }
        buttons.append(ControlSpec(name: "add", kind: .button(options)))
      }
      if random.chance(70) {
        var options = ButtonOptions(removes: group.name)
        if random.chance(15) { (options.submits, options.commits) = (["g"], true) }
        if options.commits, random.chance(50) { options.busy = 300 }
        buttons.append(ControlSpec(name: "del", kind: .button(options)))
      }
      for index in buttons.indices {
        guard case .button(var options) = buttons[index].kind,
          options.adds != nil || options.removes != nil
        else { continue }
        if options.busy == nil ? avoidsImmediateCommitOfRows : avoidsRowsChangedInFlight {
          options.commits = false
          buttons[index].kind = .button(options)
        }
      }
    }
    let shownCandidates = fields.map { ControlSpec(name: $0, kind: .field(FieldOptions())) }
    for index in buttons.indices where random.chance(10) {
      if let on = random.pick(shownCandidates), let condition = condition(on: on) {
        buttons[index].shownWhen = [condition]
      }
    }
    return buttons
  }

  // "A manager depends on B when A verifies, directly or through nested managers, a control that
  // B manages": managers are made in order, and one manages a control only when no earlier
  // manager verifies it and it does not verify it itself, so no cycle can form.
  /// Managers over the top-level controls, the group and each other.
  mutating func makeManagers(values: [String], buttons: [String]) -> [ManagerSpec] {
    var managers: [ManagerSpec] = []
    var verifiedSets: [Set<String>] = []
    let verifiable = values + (group != nil ? ["g"] : [])
    let count = random.int(1...3)
    for number in 1...count {
      var verifies = random.subset(verifiable, max: 3)
      if verifies.isEmpty, let one = random.pick(verifiable) { verifies = [one] }
      var all = Set(verifies)
      if number > 1, random.chance(30), let nested = random.pick(Array(1..<number)) {
        verifies.append("m\(nested)")
        all.formUnion(verifiedSets[nested - 1])
      }
      let earlier = verifiedSets.reduce(into: Set<String>()) { $0.formUnion($1) }
      var manages = random.subset(buttons, max: 2)
      if random.chance(isDense ? 60 : 25) {
        let free = values.filter { !all.contains($0) && !earlier.contains($0) }
        manages += random.subset(free, max: 1)
      }
      if number == count, manages.isEmpty, let button = random.pick(buttons) {
        manages = [button]
      }
      managers.append(
        ManagerSpec(
          name: "m\(number)", verifies: verifies, manages: manages, needsChange: random.chance(15)))
      verifiedSets.append(all)
    }
    return managers
  }

  /// A `never` line checked after a button's taps (`after tap`), or on its busy time: what the
  /// tap leaves (a manager dirty or pristine, a control's state), or the button enabled while
  /// it is busy.
  mutating func tapInvariant(_ button: String, managers: [String]) -> InvariantSpec {
    if random.chance(30) {
      let busy: StateWord = random.chance(50) ? .busy : .idle
      return InvariantSpec(
        condition: .state(button, random.chance(50) ? .enabled : .disabled),
        whileConditions: [.state(button, busy)])
    }
    let name = random.pick(managers + fields) ?? "f1"
    let words: [StateWord] = [.dirty, .pristine, .valid, .invalid, .touched, .untouched]
    return InvariantSpec(
      condition: .state(name, random.pick(words) ?? .dirty), whileConditions: [],
      afterTap: button)
  }

  /// A `never` line over states, values and rows.
  mutating func makeInvariant(_ managers: [String]) -> InvariantSpec {
    let names = fields + switches + managers
    func state() -> InvariantCondition {
      let name = random.pick(names) ?? "f1"
      let words: [StateWord] =
        managers.contains(name)
        ? [.valid, .invalid, .pending, .dirty, .pristine, .touched, .untouched]
        : StateWord.allCases.filter { ![.on, .off, .busy, .idle].contains($0) }
      return .state(name, random.pick(words) ?? .valid)
    }
    if let group, random.chance(40) {
      let condition: InvariantCondition = .rowsAtLeast(group.name, group.to + 1)
      return InvariantSpec(condition: condition, whileConditions: [state()])
    }
    if let group, random.chance(30) {
      let row = "\(group.name)[\(random.int(1...2))].gf"
      let condition: InvariantCondition = .state(row, random.chance(50) ? .pending : .dirty)
      return InvariantSpec(condition: condition, whileConditions: [.state(row, .pristine)])
    }
    if random.chance(30), let field = random.pick(fields) {
      // A value condition beside a state: `never b enabled while f empty`.
      let value: InvariantCondition = .value(random.chance(50) ? .empty(field) : .filled(field))
      return InvariantSpec(condition: state(), whileConditions: [value])
    }
    if let group, group.from > 0, random.chance(20) {
      return InvariantSpec(condition: .rowsAtMost(group.name, group.from - 1), whileConditions: [])
    }
    return InvariantSpec(condition: state(), whileConditions: random.chance(60) ? [state()] : [])
  }
}

extension Generator {
  /// A switch whose rule starts to apply when a field is filled, in the same change that hides
  /// it, verified by a manager of another field: a change that must not disable that field.
  mutating func hidingTrap(managers: [ManagerSpec]) -> [Item] {
    let verified = Set(managers.flatMap(\.verifies))
    guard let trigger = random.pick(fields) else { return [] }
    let free = fields.filter { $0 != trigger && !verified.contains($0) }
    guard let managed = random.pick(free) else { return [] }
    let trap = ControlSpec(
      name: "t1", kind: .toggle(isOn: false),
      rules: [RuleSpec(kind: .mustBeOn, message: message(), conditions: [.filled(trigger)])],
      shownWhen: [.empty(trigger)])
    let manager = ManagerSpec(name: "mt", verifies: ["t1"], manages: [managed])
    return [.control(trap), .manager(manager)]
  }

  /// A `needs-change` manager of the group that manages a field: a removal of a changed row keeps
  /// the group dirty and must not disable the field on the way.
  mutating func removalTrap(managers: [ManagerSpec]) -> [Item] {
    let verified = Set(managers.flatMap(\.verifies))
    guard let managed = random.pick(fields.filter { !verified.contains($0) }) else { return [] }
    let manager = ManagerSpec(name: "mn", verifies: ["g"], manages: [managed], needsChange: true)
    return [.manager(manager)]
  }
}
