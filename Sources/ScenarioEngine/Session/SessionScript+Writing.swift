package import ControlModel
import ScenarioFormat

extension SessionScript {
  /// Where a replay of the file parted from the session: after which step, and what differed.
  package struct Parting {
    /// The entry after which the screens differ; `nil` before the first step.
    package var entry: Int?
    /// What differed, one line each.
    package var differences: [String]
  }

  /// The scenario file that replays the session.
  ///
  /// - Parameters:
  ///   - title: The scenario's title.
  ///   - screen: `screen from "NAME"`'s name, or the declared screen's lines.
  ///   - today: The day the session started on.
  ///   - header: Comment lines to open the file with.
  ///   - parting: Where a replay parted from the session, marked in the file.
  /// - Returns: The file's text, ending with a newline.
  package func text(
    title: String, screen: SessionLog.ScreenSource, today: CalendarDate, header: [String],
    parting: Parting? = nil
  ) -> String {
    let indent = ScenarioWriter.indent
    var lines = header.map { "# " + $0 }
    if steps.contains(where: { isSecure($0) }) {
      lines.append(
        "# A secure field's text is a stand-in of the same length and kinds of character.")
    }
    lines += Self.opening(screen: screen, today: today)
    lines += ["", ScenarioWriter.scenarioLine(title)]
    func partingLines() -> [String] {
      guard let parting else { return [] }
      return ["# The replay parts from the session here:"]
        + parting.differences.map { "#   " + $0 }
    }
    if parting?.entry == nil { lines += partingLines().map { indent + $0 } }
    var shown = start
    var stepsSinceMark = false
    for (index, entry) in entries.enumerated() {
      switch entry.kind {
      case .step(let action):
        lines.append(indent + ScenarioWriter.line(action))
        stepsSinceMark = true
      case .mark(let note):
        lines.append(indent + "# " + note)
        lines += entry.state.expectations(since: shown).map { indent + ScenarioWriter.line($0) }
        shown = entry.state
        stepsSinceMark = false
      }
      if let parting, parting.entry == index { lines += partingLines().map { indent + $0 } }
    }
    if stepsSinceMark
      || !entries.contains(where: { if case .mark = $0.kind { true } else { false } })
    {
      let last = current.expectations(since: shown)
      if !last.isEmpty {
        lines.append(indent + "# What the screen showed at the end.")
        lines += last.map { indent + ScenarioWriter.line($0) }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A session's file up to its first scenario: its screen and its day.
  package static func opening(screen: SessionLog.ScreenSource, today: CalendarDate) -> [String] {
    let lines: [String] =
      switch screen {
      case .catalogue(let name): [ScenarioWriter.screenLine(name, fromCatalogue: true)]
      case .declared(let declared): declared
      }
    return lines + [ScenarioWriter.todayLine(today)]
  }

  /// Whether a step writes a secure field's text (its stand-in).
  private func isSecure(_ action: Step.Action) -> Bool {
    let target: NameReference?
    switch action {
    case .type(let name, _), .paste(let name, _): target = name
    case .set(let name, .text), .load(let name, .text): target = name
    default: target = nil
    }
    guard let target else { return false }
    return entries.contains { entry in
      entry.state.controls.contains { $0.name == target.name && $0.kind == .secureField }
    } || start.controls.contains { $0.name == target.name && $0.kind == .secureField }
  }
}
