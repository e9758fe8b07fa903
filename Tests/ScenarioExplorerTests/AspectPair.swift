import ControlModel
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// Two states of a small declared screen that differ in one aspect of one control's state: the
/// steps from the empty screen to each, as scenario lines.
struct AspectPair: Sendable {
  /// The screen's declarations and invariants.
  let screen: String
  /// The control whose word the aspect is a bit of (or a group, which has none).
  let control: String
  /// The steps to the first state; none for the empty screen.
  var first: [String] = []
  /// The steps to the second state.
  var second: [String] = []
  /// The bits that change with the aspect's wherever it changes, as words of the same kind
  /// (an error shows only while the rules fail, a busy button takes no tap): none for most.
  var also: Int32 = 0

  /// The fingerprint and the control's word in each of the two states, reached from the empty
  /// screen.
  func states(sourceLocation: SourceLocation = #_sourceLocation) throws -> (
    first: (fingerprint: [Int32], word: Int32), second: (fingerprint: [Int32], word: Int32)
  ) {
    var lines = [screen]
    for (title, steps) in [("first", first), ("second", second)] where !steps.isEmpty {
      lines += ["scenario \"\(title)\""] + steps.map { "  " + $0 }
    }
    let file = CheckedFile(text: lines.joined(separator: "\n") + "\n", path: "pair.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)", sourceLocation: sourceLocation)
    let space = try #require(StateSpace(file: file), sourceLocation: sourceLocation)
    return (
      try state(after: "first", in: file, space, sourceLocation: sourceLocation),
      try state(after: "second", in: file, space, sourceLocation: sourceLocation)
    )
  }

  /// The fingerprint and the control's word after a scenario's steps from the empty screen.
  private func state(
    after title: String, in file: CheckedFile, _ space: StateSpace,
    sourceLocation: SourceLocation
  ) throws -> (fingerprint: [Int32], word: Int32) {
    space.reset()
    for step in file.scenarios.first(where: { $0.title == title })?.steps ?? [] {
      #expect(
        space.apply(Move(scenarioStep: step.action)) == nil, "\(title)",
        sourceLocation: sourceLocation)
    }
    // No word for a name that is not a control's (a group's).
    let word: Int32 =
      switch space.instance.screen.control(named: control)?.kind {
      case .field(let field)?: space.fieldWord(of: field).rawValue
      case .toggle(let toggle)?: space.switchWord(of: toggle).rawValue
      case .button(let button)?: StateSpace.buttonWord(of: button).rawValue
      case let kind?: space.valueWord(of: kind).word.rawValue
      case nil: 0
      }
    return (space.fingerprint(), word)
  }
}
