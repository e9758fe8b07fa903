import ControlModel
import ValidationManager

/// W9: groups of rows.
///
/// `W9:rows:N` adds a row to a group of N passengers (a required first name,
/// a type picker, bags shown except for an infant, a row manager) that a form manager verifies,
/// then removes it again: each add and removal counts one. `W9:keystroke:N` types into the first
/// name of the middle row of the same group and clears it: each keystroke counts one, for a
/// comparison with a keystroke on a flat form (W1).
enum RowWorkload {
  static func trials(rows: Int, changes: Int) -> [Trial] {
    [
      Trial(implementation: "rows") { addAndRemove(rows: rows, changes: changes) },
      Trial(implementation: "keystroke") { keystrokes(rows: rows, rounds: changes) },
    ]
  }

  private struct Passenger {
    let first: TextField
    let type: Picker
  }

  private static func build(rows: Int) -> (Screen, RowGroup<Passenger>?) {
    let screen = Screen()
    let group = try? screen.makeRowGroup("passenger", rows: 0...(rows + 1), startingRows: rows) {
      row in
      let first = row.makeTextField("first")
      first.validate([.required("Enter a first name."), .minLength(2)], errors: .onChange)
      let type = row.makePicker("type", options: ["Adult", "Child", "Infant"], selection: "Adult")
      let bags = row.makeStepper("bags", range: 0...3)
      bags.show(when: [.isNot("type", "Infant")])
      let manager = row.makeManager("row")
      try manager.verify(first)
      try manager.manage(bags)
      return Passenger(first: first, type: type)
    }
    let form = screen.makeManager("form")
    let next = screen.makeButton("continue")
    if let group { try? form.verify(group) }
    try? form.manage(next)
    return (screen, group)
  }

  private static func addAndRemove(rows: Int, changes: Int) -> () -> Int {
    let (screen, group) = build(rows: rows)
    return {
      guard let group else { return 0 }
      for _ in 0..<changes {
        group.append()
        group.remove(at: group.count - 1)
      }
      withExtendedLifetime(screen) {}
      return changes * 2
    }
  }

  private static func keystrokes(rows: Int, rounds: Int) -> () -> Int {
    let (screen, group) = build(rows: rows)
    return {
      guard let group, !group.rows.isEmpty else { return 0 }
      let field = group.rows[group.count / 2].first
      for _ in 0..<rounds {
        field.type("Ann")
        field.clear()
      }
      withExtendedLifetime(screen) {}
      return rounds * 4
    }
  }
}
