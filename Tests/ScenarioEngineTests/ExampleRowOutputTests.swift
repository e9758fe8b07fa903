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
