import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// When states are replayed, an edit is taken back on the screen in use, rather than the
// screen being built anew and the path replayed before the next action.
extension StateSpace {
  /// How an action is taken back: a field set back to the text it had, or a switch flipped
  /// back.
  enum Undo {
    case text(field: String, previous: String)
    case flip(String)
  }

  /// How to take back an action about to be applied, when it is an edit of one field or a
  /// flip of one switch; `nil` for a tap, an answer or a wait, which may change what the app
  /// keeps outside the model.
  func undo(of action: [Move]) -> Undo? {
    guard let first = action.first, let name = first.controlName else { return nil }
    switch first.action {
    case .toggle:
      return action.count == 1 ? .flip(name) : nil
    case .clear, .paste:
      let edits = action.allSatisfy { move in
        switch move.action {
        case .clear(let field), .paste(let field, _): field.name == name
        default: false
        }
      }
      guard edits, let field = instance.screen.field(named: name) else { return nil }
      return .text(field: name, previous: field.text)
    default:
      return nil
    }
  }

  /// Where taking an action back led.
  enum TakenBack {
    /// To the state the action left: the same fingerprint.
    case home
    /// Elsewhere: the app keeps state the edit back did not undo.
    case elsewhere
    /// To a violation, met along a real session (``history``).
    case violation(Found)
  }

  /// Takes an action back on the screen in use, and says whether the screen is in the state
  /// it left: the same fingerprint as `home`.
  ///
  /// The screen's session goes on (``history`` keeps the moves), so what it reaches is a real
  /// session's state, and a violation on the way is one.
  func takeBack(_ undo: Undo, home: [Int32]) -> TakenBack {
    let moves: [Move]
    switch undo {
    case .flip(let name):
      moves = [.toggle(name)]
    case .text(let name, let previous):
      guard let field = instance.screen.field(named: name) else { return .elsewhere }
      moves = Move.set(name, to: previous, from: field.text)
    }
    for move in moves {
      if let found = apply(move) { return .violation(found) }
    }
    guard fingerprint() == home else {
      // A state the search has not met, perhaps: the model's own invariants too.
      return modelViolation().map(TakenBack.violation) ?? .elsewhere
    }
    // The state it leads back to was checked when the search first met it.
    return .home
  }
}
