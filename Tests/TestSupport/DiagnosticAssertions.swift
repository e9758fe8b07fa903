import ScenarioEngine
import ScenarioFormat
public import Testing

/// Checks the diagnostics of an inline scenario file.
///
/// Each marker (1️⃣, 2️⃣, …) in the source is
/// where a diagnostic must point; the markers are stripped before parsing, and the rendered
/// `LINE:COLUMN: error: MESSAGE` lines are compared whole.
public func assertDiagnostics(
  _ markedSource: String,
  _ expected: [String: String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (source, markers) = stripMarkers(markedSource)
  let file = CheckedFile(text: source, path: "test.scenario")
  let actual = file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" }
  let wanted = expected.sorted { $0.key < $1.key }.map { marker, message in
    guard let position = markers[marker] else {
      Issue.record("marker \(marker) is not in the source", sourceLocation: sourceLocation)
      return ""
    }
    return "\(position.line):\(position.column): \(message)"
  }
  #expect(actual.sorted() == wanted.sorted(), sourceLocation: sourceLocation)
}

/// A file that must parse and check without a diagnostic.
public func assertValid(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let file = CheckedFile(text: source, path: "test.scenario")
  #expect(file.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
}

private let markerCharacters: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

private func stripMarkers(_ text: String) -> (String, [String: (line: Int, column: Int)]) {
  var result = ""
  var markers: [String: (line: Int, column: Int)] = [:]
  var line = 1
  var column = 1
  for character in text {
    if markerCharacters.contains(character) {
      markers[String(character)] = (line, column)
      continue
    }
    result.append(character)
    if character == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }
  return (result, markers)
}
