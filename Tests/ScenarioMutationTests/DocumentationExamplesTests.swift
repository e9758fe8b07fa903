import Foundation
import ScenarioEngine
import ScenarioMutation
import Testing

// The Swift example of ScenarioMutation's documentation, kept compiling and true.
// `DocumentationCodeTests` holds the two equal.

@Suite("Documentation examples: mutation testing")
struct MutationDocumentationExamplesTests {
  /// ScenarioMutation.md, "Overview".
  @Test func mutatingAFile() {
    let report = MutationTesting.run(CheckedFile.load(path: "Scenarios/login.scenario"))
    print(MutationReport.human([report]))

    let login = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/login.scenario").path
    let found = MutationTesting.run(CheckedFile.load(path: login))
    #expect(!found.results.isEmpty)
  }
}

@Suite("Documentation: the mutation operators")
struct MutationOperatorDocumentationTests {
  /// Every operator the tool plants is in the guide's table, by the name its reports print.
  @Test func theGuideListsEveryOperator() throws {
    let guide = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/ScenarioMutation/ScenarioMutation.docc/Articles/MutationTestingGuide.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    let table = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for mutation in MutationOperator.allCases {
      #expect(
        table.contains { $0.contains("`\(mutation.rawValue)`") },
        "\(mutation.rawValue) is not in the guide's table")
    }
  }
}
