import Foundation
import ScenarioEngine
package import ScenarioExplorer
import ScenarioFormat

/// `--explore`: the explorer's runs and its report.
extension RunnerCommand {
  /// `--explore FILE`: random runs or a systematic search of the file's screen.
  func runExplorer(
    _ exploration: Exploration, catalogue: ScreenCatalogue, console: Console
  ) -> ExitStatus {
    guard exploration.paths.count == 1, let path = exploration.paths.first,
      path != "Scenarios" || ScenarioFiles.exists(path)
    else {
      console.fail(Refusal.exploreTakesOneFile.line)
      return .usage
    }
    guard let file = validFile(at: path, catalogue: catalogue, console: console) else {
      return .invalidInput
    }
    switch exploration.search {
    case .systematic(let search):
      return runSystematic(
        file, path: path, search, of: exploration, console: console)
    case .random(let runs):
      return runRandom(file, path: path, runs, of: exploration, console: console)
    }
  }

  /// `--explore --systematic`: the search's coverage, and its verdict or counterexample.
  private func runSystematic(
    _ file: CheckedFile, path: String, _ search: SystematicSearch,
    of exploration: Exploration, console: Console
  ) -> ExitStatus {
    var systematic = search.bounds
    systematic.tool = programName
    systematic.rows = exploration.rows
    systematic.reducesRowOrder = !search.ordersRows
    systematic.rowsByValidity = search.rowsByValidity
    let started = ContinuousClock.now
    let report = Explorer.exploreSystematically(
      file, options: systematic,
      progress: console.progress.map { show in { show(Self.progressLine(path, $0)) } },
      isInterrupted: console.isInterrupted)
    console.progress?("")
    let elapsed = ContinuousClock.now - started
    var lines = [
      "explored \(path) systematically: \(Self.count(report.statesVisited, "state")) and "
        + "\(Self.count(report.transitions, "action")) to depth \(report.depthReached)"
        + (report.earlierPasses.isEmpty
          ? "" : " (\(Self.count(report.statesInAllPasses, "state")) in all passes)")
    ]
    lines += Self.notes(of: report, on: file)
    lines.append(contentsOf: debugBuildNote(elapsed: elapsed))
    guard let violation = report.violation else {
      lines += Self.verdict(of: report, options: systematic)
      console.write(lines.joined(separator: "\n") + "\n")
      return report.wasInterrupted ? .interrupted : .success
    }
    return reportViolation(
      violation, output: exploration.output ?? "explored-systematic.scenario", lines,
      to: console)
  }

  /// The notes under a systematic search's headline: its earlier passes, why it replays, its
  /// rows, and where its paths start.
  private static func notes(of report: Explorer.SystematicReport, on file: CheckedFile) -> [String]
  {
    var notes: [String] = []
    notes += report.earlierPasses.map { "note: before it, \($0)" }
    if let reason = report.replayReason { notes.append("note: \(reason)") }
    notes += Self.rowsNotes(report.rows, rowOrder: report.rowOrder)
    if let obstacle = report.rowsByValidityObstacle {
      notes.append("note: the rows were not taken by their validity: \(obstacle)")
    }
    if let byValidity = report.rowsByValidity {
      notes.append(
        "note: rows by their validity: the screen's own rows were searched with "
          + Self.rowCounts(byValidity.rowsCovered)
          + " (the states above), then \(Self.count(byValidity.validityStates, "state")) with "
          + "each row standing for its validity, valid or not at any time, which is all the "
          + "rest of the screen reads of a row")
    }
    if file.file.background != nil {
      notes.append(
        "note: every path starts after the file's background, as every scenario does")
    }
    if report.appStates > 0 {
      notes.append(
        "note: the search started from the screen as \(file.factory == nil ? "declared" : "built") "
          + "and from the "
          + "\(Self.count(report.appStates, "state")) the app sets up before the file's "
          + "scenarios (their leading 'load' and 'set' steps); it loads and sets nothing itself")
    }
    if report.scenarioStates > 0 || report.directedStates > 0 {
      var starts = ["the start"]
      if report.scenarioStates > 0 {
        starts.append(
          "the \(Self.count(report.scenarioStates, "state")) along the file's scenarios")
      }
      if report.directedStates > 0 {
        starts.append(
          "the \(Self.count(report.directedStates, "state")) along "
            + "\(Explorer.directedRuns.count) directed random runs (seed 1)")
      }
      notes.append(
        "note: from the start the search stopped at its bounds; it started again from "
          + starts.joined(separator: ", ") + " (depths count from where each path starts)")
    }
    return notes
  }

  /// What the explorer says of a screen's groups of rows: how many rows it gave each, and
  /// whether it took their order into account; none for a screen without groups.
  ///
  /// - Parameters:
  ///   - rows: What a search or the runs covered of each group.
  ///   - rowOrder: Why states that differ only by the order of rows were told apart.
  ///   - searched: Whether a systematic search covered them, which tells states apart (random
  ///     runs do not).
  /// - Returns: The lines.
  package static func rowsNotes(
    _ rows: [Explorer.RowsCovered], rowOrder: String?, searched: Bool = true
  ) -> [String] {
    guard !rows.isEmpty else { return [] }
    var lines = ["rows: " + rows.map(\.description).joined(separator: "; ")]
    guard searched else { return lines }
    if let rowOrder {
      lines.append("note: states that differ only by the order of rows are told apart: \(rowOrder)")
    } else {
      lines.append(
        "note: the rows of a group are interchangeable (no invariant names a row by its place): "
          + "states that differ only by the order of rows are one state")
    }
    return lines
  }

  /// `1 row in passenger, 2 rows in phone`.
  private static func rowCounts(_ rows: [Explorer.RowsCovered]) -> String {
    rows.map { "\($0.upTo) \($0.upTo == 1 ? "row" : "rows") in \($0.group)" }
      .joined(separator: ", ")
  }

  /// The words a verdict closes with on a screen with groups: up to how many rows it holds.
  private static func rowsCovered(_ rows: [Explorer.RowsCovered]) -> String {
    guard !rows.isEmpty else { return "" }
    let partial = rows.filter { !$0.isWhole }
    let upTo = rows.map { "\($0.upTo) \($0.upTo == 1 ? "row" : "rows") in \($0.group)" }
    return " with up to " + upTo.joined(separator: ", ")
      + (partial.isEmpty
        ? ""
        : " (raise --rows to cover more: "
          + partial.map { "\($0.group) allows \($0.allows.map(String.init) ?? "any number")" }
          .joined(separator: ", ") + ")")
  }

  /// What a systematic search without a violation covered, and what it promises.
  private static func verdict(
    of report: Explorer.SystematicReport, options systematic: Explorer.SystematicOptions
  ) -> [String] {
    var lines = tried(by: report)
    let neverValid = report.neverValid
    let neverEnabled = report.unreached.map(\.name)
    let caveat =
      (neverValid.isEmpty
        ? ""
        : "; \(neverValid.joined(separator: ", ")) \(neverValid.count == 1 ? "was" : "were") "
          + "never valid, so no state where \(neverValid.count == 1 ? "it is" : "they are") "
          + "valid was checked")
      + (neverEnabled.isEmpty
        ? ""
        : "; \(neverEnabled.joined(separator: ", ")) \(neverEnabled.count == 1 ? "was" : "were") "
          + "never enabled, so no state behind \(neverEnabled.count == 1 ? "it" : "them") was "
          + "checked")
    if report.wasInterrupted {
      lines.append(
        "interrupted: no violation in the \(Self.count(report.statesVisited, "state")) "
          + "visited, to depth \(report.depthReached); no verdict on the states not visited")
      return lines
    }
    if let unreproduced = report.unreproduced {
      lines.append("no verdict: \(unreproduced)")
      return lines
    }
    let resets = report.checkedResets ? ", and every reset from them put back what it reset" : ""
    if let byValidity = report.rowsByValidity, !report.isBounded {
      lines.append(
        "all \(report.statesVisited) reachable states with "
          + Self.rowCounts(byValidity.rowsCovered)
          + " hold every invariant, and so do all \(byValidity.validityStates) states"
          + rowsCovered(report.rows) + " each standing for its validity" + caveat)
      for dead in report.deadControls { lines.append("likely bug: \(dead)") }
      return lines
    }
    lines.append(
      report.isBounded
        ? "no violation in the \(Self.count(report.statesVisited, "state")) within the bounds "
          + "(--depth \(systematic.depth), --states \(systematic.states))"
          + rowsCovered(report.rows) + (report.checkedResets ? ", every reset checked" : "")
          + "; raise them to search further"
          + (report.rowsByValidityAvailable
            ? ", or take the rows by their validity (--rows-by-validity)" : "")
        : (report.statesVisited == 1
          ? "the one reachable state holds every invariant"
          : "all \(report.statesVisited) reachable states hold every invariant")
          + resets + rowsCovered(report.rows) + caveat)
    for dead in report.deadControls {
      lines.append("likely bug: \(dead)")
    }
    return lines
  }

  /// What a systematic search tried (the texts, the values) and what it told states apart by.
  private static func tried(by report: Explorer.SystematicReport) -> [String] {
    var lines: [String] = []
    if report.inputs.isEmpty {
      lines.append("texts tried: none, the screen has no field")
    } else {
      lines.append("texts tried:")
      lines.append(contentsOf: report.inputs.map { "  \($0)" })
    }
    if !report.valuesTried.isEmpty {
      lines.append("values tried:")
      lines.append(contentsOf: report.valuesTried.map { "  \($0)" })
    }
    lines.append(
      "states are told apart by \(Explorer.SystematicReport.abstraction)"
        + (report.rows.isEmpty
          ? ""
          : report.rowOrder == nil
            ? ", and by what a group's rows hold, whatever their order"
            : ", and by what a group's rows hold, in their order")
        + report.lifecycleParts.map { ", and by \($0)" }.joined())
    lines += report.unreached.map { "not reached: \($0)" }
    return lines
  }

  /// `--explore`: random runs, what they covered, and a counterexample if one was found.
  private func runRandom(
    _ file: CheckedFile, path: String, _ runs: RandomRuns, of exploration: Exploration,
    console: Console
  ) -> ExitStatus {
    var options = Explorer.Options(runs: runs.runs, steps: runs.steps)
    options.rows = exploration.rows
    options.seed = runs.seed ?? UInt64.random(in: 1...999_999)
    options.shard = runs.shard.flatMap { Explorer.Shard(index: $0.index, count: $0.count) }
    options.tool = programName
    let started = ContinuousClock.now
    let report = Explorer.explore(file, options: options)
    let elapsed = ContinuousClock.now - started
    let share = options.shard.map { " (shard \($0.index)/\($0.count))" } ?? ""
    var lines = [
      "explored \(path) with seed \(report.seed)\(share): \(report.stepsTried) steps"
    ]
    lines.append(contentsOf: debugBuildNote(elapsed: elapsed))
    if let reason = report.replayReason { lines.append("note: \(reason)") }
    lines += Self.rowsNotes(report.rows, rowOrder: report.rowOrder, searched: false)
    guard let violation = report.violation else {
      lines.append("no violation in \(report.runs) runs of up to \(options.steps) steps")
      lines += Self.coverage(of: report)
      console.write(lines.joined(separator: "\n") + "\n")
      return .success
    }
    return reportViolation(
      violation, output: exploration.output ?? "explored-\(report.seed).scenario", lines,
      to: console)
  }

  /// What random runs without a violation covered.
  private static func coverage(of report: Explorer.Report) -> [String] {
    var lines: [String] = []
    let kinds = report.stepKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    lines.append("steps: " + kinds.joined(separator: ", "))
    lines.append("controls: " + report.controls.sorted().joined(separator: ", "))
    lines.append(
      "rules seen failing: "
        + (report.failingRules.isEmpty
          ? "none" : report.failingRules.sorted().joined(separator: ", ")))
    let passedAndFailed = report.failingRules.intersection(report.passingRules)
    // Of the rules seen at all, and only those that answer at once: a remote rule or a check
    // of the app's is answered by the scenario, not decided by the text.
    lines.append(
      "rules seen passing and failing: \(passedAndFailed.count) of the "
        + "\(report.failingRules.union(report.passingRules).count) seen (asynchronous rules are "
        + "not counted)")
    lines.append(
      "managers that flipped both ways: "
        + (report.managersFlippedBothWays.isEmpty
          ? "none" : report.managersFlippedBothWays.joined(separator: ", ")))
    lines.append(
      "controls seen enabled and disabled: "
        + (report.controlsEnabledAndDisabled.isEmpty
          ? "none" : report.controlsEnabledAndDisabled.joined(separator: ", ")))
    for input in report.inputs where input.unsatisfiable != nil {
      lines.append("no valid text: \(input)")
    }
    for unreached in report.unreached {
      lines.append("not reached: \(unreached)")
    }
    for dead in report.deadControls {
      lines.append("likely bug: \(dead)")
    }
    return lines
  }

  /// `1 state`, `2 states`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Whether this is a debug build.
  static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// A note that a long search ran in a debug build, which is several times slower.
  func debugBuildNote(elapsed: Duration) -> [String] {
    guard Self.isDebugBuild, elapsed > .seconds(2) else { return [] }
    return [
      "note: this is a debug build, which searches several times slower than a release build; "
        + "for large searches use 'swift run -c release \(programName) …'"
    ]
  }

  /// Prints a violation and writes the scenario that reproduces it.
  func reportViolation(
    _ violation: Explorer.Violation, output: String, _ header: [String], to console: Console
  ) -> ExitStatus {
    var lines = header
    let after = violation.foundAfter
    lines.append(
      "violation after \(after) step\(after == 1 ? "" : "s"), shrunk to \(violation.steps.count):")
    lines.append("  expected: \(violation.expected)")
    lines.append("    actual: \(violation.actual)")
    lines.append(contentsOf: violation.steps.map { "  " + $0 })
    do {
      try Data(violation.scenarioFile.utf8).write(to: URL(fileURLWithPath: output))
      lines.append("wrote \(output); replay it with: \(programName) \(output)")
    } catch {
      console.write(lines.joined(separator: "\n") + "\n")
      console.fail("error: cannot write '\(output)': \(error.localizedDescription)\n")
      return .invalidInput
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return .failure
  }

  /// `Scenarios/login.scenario: 12000 of at most 250000 states, depth 5, 14 s`.
  package static func progressLine(_ path: String, _ progress: Explorer.SystematicProgress)
    -> String
  {
    let seconds = Int((progress.elapsed / .seconds(1)).rounded())
    return "\(path): \(progress.states) of at most \(progress.bound) states, depth "
      + "\(progress.depth), \(seconds) s" + (progress.replays ? ", replaying paths" : "")
  }
}
