/// What became of a step in the reference.
package enum StepResult: Hashable, Sendable {
  case passed
  case failed(String)

  /// Whether the step passed.
  package var isPassed: Bool { self == .passed }
}

extension ReferenceScreen {
  /// A name of a step: a control, manager or group, or a row reference.
  enum Target {
    case instance(InstanceID)
    case missingRow(group: String, rows: Int)
  }

  /// Finds what a step's name (`NAME` or `GROUP[N].NAME`) means now.
  func locate(_ written: String) -> Target {
    guard let open = written.firstIndex(of: "["), let close = written.firstIndex(of: "]") else {
      return .instance(InstanceID(group: nil, row: 0, name: written))
    }
    let group = String(written[..<open])
    let index = Int(written[written.index(after: open)..<close]) ?? 0
    let name = String(written[written.index(close, offsetBy: 2)...])
    let rows = groupStates[group]?.rows ?? []
    // "A step or assertion on `GROUP[N].NAME` with no row N fails the scenario, saying how many
    // rows there are." (Repeated groups)
    guard index >= 1, index <= rows.count else {
      return .missingRow(group: group, rows: rows.count)
    }
    return .instance(InstanceID(group: group, row: rows[index - 1].id, name: name))
  }

  /// Applies a step or evaluates an assertion.
  package mutating func apply(_ step: StepSpec) -> StepResult {
    switch step {
    case .blur:
      // "`blur` | editing of the focused field ends; focus goes nowhere" (Scenarios, Steps)
      if let current = focus {
        focus = nil
        endEditing(current)
      }
      return .passed
    case .tab:
      tab()
      return .passed
    case .wait(let milliseconds):
      advance(by: milliseconds)
      return .passed
    case .add(let group):
      addStep(group)
      return .passed
    case .remove(let group, let index): return removeStep(group, index)
    case .reset(let name):
      reset(name)
      return .passed
    case .commit(let name): return commit(name)
    case .loadRows(let group, let count):
      loadRows(group, count)
      return .passed
    case .today(let day): return moveToday(day)
    case .expectFocus(let name):
      let shown = focus.map(writtenName) ?? "none"
      return shown == (name ?? "none") ? .passed : .failed("focus is \(shown)")
    case .expect(let name, let expectation):
      switch locate(name) {
      case .missingRow(let group, let rows): return .failed("\(group) has \(rows) rows")
      case .instance(let id):
        if case .value(let value) = expectation {
          return check(.value(coerce(value, for: id)), of: id)
        }
        return check(expectation, of: id)
      }
    default: return applyToControl(step)
    }
  }

  private mutating func applyToControl(_ step: StepSpec) -> StepResult {
    let name: String
    switch step {
    case .type(let written, _), .paste(let written, _), .backspace(let written, _),
      .clear(let written), .cursor(let written, _), .focus(let written), .tap(let written),
      .toggle(let written), .select(let written, _), .increment(let written, _),
      .decrement(let written, _), .pick(let written, _), .set(let written, _),
      .load(let written, _):
      name = written
    default: return .passed
    }
    switch locate(name) {
    case .missingRow(let group, let rows): return .failed("\(group) has \(rows) rows")
    case .instance(let id): return applyToControl(step, id)
    }
  }

  private mutating func applyToControl(_ step: StepSpec, _ id: InstanceID) -> StepResult {
    switch step {
    case .type(_, let typed): type(id, typed)
    case .paste(_, let pasted): paste(id, pasted)
    case .backspace(_, let count): backspace(id, count)
    case .clear:
      // "`clear FIELD` | focus FIELD, then empty it in one edit (nothing when already empty)"
      if takeFocus(id), !text(id).isEmpty { applyEdit(id, text: "", cursor: 0) }
    case .cursor(_, let place): return cursor(id, place)
    case .focus:
      // "`focus FIELD` | editing of the focused field ends, then FIELD gets the focus"
      _ = takeFocus(id)
    case .tap: tap(id)
    case .toggle: toggle(id)
    case .select(_, let option): choose(id, .option(option))
    case .increment(_, let count): press(id, count: count, up: true)
    case .decrement(_, let count): press(id, count: count, up: false)
    case .pick(_, let day): pick(id, day)
    case .set(_, let value): setValue(id, coerce(value, for: id), isLoad: false)
    case .load(_, let value): setValue(id, coerce(value, for: id), isLoad: true)
    default: break
    }
    return .passed
  }

  /// A value as written (`"V"`, `none`) read as the kind of the control takes it.
  func coerce(_ value: Value, for id: InstanceID) -> Value {
    switch (controlSpecs[id.name]?.kind, value) {
    case (.picker?, .text(let option)): .option(option)
    case (.date?, .option(nil)): .day(nil)
    // "`today` is a DATE wherever one may be written (... `load`, `set`, `pick`, `expect …
    // value`)" (Version 2.1, Today)
    case (_, .today(let offset)): .day(today.adding(days: offset))
    default: value
    }
  }

  /// The name a snapshot and `expect focus` give an instance (`GROUP[N].NAME` in a row).
  func writtenName(_ id: InstanceID) -> String {
    guard let group = id.group, let place = place(of: id) else { return id.name }
    return "\(group)[\(place)].\(id.name)"
  }

  // "`backspace FIELD [N]` | focus FIELD, then delete the character before the cursor, N times
  // (default 1), one edit each; at the start of the text it does nothing" (Scenarios, Steps)
  private mutating func backspace(_ id: InstanceID, _ count: Int) {
    guard takeFocus(id) else { return }
    for _ in 0..<count {
      guard focus == id else {
        states[id]?.refusals += 1
        continue
      }
      var characters = Array(text(id))
      let cursor = min(states[id]?.cursor ?? 0, characters.count)
      guard cursor > 0 else { continue }
      characters.remove(at: cursor - 1)
      let newText = String(characters)
      applyEdit(id, text: newText, cursor: min(cursor - 1, newText.count))
    }
  }

  // "`cursor FIELD start` / `end` / `N` | focus FIELD and put the cursor there (N characters from
  // the start; N past the end is an error of the scenario)" (Scenarios, Steps)
  private mutating func cursor(_ id: InstanceID, _ place: CursorPlace) -> StepResult {
    // The page leaves open which comes first; the step focuses FIELD first, and "a step that
    // would focus it changes nothing and counts one refusal" (Scenarios, Steps), so a refused
    // focus ends the step before its N is read.
    guard takeFocus(id) else { return .passed }
    let length = text(id).count
    if case .offset(let offset) = place, offset > length {
      return .failed("cursor \(offset) is past the end (\(length))")
    }
    switch place {
    case .start: states[id]?.cursor = 0
    case .end: states[id]?.cursor = length
    case .offset(let offset): states[id]?.cursor = offset
    }
    return .passed
  }

  // "`tab` | focus moves to the next enabled field in declaration order (the first, when focus
  // is nowhere), or nowhere after the last" (Scenarios, Steps); hidden ones are "skipped by
  // `tab`" (Shown and hidden)
  private mutating func tab() {
    let fields = orderedInstances().filter { fieldOptions($0) != nil }
    let start = focus.flatMap { current in fields.firstIndex(of: current).map { $0 + 1 } } ?? 0
    let next = fields[min(start, fields.count)...].first { canFocus($0) }
    if let next {
      moveFocus(to: next)
    } else if let current = focus {
      focus = nil
      endEditing(current)
    }
  }
}
