import ControlModel
import Foundation
import ScenarioFormat

/// The runner's human output: a line per scenario, a block per failure and per file error, and
/// last `N passed, N failed`.
public enum HumanReport {
  /// How to write the report.
  public struct Style: Sendable {
    /// Draw the screen and what changed after every step.
    public var trace = false
    /// Colour PASS, FAIL and errors with ANSI escapes.
    public var colour = false

    /// The default style: no trace, no colour.
    public init(trace: Bool = false, colour: Bool = false) {
      self.trace = trace
      self.colour = colour
    }
  }

  /// The report as text, ending with the summary line.
  ///
  /// - Parameters:
  ///   - report: A finished run.
  ///   - style: Trace and colour.
  /// - Returns: The lines, joined by newlines, with a final newline.
  public static func render(_ report: RunReport, style: Style = Style()) -> String {
    let paint = Painter(isOn: style.colour)
    var lines: [String] = []
    var saidToday = false
    for error in report.pathErrors {
      lines.append(paint.error("error:") + " \(error)")
    }
    for fileReport in report.files {
      let file = fileReport.file
      if let readError = file.readError {
        lines.append(paint.error("error:") + " \(readError)")
        continue
      }
      lines.append(contentsOf: file.renderedDiagnostics.map { paint.diagnostic($0) })
      lines.append(contentsOf: file.renderedWarnings)
      for result in fileReport.results {
        let mark = result.passed ? paint.pass("PASS") : paint.fail("FAIL")
        lines.append("\(mark)  \(file.source.path)  \(result.scenario.title)")
        lines.append(contentsOf: stepLines(result, trace: style.trace).map { "      " + $0 })
        if let failure = result.failure {
          lines.append(contentsOf: render(failure).map { "      " + $0 })
          // A file that reads today may pass one day and fail the next: the first failure
          // says which day it ran on.
          if !saidToday, file.todayIsTheSystemDay, file.file.readsToday {
            saidToday = true
            lines.append("      " + todayLine(file.today))
          }
        }
      }
    }
    lines.append("\(report.passed) passed, \(report.failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The day a run read as today, where it was the system's.
  static func todayLine(_ today: CalendarDate) -> String {
    "today: \(today), the system's day (write a 'today' line in the file, or pass --today DAY, "
      + "to replay on a fixed day)"
  }

  /// The lines for a scenario's steps: each `explain` with its output, and with a trace every
  /// step with what changed and the screen.
  private static func stepLines(_ result: ScenarioResult, trace: Bool) -> [String] {
    var lines: [String] = []
    if trace, let initial = result.initialSnapshot {
      lines.append("screen at the start:")
      lines.append(contentsOf: initial.drawing.split(separator: "\n").map { "    " + $0 })
    }
    for step in result.steps where step.status != .skipped {
      guard trace || !step.output.isEmpty else { continue }
      lines.append("\(step.position.fileAndLine): \(step.text)")
      lines.append(contentsOf: step.output.map { "    " + $0 })
      guard trace else { continue }
      lines.append(
        contentsOf: (step.changes.isEmpty ? ["no change"] : step.changes).map {
          "    " + $0
        })
      if let snapshot = step.snapshot {
        lines.append(contentsOf: snapshot.drawing.split(separator: "\n").map { "      " + $0 })
      }
    }
    return lines
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
    if !failure.screen.isEmpty {
      lines.append("  screen:")
      lines.append(contentsOf: failure.screen.split(separator: "\n").map { "    " + $0 })
    }
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

  /// What `--check` prints: every diagnostic, then how many files were checked.
  ///
  /// - Parameter report: A run made with `replay: false`.
  /// - Returns: The lines, with a final newline.
  public static func check(_ report: RunReport) -> String {
    var lines: [String] = report.pathErrors.map { "error: \($0)" }
    var invalid = 0
    for fileReport in report.files {
      if let readError = fileReport.file.readError {
        lines.append("error: \(readError)")
        invalid += 1
        continue
      }
      lines.append(contentsOf: fileReport.file.renderedDiagnostics)
      lines.append(contentsOf: fileReport.file.renderedWarnings)
      if !fileReport.file.isValid { invalid += 1 }
    }
    let count = report.files.count
    lines.append("\(count) file\(count == 1 ? "" : "s") checked, \(invalid) with errors")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// ANSI colours, or none.
private struct Painter {
  let isOn: Bool

  func pass(_ text: String) -> String { paint(text, "32") }
  func fail(_ text: String) -> String { paint(text, "31") }
  func error(_ text: String) -> String { paint(text, "1;31") }

  /// A rendered diagnostic with its `error:` and `note:` words coloured.
  func diagnostic(_ text: String) -> String {
    guard isOn else { return text }
    return text.replacingFirst(": error: ", with: ": \(error("error:")) ")
      .replacingFirst(": note: ", with: ": \(paint("note:", "1;36")) ")
  }

  private func paint(_ text: String, _ code: String) -> String {
    isOn ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
