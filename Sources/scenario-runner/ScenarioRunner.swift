import Dispatch
import Foundation
import ScenarioEngine
import Synchronization

/// Replays scenario files: `scenario-runner [OPTIONS] [PATH...]`.
@main
struct ScenarioRunner {
  static func main() {
    let status: ExitStatus
    do {
      let command = try RunnerCommand(arguments: Array(CommandLine.arguments.dropFirst()))
      let colour = RunnerCommand.usesColour(
        isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
      let jobs = command.jobs
      var map = RunReport.sequential
      if jobs > 1 {
        map = { paths, body in parallelMap(paths, jobs: jobs, body) }
      }
      status = command.run(colour: colour, map: map) { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      }
    } catch {
      FileHandle.standardError.write(
        Data("error: \(error.description)\nSee 'scenario-runner --help'.\n".utf8))
      status = .usage
    }
    exit(status.rawValue)
  }

  /// The files replayed on `jobs` threads, each taking every `jobs`-th file; the reports come
  /// back in the files' order.
  static func parallelMap(
    _ paths: [String], jobs: Int, _ body: @escaping @Sendable (String) -> RunReport.FileReport
  ) -> [RunReport.FileReport] {
    let reports = Mutex([RunReport.FileReport?](repeating: nil, count: paths.count))
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(paths.count, 1))) { worker in
      for index in stride(from: worker, to: paths.count, by: jobs) {
        let report = body(paths[index])
        reports.withLock { $0[index] = report }
      }
    }
    return reports.withLock { $0.compactMap { $0 } }
  }
}
