import ControlModel
import ScenarioFormat

extension SessionLog {
  /// Where today's model shows something else than the log: the first step that differs.
  public struct Drift: Sendable, CustomStringConvertible {
    /// The log's line of the step, from 1; its first line when the fresh screen differs.
    public let line: Int
    /// The step, as the log writes it; empty for the fresh screen.
    public let step: String
    /// What differs, one line per control: `email: validity invalid today, valid in the log`.
    public let differences: [String]

    /// The same, in one line.
    public var description: String {
      let place = step.isEmpty ? "the fresh screen" : step
      return "line \(line): \(place): " + differences.joined(separator: "; ")
    }
  }

  /// Replays a log on today's model, step by step, comparing what the screen shows with what
  /// the log says it showed then.
  ///
  /// - Parameters:
  ///   - log: The log, read.
  ///   - path: Its path, for the file the steps replay in.
  ///   - catalogue: The app's screens, for a log of a catalogue's screen.
  /// - Returns: The first step where today's model differs, or `nil` when none does.
  /// - Throws: ``Problem`` when today's model cannot replay the log's steps (a name it no
  ///   longer has).
  package static func check(_ log: Read, path: String, catalogue: ScreenCatalogue)
    throws(Problem) -> Drift?
  {
    let steps = log.lines.flatMap { number, line in
      (line.step?.split(separator: "\n").map(String.init) ?? []).map { (number, $0) }
    }
    let opening = SessionScript.opening(screen: log.source, today: log.today)
    let text =
      (opening + [ScenarioWriter.scenarioLine("log")] + steps.map { ScenarioWriter.indent + $0.1 })
      .joined(separator: "\n") + "\n"
    let file = CheckedFile(text: text, path: path, catalogue: catalogue, today: log.today)
    if let diagnostic = file.diagnostics.first {
      let index = diagnostic.position.line - opening.count - 2
      let line = steps.indices.contains(index) ? steps[index].0 : 1
      throw Problem(
        path: path, line: line,
        reason: "today's screen cannot replay the log: \(diagnostic.message)")
    }
    guard let scenario = file.scenarios.first, let instance = file.makeScreen() else {
      throw Problem(
        path: path, line: 1,
        reason: file.readError ?? "the screen '\(log.header.screen)' is not in the catalogue")
    }
    let mine = "today"
    let theirs = "in the log"
    let first = SessionState(of: instance.screen).differences(
      from: log.header.start, mine: mine, theirs: theirs)
    if !first.isEmpty { return Drift(line: 1, step: "", differences: first) }
    let replayer = Replayer(file: file, instance: instance)
    var parsed = scenario.steps.makeIterator()
    for ((line, logged), actions) in zip(log.lines, log.actions) where !actions.isEmpty {
      // The step as it may be printed: a secure field's text masked, as in every report.
      var written = ""
      for _ in actions {
        guard let step = parsed.next() else { break }
        written = file.printableText(of: step)
        do {
          try replayer.advance(step.action)
        } catch {
          return Drift(
            line: line, step: written,
            differences: [
              "the step fails today: expected \(error.expected), got \(error.actual)"
            ])
        }
      }
      let differences = SessionState(of: instance.screen).differences(
        from: logged.state, mine: mine, theirs: theirs)
      if !differences.isEmpty { return Drift(line: line, step: written, differences: differences) }
    }
    return nil
  }

  /// A log written as a scenario file: its steps merged as a recorder merges them, its marks
  /// as comments with `expect` lines, and what the screen showed at the end.
  ///
  /// - Parameters:
  ///   - log: The log, read.
  ///   - title: The scenario's title.
  /// - Returns: The file's text.
  package static func scenarioText(_ log: Read, title: String) -> String {
    var script = SessionScript(start: log.header.start)
    for ((_, line), actions) in zip(log.lines, log.actions) {
      if let mark = line.mark {
        script.append(mark: mark, state: line.state)
      } else if !actions.isEmpty {
        script.append(steps: actions, state: line.state)
      }
    }
    return script.text(
      title: title, screen: log.source, today: log.today,
      header: ["A session's log on '\(log.header.screen)', written as a scenario."])
  }
}
