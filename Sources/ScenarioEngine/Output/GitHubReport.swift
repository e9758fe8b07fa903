import Foundation
import ScenarioFormat

/// The run as GitHub Actions workflow commands, so that each problem shows on the pull
/// request's diff at its line.
///
/// An `::error` with `file`, `line` and `col` for every syntax or name error of a file and for
/// every failed scenario (at its failing step, or at its row of an examples table), and a
/// `::notice` with the totals last. Texts are the reports' own, so a secure field's text is
/// masked as everywhere; the command's special characters are escaped as the runner's
/// workflow-command syntax asks.
///
/// One line a failure, here with the message cut where it goes on:
///
/// ```
/// ::error file=Scenarios/login.scenario,line=12,col=3,title=FAILED login stays disabled::…
/// ```
///
/// where `…` is `expect login disabled%0Aexpected: disabled%0Aactual: enabled`.
public enum GitHubReport {
  /// The report as workflow commands.
  ///
  /// - Parameter report: A finished run.
  /// - Returns: One command per line, ending with a newline.
  public static func render(_ report: RunReport) -> String {
    var lines: [String] = []
    for error in report.pathErrors {
      lines.append("::error title=scenario-runner::\(data(error))")
    }
    for fileReport in report.files {
      let file = fileReport.file
      if let readError = file.readError {
        lines.append(
          "::error file=\(property(file.source.path)),title=cannot read the file::"
            + data(readError))
      }
      for diagnostic in file.diagnostics {
        var message = diagnostic.message
        for note in diagnostic.notes {
          message += "\n\(note.position.fileAndLine): note: \(note.message)"
        }
        lines.append(command(at: diagnostic.position, title: "scenario file error", message))
      }
      for warning in file.warnings {
        lines.append(
          command(
            "warning", at: warning.position, title: "scenario file warning", warning.message))
      }
      for result in fileReport.results {
        guard let failure = result.failure else { continue }
        var message = "\(failure.step)\nexpected: \(failure.expected)\nactual: \(failure.actual)"
        if let explanation = failure.explanation { message += "\nbecause: \(explanation)" }
        lines.append(
          command(at: failure.position, title: "FAILED \(result.scenario.title)", message))
      }
    }
    lines.append(
      "::notice title=scenario-runner::\(report.passed) passed, \(report.failed) failed")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func command(
    _ kind: String = "error", at position: SourcePosition, title: String, _ message: String
  ) -> String {
    "::\(kind) file=\(property(position.file)),line=\(position.line),col=\(position.column),"
      + "title=\(property(title))::\(data(message))"
  }

  /// A command's message: `%`, carriage returns and line feeds escaped.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A command's property value: as a message, and `:` and `,` escaped too.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
