public import ScenarioEngine
import ScenarioFormat
public import Testing

/// Replays an inline file and returns its results; the file must be valid.
public func replay(_ source: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> [ScenarioResult]
{
  let file = CheckedFile(text: source, path: "t.scenario")
  #expect(file.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
  return file.replayAll()
}

/// The single scenario's failure, which must exist.
public func replayFailure(_ source: String, sourceLocation: SourceLocation = #_sourceLocation)
  throws
  -> ScenarioFailure
{
  let results = replay(source, sourceLocation: sourceLocation)
  let result = try #require(results.first, sourceLocation: sourceLocation)
  return try #require(result.failure, "the scenario passed", sourceLocation: sourceLocation)
}

/// Expects every scenario of the file to pass, reporting the first failure's details.
public func expectPasses(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
  for result in replay(source, sourceLocation: sourceLocation) {
    if let failure = result.failure {
      let place = "'\(result.scenario.title)' failed at line \(failure.position.line)"
      let comment = Comment(
        rawValue: "\(place): \(failure.step): expected \(failure.expected), "
          + "actual \(failure.actual)")
      Issue.record(comment, sourceLocation: sourceLocation)
    }
  }
}
