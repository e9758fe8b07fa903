import Foundation
import ScenarioEngine
import ScenarioFormat

// A session's log checked against today's model, and written as a scenario.
extension RunnerCommand {
  /// `--check-log FILE`: the log replayed on today's model; the first step where the screen
  /// differs from what the log says it showed is named (exit 1).
  func runCheckLog(
    _ path: String, catalogue: ScreenCatalogue, console: Console
  ) -> ExitStatus {
    guard let log = readLog(path, console: console) else { return .invalidInput }
    do throws(SessionLog.Problem) {
      guard let drift = try SessionLog.check(log, path: path, catalogue: catalogue) else {
        let steps = log.actions.reduce(0) { $0 + $1.count }
        console.write(
          "\(path): replayed \(steps) step\(steps == 1 ? "" : "s") on today's "
            + "'\(log.header.screen)': every step shows what the log says\n")
        return .success
      }
      let place = drift.step.isEmpty ? "the fresh screen" : drift.step
      console.write(
        "\(path):\(drift.line): today's model differs from the log at \(place):\n"
          + drift.differences.map { "  \($0)\n" }.joined())
      return .failure
    } catch {
      console.fail("\(error)\n")
      return .invalidInput
    }
  }

  /// `--log-to-scenario FILE`: the log written as a scenario file, to `--out` or printed.
  func runLogToScenario(
    _ path: String, output: String?, console: Console
  ) -> ExitStatus {
    guard let log = readLog(path, console: console) else { return .invalidInput }
    let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let text = SessionLog.scenarioText(log, title: title)
    guard let output else {
      console.write(text)
      return .success
    }
    guard writeFile(Array(text.utf8), to: output, console: console) else { return .invalidInput }
    console.write("wrote \(output)\n")
    return .success
  }

  private func readLog(_ path: String, console: Console) -> SessionLog.Read? {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path)
        ? "it cannot be read" : "no such file or directory"
      console.fail("error: \(path): \(reason)\n")
      return nil
    }
    do throws(SessionLog.Problem) {
      return try SessionLog.read(String(decoding: data, as: UTF8.self), path: path)
    } catch {
      console.fail("\(error)\n")
      return nil
    }
  }
}
