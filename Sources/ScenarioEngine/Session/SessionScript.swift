package import ControlModel
package import ScenarioFormat

/// A recorded session as the steps of one scenario: inputs translated into the format's steps,
/// runs of them merged, marks, and what the screen showed after each.
///
/// One home for a session's writing: a recorder fills it as inputs arrive, and a log read back
/// fills it from its lines.
package struct SessionScript {
  /// One step or mark, and what the screen showed after it.
  package struct Entry {
    package enum Kind {
      case step(Step.Action)
      case mark(String)
    }
    package var kind: Kind
    package var state: SessionState
    /// Whether the screen is known to show ``state`` after this entry: not after the first
    /// steps of an input written as several (an edit of a range), whose state only the last
    /// one's is.
    package var isCompared = true
  }

  /// What the screen showed before the first step.
  package let start: SessionState
  package private(set) var entries: [Entry] = []

  package init(start: SessionState) {
    self.start = start
  }

  /// What the screen shows after the last entry.
  package var current: SessionState { entries.last?.state ?? start }

  /// The steps, without the marks.
  package var steps: [Step.Action] {
    entries.compactMap { if case .step(let action) = $0.kind { action } else { nil } }
  }

  /// Adds a step, merged with the step before where one step says both: keystrokes into the
  /// same field, presses of the same stepper, waits, and a focus that the edit after it gives
  /// anyway.
  package mutating func append(step action: Step.Action, state: SessionState) {
    if let last = entries.last, case .step(let previous) = last.kind,
      let merged = Self.merge(previous, action, focusAfterPrevious: last.state.focus)
    {
      entries[entries.count - 1] = Entry(kind: .step(merged), state: state, isCompared: true)
      return
    }
    entries.append(Entry(kind: .step(action), state: state))
  }

  /// Adds the steps of one input: what the screen showed is known after the last one only.
  package mutating func append(steps actions: [Step.Action], state: SessionState) {
    for (index, action) in actions.enumerated() {
      append(step: action, state: state)
      if index < actions.count - 1 { entries[entries.count - 1].isCompared = false }
    }
  }

  /// What the screen showed after the last entry, now known better (work on the clock that ran
  /// at the same time as the last wait's).
  package mutating func updateLastState(_ state: SessionState) {
    guard !entries.isEmpty else { return }
    entries[entries.count - 1].state = state
  }

  /// Adds a mark.
  package mutating func append(mark note: String, state: SessionState) {
    entries.append(Entry(kind: .mark(note), state: state))
  }

  static func merge(_ previous: Step.Action, _ next: Step.Action, focusAfterPrevious: String?)
    -> Step.Action?
  {
    switch (previous, next) {
    case (.type(let field, let first), .type(let other, let second)) where field.name == other.name:
      return .type(field, first + second)
    case (.backspace(let field, let first), .backspace(let other, let second))
    where field.name == other.name:
      return .backspace(field, first + second)
    case (.increment(let stepper, let first), .increment(let other, let second))
    where stepper.name == other.name:
      return .increment(stepper, first + second)
    case (.decrement(let stepper, let first), .decrement(let other, let second))
    where stepper.name == other.name:
      return .decrement(stepper, first + second)
    case (.wait(let first), .wait(let second)):
      return .wait(first + second)
    case (.focus(let field), .type(let other, _)), (.focus(let field), .paste(let other, _)),
      (.focus(let field), .backspace(let other, _)), (.focus(let field), .clear(let other)),
      (.focus(let field), .cursor(let other, _)):
      // The edit focuses the field itself; a focus that was refused stays, for its count.
      return field.name == other.name && focusAfterPrevious == field.name ? next : nil
    default:
      return nil
    }
  }

  /// The steps that replay an input, read against what the screen showed before it.
  package static func actions(for input: ScreenInput, before: SessionState) -> [Step.Action] {
    func name(_ text: String) -> NameReference { NameReference(written: text) }
    switch input {
    case .type(let field, let text): return text.isEmpty ? [] : [.type(name(field), text)]
    case .paste(let field, let text): return text.isEmpty ? [] : [.paste(name(field), text)]
    case .backspace(let field, let count): return [.backspace(name(field), count)]
    case .clear(let field): return [.clear(name(field))]
    case .cursor(let field, let offset): return [.cursor(name(field), .offset(offset))]
    case .replace(let field, let range, let text, let caret):
      return replacing(name(field), range, with: text, caret: caret, before: before)
    case .focus(let field): return [.focus(name(field))]
    case .blur: return [.blur]
    case .tab: return [.tab]
    case .tap(let button): return [.tap(name(button))]
    case .toggle(let toggle): return [.toggle(name(toggle))]
    case .choose(let picker, let option): return [.select(name(picker), option)]
    case .increment(let stepper, let presses): return [.increment(name(stepper), presses)]
    case .decrement(let stepper, let presses): return [.decrement(name(stepper), presses)]
    case .pick(let date, let day): return [.pick(name(date), day)]
    case .addRow(let group): return [.add(name(group))]
    case .removeRow(let group, let row): return [.remove(name(group), row)]
    case .set(let control, let value): return [.set(name(control), value)]
    case .load(let control, let value): return [.load(name(control), value)]
    case .loadRows(let group, let count): return [.loadRows(name(group), count)]
    case .commit(let target): return [.commit(target.map(name))]
    case .reset(let target): return [.reset(target.map(name))]
    case .today(let day): return [.today(day)]
    case .answer(let control, let text, let answer):
      return [.answer(name(control), text: text, answer)]
    }
  }

  /// An edit of a range as steps: a keystroke or paste at the cursor, a backspace before it, a
  /// clear, or else the cursor put after the range, the range deleted and the text typed.
  static func replacing(
    _ field: NameReference, _ range: Range<Int>, with text: String, caret: Int,
    before: SessionState
  ) -> [Step.Action] {
    let length = before.controls.first { $0.name == field.name }.map {
      $0.length ?? $0.text?.count ?? 0
    }
    let insertion: [Step.Action] =
      text.isEmpty ? [] : text.count == 1 ? [.type(field, text)] : [.paste(field, text)]
    if range.isEmpty, range.lowerBound == caret { return insertion }
    if text.isEmpty, range.lowerBound == 0, range.count == length, length ?? 0 > 0 {
      return [.clear(field)]
    }
    if text.isEmpty, range.upperBound == caret { return [.backspace(field, range.count)] }
    var steps: [Step.Action] = []
    if range.upperBound != caret { steps.append(.cursor(field, .offset(range.upperBound))) }
    if !range.isEmpty { steps.append(.backspace(field, range.count)) }
    return steps + insertion
  }
}
