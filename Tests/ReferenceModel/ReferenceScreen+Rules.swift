import Foundation

/// How a control's rules are run.
enum CheckMode {
  /// A starting value: `remote` counts as passed unless an answer is remembered for the text.
  case starting
  /// An edit, `set` or `load`: every rule, `remote` included.
  case full
  /// A re-check because a named control changed: as the last check of the value was.
  case recheck
}

extension ReferenceScreen {
  /// Runs a control's rules now and records the outcome.
  mutating func runRules(_ id: InstanceID, mode: CheckMode) {
    guard let control = controlSpecs[id.name], var state = states[id] else { return }
    if case .button = control.kind { return }
    // "An edit that comes before the answer cancels the check it started: only the answer for
    // the latest text counts." (Rules)
    state.remoteToken = nil
    if mode == .full { state.isRemoteWaived = false }
    state.debounceToken = nil
    state.readDirtiness = dirtinessRead(by: id)
    let applying = control.rules.filter { rule in rule.conditions.allSatisfy { holds($0, at: id) } }
    // "A field that is **empty and has no `required` rule is valid**, and its other rules are not
    // run." (Rules) "A picker or date with nothing chosen and no `required` rule that applies is
    // valid, and its other rules are not run, as an empty field is." (Version 2, Rules)
    let hasRequired = applying.contains { $0.kind == .required }
    if Self.isEmpty(state.value) && !hasRequired {
      state.validity = .valid
      state.errors = []
      states[id] = state
      refreshShown(id)
      return
    }
    // "With nothing chosen, a picker's or date's rules other than `required` are not run. An
    // empty field whose `required` applies runs every other applying rule too, as in version 1:
    // its errors are the messages of every failing rule, in order." (Precise points of version 2)
    let runnable: [RuleSpec]
    if Self.isEmpty(state.value), !Self.isText(state.value) {
      runnable = applying.filter { $0.kind == .required }
    } else {
      runnable = applying
    }
    var errors: [Message] = []
    var remote: RuleSpec?
    for rule in runnable {
      if case .remote = rule.kind {
        if remote == nil { remote = rule }
        continue
      }
      if !passes(rule.kind, value: state.value, at: id) { errors.append(message(of: rule)) }
    }
    states[id] = state
    // "`remote` runs only when every other rule passes." (Rules)
    if !errors.isEmpty || remote == nil {
      settleCheck(id, validity: errors.isEmpty ? .valid : .invalid, errors: errors)
      return
    }
    guard let remote, case .remote(let taken, let after) = remote.kind else { return }
    startRemote(id, taken: taken, after: after, message: message(of: remote), mode: mode)
  }

  private mutating func startRemote(
    _ id: InstanceID, taken: [String], after: Int, message: Message, mode: CheckMode
  ) {
    guard var state = states[id], case .text(let text) = state.value else { return }
    let isWaived = mode == .starting || (mode == .recheck && state.isRemoteWaived)
    // "A starting value is checked without its `remote` rule, which counts as passed until the
    // value changes; `set` and `load` run every rule, `remote` included (pending until its
    // answer)." (Precise points of version 2)
    if isWaived {
      // "A starting value is checked without its remote rule, counting it as passed, **unless the
      // field remembers an answer for that same text**: then that answer stands" (Version 2.1)
      if let refused = state.remembered[text] {
        settleCheck(id, validity: refused ? .invalid : .valid, errors: refused ? [message] : [])
      } else {
        settleCheck(id, validity: .valid, errors: [])
      }
      return
    }
    // "While an answer is awaited the field is **pending**." (Rules) "While a control is
    // pending, its errors are those of its last completed check (as its shown error stays as it
    // was)." (Precise points of version 2)
    let token = makeToken()
    state.remoteToken = token
    state.requests += 1
    state.validity = .pending
    states[id] = state
    // "fails when the text is one of the V strings" (Rules)
    let isTaken = taken.contains { $0 == text }
    schedule(
      after: after,
      .answer(id, token: token, text: text, taken: isTaken, message: message))
  }

  /// Records a completed check and updates the shown error.
  mutating func settleCheck(_ id: InstanceID, validity: Validity, errors: [Message]) {
    states[id]?.validity = validity
    states[id]?.errors = errors
    refreshShown(id)
  }

  // "A field's shown error is empty until its display policy opens; from then on it follows the
  // field's current errors (and is empty whenever the field is valid)." (When an error shows)
  // "While a field is pending, its shown error stays as it was." (Rules)
  /// Recomputes the shown error from the display and the current errors.
  mutating func refreshShown(_ id: InstanceID) {
    guard var state = states[id] else { return }
    if !state.isDisplayOpen {
      state.shown = nil
    } else if state.validity != .pending {
      state.shown = state.validity == .valid ? nil : state.errors.first
    }
    states[id] = state
  }

  static func isEmpty(_ value: Value) -> Bool {
    switch value {
    case .text(let text): text.isEmpty
    case .option(let option): option == nil
    case .day(let day): day == nil
    case .on, .number, .today: false
    }
  }

  static func isText(_ value: Value) -> Bool {
    if case .text = value { true } else { false }
  }

  /// The message a failing rule gives.
  func message(of rule: RuleSpec) -> Message {
    if let written = rule.message { return .written(written) }
    // "Every rule takes an optional message; without one it has a default message, which names
    // the constraint (for `min-length 8`, it contains `8`)." (Rules)
    switch rule.kind {
    case .minLength(let count), .maxLength(let count), .atLeast(let count), .atMost(let count):
      return .standard(rule: "\(rule.kind)", token: String(count))
    // "A default message of a rule whose REF names a control contains that control's name; an
    // age rule's default message contains N." (Precise points of version 2)
    case .ageAtLeast(let years, _), .ageUnder(let years, _):
      return .standard(rule: "\(rule.kind)", token: String(years))
    case .after(let ref), .before(let ref), .onOrAfter(let ref), .onOrBefore(let ref):
      switch ref {
      case .day(let day): return .standard(rule: "\(rule.kind)", token: day.description)
      case .control(let name): return .standard(rule: "\(rule.kind)", token: name)
      // The page does not say what the default message of a rule on `today` contains.
      case .today: return .standard(rule: "\(rule.kind)", token: "")
      }
    default:
      return .standard(rule: "\(rule.kind)", token: "")
    }
  }
}
