import ControlModel
import ScenarioFormat

/// A recorded session, written as a scenario file and, where it could be, replayed.
public struct SessionRecording: Sendable {
  /// Where a replay of the file parted from the session.
  public struct Parting: Sendable, CustomStringConvertible {
    /// The step after which the screens differ, from 1; `0` before the first step (the fresh
    /// screen differs from the one the session started on).
    public let step: Int
    /// The step as the file writes it; empty before the first step.
    public let stepText: String
    /// What differed, one line per control: `email: validity invalid on replay, valid in the
    /// session`.
    public let differences: [String]

    /// The same, in one line.
    public var description: String {
      let place = step == 0 ? "before the first step" : "after step \(step), \(stepText)"
      return "the replay parts from the session \(place): "
        + differences.joined(separator: "; ")
    }
  }

  /// The file's text: it says where a replay parted from the session, in a comment.
  public let text: String
  /// Whether the file was replayed on a fresh screen (of the catalogue, or declared in it).
  public let wasReplayed: Bool
  /// Where the replay parted from the session; `nil` when every control matched after every
  /// step, or when it was not replayed.
  public let parting: Parting?
}

extension SessionRecorder {
  /// Why a session cannot be written.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    /// No input was heard and no mark made: a scenario needs a step.
    case nothingRecorded

    /// The same, in one line.
    public var description: String {
      switch self {
      case .nothingRecorded:
        "nothing was recorded: no input reached the screen since the recorder was attached, "
          + "and no mark was made"
      }
    }
  }

  /// Writes the session as a scenario file and, with a catalogue (or a declared screen),
  /// replays it on a fresh screen, comparing every control after every step.
  ///
  /// - Parameter title: The scenario's title.
  /// - Returns: The file, and where its replay parted from the session.
  /// - Throws: ``Failure/nothingRecorded`` before any input or mark.
  public func recording(title: String) throws(Failure) -> SessionRecording {
    let script = self.script
    guard !script.entries.isEmpty else { throw .nothingRecorded }
    let header = [
      "A session on '\(screenName)', recorded by SessionRecorder on \(today)."
    ]
    let text = script.text(title: title, screen: source, today: today, header: header)
    guard catalogue != nil || isDeclared else {
      return SessionRecording(text: text, wasReplayed: false, parting: nil)
    }
    guard let parting = replay(text, script) else {
      return SessionRecording(text: text, wasReplayed: true, parting: nil)
    }
    let marked = script.text(
      title: title, screen: source, today: today, header: header, parting: parting)
    let steps = script.entries.prefix(through: parting.entry ?? -1).filter {
      if case .step = $0.kind { true } else { false }
    }
    let stepText: String =
      if case .step(let action)? = steps.last?.kind { ScenarioWriter.line(action) } else { "" }
    return SessionRecording(
      text: marked, wasReplayed: true,
      parting: SessionRecording.Parting(
        step: parting.entry == nil ? 0 : steps.count, stepText: stepText,
        differences: parting.differences))
  }

  /// The session as a scenario file: ``recording(title:)``'s text.
  ///
  /// - Parameter title: The scenario's title.
  /// - Returns: The file's text.
  /// - Throws: ``Failure/nothingRecorded`` before any input or mark.
  public func scenarioText(title: String) throws(Failure) -> String {
    try recording(title: title).text
  }

  private var isDeclared: Bool {
    if case .declared = source { true } else { false }
  }

  /// Replays a file on a fresh screen: where it parts from the session, if it does.
  private func replay(_ text: String, _ script: SessionScript) -> SessionScript.Parting? {
    let file = CheckedFile(
      text: text, path: "\(screenName).scenario", catalogue: catalogue ?? ScreenCatalogue(),
      today: today)
    guard file.isValid, let scenario = file.scenarios.first, let instance = file.makeScreen()
    else {
      let problems = file.renderedDiagnostics + (file.readError.map { [$0] } ?? [])
      return SessionScript.Parting(
        entry: nil,
        differences: problems.isEmpty ? ["the file's screen cannot be made"] : problems)
    }
    let mine = "on replay"
    let theirs = "in the session"
    let first = SessionState(of: instance.screen).differences(
      from: script.start, mine: mine, theirs: theirs)
    if !first.isEmpty { return SessionScript.Parting(entry: nil, differences: first) }
    let replayer = Replayer(file: file, instance: instance)
    var steps = scenario.steps.filter { !$0.isCheck }.makeIterator()
    for (index, entry) in script.entries.enumerated() {
      guard case .step = entry.kind, let step = steps.next() else { continue }
      do {
        try replayer.advance(step.action)
      } catch {
        return SessionScript.Parting(
          entry: index,
          differences: ["the step fails on replay: expected \(error.expected), got \(error.actual)"]
        )
      }
      guard entry.isCompared else { continue }
      let differences = SessionState(of: instance.screen).differences(
        from: entry.state, mine: mine, theirs: theirs)
      if !differences.isEmpty {
        return SessionScript.Parting(entry: index, differences: differences)
      }
    }
    return nil
  }
}
