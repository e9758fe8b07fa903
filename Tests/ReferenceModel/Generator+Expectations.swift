extension Generator {
  /// A `set` or `load` of a value the control can hold, often into a row.
  mutating func codeStep(_ model: ReferenceScreen) -> StepSpec {
    let all = names(model) { if case .button = $0 { false } else { true } }
    guard let name = random.pick(all), case .instance(let id) = model.locate(name),
      let kind = model.controlSpecs[id.name]?.kind
    else { return .blur }
    let value: Value
    switch kind {
    case .field:
      // The same value set twice now and then.
      if random.chance(20), let current = model.states[id]?.value {
        value = current
      } else {
        value = .text(codeText(for: id, model))
      }
    case .toggle: value = .on(random.chance(50))
    case .picker(let options, _): value = .option(random.chance(15) ? nil : random.pick(options))
    case .stepper(let from, let to, _, _): value = .number(random.int(from...to))
    case .date:
      // "VALUE in `set` and `load` must be one the control can hold (... a day in its range)"
      // (Precise points of version 2), bounds read on the today of that step.
      let (from, to) = model.bounds(of: id)
      let day = dayWithin(from.map(DayExpr.fixed), to.map(DayExpr.fixed), on: model.today)
      switch random.chance(15) ? nil : day {
      case .fixed(let day)?: value = .day(day)
      case .today(let offset)?: value = .today(offset)
      case nil: value = .day(nil)
      }
    case .button: return .blur
    }
    return random.chance(55) ? .load(name, value) : .set(name, value)
  }

  /// A text for `set` or `load`; with ``avoidsCanonicalSet``, never one canonically equal to
  /// the field's text in other scalars.
  mutating func codeText(for id: InstanceID, _ model: ReferenceScreen) -> String {
    let text = random.pick(Self.texts) ?? "a"
    if avoidsCanonicalSet, case .text(let current) = model.states[id]?.value, current == text,
      !current.unicodeScalars.elementsEqual(text.unicodeScalars)
    {
      return current
    }
    return text
  }

  /// An assertion, true of the reference most of the time so that scenarios go on.
  mutating func makeExpectation(_ model: ReferenceScreen) -> StepSpec {
    if random.chance(10) {
      let focus = model.focus.map(model.writtenName)
      if random.chance(85) { return .expectFocus(focus) }
      return .expectFocus(random.pick(names(model, isField)))
    }
    var targets = names(model) { _ in true }
    targets += model.managerInstances().map(model.writtenName)
    targets += model.groupSpecs.keys.sorted()
    guard let name = random.pick(targets), case .instance(let id) = model.locate(name) else {
      return .blur
    }
    let candidates = expectations(of: id, model)
    var truth = random.pick(candidates) ?? .valid
    // A day near today is asserted as `today±N` half of the time.
    if let onToday = candidates.first(where: { if case .value(.today) = $0 { true } else { false } }
    ),
      random.chance(50)
    {
      truth = onToday
    }
    guard random.chance(12) else { return .expect(name, truth) }
    return .expect(name, wrong(truth))
  }

  private func wrong(_ truth: Expectation) -> Expectation {
    switch truth {
    case .enabled: .disabled
    case .disabled: .enabled
    case .valid: .invalid
    case .invalid: .pending
    case .pending: .valid
    case .text(let text): .text(text + "x")
    case .refused(let count): .refused(count + 1)
    case .taps(let count): .taps(count + 1)
    case .rows(let count): .rows(count + 1)
    case .requests(let count): .requests(count + 1)
    case .dirty: .pristine
    case .pristine: .dirty
    case .touched: .untouched
    case .untouched: .touched
    case .shown: .hidden
    case .hidden: .shown
    case .on: .off
    case .off: .on
    case .busy: .idle
    case .idle: .busy
    case .noError: .error("M1 fails")
    default: .noError
    }
  }

  private func expectations(of id: InstanceID, _ model: ReferenceScreen) -> [Expectation] {
    let validity: Expectation =
      switch model.validity(of: id) {
      case .valid: .valid
      case .invalid: .invalid
      case .pending: .pending
      }
    let dirty: Expectation = model.isDirty(id) ? .dirty : .pristine
    let touched: Expectation = model.isTouched(id) ? .touched : .untouched
    if model.managerSpecs[id.name] != nil { return [validity, dirty, touched] }
    if model.groupSpecs[id.name] != nil {
      let rows = model.groupStates[id.name]?.rows.count ?? 0
      return [
        validity, dirty, touched, .rows(rows), .refused(model.groupStates[id.name]?.refusals ?? 0),
      ]
    }
    guard let state = model.states[id], let control = model.controlSpecs[id.name] else { return [] }
    var all: [Expectation] = [
      model.isEnabled(id) ? .enabled : .disabled, .refused(state.refusals),
      model.isHidden(id) ? .hidden : .shown,
    ]
    if case .button = control.kind {
      return all + [.taps(state.taps), state.busyToken == nil ? .idle : .busy]
    }
    all += [validity, dirty, touched, .value(state.value)]
    // "`today` is a DATE wherever one may be written (... `expect … value`)" (Version 2.1)
    if case .day(let day?) = state.value,
      let offset = Self.offsets.first(where: { model.today.adding(days: $0) == day })
    {
      all.append(.value(.today(offset)))
    }
    switch state.shown {
    case .written(let message): all.append(.error(message))
    case nil: all.append(.noError)
    default: break
    }
    let written = state.errors.compactMap { if case .written(let text) = $0 { text } else { nil } }
    if written.count == state.errors.count { all.append(.errors(written)) }
    switch state.value {
    case .text(let text): all.append(.text(text))
    case .on(let isOn): all.append(isOn ? .on : .off)
    default: break
    }
    return all
  }
}
