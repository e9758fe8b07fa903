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
    /// Whether each new state's model invariants are checked over the whole screen, rather
    /// than around what the action that reached it changed from a state already checked.
    ///
    /// The same verdicts, more work. On only to check that it changes none.
    var checksWholeScreen = false
    /// The program the written scenario's header names: the runner as the user ran it.
    public var tool = "scenario-runner"
    /// The most rows the search gives a group (fewer where the group allows fewer; never fewer
    /// than it starts with).
    public var rows = 3
    /// Whether states that differ only by the order of a group's rows are one state, where
    /// nothing observes that order (a symmetry reduction): the same verdicts, fewer states.
    public var reducesRowOrder = true
    /// Whether rows are taken by their validity where the rest of the screen reads a row only
    /// through it.
    ///
    /// A search of the screen's own rows with one row, then a search with up to ``rows`` rows
    /// that each stand for their validity (``Explorer/RowsByValidity``). Where the screen does not allow it, the rows are searched whole, and the
    /// report says why (``SystematicReport/rowsByValidityObstacle``).
    public var rowsByValidity = false

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

  /// How a systematic search goes, every thousand states: for progress lines.
  public struct SystematicProgress: Sendable {
    /// The distinct states visited so far, and the most the search visits.
    public let states: Int, bound: Int
    /// The depth of the states being expanded.
    public let depth: Int
    /// Whether states are reached by replaying their paths.
    public let replays: Bool
    /// The time since the search began.
    public let elapsed: Duration
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
  ///   - progress: Told every thousand states how the search goes.
  ///   - isInterrupted: Asked at each new state whether to stop: when it says so, the search
  ///     ends there and reports what it covered, bounded.
  /// - Returns: The states visited, what was covered, and the shortest violation if there is
  ///   one.
  /// - Complexity: O(*s* · *a*) actions for *s* states with *a* actions each.
  public static func exploreSystematically(
    _ file: CheckedFile, options: SystematicOptions,
    progress: ((SystematicProgress) -> Void)? = nil, isInterrupted: (() -> Bool)? = nil
  ) -> SystematicReport {
    exploreSystematically(
      file, options: options, watch: Watch(progress: progress, isInterrupted: isInterrupted))
  }

  /// ``exploreSystematically(_:options:progress:isInterrupted:)``, followed by a watch.
  static func exploreSystematically(
    _ file: CheckedFile, options: SystematicOptions, watch: Watch
  ) -> SystematicReport {
    if options.rowsByValidity {
      return exploreRowsByValidity(file, options: options, watch: watch)
    }
    guard
      let space = StateSpace(file: file, rows: options.rows, symmetry: options.reducesRowOrder)
    else {
      return SystematicReport(
        statesVisited: 0, transitions: 0, isBounded: false, depthReached: 0, violation: nil,
        inputs: [], deadControls: [], replayReason: nil, neverValid: [])
    }
    var passes: [EarlierPass] = []
    var report = search(space, options, fromScenarios: false, watch, passes: &passes)
      .report(file: file)
    // Deeper than the bounds reach, the file's own scenarios lead to states a bug may sit next
    // to (a form filled but for one field): search again from those too.
    // So do directed random runs, which reach past the app's own members and rules that a
    // breadth-first search of the same bounds rarely satisfies together.
    if report.violation == nil, report.unreproduced == nil, !report.wasInterrupted,
      report.isBounded
    {
      let deepest = file.scenarios.map { $0.steps.count { !$0.isCheck } }.max() ?? 0
      let directed = directedPaths(file, rows: options.rows)
        .filter { $0.count > report.depthReached }
      if deepest > report.depthReached || !directed.isEmpty {
        passes.append(
          EarlierPass(
            states: report.statesVisited,
            reason: "from the start alone, which stopped at its bounds"))
        report = search(
          space, options, fromScenarios: true, directedPaths: directed, watch, passes: &passes
        ).report(file: file)
      }
    }
    report.earlierPasses = passes
    if report.isBounded, report.violation == nil, !space.groups.isEmpty {
      report.rowsByValidityAvailable = rowsByValidityObstacle(file, space: space) == nil
    }
    return report
  }

  /// How many directed random runs a bounded systematic search starts from, and their length.
  package static let directedRuns = (count: 16, steps: 40)

  /// The moves of directed random runs (seed 1, each run headed for the invariants' conditions
  /// in seven steps of eight), each up to its first violation if it met one: paths to states
  /// deep behind the app's own logic, the same on every run of the search.
  static func directedPaths(_ file: CheckedFile, rows: Int) -> [[Move]] {
    guard !file.file.invariants.isEmpty else { return [] }
    var session = Session(file: file, random: SplitMix64(seed: 1), rows: rows)
    session.directedEighths = 7
    return (0..<directedRuns.count).map { run in
      session.random = SplitMix64(run: run, of: 1)
      return session.randomRun(steps: directedRuns.steps).0
    }
  }

  /// A breadth-first search run to its end: again, replaying every path, when a restored
  /// state turned out to differ from the same state replayed.
  private static func search(
    _ space: StateSpace, _ options: SystematicOptions, fromScenarios: Bool,
    directedPaths: [[Move]] = [], _ watch: Watch, passes: inout [EarlierPass]
  ) -> BreadthFirstSearch {
    var search = BreadthFirstSearch(
      space: space, options: options, fromScenarios: fromScenarios, directedPaths: directedPaths)
    search.watch = watch
    if let restarted = search.run() {
      // The screen keeps state outside the model: search again, replaying every path.
      passes.append(
        EarlierPass(
          states: search.statesVisited,
          reason: "on restored states, until one differed from the same state replayed"))
      space.stopRestoring(because: restarted)
      search = BreadthFirstSearch(
        space: space, options: options, fromScenarios: fromScenarios,
        directedPaths: directedPaths)
      search.watch = watch
      _ = search.run()
    }
    return search
  }

  /// Who follows a systematic search: told how it goes, and asked whether to stop.
  struct Watch {
    var progress: ((SystematicProgress) -> Void)?
    var isInterrupted: (() -> Bool)?
  }
}
