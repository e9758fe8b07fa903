import Foundation
import ScenarioEngine
import ScenarioFormat
import ScenarioTesting
import TestSupport
import Testing

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

@Suite("ScenarioTesting")
struct ScenarioTestingTests {
  private func folder(with files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
  }

  @Test func aFailureIsRecordedAtTheScenarioFilesLine() throws {
    let path = try folder(with: [
      "f.scenario": "field a\nscenario \"fails\"\n  type a \"x\"\n  expect a text \"y\"\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cases = ScenarioCase.all(in: [path])
    #expect(cases.map(\.testDescription) == ["fails (f.scenario)"])
    let scenario = try #require(cases.first)
    withKnownIssue {
      scenario.expectToPass()
    } matching: { issue in
      issue.sourceLocation?.line == 4 && issue.sourceLocation?.column == 3
        && issue.sourceLocation?.filePath.hasSuffix("f.scenario") == true
    }
  }

  @Test func aFileWithErrorsIsOneCaseThatRecordsEachError() throws {
    let path = try folder(with: ["e.scenario": "fild a\nbuton b\nscenario \"s\"\n  tab\n"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cases = ScenarioCase.all(in: [path])
    #expect(cases.count == 1)
    #expect(cases.first?.scenario == nil)
    withKnownIssue {
      cases.first?.expectToPass()
    } matching: { issue in
      [1, 2].contains(issue.sourceLocation?.line ?? 0)
        && issue.sourceLocation?.filePath.hasSuffix("e.scenario") == true
    }
  }

  @Test func aMissingPathIsACaseThatFails() {
    let cases = ScenarioCase.all(in: ["/nonexistent/scenarios"])
    #expect(cases.count == 1)
    #expect(
      cases.first?.file.readError
        == "cannot read '/nonexistent/scenarios': no such file or directory")
    withKnownIssue {
      cases.first?.expectToPass()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "cannot read '/nonexistent/scenarios': no such file or directory"
      ]
    }
  }
}
