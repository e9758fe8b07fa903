// Over 300 lines: one breadth-first search with its sleep sets and its report, which read best
// together.

import ControlModel
public import ScenarioEngine
import ScenarioFormat
import ValidationManager

extension Explorer {
  /// How far the systematic mode searches.
  public struct SystematicOptions: Sendable, Equatable {
    /// The most actions in a sequence.
    public var depth = 64
    /// The most distinct states to visit.
    public var states = 250_000
    /// Whether edits of independent fields are tried in one order only (sleep sets).
    ///
    /// The same states, fewer actions. Off only to check that it changes no state.
    var reducesInterleavings = true
    /// The program the written scenario's header names: the runner as the user ran it.
    public var tool = "scenario-runner"

    /// Makes options.
    ///
    /// - Parameters:
    ///   - depth: The most actions in a sequence.
    ///   - states: The most distinct states to visit.
    public init(depth: Int = 64, states: Int = 250_000) {
      self.depth = depth
      self.states = states
    }
  }

  /// What the systematic mode found, and what it covered.
  public struct SystematicReport: Sendable {
    /// The distinct states visited.
    public let statesVisited: Int
    /// The actions tried, over all states.
    public let transitions: Int
    /// Whether the search stopped at its bounds before it ran out of new states: only a search
    /// that did not may say that every reachable state holds.
    public let isBounded: Bool
    /// The depth the search reached.
    public let depthReached: Int
    /// The shortest violation, if there is one.
    public let violation: Violation?
    /// The texts tried for each field, secure ones masked, in declaration order.
    public let inputs: [FieldInputsDescription]
    /// Controls that no reachable state enabled although every member that their managers
    /// verify was valid in some state: likely bugs of the screen's declaration.
    public let deadControls: [DeadControl]
    /// Why states were reached by replaying their paths instead of being restored, if they
    /// were.
    public let replayReason: String?
    /// The fields and switches that no state reached had valid: no verdict covers them valid.
    public let neverValid: [String]

    /// The abstraction the states were told apart by, in words.
    public static let abstraction =
      "each field's exact text, state, enablement and pending debounce; each switch's "
      + "position, state and enablement; each button's busy state and enablement; each "
      + "manager's state; and the requests in flight with when their answers are due. The "
      + "focus, shown errors, taps and refusals are left out: no invariant reads them and "
      + "none of them changes a state or an enablement"
  }

  /// The texts the explorer tried in one field.
  public struct FieldInputsDescription: Sendable, Hashable, CustomStringConvertible {
    /// The field's name.
    public let field: String
    /// The texts, quoted (a secure field's masked), or what they follow.
    public let texts: [String]
    /// Why no text the field takes passes its rules, if none does.
    public let unsatisfiable: String?

    /// `email: "", "a@a.co", "a@a"`.
    public var description: String {
      "\(field): " + texts.joined(separator: ", ")
        + (unsatisfiable.map { " (no valid text: \($0))" } ?? "")
    }
  }

  /// Searches the screen's states breadth-first, as a model checker does.
  ///
  /// From every state reached it tries every action open there (set an enabled field to each
  /// text of its alphabet, toggle a switch, tap a button, answer a request in flight valid,
  /// invalid or failed, wait until the next scheduled work), each distinct state once. A state
  /// is extended from a checkpoint, not replayed. Edits of independent fields and switches are
  /// tried in one order only (sleep sets: fewer actions, the same states). The first violation
  /// found, short by breadth, is shrunk. Deterministic: no randomness.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - options: The bounds of the search.
  /// - Returns: The states visited, what was covered, and the shortest violation if there is
  ///   one.
  /// - Complexity: O(*s* · *a*) actions for *s* states with *a* actions each.
  public static func exploreSystematically(_ file: CheckedFile, options: SystematicOptions)
    -> SystematicReport
  {
    guard let space = StateSpace(file: file) else {
      return SystematicReport(
        statesVisited: 0, transitions: 0, isBounded: false, depthReached: 0, violation: nil,
        inputs: [], deadControls: [], replayReason: nil, neverValid: [])
    }
    var search = BreadthFirstSearch(space: space, options: options)
    if let restarted = search.run() {
      // The screen keeps state outside the model: search again, replaying every path.
      space.stopRestoring(because: restarted)
      search = BreadthFirstSearch(space: space, options: options)
      _ = search.run()
    }
    return search.report(file: file)
  }
}

/// The breadth-first search behind ``Explorer/exploreSystematically(_:options:)``.
struct BreadthFirstSearch {
  let space: StateSpace
  let options: Explorer.SystematicOptions

  private struct Node {
    let parent: Int32
    let action: [Move]
  }

  private var nodes: [Node] = []
  /// Each distinct state's fingerprint, with its node.
  private var seen: [[Int32]: Int32] = [:]
  /// The edits asleep at each node: already tried from a state that leads to the same states.
  private var sleeping: [Int32: [StateSpace.ActionKey]] = [:]
  /// The nodes whose actions were tried, so that a node reached again before its turn only
  /// needs its sleep set narrowed.
  private var expanded = Set<Int32>()
  private var transitions = 0
  private var depth = 0
  private var isBounded = false
  private var found: (path: [Move], found: Found)?
  private var enabledSomewhere = Set<String>()
  private var validSomewhere = Set<String>()

  init(space: StateSpace, options: Explorer.SystematicOptions) {
    self.space = space
    self.options = options
  }

  /// A state waiting to be expanded: its node, its saved state, and for a state reached again
  /// with actions woken, only those actions.
  private typealias Entry = (
    node: Int32, checkpoint: ScreenCheckpoint?, only: [StateSpace.ActionKey]?
  )

  /// Whether the search goes on after a step of it.
  private enum Outcome {
    case goOn
    /// The search is over: a violation or the state budget; with a reason when it must start
    /// again replaying paths.
    case stop(replayReason: String?)
  }

  /// Runs the search.
  ///
  /// - Returns: Why the search must start again replaying paths, when a restored state turned
  ///   out to differ from the same state replayed.
  mutating func run() -> String? {
    space.reset()
    nodes = [Node(parent: -1, action: [])]
    if let initial = space.initialViolation() {
      found = ([], initial)
      return nil
    }
    seen = [space.fingerprint(): 0]
    note()
    var frontier: [Entry] = [(0, space.checkpoint(), nil)]
    while !frontier.isEmpty, depth < max(0, options.depth) {
      depth += 1
      var next: [Entry] = []
      for entry in frontier {
        if case .stop(let reason) = expand(entry, into: &next) { return reason }
      }
      frontier = next
    }
    isBounded = !frontier.isEmpty
    return nil
  }

  /// Takes every action from one state, adding the states first reached to the next frontier.
  private mutating func expand(_ entry: Entry, into next: inout [Entry]) -> Outcome {
    let (node, checkpoint, only) = entry
    if let found = space.reach(checkpoint, path: { path(to: node) }) {
      return stop(at: path(to: node), found)
    }
    // Sleep sets: an edit tried before this one, from this state, and independent of it,
    // reaches from the child only states that the earlier edit's child reaches too.
    expanded.insert(node)
    let asleep = sleeping[node] ?? []
    var tried: [StateSpace.ActionKey] = []
    var isFirst = true
    for (key, action) in space.keyedActions() {
      if let only, !(key.map(only.contains) ?? false) { continue }
      if let key, asleep.contains(key) { continue }
      if !isFirst { space.reach(checkpoint, path: { path(to: node) }) }
      isFirst = false
      transitions += 1
      for move in action {
        if let violation = space.apply(move) {
          return stop(at: path(to: node) + action, violation)
        }
      }
      // Sleep sets are short lists: a state has a few dozen actions at most.
      var childAsleep: [StateSpace.ActionKey] = []
      if options.reducesInterleavings, let key {
        for other in asleep where space.independent(other, key) { childAsleep.append(other) }
        for other in tried where space.independent(other, key) { childAsleep.append(other) }
        tried.append(key)
      }
      let outcome = visit(action, from: node, asleep: childAsleep, into: &next)
      if case .stop = outcome { return outcome }
    }
    return .goOn
  }

  /// Notes the state an action reached: a state seen before wakes what it must, a new one is
  /// checked and joins the next frontier.
  private mutating func visit(
    _ action: [Move], from node: Int32, asleep childAsleep: [StateSpace.ActionKey],
    into next: inout [Entry]
  ) -> Outcome {
    let fingerprint = space.fingerprint()
    if let existing = seen[fingerprint] {
      // Reached again: what was asleep there and is not asleep on this path must now be
      // tried from it, or a state could be missed.
      let old = sleeping[existing] ?? []
      let woken = old.filter { !childAsleep.contains($0) }
      if !woken.isEmpty {
        sleeping[existing] = old.filter { childAsleep.contains($0) }
        if expanded.contains(existing) {
          next.append((existing, space.checkpoint(), woken))
        }
      }
      return .goOn
    }
    nodes.append(Node(parent: node, action: action))
    let child = Int32(nodes.count - 1)
    seen[fingerprint] = child
    if !childAsleep.isEmpty { sleeping[child] = childAsleep }
    if let violation = space.modelViolation() {
      return stop(at: path(to: child), violation)
    }
    note()
    // A screen from the catalogue may keep state outside the model (in the app's closures):
    // some restored states are checked against the same path replayed.
    if space.restores, space.file.factory != nil, nodes.count <= 64 || nodes.count % 1009 == 0,
      space.fingerprintReplayedFresh(path(to: child)) != fingerprint
    {
      return .stop(
        replayReason: "the screen keeps state outside the model (a state restored from a "
          + "checkpoint differed from the same path replayed), so each state is reached "
          + "by replaying its path")
    }
    if seen.count >= options.states {
      isBounded = true
      return .stop(replayReason: nil)
    }
    next.append((child, space.checkpoint(), nil))
    return .goOn
  }

  /// Stops at a violation that a screen built anew meets too; one it does not is no verdict:
  /// restoring states is not to be trusted there, and the search starts again, replaying.
  private mutating func stop(at path: [Move], _ violation: Found) -> Outcome {
    if let reason = space.unconfirmed(path, violation) { return .stop(replayReason: reason) }
    found = (path, violation)
    return .stop(replayReason: nil)
  }

  private func path(to node: Int32) -> [Move] {
    var moves: [[Move]] = []
    var index = node
    while index > 0 {
      let current = nodes[Int(index)]
      moves.append(current.action)
      index = current.parent
    }
    return moves.reversed().flatMap { $0 }
  }

  /// Notes which controls this state enables and which members are valid in it.
  private mutating func note() {
    let screen = space.instance.screen
    for control in screen.controls where control.isEnabled {
      enabledSomewhere.insert(control.name)
    }
    Explorer.noteValidMembers(of: space.instance.managers, in: &validSomewhere)
  }

  func report(file: CheckedFile) -> Explorer.SystematicReport {
    var violation: Explorer.Violation?
    if let (path, found) = found {
      let session = Explorer.Session(file: file, random: SplitMix64(seed: 1))
      let shrunk = session.shrink(path, property: found.expected)
      let final = session.run(shrunk)?.violation ?? found
      violation = Explorer.Violation(
        expected: final.expected, actual: final.actual, foundAfter: path.count,
        steps: shrunk.map { file.printable($0.action) },
        scenarioFile: Explorer.scenarioFile(
          file, moves: shrunk, violation: final, seed: nil, tool: options.tool))
    }
    var dead: [Explorer.DeadControl] = []
    if found == nil, !isBounded {
      let screen = space.instance.screen
      for control in screen.controls where !enabledSomewhere.contains(control.name) {
        // Members never valid are reported as `neverValid`, with no verdict on them.
        let verdict = Explorer.neverEnabled(control, validSomewhere: validSomewhere)
        if case .likelyBug(let control)? = verdict { dead.append(control) }
      }
    }
    return Explorer.SystematicReport(
      statesVisited: seen.count, transitions: transitions, isBounded: isBounded,
      depthReached: depth, violation: violation, inputs: Explorer.describeInputs(space),
      deadControls: dead, replayReason: space.replayReason,
      neverValid: Explorer.memberNames(of: space.instance.managers).filter {
        !validSomewhere.contains($0)
      })
  }
}

extension Explorer {
  /// The names of the members that managers verify, other than managers, in the order the
  /// managers and their members come.
  static func memberNames(of managers: [Manager]) -> [String] {
    var seen = Set<String>()
    return managers.flatMap(\.members).filter { MemberKind($0).manager == nil }.map(\.name).filter {
      seen.insert($0).inserted
    }
  }

  /// Notes the names of the members that are valid by their own rules now.
  static func noteValidMembers(of managers: [Manager], in valid: inout Set<String>) {
    for manager in managers {
      // By its own rules: a disabled member counts as valid for its managers, but a verdict
      // that rests on it would rest on a state its rules never reached.
      for member in manager.members where member.validity == .valid {
        valid.insert(member.name)
      }
    }
  }

  /// The members that the managers of a control verify, through nested managers: fields,
  /// switches and members of the app's own types.
  static func verifiedMembers(of control: any Control) -> [String] {
    var names: [String] = []
    var seen = Set<ObjectIdentifier>()
    var work = control.managers
    while let manager = work.popLast() {
      guard seen.insert(ObjectIdentifier(manager)).inserted else { continue }
      for member in manager.members {
        if let nested = MemberKind(member).manager {
          work.append(nested)
        } else {
          names.append(member.name)
        }
      }
    }
    return names
  }

  /// The texts each field is given, secure ones masked.
  static func describeInputs(_ space: StateSpace) -> [FieldInputsDescription] {
    space.inputs.enumerated().map { index, input in
      let shown: (String) -> String = { text in
        (input.isSecure ? Masking.mask(text) : text).scenarioQuoted
      }
      var texts: [String]
      if input.partners.isEmpty {
        texts = space.initialAlphabet(of: index).map(shown)
      } else {
        texts = [
          "\"\"", "the text of \(input.partners.joined(separator: " and "))",
          "one that differs from it",
        ]
      }
      if texts.isEmpty { texts = ["\"\""] }
      return FieldInputsDescription(
        field: input.name, texts: texts, unsatisfiable: input.unsatisfiable)
    }
  }
}
