public import ScenarioEngine
public import ScenarioExplorer
public import ScenarioFormat
import ValidationManager

/// Mutation testing of a file's screen: each wiring mistake planted in turn, the file's
/// scenarios replayed against it, and for each mistake they miss, a scenario that catches it.
///
/// ```swift
/// let file = CheckedFile.load(path: "Scenarios/login.scenario")
/// let report = MutationTesting.run(file)
/// print(report.score ?? 100)
/// ```
public enum MutationTesting {
  /// What became of one mutant.
  public enum Outcome: Sendable {
    /// A scenario failed on it: the suite notices the mistake.
    case killed(by: String, at: SourcePosition)
    /// Every scenario passed, and these steps tell it apart from the original: the scenario
    /// written from them (with the original's expectations) kills it.
    case survived(Explorer.Difference, scenario: KillingScenario)
    /// Every scenario passed, and the search did not tell it apart within its bounds: counted
    /// as a survivor, since the bounds may hide the difference.
    case undecided(statesVisited: Int)
    /// No sequence of steps tells it apart from the original: every reachable pair of states
    /// was visited. Not counted in the score.
    case equivalent(statesVisited: Int)
    /// No scenario fails on it and the search did not tell it apart, and what it changes acts
    /// only through members of the app's own type, whose logic the package cannot see into:
    /// it is equivalent while those members keep to the validities seen together in every
    /// state visited. Not counted in the score; the report names the condition, and a scenario
    /// in which the members are otherwise kills it.
    case equivalentWhile(Explorer.AppMemberStates, statesVisited: Int)
    /// What the mutant drops can never act on the original screen (`focus-invalid` on a button
    /// whose managers verify everything it submits), with why: equivalent by construction, as
    /// the checker warns. Not counted in the score.
    case neverActs(String)
    /// The mutant's screen cannot be built (the change makes managers depend on themselves).
    /// Not counted in the score.
    case notViable(String)
    /// The run stopped before the mutant's turn: its time budget ran out, or it was
    /// interrupted. Not counted in the score, and named in the report.
    case notReached
  }

  /// How a run goes, after each mutant: for progress lines.
  public struct Progress: Sendable {
    /// The mutants decided so far, and in all.
    public let done: Int, total: Int
    /// How many of those a scenario killed, and how many survived (undecided included).
    public let killed: Int, survived: Int
    /// The time since the run began.
    public let elapsed: Duration

    package init(done: Int, total: Int, killed: Int, survived: Int, elapsed: Duration) {
      (self.done, self.total, self.killed, self.survived) = (done, total, killed, survived)
      self.elapsed = elapsed
    }

    /// The time left at the pace so far; `nil` before the first mutant.
    public var remaining: Duration? {
      done == 0 ? nil : elapsed / done * (total - done)
    }
  }

  /// A scenario written for a survivor: the steps that tell it apart, then what the original
  /// shows, checked to pass on the original and fail on the mutant.
  public struct KillingScenario: Sendable {
    /// The scenario as it may be printed: a secure field's text masked.
    public let printable: String
    /// The scenario's title.
    package let title: String
    /// The comment line above the scenario, if any.
    let comment: String?
    /// The scenario's steps and expectations, indented, as a file writes them.
    let body: [String]
    /// The scenario as a file writes it.
    package var text: String { text(titled: title) }
    /// The scenario as a file writes it, under another title: titles are unique in a file.
    package func text(titled other: String) -> String {
      ((comment.map { [$0] } ?? []) + [ScenarioWriter.scenarioLine(other)] + body)
        .joined(separator: "\n") + "\n"
    }
    /// Whether it was replayed and passes on the original and fails on the mutant.
    public var isVerified: Bool { unverifiedReason == nil }
    /// Why it does not kill the mutant as written; `nil` when it does.
    public internal(set) var unverifiedReason: String?
  }

  /// The file with the scenarios that kill its survivors added at its end, as a file writes it
  /// (a secure field's text in the clear): for `--mutate --out FILE`.
  ///
  /// - Parameter report: A file's mutation run.
  /// - Returns: The text, or `nil` when no scenario of the report kills a survivor.
  package static func fileWithKillingScenarios(_ report: FileReport) -> String? {
    // Mutants that share a check (a bound moved either way, each condition of one line) each
    // get a scenario: the second and later ones are titled with the mutant's number.
    var titles = Set(report.file.scenarios.map(\.title))
    let scenarios = report.results.compactMap { result -> String? in
      guard case .survived(_, let scenario) = result.outcome, scenario.isVerified else {
        return nil
      }
      var title = scenario.title
      if titles.contains(title) { title += " (mutant \(result.mutant.id))" }
      while titles.contains(title) { title += " again" }
      titles.insert(title)
      return scenario.text(titled: title)
    }
    guard !scenarios.isEmpty else { return nil }
    var lines = report.file.source.lines.map { $0 ?? "" }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n\n" + scenarios.joined(separator: "\n")
  }

  /// One mutant and what became of it.
  public struct Result: Sendable {
    /// The mutant.
    public let mutant: Mutant
    /// What became of it.
    public let outcome: Outcome
    /// For an undecided mutant, what may be why: members of the app's own type, verified by a
    /// manager the mutant touches, that were valid in every state the search visited.
    public var alwaysValidMembers: [String] = []
  }

  /// The mutants of one file and what became of each.
  public struct FileReport: Sendable {
    /// The file, checked.
    public let file: CheckedFile
    /// Each mutant, in the order they were planted.
    public let results: [Result]
    /// The bounds of the search that tells a survivor apart.
    public let bounds: Explorer.SystematicOptions
    /// The first scenario that fails on the original screen, if one does: then no mutant is
    /// planted, since every one would look killed.
    public var failingScenario: ScenarioResult? = nil
    /// The time spent replaying the scenarios against the mutants, and searching for the
    /// differences of the survivors (equivalence checks included).
    public var times: (replay: Duration, search: Duration) = (.zero, .zero)
    /// Whether the run was interrupted before every mutant's turn (rather than out of its
    /// time budget): the mutants not reached are named as such.
    public var wasInterrupted = false

    /// How many mutants a scenario killed.
    public var killed: Int {
      results.count { if case .killed = $0.outcome { true } else { false } }
    }

    /// How many count in the score: killed, survived and undecided.
    public var counted: Int {
      results.count {
        switch $0.outcome {
        case .killed, .survived, .undecided: true
        case .equivalent, .equivalentWhile, .neverActs, .notViable, .notReached: false
        }
      }
    }

    /// The share of counted mutants killed, from 0 to 100; `nil` when none counts.
    public var score: Double? {
      counted == 0 ? nil : Double(killed) * 100 / Double(counted)
    }
  }

  /// Plants every mutant of a file's screen and replays the file's scenarios against each.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors; its screen declared in it, or built in Swift.
  ///   - bounds: How far the search for a difference goes for a mutant that every scenario
  ///     passes.
  ///   - budget: The time the run may take: the mutants whose turn comes after it are not
  ///     decided (``Outcome/notReached``); `nil` for no limit.
  ///   - progress: Told after each mutant how the run goes.
  ///   - isInterrupted: Asked before each mutant whether to stop: when it says so, the
  ///     mutants left are not decided, as when the budget runs out, and the report says the run
  ///     was interrupted.
  /// - Returns: What became of each mutant; none for a file with errors.
  public static func run(
    _ file: CheckedFile,
    bounds: Explorer.SystematicOptions = Explorer.SystematicOptions(depth: 64, states: 5_000),
    budget: Duration? = nil, progress: ((Progress) -> Void)? = nil,
    isInterrupted: (() -> Bool)? = nil
  ) -> FileReport {
    guard file.isValid else { return FileReport(file: file, results: [], bounds: bounds) }
    if let failing = file.replayAll().first(where: { !$0.passed }) {
      return FileReport(file: file, results: [], bounds: bounds, failingScenario: failing)
    }
    var times: (replay: Duration, search: Duration) = (.zero, .zero)
    let clock = ContinuousClock()
    let started = clock.now
    let mutants = Mutator.mutants(of: file)
    var results: [Result] = []
    var (killed, survived) = (0, 0)
    var wasInterrupted = false
    for mutant in mutants {
      let elapsed = clock.now - started
      wasInterrupted = wasInterrupted || isInterrupted?() == true
      guard !wasInterrupted, budget.map({ elapsed < $0 }) ?? true else {
        results.append(Result(mutant: mutant, outcome: .notReached))
        continue
      }
      let result = result(of: mutant, in: file, bounds: bounds, times: &times)
      switch result.outcome {
      case .killed: killed += 1
      case .survived, .undecided: survived += 1
      case .equivalent, .equivalentWhile, .neverActs, .notViable, .notReached: break
      }
      results.append(result)
      progress?(
        Progress(
          done: results.count, total: mutants.count, killed: killed, survived: survived,
          elapsed: clock.now - started))
    }
    var report = FileReport(file: file, results: results, bounds: bounds)
    report.times = times
    report.wasInterrupted = wasInterrupted
    return report
  }

  /// Why what a mutant drops can never act on the original screen, if it cannot: a dropped
  /// `focus-invalid`, or dropped submits, on a button whose managers verify every field it
  /// submits (``ValidationManager/Button/submitsNeverActsReason`` says when for submits).
  private static func neverActs(_ mutant: Mutant, in file: CheckedFile) -> String? {
    guard [.droppedFocusInvalid, .droppedSubmits].contains(mutant.mutationOperator),
      let name = mutant.subjects.first, mutant.subjects.count == 1,
      let instance = file.makeScreen(), let button = instance[name]?.button
    else { return nil }
    // The screen owns the managers the button's gates name: it lives while they are read.
    return withExtendedLifetime(instance) {
      mutant.mutationOperator == .droppedSubmits
        ? button.submitsNeverActsReason : button.focusInvalidNeverActsReason
    }
  }

  /// What becomes of a mutant: its outcome, with what may make an undecided one equivalent.
  private static func result(
    of mutant: Mutant, in file: CheckedFile, bounds: Explorer.SystematicOptions,
    times: inout (replay: Duration, search: Duration)
  ) -> Result {
    let clock = ContinuousClock()
    let started = clock.now
    let mutated = mutant.applied(to: file)
    guard mutated.makeScreen() != nil else {
      return Result(mutant: mutant, outcome: .notViable("its managers would depend on themselves"))
    }
    if let reason = neverActs(mutant, in: file) {
      return Result(mutant: mutant, outcome: .neverActs(reason))
    }
    for scenario in mutated.scenarios {
      if let failure = mutated.replay(scenario).failure {
        times.replay += clock.now - started
        return Result(mutant: mutant, outcome: .killed(by: scenario.id, at: failure.position))
      }
    }
    let replayed = clock.now
    times.replay += replayed - started
    defer { times.search += clock.now - replayed }
    let search = Explorer.difference(
      between: file, and: mutated, focus: mutant.subjects, options: bounds)
    guard let difference = search.difference else {
      return Result(
        mutant: mutant, outcome: undecidedOutcome(of: mutant, search),
        alwaysValidMembers: search.alwaysValidMembers)
    }
    return Result(
      mutant: mutant,
      outcome: .survived(difference, scenario: killingScenario(for: mutant, difference, in: file)))
  }

  /// What a mutant the search did not tell apart is: equivalent when the search visited every
  /// reachable pair; equivalent while the app's members keep to what was seen, when it
  /// changes only what managers verifying nothing else gate; else undecided.
  private static func undecidedOutcome(
    of mutant: Mutant, _ search: Explorer.DifferentialReport
  ) -> Outcome {
    guard search.isBounded else { return .equivalent(statesVisited: search.statesVisited) }
    let actsThroughManagers =
      switch mutant.mutationOperator {
      case .forgottenMember, .forgottenManagedControl, .movedManagedControl: true
      default: false
      }
    if actsThroughManagers, let members = search.appMembersSeen,
      !members.coversEveryCombination
    {
      return .equivalentWhile(members, statesVisited: search.statesVisited)
    }
    return .undecided(statesVisited: search.statesVisited)
  }

  /// The scenario that kills a survivor, replayed on the original and on the mutant.
  ///
  /// - Parameters:
  ///   - mutant: The survivor.
  ///   - difference: The steps that tell it apart, and what the original shows.
  ///   - file: The original file.
  ///   - header: The lines of the file before its first scenario: the screen and invariants.
  ///   - title: The scenario's title; by default the mutant it catches.
  /// - Returns: The scenario, and whether it passes on the original and fails on the mutant.
  static func killingScenario(
    for mutant: Mutant, _ difference: Explorer.Difference, in file: CheckedFile,
    header: [String]? = nil, title: String? = nil
  ) -> KillingScenario {
    let comment =
      title == nil
      ? "# Written by --mutate (\(mutant.mutationOperator.rawValue)): kills the mutant in "
        + "which \(mutant.description)" : nil
    let named = title ?? "checks: \(mutant.check)"
    func body(_ steps: [String]) -> [String] {
      (steps + difference.expectations).map { ScenarioWriter.indent + $0 }
    }
    let printable = KillingScenario(
      printable: "", title: named, comment: comment, body: body(difference.steps),
      unverifiedReason: nil
    ).text
    var scenario = KillingScenario(
      printable: printable, title: named, comment: comment, body: body(difference.lines),
      unverifiedReason: nil)
    let witness = CheckedFile(
      text: (header ?? Self.header(of: file)).joined(separator: "\n") + "\n" + scenario.text,
      path: file.source.path, catalogue: file.ownCatalogue)
    scenario.unverifiedReason = unverifiedReason(
      of: witness, on: mutant, masksASecret: difference.steps != difference.lines)
    return scenario
  }

  /// Why a killing scenario's file does not pass on the original and fail on the mutant;
  /// `nil` when it does.
  private static func unverifiedReason(
    of witness: CheckedFile, on mutant: Mutant, masksASecret: Bool
  ) -> String? {
    guard witness.isValid else {
      let first = witness.diagnostics.first.map { ": " + $0.message } ?? ""
      return "the scenario written from them does not read\(first)"
    }
    if let failure = witness.replayAll().lazy.compactMap(\.failure).first {
      return "the scenario written from them fails on the original screen at `\(failure.step)` "
        + "(expected \(failure.expected), found \(failure.actual))"
    }
    guard mutant.applied(to: witness).replayAll().allSatisfy(\.passed) else { return nil }
    return !masksASecret
      ? "no expectation written from them fails on it"
      : "no expectation written from them fails on it (a secure field's text is never written)"
  }

  /// The lines of a file before its first scenario: the screen, its invariants and comments.
  static func header(of file: CheckedFile) -> [String] {
    let firstScenario = file.scenarios.first?.position.line ?? (file.source.lines.count + 1)
    var lines = file.source.lines.prefix(firstScenario - 1).map { $0 ?? "" }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines
  }
}
