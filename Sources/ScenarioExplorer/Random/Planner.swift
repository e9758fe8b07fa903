import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// Moves that bring a control or manager toward a state, read from what the model says blocks
/// it: the explorer's directed search.
///
/// To enable a control, it makes each member of its closed managers valid (a text that passes
/// the field's rules, a switch flipped, a request answered, a debounce waited out); to disable
/// one, it makes a member invalid. Each move is the first step of that: a field that holds a
/// text is cleared first.
final class Planner {
  let space: StateSpace
  /// How many more members the planner may look at: managers reach each other and the app's
  /// members, and a gate may wait on a button that the same gate keeps disabled.
  private var budget = 256

  /// The moves that reached the screen's state from a new screen: the way back to it when a
  /// checkpoint cannot restore it.
  private let path: [Move]

  init(space: StateSpace, path: [Move] = []) {
    self.space = space
    self.path = path
  }

  /// Spends one look; `false` once the budget is spent.
  private func look() -> Bool {
    budget -= 1
    return budget >= 0
  }

  private var screen: Screen { space.instance.screen }

  /// Moves toward one condition of an invariant, a state or a value; none when it holds.
  func moves(toward condition: Invariant.Condition) -> [Move] {
    let name = condition.name.name
    switch condition.check {
    case .state(let state): return moves(toward: name, state)
    // A row added at the end, or the last one removed, within the most rows the explorer
    // gives the group.
    case .rows(let atLeast, let count):
      guard let group = screen.rowGroup(named: name) else { return [] }
      if atLeast, group.count < count, space.mayAddRow(to: name) { return [Move.add(name)] }
      if !atLeast, group.count > count, group.count > group.bounds.lowerBound {
        return [Move.remove(name, group.count)]
      }
      return []
    case .value(let value):
      guard case .control(let control)? = space.instance[name], let current = control.value,
        !value.condition.holds(in: ControlValues([name: current]))
      else { return [] }
      guard control.control.isEnabled, !control.control.isHidden else {
        return gates(of: control.control).flatMap { makeValid($0) }
      }
      let target = space.layout.valueInputs(named: name).first {
        value.condition.holds(in: ControlValues([name: $0]))
      }
      return target.map { Move.setting(control, to: $0) } ?? []
    }
  }

  /// Moves toward one state of a control or manager; none when it holds already.
  func moves(toward name: String, _ state: Invariant.State) -> [Move] {
    switch space.instance[name] {
    case .control(.field(let field))?: return moves(field: field, toward: state)
    case .control(.toggle(let control))?: return moves(switch: control, toward: state)
    case .control(.button(let button))?:
      switch state {
      case .enabled where !button.isEnabled:
        if button.isBusy { return settle(button.name) }
        return gates(of: button).flatMap { makeValid($0) }
      case .disabled where button.isEnabled:
        return gates(of: button).flatMap { makeInvalid($0) } + [Move.tap(button.name)]
      case .valid where button.validity != .valid: return makeValid(button)
      case .invalid where button.validity != .invalid, .pending where button.validity != .pending:
        return makeInvalid(button)
      case .busy where !button.isBusy:
        return button.isEnabled
          ? [Move.tap(button.name)] : gates(of: button).flatMap { makeValid($0) }
      case .idle where button.isBusy: return settle(button.name)
      default: return []
      }
    case .control(let control)?:  // a picker, a stepper, a date picker
      return moves(value: control, toward: state)
    case .manager(let manager)?:
      switch state {
      case .valid where manager.validity != .valid: return makeValid(manager)
      case .invalid where manager.validity != .invalid: return makeInvalid(manager)
      case .pending where manager.validity != .pending: return makePending(manager)
      default: return []
      }
    case .member(let member)?:
      switch state {
      // Its workings are the app's: what usually moves such a member is a request.
      case .valid where member.validity != .valid: return requestMoves(toward: member)
      default: return []
      }
    case .group(let group)?:
      switch state {
      case .valid where group.validity != .valid: return makeValid(group.manager)
      case .invalid where group.validity != .invalid: return makeInvalid(group.manager)
      case .pending where group.validity != .pending: return makePending(group.manager)
      default: return []
      }
    case nil: return []
    }
  }

  private func moves(field: TextField, toward state: Invariant.State) -> [Move] {
    switch state {
    case .empty where !field.text.isEmpty:
      return field.isEnabled ? [Move.clear(field.name)] : gates(of: field).flatMap { makeValid($0) }
    case .filled where field.text.isEmpty:
      guard field.isEnabled else { return gates(of: field).flatMap { makeValid($0) } }
      guard let index = index(of: field) else { return [] }
      let inputs = space.currentInputs(of: index)
      let text =
        inputs.valid.first ?? inputs.misses.first ?? space.layout.fields[index].inputs.sample
      return text.map { [Move.paste(field.name, $0)] } ?? []
    case .enabled where !field.isEnabled: return gates(of: field).flatMap { makeValid($0) }
    case .disabled where field.isEnabled: return gates(of: field).flatMap { makeInvalid($0) }
    case .valid where field.validity != .valid: return makeValid(field)
    case .invalid where field.validity != .invalid: return makeInvalid(field)
    case .pending where field.validity != .pending: return makePending(field)
    default: return []
    }
  }

  private func moves(switch control: Switch, toward state: Invariant.State) -> [Move] {
    switch state {
    case .enabled where !control.isEnabled: return gates(of: control).flatMap { makeValid($0) }
    case .disabled where control.isEnabled: return gates(of: control).flatMap { makeInvalid($0) }
    case .on where !control.isOn, .off where control.isOn: return flip(control)
    case .valid where control.validity != .valid, .invalid where control.validity == .valid:
      return flip(control)
    default: return []
    }
  }

  private func gates(of control: any Control) -> [Manager] {
    control.managers
  }

  private func flip(_ control: Switch) -> [Move] {
    control.isEnabled ? [Move.toggle(control.name)] : gates(of: control).flatMap { makeValid($0) }
  }

  /// Answers or waits out what keeps a control pending or busy.
  private func settle(_ name: String) -> [Move] {
    var moves: [Move] = []
    if !screen.outstandingRequests(of: name).isEmpty { moves.append(Move.answer(name, .valid)) }
    if let wait = space.waitToNextWork() { moves.append(wait) }
    return moves
  }

  private func makeValid(_ manager: Manager, throughRequests: Bool = true) -> [Move] {
    guard look() else { return [] }
    return manager.members.flatMap { member -> [Move] in
      switch MemberKind(member) {
      case .control(.field(let field)):
        field.validity == .valid || !field.isEnabled ? [] : makeValid(field)
      case .control(.toggle(let control)):
        control.validity == .valid || !control.isEnabled ? [] : [Move.toggle(control.name)]
      case .manager(let nested):
        nested.validity == .valid ? [] : makeValid(nested, throughRequests: throughRequests)
      case .control(.button(let button)):
        button.validity == .valid || !throughRequests ? [] : makeValid(button)
      case .control(let control):  // a picker, a stepper, a date picker
        control.validatable.effectiveValidity == .valid ? [] : moves(value: control, toward: .valid)
      case .app:
        member.effectiveValidity == .valid || !throughRequests ? [] : requestMoves(toward: member)
      }
    }
  }

  /// Moves toward a member of the app's own type, whose workings the model cannot see.
  ///
  /// What usually moves such a member (a gate on a request's outcome, a code the app compares)
  /// is a button's request and its answer, or a field no manager verifies, which only the app
  /// reads. So tap an enabled button, answer a request valid, wait for scheduled work, head
  /// for enabling a disabled button, or give such a field a text it takes (the file's own,
  /// where its rules say nothing).
  ///
  /// The moves are tried first on the screen, each repeated a few times (an app's count of
  /// taps, a request answered): a move after which the member is valid is the one returned.
  /// The screen is put back after each try.
  private func requestMoves(toward member: any IValidatable) -> [Move] {
    let moves = requestMoves()
    return movesThatValidate(member, among: moves) ?? moves
  }

  /// How many times in a row a move is tried toward a member of the app's own type.
  private static let triesOfAMove = 8

  /// The first of the moves after which, repeated up to ``triesOfAMove`` times, the member is
  /// valid, tried on the screen and undone (restored, or where states are replayed, the run's
  /// path replayed on a screen built anew); `nil` when none is.
  private func movesThatValidate(_ member: any IValidatable, among moves: [Move]) -> [Move]? {
    let start = space.checkpoint()
    var tried = Set<String>()
    // The member of the screen in use: a screen built anew to replay has its own.
    let name = member.name
    for move in moves where tried.insert(move.line).inserted {
      guard look() else { return nil }
      var validates = false
      for _ in 0..<Self.triesOfAMove where !validates {
        // A violation met on the way is the run's to find, on its own path.
        guard space.apply(move) == nil else { break }
        validates = (space.instance[name]?.validatable ?? member).effectiveValidity == .valid
      }
      space.reach(start, path: { self.path })
      if validates { return [move] }
    }
    return nil
  }

  private func requestMoves() -> [Move] {
    guard look() else { return [] }
    var moves: [Move] = []
    for (index, field) in space.parts.fields.enumerated() {
      guard let field, field.isEnabled, field.verifyingManagers.isEmpty,
        let text = space.currentInputs(of: index).valid.first, text != field.text,
        let move = Move.set(field.name, to: text, from: field.text).first
      else { continue }
      moves.append(move)
    }
    for name in space.layout.buttons.map(\.name) {
      guard let button = space.instance[name]?.button else { continue }
      if button.isEnabled {
        moves.append(Move.tap(name))
      } else if !button.isBusy {
        moves += gates(of: button).flatMap { makeValid($0, throughRequests: false) }
      }
    }
    for request in screen.outstandingRequests {
      moves.append(Move.answer(request.controlName, .valid))
    }
    if let wait = space.waitToNextWork() { moves.append(wait) }
    return moves
  }

  private func makeInvalid(_ manager: Manager) -> [Move] {
    guard look() else { return [] }
    return manager.members.flatMap { member -> [Move] in
      switch MemberKind(member) {
      case .control(.field(let field)): field.isEnabled ? makeInvalid(field) : []
      case .control(.toggle(let control)):
        control.isEnabled && control.validity == .valid && !control.rules.isEmpty
          ? [Move.toggle(control.name)] : []
      case .manager(let nested): makeInvalid(nested)
      case .control(.button(let button)): makeInvalid(button)
      case .control(let control): moves(value: control, toward: .invalid)
      case .app: []
      }
    }
  }

  private func makePending(_ manager: Manager) -> [Move] {
    guard look() else { return [] }
    return manager.members.flatMap { member -> [Move] in
      switch MemberKind(member) {
      case .control(.field(let field)): field.isEnabled ? makePending(field) : []
      case .manager(let nested): makePending(nested)
      case .control(.toggle), .control(.button), .control(.picker), .control(.stepper),
        .control(.date), .app:
        []
      }
    }
  }

  /// A button's last request succeeds: answer it valid, or tap the button (enabling it first).
  private func makeValid(_ button: Button) -> [Move] {
    guard look() else { return [] }
    if button.isBusy { return settle(button.name) }
    if button.isEnabled { return [Move.tap(button.name)] }
    return gates(of: button).flatMap { makeValid($0, throughRequests: false) }
  }

  /// A button's last request fails or goes out again: answer it failed, or tap the button.
  private func makeInvalid(_ button: Button) -> [Move] {
    if !screen.outstandingRequests(of: button.name).isEmpty {
      return [Move.answer(button.name, .failed("unreachable"))]
    }
    return button.isEnabled ? [Move.tap(button.name)] : []
  }

  private func index(of field: TextField) -> Int? {
    space.layout.fields.firstIndex { $0.name == field.name }
  }

  private func makeValid(_ field: TextField) -> [Move] {
    guard look() else { return [] }
    guard field.isEnabled else { return gates(of: field).flatMap { makeValid($0) } }
    if field.validity == .pending { return settle(field.name) }
    guard let index = index(of: field), let text = space.currentInputs(of: index).valid.first
    else { return [] }
    return [Move.set(field.name, to: text, from: field.text).first].compactMap { $0 }
  }

  private func makeInvalid(_ field: TextField) -> [Move] {
    guard field.isEnabled, let index = index(of: field) else { return [] }
    if field.validity == .pending {
      return screen.outstandingRequests(of: field.name).isEmpty
        ? [] : [Move.answer(field.name, .invalid("Not accepted."))]
    }
    let misses = space.currentInputs(of: index).misses
    let isRequired = field.rules.contains { if case .required = $0.kind { true } else { false } }
    let texts = isRequired ? [""] + misses : misses
    return texts.compactMap { Move.set(field.name, to: $0, from: field.text).first }
  }

  private func makePending(_ field: TextField) -> [Move] {
    guard field.isEnabled, let index = index(of: field),
      field.debounce != nil || field.rules.contains(where: \.isAsynchronous)
    else { return [] }
    let texts =
      space.currentInputs(of: index).valid.prefix(1) + space.layout.fields[index].inputs.taken
    return texts.compactMap { Move.set(field.name, to: $0, from: field.text).first }
  }

  /// Moves toward a state of a picker, stepper or date: enable it through its managers, or give
  /// it a value of its inputs under which the state holds (its rules pass or fail, it is empty
  /// or filled), trying each value on the screen and putting the state back.
  private func moves(value control: ControlKind, toward state: Invariant.State) -> [Move] {
    let base = control.control
    switch state {
    case .enabled where !base.isEnabled: return gates(of: base).flatMap { makeValid($0) }
    case .disabled where base.isEnabled: return gates(of: base).flatMap { makeInvalid($0) }
    case .enabled, .disabled, .on, .off, .pending, .shown, .hidden: return []
    case .dirty, .pristine, .touched, .untouched, .busy, .idle: return []
    case .valid, .invalid, .empty, .filled:
      guard base.isEnabled, !base.isHidden, let current = control.value else {
        return gates(of: base).flatMap { makeValid($0) }
      }
      let holds: (ControlValue) -> Bool = { value in
        switch state {
        case .empty: value.isEmpty
        case .filled: !value.isEmpty
        case .valid: ValidationRule.failures(of: control.rules, value, on: self.screen).isEmpty
        default: !ValidationRule.failures(of: control.rules, value, on: self.screen).isEmpty
        }
      }
      if holds(current) { return [] }
      let target = space.layout.valueInputs(named: base.name).first { $0 != current && holds($0) }
      return target.map { Move.setting(control, to: $0) } ?? []
    }
  }
}
