import Foundation
import ScenarioFormat

/// The run as JSON: one object per scenario with its steps' outcomes, and the files' errors.
public enum JSONReport {
  struct Document: Codable, Equatable {
    var passed: Int
    var failed: Int
    var scenarios: [ScenarioObject]
    var errors: [ErrorObject]
    /// What the files' screens make likely to be a slip, as the human report warns of it.
    var warnings: [ErrorObject]
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
    var warnings: [ErrorObject] = []
    for fileReport in report.files {
      let file = fileReport.file
      if let readError = file.readError {
        errors.append(
          ErrorObject(file: file.source.path, line: nil, column: nil, message: readError))
      }
      func object(_ diagnostic: Diagnostic) -> ErrorObject {
        ErrorObject(
          file: diagnostic.position.file, line: diagnostic.position.line,
          column: diagnostic.position.column, message: diagnostic.message)
      }
      errors += file.diagnostics.map(object)
      warnings += file.warnings.map(object)
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
      passed: report.passed, failed: report.failed, scenarios: scenarios, errors: errors,
      warnings: warnings)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
