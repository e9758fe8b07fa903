import ControlModel
import ScenarioEngine
import ValidationManager

/// What the search does once it found a difference, and one text away from each state: the
/// steps the difference does not need dropped, and the texts of the fields with a closure of
/// the app's as a rule tried.
extension DifferentialSearch {
  /// The difference after the shortest path found by dropping the path's steps one at a time,
  /// from the last, while the screens still differ after the rest: a path through a
  /// scenario's states often carries steps that the difference does not need.
  func shortest(_ path: [Move], _ difference: Explorer.Difference)
    -> Explorer.Difference
  {
    guard path.count > 1 else { return difference }
    var short = path
    for index in path.indices.reversed() where short.count > 1 {
      var candidate = short
      candidate.remove(at: index)
      if replayed(candidate) != nil { short = candidate }
    }
    guard short.count < path.count else { return difference }
    return replayed(short) ?? difference
  }

  /// The difference after a path replayed on both screens from the start; `nil` when they do
  /// not differ or a step cannot run (or breaks an invariant) on either.
  func replayed(_ path: [Move]) -> Explorer.Difference? {
    left.reset()
    right.reset()
    for move in path {
      // A step that cannot run on either screen any more (its cause was dropped) leaves a
      // path no scenario can replay.
      let found = (left.apply(move), right.apply(move))
      if found.0 != nil || found.1 != nil || left.lastStepCouldNotRun || right.lastStepCouldNotRun {
        return nil
      }
    }
    return compare(after: path)
  }

  /// A difference one text away from the state both screens are in (reached by `path`, saved
  /// in `saved`), with the path to it: each text of a probed field on which the two screens'
  /// rules disagree now is set on both, compared, and taken back.
  func probe(
    after path: [Move], saved: (left: ScreenCheckpoint?, right: ScreenCheckpoint?)
  ) -> (path: [Move], difference: Explorer.Difference)? {
    for (index, name) in probed {
      guard let mine = left.instance.screen.field(named: name), mine.isEnabled,
        let theirs = right.instance.screen.field(named: name)
      else { continue }
      let current = mine.text
      for text in left.extraTexts[index] ?? [] where text != current {
        let value = ControlValue.text(text)
        guard
          ValidationRule.failures(of: mine.rules, value, on: left.instance.screen)
            != ValidationRule.failures(of: theirs.rules, value, on: right.instance.screen)
        else { continue }
        let moves = Move.set(name, to: text, from: current)
        let applied = moves.allSatisfy { left.apply($0) == nil && right.apply($0) == nil }
        let found = applied ? compare(after: path + moves) : nil
        left.reach(saved.left) { path }
        right.reach(saved.right) { path }
        if let found { return (path + moves, found) }
      }
    }
    return nil
  }
}
