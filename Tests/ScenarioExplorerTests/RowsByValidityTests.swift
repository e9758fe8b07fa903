import ControlModel
import Foundation
import Testing
import ValidationManager

@testable import ScenarioCommand
@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

/// Rows taken by their validity: one row searched whole, then many rows that each stand for
/// their validity; a violation only the stand-ins reach is never reported.
@Suite("Rows by their validity")
struct RowsByValidityTests {
  /// Passengers whose rows read the flight the app loads.
  static let passengers = """
    date flight
    field email
      required
    group passenger from 1 to 5
      field first
        required
      picker type options "Adult" "Infant" selected "Adult"
      date born
        required
        age-under 2 on flight "An infant is younger than 2." when type is "Infant"
    end
    button addPassenger adds passenger
    button removePassenger removes passenger
    button continue
    manager form verifies email passenger manages continue
    never continue enabled while passenger invalid
    never addPassenger enabled while passenger rows at-least 5
    scenario "the booking's flight"
      load flight 2026-07-01
      expect passenger rows 1
    """

  static func options(rows: Int, symmetry: Bool = true) -> Explorer.SystematicOptions {
    var options = Explorer.SystematicOptions()
    options.rows = rows
    options.rowsByValidity = true
    options.reducesRowOrder = symmetry
    return options
  }

  @Test func manyRowsAreCoveredByOneRowAndRowsThatStandForTheirValidity() throws {
    let file = CheckedFile(text: Self.passengers, path: "passengers.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: Self.options(rows: 5))
    #expect(report.violation == nil)
    #expect(!report.isBounded)
    #expect(report.rowsByValidityObstacle == nil)
    let byValidity = try #require(report.rowsByValidity)
    #expect(byValidity.rowsCovered.map(\.upTo) == [1])
    #expect(report.rows.map(\.upTo) == [5])
    #expect(report.rows.allSatisfy { $0.isWhole })
    // The first search is the screen's own with one row, whose dates of birth were all tried.
    var whole = Self.options(rows: 1)
    whole.rowsByValidity = false
    let one = Explorer.exploreSystematically(file, options: whole)
    #expect(report.statesVisited == one.statesVisited)
    #expect(report.neverValid.isEmpty)
    // Rows whose order nothing reads: multisets of rows, not sequences.
    let ordered = Explorer.exploreSystematically(
      file, options: Self.options(rows: 5, symmetry: false))
    let orderedStates = try #require(ordered.rowsByValidity?.validityStates)
    #expect(byValidity.validityStates < orderedStates)
  }

  @Test func theStandInScreenKeepsEverythingButTheRows() throws {
    let file = CheckedFile(text: Self.passengers, path: "passengers.scenario")
    let space = try #require(StateSpace(file: file, rows: 5))
    let standIn = try #require(Explorer.validityStandIn(file, space: space))
    #expect(standIn.file.invariants.count == 2)
    #expect(standIn.file.declarations.count { $0.group == "passenger" } == 1)
    #expect(standIn.file.declarations.first { $0.group == "passenger" }?.name.name == "rowIsValid")
    #expect(standIn.scenarios.map { $0.steps.count } == [2])
    #expect(standIn.source.lines.contains("  load flight 2026-07-01"))
  }

  @Test func aMistakeOfTheRowsIsFoundWithTheScreensOwnRows() throws {
    // The manager forgets the group: one real row shows it, and that is what is reported.
    let buggy = Self.passengers.replacingOccurrences(
      of: "manager form verifies email passenger", with: "manager form verifies email")
    let file = CheckedFile(text: buggy, path: "buggy.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: Self.options(rows: 5))
    let violation = try #require(report.violation)
    #expect(violation.expected == "never continue enabled while passenger invalid")
    #expect(violation.steps == ["paste email \"a\""])
    let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
    #expect(written.replayAll().first?.failure?.expected == violation.expected)
  }

  @Test func aViolationOnlyRowsThatStandForTheirValidityReachIsNotReported() throws {
    // A row here is always valid; one that stands for its validity may be invalid, which
    // would disable save. The rows are then searched whole, which finds nothing.
    let file = CheckedFile(
      text: """
        group tag from 1 to 4
          field label
        end
        button addTag adds tag
        button save
        manager form verifies tag manages save
        never save disabled
        scenario "s"
          tab
        """, path: "tags.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: Self.options(rows: 4))
    #expect(report.violation == nil)
    #expect(report.rowsByValidity == nil)
    let obstacle = try #require(report.rowsByValidityObstacle)
    #expect(obstacle.contains("never save disabled"))
    #expect(obstacle.contains("which real rows may not reach"))
    #expect(report.rows.map(\.upTo) == [4])
  }

  /// Why the passengers screen, with `text` written in place of `original`, is searched whole.
  private func obstacle(replacing original: String, with text: String) throws -> String? {
    let changed = Self.passengers.replacingOccurrences(of: original, with: text)
    let file = CheckedFile(text: changed, path: "whole.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let space = try #require(StateSpace(file: file, rows: 2))
    return Explorer.rowsByValidityObstacle(file, space: space)
  }

  @Test(arguments: [
    (
      "never passenger[1].first empty", "an invariant names a row's control"
    ),
    (
      "manager rows verifies passenger manages flight",
      "the rows read flight, which manager rows enables"
    ),
  ])
  func aScreenWhereSomethingElseReadsARowIsSearchedWhole(extra: String, reason: String) throws {
    let found = try obstacle(
      replacing: "never continue enabled", with: "\(extra)\nnever continue enabled")
    #expect(found == reason)
  }

  @Test func aRowGivenAValueByTheAppIsSearchedWhole() throws {
    let setup = "  load flight 2026-07-01\n"
    let row = try obstacle(
      replacing: setup, with: setup + "  load passenger[1].first \"Ann [Lee]\"\n")
    #expect(row == "a scenario's setup gives passenger[1].first, a row's control, a value")
    // A text with brackets given to a control outside the rows is no row's.
    #expect(try obstacle(replacing: setup, with: setup + "  load email \"[a]\"\n") == nil)
  }

  @Test func aRowCheckedLaterIsSearchedWhole() throws {
    let found = try obstacle(
      replacing: "  field first\n    required", with: "  field first debounce 300ms\n    required")
    #expect(
      found
        == "passenger[1].first is checked later (debounced or asynchronous), so a row can be "
        + "pending")
  }

  @Test func aScreenBuiltInSwiftIsSearchedWhole() throws {
    let catalogue = ScreenCatalogue().registering("rows") { clock in
      let screen = Screen(title: "Rows", clock: clock)
      _ = try? screen.makeRowGroup("passenger", rows: 1...3) { row in
        row.makeTextField("first")
      }
      return screen
    }
    let file = CheckedFile(
      text: "screen from \"rows\"\nscenario \"s\"\n  tab\n", path: "rows.scenario",
      catalogue: catalogue)
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: Self.options(rows: 3))
    #expect(report.rowsByValidity == nil)
    #expect(
      report.rowsByValidityObstacle
        == "the screen is built in Swift, whose code may read its rows")
    #expect(!report.isBounded)
  }

  @Test func theRunnerSaysWhatEachSearchCoveredAndSuggestsItWhereItApplies() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rows-by-validity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("passengers.scenario").path
    try Data(Self.passengers.utf8).write(to: URL(fileURLWithPath: path))
    func run(_ options: [String]) throws -> [String] {
      var output = ""
      _ = try RunnerCommand(arguments: ["--explore", path] + options).run { output += $0 }
      return output.split(separator: "\n").map(String.init)
    }
    // Without --systematic: the option searches.
    let lines = try run(["--rows", "5", "--rows-by-validity"])
    let report = Explorer.exploreSystematically(
      CheckedFile.load(path: path), options: Self.options(rows: 5))
    let byValidity = try #require(report.rowsByValidity)
    #expect(lines.first?.contains("systematically: \(report.statesVisited) states") == true)
    #expect(
      lines.contains(
        "note: rows by their validity: the screen's own rows were searched with 1 row in "
          + "passenger (the states above), then \(byValidity.validityStates) states with each "
          + "row standing for its validity, valid or not at any time, which is all the rest of "
          + "the screen reads of a row"))
    #expect(
      lines.last
        == "all \(report.statesVisited) reachable states with 1 row in passenger hold every "
        + "invariant, and so do all \(byValidity.validityStates) states with up to 5 rows in "
        + "passenger each standing for its validity")
    // A whole search that stops at its bounds says the rows could be taken by their validity.
    let bounded = try run(["--systematic", "--rows", "3", "--states", "500"])
    #expect(
      bounded.last?.hasSuffix(
        "raise them to search further, or take the rows by their validity (--rows-by-validity)")
        == true)
    // The search with one row stopped at its bounds: no verdict, and no hint to do what was done.
    let short = try run(["--rows", "5", "--rows-by-validity", "--states", "500"])
    #expect(
      short.contains(
        "note: the rows were not taken by their validity: the search with one row in "
          + "each group, which comes first, stopped at its bounds"))
    #expect(
      short.last
        == "no violation in the 500 states within the bounds (--depth 64, --states 500) with up "
        + "to 1 row in passenger (raise --rows to cover more: passenger allows 5); raise them to "
        + "search further")
    // Where a row is read otherwise, the note says why the rows were searched whole.
    let named = Self.passengers.replacingOccurrences(
      of: "never continue enabled",
      with: "never passenger[1].first empty while continue enabled\nnever continue enabled")
    try Data(named.utf8).write(to: URL(fileURLWithPath: path))
    let whole = try run(["--rows", "2", "--rows-by-validity", "--states", "500"])
    #expect(
      whole.contains(
        "note: the rows were not taken by their validity: an invariant names a row's "
          + "control"))
    #expect(whole.last?.hasSuffix("raise them to search further") == true)
  }
}
