import ControlModel
import Foundation
import ScenarioCommand
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// The explorer adds and removes rows: both modes add a row and remove any row up to the most
/// rows they give a group, the systematic search takes states that differ only by the order of
/// rows for one where nothing observes that order, and its verdict says up to how many rows it
/// covered.
@Suite("Exploring groups of rows")
struct GroupExplorationTests {
  /// A screen whose `go` needs the email and every row's name; each row alike.
  static func items(to most: Int = 3, verifies: String = "email item", never: String) -> String {
    """
    field email
      required
    group item from 1 to \(most)
      field name
        required
    end
    button more adds item
    button go
    manager form verifies \(verifies) manages go
    \(never)
    scenario "s"
      type item[1].name "a"
    """
  }

  static func checked(_ text: String) throws -> CheckedFile {
    let file = CheckedFile(text: text, path: "items.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    return file
  }

  @Test func everyNumberOfRowsIsReachedAndRowsInAnyOrderAreOneState() throws {
    let file = try Self.checked(Self.items(never: "never go enabled while item invalid"))
    let report = Explorer.exploreSystematically(file, options: .init())
    #expect(report.violation == nil)
    #expect(!report.isBounded)
    // The email empty or not, times 1 row (2 texts), 2 rows (3 multisets) and 3 rows (4).
    #expect(report.statesVisited == 2 * (2 + 3 + 4))
    #expect(
      report.rows == [
        Explorer.RowsCovered(group: "item", upTo: 3, allows: 3, interchangeable: true)
      ])
    #expect(report.rowOrder == nil)
    #expect(report.inputs.map(\.description) == [#"email: "", "a""#, #"item[N].name: "", "a""#])
    #expect(report.neverValid.isEmpty, "\(report.neverValid)")

    var ordered = Explorer.SystematicOptions()
    ordered.reducesRowOrder = false
    let without = Explorer.exploreSystematically(file, options: ordered)
    #expect(without.violation == nil)
    // Without the reduction: 2, 4 and 8 sequences of row states.
    #expect(without.statesVisited == 2 * (2 + 4 + 8))
    #expect(without.rowOrder == "the reduction was turned off")
  }

  @Test func sleepSetsLoseNoStateWhenRowsAreReordered() throws {
    let one = try Self.checked(Self.items(to: 4, never: "never go enabled while item invalid"))
    // Rows of two fields, whose edits commute and meet again in other orders of rows.
    let two = try Self.checked(
      Self.items(to: 3, never: "never go enabled while item invalid")
        .replacingOccurrences(of: "    required\nend", with: "    required\n  field code\nend"))
    // The email empty or not, times the multisets of row states: 2 per row with one field
    // (1 to 4 rows), 4 per row with two (1 to 3 rows: 4, 10 and 20).
    for (file, states) in [(one, 2 * (2 + 3 + 4 + 5)), (two, 2 * (4 + 10 + 20))] {
      var options = Explorer.SystematicOptions()
      options.rows = 4
      let reduced = Explorer.exploreSystematically(file, options: options)
      options.reducesInterleavings = false
      let every = Explorer.exploreSystematically(file, options: options)
      #expect(reduced.statesVisited == states)
      #expect(every.statesVisited == states)
      #expect(reduced.transitions <= every.transitions)
      #expect(reduced.violation == nil && every.violation == nil)
    }
  }

  @Test func theVerdictSaysUpToHowManyRowsItCovered() throws {
    let file = try Self.checked(
      Self.items(to: 6, never: "never go enabled while item invalid"))
    var options = Explorer.SystematicOptions()
    options.rows = 2
    let report = Explorer.exploreSystematically(file, options: options)
    #expect(report.violation == nil)
    #expect(report.rows.map(\.description) == ["item: up to 2 rows (it allows 6)"])
    #expect(report.statesVisited == 2 * (2 + 3))
    #expect(
      RunnerCommand.rowsNotes(report.rows, rowOrder: report.rowOrder) == [
        "rows: item: up to 2 rows (it allows 6)",
        "note: the rows of a group are interchangeable (no invariant names a row by its "
          + "place): states that differ only by the order of rows are one state",
      ])
    #expect(RunnerCommand.rowsNotes([], rowOrder: nil).isEmpty)
  }

  @Test func aManagerThatForgetsTheGroupIsFoundByEverySeedAndTheSearch() throws {
    let never = "never go enabled while item rows at-least 2"
    let wrong = try Self.checked(Self.items(verifies: "email", never: never))
    let systematic = Explorer.exploreSystematically(wrong, options: .init())
    let violation = try #require(systematic.violation)
    #expect(violation.expected == never)
    // The shortest paths: the email, then a row added (by the button, the first action open).
    #expect(violation.steps == [#"paste email "a""#, "tap more"])
    for seed in UInt64(1)...5 {
      let random = Explorer.explore(wrong, options: .init(runs: 50, steps: 20, seed: seed))
      #expect(random.violation?.expected == never, "seed \(seed)")
    }
  }

  @Test func aCorrectScreenStaysSilent() throws {
    let right = try Self.checked(
      Self.items(never: "never go enabled while item invalid"))
    for seed in UInt64(1)...3 {
      let random = Explorer.explore(right, options: .init(runs: 30, steps: 20, seed: seed))
      #expect(random.violation == nil, "seed \(seed)")
      #expect(random.stepKinds["add", default: 0] > 0)
      #expect(random.stepKinds["remove", default: 0] > 0)
      #expect(random.rows.map(\.description) == ["item: up to 3 rows"])
      // Random runs tell no states apart: their report says nothing of the rows' order.
      #expect(
        RunnerCommand.rowsNotes(random.rows, rowOrder: random.rowOrder, searched: false) == [
          "rows: item: up to 3 rows"
        ])
    }
  }

  @Test func thePlannerAddsAndRemovesRowsAndMakesEveryRowValid() throws {
    let file = try Self.checked(
      Self.items(
        never: """
          never go enabled while item rows at-least 2
          never item rows at-most 1
          never item valid
          """))
    let space = try #require(StateSpace(file: file))
    let planner = Planner(space: space)
    let conditions = file.file.invariants.flatMap(\.conditions)
    #expect(planner.moves(toward: conditions[1]).map(\.line) == ["add item"])
    #expect(planner.moves(toward: conditions[2]).isEmpty, "one row: at most one already")
    #expect(planner.moves(toward: conditions[3]).map(\.line) == [#"paste item[1].name "a""#])
    _ = space.apply(.add("item"))
    _ = space.apply(.add("item"))
    // Every row's field, and no more rows than the search gives the group.
    #expect(
      Planner(space: space).moves(toward: conditions[3]).map(\.line) == [
        #"paste item[1].name "a""#, #"paste item[2].name "a""#, #"paste item[3].name "a""#,
      ])
    #expect(Planner(space: space).moves(toward: conditions[1]).isEmpty)
    #expect(Planner(space: space).moves(toward: conditions[2]).map(\.line) == ["remove item 3"])
  }

  @Test func rowsAreRemovedAnywhereDownToTheFewest() throws {
    // A group that may lose its last row, against an invariant that says it keeps one.
    let file = try Self.checked(
      """
      group item from 0 to 3 rows 2
        field name
          required
      end
      never item rows at-most 0
      scenario "s"
        expect item rows 2
      """)
    let report = Explorer.exploreSystematically(file, options: .init())
    let violation = try #require(report.violation)
    #expect(violation.steps == ["remove item 1", "remove item 1"])
  }

  @Test func anInvariantThatNamesARowKeepsTheOrder() throws {
    let file = try Self.checked(
      Self.items(never: "never go enabled while item[2].name invalid"))
    let report = Explorer.exploreSystematically(file, options: .init())
    #expect(report.violation == nil)
    #expect(report.rowOrder == "an invariant names item[2].name, a row by its place")
    #expect(report.rows.allSatisfy { !$0.interchangeable })
    #expect(report.statesVisited == 2 * (2 + 4 + 8))
  }

  /// A search's saved states hold their screens alive: those of a screen no longer in use, and
  /// those of a frontier already expanded, are let go.
  @Test func savedStatesOfAScreenNoLongerInUseAreLetGo() throws {
    let (first, second) = (Screen(clock: VirtualClock()), Screen(clock: VirtualClock()))
    var saved = SavedStates()
    let a = saved.keep(first.checkpoint(), on: first)
    let b = saved.keep(first.checkpoint(), on: first)
    #expect(saved[a] != nil && saved[b] != nil)
    let c = saved.keep(second.checkpoint(), on: second)
    #expect(saved[a] == nil && saved[b] == nil, "the first screen is no longer in use")
    #expect(saved[c] != nil)
    let d = saved.keep(second.checkpoint(), on: second)
    saved.release(below: d)
    #expect(saved[c] == nil && saved[d] != nil)
    #expect(saved.keep(nil, on: second) == -1 && saved[-1] == nil)
  }

  /// A screen built in Swift: its code may read its rows' order, so states are told apart by
  /// it; its states are restored from checkpoints (which hold its rows), and some are checked
  /// against the same path replayed on a screen built anew.
  @Test func aBuiltScreenIsSearchedWithItsRowsInOrder() throws {
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
    let file = CheckedFile(
      text:
        "screen from \"rows\"\nnever go enabled while passenger invalid\nscenario \"s\"\n  tab\n",
      path: "rows.scenario", catalogue: catalogue)
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: .init())
    #expect(report.violation == nil)
    #expect(!report.isBounded)
    #expect(report.statesVisited == 2 + 4 + 8)
    #expect(
      report.rowOrder == "the screen is built in Swift, whose code may read the order of its rows")
    #expect(report.replayReason == nil)
  }
}
