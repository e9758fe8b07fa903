extension Generator {
  /// A scenario, made step by step against the reference so that its names and rows fit.
  mutating func makeScenario(
    _ screen: ScreenSpec, title: String, after background: [StepSpec] = []
  ) -> ScenarioSpec {
    var model = ReferenceScreen(screen)
    for step in background { _ = model.apply(step) }
    var steps: [StepSpec] = []
    var removed = false
    var queued: [StepSpec] = []
    for _ in 0..<random.int(4...(isDense ? 30 : 22)) {
      if queued.isEmpty, random.chance(12) {
        queued = random.chance(25) ? draftSequence(model) : edgeSequence(model)
      }
      var step = queued.isEmpty ? makeStep(model) : truthful(queued.removeFirst(), model)
      if case .remove = step { removed = true }
      if case .tap(let name) = step, name == "del" { removed = true }
      if avoidsResetAfterRemoval, removed, resets(step, model) { step = .blur }
      step = avoidingKnownDefects(step, model)
      steps.append(step)
      let taps = model.tapsOfButtonsCheckedAfter()
      guard model.apply(step).isPassed,
        model.violatedInvariant(tapped: model.tapped(since: taps)) == nil
      else { break }
    }
    return ScenarioSpec(title: title, steps: steps)
  }

  /// The names a step may use now, by kind: top-level names and row references.
  mutating func names(_ model: ReferenceScreen, _ accepts: (ControlKind) -> Bool) -> [String] {
    var names: [String] = []
    for item in model.spec.items {
      switch item {
      case .control(let control) where accepts(control.kind): names.append(control.name)
      case .group(let group):
        let rows = model.groupStates[group.name]?.rows.count ?? 0
        for control in group.controls where accepts(control.kind) {
          for row in 0..<rows { names.append("\(group.name)[\(row + 1)].\(control.name)") }
          // One past the last row now and then: a step on a missing row fails the scenario.
          if random.chance(3) { names.append("\(group.name)[\(rows + 1)].\(control.name)") }
        }
      default: break
      }
    }
    return names
  }

  /// A step changed to look past a known disagreement that a local run asks to avoid.
  func avoidingKnownDefects(_ step: StepSpec, _ model: ReferenceScreen) -> StepSpec {
    if avoidsSameValueLoad, case .load(let name, let value) = step,
      case .instance(let id) = model.locate(name),
      model.states[id]?.value == model.coerce(value, for: id)
    {
      return .set(name, value)
    }
    if avoidsRowsChangedInFlight, changesRows(step, model),
      model.states.values.contains(where: { $0.sent.map { !$0.groups.isEmpty } ?? false })
    {
      return .blur
    }
    if avoidsRowDatesOutOfBounds, case .today(let day) = step,
      let moved = day.resolved(today: model.today),
      model.groupSpecs.values.flatMap(\.controls).contains(where: {
        !Self.fitsBounds($0, on: moved)
      })
    {
      return .blur
    }
    return step
  }

  /// Whether a step may change a group's rows (a whole-screen reset ends requests instead).
  func changesRows(_ step: StepSpec, _ model: ReferenceScreen) -> Bool {
    switch step {
    case .add, .remove, .loadRows: return true
    case .reset(let name): return name != nil
    case .tap(let name):
      guard case .button(let options) = model.controlSpecs[name]?.kind else { return false }
      return options.adds != nil || options.removes != nil || options.resets != nil
    default: return false
    }
  }

  /// Whether a date control made on a day has its bounds in order and its starting day in them.
  static func fitsBounds(_ control: ControlSpec, on today: Day) -> Bool {
    guard case .date(let from, let to, let selected) = control.kind else { return true }
    let first = from?.resolved(today: today)
    let last = to?.resolved(today: today)
    if let first, let last, first > last { return false }
    guard let day = selected?.resolved(today: today) else { return true }
    return first.map { day >= $0 } ?? true && last.map { day <= $0 } ?? true
  }

  /// Whether a step resets (a `reset` or a tap of a button that resets).
  func resets(_ step: StepSpec, _ model: ReferenceScreen) -> Bool {
    switch step {
    case .reset: return true
    case .tap(let name):
      guard case .button(let options) = model.controlSpecs[name]?.kind else { return false }
      return options.resets != nil
    default: return false
    }
  }

  func isField(_ kind: ControlKind) -> Bool { if case .field = kind { true } else { false } }

  mutating func typedText(for name: String, _ model: ReferenceScreen) -> String {
    if random.chance(25) {
      if case .instance(let id) = model.locate(name), let options = model.fieldOptions(id),
        case .characterClass(.digit) = options.allow
      {
        return random.pick(["1", "42", "12345", "٣"]) ?? "1"
      }
    }
    return random.pick(Self.texts) ?? "a"
  }

  mutating func makeStep(_ model: ReferenceScreen) -> StepSpec {
    if random.chance(6), let step = draftStep(model) { return step }
    let fieldNames = names(model, isField)
    let roll = random.below(100)
    switch roll {
    case 0..<16:
      guard let name = random.pick(fieldNames) else { return .tab }
      return .type(name, typedText(for: name, model))
    case 16..<20:
      guard let name = random.pick(fieldNames) else { return .tab }
      return .paste(name, typedText(for: name, model))
    case 20..<24:
      guard let name = random.pick(fieldNames) else { return .blur }
      return .backspace(name, random.int(1...3))
    case 24..<26: return random.pick(fieldNames).map(StepSpec.clear) ?? .blur
    case 26..<28:
      guard let name = random.pick(fieldNames) else { return .blur }
      let place: CursorPlace =
        switch random.below(3) {
        case 0: .start
        case 1: .end
        default: .offset(random.int(0...3))
        }
      return .cursor(name, place)
    case 28..<32: return random.pick(fieldNames).map(StepSpec.focus) ?? .tab
    case 32..<35: return .blur
    case 35..<38: return .tab
    case 38..<48:
      let buttons = names(model) { if case .button = $0 { true } else { false } }
      return random.pick(buttons).map(StepSpec.tap) ?? .tab
    case 48..<62: return valueStep(model)
    case 62..<70: return .wait(random.pick([100, 200, 300, 500, 1000, 1500, 2000, 3000]) ?? 500)
    case 70..<78: return rowStep(model)
    case 78..<86: return codeStep(model)
    case 86..<89:
      var targets: [String?] = [nil]
      targets += model.managerSpecs.keys.filter { model.groupOf[$0] == nil }.sorted().map { $0 }
      targets += model.groupSpecs.keys.sorted().map { $0 }
      return .reset(random.pick(targets) ?? nil)
    default: return makeExpectation(model)
    }
  }

  private mutating func valueStep(_ model: ReferenceScreen) -> StepSpec {
    let all = names(model) { kind in
      switch kind {
      case .toggle, .picker, .stepper, .date: true
      default: false
      }
    }
    guard let name = random.pick(all), case .instance(let id) = model.locate(name),
      let kind = model.controlSpecs[id.name]?.kind
    else { return .tab }
    switch kind {
    case .toggle: return .toggle(name)
    case .picker(let options, _):
      if random.chance(15) { return .select(name, nil) }
      let option = random.pick(options) ?? options[0]
      // The same option written another way: canonical equivalence.
      if option == "Caf\u{E9}", random.chance(50) { return .select(name, "Cafe\u{301}") }
      return .select(name, option)
    case .stepper:
      let count = random.chance(70) ? 1 : random.int(2...5)
      return random.chance(60) ? .increment(name, count) : .decrement(name, count)
    case .date:
      if random.chance(15) { return .pick(name, nil) }
      if random.chance(20) { return .pick(name, .today(random.pick(Self.offsets) ?? 0)) }
      return .pick(name, random.pick(Self.days).map(DayExpr.fixed))
    default: return .tab
    }
  }

  private mutating func rowStep(_ model: ReferenceScreen) -> StepSpec {
    guard let group = model.groupSpecs.keys.sorted().first else { return .blur }
    let rows = model.groupStates[group]?.rows.count ?? 0
    if random.chance(50) { return .add(group) }
    return .remove(group, random.int(1...max(1, rows + (random.chance(10) ? 1 : 0))))
  }
}
