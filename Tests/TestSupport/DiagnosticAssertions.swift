public import ScenarioEngine
public import ScenarioFormat
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

/// Checks the diagnostics that the format itself gives an inline scenario file: its parser's
/// and checker's, without the runner's (which builds the screen to find cycles).
///
/// Markers are as for ``assertDiagnostics(_:_:sourceLocation:)``.
public func assertFormatDiagnostics(
  _ markedSource: String,
  _ expected: [String: String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (source, markers) = stripMarkers(markedSource)
  let actual = formatFile(source).diagnostics.map {
    "\($0.position.line):\($0.position.column): \($0.message)"
  }
  let wanted = expected.sorted { $0.key < $1.key }.map { marker, message in
    guard let position = markers[marker] else {
      Issue.record("marker \(marker) is not in the source", sourceLocation: sourceLocation)
      return ""
    }
    return "\(position.line):\(position.column): \(message)"
  }
  #expect(actual.sorted() == wanted.sorted(), sourceLocation: sourceLocation)
}

/// A file as the format reads it: parsed, then checked, with every diagnostic of both (the
/// runner's own checks aside).
///
/// - Parameter source: The file's text.
/// - Returns: The parsed file and its diagnostics, in file order.
public func formatFile(_ source: String) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
  let (file, syntax) = Parser.parse(SourceFile(path: "test.scenario", text: source))
  let (_, names) = Checker.check(file)
  var seen = Set<String>()
  let diagnostics = (syntax + names).sorted { $0.position < $1.position }.filter {
    seen.insert("\($0.position) \($0.message)").inserted
  }
  return (file, diagnostics)
}

/// An inline scenario file, checked; the test stops at a file with an error.
///
/// - Parameters:
///   - source: The file's text.
///   - path: The path it is named by.
///   - sourceLocation: Where the test calls it.
/// - Returns: The checked file.
/// - Throws: When the file has an error, after recording it.
public func checkedWithoutErrors(
  _ source: String, path: String = "test.scenario",
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> CheckedFile {
  let file = CheckedFile(text: source, path: path)
  try #require(
    file.diagnostics.isEmpty, "\(file.renderedDiagnostics)", sourceLocation: sourceLocation)
  return file
}

/// A file that must parse and check without a diagnostic.
public func assertValid(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let file = CheckedFile(text: source, path: "test.scenario")
  #expect(file.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
}

private let markerCharacters: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

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
