import Dispatch
import ScenarioCommand
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ScenarioLanguageServer
import Synchronization
import Testing

/// Run under `swift test --sanitize=thread --filter ParallelReplay`: files and results are
/// shared between threads; every screen belongs to the thread that replays it.
@Suite("Parallel replay")
struct ParallelReplayTests {
  @Test func scenariosReplayedOnManyThreadsGiveTheSameResults() throws {
    let files = ScenarioFiles.find(in: [scenariosFolder]).files.map { CheckedFile.load(path: $0) }
    let expected = files.map { $0.replayAll(recordingSnapshots: true).map(\.passed) }
    let rounds = 8
    let outcomes = Mutex([[[Bool]]](repeating: [], count: rounds))
    DispatchQueue.concurrentPerform(iterations: rounds) { round in
      let results = files.map { $0.replayAll(recordingSnapshots: true).map(\.passed) }
      outcomes.withLock { $0[round] = results }
    }
    outcomes.withLock { all in
      for results in all { #expect(results == expected) }
    }
  }

  /// The mapper that `--jobs` uses, not a copy of it: any number of threads, the files' order.
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
