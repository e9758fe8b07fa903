import ScenarioCommand
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ScenarioLanguageServer
import TestSupport
import Testing

/// Run under `swift test --sanitize=thread --filter ParallelReplay`: files and results are
/// shared between threads; every screen belongs to the thread that replays it.
@Suite("Parallel replay")
struct ParallelReplayTests {
  @Test func scenariosReplayedOnManyThreadsGiveTheSameResults() throws {
    let files = ScenarioFiles.find(in: [scenariosFolder]).files.map { CheckedFile.load(path: $0) }
    let expected = files.map { $0.replayAll(recordingSnapshots: true).map(\.passed) }
    // Eight rounds on as many threads, through the mapper `--jobs` uses: each round's results
    // go to its own slot, so the threads share the files and nothing else.
    let rounds = ScenarioCommand.parallelMap(Array(0..<8), jobs: 8) { _ in
      files.map { $0.replayAll(recordingSnapshots: true).map(\.passed) }
    }
    #expect(rounds.count == 8)
    for results in rounds { #expect(results == expected) }
  }

  /// The mapper that `--jobs` uses, not a copy of it: any number of threads, the files' order.
  @Test func theMapperKeepsTheOrderForAnyCountOfElements() {
    let squares = ScenarioCommand.parallelMap(Array(0..<1_000), jobs: 7) { $0 * $0 }
    #expect(squares == (0..<1_000).map { $0 * $0 })
    #expect(ScenarioCommand.parallelMap([Int](), jobs: 4) { $0 }.isEmpty)
    #expect(ScenarioCommand.parallelMap([5], jobs: 4) { $0 + 1 } == [6])
  }

  @Test(arguments: [2, 3, 16])
  func aRunMappedOverThreadsKeepsTheFilesOrder(jobs: Int) {
    let parallel: RunReport.FileMapper = { paths, body in
      ScenarioCommand.parallelMap(paths, jobs: jobs, body)
    }
    let sequential = RunReport.run(paths: [scenariosFolder])
    let mapped = RunReport.run(paths: [scenariosFolder], map: parallel)
    #expect(mapped.files.count == sequential.files.count)
    #expect(mapped.files.map(\.file.source.path) == sequential.files.map(\.file.source.path))
    #expect(HumanReport.render(mapped) == HumanReport.render(sequential))
    #expect(mapped.passed == sequential.passed)
  }
}
