import ControlModel
package import ValidationManager

/// The words a line of a scenario file starts with, by role; the raw values are the format's
/// words, so that a new keyword cannot slip into a `default:`.
package enum Keyword {
  /// The words that declare the screen.
  package enum Declaration: String, CaseIterable {
    case screen, field
    case `switch`
    case button, manager, never
    case picker, stepper, date
    /// `shown when …`: the visibility of the control declared last.
    case shown
    /// `group NAME …`: a group of rows, whose row's declarations follow up to `end`.
    case group
    /// `end`: the end of a group's row.
    case end
    /// `enabled when …`: the condition of the button declared last (version 2.1).
    case enabled
    /// `today DAY`: the day the file's scenarios count as today (version 2.1).
    case today
  }

  /// The rules of the field or switch declared last.
  package enum Rule: String, CaseIterable {
    case required
    case minLength = "min-length"
    case maxLength = "max-length"
    case pattern, email, contains, excludes, equals, remote
    case mustBeOn = "must-be-on"
    case atLeast = "at-least"
    case atMost = "at-most"
    case after, before
    case onOrAfter = "on-or-after"
    case onOrBefore = "on-or-before"
    case ageAtLeast = "age-at-least"
    case ageUnder = "age-under"
  }

  /// The steps of a scenario.
  package enum Step: String, CaseIterable {
    case type, paste, backspace, clear, cursor, focus, blur, tab, tap, toggle, wait, expect
    case explain, answer
    case select, increment, decrement, pick
    case add, remove
    case set, load, reset
    /// `commit [NAME]` and `today DAY` (version 2.1).
    case commit, today
  }

  /// The words after `expect NAME`.
  package enum Predicate: String, CaseIterable {
    case enabled, disabled, valid, invalid, pending, error
    case noError = "no-error"
    case errors, text, refused, on, off, taps, requests
    case value, shown, hidden, rows
    case dirty, pristine, touched, untouched
    case busy, idle
  }

  /// The options of a `field` line.
  package enum FieldOption: String, CaseIterable {
    case secure, limit, allow, errors, debounce, normalize, text
  }

  /// The options of a `picker` line.
  package enum PickerOption: String, CaseIterable {
    case options, selected
  }

  /// The options of a `stepper` line.
  package enum StepperOption: String, CaseIterable {
    case from, to, step, value
  }

  /// The options of a `date` line.
  package enum DateOption: String, CaseIterable {
    case from, to, selected
  }

  /// The options of a `group` line.
  package enum GroupOption: String, CaseIterable {
    case from, to, rows
  }

  /// What a button does to a group's rows (version 2).
  package enum RowOption: String, CaseIterable {
    case adds, removes
  }

  /// The lifecycle options of a button (`focus-invalid`, `resets`, and `commits` since version
  /// 2.1) and of a manager (`needs-change`), version 2.
  package enum LifecycleOption: String, CaseIterable {
    case focusInvalid = "focus-invalid"
    case resets
    case needsChange = "needs-change"
    case commits
  }

  /// The declaration whose line takes an option word after its names: a manager's for
  /// `needs-change`, a button's for its options; `nil` for any other word.
  package static func lineTaking(option word: String) -> Declaration? {
    if word == LifecycleOption.needsChange.rawValue { return .manager }
    let buttonOptions =
      RowOption.allCases.map(\.rawValue) + [Word.submits.rawValue, Word.busy.rawValue]
      + LifecycleOption.allCases.filter { $0 != .needsChange }.map(\.rawValue)
    return buttonOptions.contains(word) ? .button : nil
  }

  /// How a scenario file's name ends.
  package static let fileSuffix = ".scenario"

  /// The other words the format gives a meaning to, inside lines.
  package enum Word: String, CaseIterable {
    case scenario, examples, submits, busy, verifies, manages, none
    case `while`, and, from, start, end, taken, after, focus
    case placeholder = "?"
    case when, on
    /// `background`: the steps every scenario of the file starts with (version 2.1).
    case background
  }

  /// The words version 2 reserves because they end a list on a line: a version 1 file that
  /// names a control or manager with one is told so, with a rename.
  package static let reservedSinceVersion2: Set<String> = [
    RowOption.adds.rawValue, RowOption.removes.rawValue, LifecycleOption.resets.rawValue,
    Word.when.rawValue, LifecycleOption.focusInvalid.rawValue,
    LifecycleOption.needsChange.rawValue,
  ]

  /// The words version 2.1 reserves: `commits` ends a list on a button line, and `today` is a
  /// day wherever one may be written.
  ///
  /// A control or manager named with one is told so, with a rename.
  package static let reservedSinceVersion21: Set<String> = [
    LifecycleOption.commits.rawValue, Step.today.rawValue,
  ]

  /// The mark that stands for every row in `GROUP[*].NAME` (version 2.1, in `never` only).
  package static let everyRow = "*"

  /// What a condition after `when` asks of a control's value, or (version 2.1) of its
  /// dirtiness.
  package enum Condition: String, CaseIterable {
    case on, off, empty, filled
    case `is`
    case isNot = "is-not"
    case atLeast = "at-least"
    case atMost = "at-most"
    case dirty, pristine
  }

  /// The units of a duration, written right after its number: `300ms`, `2s`.
  package enum DurationUnit: String, CaseIterable {
    case milliseconds = "ms"
    case seconds = "s"
  }

  /// The verdicts of an `answer` step.
  package enum Verdict: String, CaseIterable {
    case valid, invalid, fails
  }

}

extension Keyword.Step {
  /// The kinds of names the step takes; empty for a step without a name.
  package var nameKinds: [DeclarationKind] {
    switch self {
    case .type, .paste, .backspace, .clear, .cursor, .focus: [.field]
    case .tap: [.button]
    case .toggle: [.switch]
    case .select: [.picker]
    case .increment, .decrement: [.stepper]
    case .pick: [.date]
    case .add, .remove: [.group]
    case .set: DeclarationKind.valueHolders
    case .load: DeclarationKind.valueHolders + [.group]
    case .reset: [.manager, .group]
    case .commit: DeclarationKind.valueHolders + [.manager, .group]
    case .blur, .tab, .wait, .today: []
    case .explain, .expect: DeclarationKind.allCases
    case .answer: [.field, .button]
    }
  }
}

extension Keyword.Predicate {
  /// The kinds of names the predicate applies to after `expect NAME`: a state's from the one
  /// table of states (``ControlModel/ControlState``), the others here.
  package var kinds: [DeclarationKind] {
    if let state = ControlState(rawValue: rawValue) { return state.kinds }
    switch self {
    case .enabled, .disabled, .valid, .invalid, .pending, .on, .off, .shown, .hidden, .dirty,
      .pristine, .touched, .untouched, .busy, .idle:
      return []
    case .error, .noError, .errors:
      return [.field, .switch, .picker, .stepper, .date, .member]
    case .text: return [.field]
    case .value: return DeclarationKind.valueHolders
    case .refused: return DeclarationKind.controls + [.group]
    case .rows: return [.group]
    case .taps: return [.button]
    case .requests: return [.field, .button]
    }
  }
}

extension ValuePredicate {
  /// The same word as a predicate of `expect`.
  package var predicate: Keyword.Predicate {
    switch self {
    case .error: .error
    case .errors: .errors
    case .text: .text
    case .refused: .refused
    case .taps: .taps
    case .requests: .requests
    case .value: .value
    case .rows: .rows
    }
  }
}

extension Keyword.Word {
  /// Whether the word cannot name a control or a manager: it would read as the word where
  /// a name may stand (a `manager` line's lists, a button's options, `expect focus`).
  package var isReserved: Bool {
    switch self {
    case .verifies, .manages, .submits, .busy, .focus, .none: true
    // `when` is reserved since version 2: ``Keyword/reservedSinceVersion2`` says so apart.
    case .scenario, .examples, .while, .and, .from, .start, .end, .taken, .after, .placeholder,
      .when, .on, .background:
      false
    }
  }

  /// Whether the word joins a line's parts, and so is highlighted as a keyword inside a line.
  package var joinsParts: Bool {
    switch self {
    case .from, .while, .and, .after, .submits, .busy, .verifies, .manages, .when: true
    // `on` joins an age rule's parts, and is a switch's state elsewhere: the highlighter decides.
    case .scenario, .examples, .none, .start, .end, .taken, .focus, .placeholder, .on,
      .background:
      false
    }
  }
}

extension Keyword.Word {
  /// The kinds of names the word takes after it: the one place each role's kinds are written;
  /// empty for a word that takes none.
  package var nameKinds: [DeclarationKind] {
    switch self {
    case .verifies: DeclarationKind.allCases
    case .manages: DeclarationKind.controls
    case .submits: DeclarationKind.valueHolders + [.group]
    case .focus: [.field]
    // The kinds the conditions' tests read, in declaration-kind order.
    case .when:
      DeclarationKind.allCases.filter { kind in
        Keyword.Condition.allCases.contains { $0.kinds.contains(kind) }
      }
    case .on: [.date]
    case .scenario, .examples, .busy, .none, .while, .and, .from, .start, .end, .taken, .after,
      .placeholder, .background:
      []
    }
  }
}

extension Keyword.Condition {
  /// The word for a test of the model's.
  package init(_ test: RuleCondition.Test) {
    switch test {
    case .on: self = .on
    case .off: self = .off
    case .empty: self = .empty
    case .filled: self = .filled
    case .is: self = .is
    case .isNot: self = .isNot
    case .atLeast: self = .atLeast
    case .atMost: self = .atMost
    case .dirty: self = .dirty
    case .pristine: self = .pristine
    }
  }

  /// The kinds of control whose value the test reads.
  package var kinds: [DeclarationKind] {
    switch self {
    case .on, .off: [.switch]
    case .empty, .filled: [.field, .picker, .date]
    case .is, .isNot: [.picker]
    case .atLeast, .atMost: [.stepper]
    case .dirty: ControlState.dirty.kinds
    case .pristine: ControlState.pristine.kinds
    }
  }
}
