import Foundation
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ScenarioLanguageServer
import Testing

@testable import ScenarioCommand

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A run over inline files written to a temporary folder.
private func run(_ files: [String: String], snapshots: Bool = true) throws -> RunReport {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("report-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  // The report keeps what it read: the files go with the test run.
  defer { try? FileManager.default.removeItem(at: folder) }
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return RunReport.run(paths: [folder.path], recordingSnapshots: snapshots)
}

/// A report's text with the run's temporary folder written as `F`, so that a whole output is
/// pinned.
private func inFolderF(_ text: String, of report: RunReport) -> String {
  guard let path = report.files.first?.file.source.path else { return text }
  let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
  return text.replacingOccurrences(of: folder, with: "F")
}

private let passing = """
  field code allow digit
    required "Two digits."
    min-length 2 "Two digits."
  button go
  manager form verifies code manages go
  scenario "two digits"
    type code "12"
    expect go enabled
    explain go
  scenario "one digit"
    type code "1"
    expect go enabled
    tap go
  """

private let broken = "field a\nscenario \"s\"\n  tap a\n"

@Suite("Machine reports")
struct ReportTests {
  @Test func tapHasAPlanAndATestPointPerScenarioAndBrokenFile() throws {
    let report = try run(["a.scenario": passing, "b.scenario": broken])
    let tap = TAPReport.render(report)
    let lines = tap.split(separator: "\n").map(String.init)
    #expect(lines[0] == "TAP version 14")
    #expect(lines[1] == "1..3")
    let points = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
    #expect(points.count == 3)
    #expect(points[0].hasSuffix("a.scenario::two digits"))
    #expect(points[1].hasPrefix("not ok 2 - "))
    #expect(points[2].hasPrefix("not ok 3 - ") && points[2].hasSuffix("# file has errors"))
    #expect(
      inFolderF(tap, of: report) == """
        TAP version 14
        1..3
        ok 1 - F/a.scenario::two digits
        not ok 2 - F/a.scenario::one digit
          ---
          message: "expect go enabled"
          at: "F/a.scenario:12"
          expected: "enabled"
          actual: "disabled"
          because: "go is disabled because manager form is invalid: code: 'Two digits.'"
          ...
        not ok 3 - F/b.scenario # file has errors
          ---
          message: "the file has errors"
          diagnostics:
            - "F/b.scenario:3:7: 'a' is a field; 'tap' takes a button"
          ...

        """)
  }

  @Test func junitParsesWithTheRightCountsFilesAndLines() throws {
    let report = try run(["a.scenario": passing, "b.scenario": broken])
    let document = try XMLDocument(xmlString: JUnitReport.render(report))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "3")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.count == 3)
    let failing = try #require(
      cases.first { $0.attribute(forName: "name")?.stringValue == "one digit" })
    #expect(failing.attribute(forName: "line")?.stringValue == "10")
    #expect(failing.attribute(forName: "file")?.stringValue?.hasSuffix("a.scenario") == true)
    let failure = try #require(failing.elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue?.contains(
        ":12: expect go enabled: expected enabled, actual disabled") == true)
  }

  private struct Document: Decodable {
    struct Scenario: Decodable {
      struct Step: Decodable {
        let line: Int
        let step: String
        let status: String
        let output: [String]
      }
      let id: String
      let status: String
      let steps: [Step]
    }
    struct Error: Decodable {
      let line: Int?
      let message: String
    }
    let passed: Int
    let failed: Int
    let scenarios: [Scenario]
    let errors: [Error]
  }

  @Test func jsonDecodesWithEveryStepsOutcome() throws {
    let report = try run(["a.scenario": passing, "b.scenario": broken])
    let document = try JSONDecoder().decode(
      Document.self, from: Data(JSONReport.render(report).utf8))
    #expect(document.passed == 1)
    #expect(document.failed == 1)
    #expect(document.scenarios.map(\.status) == ["passed", "failed"])
    #expect(document.scenarios[0].steps.map(\.status) == ["passed", "passed", "passed"])
    #expect(document.scenarios[0].steps[2].output.first?.hasPrefix("go is enabled") == true)
    #expect(document.scenarios[1].steps.map(\.status) == ["passed", "failed", "skipped"])
    #expect(document.scenarios[1].id.hasSuffix("a.scenario::one digit"))
    #expect(document.errors.map(\.message) == ["'a' is a field; 'tap' takes a button"])
    #expect(document.errors.first?.line == 3)
  }

  @Test func htmlIsWellFormedAndHoldsEveryStep() throws {
    let report = try run(["a.scenario": passing])
    let page = HTMLReport.render(report)
    let document = try XMLDocument(xmlString: page)
    let sections = try document.nodes(forXPath: "//section")
    #expect(sections.count == 2)
    // The failed scenario comes first; the passing one second.
    let headers = try document.nodes(forXPath: "//section[2]//th[contains(@class,'step')]")
    #expect(headers.count == 4, "the start and three steps")
    let failed = try document.nodes(forXPath: "//th[contains(@class,'failed')]")
    #expect(failed.count == 1)
    let rows = try document.nodes(forXPath: "//section[2]//tr")
    #expect(rows.count == 4, "a header, two controls and a manager")
    #expect(page.contains("title=\"line 7: type code &quot;12&quot;"))
  }

  @Test func htmlNeverHoldsASecret() throws {
    let report = try run([
      "p.scenario":
        "field p secure\nscenario \"s\"\n  type p \"hunter2\"\n  expect p text \"nope\"\n"
    ])
    let page = HTMLReport.render(report)
    #expect(!page.contains("hunter2"))
    #expect(page.contains("•••••••"))
  }
}

@Suite("Human report: trace, explain, check and colour")
struct HumanReportTests {
  @Test func traceDrawsTheScreenAndWhatChangedAfterEveryStep() throws {
    let report = try run(["a.scenario": passing])
    let text = HumanReport.render(report, style: HumanReport.Style(trace: true))
    #expect(
      inFolderF(text, of: report) == """
        PASS  F/a.scenario  two digits
              screen at the start:
                  code  field    ""      cursor 0  invalid  no error  enabled
                  go    button   0 taps                               disabled
                  form  manager                    invalid
              F/a.scenario:7: type code "12"
                  code: text "" → "12", cursor 0 → 2, invalid → valid
                  go: disabled → enabled
                  form: invalid → valid
                  focus: none → code
                    code  field    "12"    cursor 2  valid  no error  enabled  focused
                    go    button   0 taps                             enabled
                    form  manager                    valid
              F/a.scenario:8: expect go enabled
                  no change
                    code  field    "12"    cursor 2  valid  no error  enabled  focused
                    go    button   0 taps                             enabled
                    form  manager                    valid
              F/a.scenario:9: explain go
                  go is enabled: manager form is valid
                  no change
                    code  field    "12"    cursor 2  valid  no error  enabled  focused
                    go    button   0 taps                             enabled
                    form  manager                    valid
        FAIL  F/a.scenario  one digit
              screen at the start:
                  code  field    ""      cursor 0  invalid  no error  enabled
                  go    button   0 taps                               disabled
                  form  manager                    invalid
              F/a.scenario:11: type code "1"
                  code: text "" → "1", cursor 0 → 1
                  focus: none → code
                    code  field    "1"     cursor 1  invalid  no error  enabled   focused
                    go    button   0 taps                               disabled
                    form  manager                    invalid
              F/a.scenario:12: expect go enabled
                  no change
                    code  field    "1"     cursor 1  invalid  no error  enabled   focused
                    go    button   0 taps                               disabled
                    form  manager                    invalid
              F/a.scenario:12: expect go enabled
                expected: enabled
                  actual: disabled
                 because: go is disabled because manager form is invalid: code: 'Two digits.'
                screen:
                  code  field    "1"     cursor 1  invalid  no error  enabled   focused
                  go    button   0 taps                               disabled
                  form  manager                    invalid
        1 passed, 1 failed

        """)
  }

  @Test func traceShowsTheClock() throws {
    let report = try run(["w.scenario": "field a\nscenario \"s\"\n  wait 300ms\n"])
    let text = HumanReport.render(report, style: HumanReport.Style(trace: true))
    #expect(
      inFolderF(text, of: report) == """
        PASS  F/w.scenario  s
              screen at the start:
                  a  field  ""  cursor 0  valid  no error  enabled
              F/w.scenario:3: wait 300ms
                  clock: 0s → 300ms
                    a  field  ""  cursor 0  valid  no error  enabled
        1 passed, 0 failed

        """)
  }

  @Test func explainPrintsUnderItsScenarioWithoutATrace() throws {
    let report = try run(["a.scenario": passing], snapshots: false)
    let text = HumanReport.render(report)
    #expect(
      inFolderF(text, of: report) == """
        PASS  F/a.scenario  two digits
              F/a.scenario:9: explain go
                  go is enabled: manager form is valid
        FAIL  F/a.scenario  one digit
              F/a.scenario:12: expect go enabled
                expected: enabled
                  actual: disabled
                 because: go is disabled because manager form is invalid: code: 'Two digits.'
                screen:
                  code  field    "1"     cursor 1  invalid  no error  enabled   focused
                  go    button   0 taps                               disabled
                  form  manager                    invalid
        1 passed, 1 failed

        """)
  }

  @Test func explainTakesControlsAndManagersOnly() {
    let file = CheckedFile(text: "field a\nscenario \"s\"\n  explain b\n", path: "t.scenario")
    #expect(file.diagnostics.map(\.message) == ["unknown field, switch, button or manager 'b'"])
  }

  @Test func checkReportsErrorsWithoutReplaying() throws {
    let report = RunReport.run(paths: [], replay: false)
    #expect(HumanReport.check(report) == "0 files checked, 0 with errors\n")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("report-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("b.scenario")
    try Data(broken.utf8).write(to: path)
    #expect(
      HumanReport.check(RunReport.run(paths: [path.path], replay: false))
        .hasSuffix("1 file checked, 1 with errors\n"))
  }

  @Test func colourOnlyWhenAsked() throws {
    let report = try run(["a.scenario": passing], snapshots: false)
    let plain = HumanReport.render(report)
    let coloured = HumanReport.render(report, style: HumanReport.Style(colour: true))
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[32mPASS\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[31mFAIL\u{1B}[0m"))
  }

  @Test func noColorTurnsColourOff() {
    #expect(RunnerCommand.usesColour(isTerminal: true, environment: [:]))
    #expect(!RunnerCommand.usesColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(RunnerCommand.usesColour(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!RunnerCommand.usesColour(isTerminal: false, environment: [:]))
  }
}

@Suite("Runner command line")
struct RunnerCommandTests {
  @Test func formatsGoToFilesOrStandardOutput() throws {
    let command = try RunnerCommand(arguments: [
      "--format", "junit:r.xml", "--format=json:r.json", "--format", "human", "x",
    ])
    var replay = RunnerCommand.Replay(selection: RunnerCommand.Selection(paths: ["x"]))
    replay.outputs = [
      .init(format: .junit, path: "r.xml"), .init(format: .json, path: "r.json"),
      .init(format: .human, path: nil),
    ]
    #expect(command.mode == .replay(replay))
    #expect(try RunnerCommand(arguments: []).mode == .replay(RunnerCommand.Replay()))
  }

  @Test func eachModeIsReadWithItsOwnOptions() throws {
    var check = RunnerCommand.Check(selection: RunnerCommand.Selection(paths: ["a"]))
    (check.jobs, check.stamp) = (2, "s.swift")
    let modes: [([String], RunnerCommand.Mode)] = [
      (["--help", "--list"], .help),
      (["--lsp", "-h"], .languageServer),
      (["--list", "--filter", "x", "a"], .list(.init(paths: ["a"], filter: "x"), jobs: 1)),
      (["--check", "--stamp", "s.swift", "--jobs", "2", "a"], .check(check)),
      (["--record", "a"], .record(.init(paths: ["a"]))),
      (["--fmt", "--check", "a"], .format(.init(paths: ["a"], checksOnly: true))),
      (["--generate", "a", "--out", "b"], .generate(.init(path: "a", output: "b"))),
      (["--list-screens"], .listScreens(.standardOutput)),
      (["--list-screens", "--out", "b"], .listScreens(.file("b"))),
      (["--list-screens", "--check", "--out", "b"], .listScreens(.comparison(with: "b"))),
      (
        ["--explore", "a", "--depth", "3", "--ordered-rows"],
        .explore(.init(paths: ["a"], search: .systematic(ordered(depth: 3))))
      ),
    ]
    for (arguments, mode) in modes {
      #expect(try RunnerCommand(arguments: arguments).mode == mode, "\(arguments)")
    }
  }

  /// A systematic search to a depth that tells rows apart by their order.
  private func ordered(depth: Int) -> RunnerCommand.SystematicSearch {
    var search = RunnerCommand.SystematicSearch(bounds: .init(depth: depth))
    search.ordersRows = true
    return search
  }
}
