import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

extension Explorer {
  /// The characters that hostile input is made of: ZWJ emoji, flags, combining and decomposed
  /// accents, right-to-left letters, unusual white space, digits beyond ASCII.
  static let alphabet: [String] = [
    "a", "Z", "5", "0", "@", ".", "-", "_", "x", "é", "e\u{301}", "👩‍👩‍👧", "🇫🇷", "🇩",
    "\u{5D0}", "\u{627}", "٣", " ", "\u{A0}", "\u{2003}", "\t", "\u{200B}", "!", "ß", "İ",
  ]

  /// Random runs on one screen: the moves, the coverage seen, and shrinking.
  struct Session {
    let file: CheckedFile
    let space: StateSpace?
    var random: SplitMix64
    var stepKinds: [Keyword.Step: Int] = [:]
    /// The counts by the steps' words, as the report prints them.
    var stepKindCounts: [String: Int] {
      Dictionary(uniqueKeysWithValues: stepKinds.map { ($0.key.rawValue, $0.value) })
    }
    var controls: Set<String> = []
    var failingRules: Set<String> = []
    var passingRules: Set<String> = []
    var managerStates: [String: Set<Validity>] = [:]
    var enablement: [String: Set<Bool>] = [:]
    var validSomewhere: Set<String> = []
    /// The controls seen disabled while every member their managers verify was valid, each
    /// with the model's explanation then: what a "likely bug" rests on.
    var disabledWithAllValid: [String: String] = [:]
    var managedControls: Set<String> = []
    /// The coverage names of each control's rules (``coverageNames(_:_:)``), made once a
    /// control: a control keeps the rules it is made with, and a row's are its template's.
    private var ruleNamesByControl: [String: [String]] = [:]
    /// The moves of the run so far: the way back to its state, for a planner that tries moves.
    private var runPath: [Move] = []

    /// Texts the file itself types, pastes and expects, and the values its remote rules refuse.
    ///
    /// The explorer tries them whole, as users do. Texts that the file types into a
    /// secure field are left out, so that no secret of the file reaches any output.
    let known: [String]
    private let waits: [Int]

    init(file: CheckedFile, random: SplitMix64, rows: Int = 3) {
      self.file = file
      self.random = random
      self.space = StateSpace(file: file, rows: rows)
      var known = space?.layout.textsWritten.map(\.text) ?? []
      let controls = space?.instance.screen.controls ?? []
      for field in space?.instance.screen.fields ?? [] {
        for rule in field.rules {
          if let taken = rule.remoteTaken?.values { known.append(contentsOf: taken.sorted()) }
        }
      }
      self.known = known
      // The durations that matter: each debounce, answer and busy time, and 1 ms either side.
      var durations: [Duration] = []
      for control in controls {
        switch control.kind {
        case .field(let field):
          durations += [field.debounce].compactMap { $0 }
          durations += field.rules.compactMap { $0.remoteTaken?.delay }
        case .button(let button): durations += [button.busyDuration].compactMap { $0 }
        case .toggle, .picker, .stepper, .date: break
        }
      }
      let milliseconds = durations.map { Int($0 / .milliseconds(1)) }.filter { $0 > 0 }
      waits = Array(
        Set([50, 300, 1000] + milliseconds.flatMap { [$0 - 1, $0, $0 + 1] }).filter { $0 > 0 }
      ).sorted()
    }

    /// How many steps in eight head for the invariants' conditions: every other run is led by
    /// them almost wholly, so that a bug behind many valid members is reached, and the others
    /// wander more.
    var directedEighths = 4

    /// A fresh screen, then random steps until a violation or the end.
    mutating func randomRun(steps: Int) -> ([Move], Found?) {
      guard let space else { return ([], nil) }
      space.reset()
      if let found = space.initialViolation() { return ([], found) }
      var moves: [Move] = []
      // A user starts from the declared screen, from what the app loaded into it, or, one run
      // in four, from a state along one of the file's scenarios: a state the file's author
      // reached on purpose, past the app's own members and rules that random steps rarely
      // satisfy together.
      var start: [Move] = []
      if !space.scenarioPaths.isEmpty, chance(4), let path = pick(space.scenarioPaths) {
        start = Array(path.prefix(Int.random(in: 1...path.count, using: &random)))
      } else if !space.appSetups.isEmpty, let setup = pick(space.appSetups + [[]]) {
        start = setup
      }
      for move in start {
        moves.append(move)
        stepKinds[move.kind, default: 0] += 1
        if let found = space.apply(move) ?? space.modelViolation() { return (moves, found) }
      }
      noteCoverage(space.instance)
      for _ in 0..<steps {
        runPath = moves
        let move = randomMove(in: space)
        moves.append(move)
        stepKinds[move.kind, default: 0] += 1
        if let found = space.apply(move) ?? space.modelViolation() { return (moves, found) }
        noteCoverage(space.instance)
      }
      return (moves, nil)
    }

    /// Whether a violation that moves met on restored states is the screen's own.
    ///
    /// It is when the moves replayed on a screen built anew meet it too. When they do not,
    /// restoring states is not to be trusted on this screen: the space replays paths from now
    /// on, and says why.
    func confirm(_ moves: [Move], _ found: Found) -> Bool {
      guard let space, let reason = space.unconfirmed(moves, found) else { return true }
      space.stopRestoring(because: reason)
      return false
    }

    /// Replays a sequence on a fresh screen: the first violation, or `nil` when none occurs
    /// (or a step cannot run, as a cursor past a shortened text).
    func run(_ moves: [Move]) -> (index: Int, violation: Found)? {
      guard let space else { return nil }
      space.reset()
      if let found = space.initialViolation() { return (-1, found) }
      for (index, move) in moves.enumerated() {
        if case .cursor(let name, .offset(let offset)) = move.action,
          let field = space.instance.screen.field(named: name.name),
          offset > field.characterCount
        {
          return nil
        }
        if let found = space.apply(move) ?? space.modelViolation() { return (index, found) }
      }
      return nil
    }

    // MARK: - Steps

    private mutating func pick<T>(_ items: [T]) -> T? {
      items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &random)]
    }

    private mutating func chance(_ outOf: Int) -> Bool {
      Int.random(in: 0..<outOf, using: &random) == 0
    }

    private mutating func randomMove(in space: StateSpace) -> Move {
      // Half the steps head for an invariant's conditions, through the model's explanations.
      if Int.random(in: 0..<8, using: &random) < directedEighths,
        let move = directedMove(in: space)
      {
        if let name = move.textField ?? Self.subject(of: move) { controls.insert(name) }
        return move
      }
      if chance(6), let answer = pick(space.answerActions())?.first {
        return answer
      }
      // The fields that exist now: a row's only while its row does.
      let present = space.parts.fields.indices.filter { space.parts.fields[$0] != nil }
      var choices: [Keyword.Step] = [.blur, .tab, .wait]
      if !present.isEmpty {
        choices += [.type, .type, .paste, .paste, .backspace, .cursor, .focus, .clear]
      }
      if !space.layout.buttons.isEmpty { choices += [.tap, .tap] }
      if !space.layout.switches.isEmpty { choices += [.toggle, .toggle] }
      if !space.layout.values.isEmpty { choices += [.select, .select] }
      if !space.groups.isEmpty { choices += [.add, .remove] }
      if space.offersReset { choices.append(.reset) }
      if space.layout.lifecycle.offersCommit { choices.append(.commit) }
      if space.dayAfter() != nil { choices.append(.today) }
      let kind = pick(choices) ?? .blur
      let fieldIndex = pick(present) ?? 0
      let field = present.isEmpty ? "" : space.layout.fields[fieldIndex].name
      return move(of: kind, field: field, at: fieldIndex, in: space)
    }

    /// A random move of one kind: a field's edit, a tap, a toggle, a wait, a blur or a tab.
    private mutating func move(
      of kind: Keyword.Step, field: String, at fieldIndex: Int, in space: StateSpace
    ) -> Move {
      switch kind {
      case .type, .paste:
        controls.insert(field)
        return textMove(kind, field: field, at: fieldIndex, in: space)
      case .backspace:
        let count = Int.random(in: 1...3, using: &random)
        controls.insert(field)
        return Move(
          action: .backspace(Move.reference(field), count))
      case .cursor:
        controls.insert(field)
        let length = space.instance.screen.field(named: field)?.characterCount ?? 0
        let offset = Int.random(in: 0...length, using: &random)
        return Move(
          action: .cursor(Move.reference(field), .offset(offset)))
      case .focus:
        controls.insert(field)
        return Move(action: .focus(Move.reference(field)))
      case .clear:
        controls.insert(field)
        return Move.clear(field)
      case .tap:
        // A tap that would add a row beyond the most a run gives its group is not made.
        let buttons = space.parts.buttons.filter { button in
          guard let change = button.rowChange, change.adds else { return true }
          return space.mayAddRow(to: change.group)
        }
        let button = pick(buttons)?.name ?? ""
        controls.insert(button)
        return Move.tap(button)
      case .toggle:
        let toggle = pick(space.parts.switches.compactMap { $0?.name }) ?? ""
        controls.insert(toggle)
        return Move.toggle(toggle)
      case .wait:
        if chance(2), let next = space.waitToNextWork() { return next }
        return Move.wait(milliseconds: pick(waits) ?? 300)
      case .select, .increment, .decrement, .pick:
        return valueMove(in: space) ?? Move.blur
      case .blur, .answer, .expect, .explain, .set, .load:
        return Move.blur
      case .commit:
        return space.layout.lifecycle.offersCommit ? Move(action: .commit(nil)) : Move.blur
      case .today:
        return space.dayAfter().map { Move(action: .today($0)) } ?? Move.blur
      case .reset:
        return Move(action: .reset(nil))
      case .add, .remove:
        var moves: [(key: StateSpace.ActionKey?, moves: [Move])] = []
        space.rowActions(into: &moves)
        let wanted = moves.compactMap(\.moves.first).filter { $0.kind == kind }
        return pick(wanted) ?? Move.blur
      case .tab:
        return Move.tab
      }
    }

    /// A `type` or `paste` into a field: a text its rules read, one typed before, or a random
    /// one (now and then a long paste).
    private mutating func textMove(
      _ kind: Keyword.Step, field: String, at fieldIndex: Int, in space: StateSpace
    ) -> Move {
      if chance(2), let move = ruleMove(fieldIndex, in: space) { return move }
      if !known.isEmpty, chance(3), let text = pick(known) {
        return kind == .type ? Move.type(field, text) : Move.paste(field, text)
      }
      let long = kind == .paste && chance(5)
      let text = randomText(
        length: long
          ? Int.random(in: 20...120, using: &random)
          : Int.random(in: kind == .type ? 1...3 : 0...12, using: &random))
      return kind == .type ? Move.type(field, text) : Move.paste(field, text)
    }

    /// A random value for a random picker, stepper or date, out of the values its rules give.
    private mutating func valueMove(in space: StateSpace) -> Move? {
      let present = space.parts.values.compactMap { $0?.control.name }
      guard let name = pick(present), case .control(let control)? = space.instance[name],
        let value = pick(space.layout.valueInputs(named: name))
      else { return nil }
      controls.insert(name)
      return Move.setting(control, to: value).first
    }

    private static func subject(of move: Move) -> String? {
      switch move.action {
      case .tap(let name), .toggle(let name), .clear(let name), .answer(let name, _, _),
        .select(let name, _), .increment(let name, _), .decrement(let name, _), .pick(let name, _):
        name.name
      default: nil
      }
    }

    /// A text from the field's rules that the field takes: one that passes them all or one
    /// that fails one just barely (the other field's current text for `equals`), pasted into
    /// the empty field, or the field cleared first.
    private mutating func ruleMove(_ index: Int, in space: StateSpace) -> Move? {
      let name = space.layout.fields[index].name
      guard let field = space.instance.screen.field(named: name) else { return nil }
      let texts =
        space.alphabet(of: index).filter { !$0.isEmpty }
        + space.layout.fields[index].inputs.valid.dropFirst()
        + space.layout.fields[index].inputs.misses
      guard let text = pick(texts) else { return nil }
      guard field.text.isEmpty else { return Move.clear(name) }
      return Move.paste(name, text)
    }

    /// A move toward an invariant's conditions: what the model says blocks a control the
    /// invariant wants enabled, a member it wants invalid, a switch it wants on or off.
    private mutating func directedMove(in space: StateSpace) -> Move? {
      guard let invariant = pick(file.file.invariants) else {
        // No invariant: head for enabling a control that is disabled, for coverage.
        let disabled = space.instance.screen.controls.filter { !$0.isEnabled }.map(\.name)
        guard let name = pick(disabled) else { return nil }
        return pick(Planner(space: space, path: runPath).moves(toward: name, .enabled))
      }
      let planner = Planner(space: space, path: runPath)
      var candidates: [Move] = []
      for condition in invariant.conditions {
        candidates += planner.moves(toward: condition)
      }
      // A property of a tap: the tap, once the button takes it.
      if let button = invariant.afterTap?.name {
        let enabled = space.instance.screen.control(named: button)?.isEnabled ?? false
        candidates += enabled ? [Move.tap(button)] : planner.moves(toward: button, .enabled)
      }
      return pick(candidates)
    }

    private mutating func randomText(length: Int) -> String {
      var text = ""
      for _ in 0..<length { text += pick(Explorer.alphabet) ?? "a" }
      return text
    }

    // MARK: - Coverage

    /// Notes each rule of a switch, picker, stepper or date passing or failing on its value
    /// now (an asynchronous rule is the app's, and not counted).
    private mutating func noteValueRules(on screen: Screen) {
      for control in screen.controls {
        let kind = control.kind
        if case .field = kind { continue }
        guard let value = kind.value else { continue }
        let rules = kind.rules
        for (rule, name) in zip(rules, ruleNames(of: control.name, count: rules.count) { rules })
        where !rule.isAsynchronous {
          if ValidationRule.failures(of: [rule], value, on: screen).isEmpty {
            passingRules.insert(name)
          } else {
            failingRules.insert(name)
          }
        }
      }
    }

    /// The names the coverage gives a control's rules: its name and each rule's keyword, with
    /// the rule's place among those of its keyword where there are several (`postcode pattern
    /// 2`), so that each is counted on its own.
    static func coverageNames(_ control: String, _ rules: [ValidationRule]) -> [String] {
      var counts: [String: Int] = [:]
      for rule in rules { counts[rule.keyword, default: 0] += 1 }
      var places: [String: Int] = [:]
      return rules.map { rule in
        let keyword = rule.keyword
        places[keyword, default: 0] += 1
        let place = (counts[keyword] ?? 0) > 1 ? " \(places[keyword] ?? 0)" : ""
        return "\(control) \(keyword)\(place)"
      }
    }

    /// The coverage names of a control's rules, from those made before for its name.
    private mutating func ruleNames(
      of control: String, count: Int, _ rules: () -> [ValidationRule]
    ) -> [String] {
      if let names = ruleNamesByControl[control], names.count == count { return names }
      let names = Self.coverageNames(control, rules())
      ruleNamesByControl[control] = names
      return names
    }

    /// Records what the state shows: rules passing and failing, managers' states, each
    /// control's enablement, and the members seen valid.
    mutating func noteCoverage(_ instance: ScreenInstance) {
      for field in instance.screen.fields {
        guard let results = field.syncRuleResults else { continue }
        let names = ruleNames(of: field.name, count: results.count) { results.map(\.0) }
        for ((_, passed), name) in zip(results, names) {
          if passed { passingRules.insert(name) } else { failingRules.insert(name) }
        }
      }
      noteValueRules(on: instance.screen)
      for manager in instance.managers {
        managerStates[manager.name, default: []].insert(manager.validity)
      }
      Explorer.noteValidMembers(of: instance.managers, in: &validSomewhere)
      for control in instance.screen.controls {
        if enablement[control.name]?.contains(true) != true {
          Explorer.noteIfDisabledWithAllValid(control, in: &disabledWithAllValid)
        }
        enablement[control.name, default: []].insert(control.isEnabled)
        if !control.kind.manageable.gates.isEmpty {
          managedControls.insert(control.name)
        }
      }
    }
  }
}
