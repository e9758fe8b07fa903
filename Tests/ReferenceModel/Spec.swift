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

/// A value condition: of a rule's `when`, a `shown when`, or a `never`.
package enum ConditionSpec: Hashable, Sendable {
  case on(String), off(String), isAny(String, [String]), isNot(String, [String])
  case empty(String), filled(String), atLeast(String, Int), atMost(String, Int)

  /// The name the condition reads (a plain name, or a row reference in `never`).
  package var name: String {
    switch self {
    case .on(let name), .off(let name), .isAny(let name, _), .isNot(let name, _),
      .empty(let name), .filled(let name), .atLeast(let name, _), .atMost(let name, _):
      name
    }
  }
}

/// A date rule's REF: a day or a date control.
package enum DateRef: Hashable, Sendable {
  case day(Day), control(String)
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
}

/// A control's kind and its options.
package enum ControlKind: Hashable, Sendable {
  case field(FieldOptions)
  case toggle(isOn: Bool)
  case picker(options: [String], selected: String?)
  case stepper(from: Int, to: Int, step: Int, value: Int)
  case date(from: Day?, to: Day?, selected: Day?)
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
}

/// One condition of a `never` line.
package enum InvariantCondition: Hashable, Sendable {
  case value(ConditionSpec)
  case state(String, StateWord)
  case rowsAtLeast(String, Int), rowsAtMost(String, Int)
}

/// A `never` line.
package struct InvariantSpec: Hashable, Sendable {
  package var condition: InvariantCondition
  package var whileConditions: [InvariantCondition] = []
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
}
