import ControlModel
import ValidationManager

/// One step the explorer takes, with the scenario line that writes it.
struct Move {
  /// The kinds of step the explorer takes; the raw values are the format's keywords.
  enum Kind: String, CaseIterable {
    case type, paste, backspace, cursor, focus, clear, tap, toggle, wait, blur, tab, answer
  }

  let action: Step.Action
  let kind: Kind
  /// The line as the written scenario has it.
  let line: String
  /// The field a `paste` went to, to check that a refused paste changed nothing.
  let pastedField: String?

  init(action: Step.Action, kind: Kind, line: String, pastedField: String? = nil) {
    self.action = action
    self.kind = kind
    self.line = line
    self.pastedField = pastedField
  }

  /// The field whose text the step carries, if any.
  var textField: String? {
    switch action {
    case .type(let name, _), .paste(let name, _): name.name
    default: nil
    }
  }

  static func reference(_ name: String) -> NameReference {
    NameReference(name: name, position: SourcePosition(file: "explore", line: 0, column: 0))
  }

  static func type(_ field: String, _ text: String) -> Move {
    Move(
      action: .type(reference(field), text), kind: .type,
      line: "type \(field) \(text.scenarioQuoted)")
  }

  static func paste(_ field: String, _ text: String) -> Move {
    Move(
      action: .paste(reference(field), text), kind: .paste,
      line: "paste \(field) \(text.scenarioQuoted)", pastedField: field)
  }

  static func clear(_ field: String) -> Move {
    Move(action: .clear(reference(field)), kind: .clear, line: "clear \(field)")
  }

  static func tap(_ button: String) -> Move {
    Move(action: .tap(reference(button)), kind: .tap, line: "tap \(button)")
  }

  static func toggle(_ control: String) -> Move {
    Move(action: .toggle(reference(control)), kind: .toggle, line: "toggle \(control)")
  }

  static func wait(milliseconds: Int) -> Move {
    Move(
      action: .wait(.milliseconds(milliseconds)), kind: .wait, line: "wait \(milliseconds)ms")
  }

  static let blur = Move(action: .blur, kind: .blur, line: "blur")
  static let tab = Move(action: .tab, kind: .tab, line: "tab")

  /// Answers the oldest outstanding request of a control, as an `answer` step does.
  static func answer(_ control: String, _ answer: Answer) -> Move {
    let verdict: String
    switch answer {
    case .valid: verdict = "valid"
    case .invalid(let message): verdict = "invalid \(message.scenarioQuoted)"
    case .failed(let reason): verdict = "fails \(reason.scenarioQuoted)"
    }
    return Move(
      action: .answer(reference(control), text: nil, answer), kind: .answer,
      line: "answer \(control) \(verdict)")
  }

  /// The moves that set a field to a text: a paste into the empty field, a clear first when it
  /// holds a text, or only a clear for the empty text.
  static func set(_ field: String, to text: String, from current: String) -> [Move] {
    if text.isEmpty { return current.isEmpty ? [] : [clear(field)] }
    return current.isEmpty ? [paste(field, text)] : [clear(field), paste(field, text)]
  }
}

/// A violated property, and the assertion that shows it in a scenario (none for a file
/// invariant, which the scenario checks by itself).
struct Found {
  let expected: String
  let actual: String
  let assertion: String?
}
