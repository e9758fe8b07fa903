import ScenarioExplorer
import TestSupport
import Testing

/// The explorer reports a broken model invariant as replay does.
@Suite("Model invariants in the explorer")
struct ExplorerModelInvariantTests {
  @Test func theExplorerReportsTheSameBreakInTheSameWordsAsReplay() throws {
    let report = Explorer.exploreSystematically(forgetfulGateFile, options: .init())
    let violation = try #require(report.violation)
    #expect(violation.expected == "section: 0 invalid and 0 pending members counted")
    #expect(violation.actual == "section: 1 invalid and 0 pending")
  }
}
