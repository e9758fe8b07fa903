import ControlModel
import Foundation
import ModelSupport
import ScenarioFormat

/// The run as TAP version 14: a test point per scenario and per file that could not run.
public enum TAPReport {
  /// The report as TAP 14 text.
  ///
  /// - Parameter report: A finished run.
  /// - Returns: The text, ending with a newline.
  public static func render(_ report: RunReport) -> String {
    var lines = ["TAP version 14"]
    var points: [String] = []
    // A file's warnings do not fail it: TAP comments, which a harness shows and does not count.
    let warnings = report.files.flatMap(\.file.renderedWarnings).flatMap {
      $0.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)" }
    }
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
    lines.append(contentsOf: warnings)
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
    let escaped = text.escapingScalars { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\t": "\\t"
      default: scalar.value < 0x20 ? String(format: "\\x%02X", scalar.value) : nil
      }
    }
    return "\"" + escaped + "\""
  }
}
