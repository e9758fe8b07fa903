import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

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
  private var seen: [StateKey: Int32] = [:]
  /// The edits asleep at each node: already tried from a state that leads to the same states.
  private var sleeping: [Int32: [StateSpace.ActionKey]] = [:]
  /// The nodes whose actions were tried, so that a node reached again before its turn only
  /// needs its sleep set narrowed.
  private var expanded = Set<Int32>()
  /// The nodes whose state's rows were first met in an order other than the fingerprint's.
  private var reorderedNodes = Set<Int32>()
  private var transitions = 0
  private var depth = 0
  private var isBounded = false
  private var found: (path: [Move], found: Found)?
  /// Why no verdict is given: a violation met that a screen built anew did not meet again.
  private var unreproduced: String?
  /// Which controls were enabled, and which members valid, in the states visited.
  private var coverage = SearchCoverage()

  /// Whether the search starts from the states along the file's scenarios too.
  let fromScenarios: Bool
  /// How many distinct states along the file's scenarios the search started from.
  private var scenarioStates = 0
  /// Paths of directed random runs, followed with the scenarios', and the states along them.
  private let directedPaths: [[Move]]
  private var directedStates = 0
  /// The states the app sets up before a scenario's user steps (`load`, `set`), started from.
  private var appStates = 0

  /// Told every thousand states how the search goes, and asked at each whether to stop.
  var watch = Explorer.Watch()
  private var wasInterrupted = false
  private let started = ContinuousClock.now

  init(
    space: StateSpace, options: Explorer.SystematicOptions, fromScenarios: Bool = false,
    directedPaths: [[Move]] = []
  ) {
    self.space = space
    self.options = options
    self.fromScenarios = fromScenarios
    self.directedPaths = directedPaths
  }

  /// A state waiting to be expanded: its node; the saved state of the state it was reached
  /// from (its place in ``saved``), with the action that reached it (siblings share one
  /// checkpoint, which keeps a wide frontier small); and for a state reached again with actions
  /// woken, only those actions.
  private typealias Entry = (
    node: Int32, base: Int32, then: [Move], only: [StateSpace.ActionKey]?
  )

  /// The saved states the frontier's entries start from.
  private var saved = SavedStates()

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
    seen = [StateKey(space.fingerprint()): 0]
    note()
    var frontier: [Entry] = [(0, keep(space.checkpoint()), [], nil)]
    if case .stop(let reason) = followAppSetups(into: &frontier) { return reason }
    if fromScenarios, case .stop(let reason) = followScenarios(into: &frontier) { return reason }
    while !frontier.isEmpty, depth < max(0, options.depth) {
      depth += 1
      var next: [Entry] = []
      let firstOfNext = saved.count
      for entry in frontier {
        if case .stop(let reason) = expand(entry, into: &next) { return reason }
      }
      // The states this frontier started from are no longer needed: the next one's are saved
      // from `firstOfNext` on.
      saved.release(below: firstOfNext)
      frontier = next
    }
    isBounded = !frontier.isEmpty
    return nil
  }

  /// Walks the file's scenarios (their steps, not their checks), then the directed runs' paths,
  /// adding each new state they pass through to the first frontier.
  private mutating func followScenarios(into frontier: inout [Entry]) -> Outcome {
    let outcome = follow(space.scenarioPaths, into: &frontier, counting: \.scenarioStates)
    guard case .goOn = outcome else { return outcome }
    return follow(directedPaths, into: &frontier, counting: \.directedStates)
  }

  /// Adds the states the app sets up before each scenario's user steps to the first frontier:
  /// a form filled from the server (`load`, `set`) is where its user starts, and the search
  /// never loads or sets a value itself.
  private mutating func followAppSetups(into frontier: inout [Entry]) -> Outcome {
    follow(space.appSetups, into: &frontier, counting: \.appStates)
  }

  /// Walks paths from the empty screen, checking each step, and adds each new state they pass
  /// through to the first frontier, counted.
  private mutating func follow(
    _ paths: [[Move]], into frontier: inout [Entry], counting count: WritableKeyPath<Self, Int>
  ) -> Outcome {
    for moves in paths {
      space.reset()
      var node: Int32 = 0
      for move in moves {
        if let violation = space.apply(move) ?? space.modelViolation() {
          return stop(at: path(to: node) + [move], violation)
        }
        nodes.append(Node(parent: node, action: [move]))
        node = Int32(nodes.count - 1)
        let fingerprint = space.fingerprint()
        guard seen[StateKey(fingerprint)] == nil else { continue }
        seen[StateKey(fingerprint)] = node
        self[keyPath: count] += 1
        note()
        frontier.append((node, keep(space.checkpoint()), [], nil))
      }
    }
    return .goOn
  }

  /// Takes every action from one state, adding the states first reached to the next frontier.
  private mutating func expand(_ entry: Entry, into next: inout [Entry]) -> Outcome {
    let (node, slot, _, only) = entry
    let base = saved[slot]
    if let found = reachState(of: entry) { return stop(at: path(to: node), found) }
    var checkpoint = entry.then.isEmpty && space.canRestore(base) ? base : space.checkpoint()
    // The checkpoint's place in `saved`, once a child needs it.
    var checkpointSlot: Int32?
    // The screen is in this node's state, whose invariants were checked when it was first
    // reached, by the path that reached it now: each new state is checked around what its
    // action changed. A state reached again by another path (woken edits) may differ from the
    // one checked in what the fingerprint leaves out, and states replayed may have been taken
    // back to one that only looks the same: their children are checked whole.
    let aroundChanges = space.restores && only == nil && !options.checksWholeScreen
    if aroundChanges { space.forgetChanges() }
    // Sleep sets: an edit tried before this one, from this state, and independent of it,
    // reaches from the child only states that the earlier edit's child reaches too.
    expanded.insert(node)
    let asleep = sleeping[node] ?? []
    let actions = space.keyedActions(only: only)
    var tried: [StateSpace.ActionKey] = []
    if options.reducesInterleavings { tried.reserveCapacity(actions.count) }
    // When states are replayed, an edit is taken back on the screen in use instead: the
    // screen is built anew only when that does not lead back to this state.
    let home = space.restores ? nil : space.fingerprint()
    var isHere = true
    for (key, action) in actions {
      if let only, !(key.map(only.contains) ?? false) { continue }
      if let key, asleep.contains(key) { continue }
      if !isHere {
        let restores = space.canRestore(checkpoint)
        space.reach(checkpoint, path: { path(to: node) })
        // Replayed, on a screen built anew: this node's state is saved again, on it.
        if !restores, space.restores { (checkpoint, checkpointSlot) = (space.checkpoint(), nil) }
        if aroundChanges { space.forgetChanges() }
      }
      let undo = home == nil ? nil : space.undo(of: action)
      isHere = false
      transitions += 1
      for move in action {
        if let violation = space.apply(move) { return stop(at: path(to: node) + action, violation) }
      }
      let childAsleep = sleepSet(after: key, asleep: asleep, tried: &tried)
      let outcome = visit(
        action, from: node, asleep: childAsleep, base: checkpoint, kept: &checkpointSlot,
        aroundChanges: aroundChanges, into: &next)
      if case .stop = outcome { return outcome }
      guard let home, let undo else { continue }
      switch space.takeBack(undo, home: home) {
      case .home: isHere = true
      case .elsewhere: continue
      case .violation(let found): return stop(at: space.history, found)
      }
    }
    return .goOn
  }

  /// Puts the screen in an entry's state.
  ///
  /// Restored: the action from the saved state, checked when it first reached this state. A
  /// saved state the screen cannot take back (a row was added or removed since) is replayed,
  /// to the entry's node.
  ///
  /// - Returns: The violation met replaying, if any.
  private func reachState(of entry: Entry) -> Found? {
    let base = saved[entry.base]
    if space.canRestore(base) {
      space.reach(base, path: { [] })
      for move in entry.then { _ = space.apply(move) }
      return nil
    }
    return space.reach(nil, path: { path(to: entry.node) })
  }

  /// The sleep set of the child an action reaches: the edits asleep here and those tried
  /// before it from here that are independent of it; the action joins those tried.
  ///
  /// Sleep sets are short lists: a state has a few dozen actions at most.
  private func sleepSet(
    after key: StateSpace.ActionKey?, asleep: [StateSpace.ActionKey],
    tried: inout [StateSpace.ActionKey]
  ) -> [StateSpace.ActionKey] {
    guard options.reducesInterleavings, let key else { return [] }
    var childAsleep: [StateSpace.ActionKey] = []
    childAsleep.reserveCapacity(asleep.count + tried.count)
    for other in asleep where space.independent(other, key) { childAsleep.append(other) }
    for other in tried where space.independent(other, key) { childAsleep.append(other) }
    tried.append(key)
    return childAsleep
  }

  /// Notes the state an action reached: a state seen before wakes what it must, a new one is
  /// checked and joins the next frontier.
  private mutating func visit(
    _ action: [Move], from node: Int32, asleep childAsleep: [StateSpace.ActionKey],
    base: ScreenCheckpoint?, kept: inout Int32?, aroundChanges: Bool,
    into next: inout [Entry]
  ) -> Outcome {
    let fingerprint = space.fingerprint()
    let key = StateKey(fingerprint)
    let reordered = space.lastFingerprintReordered
    if let existing = seen[key] {
      if let woken = wake(existing, reordered: reordered, asleep: childAsleep) {
        next.append((existing, slot(of: base, kept: &kept), action, woken))
      }
      return .goOn
    }
    if watch.isInterrupted?() == true {
      (isBounded, wasInterrupted) = (true, true)
      return .stop(replayReason: nil)
    }
    nodes.append(Node(parent: node, action: action))
    let child = Int32(nodes.count - 1)
    seen[key] = child
    if reordered { reorderedNodes.insert(child) }
    if let progress = watch.progress, seen.count.isMultiple(of: 1_000) {
      progress(
        Explorer.SystematicProgress(
          states: seen.count, bound: options.states, depth: depth, replays: !space.restores,
          elapsed: ContinuousClock.now - started))
    }
    if !childAsleep.isEmpty { sleeping[child] = childAsleep }
    if let violation =
      aroundChanges ? space.modelViolationAroundChanges() : space.modelViolation()
    {
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
    next.append((child, slot(of: base, kept: &kept), action, nil))
    return .goOn
  }

  /// Wakes what a state reached again must try.
  ///
  /// What was asleep there and is not asleep on this path must now be tried from it, or a
  /// state could be missed. Reached with its rows in another order, the edits asleep name other
  /// rows' controls: all of them wake.
  ///
  /// - Returns: The actions woken, when the state was expanded and is to be expanded again
  ///   with them.
  private mutating func wake(
    _ existing: Int32, reordered: Bool, asleep childAsleep: [StateSpace.ActionKey]
  ) -> [StateSpace.ActionKey]? {
    let old = sleeping[existing] ?? []
    let sameOrder = !reordered && !reorderedNodes.contains(existing)
    let woken = old.filter { !sameOrder || !childAsleep.contains($0) }
    guard !woken.isEmpty else { return nil }
    sleeping[existing] = old.filter { sameOrder && childAsleep.contains($0) }
    return expanded.contains(existing) ? woken : nil
  }

  /// Stops at a violation that a screen built anew meets too; one it does not is no verdict:
  /// restoring states is not to be trusted there, and the search starts again, replaying.
  private mutating func stop(at path: [Move], _ violation: Found) -> Outcome {
    if let reason = space.unconfirmed(path, violation) { return .stop(replayReason: reason) }
    if space.restores {
      found = (path, violation)
      return .stop(replayReason: nil)
    }
    // Replayed states may have been reached by a session that took edits back: the path is
    // reported if a screen built anew meets the violation along it, else the session itself.
    for moves in [path, space.history]
    where space.violationReplayedFresh(moves)?.expected == violation.expected {
      found = (moves, violation)
      return .stop(replayReason: nil)
    }
    unreproduced =
      "a violation (\(violation.expected)) met after \(space.history.count) steps did not "
      + "happen again when they were replayed on a screen built anew: the screen does not "
      + "answer the same steps the same way, and no verdict is given"
    return .stop(replayReason: nil)
  }

  /// The place of the state a child is reached from, kept the first time a child needs it.
  private mutating func slot(of base: ScreenCheckpoint?, kept: inout Int32?) -> Int32 {
    if let kept { return kept }
    let slot = keep(base)
    kept = slot
    return slot
  }

  /// Keeps a saved state for the frontier, on the screen in use.
  private mutating func keep(_ checkpoint: ScreenCheckpoint?) -> Int32 {
    saved.keep(checkpoint, on: space.instance.screen)
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
    coverage.note(space.instance, byName: !space.groups.isEmpty)
  }

  /// The distinct states visited so far.
  var statesVisited: Int { seen.count }

  func report(file: CheckedFile) -> Explorer.SystematicReport {
    let violation = found.map { Explorer.shrunk($0.path, $0.found, of: file, tool: options.tool) }
    var dead: [Explorer.DeadControl] = []
    var unreached: [Explorer.Unreached] = []
    if found == nil, unreproduced == nil {
      (dead, unreached) = coverage.neverEnabled(
        on: space.instance.screen, byName: !space.groups.isEmpty)
      // A bounded search gives no verdict: what it did not enable is only not reached.
      if isBounded {
        unreached += dead.map { Explorer.Unreached(name: $0.name, members: []) }
        dead = []
      }
    }
    var report = Explorer.SystematicReport(
      statesVisited: seen.count, transitions: transitions, isBounded: isBounded,
      depthReached: depth, violation: violation, inputs: Explorer.describeInputs(space),
      deadControls: dead, replayReason: space.replayReason,
      neverValid: coverage.neverValid(of: space.instance.managers), scenarioStates: scenarioStates,
      unreproduced: unreproduced,
      wasInterrupted: wasInterrupted)
    report.appStates = appStates
    report.directedStates = directedStates
    report.unreached = unreached
    report.lifecycleParts = space.layout.lifecycle.parts
    report.checkedResets = space.layout.lifecycle.checksResets
    report.valuesTried = Explorer.describeValues(space)
    report.rows = space.layout.rowsCovered
    report.rowOrder = space.layout.rowOrder.reason
    return report
  }
}
