import ControlModel
import ScenarioCommand
import ScenarioEngine
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// A screen built in Swift with a group of rows: the explorer adds and removes no row yet, so
/// its verdicts say that each group kept its starting rows, and it replays paths, as a
/// checkpoint holds no rows.
@Suite("Groups the explorer keeps as they start")
struct GroupsKeptTests {
  let file: CheckedFile = {
    let catalogue = ScreenCatalogue().registering("rows") { clock in
      let screen = Screen(title: "Passengers", clock: clock)
      let passengers = try? screen.makeRowGroup("passenger", rows: 1...3) { row in
        let first = row.makeTextField("first")
        first.validate([.required()])
        return first
      }
      let go = screen.makeButton("go")
      let form = screen.makeManager("form")
      if let passengers { try? form.verify(passengers) }
      try? form.manage(go)
      return screen
    }
    return CheckedFile(
      text:
        "screen from \"rows\"\nnever go enabled while passenger invalid\nscenario \"s\"\n  tab\n",
      path: "rows.scenario", catalogue: catalogue)
  }()

  @Test func theSystematicSearchSaysWhichGroupsKeptTheirRows() throws {
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: .init(depth: 3))
    #expect(report.violation == nil)
    #expect(report.groupsKept == ["passenger"])
    #expect(
      report.replayReason
        == "the screen has groups of rows, which a checkpoint does not hold yet, so each "
        + "state is reached by replaying its path")
    #expect(
      RunnerCommand.groupsNote(report.groupsKept)
        == "note: the explorer adds and removes no row yet: group passenger kept its starting "
        + "rows, and no state with other rows was checked")
    #expect(RunnerCommand.groupsNote([]) == nil)
  }

  @Test func randomRunsSayItToo() throws {
    let report = Explorer.explore(file, options: Explorer.Options(runs: 3, steps: 5, seed: 1))
    #expect(report.violation == nil)
    #expect(report.groupsKept == ["passenger"])
  }

  @Test func aButtonThatAddsRowsIsNotTappedSoNoStateHasOtherRows() throws {
    let declared = CheckedFile(
      text: """
        group item from 1 to 3
          field name
            required
        end
        button more adds item
        button go
        manager form verifies item manages go
        never go enabled while item rows at-least 2
        scenario "s"
          type item[1].name "a"
        """, path: "kept.scenario")
    try #require(declared.isValid, "\(declared.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(declared, options: .init(depth: 6))
    #expect(report.violation == nil)
    #expect(report.groupsKept == ["item"])
    // A tap of `more` would reach rows the search has no inputs for, and states that are not
    // the starting rows the verdict speaks of.
    #expect(report.statesVisited == 2)
    #expect(!report.neverValid.contains { $0.hasPrefix("item[2]") }, "\(report.neverValid)")
  }
}
