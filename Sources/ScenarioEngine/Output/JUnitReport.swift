import ControlModel
import Foundation
import ModelSupport
import ScenarioFormat

/// The run as JUnit XML: a test suite per file, a test case per scenario with its file and
/// line, and the failure's message.
public enum JUnitReport {
  /// The report as JUnit XML.
  ///
  /// - Parameter report: A finished run.
  /// - Returns: The XML document.
  public static func render(_ report: RunReport) -> String {
    var suites: [String] = []
    var total = 0
    var failures = 0
    var errors = report.pathErrors.count
    for error in report.pathErrors {
      suites.append(
        """
          <testsuite name="\(xml(error))" tests="1" failures="0" errors="1">
            <testcase name="(read)" classname="scenario-runner">\
        <error message="\(xml(error))"/></testcase>
          </testsuite>
        """)
      total += 1
    }
    for fileReport in report.files {
      let file = fileReport.file
      let path = xml(file.source.path)
      guard file.isValid else {
        let detail =
          file.readError
          ?? file.diagnostics.map { "\($0.position): \($0.message)" }
          .joined(separator: "\n")
        suites.append(
          """
            <testsuite name="\(path)" tests="1" failures="0" errors="1">
              <testcase name="(file)" classname="\(path)" file="\(path)">\
          <error message="\(xml(file.readError ?? "the file has errors"))">\
          \(xml(detail))</error></testcase>
            </testsuite>
          """)
        total += 1
        errors += 1
        continue
      }
      let failed = fileReport.results.filter { !$0.passed }.count
      var cases = fileReport.results.map { testCase($0, path: path) }
      if !file.warnings.isEmpty {
        // A file's warnings do not fail it: the suite's output, which a CI shows beside it.
        cases.append(
          "    <system-out>\(xml(file.renderedWarnings.joined(separator: "\n")))</system-out>")
      }
      suites.append(
        "  <testsuite name=\"\(path)\" tests=\"\(fileReport.results.count)\" "
          + "failures=\"\(failed)\" errors=\"0\">\n"
          + cases.joined(separator: "\n") + "\n  </testsuite>")
      total += fileReport.results.count
      failures += failed
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="scenario-runner" tests="\(total)" failures="\(failures)" errors="\(errors)">
      \(suites.joined(separator: "\n"))
      </testsuites>

      """
  }

  /// One scenario as a test case: its name, file and line, and its failure if it failed.
  private static func testCase(_ result: ScenarioResult, path: String) -> String {
    let head =
      "    <testcase name=\"\(xml(result.scenario.title))\" classname=\"\(path)\" "
      + "file=\"\(path)\" line=\"\(result.scenario.position.line)\""
    guard let failure = result.failure else { return head + "/>" }
    let message =
      "\(failure.position.fileAndLine): \(failure.step): expected \(failure.expected), "
      + "actual \(failure.actual)"
    let body = HumanReport.render(failure).joined(separator: "\n")
    return head + ">\n      <failure message=\"\(xml(message))\" type=\"assertion\">"
      + xml(body) + "</failure>\n    </testcase>"
  }

  /// Text escaped for XML, with characters XML 1.0 cannot hold written as `\u{…}`.
  static func xml(_ text: String) -> String {
    text.escapingScalars { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\n", "\t": nil
      default:
        scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
          ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
      }
    }
  }
}
