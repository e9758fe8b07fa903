extension ReferenceScreen {
  /// The state of a control (its own), manager or group.
  func validity(of id: InstanceID) -> Validity {
    if managerSpecs[id.name] != nil { return managerValidity(id) }
    if groupSpecs[id.name] != nil { return groupValidity(id.name) }
    return states[id]?.validity ?? .valid
  }

  /// Evaluates an assertion: passed when it holds.
  func check(_ expectation: Expectation, of id: InstanceID) -> StepResult {
    guard !holds(expectation, of: id) else { return .passed }
    // "The output never contains the text of a `secure` field: where it would, it shows as many
    // `•`." (The runner)
    var shown = expectation
    if fieldOptions(id)?.isSecure == true {
      switch expectation {
      case .text(let text): shown = .text(String(repeating: "•", count: text.count))
      case .value(.text(let text)):
        shown = .value(.text(String(repeating: "•", count: text.count)))
      default: break
      }
    }
    return .failed("expected \(shown) of \(writtenName(id))")
  }

  // "An assertion that does not hold fails the scenario, which stops there" (Assertions)
  private func holds(_ expectation: Expectation, of id: InstanceID) -> Bool {
    let state = states[id]
    switch expectation {
    // "`expect NAME enabled` / `disabled` | the control's enablement" (Assertions)
    case .enabled: return isEnabled(id)
    case .disabled: return !isEnabled(id)
    // "`expect NAME valid` / `invalid` / `pending` | a field's, switch's or manager's state
    // (`invalid` means neither valid nor pending)" (Assertions)
    case .valid: return validity(of: id) == .valid
    case .invalid: return validity(of: id) == .invalid
    case .pending: return validity(of: id) == .pending
    // "`expect FIELD error "MSG"` | the shown error is MSG" (Assertions)
    case .error(let message): return state?.shown == .written(message)
    // "`expect FIELD no-error` | no error is shown" (Assertions)
    case .noError: return state?.shown == nil
    // "`expect FIELD errors "MSG"...` | the field's current errors are exactly these, in order"
    case .errors(let messages): return state?.errors == messages.map { Message.written($0) }
    // "`expect FIELD text "TEXT"` | the field's text (for a `secure` field too)" (Assertions)
    // "`expect FIELD value "TEXT"` means `expect FIELD text "TEXT"`." (Precise points of
    // version 2)
    case .text(let text): return state?.value == .text(text)
    // "`expect NAME refused N` | refusals of any control that counts them" (Version 2)
    case .refused(let count):
      if groupSpecs[id.name] != nil { return groupStates[id.name]?.refusals == count }
      return state?.refusals == count
    // "`expect SWITCH value on` / `off` means `expect SWITCH on` / `off`." (Precise points of
    // version 2)
    case .on: return state?.value == .on(true)
    case .off: return state?.value == .on(false)
    // "`expect BUTTON taps N` | the button has accepted N taps" (Assertions)
    case .taps(let count): return state?.taps == count
    case .value(let value): return state?.value == value
    case .shown: return !isHidden(id)
    case .hidden: return isHidden(id)
    case .dirty: return isDirty(id)
    case .pristine: return !isDirty(id)
    case .touched: return isTouched(id)
    case .untouched: return !isTouched(id)
    // The engine's extension: a button is busy from an accepted tap whose request goes out
    // until its busy time ends, a reset ends it, or (with an action) it is answered.
    case .busy: return state?.busyToken != nil
    case .idle: return state?.busyToken == nil
    // "`expect GROUP rows N` | the group has N rows" (Repeated groups)
    case .rows(let count): return groupStates[id.name]?.rows.count == count
    case .requests(let count): return state?.requests == count
    }
  }

  // "Every scenario checks every invariant at its start and after each step; a violation fails
  // the scenario at that step, with the invariant as the expectation." (Invariants: `never`)
  /// The first invariant that is violated now, if any.
  ///
  /// - Parameter tapped: The buttons that accepted a tap in the step just taken: an invariant
  ///   `after tap BUTTON` is checked only when BUTTON is among them (never at the start).
  /// - Returns: The first invariant whose conditions all hold, or `nil`.
  package func violatedInvariant(tapped: Set<String> = []) -> InvariantSpec? {
    spec.invariants.first { invariant in
      if let button = invariant.afterTap, !tapped.contains(button) { return false }
      let conditions = [invariant.condition] + invariant.whileConditions
      // "In `never`, `GROUP[*].NAME` stands for NAME in each row: an invariant whose conditions
      // name `GROUP[*]` is violated when there is a row for which all of them hold, every `[*]`
      // of the invariant meaning that same row." (Version 2.1, Invariants over every row)
      guard let group = conditions.lazy.compactMap({ Self.starredGroup($0.name) }).first else {
        return conditions.allSatisfy { holds($0) }
      }
      let rows = groupStates[group]?.rows.count ?? 0
      return (0..<rows).contains { index in
        conditions.allSatisfy { condition in
          holds(condition.renamed { Self.replacingStar(in: $0, with: index + 1) })
        }
      }
    }
  }

  /// The accepted taps of each button an invariant is checked after, as they are now.
  package func tapsOfButtonsCheckedAfter() -> [String: Int] {
    var taps: [String: Int] = [:]
    for button in spec.invariants.compactMap(\.afterTap) {
      guard case .instance(let id) = locate(button) else { continue }
      taps[button] = states[id]?.taps ?? 0
    }
    return taps
  }

  /// The buttons whose accepted taps grew since `before` (``tapsOfButtonsCheckedAfter()``).
  package func tapped(since before: [String: Int]) -> Set<String> {
    let now = tapsOfButtonsCheckedAfter()
    return Set(before.keys.filter { (now[$0] ?? 0) > (before[$0] ?? 0) })
  }

  /// The group of a name `GROUP[*].NAME`, or nil.
  static func starredGroup(_ name: String) -> String? {
    guard let open = name.firstIndex(of: "["), name[open...].hasPrefix("[*].") else { return nil }
    return String(name[..<open])
  }

  /// `GROUP[*].NAME` as `GROUP[N].NAME`; any other name as it is.
  static func replacingStar(in name: String, with row: Int) -> String {
    guard let group = starredGroup(name) else { return name }
    return "\(group)[\(row)]" + name.dropFirst(group.count + 3)
  }

  // "any condition on a row that does not exist does not hold" (Precise points of version 2)
  private func holds(_ condition: InvariantCondition) -> Bool {
    switch condition {
    case .value(let value):
      guard case .instance(let id) = locate(value.name) else { return false }
      if value.readsDirtiness {
        if id.group != nil, states[id] == nil, managerSpecs[id.name] == nil { return false }
        return value == .dirty(value.name) ? isDirty(id) : !isDirty(id)
      }
      guard let current = states[id]?.value else { return false }
      return Self.holds(value, value: current)
    case .state(let name, let word):
      guard case .instance(let id) = locate(name) else { return false }
      if id.group != nil, states[id] == nil, managerSpecs[id.name] == nil { return false }
      return holds(word, of: id)
    case .rowsAtLeast(let group, let count): return (groupStates[group]?.rows.count ?? 0) >= count
    case .rowsAtMost(let group, let count): return (groupStates[group]?.rows.count ?? 0) <= count
    }
  }

  private func holds(_ word: StateWord, of id: InstanceID) -> Bool {
    switch word {
    case .enabled: holds(Expectation.enabled, of: id)
    case .disabled: holds(Expectation.disabled, of: id)
    case .valid: holds(Expectation.valid, of: id)
    case .invalid: holds(Expectation.invalid, of: id)
    case .pending: holds(Expectation.pending, of: id)
    case .on: holds(Expectation.on, of: id)
    case .off: holds(Expectation.off, of: id)
    case .shown: holds(Expectation.shown, of: id)
    case .hidden: holds(Expectation.hidden, of: id)
    case .dirty: holds(Expectation.dirty, of: id)
    case .pristine: holds(Expectation.pristine, of: id)
    case .touched: holds(Expectation.touched, of: id)
    case .untouched: holds(Expectation.untouched, of: id)
    case .busy: holds(Expectation.busy, of: id)
    case .idle: holds(Expectation.idle, of: id)
    }
  }
}
