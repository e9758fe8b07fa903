import ControlModel

/// The words a line of a scenario file starts with, by role; the raw values are the format's
/// words, so that a new keyword cannot slip into a `default:`.
package enum Keyword {
  /// The words that declare the screen.
  package enum Declaration: String, CaseIterable {
    case screen, field
    case `switch`
    case button, manager, never
  }

  /// The rules of the field or switch declared last.
  package enum Rule: String, CaseIterable {
    case required
    case minLength = "min-length"
    case maxLength = "max-length"
    case pattern, email, contains, excludes, equals, remote
    case mustBeOn = "must-be-on"
  }

  /// The steps of a scenario.
  package enum Step: String, CaseIterable {
    case type, paste, backspace, clear, cursor, focus, blur, tab, tap, toggle, wait, expect
    case explain, answer
  }

  /// The words after `expect NAME`.
  package enum Predicate: String, CaseIterable {
    case enabled, disabled, valid, invalid, pending, error
    case noError = "no-error"
    case errors, text, refused, on, off, taps, requests
  }

  /// The options of a `field` line.
  package enum FieldOption: String, CaseIterable {
    case secure, limit, allow, errors, debounce, normalize
  }

  /// The other words the format gives a meaning to, inside lines.
  package enum Word: String, CaseIterable {
    case scenario, examples, submits, busy, verifies, manages, none
    case `while`, and, from, start, end, taken, after, focus
    case placeholder = "?"
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
    case .blur, .tab, .wait: []
    case .explain: [.field, .switch, .button, .manager, .member]
    case .answer: [.field, .button]
    case .expect: [.field, .switch, .button, .manager, .member]
    }
  }
}

extension Keyword.Predicate {
  /// The kinds of names the predicate applies to after `expect NAME`: a state's from the one
  /// table of states (``ControlModel/ControlState``), the others here.
  package var kinds: [DeclarationKind] {
    if let state = ControlState(rawValue: rawValue) { return state.kinds }
    switch self {
    case .enabled, .disabled, .valid, .invalid, .pending, .on, .off: return []
    case .error, .noError, .errors: return [.field, .switch, .member]
    case .text, .refused: return [.field]
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
    }
  }
}

extension Keyword.Word {
  /// Whether the word cannot name a control or a manager: it would read as the word where
  /// a name may stand (a `manager` line's lists, a button's options, `expect focus`).
  package var isReserved: Bool {
    switch self {
    case .verifies, .manages, .submits, .busy, .focus, .none: true
    case .scenario, .examples, .while, .and, .from, .start, .end, .taken, .after, .placeholder:
      false
    }
  }

  /// Whether the word joins a line's parts, and so is highlighted as a keyword inside a line.
  package var joinsParts: Bool {
    switch self {
    case .from, .while, .and, .after, .submits, .busy, .verifies, .manages: true
    case .scenario, .examples, .none, .start, .end, .taken, .focus, .placeholder: false
    }
  }
}

extension Keyword.Word {
  /// The kinds of names the word takes after it: the one place each role's kinds are written;
  /// empty for a word that takes none.
  package var nameKinds: [DeclarationKind] {
    switch self {
    case .verifies: DeclarationKind.allCases
    case .manages: [.field, .switch, .button]
    case .submits, .focus: [.field]
    case .scenario, .examples, .busy, .none, .while, .and, .from, .start, .end, .taken, .after,
      .placeholder:
      []
    }
  }
}
