import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// What each word of the format means, for the hover of a keyword: one line, as the README's
/// table says it.
///
/// Keyed by the vocabularies' own enums: a word added to one of them does not compile until it
/// is documented here.
enum KeywordDocumentation {
  static func text(for word: String) -> String? {
    guard let text = meaning(of: word) else { return nil }
    return "**\(word)**: \(text)"
  }

  private static func meaning(of word: String) -> String? {
    // A word of two vocabularies (`errors`, `valid`) reads as the first that has it.
    if let word = Keyword.Declaration(rawValue: word) { return text(for: word) }
    if let word = Keyword.Rule(rawValue: word) { return text(for: word) }
    if let word = Keyword.Step(rawValue: word) { return text(for: word) }
    if let word = Keyword.FieldOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.Predicate(rawValue: word) { return text(for: word) }
    if let word = Keyword.Word(rawValue: word) { return text(for: word) }
    if let word = Keyword.GroupOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.RowOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.LifecycleOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.Condition(rawValue: word) { return text(for: word) }
    if let word = Keyword.PickerOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.StepperOption(rawValue: word) { return text(for: word) }
    if let word = ErrorDisplay(rawValue: word) { return text(for: word) }
    if let word = Normalization(rawValue: word) { return text(for: word) }
    if let word = CharacterClass(rawValue: word) { return text(for: word) }
    if Keyword.Verdict(rawValue: word) == .fails {
      return "`answer NAME fails [\"REASON\"]`: the request failed"
    }
    return nil
  }

  private static func text(for word: Keyword.Declaration) -> String {
    switch word {
    case .screen:
      "`screen \"TITLE\"` names the screen; `screen from \"NAME\"` replays on a screen built in "
        + "Swift and registered in the runner's catalogue"
    case .field:
      "`field NAME [secure] [limit N] [allow CLASS|\"CHARS\"] [errors on-change|on-blur|on-submit] "
        + "[debounce D]`: a text field; rule lines follow it"
    case .`switch`:
      "`switch NAME [on]`: an on/off control, off unless `on`; `must-be-on` may follow it"
    case .button:
      "`button NAME [submits FIELD...] [busy D]`: a button; `submits` opens the fields' on-submit "
        + "errors, `busy D` disables it for D after an accepted tap"
    case .manager:
      "`manager NAME verifies NAME... manages NAME...`: valid when everything it verifies is; "
        + "enables what it manages only then"
    case .never:
      "`never NAME STATE [while NAME STATE [and NAME STATE]...]`: an invariant, checked at the "
        + "start and after every step of every scenario"
    case .picker:
      "`picker NAME options \"V\"... [selected \"V\"]`: one option or none; nothing chosen unless "
        + "`selected`"
    case .stepper:
      "`stepper NAME [from N] [to N] [step N] [value N]`: a whole number in from...to (0 and 100), "
        + "changed by step (1), starting at value (from)"
    case .date:
      "`date NAME [from DAY] [to DAY] [selected DAY]`: a calendar day within the bounds, or none"
    case .shown:
      "`shown when NAME TEST [and …]`: the control declared last is shown only while every "
        + "condition holds; hidden, it keeps its value, takes no input and is left out; "
        + "`expect NAME shown|hidden`"
    case .group:
      "`group NAME [from N] [to N] [rows N]` … `end`: rows of the controls declared up to `end`, "
        + "which the user adds and removes (0 to 100 rows, starting with `from`); steps name a "
        + "row's control as `NAME[N].CONTROL`"
    case .end:
      "`end`: closes a group's row"
    }
  }

  private static func text(for word: Keyword.GroupOption) -> String {
    switch word {
    case .from: "`from N`: the fewest rows (0)"
    case .to: "`to N`: the most rows (100)"
    case .rows: "`rows N`: the rows at the start (`from`); `expect GROUP rows N`: how many now"
    }
  }

  private static func text(for word: Keyword.LifecycleOption) -> String {
    switch word {
    case .focusInvalid:
      "`focus-invalid` on a button: an accepted tap moves the focus to the first invalid field "
        + "it submits, in declaration order (a pending one is skipped)"
    case .resets:
      "`button NAME resets [NAME]`: an accepted tap puts the form (or what manager or group NAME "
        + "holds) back to its starting values, errors closed, focus nowhere"
    case .needsChange:
      "`needs-change` on a manager: its controls are enabled only while it is valid and dirty, "
        + "a Save button that waits for a change"
    }
  }

  private static func text(for word: Keyword.RowOption) -> String {
    switch word {
    case .adds:
      "`button NAME adds GROUP`: an accepted tap adds a row at the end; disabled at `to` rows"
    case .removes:
      "`button NAME removes GROUP`: an accepted tap removes the last row; disabled at `from` rows"
    }
  }

  private static func text(for word: Keyword.Rule) -> String {
    switch word {
    case .required:
      "`required [\"MSG\"]`: the text is not empty; without it an empty field is valid"
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
        + "in `remote`: when the server answers"
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

  private static func text(for word: Keyword.Step) -> String {
    switch word {
    case .type:
      "`type FIELD \"TEXT\"`: focuses the field, then one keystroke per character"
    case .paste:
      "`paste FIELD \"TEXT\"`: one edit at the cursor, accepted or refused whole"
    case .backspace:
      "`backspace FIELD [N]`: deletes N characters before the cursor (1)"
    case .clear:
      "`clear FIELD`: empties the field"
    case .cursor:
      "`cursor FIELD start|end|N`: moves the cursor; past the end fails the scenario"
    case .focus:
      "`focus FIELD`: gives the field focus; `expect focus FIELD|none`: which field has it"
    case .blur:
      "`blur`: no field has focus; editing ends"
    case .tab:
      "`tab`: focus moves to the next enabled field"
    case .tap:
      "`tap BUTTON`: counts only when the button is enabled"
    case .toggle:
      "`toggle SWITCH`: flips an enabled switch"
    case .wait:
      "`wait D`: advances the virtual clock by D; debounces and answers due by then run"
    case .expect:
      "`expect NAME PREDICATE`: fails the scenario unless the screen shows it; `?` in place of a "
        + "value is a placeholder for `--record`"
    case .explain:
      "`explain NAME`: prints why a control is enabled or disabled, or what holds a manager back"
    case .answer:
      "`answer NAME [\"TEXT\"] valid|invalid \"MSG\"|fails [\"REASON\"]`: answers a request of a "
        + "field or button"
    case .select:
      "`select PICKER \"V\"|none`: the user chooses an option, or clears the choice"
    case .increment:
      "`increment STEPPER [N]`: N presses of plus (1); a press at `to` is refused"
    case .decrement:
      "`decrement STEPPER [N]`: N presses of minus (1); a press at `from` is refused"
    case .pick:
      "`pick DATE DAY|none`: the user picks a day, or clears it; a day outside the bounds is "
        + "refused"
    case .add:
      "`add GROUP`: a row at the end, as the app's own interface adds one; refused at `to` rows"
    case .remove:
      "`remove GROUP N`: removes row N, and the rows after it move up; refused at `from` rows"
    case .set:
      "`set NAME VALUE`: the app sets the value in code: no filter, limit or refusal, no error "
        + "display opened; the rules run"
    case .load:
      "`load NAME VALUE`: as `set`, and the value becomes the control's starting value (what "
        + "`dirty` compares with and `reset` goes back to)"
    case .reset:
      "`reset [NAME]`: every control (or what manager or group NAME holds) back to its starting "
        + "value, errors closed, checks cancelled, dirty and touched cleared, focus nowhere"
    }
  }

  private static func text(for word: Keyword.FieldOption) -> String {
    switch word {
    case .secure:
      "a password field: its text never appears in any output"
    case .limit:
      "`limit N`: the most characters the field takes; a longer edit is refused"
    case .allow:
      "`allow CLASS` or `allow \"CHARS\"`: the characters keystrokes and pastes may contain"
    case .errors:
      "`errors on-change|on-blur|on-submit` on a field: when its error shows; `expect FIELD errors "
        + "\"MSG\"...`: every failing rule's message, in order"
    case .debounce:
      "`debounce D`: the field is pending from each edit until its text has been still for D"
    case .normalize:
      "`normalize removing-whitespace|uppercased|lowercased...` (an extension): how typed and "
        + "pasted text is reshaped, in the order written, before the filter and limit decide"
    case .text:
      "`text \"TEXT\"`: the text the field starts with; `expect FIELD text \"TEXT\"`: its text"
    }
  }

  private static func text(for word: Keyword.Predicate) -> String {
    switch word {
    case .enabled:
      "the control takes input (its managers are valid, and it is not busy)"
    case .disabled:
      "the control takes no input"
    case .valid:
      "every rule passes (a manager: everything it verifies is valid)"
    case .invalid:
      "a rule fails"
    case .pending:
      "a debounce or an answer is awaited"
    case .error:
      "`expect FIELD error \"MSG\"`: the error the field shows"
    case .noError:
      "`expect FIELD no-error`: the field shows no error"
    case .errors:
      "`errors on-change|on-blur|on-submit` on a field: when its error shows; `expect FIELD errors "
        + "\"MSG\"...`: every failing rule's message, in order"
    case .text:
      "`expect FIELD text \"TEXT\"`: the field's text (compared as Swift's `String` does)"
    case .refused:
      "`expect FIELD refused N`: how many edits the limit or filter refused"
    case .on:
      "the switch is on"
    case .off:
      "the switch is off"
    case .taps:
      "`expect BUTTON taps N`: how many taps the button accepted"
    case .requests:
      "`expect NAME requests N`: how many requests a field or button has sent"
    case .value:
      "`expect NAME value V`: a field's text, a switch's on/off, a picker's option or none, a "
        + "stepper's number, a date's day or none"
    case .shown:
      "the control is shown (it has no `shown when`, or its conditions hold)"
    case .hidden:
      "the control is hidden by its `shown when`: it keeps its value, takes no input and is left "
        + "out of validation"
    case .rows:
      "`expect GROUP rows N`: how many rows the group has"
    case .dirty:
      "the value differs from the starting value (a manager or group: something it holds does)"
    case .pristine:
      "the value is the starting value (a manager or group: everything it holds is)"
    case .touched:
      "the user touched it: a field once its editing ended, another control once changed"
    case .untouched:
      "the user has not touched it since the start or the last reset"
    }
  }

  private static func text(for word: Keyword.Word) -> String {
    switch word {
    case .scenario:
      "`scenario \"TITLE\"`: replays its steps on a fresh copy of the screen"
    case .examples:
      "`examples` and a table: each row runs the scenario with its `<column>` values"
    case .submits:
      "the fields a button submits: a tap opens their on-submit errors"
    case .busy:
      "`busy D`: the button is disabled for D after an accepted tap"
    case .verifies:
      "what a manager verifies: fields, switches, other managers, and buttons (an extension: valid "
        + "once the button's last request succeeded)"
    case .manages:
      "what a manager enables: fields, switches and buttons"
    case .none:
      "no field has focus"
    case .`while`:
      "the conditions under which the invariant's first condition must not hold"
    case .and:
      "joins another condition to an invariant's `while`"
    case .from:
      "`screen from \"NAME\"`: the screen registered in Swift under that name; `from N` (a "
        + "stepper, the fewest rows of a group) or `from DAY` (a date): the lower bound"
    case .start:
      "`cursor FIELD start`: the cursor before the first character"
    case .end:
      "`cursor FIELD end`: the cursor after the last character"
    case .taken:
      "`remote taken \"V\"… after D`: the values the server refuses"
    case .after:
      "`after D`: when the server answers a remote check"
    case .focus:
      "`expect focus FIELD`: which field has the focus, or `none`"
    case .placeholder:
      "a placeholder: `scenario-runner --record` writes what the screen shows in its place"
    case .when:
      "`RULE when NAME on|off|empty|filled|is \"V\"...|is-not \"V\"...|at-least N|at-most N "
        + "[and …]`: the rule applies only while every condition holds; the control is checked "
        + "again when a control they name changes"
    case .on:
      "`age-at-least N on REF`: the day the age is counted on"
    }
  }

  private static func text(for word: Keyword.Condition) -> String {
    switch word {
    case .on: "`when SWITCH on`: the switch is on"
    case .off: "`when SWITCH off`: the switch is off"
    case .empty: "`when NAME empty`: a field's text is empty, a picker or date has nothing chosen"
    case .filled: "`when NAME filled`: a field has text, a picker or date has something chosen"
    case .is: "`when PICKER is \"V\"...`: the picker's option is one of these"
    case .isNot:
      "`when PICKER is-not \"V\"...`: the picker's option is none of these (nothing chosen counts)"
    case .atLeast: "`when STEPPER at-least N`: the stepper's number is at least N"
    case .atMost: "`when STEPPER at-most N`: the stepper's number is at most N"
    }
  }

  private static func text(for word: Keyword.PickerOption) -> String {
    switch word {
    case .options: "`options \"V\"...`: a picker's options, in order"
    case .selected:
      "`selected \"V\"` (a picker) or `selected DAY` (a date): the starting choice"
    }
  }

  private static func text(for word: Keyword.StepperOption) -> String {
    switch word {
    case .from: "`from N` (a stepper) or `from DAY` (a date): the lower bound"
    case .to: "`to N` (a stepper) or `to DAY` (a date): the upper bound"
    case .step: "`step N`: what one press adds or subtracts (1)"
    case .value: "`value N`: the stepper's starting number (its `from`)"
    }
  }

  private static func text(for word: ErrorDisplay) -> String {
    switch word {
    case .onChange:
      "errors show from the first edit"
    case .onBlur:
      "errors show when editing ends after an edit (the default)"
    case .onSubmit:
      "errors show when a button that submits the field accepts a tap"
    }
  }

  private static func text(for word: Normalization) -> String {
    switch word {
    case .removingWhitespace:
      "white space typed or pasted is dropped"
    case .uppercased:
      "letters typed or pasted become uppercase"
    case .lowercased:
      "letters typed or pasted become lowercase"
    }
  }

  private static func text(for word: CharacterClass) -> String {
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
