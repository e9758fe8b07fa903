extension Generator {
  /// A control without rules; kind 0 field, 1 switch, 2 picker, 3 stepper, 4 date.
  mutating func skeleton(_ name: String, kind: Int) -> ControlSpec {
    switch kind {
    case 0:
      fields.append(name)
      return ControlSpec(name: name, kind: .field(makeFieldOptions()))
    case 1:
      switches.append(name)
      return ControlSpec(name: name, kind: .toggle(isOn: random.chance(30)))
    case 2:
      let options = random.pick(Self.optionSets) ?? ["A"]
      pickers[name] = options
      let selected = random.chance(35) ? random.pick(options) : nil
      return ControlSpec(name: name, kind: .picker(options: options, selected: selected))
    case 3:
      let from = random.int(0...2)
      let to = from + random.int(1...6)
      steppers[name] = from...to
      let value = random.chance(50) ? from : random.int(from...to)
      return ControlSpec(
        name: name, kind: .stepper(from: from, to: to, step: random.int(1...2), value: value))
    default:
      let (from, to) = makeBounds()
      dates[name] = (from, to)
      let selected = random.chance(30) ? dayWithin(from, to, on: today) : nil
      return ControlSpec(name: name, kind: .date(from: from, to: to, selected: selected))
    }
  }

  /// A date's bounds, fixed or on today, with `from` <= `to` on the file's today.
  private mutating func makeBounds() -> (DayExpr?, DayExpr?) {
    var from: DayExpr?
    var to: DayExpr?
    if random.chance(50) {
      from =
        random.chance(70)
        ? Day(2000, 1, 1).map(DayExpr.fixed) : .today(-(random.pick([0, 30, 7300]) ?? 30))
    }
    if random.chance(50) {
      to =
        random.chance(70)
        ? random.pick([Day(2026, 7, 1), Day(2024, 2, 29)].compactMap { $0 }).map(DayExpr.fixed)
        : .today(random.pick([0, 1, 365]) ?? 0)
    }
    if let first = from?.resolved(today: today), let last = to?.resolved(today: today),
      first > last
    {
      to = nil
    }
    return (from, to)
  }

  /// A day within bounds read on a today: a fixed one, or now and then one on today.
  mutating func dayWithin(_ from: DayExpr?, _ to: DayExpr?, on today: Day) -> DayExpr? {
    let first = from?.resolved(today: today)
    let last = to?.resolved(today: today)
    func fits(_ day: Day?) -> Bool {
      guard let day else { return false }
      return first.map { day >= $0 } ?? true && last.map { day <= $0 } ?? true
    }
    if random.chance(30) {
      let relative = Self.offsets.filter { fits(today.adding(days: $0)) }
      if let offset = random.pick(relative) { return .today(offset) }
    }
    return random.pick(Self.days.filter(fits)).map(DayExpr.fixed)
  }

  private mutating func makeFieldOptions() -> FieldOptions {
    var options = FieldOptions()
    options.isSecure = random.chance(15)
    if random.chance(20) { options.limit = random.int(2...8) }
    if random.chance(20) {
      options.allow =
        random.chance(60)
        ? .characterClass(random.pick(CharClass.allCases) ?? .digit)
        : .characters("abcé0123")
    }
    options.policy = random.pick(Policy.allCases) ?? .onBlur
    if random.chance(isDense ? 45 : 25) { options.debounce = random.pick([100, 300, 500, 1000]) }
    if options.limit == nil, options.allow == nil, random.chance(20) {
      options.text = random.pick(Self.texts.filter { !$0.hasPrefix("\u{301}") })
    }
    return options
  }

  /// A group with a few controls of each kind, starting anywhere within its bounds.
  mutating func makeGroup() -> GroupSpec {
    let from = random.int(0...2)
    let to = from + random.int(0...3)
    var made = GroupSpec(name: "g", from: from, to: to)
    // The rows' names are not names of the screen's top level: put the lists back after.
    let saved = (fields, switches, pickers, steppers, dates)
    defer { (fields, switches, pickers, steppers, dates) = saved }
    // Start anywhere within the bounds, often above `from` and at `to`.
    if random.chance(70) { made.rows = random.chance(40) ? to : random.int(from...to) }
    if startsGroupsAtFrom {
      made.rows = random.chance(50) ? from : nil
      made.to = max(to, from + 1)
    }
    made.controls.append(skeleton("gf", kind: 0))
    if random.chance(50) { made.controls.append(skeleton("gs", kind: 1)) }
    if random.chance(40) { made.controls.append(skeleton("gp", kind: 2)) }
    if random.chance(40) { made.controls.append(skeleton("gn", kind: 3)) }
    if random.chance(25) { made.controls.append(skeleton("gd", kind: 4)) }
    if random.chance(40) { made.controls.append(skeleton("gf2", kind: 0)) }
    return made
  }

  /// Adds rules and a `shown when` line to a control, reading its neighbours.
  mutating func addRules(to control: ControlSpec, neighbours: [ControlSpec]) -> ControlSpec {
    var control = control
    let others = neighbours.filter { $0.name != control.name }
    switch control.kind {
    case .field: control.rules = fieldRules(control.name, others: others)
    case .toggle:
      if random.chance(45) {
        control.rules = [RuleSpec(kind: .mustBeOn, message: message(), conditions: when(others))]
      }
    case .picker:
      if random.chance(55) {
        control.rules = [RuleSpec(kind: .required, message: message(), conditions: when(others))]
      }
    case .stepper(let from, let to, _, _):
      if random.chance(50) {
        control.rules.append(RuleSpec(kind: .atLeast(random.int(from...to)), message: message()))
      }
      if random.chance(30) {
        let rule = RuleSpec(kind: .atMost(random.int(from...to)), message: message())
        control.rules.append(rule)
      }
    case .date: control.rules = dateRules(control.name, others: others)
    case .button: break
    }
    let hasConditions = control.rules.contains { !$0.conditions.isEmpty }
    if random.chance(isDense ? 45 : 18), !(avoidsShownWhenWithConditions && hasConditions) {
      let conditions = when(others, always: true)
      if !conditions.isEmpty { control.shownWhen = conditions }
    }
    return control
  }

  private mutating func fieldRules(_ name: String, others: [ControlSpec]) -> [RuleSpec] {
    var rules: [RuleSpec] = []
    if random.chance(60) {
      rules.append(RuleSpec(kind: .required, message: message(), conditions: when(others)))
    }
    let otherFields = others.filter { if case .field = $0.kind { true } else { false } }
    for _ in 0..<random.int(0...2) {
      let kind: RuleKind
      switch random.below(9) {
      case 0: kind = .minLength(random.int(1...4))
      case 1: kind = .maxLength(random.int(2...6))
      case 2: kind = .pattern(random.pick(Self.patterns) ?? "[a-z]+")
      case 3: kind = .email
      case 4: kind = .contains(random.pick(CharClass.allCases) ?? .digit)
      case 5: kind = .excludes(random.pick(CharClass.allCases) ?? .symbol)
      case 6:
        guard let other = random.pick(otherFields) else { continue }
        kind = .equals(other.name)
      default:
        guard !rules.contains(where: { if case .remote = $0.kind { true } else { false } }) else {
          continue
        }
        let taken = Array(
          ["taken", "Ann", "ann@example.com", "12345", "é"].shuffled(using: &random).prefix(2))
        kind = .remote(taken, after: random.pick([200, 500, 1000, 1500]) ?? 500)
      }
      rules.append(RuleSpec(kind: kind, message: message(), conditions: when(others)))
    }
    return rules
  }

  private mutating func dateRules(_ name: String, others: [ControlSpec]) -> [RuleSpec] {
    var rules: [RuleSpec] = []
    if random.chance(50) { rules.append(RuleSpec(kind: .required, message: message())) }
    let otherDates = others.filter { if case .date = $0.kind { true } else { false } }
    for _ in 0..<random.int(0...2) {
      let reference: DateRef =
        if let other = random.pick(otherDates), random.chance(50) {
          .control(other.name)
        } else if random.chance(25) {
          .today(random.pick(Self.offsets) ?? 0)
        } else {
          .day(random.pick(Self.days) ?? Self.days[0])
        }
      let kind: RuleKind =
        switch random.below(6) {
        case 0: .after(reference)
        case 1: .before(reference)
        case 2: .onOrAfter(reference)
        case 3: .onOrBefore(reference)
        case 4: .ageAtLeast(random.pick([1, 2, 18]) ?? 18, reference)
        default: .ageUnder(random.pick([2, 12, 18]) ?? 2, reference)
        }
      rules.append(RuleSpec(kind: kind, message: message(), conditions: when(others)))
    }
    return rules
  }

  /// A few conditions on neighbours (none most of the time, unless `always`).
  mutating func when(_ others: [ControlSpec], always: Bool = false) -> [ConditionSpec] {
    guard always || random.chance(isDense ? 50 : 20) else { return [] }
    var conditions: [ConditionSpec] = []
    for _ in 0..<(random.chance(25) ? 2 : 1) {
      guard let other = random.pick(others), var condition = condition(on: other) else { continue }
      // "`NAME dirty` and `NAME pristine` hold when control, manager or group NAME is dirty
      // (pristine)." (Version 2.1)
      if random.chance(15) {
        condition = random.chance(50) ? .dirty(other.name) : .pristine(other.name)
      }
      if !conditions.contains(condition) { conditions.append(condition) }
    }
    return conditions
  }

  /// A value condition that fits a control's kind.
  mutating func condition(on control: ControlSpec) -> ConditionSpec? {
    let name = control.name
    switch control.kind {
    case .toggle: return random.chance(50) ? .on(name) : .off(name)
    case .picker(let options, _):
      let chosen = random.subset(options, max: 2)
      let some = chosen.isEmpty ? [options[0]] : chosen
      return random.chance(50) ? .isAny(name, some) : .isNot(name, some)
    case .field, .date: return random.chance(50) ? .empty(name) : .filled(name)
    case .stepper(let from, let to, _, _):
      let count = random.int(from...to)
      return random.chance(50) ? .atLeast(name, count) : .atMost(name, count)
    case .button: return nil
    }
  }
}
