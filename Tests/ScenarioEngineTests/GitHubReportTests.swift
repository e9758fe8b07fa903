import Foundation
import ScenarioFormat
import Testing

@testable import ScenarioEngine

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--format github`: workflow commands that annotate a pull request's diff, checked line by
/// line; and a warning, in every report.
@Suite("GitHub annotations")
struct GitHubReportTests {
  private func report(_ files: [String: String]) throws -> (RunReport, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("github-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return (RunReport.run(paths: [folder.path]), folder.path)
  }

  @Test func everyFailureAndErrorIsAnAnnotationAtItsPlace() throws {
    let (run, folder) = try report([
      "a-login.scenario": """
      field pin secure
        min-length 4 "Four digits, 100%."
      button go
      manager form verifies pin manages go
      scenario "a PIN: opens go, at once"
        type pin "2468"
        expect go disabled
      scenario "passes"
        expect go enabled
      """,
      "b-broken.scenario": """
      field email
      field email
      scenario "s"
        tpe email "a"
      """,
    ])
    let lines = GitHubReport.render(run).split(separator: "\n", omittingEmptySubsequences: false)
    let login = "\(folder)/a-login.scenario"
    let broken = "\(folder)/b-broken.scenario"
    func escaped(_ path: String) -> String {
      path.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
    let failed: String =
      "::error file=\(escaped(login)),line=7,col=3,title=FAILED a PIN%3A opens go%2C at once::"
      + "expect go disabled%0Aexpected: disabled%0Aactual: enabled%0Abecause: go is enabled: "
      + "manager form is valid"
    let duplicate: String =
      "::error file=\(escaped(broken)),line=2,col=7,title=scenario file error::"
      + "'email' is declared twice; controls and managers share one namespace%0A"
      + "\(broken):1: note: first declared here"
    let unknown: String =
      "::error file=\(escaped(broken)),line=4,col=3,title=scenario file error::"
      + "unknown keyword 'tpe'; did you mean 'type'?"
    let expected: [String] = [
      failed, duplicate, unknown, "::notice title=scenario-runner::1 passed, 1 failed", "",
    ]
    #expect(lines.map(String.init) == expected)
    #expect(!lines.joined().contains("2468"), "a secure field's text is masked")
  }

  /// A warning of the human report (what can never act) is a warning annotation, a warning of
  /// the JSON report at its place, TAP comments, the JUnit suite's output and a block of the
  /// HTML page; none of them fails the file.
  @Test func aWarningIsInEveryReportAndFailsNone() throws {
    let (run, folder) = try report([
      "w.scenario": """
      field code
        min-length 4
      button go submits code focus-invalid
      manager checks verifies code manages go
      scenario "a code opens go"
        paste code "1234"
        expect go enabled
      """
    ])
    let path = "\(folder)/w.scenario"
      .replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    let lines = GitHubReport.render(run).split(separator: "\n").map(String.init)
    let expected: String =
      "::warning file=\(path),line=3,col=8,title=scenario file warning::'focus-invalid' on "
      + "'go' can never act: every field 'go' submits is verified by a manager that manages it "
      + "(checks), so it is disabled while one is invalid or pending: focus-invalid never finds "
      + "an invalid field to move the focus to"
    #expect(lines.first == expected)
    let json = try JSONDecoder().decode(
      JSONReport.Document.self, from: Data(JSONReport.render(run).utf8))
    #expect(json.warnings.map(\.line) == [3])
    #expect(json.warnings.first?.message.hasPrefix("'focus-invalid' on 'go' can never act") == true)
    #expect(json.errors.isEmpty)
    let warning = run.files.first?.file.renderedWarnings.first ?? ""
    #expect(warning.hasPrefix("\(folder)/w.scenario:3:8: warning: 'focus-invalid' on 'go'"))
    let tap = TAPReport.render(run).split(separator: "\n").map(String.init)
    let comments = warning.split(separator: "\n").map { "# \($0)" }
    #expect(
      tap == ["TAP version 14", "1..1"] + comments + [
        "ok 1 - \(folder)/w.scenario::a code opens go"
      ])
    let junit = try XMLDocument(xmlString: JUnitReport.render(run))
    let suite = try #require(try junit.nodes(forXPath: "//testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "failures")?.stringValue == "0")
    #expect(try suite.nodes(forXPath: "system-out").map(\.stringValue) == [warning])
    #expect(HTMLReport.render(run).contains("<pre class=\"warning\">"))
  }

  @Test func messagesAndPropertiesEscapeTheCommandsSyntax() {
    #expect(GitHubReport.data("50% of\r\nit: a, b") == "50%25 of%0D%0Ait: a, b")
    #expect(GitHubReport.property("50% of\r\nit: a, b") == "50%25 of%0D%0Ait%3A a%2C b")
  }
}
