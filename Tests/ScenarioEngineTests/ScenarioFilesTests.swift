import Foundation
import ScenarioEngine
import ScenarioTesting
import Testing

/// The package's own `Scenarios/` folder, found from this file.
let scenariosFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Scenarios").path

@Suite("Scenarios folder")
struct ScenarioFilesTests {
  static let files = ScenarioFiles.find(in: [scenariosFolder]).files

  /// Each scenario of `Scenarios/` is a test case of its own; a failure is recorded at the
  /// scenario file's line and column.
  @Test(arguments: ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath))
  func scenario(_ scenario: ScenarioCase) {
    scenario.expectToPass()
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
    #expect(ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath).count == count)
  }
}
