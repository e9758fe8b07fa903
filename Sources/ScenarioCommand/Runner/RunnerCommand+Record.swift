import Foundation
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat

extension RunnerCommand {
  /// Whether the environment says the run is a CI job, where `--record` must not run: `CI` set
  /// and not empty, as a shell's `[ -n "$CI" ]` reads it.
  static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    !(environment["CI"] ?? "").isEmpty
  }

  /// `--record`: every file replayed, its failing and placeholder expectations rewritten in
  /// place, and the diff printed.
  func runRecord(
    _ selection: Selection, catalogue: ScreenCatalogue, environment: [String: String],
    console: Console
  ) -> ExitStatus {
    guard !Self.isContinuousIntegration(environment) else {
      console.fail(Refusal.recordInContinuousIntegration.line)
      return .usage
    }
    let (paths, pathStatus) = scenarioFiles(selection.paths, console: console)
    var status = pathStatus
    var recorded = 0
    var files = 0
    var left = 0
    for path in paths {
      let file = CheckedFile.load(path: path, catalogue: catalogue, today: selection.today)
      guard file.isValid, let bytes = FileManager.default.contents(atPath: path) else {
        reportErrors(of: file, console: console)
        console.write("\(path): not recorded: the file has errors\n")
        status = .invalidInput
        continue
      }
      let recording = file.record(filter: selection.filter)
      if !recording.isEmpty {
        console.write(recording.diff)
        if writeFile(recording.apply(to: bytes), to: path, console: console) {
          recorded += recording.changes.count
          files += 1
        } else {
          status = .invalidInput
        }
      }
      for refusal in recording.refusals {
        console.write("\(refusal.position): not recorded: \(refusal.reason)\n")
        left += 1
      }
      for failure in recording.failures {
        console.write(
          "\(failure.position): not recorded past this step: expected \(failure.expected), "
            + "the screen showed \(failure.actual)\n")
        left += 1
      }
    }
    var summary = "recorded \(recorded) expectation\(recorded == 1 ? "" : "s") in \(files) file"
    summary += files == 1 ? "" : "s"
    if left > 0 {
      summary += "; \(left) left as \(left == 1 ? "it was" : "they were")"
      if status == .success { status = .failure }
    }
    console.write(summary + "\n")
    return status
  }
}
