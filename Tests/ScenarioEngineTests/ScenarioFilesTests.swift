import Foundation
import ScenarioEngine
import Testing

/// The package's own `Scenarios/` folder, found from this file.
let scenariosFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Scenarios").path

@Suite("Scenarios folder")
struct ScenarioFilesTests {
  static let files = ScenarioFiles.find(in: [scenariosFolder]).files

  @Test("every reference scenario file replays green", arguments: files)
  func scenarioFilePasses(path: String) {
    let file = CheckedFile.load(path: path)
    #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics.joined(separator: "\n"))")
    for result in file.replayAll() {
      if let failure = result.failure {
        Issue.record(
          Comment(rawValue: HumanReport.render(failure).joined(separator: "\n")),
          sourceLocation: SourceLocation(
            fileID: "ScenarioEngine/\(URL(fileURLWithPath: path).lastPathComponent)",
            filePath: path, line: failure.position.line, column: failure.position.column))
      }
    }
  }

  @Test func everyReferenceScreenHasAFileAndThereAreAtLeastFortyScenarios() {
    let names = Set(Self.files.map { URL(fileURLWithPath: $0).lastPathComponent })
    for screen in [
      "login.scenario", "registration.scenario", "ordered-checks.scenario", "sign-up.scenario",
      "sign-in.scenario", "rule-list.scenario",
    ] {
      #expect(names.contains(screen))
    }
    let count = Self.files.map { CheckedFile.load(path: $0).scenarios.count }.reduce(0, +)
    #expect(count >= 40)
  }
}
