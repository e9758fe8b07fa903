/// A character class of `allow`, `contains` and `excludes`.
package enum CharClass: String, CaseIterable, Sendable {
  case digit, letter, uppercase, lowercase, alphanumeric, symbol, whitespace

  // "They follow `Character`'s properties (`isNumber`, `isLetter`, `isUppercase`, `isLowercase`,
  // `isWhitespace`), so they hold beyond ASCII." (The screen, field options)
  /// Whether a character is in the class.
  package func contains(_ character: Character) -> Bool {
    switch self {
    case .digit: character.isNumber
    case .letter: character.isLetter
    case .uppercase: character.isUppercase
    case .lowercase: character.isLowercase
    case .alphanumeric: character.isLetter || character.isNumber
    // "`symbol` (neither a letter nor a digit nor white space)" (The screen, field options)
    case .symbol: !character.isLetter && !character.isNumber && !character.isWhitespace
    case .whitespace: character.isWhitespace
    }
  }
}

/// A condition: of a rule's `when`, a `shown when`, an `enabled when`, or a `never`.
package enum ConditionSpec: Hashable, Sendable {
  case on(String), off(String), isAny(String, [String]), isNot(String, [String])
  case empty(String), filled(String), atLeast(String, Int), atMost(String, Int)
  // "In any condition (`enabled when`, `shown when`, a rule's `when`, `never`), `NAME dirty` and
  // `NAME pristine` hold when control, manager or group NAME is dirty (pristine)." (Version 2.1)
  case dirty(String), pristine(String)

  /// The name the condition reads (a plain name, or a row reference in `never`).
  package var name: String {
    switch self {
    case .on(let name), .off(let name), .isAny(let name, _), .isNot(let name, _),
      .empty(let name), .filled(let name), .atLeast(let name, _), .atMost(let name, _),
      .dirty(let name), .pristine(let name):
      name
    }
  }

  /// Whether the condition reads a dirtiness rather than a value.
  package var readsDirtiness: Bool {
    switch self {
    case .dirty, .pristine: true
    default: false
    }
  }

  /// The same condition on another name.
  package func renamed(_ change: (String) -> String) -> ConditionSpec {
    switch self {
    case .on(let name): .on(change(name))
    case .off(let name): .off(change(name))
    case .isAny(let name, let options): .isAny(change(name), options)
    case .isNot(let name, let options): .isNot(change(name), options)
    case .empty(let name): .empty(change(name))
    case .filled(let name): .filled(change(name))
    case .atLeast(let name, let count): .atLeast(change(name), count)
    case .atMost(let name, let count): .atMost(change(name), count)
    case .dirty(let name): .dirty(change(name))
    case .pristine(let name): .pristine(change(name))
    }
  }
}

// "`today` is a DATE wherever one may be written (`from`, `to`, `selected`, REF, `load`, `set`,
// `pick`, `expect … value`), and so are `today+N` and `today-N` (N days, no spaces)."
// (Version 2.1, Today)
/// A day as a file writes it: a date, or today moved by a number of days.
package enum DayExpr: Hashable, Sendable, CustomStringConvertible {
  case fixed(Day)
  /// `today`, `today+N` or `today-N`: the offset in days.
  case today(Int)

  /// The day meant, read on a given today; nil outside 0001…9999.
  package func resolved(today: Day) -> Day? {
    switch self {
    case .fixed(let day): day
    case .today(let offset): today.adding(days: offset)
    }
  }

  /// Whether it reads today.
  package var readsToday: Bool {
    if case .today = self { true } else { false }
  }

  /// `YYYY-MM-DD`, `today`, `today+N` or `today-N`.
  package var description: String {
    switch self {
    case .fixed(let day): day.description
    case .today(let offset):
      offset == 0 ? "today" : offset > 0 ? "today+\(offset)" : "today-\(-offset)"
    }
  }
}

/// A date rule's REF: a day (maybe today) or a date control.
package enum DateRef: Hashable, Sendable {
  case day(Day), control(String), today(Int)
}

/// What a rule checks.
package enum RuleKind: Hashable, Sendable {
  case required, minLength(Int), maxLength(Int), pattern(String), email
  case contains(CharClass), excludes(CharClass), equals(String)
  case remote([String], after: Int)
  case mustBeOn, atLeast(Int), atMost(Int)
  case after(DateRef), before(DateRef), onOrAfter(DateRef), onOrBefore(DateRef)
  case ageAtLeast(Int, DateRef), ageUnder(Int, DateRef)
}

/// A rule with its optional message and its `when` conditions.
package struct RuleSpec: Hashable, Sendable {
  /// What it checks.
  package var kind: RuleKind
  /// The message written, or nil for the default one.
  package var message: String?
  /// The conditions under which it applies.
  package var conditions: [ConditionSpec] = []
}

/// When a field's shown error starts to appear.
package enum Policy: String, Sendable, CaseIterable {
  case onChange = "on-change", onBlur = "on-blur", onSubmit = "on-submit"
}

/// A field's `allow` filter.
package enum Allow: Hashable, Sendable {
  case characterClass(CharClass), characters(String)
}

/// A field's options.
package struct FieldOptions: Hashable, Sendable {
  package var isSecure = false
  package var limit: Int?
  package var allow: Allow?
  package var policy: Policy = .onBlur
  package var debounce: Int?
  package var text: String?
}

/// What a button's tap resets.
package enum ResetTarget: Hashable, Sendable {
  case screen, named(String)
}

/// A button's options.
package struct ButtonOptions: Hashable, Sendable {
  package var submits: [String] = []
  package var busy: Int?
  package var adds: String?
  package var removes: String?
  package var focusInvalid = false
  package var resets: ResetTarget?
  /// `commits`: a successful request commits what the button submits (Version 2.1).
  package var commits = false
}

/// A control's kind and its options.
package enum ControlKind: Hashable, Sendable {
  case field(FieldOptions)
  case toggle(isOn: Bool)
  case picker(options: [String], selected: String?)
  case stepper(from: Int, to: Int, step: Int, value: Int)
  case date(from: DayExpr?, to: DayExpr?, selected: DayExpr?)
  case button(ButtonOptions)
}

/// A declared control.
package struct ControlSpec: Hashable, Sendable {
  /// Its name.
  package var name: String
  /// Its kind.
  package var kind: ControlKind
  /// Its rules, in order.
  package var rules: [RuleSpec] = []
  /// Its `shown when` conditions, if it has that line.
  package var shownWhen: [ConditionSpec]?
  /// A button's `enabled when` conditions, if it has that line (Version 2.1).
  package var enabledWhen: [ConditionSpec]?
}

/// A declared manager.
package struct ManagerSpec: Hashable, Sendable {
  package var name: String
  package var verifies: [String]
  package var manages: [String]
  package var needsChange = false
}

/// A declared group of rows.
package struct GroupSpec: Hashable, Sendable {
  package var name: String
  package var from = 0
  package var to = 100
  package var rows: Int?
  package var controls: [ControlSpec] = []
  package var managers: [ManagerSpec] = []

  /// The number of rows at the start.
  package var startingRows: Int { rows ?? from }
}

/// A state a `never` condition reads.
package enum StateWord: String, Hashable, Sendable, CaseIterable {
  case enabled, disabled, valid, invalid, pending, on, off, shown, hidden
  case dirty, pristine, touched, untouched
  /// A button's request in flight, or none (the engine's extension of version 2.1).
  case busy, idle
}

/// One condition of a `never` line.
package enum InvariantCondition: Hashable, Sendable {
  case value(ConditionSpec)
  case state(String, StateWord)
  case rowsAtLeast(String, Int), rowsAtMost(String, Int)

  /// The names the condition reads.
  package var name: String {
    switch self {
    case .value(let condition): condition.name
    case .state(let name, _), .rowsAtLeast(let name, _), .rowsAtMost(let name, _): name
    }
  }

  /// The same condition on another name.
  package func renamed(_ change: (String) -> String) -> InvariantCondition {
    switch self {
    case .value(let condition): .value(condition.renamed(change))
    case .state(let name, let word): .state(change(name), word)
    case .rowsAtLeast(let name, let count): .rowsAtLeast(change(name), count)
    case .rowsAtMost(let name, let count): .rowsAtMost(change(name), count)
    }
  }
}

/// A `never` line.
package struct InvariantSpec: Hashable, Sendable {
  package var condition: InvariantCondition
  package var whileConditions: [InvariantCondition] = []
  /// `after tap BUTTON` (the engine's extension of version 2.1): checked only after a step in
  /// which BUTTON accepted a tap.
  package var afterTap: String?
}

/// One declaration line (or block) of the screen, in order.
package enum Item: Hashable, Sendable {
  case control(ControlSpec), manager(ManagerSpec), group(GroupSpec)
}

/// A screen: its declarations in order and its invariants.
package struct ScreenSpec: Hashable, Sendable {
  package var title: String?
  package var items: [Item] = []
  package var invariants: [InvariantSpec] = []
  /// The `today DAY` line: which day today is (Version 2.1).
  package var today: Day?
}
