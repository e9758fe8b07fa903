import ScenarioFormat

// The words that declare the screen, and the options of its lines.

extension KeywordDocumentation {
  static func text(for word: Keyword.Declaration) -> String {
    switch word {
    case .screen:
      "`screen \"TITLE\"` names the screen; `screen from \"NAME\"` replays on a screen built in "
        + "Swift and registered in the runner's catalogue"
    case .field:
      "`field NAME [secure] [limit N] [allow CLASS|\"CHARS\"] [errors on-change|on-blur|on-submit] "
        + "[debounce D] [normalize …] [text \"TEXT\"]`: a text field; rule lines follow it"
    case .`switch`:
      "`switch NAME [on]`: an on/off control, off unless `on`; `must-be-on` may follow it"
    case .button:
      "`button NAME [submits NAME...] [busy D] [focus-invalid] [adds GROUP|removes GROUP] "
        + "[resets [NAME]] [commits]`: a button; `submits` opens the errors of what it submits "
        + "at an accepted tap, `busy D` disables it for D after one"
    case .manager:
      "`manager NAME verifies NAME... manages NAME... [needs-change]`: valid when everything it "
        + "verifies is; enables what it manages only then"
    case .never:
      "`never CONDITION [while CONDITION [and CONDITION]...]`: an invariant, checked at the start "
        + "and after every step of every scenario; a CONDITION is `NAME STATE` or a value "
        + "condition such as `country is \"US\"`"
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
      "`end`: closes a group's row; `cursor FIELD end`: the cursor after the last character"
    case .enabled:
      text(for: Keyword.Predicate.enabled)
        + "; `enabled when NAME TEST [and …]` under a button (version 2.1): it is enabled only "
        + "while every condition holds (`form dirty` too), besides its managers and busy time"
    case .today:
      "`today DAY` after `screen` (version 2.1): the day the scenarios count as today (else the "
        + "runner's `--today`, or the system's day); as a step, `today DAY` or `today today+N`: "
        + "today becomes that day; `today`, `today+N`, `today-N`: a day counted from today, "
        + "wherever a day may be written"
    }
  }

  static func text(for word: Keyword.FieldOption) -> String {
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
      "`text \"TEXT\"`: the text the field starts with; `expect FIELD text \"TEXT\"`: its text "
        + "(compared as Swift's `String` does)"
    }
  }

  static func text(for word: Keyword.GroupOption) -> String {
    switch word {
    case .from: text(for: Keyword.Word.from)
    case .to:
      "`to N` (a stepper: 100; a group: the most rows, 100) or `to DAY` (a date): the upper bound"
    case .rows: text(for: Keyword.Predicate.rows)
    }
  }

  static func text(for word: Keyword.RowOption) -> String {
    switch word {
    case .adds:
      "`button NAME adds GROUP`: an accepted tap adds a row at the end; disabled at `to` rows"
    case .removes:
      "`button NAME removes GROUP`: an accepted tap removes the last row; disabled at `from` rows"
    }
  }

  static func text(for word: Keyword.LifecycleOption) -> String {
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
    case .commits:
      "`button NAME … commits` (version 2.1): when the button's request ends successfully, what "
        + "it submits (the whole screen when it submits nothing) is committed: its values become "
        + "the starting values"
    }
  }

  static func text(for word: Keyword.PickerOption) -> String {
    switch word {
    case .options: "`options \"V\"...`: a picker's options, in order"
    case .selected:
      "`selected \"V\"` (a picker) or `selected DAY` (a date): the starting choice"
    }
  }

  static func text(for word: Keyword.StepperOption) -> String {
    switch word {
    case .from: text(for: Keyword.Word.from)
    case .to: text(for: Keyword.GroupOption.to)
    case .step: "`step N`: what one press adds or subtracts (1)"
    case .value: text(for: Keyword.Predicate.value)
    }
  }
}
