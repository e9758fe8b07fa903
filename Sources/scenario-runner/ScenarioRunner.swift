import Foundation
import ScenarioEngine

/// Replays scenario files: `scenario-runner [OPTIONS] [PATH...]`.
@main
struct ScenarioRunner {
  static func main() {
    let status: ExitStatus
    do {
      let command = try RunnerCommand(arguments: Array(CommandLine.arguments.dropFirst()))
      let colour = RunnerCommand.usesColour(
        isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
      status = command.run(colour: colour) { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      }
    } catch {
      FileHandle.standardError.write(
        Data("error: \(error.description)\nSee 'scenario-runner --help'.\n".utf8))
      status = .usage
    }
    exit(status.rawValue)
  }
}
