import ControlModel
import ScenarioFormat
import ValidationManager

// The rules, the conditions they and `shown when` take, and the words of a field's shaping and
// display.

extension KeywordDocumentation {
  static func text(for word: Keyword.Rule) -> String {
    switch word {
    case .required:
      "`required [\"MSG\"]`: the text is not empty (a picker or date: something is chosen); "
        + "without it an empty field is valid"
    case .minLength:
      "`min-length N [\"MSG\"]`: at least N characters"
    case .maxLength:
      "`max-length N [\"MSG\"]`: at most N characters"
    case .pattern:
      "`pattern \"REGEX\" [\"MSG\"]`: the whole text matches (ICU syntax)"
    case .email:
      "`email [\"MSG\"]`: the text reads as an email address"
    case .contains:
      "`contains CLASS [\"MSG\"]`: at least one character of the class"
    case .excludes:
      "`excludes CLASS [\"MSG\"]`: no character of the class"
    case .equals:
      "`equals FIELD [\"MSG\"]`: the same text as FIELD, re-checked when FIELD changes"
    case .remote:
      "`remote taken \"V\"... after D [\"MSG\"]`: a server's check, answered after D; pending "
        + "until then"
    case .mustBeOn:
      "`must-be-on [\"MSG\"]`: the switch is on"
    case .atLeast:
      "`at-least N [\"MSG\"]`: a stepper's number is at least N; `NAME at-least N`: a condition "
        + "on a stepper"
    case .atMost:
      "`at-most N [\"MSG\"]`: a stepper's number is at most N; `NAME at-most N`: a condition on "
        + "a stepper"
    case .after:
      "`after REF [\"MSG\"]`: the day is strictly after REF (a day or a date's name); `after D` "
        + "in `remote`: when the server answers; `never … after tap BUTTON`: checked only after "
        + "a step in which BUTTON accepted a tap"
    case .before:
      "`before REF [\"MSG\"]`: the day is strictly before REF (a day or a date's name)"
    case .onOrAfter:
      "`on-or-after REF [\"MSG\"]`: the day is REF or after it"
    case .onOrBefore:
      "`on-or-before REF [\"MSG\"]`: the day is REF or before it"
    case .ageAtLeast:
      "`age-at-least N on REF [\"MSG\"]`: counted from the day, the age on REF is at least N "
        + "years (29 February counts from 1 March in other years)"
    case .ageUnder:
      "`age-under N on REF [\"MSG\"]`: the age on REF is less than N years"
    }
  }

  static func text(for word: Keyword.Condition) -> String {
    switch word {
    case .on: text(for: Keyword.Predicate.on)
    case .off: text(for: Keyword.Predicate.off)
    case .empty: "`when NAME empty`: a field's text is empty, a picker or date has nothing chosen"
    case .filled: "`when NAME filled`: a field has text, a picker or date has something chosen"
    case .is: "`when PICKER is \"V\"...`: the picker's option is one of these"
    case .isNot:
      "`when PICKER is-not \"V\"...`: the picker's option is none of these (nothing chosen counts)"
    case .atLeast: text(for: Keyword.Rule.atLeast)
    case .atMost: text(for: Keyword.Rule.atMost)
    case .dirty: text(for: Keyword.Predicate.dirty)
    case .pristine: text(for: Keyword.Predicate.pristine)
    }
  }

  static func text(for word: ErrorDisplay) -> String {
    switch word {
    case .onChange:
      "errors show from the first edit"
    case .onBlur:
      "errors show when editing ends after an edit (the default)"
    case .onSubmit:
      "errors show when a button that submits the field accepts a tap"
    }
  }

  static func text(for word: Normalization) -> String {
    switch word {
    case .removingWhitespace:
      "white space typed or pasted is dropped"
    case .uppercased:
      "letters typed or pasted become uppercase"
    case .lowercased:
      "letters typed or pasted become lowercase"
    }
  }

  static func text(for word: CharacterClass) -> String {
    switch word {
    case .digit:
      "a digit of any script (Arabic-Indic digits, `½` and `²` too)"
    case .asciiDigit:
      "`0` to `9` only"
    case .letter:
      "a letter of any script"
    case .uppercase:
      "an uppercase letter"
    case .lowercase:
      "a lowercase letter"
    case .alphanumeric:
      "a letter or a digit"
    case .symbol:
      "neither a letter, nor a digit, nor white space"
    case .whitespace:
      "a space, a tab or a line break"
    }
  }
}
