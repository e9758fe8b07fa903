// The AST of version 2.1's lines: the file's `today`, its `background`, a button's `enabled
// when`, and conditions on dirtiness.

public import ControlModel
public import ValidationManager

/// The file's `today DAY` line (version 2.1): the day its scenarios count as today.
///
/// Written after `screen` and before the first scenario; without it, today is the runner's
/// day.
public struct TodayLine: Sendable {
  /// The day.
  public let day: CalendarDate
  /// Where the line's `today` is.
  public let position: SourcePosition

  /// The line that says `day` is today, written at `position`.
  package init(day: CalendarDate, position: SourcePosition) {
    self.day = day
    self.position = position
  }
}

/// The `background` block (version 2.1): steps that every scenario of the file runs at its
/// start, before its own.
///
/// ```
/// background
///   load email "ann@example.com"
///   toggle privacy
/// ```
public struct Background: Sendable {
  /// Where the `background` keyword is.
  public let position: SourcePosition
  /// The steps, in order; no assertion.
  public var steps: [Step] = []

  /// A block with no step yet, whose keyword is at `position`.
  package init(position: SourcePosition) {
    self.position = position
  }
}

/// A condition on whether a control, manager or group holds a change: `NAME dirty` or `NAME
/// pristine` (version 2.1), after `when`, `shown when` or `enabled when`.
///
/// `never` reads the same words as states (``Invariant/Condition/Check/state(_:)``).
public struct DirtinessCondition: Sendable, Hashable {
  /// The control, manager or group.
  public let name: NameReference
  /// `true` for `dirty`, `false` for `pristine`.
  public let isDirty: Bool

  /// The model's condition: `NAME dirty` or `NAME pristine`.
  public var condition: RuleCondition { isDirty ? .dirty(name.name) : .pristine(name.name) }

  /// The other word on the same name: `NAME pristine` for `NAME dirty`, and back.
  package var negated: Self { Self(name: name, isDirty: !isDirty) }
}

extension Declaration {
  /// An `enabled when CONDITION [and CONDITION]...` line after a button (version 2.1): the
  /// button is enabled only while every condition holds, besides its managers and its busy
  /// time.
  public struct EnabledWhen: Sendable {
    /// The conditions on values, with the names as written.
    public let conditions: [ConditionDeclaration]
    /// The conditions on dirtiness, with the names as written.
    public let dirtiness: [DirtinessCondition]
    /// Where the line's `enabled` is.
    public let position: SourcePosition

    /// The line's conditions, whose `enabled` is at `position`.
    package init(
      conditions: [ConditionDeclaration], dirtiness: [DirtinessCondition],
      position: SourcePosition
    ) {
      self.conditions = conditions
      self.dirtiness = dirtiness
      self.position = position
    }
  }
}
