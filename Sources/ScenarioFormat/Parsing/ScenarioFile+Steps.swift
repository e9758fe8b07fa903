public import ControlModel

/// A scenario: a title and its steps.
public struct Scenario: Sendable, Identifiable {
  /// The title, unique within its file; a case of an examples table adds ` [CASE]`.
  ///
  /// A row's value that goes into a secure field is masked in it.
  public package(set) var title: String
  /// Where the `scenario` line is.
  public let position: SourcePosition
  /// The steps, in order.
  public var steps: [Step] = []
  /// The name of the examples table's row this scenario was made from, if any.
  public var example: String?
  /// Where that row is: a failure of the row is reported there, naming the step's line.
  public var examplePosition: SourcePosition?

  /// `FILE::TITLE`, unique among all scenarios (the title holds the example's name).
  public var id: String { "\(position.file)::\(title)" }

  init(title: String, position: SourcePosition, example: String? = nil) {
    self.title = title
    self.position = position
    self.example = example
  }
}

/// One step of a scenario, with where it is and its line as written.
public struct Step: Sendable {
  /// What the step does.
  public let action: Action
  /// Where the step's keyword is.
  public let position: SourcePosition
  /// For a step of an examples table's row, the line with the row's values in; `nil` for a
  /// step as written in the file.
  public let text: String?

  /// The column range, from 1, of the step's first string between its quotes, in the line as
  /// written: the text a secure field's step carries.
  package let literal: Range<Int>?
  /// The column after the line's last token: a comment, if any, comes after it.
  package let lineEnd: Int
  /// The column where the line's last token starts (a step's value), in the line as written:
  /// for a step an examples row made, where its placeholder is.
  package let lastTokenColumn: Int
  /// The day the step writes relative to today (`pick due today+7`, `today today+1`), as
  /// written (version 2.1); ``action`` holds it as it reads on the file's today, moved by the
  /// `today` steps before it.
  public let relativeDay: RelativeDay?

  init(
    action: Action, position: SourcePosition, text: String? = nil, literal: Range<Int>? = nil,
    lineEnd: Int = 0, lastTokenColumn: Int = 0, relativeDay: RelativeDay? = nil
  ) {
    self.action = action
    self.position = position
    self.text = text
    self.literal = literal
    self.lineEnd = lineEnd
    self.lastTokenColumn = lastTokenColumn
    self.relativeDay = relativeDay
  }

  /// The same step doing another action: its day read on another today.
  func replacing(action: Action) -> Step {
    Step(
      action: action, position: position, text: text, literal: literal, lineEnd: lineEnd,
      lastTokenColumn: lastTokenColumn, relativeDay: relativeDay)
  }

  /// Every step and assertion of the format.
  public enum Action: Sendable {
    /// `type FIELD "TEXT"`.
    case type(NameReference, String)
    /// `paste FIELD "TEXT"`.
    case paste(NameReference, String)
    /// `backspace FIELD [N]`.
    case backspace(NameReference, Int)
    /// `clear FIELD`.
    case clear(NameReference)
    /// `cursor FIELD start|end|N`.
    case cursor(NameReference, CursorPosition)
    /// `focus FIELD`.
    case focus(NameReference)
    /// `blur`.
    case blur
    /// `tab`.
    case tab
    /// `tap BUTTON`.
    case tap(NameReference)
    /// `toggle SWITCH`.
    case toggle(NameReference)
    /// `select PICKER "V"` or `select PICKER none` (`nil`).
    case select(NameReference, String?)
    /// `increment STEPPER [N]`.
    case increment(NameReference, Int)
    /// `decrement STEPPER [N]`.
    case decrement(NameReference, Int)
    /// `pick DATE DAY` or `pick DATE none` (`nil`).
    case pick(NameReference, CalendarDate?)
    /// `add GROUP`: a row at the end (version 2).
    case add(NameReference)
    /// `remove GROUP N`: row N, from 1 (version 2).
    case remove(NameReference, Int)
    /// `set NAME VALUE`: the app sets a control's value in code (version 2).
    case set(NameReference, ControlValue)
    /// `load NAME VALUE`: the app loads a value, which becomes the starting one (version 2).
    case load(NameReference, ControlValue)
    /// `reset` (`nil`) or `reset NAME`: back to the starting values (version 2).
    case reset(NameReference?)
    /// `load GROUP rows N`: the group gets N rows, its starting number (version 2.1).
    case loadRows(NameReference, Int)
    /// `commit` (`nil`) or `commit NAME`: the app saved; the current values become the
    /// starting values (version 2.1).
    case commit(NameReference?)
    /// `today DAY`: today becomes DAY (version 2.1); ``Step/relativeDay`` keeps `today today+N`
    /// as written.
    case today(CalendarDate)
    /// `wait DURATION`.
    case wait(Duration)
    /// `expect …`.
    case expect(Assertion)
    /// `explain NAME`: prints why a control is enabled or disabled, or what holds a manager
    /// back. An extension of version 1 of the format.
    case explain(NameReference)
    /// `answer NAME ["TEXT"] valid|invalid "MSG"|fails ["REASON"]`: answers a request of a field
    /// (the check of TEXT, or the oldest outstanding one) or of a button. An extension.
    case answer(NameReference, text: String?, Answer)
  }
}
