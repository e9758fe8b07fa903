public import ScenarioEngine
public import ScenarioFormat
public import Testing

/// One scenario of a scenario file, as a Swift Testing argument: each becomes its own test
/// case, named by its title, and a failure is recorded at the scenario file's line and column.
///
/// ```swift
/// import ScenarioTesting
/// import Testing
///
/// @Test(arguments: ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath))
/// func scenario(_ scenario: ScenarioCase) {
///   scenario.expectToPass()
/// }
/// ```
///
/// A file that has errors becomes one case that records each error at its place. Files whose
/// screen comes from the app (`screen from "NAME"`) replay against the screens of the catalogue
/// you pass.
public struct ScenarioCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  /// The checked file the scenario belongs to.
  public let file: CheckedFile
  /// The scenario, or `nil` for the case that stands for a file with errors.
  public let scenario: Scenario?

  /// `FILE::TITLE`, or the file's path for a file with errors.
  public var description: String { scenario?.id ?? file.source.path }

  /// The title, as the test's name in reports.
  public var testDescription: String {
    scenario.map { "\($0.title) (\(fileName))" } ?? "\(fileName) has errors"
  }

  private var fileName: String {
    file.source.path.split(separator: "/").last.map(String.init) ?? file.source.path
  }

  /// Every scenario below the paths, in file order.
  ///
  /// - Parameters:
  ///   - paths: Files and folders; a folder stands for every `*.scenario` below it, sorted.
  ///   - anchor: Resolve relative paths from this file's folder's parent folders upwards until
  ///     they exist, such as `#filePath` in a test; `nil` uses the working directory.
  ///   - catalogue: The screens built in Swift that files may name with `screen from "NAME"`.
  /// - Returns: The cases; a path that names nothing becomes a case that fails.
  public static func all(
    in paths: [String], relativeTo anchor: String? = nil,
    catalogue: ScreenCatalogue = ScreenCatalogue()
  ) -> [ScenarioCase] {
    var cases: [ScenarioCase] = []
    var files: [String] = []
    for path in paths.map({ resolve($0, from: anchor) }) {
      let (found, errors) = ScenarioFiles.find(in: [path])
      files.append(contentsOf: found)
      if let error = errors.first {
        let reason = error.hasPrefix("cannot read") ? "no such file or directory" : error
        cases.append(
          ScenarioCase(file: CheckedFile(unreadable: path, reason: reason), scenario: nil))
      }
    }
    for path in files {
      let file = CheckedFile.load(path: path, catalogue: catalogue)
      if file.isValid {
        cases.append(contentsOf: file.scenarios.map { ScenarioCase(file: file, scenario: $0) })
      } else {
        cases.append(ScenarioCase(file: file, scenario: nil))
      }
    }
    return cases
  }

  /// Replays the scenario and records an issue at the failing step's place in the scenario
  /// file, or one issue per error of a file that has errors.
  public func expectToPass() {
    guard let scenario else {
      if let readError = file.readError {
        Issue.record(Comment(rawValue: readError), sourceLocation: location(line: 1, column: 1))
      }
      for (diagnostic, rendered) in zip(file.diagnostics, file.renderedDiagnostics) {
        Issue.record(
          Comment(rawValue: rendered),
          sourceLocation: location(
            line: diagnostic.position.line, column: diagnostic.position.column))
      }
      return
    }
    let result = file.replay(scenario)
    guard let failure = result.failure else { return }
    Issue.record(
      Comment(rawValue: HumanReport.render(failure).joined(separator: "\n")),
      sourceLocation: location(line: failure.position.line, column: failure.position.column))
  }

  private func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(
      fileID: "Scenarios/\(fileName)", filePath: file.source.path, line: max(1, line),
      column: max(1, column))
  }

  /// A relative path found from the anchor's folder or one of its parents.
  private static func resolve(_ path: String, from anchor: String?) -> String {
    guard let anchor, !path.hasPrefix("/") else { return path }
    var folder = Substring(anchor)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      let candidate = folder + "/" + path
      if ScenarioFiles.exists(String(candidate)) { return String(candidate) }
    }
    return path
  }
}
