import Foundation
import ScenarioEngine
import ScenarioFormat

extension LanguageServer {
  // MARK: - Diagnostics

  /// The "did you mean" edits of the diagnostics on some lines, as quick fixes.
  func quickFixes(in document: LanguageDocument, lines: ClosedRange<Int>) -> [JSONValue] {
    document.checked.diagnostics.compactMap { diagnostic -> JSONValue? in
      guard lines.contains(diagnostic.position.line), let fix = diagnostic.fix,
        let range = fixRange(document, fix, at: diagnostic.position)
      else { return nil }
      let edit: JSONValue = ["range": range, "newText": .string(fix.replacement)]
      return [
        "title": .string("Change to '\(fix.replacement)'"),
        "kind": "quickfix",
        "isPreferred": true,
        "diagnostics": [self.diagnostic(diagnostic, in: document)],
        "edit": ["changes": .object([document.uri: [edit]])],
      ]
    }
  }

  /// `--record` in the editor: the recorded lines of the expectations on some lines, and of
  /// the whole file, as edits to review before they are made.
  func recordActions(in document: LanguageDocument, lines: ClosedRange<Int>)
    -> [JSONValue]
  {
    guard document.checked.isValid else { return [] }
    let recording = document.recording
    let ending = document.text.contains("\r\n") ? "\r\n" : "\n"
    func edit(_ change: Recording.Change) -> JSONValue {
      [
        "range": range(
          document, line: change.line, from: 1, to: document.line(change.line).count + 1),
        "newText": .string(change.new.joined(separator: ending)),
      ]
    }
    func action(_ title: String, _ kind: String, _ changes: [Recording.Change]) -> JSONValue {
      [
        "title": .string(title), "kind": .string(kind),
        "edit": ["changes": .object([document.uri: .array(changes.map(edit))])],
      ]
    }
    var actions: [JSONValue] = []
    let here = recording.changes.filter { lines.contains($0.line) }
    if !here.isEmpty {
      let count = here.reduce(0) { $0 + $1.new.count }
      actions.append(
        action(
          "Record what the screen shows (\(count) line\(count == 1 ? "" : "s"))",
          "refactor.rewrite", here))
    }
    if recording.changes.count > here.count {
      actions.append(
        action(
          "Record every failing and placeholder expectation of the file", "source",
          recording.changes))
    }
    return actions
  }

  /// Where a fix's wrong text is: at the diagnostic's column, or after it on the line.
  func fixRange(
    _ document: LanguageDocument, _ fix: DiagnosticMessage.Fix, at position: SourcePosition
  ) -> JSONValue? {
    let line = document.line(position.line)
    let characters = Array(line)
    let wrong = Array(fix.wrong)
    guard !wrong.isEmpty, characters.count >= wrong.count else { return nil }
    let first = max(position.column - 1, 0)
    guard first <= characters.count - wrong.count else { return nil }
    for start in first...(characters.count - wrong.count)
    where characters[start..<(start + wrong.count)].elementsEqual(wrong) {
      return range(
        document, line: position.line, from: start + 1, to: start + 1 + wrong.count)
    }
    return nil
  }

  func diagnostics(of document: LanguageDocument) -> [JSONValue] {
    (document.checked.diagnostics + document.checked.warnings).map { diagnostic($0, in: document) }
      + placeholders(in: document)
  }

  /// Each placeholder expectation, once, as information: it fails until it is recorded.
  func placeholders(in document: LanguageDocument) -> [JSONValue] {
    var lines = Set<Int>()
    return document.checked.scenarios.flatMap(\.steps).compactMap { step -> JSONValue? in
      guard case .expect(.placeholder) = step.action, lines.insert(step.position.line).inserted
      else { return nil }
      let line = step.position.line
      let end = document.tokens(line: line).last?.end ?? step.position.column
      return [
        "range": range(document, line: line, from: step.position.column, to: end),
        "severity": 3,
        "source": "scenario",
        "message": "a placeholder: it fails until --record writes what the screen shows here",
      ]
    }
  }

  func diagnostic(_ diagnostic: Diagnostic, in document: LanguageDocument) -> JSONValue {
    var value: [String: JSONValue] = [
      "range": tokenRange(document, at: diagnostic.position),
      "severity": diagnostic.severity == .warning ? 2 : 1,
      "source": "scenario",
      "message": .string(diagnostic.message),
    ]
    if !diagnostic.notes.isEmpty {
      value["relatedInformation"] = .array(
        diagnostic.notes.map { note in
          [
            "location": [
              "uri": .string(document.uri), "range": tokenRange(document, at: note.position),
            ],
            "message": .string(note.message),
          ]
        })
    }
    return .object(value)
  }
}
