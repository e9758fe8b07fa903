import ScenarioEngine
import ScenarioFormat

/// What each word of the format means, for the hover of a keyword: one line, as the README's
/// table says it.
enum KeywordDocumentation {
  static func text(for word: String) -> String? {
    guard let text = entries[word] else { return nil }
    return "**\(word)**: \(text)"
  }

  private static let entries: [String: String] = [
    // Declarations
    "screen":
      "`screen \"TITLE\"` names the screen; `screen from \"NAME\"` replays on a screen built in Swift and registered in the runner's catalogue",
    "field":
      "`field NAME [secure] [limit N] [allow CLASS|\"CHARS\"] [errors on-change|on-blur|on-submit] [debounce D]`: a text field; rule lines follow it",
    "switch": "`switch NAME [on]`: an on/off control, off unless `on`; `must-be-on` may follow it",
    "button":
      "`button NAME [submits FIELD...] [busy D]`: a button; `submits` opens the fields' on-submit errors, `busy D` disables it for D after an accepted tap",
    "manager":
      "`manager NAME verifies NAME... manages NAME...`: valid when everything it verifies is; enables what it manages only then",
    "never":
      "`never NAME STATE [while NAME STATE [and NAME STATE]...]`: an invariant, checked at the start and after every step of every scenario",
    "scenario": "`scenario \"TITLE\"`: replays its steps on a fresh copy of the screen",
    "examples": "`examples` and a table: each row runs the scenario with its `<column>` values",
    // Options
    "secure": "a password field: its text never appears in any output",
    "limit": "`limit N`: the most characters the field takes; a longer edit is refused",
    "allow": "`allow CLASS` or `allow \"CHARS\"`: the characters keystrokes and pastes may contain",
    "errors":
      "`errors on-change|on-blur|on-submit` on a field: when its error shows; `expect FIELD errors \"MSG\"...`: every failing rule's message, in order",
    "debounce":
      "`debounce D`: the field is pending from each edit until its text has been still for D",
    "normalize":
      "`normalize removing-whitespace|uppercased|lowercased...` (an extension): how typed and pasted text is reshaped, in the order written, before the filter and limit decide",
    "removing-whitespace": "white space typed or pasted is dropped",
    "uppercased": "letters typed or pasted become uppercase",
    "lowercased": "letters typed or pasted become lowercase",
    "on-change": "errors show from the first edit",
    "on-blur": "errors show when editing ends after an edit (the default)",
    "on-submit": "errors show when a button that submits the field accepts a tap",
    "submits": "the fields a button submits: a tap opens their on-submit errors",
    "busy": "`busy D`: the button is disabled for D after an accepted tap",
    "verifies":
      "what a manager verifies: fields, switches, other managers, and buttons (an extension: valid once the button's last request succeeded)",
    "manages": "what a manager enables: fields, switches and buttons",
    // Rules
    "required": "`required [\"MSG\"]`: the text is not empty; without it an empty field is valid",
    "min-length": "`min-length N [\"MSG\"]`: at least N characters",
    "max-length": "`max-length N [\"MSG\"]`: at most N characters",
    "pattern": "`pattern \"REGEX\" [\"MSG\"]`: the whole text matches (ICU syntax)",
    "email": "`email [\"MSG\"]`: the text reads as an email address",
    "contains": "`contains CLASS [\"MSG\"]`: at least one character of the class",
    "excludes": "`excludes CLASS [\"MSG\"]`: no character of the class",
    "equals": "`equals FIELD [\"MSG\"]`: the same text as FIELD, re-checked when FIELD changes",
    "remote":
      "`remote taken \"V\"... after D [\"MSG\"]`: a server's check, answered after D; pending until then",
    "must-be-on": "`must-be-on [\"MSG\"]`: the switch is on",
    // Steps
    "type": "`type FIELD \"TEXT\"`: focuses the field, then one keystroke per character",
    "paste": "`paste FIELD \"TEXT\"`: one edit at the cursor, accepted or refused whole",
    "backspace": "`backspace FIELD [N]`: deletes N characters before the cursor (1)",
    "clear": "`clear FIELD`: empties the field",
    "cursor": "`cursor FIELD start|end|N`: moves the cursor; past the end fails the scenario",
    "focus": "`focus FIELD`: gives the field focus; `expect focus FIELD|none`: which field has it",
    "blur": "`blur`: no field has focus; editing ends",
    "tab": "`tab`: focus moves to the next enabled field",
    "tap": "`tap BUTTON`: counts only when the button is enabled",
    "toggle": "`toggle SWITCH`: flips an enabled switch",
    "wait": "`wait D`: advances the virtual clock by D; debounces and answers due by then run",
    "expect":
      "`expect NAME PREDICATE`: fails the scenario unless the screen shows it; `?` in place of a value is a placeholder for `--record`",
    "explain":
      "`explain NAME`: prints why a control is enabled or disabled, or what holds a manager back",
    "answer":
      "`answer NAME [\"TEXT\"] valid|invalid \"MSG\"|fails [\"REASON\"]`: answers a request of a field or button",
    // Predicates and words
    "enabled": "the control takes input (its managers are valid, and it is not busy)",
    "disabled": "the control takes no input",
    "valid": "every rule passes (a manager: everything it verifies is valid)",
    "invalid": "a rule fails",
    "pending": "a debounce or an answer is awaited",
    "error": "`expect FIELD error \"MSG\"`: the error the field shows",
    "no-error": "`expect FIELD no-error`: the field shows no error",
    "text": "`expect FIELD text \"TEXT\"`: the field's text (compared as Swift's `String` does)",
    "refused": "`expect FIELD refused N`: how many edits the limit or filter refused",
    "on": "the switch is on",
    "off": "the switch is off",
    "taps": "`expect BUTTON taps N`: how many taps the button accepted",
    "requests": "`expect NAME requests N`: how many requests a field or button has sent",
    "none": "no field has focus",
    "fails": "`answer NAME fails [\"REASON\"]`: the request failed",
    "while": "the conditions under which the invariant's first condition must not hold",
    "?": "a placeholder: `scenario-runner --record` writes what the screen shows in its place",
    // Classes
    "digit": "a digit of any script (Arabic-Indic digits, `½` and `²` too)",
    "ascii-digit": "`0` to `9` only",
    "letter": "a letter of any script",
    "uppercase": "an uppercase letter",
    "lowercase": "a lowercase letter",
    "alphanumeric": "a letter or a digit",
    "symbol": "neither a letter, nor a digit, nor white space",
    "whitespace": "a space, a tab or a line break",
  ]
}
