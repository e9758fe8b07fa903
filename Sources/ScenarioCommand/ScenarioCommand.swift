import Dispatch
import Foundation
public import ScenarioEngine
import ScenarioFormat
import ScenarioLanguageServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runner's whole command line, for `scenario-runner` and for a runner of your own that
/// hands it the screens your app builds in Swift.
///
/// ```swift
/// import ScenarioCommand
///
/// @main struct CheckoutScenarios {
///   static func main() { ScenarioCommand.main(catalogue: .checkout) }
/// }
/// ```
///
/// It reads the arguments, runs the engine (`--jobs N` on N threads, which live here, not in the
/// libraries), writes the reports and exits with the runner's status: 0, 1, 2, or 64 for a bad
/// command line.
public enum ScenarioCommand {
  /// Runs the command line of this process and exits.
  ///
  /// Messages name the program as it was started, or as `SCENARIO_RUNNER_COMMAND` says when it
  /// is set (`swift package scenarios` sets it).
  ///
  /// - Parameter catalogue: The screens built in Swift that files may name with
  ///   `screen from "NAME"`; empty for `scenario-runner`.
  /// - Returns: Never: the process exits with the run's status.
  public static func main(catalogue: ScreenCatalogue = ScreenCatalogue()) -> Never {
    // `swift package scenarios` starts the runner under a name of SwiftPM's own and says, in
    // this variable, what the user typed.
    let program =
      ProcessInfo.processInfo.environment["SCENARIO_RUNNER_COMMAND"].flatMap {
        $0.isEmpty ? nil : $0
      }
      ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
      ?? "scenario-runner"
    let status: ExitStatus
    do {
      var command = try RunnerCommand(arguments: Array(CommandLine.arguments.dropFirst()))
      command.programName = program
      if command.mode == .languageServer {
        // A client that goes away closes the pipe: the write fails, and the server ends.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(catalogue: catalogue)
        exit(
          server.serve(input: .standardInput, output: .standardOutput) { complaint in
            FileHandle.standardError.write(Data(complaint.utf8))
          })
      }
      if case .studio(let path, let output) = command.mode {
        exit(
          StudioTerminal(path: path, output: output, catalogue: catalogue, program: program)
            .run().rawValue)
      }
      let colour = RunnerCommand.usesColour(
        isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
      let jobs = command.jobs
      var map = RunReport.sequential
      if jobs > 1 {
        map = { paths, body in parallelMap(paths, jobs: jobs, body) }
      }
      // On a terminal, long runs (--mutate) say how they go on one line that they rewrite; in
      // a log, on a line every ten seconds.
      let log = LogProgress { FileHandle.standardError.write(Data($0.utf8)) }
      let progress: (String) -> Void =
        isatty(STDERR_FILENO) != 0
        ? { line in FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8)) }
        : log.take
      if command.stopsWhenInterrupted { Interruption.listen() }
      status = command.run(
        colour: colour, map: map, catalogue: catalogue,
        writeError: { FileHandle.standardError.write(Data($0.utf8)) }, progress: progress,
        isInterrupted: { Interruption.wasRequested }
      ) { text in
        let shown =
          program == "scenario-runner" || command.mode != .help
          ? text : text.replacingOccurrences(of: "scenario-runner", with: program)
        FileHandle.standardOutput.write(Data(shown.utf8))
      }
    } catch {
      FileHandle.standardError.write(Data(error.withHelp(program: program).utf8))
      status = .usage
    }
    exit(status.rawValue)
  }
}

/// Control-C during a long run: the first asks it to stop and report what it decided, the
/// second ends the process as usual.
private enum Interruption {
  /// Set from the signal handler, read by the run between steps.
  ///
  /// A `sig_atomic_t` is what a handler may write.
  nonisolated(unsafe) private static var requested: sig_atomic_t = 0

  static var wasRequested: Bool { requested != 0 }

  /// Catches the next Control-C.
  static func listen() {
    signal(SIGINT) { _ in
      Interruption.requested = 1
      signal(SIGINT, SIG_DFL)
    }
  }
}
