import ScenarioFormat

// The words of scenarios: steps, what `expect NAME` asks, and the words that join a line's parts.

extension KeywordDocumentation {
  static func text(for word: Keyword.Step) -> String {
    switch word {
    case .type:
      "`type FIELD \"TEXT\"`: focuses the field, then one keystroke per character"
    case .paste:
      "`paste FIELD \"TEXT\"`: one edit at the cursor, accepted or refused whole"
    case .backspace:
      "`backspace FIELD [N]`: deletes N characters before the cursor (1)"
    case .clear: "`clear FIELD`: empties the field"
    case .cursor:
      "`cursor FIELD start|end|N`: moves the cursor; past the end fails the scenario"
    case .focus:
      "`focus FIELD`: gives the field focus; `expect focus FIELD|none`: which field has it"
    case .blur: "`blur`: no field has focus; editing ends"
    case .tab:
      "`tab`: focus moves to the next enabled field that is shown"
    case .tap:
      "`tap BUTTON`: counts only when the button is enabled; otherwise it counts a refusal"
    case .toggle: "`toggle SWITCH`: flips an enabled switch"
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
        + "`dirty` compares with and `reset` goes back to); `load GROUP rows N` (version 2.1): "
        + "the group gets N rows, its starting number"
    case .reset:
      "`reset [NAME]`: every control (or what manager or group NAME holds) back to its starting "
        + "value, errors closed, checks cancelled, dirty and touched cleared, focus nowhere"
    case .commit:
      "`commit [NAME]` (version 2.1): the app saved: the current values become the starting "
        + "values (of the screen, or of what control, manager or group NAME is or holds), so "
        + "dirty clears; nothing else changes"
    case .today: text(for: Keyword.Declaration.today)
    }
  }

  static func text(for word: Keyword.Predicate) -> String {
    switch word {
    case .enabled:
      "the control takes input (its managers are valid, and it is not busy)"
    case .disabled: "the control takes no input"
    case .valid:
      "every rule passes (a manager: everything it verifies is valid); `answer NAME valid`: the "
        + "request succeeded"
    case .invalid:
      "a rule fails; `answer NAME invalid \"MSG\"`: the request was answered with that error"
    case .pending: "a debounce or an answer is awaited"
    case .error:
      "`expect FIELD error \"MSG\"`: the error the field shows"
    case .noError:
      "`expect FIELD no-error`: the field shows no error"
    case .errors: text(for: Keyword.FieldOption.errors)
    case .text: text(for: Keyword.FieldOption.text)
    case .refused:
      "`expect NAME refused N`: how many inputs the control refused (a field's keystrokes, pastes "
        + "and focus; a step on a disabled or hidden control; a press or day past a bound; a "
        + "group's add or removal at its bounds)"
    case .on:
      "`expect SWITCH on`, `when SWITCH on`: the switch is on; `switch NAME on`: it starts on; "
        + "`age-at-least N on REF`: the day the age is counted on"
    case .off:
      "`expect SWITCH off`, `when SWITCH off`: the switch is off"
    case .taps:
      "`expect BUTTON taps N`: how many taps the button accepted"
    case .requests:
      "`expect NAME requests N`: how many requests a field or button has sent"
    case .value:
      "`expect NAME value V`: a field's text, a switch's on/off, a picker's option or none, a "
        + "stepper's number, a date's day or none; `value N`: a stepper's starting number (its "
        + "`from`)"
    case .shown: text(for: Keyword.Declaration.shown)
    case .hidden:
      "the control is hidden by its `shown when`: it keeps its value, takes no input and is left "
        + "out of validation"
    case .rows:
      "`rows N` on a group: the rows at the start (`from`); `expect GROUP rows N`: how many rows "
        + "the group has; `never GROUP rows at-least|at-most N`: a condition on that number; "
        + "`load GROUP rows N` (version 2.1): the group gets N rows, its starting number"
    case .dirty:
      "the value differs from the starting value (a manager or group: something it holds does); "
        + "`when NAME dirty` (version 2.1): a condition on it"
    case .pristine:
      "the value is the starting value (a manager or group: everything it holds is); `when NAME "
        + "pristine` (version 2.1): a condition on it"
    case .touched:
      "the user touched it: a field once its editing ended, another control once changed"
    case .untouched:
      "the user has not touched it since the start or the last reset"
    case .busy:
      "`button NAME busy D`: an accepted tap whose request goes out keeps the button busy for D; "
        + "`expect BUTTON busy`, `never BUTTON busy`: its request is in flight"
    case .idle:
      "`expect BUTTON idle`, `never … while BUTTON idle`: the button has no request in flight"
    }
  }

  static func text(for word: Keyword.Word) -> String {
    switch word {
    case .scenario:
      "`scenario \"TITLE\"`: replays its steps on a fresh copy of the screen"
    case .examples:
      "`examples` and a table: each row runs the scenario with its `<column>` values"
    case .submits:
      "what a button submits: controls with a value and groups; an accepted tap opens their "
        + "errors"
    case .busy: text(for: Keyword.Predicate.busy)
    case .verifies:
      "what a manager verifies: controls, other managers and groups; a button (an extension) is "
        + "valid once its last request succeeded"
    case .manages:
      "what a manager enables: any control but a group"
    case .none:
      "`expect focus none`: no field has focus; `select PICKER none`, `pick DATE none`, "
        + "`expect NAME value none`: nothing chosen"
    case .`while`:
      "the conditions under which the invariant's first condition must not hold"
    case .and:
      "joins another condition to an invariant's `while`, or to a `when`"
    case .from:
      "`screen from \"NAME\"`: the screen registered in Swift under that name; `from N` (a "
        + "stepper, the fewest rows of a group) or `from DAY` (a date): the lower bound"
    case .start:
      "`cursor FIELD start`: the cursor before the first character"
    case .end: text(for: Keyword.Declaration.end)
    case .taken:
      "`remote taken \"V\"… after D`: the values the server refuses"
    case .after: text(for: Keyword.Rule.after)
    case .focus: text(for: Keyword.Step.focus)
    case .placeholder:
      "a placeholder: `scenario-runner --record` writes what the screen shows in its place"
    case .when:
      "`RULE when NAME on|off|empty|filled|is \"V\"...|is-not \"V\"...|at-least N|at-most "
        + "N|dirty|pristine [and …]`: the rule applies only while every condition holds; the "
        + "control is checked again when a control they name changes (or its dirtiness)"
    case .on: text(for: Keyword.Predicate.on)
    case .background:
      "`background` (version 2.1), before the first scenario: steps that every scenario runs at "
        + "its start, before its own; no assertion, one per file"
    }
  }
}
