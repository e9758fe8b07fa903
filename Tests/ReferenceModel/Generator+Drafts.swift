extension Generator {
  // "`enabled when CONDITION [and CONDITION]...` | a line after a button (as `shown when`): the
  // button is enabled only while every condition holds" (Version 2.1)
  /// Gives some buttons an `enabled when` line: values, and dirtiness of controls, managers and
  /// the group.
  mutating func addEnabledWhen(
    to buttons: [ControlSpec], controls: [ControlSpec], managers: [ManagerSpec]
  ) -> [ControlSpec] {
    var dirtiness = controls.map(\.name) + managers.map(\.name)
    if group != nil { dirtiness.append("g") }
    return buttons.map { button in
      guard random.chance(20) else { return button }
      var button = button
      var conditions: [ConditionSpec] = []
      for _ in 0..<(random.chance(30) ? 2 : 1) {
        let condition: ConditionSpec?
        if random.chance(55), let name = random.pick(dirtiness) {
          condition = random.chance(60) ? .dirty(name) : .pristine(name)
        } else {
          condition = random.pick(controls).flatMap { self.condition(on: $0) }
        }
        if let condition, !conditions.contains(condition) { conditions.append(condition) }
      }
      if !conditions.isEmpty { button.enabledWhen = conditions }
      return button
    }
  }

  /// Now and then, a top-level control shown, or a rule applying, while a manager or the group
  /// is dirty (or pristine).
  mutating func addManagerDirtiness(to items: [Item], managers: [String]) -> [Item] {
    var names = managers
    if group != nil { names.append("g") }
    guard random.chance(12), let name = random.pick(names) else { return items }
    let condition: ConditionSpec = random.chance(50) ? .dirty(name) : .pristine(name)
    let candidates = items.indices.filter { index in
      guard case .control(let control) = items[index] else { return false }
      switch control.kind {
      case .field, .toggle, .picker, .date: return true
      default: return false
      }
    }
    guard let index = random.pick(candidates), case .control(var control) = items[index] else {
      return items
    }
    if control.shownWhen == nil, random.chance(50) {
      control.shownWhen = [condition]
    } else {
      let kind: RuleKind = if case .toggle = control.kind { .mustBeOn } else { .required }
      control.rules.append(RuleSpec(kind: kind, message: message(), conditions: [condition]))
    }
    var changed = items
    changed[index] = .control(control)
    return changed
  }

  // "A `background` block, before the first scenario, holds steps (no assertions, no
  // `examples`) that run at the start of every scenario of the file, before its own steps"
  // (Version 2.1)
  /// A background: a few steps that pass and keep the invariants, and now and then one that
  /// fails ("a step that fails there fails the scenario at that step's line").
  mutating func makeBackground(_ screen: ScreenSpec) -> [StepSpec] {
    var model = ReferenceScreen(screen)
    var steps: [StepSpec] = []
    for _ in 0..<random.int(1...6) where steps.count < 3 {
      var step: StepSpec
      switch random.below(10) {
      case 0..<3: step = draftStep(model) ?? codeStep(model)
      case 3: step = makeStep(model)
      default: step = codeStep(model)
      }
      step = avoidingKnownDefects(step, model)
      var trial = model
      guard !isAssertion(step) else { continue }
      let taps = trial.tapsOfButtonsCheckedAfter()
      let passes =
        trial.apply(step).isPassed
        && trial.violatedInvariant(tapped: trial.tapped(since: taps)) == nil
      guard passes || random.chance(10) else { continue }
      model = trial
      steps.append(step)
      if !passes { break }
    }
    if steps.isEmpty { steps = [.blur] }
    return steps
  }

  func isAssertion(_ step: StepSpec) -> Bool {
    switch step {
    case .expect, .expectFocus: true
    default: false
    }
  }

  /// A step of version 2.1: `commit`, `load GROUP rows N` or `today`; nil when none fits.
  mutating func draftStep(_ model: ReferenceScreen) -> StepSpec? {
    let group = model.groupSpecs.values.sorted { $0.name < $1.name }.first
    switch random.below(10) {
    case 0..<4: return .commit(commitTarget(model))
    case 4..<6:
      guard let group else { return nil }
      return .loadRows(group.name, random.int(group.from...group.to))
    default:
      // "`today today+N` counts from the current today." (Precise points of version 2.1)
      if random.chance(50) { return .today(.today(random.pick([1, -1, 30, 365, -365]) ?? 1)) }
      return .today(.fixed(random.pick(Self.todays + Self.days) ?? today))
    }
  }

  /// What `commit NAME` names, or nil for the whole screen.
  mutating func commitTarget(_ model: ReferenceScreen) -> String? {
    guard random.chance(65) else { return nil }
    var targets = names(model) { if case .button = $0 { false } else { true } }
    targets += model.managerInstances().map(model.writtenName)
    targets += model.groupSpecs.keys.sorted()
    return random.pick(targets)
  }

  /// What `reset NAME` names (a top-level manager or a group), or nil for the whole screen.
  mutating func resetTarget(_ model: ReferenceScreen) -> String? {
    var targets = model.managerSpecs.keys.filter { model.groupOf[$0] == nil }.sorted()
    targets += model.groupSpecs.keys.sorted()
    return random.pick(targets)
  }

  /// A short sequence of version 2.1: a change committed then reset, a button that commits what
  /// it sent while the user goes on typing, rows loaded then removed and reset.
  mutating func draftSequence(_ model: ReferenceScreen) -> [StepSpec] {
    let fields = names(model, isField)
    let group = model.groupSpecs.values.sorted { $0.name < $1.name }.first
    switch random.below(3) {
    case 0:
      // "`commit` ... so dirty clears" then a reset goes back to the committed values.
      guard let field = random.pick(fields) else { return [] }
      return [
        .type(field, random.pick(Self.texts) ?? "a"), .commit(random.chance(50) ? nil : field),
        .expect(field, .dirty), .type(field, "Q"), .expect(field, .dirty),
        .reset(random.chance(70) ? nil : resetTarget(model)), .expect(field, .dirty),
      ]
    case 1:
      // "A button that `commits` commits the values it sent: those at its accepted tap, not
      // keystrokes typed while it is busy."
      let buttons = names(model) { kind in
        if case .button(let options) = kind { options.commits } else { false }
      }
      guard let button = random.pick(buttons), let field = random.pick(fields) else { return [] }
      return [
        .type(field, random.pick(Self.texts) ?? "a"), .tap(button), .type(field, "Q"),
        .wait(random.pick([300, 1000, 2000]) ?? 1000), .expect(field, .dirty),
        .expect(button, .enabled), .wait(2000), .expect(field, .dirty),
      ]
    default:
      // "`load GROUP rows N` keeps the first rows as they are" then rows removed and reset.
      guard let group else { return [] }
      let count = random.int(max(group.from, 1)...max(group.to, 1))
      guard count <= group.to else { return [] }
      var steps: [StepSpec] = [.loadRows(group.name, count)]
      if let field = group.controls.first(where: { isField($0.kind) }) {
        for row in 1...count where random.chance(60) {
          steps.append(.load("\(group.name)[\(row)].\(field.name)", .text(Self.texts[row])))
        }
      }
      steps += [.remove(group.name, 1), .expect(group.name, .dirty), .add(group.name)]
      steps += [.expect(group.name, .dirty), .reset(random.chance(50) ? nil : group.name)]
      return steps + [.expect(group.name, .dirty)]
    }
  }

  // "In `never`, `GROUP[*].NAME` stands for NAME in each row: an invariant whose conditions name
  // `GROUP[*]` is violated when there is a row for which all of them hold" (Version 2.1)
  /// A `never` line over every row of the group.
  mutating func starInvariant(_ group: GroupSpec, managers: [String]) -> InvariantSpec {
    func starred(_ name: String) -> String { "\(group.name)[*].\(name)" }
    let control = random.pick(group.controls) ?? group.controls[0]
    let words: [StateWord] = [.pending, .invalid, .dirty, .touched, .hidden, .disabled]
    let first: InvariantCondition = .state(starred(control.name), random.pick(words) ?? .pending)
    var rest: [InvariantCondition] = []
    if let other = random.pick(group.controls), let value = condition(on: other) {
      rest.append(.value(value.renamed(starred)))
    }
    if random.chance(40), let name = random.pick(fields + managers) {
      rest.append(.state(name, random.pick([.dirty, .valid, .touched]) ?? .dirty))
    }
    if random.chance(30) { rest.append(.state(starred(control.name), .pristine)) }
    return InvariantSpec(condition: first, whileConditions: rest)
  }

  /// A queued assertion of dirtiness or enablement, made true of the model when it comes (a
  /// sequence's steps are written before the model runs them).
  func truthful(_ step: StepSpec, _ model: ReferenceScreen) -> StepSpec {
    guard case .expect(let name, let expectation) = step,
      case .instance(let id) = model.locate(name)
    else { return step }
    switch expectation {
    case .dirty, .pristine: return .expect(name, model.isDirty(id) ? .dirty : .pristine)
    case .enabled, .disabled: return .expect(name, model.isEnabled(id) ? .enabled : .disabled)
    default: return step
    }
  }

  /// An item whose controls with a `remote` rule read no dirtiness in their rules.
  func withoutDirtyRulesBesideRemote(_ item: Item) -> Item {
    func clean(_ control: ControlSpec) -> ControlSpec {
      guard control.rules.contains(where: { if case .remote = $0.kind { true } else { false } })
      else { return control }
      var control = control
      for index in control.rules.indices {
        control.rules[index].conditions.removeAll(where: \.readsDirtiness)
      }
      return control
    }
    switch item {
    case .control(let control): return .control(clean(control))
    case .group(var group):
      group.controls = group.controls.map(clean)
      return .group(group)
    case .manager: return item
    }
  }
}
