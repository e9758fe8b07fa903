/// The runner's human output: a line per scenario, a block per failure and per file error, and
/// last `N passed, N failed`.
public enum HumanReport {
  /// The report as text, ending with the summary line.
  ///
  /// - Parameter report: A finished run.
  /// - Returns: The lines, joined by newlines, with a final newline.
  public static func render(_ report: RunReport) -> String {
    var lines: [String] = []
    for error in report.pathErrors {
      lines.append("error: \(error)")
    }
    for fileReport in report.files {
      let file = fileReport.file
      if let readError = file.readError {
        lines.append("error: \(readError)")
        continue
      }
      lines.append(contentsOf: file.renderedDiagnostics)
      for result in fileReport.results {
        lines.append(
          "\(result.passed ? "PASS" : "FAIL")  \(file.source.path)  \(result.scenario.title)")
        if let failure = result.failure {
          lines.append(contentsOf: render(failure).map { "      " + $0 })
        }
      }
    }
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A failure: the step with its place, expected and actual aligned, the explanation, and the
  /// screen.
  ///
  /// - Parameter failure: A failed step.
  /// - Returns: The lines, unindented.
  public static func render(_ failure: ScenarioFailure) -> [String] {
    var lines = [
      "\(failure.position.fileAndLine): \(failure.step)",
      "  expected: \(failure.expected)",
      "    actual: \(failure.actual)",
    ]
    if let explanation = failure.explanation {
      lines.append("   because: \(explanation)")
    }
    lines.append("  screen:")
    lines.append(contentsOf: failure.screen.split(separator: "\n").map { "    " + $0 })
    return lines
  }

  /// The titles of a run's scenarios, without running them, one per line as `FILE:LINE: TITLE`.
  ///
  /// - Parameters:
  ///   - report: A run made with `replay: false`.
  ///   - filter: Text that the titles contain; `nil` for all.
  /// - Returns: The lines, with a final newline.
  public static func list(_ report: RunReport, filter: String?) -> String {
    var lines: [String] = report.pathErrors.map { "error: \($0)" }
    var count = 0
    for fileReport in report.files {
      let file = fileReport.file
      if let readError = file.readError {
        lines.append("error: \(readError)")
        continue
      }
      lines.append(contentsOf: file.renderedDiagnostics)
      for scenario in file.scenarios where filter.map(scenario.title.contains) ?? true {
        lines.append("\(scenario.position.fileAndLine): \(scenario.title)")
        count += 1
      }
    }
    lines.append("\(count) scenario\(count == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }
}
