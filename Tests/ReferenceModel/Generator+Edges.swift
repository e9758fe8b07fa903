extension Generator {
  /// A short sequence aimed at an edge: a focused row removed, remote answers out of order, the
  /// same value set twice, loads into rows then a removal and a reset, dirty and touched read.
  mutating func edgeSequence(_ model: ReferenceScreen) -> [StepSpec] {
    let fields = names(model, isField)
    let group = model.groupSpecs.values.sorted { $0.name < $1.name }.first
    let rows = group.flatMap { model.groupStates[$0.name]?.rows.count } ?? 0
    switch random.below(10) {
    case 9:
      // A row changed, a field focused, then the row removed.
      guard let group, rows > 1, let control = group.controls.first,
        !avoidsShownWhenWithConditions
      else { return [] }
      let row = "\(group.name)[1].\(control.name)"
      guard case .instance(let id) = model.locate(row), let field = random.pick(fields) else {
        return []
      }
      let value: Value =
        switch model.controlSpecs[id.name]?.kind {
        case .toggle: .on(model.states[id]?.value != .on(true))
        case .field: .text("Q")
        default: .text("")
        }
      guard value != .text("") else { return [] }
      return [.set(row, value), .focus(field), .remove(group.name, 1), .expectFocus(field)]
    case 7: return serverAnswerSequence(model, fields)
    case 8:
      // The same text in other scalars, typed then set.
      guard let field = random.pick(fields), !avoidsCanonicalSet else { return [] }
      return [.type(field, "Caf\u{E9}"), .set(field, .text("Cafe\u{301}"))]
    case 0:
      // Focus on a row that is then removed.
      guard let group, rows > 0, let field = group.controls.first(where: { isField($0.kind) })
      else { return [] }
      let row = random.int(1...rows)
      return [
        .focus("\(group.name)[\(row)].\(field.name)"), .remove(group.name, row), .expectFocus(nil),
      ]
    case 1:
      // Two edits whose checks are answered late or out of order.
      guard let field = random.pick(fields) else { return [] }
      let first = random.pick(["taken", "Ann", "ab"]) ?? "ab"
      return [
        .type(field, first), .wait(random.pick([100, 250, 700]) ?? 100), .type(field, "x"),
        .wait(random.pick([300, 1000]) ?? 300), .backspace(field, 1), .wait(2000),
      ]
    case 2:
      // The same value set twice, then loaded.
      guard let field = random.pick(fields) else { return [] }
      guard case .instance(let id) = model.locate(field) else { return [] }
      let text = codeText(for: id, model)
      return [.set(field, .text(text)), .set(field, .text(text)), .load(field, .text(text))]
    case 3:
      // Loads into rows, a removal, then a reset: the rows come back by place.
      guard let group, rows > 0, let field = group.controls.first(where: { isField($0.kind) })
      else { return [] }
      var steps: [StepSpec] = []
      for row in model.groupStates[group.name]?.rows ?? [] {
        let id = InstanceID(group: group.name, row: row.id, name: field.name)
        let text = codeText(for: id, model)
        steps.append(.load(model.writtenName(id), .text(text)))
      }
      steps.append(.remove(group.name, 1))
      if !avoidsResetAfterRemoval { steps += [.reset(random.chance(50) ? nil : group.name)] }
      return steps
    default: return lifecycleReads(model)
    }
  }

  /// A text the server refuses is loaded, another typed, then a reset: the answer stands.
  private mutating func serverAnswerSequence(
    _ model: ReferenceScreen, _ fields: [String]
  ) -> [StepSpec] {
    let remote = fields.filter { name in
      guard case .instance(let id) = model.locate(name) else { return false }
      return model.controlSpecs[id.name]?.rules.contains {
        if case .remote = $0.kind { true } else { false }
      } ?? false
    }
    guard let field = random.pick(remote) else { return [] }
    return [
      .load(field, .text("taken")), .wait(1500), .clear(field), .type(field, "ok"), .wait(1500),
      random.chance(50) ? .reset(nil) : .blur, .expect(field, .valid),
    ]
  }

  /// Dirty and touched of names the screen has now.
  private mutating func lifecycleReads(_ model: ReferenceScreen) -> [StepSpec] {
    var targets = names(model) { _ in true }
    targets += model.managerInstances().map(model.writtenName) + model.groupSpecs.keys.sorted()
    return (0..<random.int(1...3)).compactMap { _ in
      guard let name = random.pick(targets), case .instance(let id) = model.locate(name) else {
        return nil
      }
      if model.controlSpecs[id.name].map(ReferenceScreen.hasValue) == false { return nil }
      return random.chance(50)
        ? .expect(name, model.isDirty(id) ? .dirty : .pristine)
        : .expect(name, model.isTouched(id) ? .touched : .untouched)
    }
  }
}
