package import ControlModel
import Foundation
package import ScenarioFormat

/// A session's log: one JSON line that says which screen, then one per input (as the step that
/// replays it, in the format's words) with what the screen showed after it.
///
/// An app may keep one for a session (``SessionRecorder/logHandler``); `scenario-runner
/// --check-log FILE` replays it against today's model and names the first step where the
/// screen now shows something else, and `--log-to-scenario FILE` writes it as a scenario file.
/// A secure field's text is a stand-in in it, as in a recorded file.
public enum SessionLog {
  /// The log's first line.
  package struct Header: Codable, Equatable {
    /// What the file is.
    package var log = SessionLog.kind
    /// The log's version.
    package var version = 1
    /// The catalogue's name of the screen.
    package var screen: String
    /// The day the session started on.
    package var today: String
    /// The declared screen's lines, for a screen declared in a file.
    package var declarations: [String]?
    /// What the screen showed before the first input.
    package var start: SessionState
  }

  /// One line after the first: a step or a mark, and what the screen showed after it.
  package struct Line: Codable, Equatable {
    /// The step, as a file writes it: one input's steps, one per line.
    package var step: String?
    /// A tester's mark.
    package var mark: String?
    /// What the screen showed.
    package var state: SessionState
  }

  /// Where the screen of a session comes from.
  package enum ScreenSource {
    /// A screen of the app's catalogue, by name.
    case catalogue(String)
    /// A screen declared in a file: its lines.
    case declared([String])
  }

  /// What the first line says a file is.
  static let kind = "scenario-session"

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// A log read back: its screen, its day, and its steps and marks with what the screen showed.
  package struct Read {
    package var header: Header
    package var source: ScreenSource {
      header.declarations.map { .declared($0) } ?? .catalogue(header.screen)
    }
    package var today: CalendarDate
    /// The lines after the first, with their line numbers.
    package var lines: [(number: Int, line: Line)]
    /// The steps of each line that holds some, parsed, in order.
    package var actions: [[Step.Action]]
  }

  /// A log that cannot be read: where and why.
  public struct Problem: Error, CustomStringConvertible {
    /// The log's path.
    public let path: String
    /// The line, from 1.
    public let line: Int
    /// What is wrong, and what would be right.
    public let reason: String

    /// The same, in one line.
    public var description: String { "\(path):\(line):1: error: \(reason)" }
  }

  /// Reads a log's text.
  ///
  /// - Parameters:
  ///   - text: The log.
  ///   - path: Its path, for errors.
  /// - Returns: The log, its steps parsed.
  /// - Throws: ``Problem`` for a line that is not the log's JSON or a step that does not parse.
  package static func read(_ text: String, path: String) throws(Problem) -> Read {
    let decoder = JSONDecoder()
    var header: Header?
    var lines: [(Int, Line)] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !raw.trimmingCharacters(in: .whitespaces).isEmpty {
      let data = Data(raw.utf8)
      if header == nil {
        guard let read = try? decoder.decode(Header.self, from: data), read.log == kind else {
          throw Problem(
            path: path, line: offset + 1,
            reason: "this is not a session's log: its first line is the JSON object "
              + "{\"log\":\"\(kind)\",\"screen\":…,\"today\":…} that a SessionRecorder writes")
        }
        header = read
        continue
      }
      guard let line = try? decoder.decode(Line.self, from: data) else {
        throw Problem(
          path: path, line: offset + 1,
          reason: "a line of a session's log is a JSON object with \"step\" or \"mark\" "
            + "and \"state\"")
      }
      lines.append((offset + 1, line))
    }
    guard let header else {
      throw Problem(
        path: path, line: 1, reason: "the log is empty: a SessionRecorder's log has a first line")
    }
    guard let today = try? CalendarDate(parsing: header.today) else {
      throw Problem(path: path, line: 1, reason: "'\(header.today)' is not a day (YYYY-MM-DD)")
    }
    // The steps, parsed as a scenario's: one file, so that every error is found at once.
    let stepLines = lines.flatMap { number, line in
      (line.step?.split(separator: "\n").map(String.init) ?? []).map { (number, $0) }
    }
    let opening = SessionScript.opening(screen: .catalogue(header.screen), today: today)
    let body =
      opening + [ScenarioWriter.scenarioLine("log")]
      + stepLines.map { ScenarioWriter.indent + $0.1 }
    let (file, diagnostics) = Parser.parse(
      SourceFile(path: path, text: body.joined(separator: "\n")))
    if let first = diagnostics.first {
      let index = max(0, min(first.position.line - opening.count - 2, stepLines.count - 1))
      let number = stepLines.isEmpty ? 1 : stepLines[index].0
      throw Problem(path: path, line: number, reason: "its step does not parse: \(first.message)")
    }
    var parsed = (file.scenarios.first?.steps.map(\.action) ?? []).makeIterator()
    let actions = lines.map { _, line in
      (line.step?.split(separator: "\n") ?? []).compactMap { _ in parsed.next() }
    }
    return Read(header: header, today: today, lines: lines, actions: actions)
  }
}

extension SessionLog.Line {
  /// The line of one input: its steps, one per line of `step`.
  init(steps actions: [Step.Action], state: SessionState) {
    self.init(
      step: actions.map(ScenarioWriter.line).joined(separator: "\n"), mark: nil, state: state)
  }

  init(mark note: String, state: SessionState) {
    self.init(step: nil, mark: note, state: state)
  }
}
