import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The actions open in a state.
extension StateSpace {
  /// An action that commutes with others: setting a field to a text, flipping a switch or
  /// choosing a value (the control's index on the screen, and the text's number or the value's
  /// place, -1 for a flip).
  struct ActionKey: Hashable {
    let control: Int32
    let text: Int32
  }

  /// Every action open in the current state, each as the steps that carry it out: set a field
  /// that is enabled and shown to each text of its alphabet, toggle such a switch, tap such a
  /// button, choose each other value of such a picker, stepper or date picker, end the focused
  /// field's editing (where ``endsEditing``), answer the oldest outstanding request of each control (valid, invalid,
  /// failed), and wait until the next piece of scheduled work is due; each with its key when it
  /// is one that commutes with
  /// the actions of independent controls (``independent(_:_:)``).
  ///
  /// - Parameter only: When given, only the keyed actions of the controls these keys name (the
  ///   edits woken at a state reached again): nothing else is worked out.
  /// - Returns: The actions, each with its key if it has one.
  func keyedActions(only: [ActionKey]? = nil) -> [(key: ActionKey?, moves: [Move])] {
    var actions: [(key: ActionKey?, moves: [Move])] = []
    actions.reserveCapacity(16)
    let parts = inUse.parts
    func skips(_ control: Int32) -> Bool {
      guard let only else { return false }
      return control < 0 || !only.contains { $0.control == control }
    }
    for (index, field) in parts.fields.enumerated() {
      let control = layout.fields[index].key
      // A disabled or hidden field refuses every edit: nothing to try; nor a row's field while
      // its row does not exist.
      guard !skips(control), let field, field.isEnabled, !field.isHidden else { continue }
      let current = field.text
      for text in alphabet(of: index) where text != current {
        let id = textID(text, of: index)
        let key = control >= 0 ? ActionKey(control: control, text: id) : nil
        actions.append((key, setMoves(field: index, to: text, id: id, from: current)))
      }
    }
    for (index, toggle) in parts.switches.enumerated() {
      let control = layout.switches[index].key
      guard !skips(control), let toggle, toggle.isEnabled, !toggle.isHidden else { continue }
      let key = control >= 0 ? ActionKey(control: control, text: -1) : nil
      actions.append((key, layout.switches[index].toggle))
    }
    if only == nil {
      otherActions(into: &actions)
    } else {
      valueActions(into: &actions, skipping: skips)
    }
    return actions
  }

  /// The moves that set a field to a text (``Move/set(_:to:from:)``), made once for each text
  /// and kept by its number: from the empty field, or from one that holds a text.
  private func setMoves(field index: Int, to text: String, id: Int32, from current: String)
    -> [Move]
  {
    if let known = caches.setMoves[index][id] {
      return current.isEmpty ? known.fromEmpty : known.fromText
    }
    let name = layout.fields[index].name
    let made = (
      fromEmpty: Move.set(name, to: text, from: ""), fromText: Move.set(name, to: text, from: "-")
    )
    caches.setMoves[index][id] = made
    return current.isEmpty ? made.fromEmpty : made.fromText
  }

  /// Whether two edits commute: of different controls that nothing ties together
  /// (``ScreenLayout/coupled``: neither reads the other nor enables it, directly or through a
  /// chain).
  func independent(_ first: ActionKey, _ second: ActionKey) -> Bool {
    first.control != second.control
      && !layout.coupled.contains(Int(first.control), Int(second.control))
  }

  /// The taps, the choices of pickers, steppers and dates, the answers and the wait open now;
  /// only a choice may commute (a tap, an answer and a wait order requests and time).
  func otherActions(into actions: inout [(key: ActionKey?, moves: [Move])]) {
    let buttons = inUse.parts.buttons
    for (index, button) in buttons.enumerated()
    where button.rowChange == nil && button.isEnabled && !button.isHidden {
      actions.append((nil, layout.buttons[index].tap))
    }
    valueActions(into: &actions)
    if endsEditing, inUse.instance.screen.focusedField != nil {
      actions.append((nil, [Move.blur]))
    }
    if !inUse.instance.screen.outstandingRequests.isEmpty {
      actions += answerActions().map { (nil, $0) }
    }
    if let wait = waitToNextWork() { actions.append((nil, [wait])) }
    // What adds or removes a row comes last: a state saved before it cannot be restored after
    // it (the screen is built anew and the path replayed), and after the last action of a state
    // none is.
    for (index, button) in buttons.enumerated()
    where button.rowChange != nil && button.isEnabled && !button.isHidden {
      // A tap that would add a row beyond the most the search gives its group is not tried.
      if let change = button.rowChange, change.adds, !mayAddRow(to: change.group) { continue }
      actions.append((nil, layout.buttons[index].tap))
    }
    rowActions(into: &actions)
    // Last too: a reset may add and remove rows.
    if layout.lifecycle.offersReset { actions.append((nil, [Move(action: .reset(nil))])) }
    if layout.lifecycle.offersCommit { actions.append((nil, [Move(action: .commit(nil))])) }
    if let tomorrow = dayAfter() { actions.append((nil, [Move(action: .today(tomorrow))])) }
  }

  /// The moves open on pickers, steppers and dates that take input now: each value of its
  /// inputs other than the one it holds, keyed by the control's index and the value's place
  /// among its inputs when the control's actions commute.
  func valueActions(
    into actions: inout [(key: ActionKey?, moves: [Move])],
    skipping skips: (Int32) -> Bool = { _ in false }
  ) {
    for (position, control) in inUse.parts.values.enumerated() {
      let slot = layout.values[position]
      guard !skips(slot.key), let control, control.control.isEnabled, !control.control.isHidden,
        let current = control.value
      else { continue }
      for (place, value) in slot.inputs.enumerated() where value != current {
        let moves = slot.moves?[place] ?? Move.setting(control, to: value)
        guard !moves.isEmpty else { continue }
        actions.append(
          (slot.key >= 0 ? ActionKey(control: slot.key, text: Int32(place)) : nil, moves))
      }
    }
  }

  /// The day after today, while the search may still move the day on (midnight passing with
  /// the screen open): up to ``LifecycleKeys/daysMoved`` days after the day it started on.
  func dayAfter() -> CalendarDate? {
    guard layout.lifecycle.daysMoved > 0 else { return nil }
    let today = inUse.instance.clock.today
    guard today.daysSince1970 - file.today.daysSince1970 < layout.lifecycle.daysMoved else {
      return nil
    }
    return today.adding(days: 1)
  }

  /// Whether the search may add a row to a group: it has fewer rows than the most the search
  /// gives it.
  func mayAddRow(to name: String) -> Bool {
    guard let index = layout.groups.firstIndex(where: { $0.name == name }) else { return false }
    return inUse.parts.rowCounts[index] < layout.groups[index].upTo
  }

  /// The steps that add a row to each group below the most rows the search gives it, and that
  /// remove each of its rows while it has more than its fewest: as a user adds one at the end
  /// and removes any.
  func rowActions(into actions: inout [(key: ActionKey?, moves: [Move])]) {
    for (index, group) in layout.groups.enumerated() {
      let count = inUse.parts.rowCounts[index]
      if count < group.upTo { actions.append((nil, [Move.add(group.name)])) }
      // Above its fewest rows, a group has one at least.
      guard count > group.bounds.lowerBound, count > 0 else { continue }
      for row in 1...count { actions.append((nil, [Move.remove(group.name, row)])) }
    }
  }

  /// Answers for the oldest outstanding request of each control: valid, invalid and failed for
  /// a field's check; valid and failed for a button's action.
  func answerActions() -> [[Move]] {
    var answered = Set<String>()
    var actions: [[Move]] = []
    let screen = inUse.instance.screen
    for request in screen.outstandingRequests
    where answered.insert(request.controlName).inserted {
      let name = request.controlName
      actions.append([Move.answer(name, .valid)])
      if let field = screen.field(named: name) {
        let message =
          field.rules.first(where: \.isAsynchronous)?.message ?? "Not accepted."
        actions.append([Move.answer(name, .invalid(message))])
      }
      actions.append([Move.answer(name, .failed("unreachable"))])
    }
    return actions
  }

  /// A wait until the next piece of scheduled work is due, if any is scheduled.
  func waitToNextWork() -> Move? {
    let clock = inUse.instance.clock
    guard let due = clock.nextDueTime else { return nil }
    let delta = due - clock.now
    let milliseconds = max(1, Int((delta / .milliseconds(1)).rounded(.up)))
    return Move.wait(milliseconds: milliseconds)
  }
}
