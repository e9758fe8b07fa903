/// A value written in `set`, `load` and `expect … value`.
package enum Value: Hashable, Sendable {
  case text(String), on(Bool), option(String?), number(Int), day(Day?)
  /// `today`, `today+N` or `today-N` as written in a step; the screen reads it as a day.
  case today(Int)
}

/// Where `cursor` puts the cursor.
package enum CursorPlace: Hashable, Sendable {
  case start, end, offset(Int)
}

/// What an `expect` line checks of a name.
package enum Expectation: Hashable, Sendable {
  case enabled, disabled, valid, invalid, pending, error(String), noError, errors([String])
  case text(String), refused(Int), on, off, taps(Int), value(Value), shown, hidden
  case dirty, pristine, touched, untouched, rows(Int)
  /// `expect BUTTON busy` / `idle`: the engine's extension of version 2.1.
  case busy, idle
  /// `expect NAME requests N`: the engine's extension, what the differential test compares on
  /// every step, readable in hand-written regression files.
  case requests(Int)
}

/// A step or an assertion of a scenario.
package enum StepSpec: Hashable, Sendable {
  case type(String, String), paste(String, String), backspace(String, Int), clear(String)
  case cursor(String, CursorPlace), focus(String), blur, tab
  case tap(String), toggle(String), select(String, String?)
  case increment(String, Int), decrement(String, Int), pick(String, DayExpr?)
  case wait(Int), add(String), remove(String, Int)
  case set(String, Value), load(String, Value), reset(String?)
  case expect(String, Expectation), expectFocus(String?)
  /// `commit` / `commit NAME`, `load GROUP rows N`, `today DAY` (Version 2.1).
  case commit(String?), loadRows(String, Int), today(DayExpr)
}

/// A scenario: a title and its steps.
package struct ScenarioSpec: Hashable, Sendable {
  package var title: String
  package var steps: [StepSpec]
}

/// A whole file: the screen and its scenarios.
package struct FileSpec: Hashable, Sendable {
  package var screen: ScreenSpec
  package var scenarios: [ScenarioSpec]
  /// The `background` block's steps, run before every scenario's own (empty: none).
  package var background: [StepSpec] = []
}
