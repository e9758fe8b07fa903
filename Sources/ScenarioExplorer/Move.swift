import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// One step the explorer takes, with the scenario line that writes it.
struct Move {
  let action: Step.Action
  /// The field a `paste` went to, to check that a refused paste changed nothing.
  let pastedField: String?

  init(action: Step.Action, pastedField: String? = nil) {
    self.action = action
    self.pastedField = pastedField
  }

  /// A step of a file's own scenario, as a move: a paste is checked like the explorer's own.
  init(scenarioStep action: Step.Action) {
    if case .paste(let name, _) = action {
      self.init(action: action, pastedField: name.name)
    } else {
      self.init(action: action)
    }
  }

  /// The step's keyword: what kind of step it is.
  var kind: Keyword.Step { action.keyword }

  /// The line as the written scenario has it, made only when asked: the search makes many more
  /// moves than it writes.
  var line: String { ScenarioWriter.line(action) }

  /// The field whose text the step carries, if any.
  var textField: String? {
    switch action {
    case .type(let name, _), .paste(let name, _): name.name
    default: nil
    }
  }

  /// The control the step acts on, if any: `nil` for a wait, a blur or a tab.
  var controlName: String? {
    switch action {
    case .expect, .explain: nil
    default: action.name?.name
    }
  }

  static func reference(_ name: String) -> NameReference {
    NameReference(name: name, position: SourcePosition(file: "explore", line: 0, column: 0))
  }

  static func type(_ field: String, _ text: String) -> Move {
    Move(
      action: .type(reference(field), text))
  }

  static func paste(_ field: String, _ text: String) -> Move {
    Move(
      action: .paste(reference(field), text), pastedField: field)
  }

  static func clear(_ field: String) -> Move {
    Move(action: .clear(reference(field)))
  }

  static func tap(_ button: String) -> Move {
    Move(action: .tap(reference(button)))
  }

  static func toggle(_ control: String) -> Move {
    Move(action: .toggle(reference(control)))
  }

  static func wait(milliseconds: Int) -> Move {
    Move(
      action: .wait(.milliseconds(milliseconds)))
  }

  /// Adds a row at the end of a group.
  static func add(_ group: String) -> Move {
    Move(action: .add(reference(group)))
  }

  /// Removes a group's row, counted from 1.
  static func remove(_ group: String, _ row: Int) -> Move {
    Move(action: .remove(reference(group), row))
  }

  static let blur = Move(action: .blur)
  static let tab = Move(action: .tab)

  /// Answers the oldest outstanding request of a control, as an `answer` step does.
  static func answer(_ control: String, _ answer: Answer) -> Move {
    Move(action: .answer(reference(control), text: nil, answer))
  }

  /// The moves that give a picker, stepper or date a value: a choice, presses of a stepper, a
  /// pick; none for another kind of control or value.
  static func setting(_ control: ControlKind, to value: ControlValue) -> [Move] {
    let name = Move.reference(control.control.name)
    switch (control, value) {
    case (.picker, .option(let option)): return [Move(action: .select(name, option))]
    case (.stepper(let stepper), .number(let target)):
      let current = stepper.value
      guard target != current else { return [] }
      let presses = (abs(target - current) + stepper.step - 1) / stepper.step
      return [
        Move(action: target > current ? .increment(name, presses) : .decrement(name, presses))
      ]
    case (.date, .day(let day)): return [Move(action: .pick(name, day))]
    default: return []
    }
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
  let assertion: Assertion?
}
