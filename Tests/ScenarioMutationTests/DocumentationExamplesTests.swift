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
