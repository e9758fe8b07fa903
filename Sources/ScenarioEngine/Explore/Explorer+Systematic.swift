import ControlModel
import ValidationManager

extension Explorer {
  /// How far the systematic mode searches.
  public struct SystematicOptions: Sendable, Equatable {
    /// The most actions in a sequence.
    public var depth = 8
    /// The most distinct abstract states to visit.
    public var states = 100_000

    /// Makes options.
    ///
    /// - Parameters:
    ///   - depth: The most actions in a sequence.
    ///   - states: The most distinct abstract states to visit.
    public init(depth: Int = 8, states: Int = 100_000) {
      self.depth = depth
      self.states = states
    }
  }

  /// What the systematic mode found.
  public struct SystematicReport: Sendable {
    /// The distinct abstract states visited.
    public let statesVisited: Int
    /// Whether the search stopped at its bounds before it ran out of new states.
    public let isBounded: Bool
    /// The depth the search reached.
    public let depthReached: Int
    /// The shortest violation, if there is one.
    public let violation: Violation?
    /// The abstraction the states were told apart by, in words.
    public static let abstraction =
      "each field's text (empty, or valid or not with its length), its state and enablement; "
      + "the focus; each switch on or off and enabled; each button busy and enabled; each "
      + "manager's state; and the number of requests in flight"
  }

  /// Searches the screen's abstract states breadth-first, as a model checker does.
  ///
  /// It tries every action (set a field to a text from its rules, clear it, toggle a switch, tap a button, wait a
  /// duration that matters, blur) from every state reached, each state visited once. The first
  /// violation found has the fewest actions. Deterministic: no randomness.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - options: The bounds of the search.
  /// - Returns: The states visited, and the shortest violation if there is one.
  /// - Complexity: O(*s* · *d*) actions replayed, for *s* states and depth *d*.
  public static func exploreSystematically(_ file: CheckedFile, options: SystematicOptions)
    -> SystematicReport
  {
    let session = Session(file: file, random: SplitMix64(seed: 1))
    guard let start = file.makeScreen() else {
      return SystematicReport(statesVisited: 0, isBounded: false, depthReached: 0, violation: nil)
    }
    let actions = Self.actions(on: start, waits: session.waitDurations)
    if let found = session.run([])?.violation {
      return SystematicReport(
        statesVisited: 1, isBounded: false, depthReached: 0,
        violation: violation(file, [], found, session: session))
    }
    var seen: Set<String> = [fingerprint(start)]
    var frontier: [[Int]] = [[]]
    var depth = 0
    while !frontier.isEmpty, depth < options.depth {
      depth += 1
      var next: [[Int]] = []
      for path in frontier {
        for index in actions.indices {
          let candidate = path + [index]
          let moves = candidate.flatMap { actions[$0] }
          guard let instance = file.makeScreen() else { continue }
          let replayer = Replayer(file: file, instance: instance)
          var found: Found?
          for move in moves {
            if let violation = Session.apply(move, replayer: replayer, instance: instance) {
              found = violation
              break
            }
          }
          if let found {
            return SystematicReport(
              statesVisited: seen.count, isBounded: false, depthReached: depth,
              violation: violation(file, moves, found, session: session))
          }
          guard seen.insert(fingerprint(instance)).inserted else { continue }
          if seen.count >= options.states {
            return SystematicReport(
              statesVisited: seen.count, isBounded: true, depthReached: depth, violation: nil)
          }
          next.append(candidate)
        }
      }
      frontier = next
    }
    return SystematicReport(
      statesVisited: seen.count, isBounded: !frontier.isEmpty, depthReached: depth,
      violation: nil)
  }

  private static func violation(
    _ file: CheckedFile, _ moves: [Move], _ found: Found, session: Session
  )
    -> Violation
  {
    // The fewest actions, then without the steps that change nothing (a clear of an empty field).
    let shrunk = session.shrink(moves, property: found.expected)
    let final = session.run(shrunk)?.violation ?? found
    return Violation(
      expected: final.expected, actual: final.actual, foundAfter: moves.count,
      steps: shrunk.map(\.line),
      scenarioFile: scenarioFile(file, moves: shrunk, violation: final, seed: nil))
  }

  /// The actions from any state, each as the steps that carry it out.
  private static func actions(on instance: ScreenInstance, waits: [Int]) -> [[Move]] {
    var actions: [[Move]] = []
    var validTexts: [String: String] = [:]
    let compared: (String) -> String? = { validTexts[$0] }
    for field in instance.screen.fields {
      let reference = Session.reference(field.name)
      let clear = Move(
        action: .clear(reference), kind: .clear, line: "clear \(field.name)", pastedField: nil)
      let valid = RuleInputs.valid(for: field, compared: compared)
      if let first = valid.first { validTexts[field.name] = first }
      let misses = RuleInputs.nearMisses(for: field, compared: compared)
      for text in (valid.prefix(2) + misses.prefix(3)) where !text.isEmpty {
        let paste = Move(
          action: .paste(reference, text), kind: .paste,
          line: "paste \(field.name) \(text.scenarioQuoted)", pastedField: field.name)
        actions.append([clear, paste])
      }
      actions.append([clear])
    }
    for case let toggle as Switch in instance.screen.controls {
      actions.append([
        Move(
          action: .toggle(Session.reference(toggle.name)), kind: .toggle,
          line: "toggle \(toggle.name)", pastedField: nil)
      ])
    }
    for case let button as Button in instance.screen.controls {
      actions.append([
        Move(
          action: .tap(Session.reference(button.name)), kind: .tap,
          line: "tap \(button.name)", pastedField: nil)
      ])
    }
    for milliseconds in waits {
      actions.append([
        Move(
          action: .wait(.milliseconds(milliseconds)), kind: .wait,
          line: "wait \(milliseconds)ms", pastedField: nil)
      ])
    }
    actions.append([Move(action: .blur, kind: .blur, line: "blur", pastedField: nil)])
    return actions
  }

  /// The abstract state: what tells states apart for the search.
  private static func fingerprint(_ instance: ScreenInstance) -> String {
    var key = ""
    for control in instance.screen.controls {
      switch control {
      case let field as TextField:
        let text = field.text
        let textClass =
          text.isEmpty ? "e" : (field.validity == .valid ? "v" : "i") + String(text.count)
        key += "\(textClass)\(field.validity.rawValue.first ?? "?")\(field.isEnabled ? 1 : 0)|"
      case let toggle as Switch: key += "\(toggle.isOn ? 1 : 0)\(toggle.isEnabled ? 1 : 0)|"
      case let button as Button: key += "\(button.isBusy ? 1 : 0)\(button.isEnabled ? 1 : 0)|"
      default: key += "|"
      }
    }
    for manager in instance.managers { key += String(manager.validity.rawValue.prefix(1)) }
    key +=
      "|\(instance.screen.focusedField?.name ?? "-")|\(instance.screen.outstandingRequests.count)"
    return key
  }
}
