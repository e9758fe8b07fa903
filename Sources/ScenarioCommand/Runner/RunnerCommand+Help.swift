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

    Rules: required, min-length N, max-length N, pattern "REGEX", email, contains CLASS,
    excludes CLASS, equals FIELD, remote taken "V"... after DURATION, must-be-on; each takes
    an optional "MESSAGE". Classes: digit (any script), ascii-digit (0 to 9 only), letter,
    uppercase, lowercase, alphanumeric, symbol, whitespace.
    Steps: type FIELD "TEXT", paste FIELD "TEXT", backspace FIELD [N], clear FIELD,
    cursor FIELD start|end|N, focus FIELD, blur, tab, tap BUTTON, toggle SWITCH, wait DURATION,
    answer NAME ["TEXT"] valid|invalid "MSG"|fails ["REASON"]: answers a request of a field
    (its check of TEXT, even one an edit cancelled, or else its oldest outstanding one) or of a
    button; an answer to a request that is no longer outstanding is ignored, as a late answer
    from a server is.
    Assertions: expect NAME enabled|disabled|valid|invalid|pending|on|off,
    expect FIELD error "MSG" | no-error | errors "MSG"... | text "TEXT" | refused N,
    expect BUTTON taps N, expect NAME requests N (sent by a field or button),
    expect focus FIELD|none.
    explain NAME prints why a control is enabled or disabled, or what holds a manager back.
    Invariants, declared before the first scenario, are checked at the start and after every
    step: never NAME STATE [while NAME STATE [and NAME STATE]...], where STATE is enabled,
    disabled, valid, invalid, pending, on or off:
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
