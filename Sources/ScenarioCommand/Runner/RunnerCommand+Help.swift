import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat

extension RunnerCommand {
  /// What `--help` prints: usage, options, exit statuses and the format in brief.
  package static let helpText = """
    USAGE: scenario-runner [OPTIONS] [PATH...]

    Replays scenario files headlessly and checks what each screen shows after every keystroke.
    PATH is a file, or a folder standing for every *.scenario file below it in sorted order;
    by default, Scenarios.

    OPTIONS:
    \(RunnerOption.helpSection)

    Human output is coloured on a terminal, unless NO_COLOR is set. The last line is
    'N passed, N failed' when scenarios run; --list ends with 'N scenarios', --check with
    'N files checked, N with errors', --explore with what it found. Reports go to standard
    output or their FILE; errors found while running (a file that cannot be read or written,
    a filter that matches nothing) go to standard error. After every step, replay checks the
    file's invariants and the model's own, and a broken one fails the scenario.

    EXIT STATUS:
      0   every scenario passed
      1   a scenario failed
      2   a file could not be read or has an error (the other files still run)
      64  the command line is wrong (or --record where CI is set)

    A SCENARIO FILE declares one screen, or names one built in Swift and registered in the
    runner's catalogue (screen from "checkout": a runner of your own, see the documentation's
    "The runner and CI"), then one or more scenarios:

      screen "Registration"
      field email errors on-blur        # options: secure, limit N, allow CLASS|"CHARS",
        required "Enter your email."    #   errors on-change|on-blur|on-submit, debounce 300ms
        email "That is not an email address."
      field phone allow digit limit 12
        min-length 10
      switch terms                      # switch NAME [on]
        must-be-on "Accept the terms."
      button register busy 2s           # button NAME [submits FIELD...] [busy DURATION]
      manager form verifies email phone terms manages register

      scenario "register needs every field"
        type email "ann@example.com"
        paste phone "0612345678"
        toggle terms
        expect register enabled

    DECLARATIONS, before the first scenario (rules, shown when and enabled when go on the
    lines below their control):
      field NAME [secure] [limit N] [allow CLASS|"CHARS"] [errors on-change|on-blur|on-submit]
        [debounce DURATION] [normalize removing-whitespace|uppercased|lowercased...]
        [text "TEXT"]
      switch NAME [on]                    picker NAME options "V"... [selected "V"]
      stepper NAME [from N] [to N] [step N] [value N]
      date NAME [from DATE] [to DATE] [selected DATE]
      button NAME [submits NAME...] [busy DURATION] [adds GROUP | removes GROUP]
        [focus-invalid] [resets] [commits]
      manager NAME verifies NAME... [manages NAME...] [needs-change]
      group NAME [from N] [to N] [rows N] ... end: rows of the controls declared inside,
        named GROUP[N].NAME in steps
      shown when CONDITION [and CONDITION]...    (below a control: hidden unless all hold)
      enabled when CONDITION [and CONDITION]...  (below a button: disabled unless all hold)
      today DAY                                  (after screen: the file's today)
      never CONDITION [while CONDITION [and CONDITION]...] [after tap BUTTON]: an
        invariant; in it, GROUP[*].NAME is NAME in each row; with after tap, it is checked
        only after a step in which BUTTON accepted a tap (never form dirty after tap discard)
      background, then indented steps: run at the start of every scenario
    DATE is YYYY-MM-DD, today, today+N or today-N. DURATION is a number and ms or s: 300ms, 2s.
    Without a today line, today is --today DAY, else the system's day (printed with the
    first failure).
    Rules: required, min-length N, max-length N, pattern "REGEX", email, contains CLASS,
    excludes CLASS, equals FIELD, remote taken "V"... after DURATION, must-be-on; for a stepper
    at-least N, at-most N; for a date after REF, before REF, on-or-after REF, on-or-before REF,
    age-at-least N on REF, age-under N on REF (REF a DATE or a date's NAME). Each takes an
    optional "MESSAGE" and may end with when CONDITION [and CONDITION]... Classes: digit (any
    script), ascii-digit (0 to 9 only), letter, uppercase, lowercase, alphanumeric, symbol,
    whitespace.
    Conditions: NAME on|off, NAME empty|filled, NAME is|is-not "V"...,
    NAME at-least|at-most N, NAME dirty|pristine (a control, manager or group).
    Steps: type FIELD "TEXT", paste FIELD "TEXT", backspace FIELD [N], clear FIELD,
    cursor FIELD start|end|N, focus FIELD, blur, tab, tap BUTTON, toggle SWITCH, wait DURATION,
    select PICKER "V"|none, increment|decrement STEPPER [N], pick DATE DAY|none, add GROUP,
    remove GROUP N, set|load NAME VALUE (the app's code; load makes it the starting value),
    load GROUP rows N, reset [NAME], commit [NAME] (the app saved: values become the starting
    ones), today DAY, answer NAME ["TEXT"] valid|invalid "MSG"|fails ["REASON"]: answers a
    request of a field (its check of TEXT, even one an edit cancelled, or else its oldest
    outstanding one) or of a button (its oldest outstanding one); a check named by its TEXT
    that is no longer outstanding ignores the answer, as a late answer from a server is
    ignored; with no request to answer, the scenario fails there.
    Assertions: expect NAME enabled|disabled|valid|invalid|pending|on|off|shown|hidden|
    dirty|pristine|touched|untouched, expect FIELD error "MSG" | no-error | errors "MSG"... |
    text "TEXT", expect NAME refused N | value VALUE, expect GROUP rows N,
    expect BUTTON taps N, expect BUTTON busy|idle (its request in flight or not),
    expect NAME requests N (sent by a field or button),
    expect focus FIELD|none.
    explain NAME prints why a control is enabled or disabled, or what holds a manager back.
    Invariants are checked at the start and after every step; STATE is any state an expect
    names:
        never register enabled while terms off
    A scenario may end with an examples table; each row runs as its own scenario, with every
    <column> in the title and steps replaced:
        examples
          | case  | phone      | state   |
          | short | 0612       | invalid |

    Placeholders: expect ?, expect NAME ?, expect NAME text|error|errors|refused|taps|requests ?
    and expect focus ? stand for what the screen shows; they fail a run, and --record writes
    them (expect ?: everything the step before changed; expect NAME ?: all of NAME).

    IN AN EDITOR: --lsp serves diagnostics, completion, hover (with what the screen showed on
    an expect line), definitions and symbols; the documentation's "In your editor" sets up
    VS Code, Neovim and Helix.

    Lengths, cursors and keystrokes count characters (grapheme clusters). The text of a secure
    field never appears in the output. The documentation has the full format ("Format reference")
    and examples ("Writing scenarios"); README.md lists its articles.

    """
}
