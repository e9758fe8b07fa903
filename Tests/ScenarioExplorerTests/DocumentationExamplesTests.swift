import ScenarioEngine
import ScenarioExplorer
import TestSupport
import Testing

// The Swift examples of ScenarioExplorer's documentation, kept compiling and true: each is
// written here as it is there, then checked. `DocumentationCodeTests` holds the two equal.

@Suite("Documentation examples: the explorer")
struct ExplorerDocumentationExamplesTests {
  /// ScenarioExplorer.md, "Overview": a search of a declared screen.
  @Test func aSystematicSearch() {
    let file = CheckedFile.load(path: "Scenarios/login.scenario")
    let report = Explorer.exploreSystematically(file, options: .init())
    if let violation = report.violation { print(violation.scenarioFile) }

    let login = CheckedFile.load(path: scenariosFolder + "/login.scenario")
    let found = Explorer.exploreSystematically(login, options: .init())
    #expect(found.violation == nil)
  }

  /// ScenarioExplorer.md, "Overview": rows by their validity.
  @Test func rowsByTheirValidity() {
    let file = CheckedFile(
      text: """
        field name
          required
        group phone from 1 to 4
          field number
            required
            min-length 7
        end
        button save
        manager form verifies name phone manages save
        never save enabled while phone invalid
        scenario "s"
          type name "Ann"
        """, path: "contact.scenario")
    var options = Explorer.SystematicOptions()
    options.rows = 6
    options.rowsByValidity = true
    let report = Explorer.exploreSystematically(file, options: options)
    print(report.rowsByValidity?.validityStates ?? 0, report.rowsByValidityObstacle ?? "")

    #expect(report.violation == nil)
    #expect(report.rowsByValidityObstacle == nil)
    #expect((report.rowsByValidity?.validityStates ?? 0) > 0)
  }
}
