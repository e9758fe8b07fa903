import Foundation

/// The run as TAP version 14: a test point per scenario and per file that could not run.
public enum TAPReport {
  /// The report as TAP 14 text.
  ///
  /// - Parameter report: A finished run.
  /// - Returns: The text, ending with a newline.
  public static func render(_ report: RunReport) -> String {
    var lines = ["TAP version 14"]
    var points: [String] = []
    for error in report.pathErrors {
      points.append("not ok \(points.count + 1) - \(escape(error))")
    }
    for fileReport in report.files {
      let file = fileReport.file
      if !file.isValid {
        var point = ["not ok \(points.count + 1) - \(escape(file.source.path)) # file has errors"]
        point.append("  ---")
        point.append("  message: \(yaml(file.readError ?? "the file has errors"))")
        point.append("  diagnostics:")
        for diagnostic in file.diagnostics {
          point.append("    - \(yaml("\(diagnostic.position): \(diagnostic.message)"))")
        }
        point.append("  ...")
        points.append(point.joined(separator: "\n"))
        continue
      }
      for result in fileReport.results {
        let number = points.count + 1
        guard let failure = result.failure else {
          points.append("ok \(number) - \(escape(result.id))")
          continue
        }
        var point = ["not ok \(number) - \(escape(result.id))", "  ---"]
        point.append("  message: \(yaml("\(failure.step)"))")
        point.append("  at: \(yaml(failure.position.fileAndLine))")
        point.append("  expected: \(yaml(failure.expected))")
        point.append("  actual: \(yaml(failure.actual))")
        if let explanation = failure.explanation {
          point.append("  because: \(yaml(explanation))")
        }
        point.append("  ...")
        points.append(point.joined(separator: "\n"))
      }
    }
    lines.append("1..\(points.count)")
    lines.append(contentsOf: points)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A description may not hold `#` unescaped, nor a line break.
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
      .replacingOccurrences(of: "\n", with: " ")
  }

  /// A YAML scalar: double-quoted, escaped.
  private static func yaml(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += String(format: "\\x%02X", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

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
            <testcase name="(read)" classname="scenario-runner"><error message="\(xml(error))"/></testcase>
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
              <testcase name="(file)" classname="\(path)" file="\(path)"><error message="\(xml(file.readError ?? "the file has errors"))">\(xml(detail))</error></testcase>
            </testsuite>
          """)
        total += 1
        errors += 1
        continue
      }
      let failed = fileReport.results.filter { !$0.passed }.count
      var cases: [String] = []
      for result in fileReport.results {
        let head =
          "    <testcase name=\"\(xml(result.scenario.title))\" classname=\"\(path)\" "
          + "file=\"\(path)\" line=\"\(result.scenario.position.line)\""
        guard let failure = result.failure else {
          cases.append(head + "/>")
          continue
        }
        let message =
          "\(failure.position.fileAndLine): \(failure.step): expected \(failure.expected), actual \(failure.actual)"
        let body = HumanReport.render(failure).joined(separator: "\n")
        cases.append(
          head + ">\n      <failure message=\"\(xml(message))\" type=\"assertion\">"
            + xml(body) + "</failure>\n    </testcase>")
      }
      suites.append(
        "  <testsuite name=\"\(path)\" tests=\"\(fileReport.results.count)\" failures=\"\(failed)\" errors=\"0\">\n"
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

  /// Text escaped for XML, with characters XML 1.0 cannot hold written as `\u{…}`.
  static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// The run as JSON: one object per scenario with its steps' outcomes, and the files' errors.
public enum JSONReport {
  struct Document: Codable, Equatable {
    var passed: Int
    var failed: Int
    var scenarios: [ScenarioObject]
    var errors: [ErrorObject]
  }

  struct ScenarioObject: Codable, Equatable {
    var id: String
    var file: String
    var line: Int
    var title: String
    var status: String
    var steps: [StepObject]
    var failure: FailureObject?
  }

  struct StepObject: Codable, Equatable {
    var line: Int
    var step: String
    var status: String
    var output: [String]
  }

  struct FailureObject: Codable, Equatable {
    var line: Int
    var step: String
    var expected: String
    var actual: String
    var because: String?
  }

  struct ErrorObject: Codable, Equatable {
    var file: String
    var line: Int?
    var column: Int?
    var message: String
  }

  /// The report as a JSON document.
  ///
  /// - Parameter report: A finished run.
  /// - Returns: Pretty-printed JSON with sorted keys.
  public static func render(_ report: RunReport) -> String {
    var errors = report.pathErrors.map {
      ErrorObject(file: "", line: nil, column: nil, message: $0)
    }
    var scenarios: [ScenarioObject] = []
    for fileReport in report.files {
      let file = fileReport.file
      if let readError = file.readError {
        errors.append(
          ErrorObject(file: file.source.path, line: nil, column: nil, message: readError))
      }
      for diagnostic in file.diagnostics {
        errors.append(
          ErrorObject(
            file: diagnostic.position.file, line: diagnostic.position.line,
            column: diagnostic.position.column, message: diagnostic.message))
      }
      for result in fileReport.results {
        scenarios.append(
          ScenarioObject(
            id: result.id, file: file.source.path, line: result.scenario.position.line,
            title: result.scenario.title, status: result.passed ? "passed" : "failed",
            steps: result.steps.map {
              StepObject(
                line: $0.position.line, step: $0.text, status: $0.status.rawValue,
                output: $0.output)
            },
            failure: result.failure.map {
              FailureObject(
                line: $0.position.line, step: $0.step, expected: $0.expected, actual: $0.actual,
                because: $0.explanation)
            }))
      }
    }
    let document = Document(
      passed: report.passed, failed: report.failed, scenarios: scenarios, errors: errors)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
