import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

@Suite("Parser and checker diagnostics")
struct ParserDiagnosticsTests {
  private let tail = "\nscenario \"s\"\n  tab\n"

  @Test func aValidFileHasNoDiagnostic() {
    assertValid(
      """
      screen "Registration"  # a comment
      field email errors on-blur
        required "Enter your email."
        email "That is not an email address."
      field phone allow digit limit 12 secure debounce 300ms
        min-length 10 "At least 10."
        max-length 12
        pattern "[0-9]+"
        contains digit
        excludes whitespace "No spaces."
        equals email
        remote taken "0600000000" "0700000000" after 2s "Taken."
      field code allow "0123456789abcdef" errors on-submit
      switch terms on
        must-be-on
      button register submits email phone busy 2s
      button go busy 1s submits code
      manager form verifies email phone terms manages register
      manager empty verifies manages
      manager outer verifies form manages go

      scenario "every step"
        type email "a\\u{1F600}\\n\\t\\"\\\\"
        paste phone "1"
        backspace phone
        backspace phone 3
        clear phone
        cursor email start
        cursor email end
        cursor email 0
        focus email
        blur
        tab
        tap register
        toggle terms
        wait 300ms
        wait 2s
        expect register enabled
        expect register disabled
        expect email valid
        expect form invalid
        expect terms pending
        expect email error "x"
        expect email no-error
        expect email errors
        expect email errors "a" "b"
        expect email text "x"
        expect email refused 0
        expect terms on
        expect terms off
        expect register taps 1
        expect focus email
        expect focus none
      """)
  }

  @Test func keywordsMayBeNamesExceptTheSixReservedWords() {
    assertValid(
      """
      field email
      field field
      button tap
      switch switch
      manager scenario verifies field manages tap
      scenario "names"
        type field "x"
        tap tap
        toggle switch
      """)
    assertDiagnostics(
      "field 1️⃣busy\nbutton 2️⃣none\nmanager 3️⃣verifies verifies manages" + tail,
      [
        "1️⃣": "'busy' is a reserved word and cannot name a control or a manager",
        "2️⃣": "'none' is a reserved word and cannot name a control or a manager",
        "3️⃣": "'verifies' is a reserved word and cannot name a control or a manager",
      ])
  }

  @Test func unknownKeywordsSuggestTheNearest() {
    assertDiagnostics(
      "1️⃣fild email\n2️⃣requierd\nscenario \"s\"\n  3️⃣tpye email \"a\"\n  4️⃣frobnicate\n",
      [
        "1️⃣": "unknown keyword 'fild'; did you mean 'field'?",
        "2️⃣": "unknown keyword 'requierd'; did you mean 'required'?",
        "3️⃣": "unknown keyword 'tpye'; did you mean 'type'?",
        "4️⃣": "unknown keyword 'frobnicate'",
      ])
  }

  /// A misspelt declaration keyword is the one error: the line is read as the declaration
  /// meant, so its rules, its name and a group's `end` raise nothing more.
  @Test func aMisspeltDeclarationIsReportedOnceAndReadAsMeant() {
    assertDiagnostics(
      """
      field email
        required
      1️⃣buton go
      2️⃣manger form verifies email manages go
      3️⃣grup emails from 1 to 3
        field address
          required
      end
      4️⃣feild code
        min-length 4
      scenario "s"
        type email "a"
        type code "1234"
        expect go enabled
        expect form valid
        add emails
      """,
      [
        "1️⃣": "unknown keyword 'buton'; did you mean 'button'?",
        "2️⃣": "unknown keyword 'manger'; did you mean 'manager'?",
        "3️⃣": "unknown keyword 'grup'; did you mean 'group'?",
        "4️⃣": "unknown keyword 'feild'; did you mean 'field'?",
      ])
  }

  /// A rule among a declaration's options says where a rule goes.
  @Test func aRuleOnADeclarationsLineSaysWhereRulesGo() {
    assertDiagnostics(
      """
      field gift 1️⃣max-length 20 "Short."
      switch terms 2️⃣must-be-on
      stepper bags 3️⃣at-most 3
      scenario "s"
        tab
      """,
      [
        "1️⃣": "'max-length' is a rule, not an option of a declaration's line; write it on a "
          + "line of its own, indented under the control it checks: '  max-length …'",
        "2️⃣": "'must-be-on' is a rule, not an option of a declaration's line; write it on a "
          + "line of its own, indented under the control it checks: '  must-be-on …'",
        "3️⃣": "'at-most' is a rule, not an option of a declaration's line; write it on a "
          + "line of its own, indented under the control it checks: '  at-most …'",
      ])
  }

  @Test func unknownNamesSuggestADeclaredNameOfTheRightKind() {
    assertDiagnostics(
      """
      field email
      button register
      scenario "s"
        type 1️⃣emial "x"
        tap 2️⃣regsiter
        expect 3️⃣nothing enabled
        toggle 4️⃣email
      """,
      [
        "1️⃣": "unknown field 'emial'; did you mean 'email'?",
        "2️⃣": "unknown button 'regsiter'; did you mean 'register'?",
        "3️⃣": "unknown field, switch or button 'nothing'",
        "4️⃣": "'email' is a field; 'toggle' takes a switch",
      ])
  }

  @Test func everyReferenceIsCheckedForItsKind() {
    assertDiagnostics(
      """
      field email
        equals 1️⃣go
      switch terms
      button go submits terms 2️⃣form
      manager form verifies go 3️⃣email2 manages 4️⃣form
      scenario "s"
        type 5️⃣go "x"
        expect 6️⃣form enabled
        expect 7️⃣go no-error
        expect 8️⃣terms text "x"
        expect 9️⃣email taps 1
      """,
      [
        "1️⃣": "'go' is a button; 'equals' takes a field",
        "2️⃣": "'form' is a manager; 'submits' takes a field or a switch",
        "3️⃣": "unknown field, switch, button or manager 'email2'; did you mean 'email'?",
        "4️⃣": "'form' is a manager; 'manages' takes a field, a switch or a button",
        "5️⃣": "'go' is a button; 'type' takes a field",
        "6️⃣": "'form' is a manager; 'enabled' takes a field, a switch or a button",
        "7️⃣": "'go' is a button; 'no-error' takes a field or a switch",
        "8️⃣": "'terms' is a switch; 'text' takes a field",
        "9️⃣": "'email' is a field; 'taps' takes a button",
      ])
  }

  @Test func moreKindChecksOnAssertions() {
    assertDiagnostics(
      """
      field email
      switch terms
      button go
      manager form verifies email manages go
      scenario "s"
        expect terms error "x"
        expect 2️⃣go no-error
        expect terms errors
        expect go refused 1
        expect terms refused 1
        expect 4️⃣form refused 1
        expect 5️⃣email on
        expect focus 6️⃣go
        paste 7️⃣terms "x"
        backspace 8️⃣go
        clear 9️⃣terms
      """,
      [
        "2️⃣": "'go' is a button; 'no-error' takes a field or a switch",
        "4️⃣": "'form' is a manager; 'refused' takes a field, a switch or a button",
        "5️⃣": "'email' is a field; 'on' takes a switch",
        "6️⃣": "'go' is a button; 'expect focus' takes a field",
        "7️⃣": "'terms' is a switch; 'paste' takes a field",
        "8️⃣": "'go' is a button; 'backspace' takes a field",
        "9️⃣": "'terms' is a switch; 'clear' takes a field",
      ])
    assertDiagnostics(
      "switch terms\nscenario \"s\"\n  cursor 1️⃣terms start\n  focus 2️⃣terms\n",
      [
        "1️⃣": "'terms' is a switch; 'cursor' takes a field",
        "2️⃣": "'terms' is a switch; 'focus' takes a field",
      ])
  }

  @Test func duplicateNamesPointAtTheSecondWithANoteAtTheFirst() throws {
    let file = CheckedFile(
      text: "field email\nbutton email\nscenario \"s\"\n  tab\n", path: "t.scenario")
    let diagnostic = try #require(file.diagnostics.first)
    #expect(
      diagnostic.message == "'email' is declared twice; controls and managers share one namespace")
    #expect(diagnostic.position == SourcePosition(file: "t.scenario", line: 2, column: 8))
    #expect(diagnostic.notes.map(\.message) == ["first declared here"])
    #expect(
      diagnostic.notes.first?.position == SourcePosition(file: "t.scenario", line: 1, column: 7))
  }

  @Test func declarationsAfterTheFirstScenarioAreErrors() {
    assertDiagnostics(
      "field a\nscenario \"s\"\n  tab\n1️⃣field b\n  2️⃣required\n3️⃣screen \"x\"\n",
      [
        "1️⃣": "'field' declares the screen; declarations come before the first scenario",
        "2️⃣": "'required' declares the screen; declarations come before the first scenario",
        "3️⃣": "'screen' declares the screen; declarations come before the first scenario",
      ])
  }

  @Test func stepsBeforeAnyScenarioAreErrors() {
    assertDiagnostics(
      "field a\n1️⃣type a \"x\"\n2️⃣expect a valid" + tail,
      [
        "1️⃣": "step 'type' comes before any scenario; start one with 'scenario \"TITLE\"'",
        "2️⃣": "step 'expect' comes before any scenario; start one with 'scenario \"TITLE\"'",
      ])
  }

  @Test func rulesNeedAFieldOrSwitchOfTheRightKind() {
    assertDiagnostics(
      """
      1️⃣required
      button go
      field name
        2️⃣must-be-on
      switch terms
        3️⃣min-length 3
        must-be-on
      """ + tail,
      [
        "1️⃣": "rule 'required' has no field or switch declared before it to apply to",
        "2️⃣": "a field cannot take 'must-be-on'; it is the rule of a switch",
        "3️⃣": "switch 'terms' takes only 'must-be-on', not 'min-length'",
      ])
  }

  @Test func aRuleAfterAButtonBelongsToTheFieldOrSwitchDeclaredLast() {
    assertDiagnostics(
      "switch terms\nbutton go\n  1️⃣required\n" + tail,
      ["1️⃣": "switch 'terms' takes only 'must-be-on', not 'required'"])
  }

  @Test func stringsAndEscapes() {
    assertDiagnostics(
      """
      field a
      scenario "s"
        type a "1️⃣\\q"
        type a 2️⃣"open
        type a "3️⃣\\u{110000}"
        type a "4️⃣\\u{}"
        type a "5️⃣\\u{123456789}"
        type a "6️⃣\\u{12"
        type a "7️⃣\\u12"
        type a "ok \\u{1F600} \\u{e9}"
        type a "9️⃣\\u{30A left open"
        type a "🔟\\u{1234567890AB}"
        type a 8️⃣"\\
      """,
      [
        "1️⃣": "unknown escape '\\q' in a string; use \\\", \\\\, \\n, \\t or \\u{1F600}",
        "2️⃣": "missing closing quote '\"' of a string",
        "3️⃣": "'\\u{110000}' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        "4️⃣": "'\\u{}' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        "5️⃣":
          "'\\u{123456789}' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        "6️⃣": "'\\u{12' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        "7️⃣": "'\\u' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        // An escape left open is quoted up to the white space after it, a long one cut short.
        "9️⃣": "'\\u{30A' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        "🔟":
          "'\\u{123456789…}' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}",
        "8️⃣": "missing closing quote '\"' of a string",
      ])
  }

  @Test func aHashInsideAStringIsNotAComment() throws {
    let file = CheckedFile(
      text:
        "field a # comment\nscenario \"s\" # comment\n  type a \"#1\" # comment\n  expect a text \"#1\"\n",
      path: "t.scenario")
    #expect(file.diagnostics.isEmpty)
    let result = try #require(file.replayAll().first)
    #expect(result.passed)
  }

  @Test func numbersAndDurations() {
    assertDiagnostics(
      """
      field a limit 1️⃣-1
      field b limit 2️⃣99999999999999999999999
      field c debounce 3️⃣300
      field d debounce 4️⃣1.5s
      field e debounce 5️⃣2000000000s
      field f debounce 6️⃣99999999999999999999ms
      button g busy 7️⃣"2s"
      scenario "s"
        wait 8️⃣
        backspace a 9️⃣x
      """,
      [
        "1️⃣": "expected a number such as '12', found '-1'",
        "2️⃣": "number '99999999999999999999999' is too large",
        "3️⃣": "expected a duration such as '300ms' or '2s', found '300'",
        "4️⃣": "expected a duration such as '300ms' or '2s', found '1.5s'",
        "5️⃣": "expected a duration of at most '1000000000s', found '2000000000s'",
        "6️⃣": "number '99999999999999999999ms' is too large",
        "7️⃣": "expected a duration such as '300ms' or '2s', found '\"2s\"'",
        "8️⃣": "expected a duration such as '300ms' or '2s', found the end of the line",
        "9️⃣": "expected a number of characters such as '3', found 'x'",
      ])
  }

  @Test func fieldSwitchAndButtonOptions() {
    assertDiagnostics(
      """
      field a 1️⃣limt 3
      field b limit 3 2️⃣limit 4
      field c allow 3️⃣digits
      field d allow 4️⃣""
      field e errors 5️⃣on-blr
      field f errors 6️⃣
      switch g 7️⃣off
      button h submits 8️⃣busy 1s
      button i 9️⃣submit a
      """ + tail,
      [
        "1️⃣": "unknown field option 'limt'; did you mean 'limit'?",
        "2️⃣": "option 'limit' is given twice",
        "3️⃣": "unknown character class 'digits'; did you mean 'digit'?",
        "4️⃣": "an 'allow' set needs at least one character",
        "5️⃣": "unknown display policy 'on-blr'; did you mean 'on-blur'?",
        "6️⃣":
          "expected display policy ('on-change', 'on-blur', 'on-submit'), found the end of the line",
        "7️⃣": "expected the end of the line, found 'off'",
        "8️⃣": "expected the names of the fields it submits, found 'busy'",
        "9️⃣": "unknown button option 'submit'; did you mean 'submits'?",
      ])
  }

  @Test func normalizeOptions() {
    assertDiagnostics(
      """
      field a normalize 1️⃣uppercase
      field b normalize2️⃣
      field c normalize lowercased 3️⃣normalize uppercased
      field d normalize removing-whitespace 4️⃣upercased
      """ + tail,
      [
        "1️⃣": "unknown normaliser 'uppercase'; did you mean 'uppercased'?",
        "2️⃣":
          "expected normaliser ('removing-whitespace', 'uppercased', 'lowercased'), found the end of the line",
        "3️⃣": "option 'normalize' is given twice",
        "4️⃣":
          "unknown field option 'upercased'; write one of 'secure', 'limit', 'allow', 'errors', "
          + "'debounce', 'normalize', 'text'",
      ])
  }

  @Test func aWordWithNoNearOneIsAnsweredWithTheWordsThatMayStandThere() {
    assertDiagnostics(
      """
      group g from 1 1️⃣max 3
        field x
      end
      """ + tail,
      ["1️⃣": "unknown group option 'max'; write one of 'from', 'to', 'rows'"])
  }

  @Test func aButtonsOrManagersOptionOnALineOfItsOwnSaysWhichLineTakesIt() {
    assertDiagnostics(
      """
      field x
      button save submits x
        1️⃣commits
        2️⃣busy 2s
        3️⃣adds g
      manager m verifies x manages save
        4️⃣needs-change
      """ + tail,
      [
        "1️⃣": "'commits' is an option of a button's line, not a line of its own; write it at the "
          + "end of that line: 'button NAME … commits'",
        "2️⃣": "'busy' is an option of a button's line, not a line of its own; write it at the end "
          + "of that line: 'button NAME … busy 2s'",
        "3️⃣": "'adds' is an option of a button's line, not a line of its own; write it at the end "
          + "of that line: 'button NAME … adds GROUP'",
        "4️⃣": "'needs-change' is an option of a manager's line, not a line of its own; write it "
          + "at the end of that line: 'manager NAME verifies … manages … needs-change'",
      ])
  }

  @Test func managerLines() {
    assertDiagnostics(
      """
      field a
      manager m1 1️⃣manages a
      manager m2 verifies a2️⃣
      manager m3 verifies 3️⃣b manages
      manager 4️⃣"m4" verifies manages
      manager m5 5️⃣verifes a manages
      manager m6 verifies a 6️⃣manges m5
      """ + tail,
      [
        "1️⃣": "expected 'verifies' and the names the manager verifies, found 'manages'",
        "2️⃣":
          "expected 'manages' and the names it manages (the list may be empty), found the end of the line",
        "3️⃣": "unknown field, switch, button or manager 'b'",
        "4️⃣": "expected a manager name such as 'form', found '\"m4\"'",
        "5️⃣": "unknown manager option 'verifes'; did you mean 'verifies'?",
        "6️⃣": "unknown manager option 'manges'; did you mean 'manages'?",
      ])
  }

  @Test func ruleLines() {
    assertDiagnostics(
      """
      field a
        min-length 1️⃣three
        pattern 2️⃣"[a-"
        pattern 3️⃣[a-z]
        contains 4️⃣digits
        excludes 5️⃣
        equals 6️⃣b
        remote 7️⃣"x" after 1s
        remote taken "x" 8️⃣1s
        required "m" 9️⃣"extra"
      """ + tail,
      [
        "1️⃣": "expected a number such as '12', found 'three'",
        "2️⃣": "invalid pattern '[a-': expected ']'",
        "3️⃣": "expected a regular expression in quotes, such as \"[0-9]+\", found '[a-z]'",
        "4️⃣": "unknown character class 'digits'; did you mean 'digit'?",
        "5️⃣":
          "expected character class ('digit', 'ascii-digit', 'letter', 'uppercase', 'lowercase', 'alphanumeric', 'symbol', 'whitespace'), found the end of the line",
        "6️⃣": "unknown field 'b'",
        "7️⃣": "expected 'taken' and the values the server refuses, found '\"x\"'",
        "8️⃣": "expected a value in quotes or 'after' and a duration, found '1s'",
        "9️⃣": "expected the end of the line, found '\"extra\"'",
      ])
  }

  @Test func stepLines() {
    assertDiagnostics(
      """
      field a
      scenario "s"
        type a 1️⃣x
        type 2️⃣"a" "x"
        cursor a 3️⃣middle
        blur 4️⃣now
        expect a 5️⃣enabeld
        expect 6️⃣
        expect focus 7️⃣"a"
        expect a refused 8️⃣-1
        expect a error 9️⃣
      """,
      [
        "1️⃣": "expected the text to type in quotes, found 'x'",
        // A line with no field's name masks its strings, as the message does.
        "2️⃣": "expected a field name, found '\"•\"'",
        "3️⃣": "expected 'start', 'end' or a number of characters, found 'middle'",
        "4️⃣": "expected the end of the line, found 'now'",
        "5️⃣": "unknown assertion 'enabeld'; did you mean 'enabled'?",
        "6️⃣": "expected a name, 'focus' or '?', found the end of the line",
        "7️⃣": "expected a field name or 'none', found '\"•\"'",
        "8️⃣": "expected a number such as '12', found '-1'",
        "9️⃣": "expected the error message in quotes, found the end of the line",
      ])
  }

  @Test func scenarios() {
    assertDiagnostics(
      """
      field a
      1️⃣scenario "empty"
      scenario 2️⃣untitled
      scenario "s"
        tab
      scenario 3️⃣"s"
        tab
      4️⃣scenario "last is empty too"
      """,
      [
        "1️⃣": "scenario 'empty' has no steps",
        "2️⃣": "expected a title in quotes, such as \"signs in\", found 'untitled'",
        "3️⃣": "a scenario titled 's' already exists; titles are unique within a file",
        "4️⃣": "scenario 'last is empty too' has no steps",
      ])
  }

  @Test func aFileWithoutAScenarioIsAnError() {
    assertDiagnostics(
      "field a\n1️⃣button b\n",
      ["1️⃣": "the file has no scenario; add one with 'scenario \"TITLE\"' after the declarations"])
    assertDiagnostics(
      "1️⃣",
      ["1️⃣": "the file has no scenario; add one with 'scenario \"TITLE\"' after the declarations"])
  }

  @Test func theScreenIsDeclaredOnce() {
    assertDiagnostics(
      "screen \"a\"\n1️⃣screen \"b\"\nscreen 2️⃣b\n" + tail,
      [
        "1️⃣": "the screen is declared twice; a file declares one screen",
        "2️⃣": "expected the screen's title in quotes, found 'b'",
      ])
  }

  @Test func aLineThatStartsWithAStringIsAnError() {
    assertDiagnostics("1️⃣\"field\" a\n" + tail, ["1️⃣": "expected a keyword, found '\"field\"'"])
  }

  @Test func managerCyclesAreNamed() {
    assertDiagnostics(
      """
      manager a verifies 1️⃣a manages
      """ + tail,
      ["1️⃣": "manager 'a' depends on itself"])
    assertDiagnostics(
      """
      field x
      field y
      manager first verifies x manages y
      manager second verifies y manages 1️⃣x
      """ + tail,
      ["1️⃣": "managers form a cycle: 'first' → 'second' → 'first'"])
    assertDiagnostics(
      """
      manager a verifies b manages
      manager b verifies c manages
      manager c verifies 1️⃣a manages
      """ + tail,
      ["1️⃣": "managers form a cycle: 'c' → 'a' → 'b' → 'c'"])
  }

  @Test func invalidUTF8IsReportedAtItsLine() {
    var bytes = Array("field a\nscenario \"s\"\n  type a \"".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("\"\n  tab\n".utf8)
    let file = CheckedFile(source: SourceFile(path: "t.scenario", bytes: bytes))
    #expect(file.diagnostics.map(\.message) == ["the line is not valid UTF-8"])
    #expect(file.diagnostics.first?.position.line == 3)
  }

  @Test func aByteOrderMarkAndCRLFLineEndingsAreRead() throws {
    let text = "\u{FEFF}field a\r\nscenario \"s\"\r\n  type a \"x\"\r\n  expect a text \"x\"\r\n"
    let file = CheckedFile(text: text, path: "t.scenario")
    #expect(file.diagnostics.isEmpty)
    #expect(try #require(file.replayAll().first).passed)
  }

  @Test func columnsCountCharacters() {
    assertDiagnostics(
      "field a\nscenario \"s\"\n  type a \"👩‍👩‍👧é\" 1️⃣x\n",
      ["1️⃣": "expected the end of the line, found 'x'"])
  }

  @Test func everyErrorOfAFileIsReportedInOrder() {
    let file = CheckedFile(text: "fild a\nbuton b\nscenario \"s\"\n  tab\n", path: "t.scenario")
    #expect(file.diagnostics.map(\.position.line) == [1, 2])
  }

  @Test func theRulesOfAFieldLineWithAnErrorGoToNoOtherField() {
    let file = CheckedFile(
      text: "field a\nfield 2b\n  required \"x\"\n  min-length z\nscenario \"s\"\n  tab\n",
      path: "t.scenario")
    #expect(
      file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
        "2:7: expected a field name such as 'email', found '2b'",
        "4:14: expected a number such as '12', found 'z'",
      ])
    guard case .field(let options) = file.file.declarations.first?.details else {
      Issue.record("field a is declared")
      return
    }
    #expect(options.rules.isEmpty)
  }

  @Test func aTableWithAnErrorStillHasItsOtherStepsChecked() {
    let file = CheckedFile(
      text: """
        field email
        scenario "s <digits>"
          tpye email "x"
          type email "<digts>"
          clear emial
          examples
            | digits |
            | 1      |
        """, path: "t.scenario")
    #expect(
      file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
        "3:3: unknown keyword 'tpye'; did you mean 'type'?",
        "4:15: unknown placeholder '<digts>'; the table has no such column; did you mean '<digits>'?",
        "5:9: unknown field 'emial'; did you mean 'email'?",
      ])
  }
}
