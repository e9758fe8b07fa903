import Foundation
import ScenarioEngine
import ScenarioFormat
package import ScenarioMutation

/// `--mutate`: mutation testing of each file's screen, its score, and the scenarios that kill
/// its survivors.
extension RunnerCommand {
  /// `--mutate`: each file's screen mutated, the reports written, and with `--out` the file
  /// with a scenario for each survivor.
  func runMutation(
    _ mutation: Mutation, catalogue: ScreenCatalogue, console: Console
  ) -> ExitStatus {
    let (found, pathStatus) = scenarioFiles(mutation.paths, console: console)
    var status = pathStatus
    if mutation.output != nil, found.count != 1 {
      console.fail(Refusal.mutationOutputNeedsOneFile(program: programName).line)
      return .usage
    }
    if let output = mutation.output, let input = found.first, Self.isSameFile(output, input) {
      console.fail(Refusal.mutationOutputIsTheFile(output).line)
      return .usage
    }
    let reports = mutate(
      found, budget: mutation.budget, catalogue: catalogue, status: &status, console: console)
    return finish(reports, of: mutation, status: status, console: console)
  }

  /// Whether two paths name the same file.
  private static func isSameFile(_ first: String, _ second: String) -> Bool {
    URL(fileURLWithPath: first).standardizedFileURL
      == URL(fileURLWithPath: second).standardizedFileURL
  }

  /// Mutates each file that has no error, and says which have.
  private func mutate(
    _ found: [String], budget: Duration?, catalogue: ScreenCatalogue, status: inout ExitStatus,
    console: Console
  ) -> [MutationTesting.FileReport] {
    var reports: [MutationTesting.FileReport] = []
    for path in found {
      guard let file = validFile(at: path, catalogue: catalogue, console: console) else {
        console.write("\(path): not mutated: the file has errors\n")
        status = .invalidInput
        continue
      }
      let report = MutationTesting.run(
        file, budget: budget,
        progress: console.progress.map { show in { show(Self.progressLine(path, $0)) } },
        isInterrupted: console.isInterrupted)
      console.progress?("")
      if report.failingScenario != nil { status = .failure }
      reports.append(report)
    }
    return reports
  }

  /// Writes the reports and the strengthened file, and gives the run's status.
  private func finish(
    _ reports: [MutationTesting.FileReport], of mutation: Mutation, status: ExitStatus,
    console: Console
  ) -> ExitStatus {
    var status = status
    for output in mutation.outputs {
      let text =
        output.format == .json ? MutationReport.json(reports) : MutationReport.human(reports)
      guard let path = output.path else {
        console.write(text)
        continue
      }
      if !writeFile(text.utf8, to: path, console: console) { status = .invalidInput }
    }
    if let output = mutation.output, let report = reports.first,
      !writeKillingScenarios(of: report, to: output, console: console)
    {
      status = .invalidInput
    }
    // A partial score is no verdict for --min-score.
    if status == .success, reports.contains(where: \.wasInterrupted) { return .interrupted }
    if status == .success, let minimum = mutation.minimumScore,
      let score = MutationReport.score(reports), score < minimum
    {
      console.fail(
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
    of report: MutationTesting.FileReport, to output: String, console: Console
  ) -> Bool {
    guard let text = MutationTesting.fileWithKillingScenarios(report) else {
      console.write("\(output) not written: no survivor has a scenario that kills it\n")
      return true
    }
    guard writeFile(text.utf8, to: output, console: console) else { return false }
    console.write("wrote \(output): the file with a scenario for each survivor at its end\n")
    return true
  }

  /// `--generate FILE`: a suite for the file's screen, written to `--out` or printed masked.
  func runGenerate(
    _ generation: Generation, catalogue: ScreenCatalogue, console: Console
  ) -> ExitStatus {
    let path = generation.path
    guard let file = validFile(at: path, catalogue: catalogue, console: console) else {
      return .invalidInput
    }
    if let output = generation.output, Self.isSameFile(output, path) {
      console.fail(Refusal.suiteOutputIsTheFile(output).line)
      return .usage
    }
    guard let suite = MutationTesting.generateSuite(for: file) else { return .invalidInput }
    let summary =
      "\(suite.scenarios) scenario\(suite.scenarios == 1 ? "" : "s") that kill "
      + "\(suite.killed) of \(suite.counted) mutants"
      + (suite.equivalent > 0 ? " (\(suite.equivalent) equivalent left out)" : "")
      + suite.equivalentMutants.map { "\nequivalent \($0.place): \($0.description)" }
      .joined()
    guard let output = generation.output else {
      console.write(suite.printable + "\n# " + summary + "\n")
      return .success
    }
    guard writeFile((suite.text + "\n").utf8, to: output, console: console) else {
      return .invalidInput
    }
    console.write("wrote \(output): \(summary)\n")
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
