import ControlModel
import ValidationManager

/// Replays random sequences of steps on a file's screen and checks every step.
///
/// After every step it checks the file's invariants and the engine's own: a managed control is enabled exactly when all its managers
/// are valid and it is not busy; a manager's state follows its members'; a field's state equals
/// a fresh evaluation of its rules; a refused paste changes nothing. A violation is shrunk to a
/// short sequence and written out as a scenario that reproduces it.
public enum Explorer {
  /// How much to explore.
  public struct Options: Sendable, Equatable {
    /// How many sequences, each on a fresh screen.
    public var runs = 200
    /// How many steps in a sequence.
    public var steps = 40
    /// The seed of the random choices: the same seed explores the same sequences.
    public var seed: UInt64 = 1

    /// Makes options.
    ///
    /// - Parameters:
    ///   - runs: How many sequences.
    ///   - steps: How many steps in each.
    ///   - seed: The seed of the random choices.
    public init(runs: Int = 200, steps: Int = 40, seed: UInt64 = 1) {
      self.runs = runs
      self.steps = steps
      self.seed = seed
    }
  }

  /// What an exploration found.
  public struct Report: Sendable {
    /// The seed used.
    public let seed: UInt64
    /// How many steps were tried, over all runs.
    public let stepsTried: Int
    /// The violation found, if any, shrunk.
    public let violation: Violation?
    /// How many steps of each kind ran.
    public let stepKinds: [String: Int]
    /// The controls that steps acted on.
    public let controls: Set<String>
    /// The rules that were seen failing, as `FIELD keyword`.
    public let failingRules: Set<String>
    /// The rules that were seen passing, as `FIELD keyword`.
    public let passingRules: Set<String>
    /// The managers seen both valid and not valid, sorted.
    public let managersFlippedBothWays: [String]
    /// The controls seen both enabled and disabled, sorted.
    public let controlsEnabledAndDisabled: [String]
    /// Controls that no explored state enabled, or (managed ones) that none disabled: likely
    /// bugs of the screen's declaration, each with why.
    public let deadControls: [DeadControl]
  }

  /// A control that stayed the same in every explored state.
  public struct DeadControl: Sendable, Hashable, CustomStringConvertible {
    /// The control's name.
    public let name: String
    /// Whether it was never enabled (else never disabled).
    public let neverEnabled: Bool
    /// Why, as the model explains it at the last state seen.
    public let explanation: String

    /// `register is never enabled: register is disabled because …`.
    public var description: String {
      "\(name) is never \(neverEnabled ? "enabled" : "disabled"): \(explanation)"
    }
  }

  /// A violation and the scenario that reproduces it.
  public struct Violation: Sendable {
    /// The property that must hold.
    public let expected: String
    /// What the screen showed instead.
    public let actual: String
    /// The length of the sequence before and after shrinking.
    public let foundAfter: Int
    /// The shrunk steps, as scenario lines.
    public let steps: [String]
    /// A complete scenario file: the screen's declarations, the steps and the assertion that
    /// fails.
    public let scenarioFile: String
  }

  /// Explores a valid file.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - options: Runs, steps and seed.
  /// - Returns: What was tried and found.
  public static func explore(_ file: CheckedFile, options: Options) -> Report {
    var session = Session(file: file, random: SplitMix64(seed: options.seed))
    var tried = 0
    for _ in 0..<max(0, options.runs) {
      let (moves, found) = session.randomRun(steps: max(0, options.steps))
      tried += moves.count
      guard let found else { continue }
      let shrunk = session.shrink(moves, property: found.expected)
      let final = session.run(shrunk)?.violation ?? found
      return Report(
        seed: options.seed, stepsTried: tried,
        violation: Violation(
          expected: final.expected, actual: final.actual, foundAfter: moves.count,
          steps: shrunk.map(\.line),
          scenarioFile: scenarioFile(file, moves: shrunk, violation: final, seed: options.seed)),
        stepKinds: session.stepKinds, controls: session.controls,
        failingRules: session.failingRules, passingRules: session.passingRules,
        managersFlippedBothWays: [], controlsEnabledAndDisabled: [], deadControls: [])
    }
    let flipped = session.managerStates.filter { $0.value.contains(.valid) && $0.value.count > 1 }
    let both = session.enablement.filter { $0.value.count == 2 }
    var dead: [DeadControl] = []
    for (name, seen) in session.enablement.sorted(by: { $0.key < $1.key }) where seen.count == 1 {
      if seen == [false] {
        dead.append(
          DeadControl(
            name: name, neverEnabled: true,
            explanation: session.disabledBecause[name] ?? "it is disabled"))
      } else if session.managedControls.contains(name) {
        dead.append(
          DeadControl(
            name: name, neverEnabled: false,
            explanation: "its managers were valid in every state the explorer reached"))
      }
    }
    return Report(
      seed: options.seed, stepsTried: tried, violation: nil, stepKinds: session.stepKinds,
      controls: session.controls, failingRules: session.failingRules,
      passingRules: session.passingRules, managersFlippedBothWays: flipped.keys.sorted(),
      controlsEnabledAndDisabled: both.keys.sorted(), deadControls: dead)
  }

  static func scenarioFile(
    _ file: CheckedFile, moves: [Move], violation: Found, seed: UInt64?
  ) -> String {
    let firstScenario = file.scenarios.first?.position.line ?? (file.source.lines.count + 1)
    var lines = file.source.lines.prefix(firstScenario - 1).map { $0 ?? "" }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    lines.append("")
    let how = seed.map { "--seed \($0)" } ?? "--systematic"
    lines.append("# Found by scenario-runner --explore \(how): \(violation.expected)")
    lines.append("scenario \("explored: \(violation.expected)".scenarioQuoted)")
    lines.append(contentsOf: moves.map { "  " + $0.line })
    if let assertion = violation.assertion { lines.append("  " + assertion) }
    return lines.joined(separator: "\n") + "\n"
  }
}
