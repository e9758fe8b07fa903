import ControlModel
public import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// Replays random sequences of steps on a file's screen and checks every step.
///
/// After every step it checks the file's invariants and the engine's own: a managed control is
/// enabled exactly when all its managers are valid and it is not busy; a manager's state follows
/// its members'; a field's state equals a fresh evaluation of its rules; a refused paste changes
/// nothing. A violation is shrunk to a short sequence and written out as a scenario that reproduces
/// it.
public enum Explorer {
  /// How much to explore.
  public struct Options: Sendable, Equatable {
    /// How many sequences, each on a fresh screen.
    public var runs = 200
    /// How many steps in a sequence.
    public var steps = 40
    /// The seed of the random choices: the same seed explores the same sequences.
    public var seed: UInt64 = 1
    /// The share of the runs to make, for a CI matrix: run *r* (from 0) belongs to share
    /// `r % count + 1`; `nil` makes them all.
    public var shard: Shard?
    /// The program the written scenario's header names: the runner as the user ran it.
    public var tool = "scenario-runner"
    /// The most rows a run gives a group (fewer where the group allows fewer; never fewer
    /// than it starts with).
    public var rows = 3

    /// Makes options.
    ///
    /// - Parameters:
    ///   - runs: How many sequences.
    ///   - steps: How many steps in each.
    ///   - seed: The seed of the random choices.
    ///   - shard: The share of the runs to make, or `nil` for all of them.
    public init(runs: Int = 200, steps: Int = 40, seed: UInt64 = 1, shard: Shard? = nil) {
      self.runs = runs
      self.steps = steps
      self.seed = seed
      self.shard = shard
    }
  }

  /// One share of a sharded exploration: share `index` of `count`, from 1.
  public struct Shard: Sendable, Hashable {
    /// Which share, from 1 to ``count``.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// Makes a share; `nil` unless `1 <= index <= count`.
    ///
    /// - Parameters:
    ///   - index: Which share, from 1.
    ///   - count: How many shares.
    public init?(index: Int, count: Int) {
      guard count >= 1, (1...count).contains(index) else { return nil }
      self.index = index
      self.count = count
    }

    /// Whether run *r* (from 0) belongs to this share.
    func contains(run: Int) -> Bool { run % count == index - 1 }
  }

  /// Explores a valid file with random sequences, half of their steps directed at the
  /// invariants' conditions.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - options: Runs, steps, seed and shard.
  /// - Returns: What was tried and found.
  public static func explore(_ file: CheckedFile, options: Options) -> Report {
    var session = Session(file: file, random: SplitMix64(seed: options.seed), rows: options.rows)
    var tried = 0
    var made = 0
    for run in 0..<max(0, options.runs) where options.shard?.contains(run: run) ?? true {
      made += 1
      session.random = SplitMix64(run: run, of: options.seed)
      session.directedEighths = run.isMultiple(of: 2) ? 4 : 7
      var (moves, found) = session.randomRun(steps: max(0, options.steps))
      tried += moves.count
      if let violation = found, !session.confirm(moves, violation) {
        // Not the screen's own on restored states: the same steps, now replayed from a new
        // screen, decide.
        guard let replayed = session.run(moves) else { continue }
        moves = Array(moves.prefix(replayed.index + 1))
        found = replayed.violation
      }
      guard let found else { continue }
      let shrunk = session.shrink(moves, property: found.expected)
      let final = session.run(shrunk)?.violation ?? found
      // Shrinking replays on restored states: what is reported happens on a new screen.
      guard session.confirm(shrunk, final) else { continue }
      return Report(
        seed: options.seed, runs: made, stepsTried: tried,
        violation: Violation(
          expected: final.expected, actual: final.actual, foundAfter: moves.count,
          steps: shrunk.map { file.printable($0.action) },
          scenarioFile: scenarioFile(
            file, moves: shrunk, violation: final, seed: options.seed, tool: options.tool)),
        stepKinds: session.stepKindCounts, controls: session.controls,
        failingRules: session.failingRules, passingRules: session.passingRules,
        managersFlippedBothWays: [], controlsEnabledAndDisabled: [], deadControls: [],
        unreached: [], inputs: session.space.map(describeInputs) ?? [],
        replayReason: session.space?.replayReason,
        rows: session.space.map(\.layout.rowsCovered) ?? [],
        rowOrder: session.space?.layout.rowOrder.reason)
    }
    return coverageReport(of: session, options: options, runs: made, tried: tried)
  }

  /// The report of an exploration that found no violation: what it covered, and what the
  /// controls that stayed the same in every state say of the screen.
  private static func coverageReport(
    of session: Session, options: Options, runs: Int, tried: Int
  ) -> Report {
    let flipped = session.managerStates.filter { $0.value.contains(.valid) && $0.value.count > 1 }
    let both = session.enablement.filter { $0.value.count == 2 }
    var dead: [DeadControl] = []
    var unreached: [Unreached] = []
    let screen = session.space?.instance.screen
    for (name, seen) in session.enablement.sorted(by: { $0.key < $1.key }) where seen.count == 1 {
      guard let control = screen?.control(named: name) else { continue }
      if seen == [false] {
        switch neverEnabled(
          control, validSomewhere: session.validSomewhere,
          disabledWithAllValid: session.disabledWithAllValid)
        {
        case .likelyBug(let control)?: dead.append(control)
        case .unreached(let control)?: unreached.append(control)
        case nil: continue
        }
      } else if session.managedControls.contains(name),
        canBeInvalid(verifiedBy: control, on: screen)
      {
        dead.append(
          DeadControl(
            name: name, neverEnabled: false,
            explanation: "its managers were valid in every state the explorer reached"))
      }
    }
    return Report(
      seed: options.seed, runs: runs, stepsTried: tried, violation: nil,
      stepKinds: session.stepKindCounts, controls: session.controls,
      failingRules: session.failingRules, passingRules: session.passingRules,
      managersFlippedBothWays: flipped.keys.sorted(),
      controlsEnabledAndDisabled: both.keys.sorted(),
      deadControls: dead, unreached: unreached, inputs: session.space.map(describeInputs) ?? [],
      replayReason: session.space?.replayReason,
      rows: session.space.map(\.layout.rowsCovered) ?? [],
      rowOrder: session.space?.layout.rowOrder.reason)
  }

  static func scenarioFile(
    _ file: CheckedFile, moves: [Move], violation: Found, seed: UInt64?, tool: String
  ) -> String {
    let firstScenario = file.scenarios.first?.position.line ?? (file.source.lines.count + 1)
    var lines = file.source.lines.prefix(firstScenario - 1).map { $0 ?? "" }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    lines.append("")
    let how = seed.map { "--seed \($0)" } ?? "--systematic"
    lines.append("# Found by \(tool) --explore \(how): \(violation.expected)")
    var steps =
      moves.map(\.action) + [violation.assertion.map(Step.Action.expect)].compactMap { $0 }
    // A violation of the starting state: one step that changes nothing, after which replay
    // checks the invariants, so that the file replays it.
    if steps.isEmpty { steps = [.wait(.zero)] }
    lines += ScenarioWriter.lines(scenario: "explored: \(violation.expected)", steps: steps)
    return lines.joined(separator: "\n") + "\n"
  }
}
