import ScenarioExplorer
import TestSupport
import Testing

@testable import ScenarioEngine
@testable import ScenarioFormat
@testable import ScenarioMutation

/// Mutants that only a rarer input tells apart, never called equivalent; and the file that
/// `--mutate --out` writes with a scenario for each survivor, which reads and passes.
@Suite("Mutants told apart by rarer inputs, and the killing scenarios written")
struct ToldApartTests {
  private func outcomes(_ text: String) throws -> MutationTesting.FileReport {
    MutationTesting.run(try checkedWithoutErrors(text), bounds: .init(depth: 64, states: 5_000))
  }

  private func expectToldApart(
    _ report: MutationTesting.FileReport, _ descriptions: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for description in descriptions {
      let result = report.results.first { $0.mutant.description == description }
      guard case .survived(_, let scenario)? = result?.outcome else {
        Issue.record(
          "\(description): \(result.map { "\($0.outcome)" } ?? "not planted")",
          sourceLocation: sourceLocation)
        continue
      }
      #expect(scenario.isVerified, "\(description)", sourceLocation: sourceLocation)
    }
  }

  /// A button gated by a stepper's window that only its `enabled when` names.
  @Test func aButtonGatedByAStepperWindowIsToldApartInsideTheWindow() throws {
    let report = try outcomes(
      """
      stepper bags from 0 to 10
      field name
        required
      button go busy 1s
        enabled when bags at-least 1 and bags at-most 9
      manager form verifies name manages go
      scenario "starts disabled"
        expect go disabled
      """)
    expectToldApart(
      report, ["button 'go' is never busy", "manager 'form' no longer manages 'go'"])
  }

  /// An age bound moved by one, on a date with no days of its own and on a row's own date.
  @Test func anAgeBoundMovedByOneIsToldApart() throws {
    let undated = try outcomes(
      SharedScreens.undatedAge(
        then: """
          scenario "starts disabled"
            expect rent disabled
          """))
    expectToldApart(
      undated,
      [
        "date 'born': age-at-least 21 becomes 20", "date 'born': age-at-least 21 becomes 22",
      ])
    let inARow = try outcomes(
      SharedScreens.rowAge(
        then: """
          scenario "starts disabled"
            expect save disabled
          """))
    expectToldApart(
      inARow,
      [
        "date 'born': age-at-least 16 becomes 15", "date 'born': age-at-least 16 becomes 17",
      ])
  }

  /// Two mutants of one bound share a check: each gets a scenario of its own title, and the
  /// file written reads and passes whole.
  @Test func theFileWithKillingScenariosHasUniqueTitlesAndPasses() throws {
    let report = try outcomes(
      """
      group item from 1 to 4 rows 2
        field name
          required
      end
      button more adds item
      button fewer removes item
      scenario "two rows"
        expect item rows 2
      """)
    let text = try #require(MutationTesting.fileWithKillingScenarios(report))
    let written = CheckedFile(text: text, path: "told.scenario")
    #expect(written.diagnostics.isEmpty, "\(written.renderedDiagnostics)")
    let titles = written.scenarios.map(\.title)
    #expect(Set(titles).count == titles.count)
    #expect(titles.contains("checks: group 'item' has 'from 1'"))
    #expect(titles.contains { $0.hasPrefix("checks: group 'item' has 'from 1' (mutant ") })
    let results = written.replayAll()
    #expect(results.allSatisfy { $0.passed })
  }
}
