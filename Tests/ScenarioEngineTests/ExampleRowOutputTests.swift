import Foundation
import Testing

@testable import ScenarioEngine
@testable import ScenarioFormat

@Suite("What a row of an examples table prints")
struct ExampleRowOutputTests {
  private let source = """
    field user
    field password secure
      min-length 8 "Too short."
    scenario "passwords"
      type user "<name>"
      type password "<password>"
      expect password <state>
      examples
        | case | name | password   | state   |
        | bad  | ann  | topsecret1 | invalid |
        | ok   | bob  | hunter2222 | valid   | extra |
    """

  @Test func aDiagnosticQuotingARowMasksTheCellsThatGoIntoASecureField() {
    let file = CheckedFile(text: source, path: "rows.scenario")
    let rendered = file.renderedDiagnostics.joined(separator: "\n")
    #expect(!rendered.contains("hunter2222"))
    #expect(rendered.contains("| ok   | bob  | •••••••••• | valid   | extra |"))
    #expect(file.printableLine(10) == "    | bad  | ann  | •••••••••• | invalid |")
    #expect(file.printableLine(9) == "    | case | name | password   | state   |")
  }

  @Test func aFailingRowPrintsItsStepWithTheRowsValues() throws {
    let fixed = source.replacingOccurrences(of: " extra |", with: "")
    let file = CheckedFile(text: fixed, path: "rows.scenario")
    #expect(file.diagnostics.isEmpty)
    let results = file.replayAll()
    let failure = try #require(results.first?.failure)
    #expect(failure.step == "expect password invalid (line 7)")
    #expect(
      results.first?.steps.map(\.text) == [
        "type user \"ann\"", "type password \"••••••••••\"", "expect password invalid",
      ])
  }
}

@Suite("The HTML timeline's columns")
struct HTMLColumnTests {
  @Test func eachColumnShowsItsStepAndTheVirtualTime() {
    let file = CheckedFile(
      text: "field a\n  required\nscenario \"s\"\n  type a \"x\"\n  wait 250ms\n  expect a valid\n",
      path: "h.scenario")
    let report = RunReport(
      files: [RunReport.FileReport(file: file, results: file.replayAll(recordingSnapshots: true))],
      pathErrors: [])
    let page = HTMLReport.render(report)
    #expect(page.contains("<div>start <small>0s</small></div>"))
    #expect(page.contains("<div>1. type a &quot;x&quot; <small>0s</small></div>"))
    #expect(page.contains("<div>2. wait 250ms <small>250ms</small></div>"))
    // Each cell says its state without a hover.
    #expect(page.contains(">✗</td>") && page.contains(">✓</td>"))
  }

  @Test func failedScenariosComeFirst() throws {
    let file = CheckedFile(
      text: "field a\nscenario \"first, passes\"\n  tab\nscenario \"second, fails\"\n"
        + "  expect a invalid\n",
      path: "order.scenario")
    let report = RunReport(
      files: [RunReport.FileReport(file: file, results: file.replayAll(recordingSnapshots: true))],
      pathErrors: [])
    let page = HTMLReport.render(report)
    let failed = try #require(page.range(of: "second, fails"))
    let passed = try #require(page.range(of: "first, passes"))
    #expect(failed.lowerBound < passed.lowerBound)
  }
}

@Suite("The HTML timeline's lines")
struct HTMLLineTests {
  private static let file = CheckedFile(
    text: """
      group passenger from 1 to 3
        field first
          required
      end
      field note
      button addPassenger adds passenger
      button removePassenger removes passenger
      scenario "rows come and go"
        type passenger[1].first "Ann"
        tap addPassenger
        type passenger[2].first "Bo"
        tap removePassenger
        expect passenger rows 1

      """,
    path: "rows.scenario")

  private static func page() -> String {
    let report = RunReport(
      files: [RunReport.FileReport(file: file, results: file.replayAll(recordingSnapshots: true))],
      pathErrors: [])
    return HTMLReport.render(report)
  }

  /// The first class of each cell of the line that a name heads, in column order.
  private static func cells(of name: String, in page: String) throws -> [String] {
    let head = "<tr><th class=\"control\">\(name) "
    let start = try #require(page.range(of: head))
    let end = try #require(page[start.upperBound...].range(of: "</tr>"))
    let line = page[start.upperBound..<end.lowerBound]
    return line.components(separatedBy: "<td class=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" && $0 != " " })
    }
  }

  @Test func aRowAddedDuringTheScenarioHasItsOwnLineFromTheStepThatAddsIt() throws {
    // Columns: start, type, tap add, type, tap remove, expect.
    let cells = try Self.cells(of: "passenger[2].first", in: Self.page())
    #expect(cells.count == 6)
    #expect(cells[0] == "absent" && cells[1] == "absent")
    #expect(cells[2] == "invalid" && cells[3] == "valid")
    #expect(cells[4] == "absent" && cells[5] == "absent")
  }

  @Test func aControlBelowTheGroupKeepsItsOwnLineAsRowsComeAndGo() throws {
    let page = Self.page()
    let cells = try Self.cells(of: "note", in: page)
    // A field without rules: valid throughout, never a row's invalid state.
    #expect(cells == Array(repeating: "valid", count: 6))
    // The row's line stands with its group, above the field below the group.
    let row = try #require(page.range(of: ">passenger[2].first "))
    let note = try #require(page.range(of: ">note "))
    #expect(row.lowerBound < note.lowerBound)
  }

  @Test func linesTakeTheOrderOfTheStepWhereEachFirstAppears() {
    let names = HTMLReport.lineNames(
      Self.file.replayAll(recordingSnapshots: true).first.map { result in
        [result.initialSnapshot].compactMap { $0 } + result.steps.compactMap(\.snapshot)
      } ?? []
    ).map(\.name)
    #expect(
      names.prefix(3) == ["passenger[1].first", "passenger[2].first", "note"])
  }
}
