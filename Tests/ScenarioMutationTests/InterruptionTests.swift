import Foundation
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import Testing

@testable import ScenarioCommand
@testable import ScenarioMutation

/// Control-C during a long run: what was decided is reported, the rest is named as not
/// decided, and the runner exits 130.
@Suite("Interrupting long runs")
struct InterruptionTests {
  /// A form whose scenario leaves `note` and the second manager's wiring untested: some
  /// mutants survive, each with a killing scenario.
  private static let form = """
    field name
      required
    field note
      required
    switch terms
      must-be-on
    button send
    manager form verifies name note terms manages send
    scenario "a name alone does not open send"
      type name "Ada"
      expect send disabled
    """

  /// Says "stop" from its `after + 1`th question on, counting the questions.
  private final class StopAfter: @unchecked Sendable {
    let after: Int
    var asked = 0
    init(_ after: Int) { self.after = after }
    func callAsFunction() -> Bool {
      asked += 1
      return asked > after
    }
  }

  @Test func anInterruptedMutationRunReportsWhatItDecidedAndNamesTheRest() throws {
    let file = CheckedFile(text: Self.form, path: "form.scenario")
    let whole = MutationTesting.run(file)
    #expect(!whole.wasInterrupted)
    let stop = StopAfter(3)
    let report = MutationTesting.run(file, isInterrupted: stop.callAsFunction)
    #expect(report.wasInterrupted)
    #expect(report.results.count == whole.results.count, "every mutant is named")
    let decided = report.results.prefix(3).map { "\($0.outcome)" }
    #expect(decided == whole.results.prefix(3).map { "\($0.outcome)" })
    #expect(
      report.results.dropFirst(3).allSatisfy {
        if case .notReached = $0.outcome { true } else { false }
      })
    let human = MutationReport.human([report])
    #expect(human.contains("not run (interrupted)"))
    #expect(human.contains("the run was interrupted before its turn"))
    #expect(!human.contains("budget"))
    #expect(MutationReport.json([report]).contains("the run was interrupted before its turn"))
  }

  @Test func survivorsComeFirstInTheReport() throws {
    let file = CheckedFile(text: Self.form, path: "form.scenario")
    let whole = MutationTesting.run(file)
    // The first mutant not reached, the others as they were: in the mutants' order, a line
    // that does not count would come first.
    let first = try #require(whole.results.first)
    let results =
      [MutationTesting.Result(mutant: first.mutant, outcome: .notReached)]
      + whole.results.dropFirst()
    let report = MutationTesting.FileReport(file: file, results: results, bounds: whole.bounds)
    let words = MutationReport.human([report]).split(separator: "\n").compactMap {
      line -> String? in
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
    #expect(words.filter { $0 == "survived" }.count == report.counted - report.killed)
    #expect(words.last == "not", "survivors before what does not count: \(words)")
    #expect(words.first == "survived", "\(words)")
  }

  @Test func theRunnerExits130WithWhatItDecided() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interruption-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("form.scenario").path
    try Self.form.write(toFile: path, atomically: true, encoding: .utf8)

    var output = ""
    let mutate = try RunnerCommand(arguments: ["--mutate", "--min-score", "100", path])
    let stopMutating = StopAfter(2)
    let mutated = mutate.run(isInterrupted: stopMutating.callAsFunction) { output += $0 }
    #expect(mutated == .interrupted, "a partial score is no verdict for --min-score")
    #expect(output.contains("not run (interrupted)"))

    output = ""
    let explore = try RunnerCommand(arguments: ["--explore", path, "--systematic"])
    let stopExploring = StopAfter(4)
    let explored = explore.run(isInterrupted: stopExploring.callAsFunction) { output += $0 }
    #expect(explored == .interrupted)
    #expect(
      output.contains("interrupted: no violation in the 5 states visited"), "\(output)")
    #expect(!output.contains("reachable states hold"))
    #expect(!output.contains("likely bug"))
  }

  @Test func anInterruptedSearchIsBoundedAndClaimsNoMoreThanItVisited() {
    let file = CheckedFile(text: Self.form, path: "form.scenario")
    let whole = Explorer.exploreSystematically(file, options: .init())
    #expect(!whole.isBounded)
    #expect(whole.statesVisited > 5)
    let stop = StopAfter(5)
    let report = Explorer.exploreSystematically(
      file, options: .init(), isInterrupted: stop.callAsFunction)
    #expect(report.wasInterrupted)
    #expect(report.isBounded)
    #expect(report.statesVisited == 6, "the initial state and the five asked about before")
    #expect(report.deadControls.isEmpty)
  }
}
