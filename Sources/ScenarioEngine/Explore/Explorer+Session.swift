import ControlModel
import ValidationManager

/// A seeded, repeatable random generator.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One step the explorer takes, with the scenario line that writes it.
struct Move {
  /// The kinds of step the explorer takes; the raw values are the format's keywords.
  enum Kind: String, CaseIterable {
    case type, paste, backspace, cursor, focus, clear, tap, toggle, wait, blur, tab
  }

  let action: Step.Action
  let kind: Kind
  let line: String
  /// The field a `paste` went to, to check that a refused paste changed nothing.
  let pastedField: String?
}

/// A violated property, and the assertion that shows it in a scenario (none for a file
/// invariant, which the scenario checks by itself).
struct Found {
  let expected: String
  let actual: String
  let assertion: String?
}

extension Explorer {
  /// The characters that hostile input is made of: ZWJ emoji, flags, combining and decomposed
  /// accents, right-to-left letters, unusual white space, digits beyond ASCII.
  static let alphabet: [String] = [
    "a", "Z", "5", "0", "@", ".", "-", "_", "x", "é", "e\u{301}", "👩‍👩‍👧", "🇫🇷", "🇩",
    "\u{5D0}", "\u{627}", "٣", " ", "\u{A0}", "\u{2003}", "\t", "\u{200B}", "!", "ß", "İ",
  ]

  struct Session {
    let file: CheckedFile
    var random: SplitMix64
    var stepKinds: [String: Int] = [:]
    var controls: Set<String> = []
    var failingRules: Set<String> = []
    var passingRules: Set<String> = []
    var managerStates: [String: Set<Validity>] = [:]
    var enablement: [String: Set<Bool>] = [:]
    var disabledBecause: [String: String] = [:]
    var managedControls: Set<String> = []

    /// Texts the file itself types, pastes and expects, and the values its remote rules
    /// refuse: the explorer tries them whole, as users do.
    let known: [String]

    init(file: CheckedFile, random: SplitMix64) {
      self.file = file
      self.random = random
      var known: [String] = []
      for scenario in file.scenarios {
        for step in scenario.steps {
          switch step.action {
          case .type(_, let text), .paste(_, let text): known.append(text)
          case .expect(.text(_, let text)): known.append(text)
          default: continue
          }
        }
      }
      // The built screen, declared or from the catalogue, says what there is to explore.
      let controls = file.makeScreen()?.screen.controls ?? []
      for case let field as TextField in controls {
        for rule in field.rules {
          if let taken = rule.remoteTaken?.values {
            known.append(contentsOf: taken.sorted())
          }
        }
      }
      self.known = known.filter { !$0.isEmpty }
      fields = controls.compactMap { ($0 as? TextField)?.name }
      buttons = controls.compactMap { ($0 as? Button)?.name }
      switches = controls.compactMap { ($0 as? Switch)?.name }
      // The durations that matter: each debounce, answer and busy time, and 1 ms either side.
      var durations: [Duration] = []
      for control in controls {
        if let field = control as? TextField {
          durations += [field.debounce].compactMap { $0 }
          durations += field.rules.compactMap { $0.remoteTaken?.delay }
        } else if let button = control as? Button, let busy = button.busyDuration {
          durations.append(busy)
        }
      }
      let milliseconds = durations.map { Int($0 / .milliseconds(1)) }.filter { $0 > 0 }
      waits = Array(
        Set(
          [50, 100, 200, 300, 500, 1000, 2000] + milliseconds.flatMap { [$0 - 1, $0, $0 + 1] }
        ).filter { $0 > 0 }
      ).sorted()
    }

    private let waits: [Int]

    /// The waits, in milliseconds, that the explorer tries.
    var waitDurations: [Int] { waits }

    private let fields: [String]
    private let buttons: [String]
    private let switches: [String]

    /// A fresh screen, then random steps until a violation or the end.
    mutating func randomRun(steps: Int) -> ([Move], Found?) {
      guard let instance = file.makeScreen() else { return ([], nil) }
      let replayer = Replayer(file: file, instance: instance)
      if let mismatch = replayer.invariantViolation() {
        return ([], Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil))
      }
      var moves: [Move] = []
      noteCoverage(instance)
      for _ in 0..<steps {
        let move = randomMove(on: instance)
        moves.append(move)
        stepKinds[move.kind.rawValue, default: 0] += 1
        if let found = Self.apply(move, replayer: replayer, instance: instance) {
          return (moves, found)
        }
        noteCoverage(instance)
      }
      return (moves, nil)
    }

    /// Replays a sequence on a fresh screen: the first violation, or `nil` when none occurs
    /// (or a step cannot run, as a cursor past a shortened text).
    func run(_ moves: [Move]) -> (index: Int, violation: Found)? {
      guard let instance = file.makeScreen() else { return nil }
      let replayer = Replayer(file: file, instance: instance)
      if let mismatch = replayer.invariantViolation() {
        return (-1, Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil))
      }
      for (index, move) in moves.enumerated() {
        if case .cursor(let name, .offset(let offset)) = move.action,
          case .field(let field)? = instance[name.name], offset > field.characterCount
        {
          return nil
        }
        if let found = Self.apply(move, replayer: replayer, instance: instance) {
          return (index, found)
        }
      }
      return nil
    }

    /// The shortest sequence found that still violates the same property: chunks of steps
    /// removed while it does, then any pair of steps, then texts cut to their shortest.
    func shrink(_ moves: [Move], property: String) -> [Move] {
      func reproduces(_ candidate: [Move]) -> Bool {
        run(candidate)?.violation.expected == property
      }
      var current = moves
      if let index = run(current)?.index, index >= 0 { current = Array(current.prefix(index + 1)) }
      var chunk = max(1, current.count / 2)
      while true {
        var index = 0
        var removed = false
        while index < current.count {
          let candidate = Array(current[..<index] + current[min(current.count, index + chunk)...])
          if reproduces(candidate) {
            current = candidate
            removed = true
          } else {
            index += chunk
          }
        }
        if chunk == 1 && !removed { break }
        if !removed { chunk = max(1, chunk / 2) }
      }
      // Pairs of steps that undo each other (a focus and a blur, a toggle and a toggle back)
      // need not stand side by side: try removing every pair of a short sequence.
      var pairRemoved = true
      while pairRemoved, current.count <= 24 {
        pairRemoved = false
        search: for first in current.indices {
          for second in current.indices where second > first {
            var candidate = current
            candidate.remove(at: second)
            candidate.remove(at: first)
            if reproduces(candidate) {
              current = candidate
              pairRemoved = true
              break search
            }
          }
        }
      }
      for index in current.indices {
        for simpler in Self.simpler(current[index]) {
          var candidate = current
          candidate[index] = simpler
          if reproduces(candidate) {
            current = candidate
            break
          }
        }
      }
      if let index = run(current)?.index, index >= 0 { current = Array(current.prefix(index + 1)) }
      return current
    }

    // MARK: - Steps

    private mutating func randomMove(on instance: ScreenInstance) -> Move {
      var choices: [Move.Kind] = [.blur, .tab, .wait]
      if !fields.isEmpty {
        choices += [.type, .type, .type, .paste, .backspace, .cursor, .focus, .clear]
      }
      if !buttons.isEmpty { choices += [.tap, .tap] }
      if !switches.isEmpty { choices += [.toggle, .toggle] }
      let kind = choices[Int.random(in: 0..<choices.count, using: &random)]
      let field = fields.isEmpty ? "" : fields[Int.random(in: 0..<fields.count, using: &random)]
      switch kind {
      case .type:
        controls.insert(field)
        if let move = ruleMove(field, on: instance) { return move }
        if !known.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
          return Self.typeMove(field, known[Int.random(in: 0..<known.count, using: &random)])
        }
        return Self.typeMove(field, randomText(length: Int.random(in: 1...3, using: &random)))
      case .paste:
        controls.insert(field)
        if !known.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
          return Self.pasteMove(field, known[Int.random(in: 0..<known.count, using: &random)])
        }
        let long = Int.random(in: 0..<5, using: &random) == 0
        return Self.pasteMove(
          field,
          randomText(
            length: long
              ? Int.random(in: 20...120, using: &random) : Int.random(in: 0...12, using: &random)))
      case .backspace:
        let count = Int.random(in: 1...3, using: &random)
        controls.insert(field)
        return Move(
          action: .backspace(Self.reference(field), count), kind: kind,
          line: "backspace \(field) \(count)", pastedField: nil)
      case .cursor:
        controls.insert(field)
        let length: Int
        if case .field(let control)? = instance[field] {
          length = control.characterCount
        } else {
          length = 0
        }
        let offset = Int.random(in: 0...length, using: &random)
        return Move(
          action: .cursor(Self.reference(field), .offset(offset)), kind: kind,
          line: "cursor \(field) \(offset)", pastedField: nil)
      case .focus:
        controls.insert(field)
        return Move(
          action: .focus(Self.reference(field)), kind: kind, line: "focus \(field)",
          pastedField: nil)
      case .clear:
        controls.insert(field)
        return Move(
          action: .clear(Self.reference(field)), kind: kind, line: "clear \(field)",
          pastedField: nil)
      case .tap:
        let button = buttons[Int.random(in: 0..<buttons.count, using: &random)]
        controls.insert(button)
        return Move(
          action: .tap(Self.reference(button)), kind: kind, line: "tap \(button)", pastedField: nil)
      case .toggle:
        let toggle = switches[Int.random(in: 0..<switches.count, using: &random)]
        controls.insert(toggle)
        return Move(
          action: .toggle(Self.reference(toggle)), kind: kind, line: "toggle \(toggle)",
          pastedField: nil)
      case .wait:
        let milliseconds = waits[Int.random(in: 0..<waits.count, using: &random)]
        return Move(
          action: .wait(.milliseconds(milliseconds)), kind: kind, line: "wait \(milliseconds)ms",
          pastedField: nil)
      case .blur:
        return Move(action: .blur, kind: kind, line: "blur", pastedField: nil)
      case .tab:
        return Move(action: .tab, kind: kind, line: "tab", pastedField: nil)
      }
    }

    /// Now and then, a text from the field's rules: one that passes them all (pasted into the
    /// empty field, or the field cleared first), or one that fails a rule just barely.
    private mutating func ruleMove(_ name: String, on instance: ScreenInstance) -> Move? {
      guard case .field(let field)? = instance[name] else { return nil }
      let roll = Int.random(in: 0..<6, using: &random)
      guard roll < 3 else { return nil }
      let compared: (String) -> String? = { other in
        if case .field(let control)? = instance[other] { return control.text }
        return nil
      }
      let texts =
        roll < 2
        ? RuleInputs.valid(for: field, compared: compared)
        : RuleInputs.nearMisses(for: field, compared: compared)
      guard !texts.isEmpty else { return nil }
      guard field.text.isEmpty else {
        return Move(
          action: .clear(Self.reference(name)), kind: .clear, line: "clear \(name)",
          pastedField: nil)
      }
      return Self.pasteMove(name, texts[Int.random(in: 0..<texts.count, using: &random)])
    }

    private mutating func randomText(length: Int) -> String {
      var text = ""
      for _ in 0..<length {
        text += Explorer.alphabet[Int.random(in: 0..<Explorer.alphabet.count, using: &random)]
      }
      return text
    }

    private static func typeMove(_ field: String, _ text: String) -> Move {
      Move(
        action: .type(reference(field), text), kind: .type,
        line: "type \(field) \(text.scenarioQuoted)", pastedField: nil)
    }

    private static func pasteMove(_ field: String, _ text: String) -> Move {
      Move(
        action: .paste(reference(field), text), kind: .paste,
        line: "paste \(field) \(text.scenarioQuoted)", pastedField: field)
    }

    /// Shorter texts to try in place of a step's text while shrinking.
    static func simpler(_ move: Move) -> [Move] {
      switch move.action {
      case .type(let name, let text) where text.count > 1:
        return text.map { typeMove(name.name, String($0)) }
          + shorter(text).map { typeMove(name.name, $0) }
      case .paste(let name, let text) where text.count > 1:
        return text.prefix(8).map { pasteMove(name.name, String($0)) }
          + shorter(text).map { pasteMove(name.name, $0) }
          + [
            pasteMove(name.name, String(text.prefix(text.count / 2))),
            pasteMove(name.name, String(text.suffix(text.count / 2))),
          ]
      default:
        return []
      }
    }

    /// The text's prefixes and suffixes, shortest first, so that the first that still
    /// reproduces is the shortest (texts of up to 64 characters; longer ones are halved first).
    private static func shorter(_ text: String) -> [String] {
      guard text.count <= 64 else { return [] }
      return (2..<text.count).flatMap { length in
        [String(text.prefix(length)), String(text.suffix(length))]
      }
    }

    static func reference(_ name: String) -> NameReference {
      NameReference(name: name, position: SourcePosition(file: "explore", line: 0, column: 0))
    }

    // MARK: - Checks

    /// Applies a step, then checks the file's invariants and the engine's.
    static func apply(_ move: Move, replayer: Replayer, instance: ScreenInstance) -> Found? {
      var before: (text: String, refused: Int)?
      if let name = move.pastedField, case .field(let field)? = instance[name] {
        before = (field.text, field.refusalCount)
      }
      do {
        try replayer.apply(move.action)
      } catch {
        return nil
      }
      if let mismatch = replayer.invariantViolation() {
        return Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil)
      }
      if let name = move.pastedField, let before, case .field(let field)? = instance[name],
        field.refusalCount > before.refused, field.text != before.text
      {
        return Found(
          expected: "a refused paste changes nothing", actual: "\(name)'s text changed",
          assertion: "expect \(name) text \(before.text.scenarioQuoted)")
      }
      return engineViolation(instance)
    }

    /// The model's own invariants (enablement follows managers, a manager's counts follow its
    /// members, a field's state follows its rules), checked by the model itself.
    static func engineViolation(_ instance: ScreenInstance) -> Found? {
      guard let violation = instance.screen.invariantViolations().first else { return nil }
      return Found(
        expected: "\(violation.subject): \(violation.expected)",
        actual: "\(violation.subject): \(violation.actual)", assertion: nil)
    }

    /// Records what the state shows: rules passing and failing, managers' states, and each
    /// control's enablement (with why, when it is disabled).
    mutating func noteCoverage(_ instance: ScreenInstance) {
      for field in instance.screen.fields {
        for (rule, passed) in field.syncRuleResults ?? [] {
          if passed {
            passingRules.insert("\(field.name) \(rule.keyword)")
          } else {
            failingRules.insert("\(field.name) \(rule.keyword)")
          }
        }
      }
      for manager in instance.managers {
        managerStates[manager.name, default: []].insert(manager.validity)
      }
      for control in instance.screen.controls {
        enablement[control.name, default: []].insert(control.isEnabled)
        if !control.isEnabled {
          disabledBecause[control.name] = control.explainEnablement().description
        }
        if let managed = control as? any ManageableControl, !managed.gates.isEmpty {
          managedControls.insert(control.name)
        }
      }
    }
  }
}
