/// What the reader has read so far.
struct ReaderState {
  typealias Token = Reader.Token
  var screen = ScreenSpec()
  var scenarios: [ScenarioSpec] = []
  /// The `background` block's steps, once the block has begun.
  var background: [StepSpec]?
  var group: GroupSpec?
  /// Where the last control went: top level (nil) or the group, and its index.
  var lastControl: (inGroup: Bool, index: Int)?

  /// Reads one line; false when it is outside the subset.
  mutating func take(_ tokens: [Token]) -> Bool {
    guard case .word(let keyword) = tokens[0] else { return false }
    let rest = Array(tokens.dropFirst())
    if !scenarios.isEmpty || keyword == "scenario" {
      if keyword == "scenario", case .string(let title) = rest.first {
        scenarios.append(ScenarioSpec(title: title, steps: []))
        return true
      }
      guard let step = StepReader.step(keyword, rest), !scenarios.isEmpty else { return false }
      scenarios[scenarios.count - 1].steps.append(step)
      return true
    }
    // "A `background` block, before the first scenario, holds steps (no assertions, no
    // `examples`)" (Version 2.1, Steps shared by every scenario)
    if background != nil {
      guard let step = StepReader.step(keyword, rest) else { return false }
      background?.append(step)
      return true
    }
    if keyword == "background", rest.isEmpty {
      background = []
      return true
    }
    return declaration(keyword, rest)
  }

  private mutating func declaration(_ keyword: String, _ rest: [Token]) -> Bool {
    switch keyword {
    case "screen":
      guard case .string(let title) = rest.first else { return false }
      screen.title = title
    case "group":
      guard case .word(let name) = rest.first else { return false }
      var made = GroupSpec(name: name)
      var index = 1
      while index + 1 < rest.count {
        guard case .word(let option) = rest[index], case .word(let number) = rest[index + 1],
          let count = Int(number)
        else { return false }
        switch option {
        case "from": made.from = count
        case "to": made.to = count
        case "rows": made.rows = count
        default: return false
        }
        index += 2
      }
      group = made
      lastControl = nil
    case "end":
      guard let made = group else { return false }
      screen.items.append(.group(made))
      group = nil
      lastControl = nil
    case "manager":
      guard let manager = DeclarationReader.manager(rest) else { return false }
      if group != nil {
        group?.managers.append(manager)
      } else {
        screen.items.append(.manager(manager))
      }
    case "never":
      guard let invariant = DeclarationReader.invariant(rest) else { return false }
      screen.invariants.append(invariant)
    case "shown":
      guard rest.first == .word("when"),
        let conditions = DeclarationReader.conditions(Array(rest.dropFirst()))
      else { return false }
      return modifyLast { $0.shownWhen = conditions }
    // "`enabled when CONDITION [and CONDITION]...` | a line after a button (as `shown when`)"
    // (Version 2.1)
    case "enabled":
      guard rest.first == .word("when"),
        let conditions = DeclarationReader.conditions(Array(rest.dropFirst()))
      else { return false }
      return modifyLast { $0.enabledWhen = conditions }
    case "today":
      guard rest.count == 1, case .word(let word) = rest[0], let day = Reader.day(word) else {
        return false
      }
      screen.today = day
    default:
      if let control = DeclarationReader.control(keyword, rest) {
        add(control)
      } else if let rule = DeclarationReader.rule(keyword, rest) {
        return modifyLast(rulesOnly: true) { $0.rules.append(rule) }
      } else {
        return false
      }
    }
    return true
  }

  private mutating func add(_ control: ControlSpec) {
    if group != nil {
      group?.controls.append(control)
      lastControl = (true, (group?.controls.count ?? 1) - 1)
    } else {
      screen.items.append(.control(control))
      lastControl = (false, screen.items.count - 1)
    }
  }

  // "A `RULE` line belongs, as in version 1, to the control declared last among those that take
  // rules ...: a button declared in between does not matter. A `shown when` line belongs to the
  // control declared last, whatever its kind (a button included)." (Precise points of version 2)
  private mutating func modifyLast(
    rulesOnly: Bool = false, _ change: (inout ControlSpec) -> Void
  ) -> Bool {
    func takesRules(_ control: ControlSpec) -> Bool {
      if case .button = control.kind { !rulesOnly } else { true }
    }
    if group != nil, var controls = group?.controls {
      guard let index = controls.lastIndex(where: takesRules) else { return false }
      change(&controls[index])
      group?.controls = controls
      return true
    }
    for index in screen.items.indices.reversed() {
      guard case .control(var control) = screen.items[index] else {
        if case .group = screen.items[index] { return false }
        continue
      }
      guard takesRules(control) else { continue }
      change(&control)
      screen.items[index] = .control(control)
      return true
    }
    return false
  }

  mutating func finish() {}
}
