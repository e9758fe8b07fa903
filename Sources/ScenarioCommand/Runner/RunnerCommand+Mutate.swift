import Foundation
import ScenarioEngine
import ScenarioFormat
package import ScenarioMutation

/// `--mutate`: mutation testing of each file's screen, its score, and the scenarios that kill
/// its survivors.
extension RunnerCommand {
  /// Refuses what `--mutate` does not take, and `--min-score` without it.
  func checkMutationOptions() throws(UsageError) {
    if generate != nil {
      let others = [
        ("--mutate", mutate), ("--explore", explore), ("--list", list), ("--check", check),
        ("--trace", trace), ("--shard", shard != nil), ("--record", record), ("--lsp", lsp),
        ("--filter", filter != nil), ("--format", !formats.isEmpty),
        ("--min-score", minimumScore != nil),
      ].filter(\.1).map(\.0)
      if let other = others.first {
        throw UsageError(description: "option '--generate' cannot be combined with '\(other)'")
      }
      if !paths.isEmpty {
        throw UsageError(
          description: "--generate takes its one file as its value, such as "
            + "'--generate Scenarios/login.scenario --out login-suite.scenario'; "
            + "found '\(paths[0])'"
        )
      }
    }
    guard mutate else {
      if minimumScore != nil {
        throw UsageError(description: "option '--min-score' goes with '--mutate'")
      }
      if mutationBudget != nil {
        throw UsageError(description: "option '--budget' goes with '--mutate'")
      }
      return
    }
    let others = [
      ("--explore", explore), ("--list", list), ("--check", check), ("--trace", trace),
      ("--shard", shard != nil), ("--record", record), ("--lsp", lsp),
      ("--filter", filter != nil),
    ].filter(\.1).map(\.0)
    if let other = others.first {
      throw UsageError(description: "option '--mutate' cannot be combined with '\(other)'")
    }
    if let output = formats.first(where: { $0.format != .human && $0.format != .json }) {
      throw UsageError(
        description: "--mutate writes a human or a json report (the mutation-testing report "
          + "schema), not '\(output.format.rawValue)'")
    }
  }

  func runMutation(
    catalogue: ScreenCatalogue, write: (String) -> Void, fail: (String) -> Void,
    progress: ((String) -> Void)? = nil, isInterrupted: (() -> Bool)? = nil
  ) -> ExitStatus {
    let (found, pathStatus) = scenarioFiles(fail: fail)
    var status = pathStatus
    if exploreOutput != nil, found.count != 1 {
      fail(
        "error: --mutate --out FILE writes one file's scenarios; name one file, such as "
          + "'\(programName) --mutate Scenarios/login.scenario --out login-killing.scenario'\n")
      return .usage
    }
    if let output = exploreOutput, let input = found.first,
      URL(fileURLWithPath: output).standardizedFileURL
        == URL(fileURLWithPath: input).standardizedFileURL
    {
      fail("error: --out '\(output)' is the file itself; write the strengthened file beside it\n")
      return .usage
    }
    let reports = mutate(
      found, catalogue: catalogue, status: &status, write: write, fail: fail, progress: progress,
      isInterrupted: isInterrupted)
    return finish(reports, status: status, write: write, fail: fail)
  }

  /// Mutates each file that has no error, and says which have.
  private func mutate(
    _ found: [String], catalogue: ScreenCatalogue, status: inout ExitStatus,
    write: (String) -> Void, fail: (String) -> Void, progress: ((String) -> Void)?,
    isInterrupted: (() -> Bool)?
  ) -> [MutationTesting.FileReport] {
    var reports: [MutationTesting.FileReport] = []
    for path in found {
      let file = CheckedFile.load(path: path, catalogue: catalogue)
      guard file.isValid else {
        if let readError = file.readError { fail("error: \(readError)\n") }
        write(file.renderedDiagnostics.map { $0 + "\n" }.joined())
        write("\(path): not mutated: the file has errors\n")
        status = .invalidInput
        continue
      }
      let report = MutationTesting.run(
        file, budget: mutationBudget,
        progress: progress.map { show in { show(Self.progressLine(path, $0)) } },
        isInterrupted: isInterrupted)
      progress?("")
      if report.failingScenario != nil { status = .failure }
      reports.append(report)
    }
    return reports
  }

  /// Writes the reports and the strengthened file, and gives the run's status.
  private func finish(
    _ reports: [MutationTesting.FileReport], status: ExitStatus, write: (String) -> Void,
    fail: (String) -> Void
  ) -> ExitStatus {
    var status = status
    for output in formats {
      let text =
        output.format == .json ? MutationReport.json(reports) : MutationReport.human(reports)
      guard let path = output.path else {
        write(text)
        continue
      }
      if !writeFile(text.utf8, to: path, fail: fail) { status = .invalidInput }
    }
    if let output = exploreOutput, let report = reports.first,
      !writeKillingScenarios(of: report, to: output, write: write, fail: fail)
    {
      status = .invalidInput
    }
    // A partial score is no verdict for --min-score.
    if status == .success, reports.contains(where: \.wasInterrupted) { return .interrupted }
    if status == .success, let minimum = minimumScore,
      let score = MutationReport.score(reports), score < minimum
    {
      fail(
        String(format: "error: the mutation score %.1f%% is below --min-score %g\n", score, minimum)
      )
      return .failure
    }
    return status
  }

  /// `--mutate --out FILE`: the file with a scenario for each survivor at its end.
  ///
  /// - Returns: `false` when the file could not be written.
  private func writeKillingScenarios(
    of report: MutationTesting.FileReport, to output: String, write: (String) -> Void,
    fail: (String) -> Void
  ) -> Bool {
    guard let text = MutationTesting.fileWithKillingScenarios(report) else {
      write("\(output) not written: no survivor has a scenario that kills it\n")
      return true
    }
    guard writeFile(text.utf8, to: output, fail: fail) else { return false }
    write("wrote \(output): the file with a scenario for each survivor at its end\n")
    return true
  }

  /// `--generate FILE`: a suite for the file's screen, written to `--out` or printed masked.
  func runGenerate(
    _ path: String, catalogue: ScreenCatalogue, write: (String) -> Void,
    fail: (String) -> Void
  ) -> ExitStatus {
    let file = CheckedFile.load(path: path, catalogue: catalogue)
    guard file.isValid else {
      if let readError = file.readError { fail("error: \(readError)\n") }
      write(file.renderedDiagnostics.map { $0 + "\n" }.joined())
      return .invalidInput
    }
    if let output = exploreOutput,
      URL(fileURLWithPath: output).standardizedFileURL
        == URL(fileURLWithPath: path).standardizedFileURL
    {
      fail("error: --out '\(output)' is the file itself; write the suite beside it\n")
      return .usage
    }
    guard let suite = MutationTesting.generateSuite(for: file) else { return .invalidInput }
    let summary =
      "\(suite.scenarios) scenario\(suite.scenarios == 1 ? "" : "s") that kill "
      + "\(suite.killed) of \(suite.counted) mutants"
      + (suite.equivalent > 0 ? " (\(suite.equivalent) equivalent left out)" : "")
      + suite.equivalentMutants.map { "\nequivalent \($0.position): \($0.description)" }
      .joined()
    guard let output = exploreOutput else {
      write(suite.printable + "\n# " + summary + "\n")
      return .success
    }
    guard writeFile((suite.text + "\n").utf8, to: output, fail: fail) else {
      return .invalidInput
    }
    write("wrote \(output): \(summary)\n")
    return .success
  }

  /// `Scenarios/login.scenario: mutant 12 of 40 (9 killed, 2 survived), 42 s, about 1 min left`.
  package static func progressLine(_ path: String, _ progress: MutationTesting.Progress) -> String {
    func spoken(_ duration: Duration) -> String {
      let seconds = Int((duration / .seconds(1)).rounded())
      return seconds < 120 ? "\(seconds) s" : "\((seconds + 30) / 60) min"
    }
    let left = progress.remaining.map { ", about \(spoken($0)) left" } ?? ""
    return "\(path): mutant \(progress.done) of \(progress.total) (\(progress.killed) killed, "
      + "\(progress.survived) survived), \(spoken(progress.elapsed))\(left)"
  }
}
