import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

@Suite("Replay of steps")
struct StepReplayTests {
  @Test func typeFocusesAndInsertsAtTheCursor() {
    expectPasses(
      """
      field a
      scenario "s"
        type a "ac"
        expect focus a
        cursor a 1
        type a "b"
        expect a text "abc"
      """)
  }

  @Test func pasteIsOneEditOrRefusedWhole() {
    expectPasses(
      """
      field a limit 3 errors on-change
        min-length 2
      scenario "s"
        paste a "abcd"
        expect a refused 1
        expect a text ""
        expect a no-error
        paste a "ab"
        expect a text "ab"
        expect a valid
      """)
  }

  @Test func backspaceDefaultsToOneAndStopsAtTheStart() {
    expectPasses(
      """
      field a
      scenario "s"
        type a "abcd"
        backspace a
        expect a text "abc"
        backspace a 2
        expect a text "a"
        backspace a 10
        expect a text ""
        expect a refused 0
      """)
  }

  @Test func clearEmptiesTheField() {
    expectPasses(
      """
      field a
      scenario "s"
        clear a
        expect focus a
        type a "abc"
        clear a
        expect a text ""
      """)
  }

  @Test func cursorMovesWithinTheText() {
    expectPasses(
      """
      field a
      scenario "s"
        type a "bd"
        cursor a start
        type a "a"
        cursor a 2
        type a "c"
        cursor a end
        type a "e"
        expect a text "abcde"
      """)
  }

  @Test func cursorPastTheEndFailsTheScenario() throws {
    let failure = try replayFailure(
      """
      field a
      scenario "s"
        type a "ab"
        cursor a 3
      """)
    #expect(failure.position.line == 4)
    #expect(failure.step == "cursor a 3")
    #expect(failure.expected == "a cursor position from 0 to 2")
    #expect(failure.actual == "cursor 3 is past the end of 'a', which has 2 characters")
  }

  @Test func focusBlurAndTab() {
    expectPasses(
      """
      field a
      field b
      field c
      switch lock
        must-be-on
      manager m verifies lock manages b
      scenario "s"
        expect focus none
        tab
        expect focus a
        tab
        expect focus c
        tab
        expect focus none
        focus b
        expect b refused 1
        expect focus none
        focus c
        blur
        expect focus none
      """)
  }

  @Test func aFieldDisabledWhileFocusedLosesTheFocus() {
    expectPasses(
      """
      field a
      switch lock on
        must-be-on
      manager m verifies lock manages a
      scenario "s"
        type a "x"
        expect focus a
        toggle lock
        expect a disabled
        expect focus none
        type a "y"
        expect a refused 1
        expect a text "x"
      """)
  }

  @Test func tapAndToggle() {
    expectPasses(
      """
      switch terms
        must-be-on
      button go
      manager m verifies terms manages go
      scenario "s"
        tap go
        expect go taps 0
        toggle terms
        expect terms on
        tap go
        tap go
        expect go taps 2
      """)
  }

  @Test func aDisabledSwitchDoesNotFlip() {
    expectPasses(
      """
      switch master
        must-be-on
      switch child
      manager m verifies master manages child
      scenario "s"
        toggle child
        expect child off
        expect child disabled
        toggle master
        toggle child
        expect child on
      """)
  }

  @Test func waitFiresDebouncesRemoteAnswersAndBusyTimesInOrder() {
    expectPasses(
      """
      field a debounce 100ms
        remote taken "x" after 200ms
      button go submits a busy 50ms
      scenario "s"
        type a "x"
        wait 99ms
        expect a pending
        wait 1ms
        expect a pending
        wait 200ms
        expect a invalid
        clear a
        wait 100ms
        expect a valid
        tap go
        expect go disabled
        wait 50ms
        expect go enabled
      """)
  }

  @Test func normalizeReshapesTypedAndPastedTextInTheOrderWritten() {
    expectPasses(
      """
      field iban normalize removing-whitespace uppercased allow alphanumeric limit 6
        required
      field code limit 4 normalize lowercased
      scenario "spaces go, letters rise, then the filter and limit decide"
        paste iban "de 12 ab"
        expect iban text "DE12AB"
        expect iban refused 0
        type code "AB C"
        expect code text "ab c"
        clear iban
        paste iban "de 12 ab 3"
        expect iban text ""
        expect iban refused 1
      """)
  }

  @Test func aButtonThatAManagerVerifiesOpensASectionOnceItsRequestSucceeded() {
    expectPasses(
      """
      field phone allow digit
        required
        min-length 10
      button sendCode busy 1s
      field code allow digit
        required
      manager sms verifies phone manages sendCode
      manager codeSection verifies sendCode manages code
      never code enabled while sendCode invalid
      scenario "the code field opens once the code was sent"
        expect sendCode invalid
        expect code disabled
        paste phone "0612345678"
        tap sendCode
        expect sendCode pending
        expect code disabled
        wait 1s
        expect sendCode valid
        expect code enabled
        clear phone
        expect sendCode disabled
        expect code enabled
      scenario "a failed request keeps it closed, a retry opens it"
        paste phone "0612345678"
        tap sendCode
        answer sendCode fails "no network"
        expect sendCode invalid
        expect code disabled
        explain codeSection
        tap sendCode
        answer sendCode valid
        expect code enabled
      """)
  }

  @Test func aFailingRowIsReportedAtItsRowNamingTheStepsLine() throws {
    let results = replay(
      """
      field user
        required
      scenario "user <name>"
        type user "<text>"
        expect user <state>
        examples
          | name  | text | state   |
          | ann   | ann  | valid   |
          | empty | x    | invalid |
      """)
    let failure = try #require(results.compactMap(\.failure).first)
    #expect(failure.position.line == 9)
    #expect(failure.step == "expect user invalid (line 5)")
  }

  @Test func answerWithoutATextTakesTheOldestOutstandingRequestHoweverManyFollowed() {
    let typed = String(repeating: "a", count: 600)
    expectPasses(
      """
      field code
        remote taken "x" after 10s
      button pay busy 10s
      scenario "a payment in flight while 600 checks go out"
        tap pay
        type code "\(typed)"
        expect code requests 600
        expect pay requests 1
        answer pay valid
        expect pay enabled
        answer code valid
        expect code valid
      """)
  }

  @Test func waitZeroRunsTheWorkDueNow() {
    expectPasses(
      """
      field a
        remote taken "x" after 0ms
      scenario "an answer due at once comes with wait 0ms"
        type a "x"
        expect a pending
        wait 0ms
        expect a invalid
      """)
  }

  @Test func eachScenarioStartsFromAFreshScreen() {
    expectPasses(
      """
      field a
      button go
      scenario "first"
        type a "x"
        tap go
        wait 5s
      scenario "second"
        expect a text ""
        expect go taps 0
        expect focus none
        expect a refused 0
      """)
  }

  @Test func aFailedAssertionStopsItsScenarioAndTheOthersStillRun() {
    let results = replay(
      """
      field a
      scenario "fails"
        expect a text "x"
        type a "never typed"
      scenario "passes"
        expect a text ""
      """)
    #expect(results.map(\.passed) == [false, true])
    #expect(results.first?.stepsRun == 1)
  }

  @Test func filterRunsOnlyMatchingTitles() {
    let file = CheckedFile(
      text: """
        field a
        scenario "phone one"
          tab
        scenario "email"
          tab
        scenario "phone two"
          tab
        """, path: "t.scenario")
    #expect(file.replayAll(filter: "phone").map(\.scenario.title) == ["phone one", "phone two"])
    #expect(file.replayAll(filter: "nothing").isEmpty)
  }

  @Test func aFileWithErrorsReplaysNothing() {
    let file = CheckedFile(text: "field a\nscenario \"s\"\n  tap a\n", path: "t.scenario")
    #expect(!file.isValid)
    #expect(file.replayAll().isEmpty)
    if let scenario = file.scenarios.first {
      #expect(file.replay(scenario).failure?.expected == "a file without errors")
    }
  }
}

@Suite("Replay of assertions")
struct AssertionReplayTests {
  private let screen = """
    field email errors on-change
      required "Enter your email."
      email "Not an email."
    field password secure
      min-length 8
    switch terms
      must-be-on "Accept."
    button go
    manager form verifies email terms manages go

    """

  @Test func enablementFailureExplainsWhy() throws {
    let failure = try replayFailure(
      screen + "scenario \"s\"\n  type email \"ann\"\n  expect go enabled\n")
    #expect(failure.expected == "enabled")
    #expect(failure.actual == "disabled")
    #expect(
      failure.explanation
        == "go is disabled because manager form is invalid: email: 'Not an email.'; terms: 'Accept.'"
    )
    #expect(failure.screen.contains("go        button"))
  }

  @Test func aSwitchNobodyFlippedIsDrawnWithoutItsError() throws {
    let failure = try replayFailure(screen + "scenario \"s\"\n  expect go enabled\n")
    let terms = try #require(failure.screen.split(separator: "\n").first { $0.hasPrefix("terms") })
    #expect(terms.contains("no error"), "\(terms)")
    #expect(!terms.contains("Accept."))
    let flipped = try replayFailure(
      screen + "scenario \"s\"\n  toggle terms\n  toggle terms\n  expect go enabled\n")
    let shown = try #require(flipped.screen.split(separator: "\n").first { $0.hasPrefix("terms") })
    #expect(shown.contains("error \"Accept.\""), "\(shown)")
  }

  @Test func aSwitchsShownErrorAndErrorsAreExpected() {
    expectPasses(
      screen + """
        scenario "the error shows from the first flip"
          expect terms no-error
          expect terms errors "Accept."
          toggle terms
          expect terms no-error
          expect terms errors
          toggle terms
          expect terms error "Accept."
        """)
    let failures = replay(
      screen + "scenario \"s\"\n  expect terms error \"Accept.\"\n"
    ).compactMap(\.failure)
    #expect(failures.map(\.actual) == ["no error"])
  }

  @Test func disabledFailure() throws {
    let failure = try replayFailure(screen + "scenario \"s\"\n  expect email disabled\n")
    #expect(failure.expected == "disabled")
    #expect(failure.actual == "enabled")
    #expect(failure.explanation == "email is enabled: no manager manages it")
  }

  @Test func validityFailuresListTheErrors() throws {
    let failure = try replayFailure(screen + "scenario \"s\"\n  expect email valid\n")
    #expect(failure.expected == "valid")
    #expect(failure.actual == "invalid: \"Enter your email.\" \"Not an email.\"")
    let pending = try replayFailure(screen + "scenario \"s\"\n  expect form pending\n")
    #expect(pending.actual == "invalid: \"Enter your email.\" \"Not an email.\" \"Accept.\"")
    let terms = try replayFailure(
      screen + "scenario \"s\"\n  toggle terms\n  expect terms invalid\n")
    #expect(terms.actual == "valid")
  }

  @Test func shownErrorFailures() throws {
    let wrong = try replayFailure(
      screen + "scenario \"s\"\n  type email \"a\"\n  expect email error \"Nope.\"\n")
    #expect(wrong.expected == "error \"Nope.\"")
    #expect(wrong.actual == "error \"Not an email.\"")
    let none = try replayFailure(
      screen + "scenario \"s\"\n  type email \"a\"\n  expect email no-error\n")
    #expect(none.expected == "no error")
    #expect(none.actual == "error \"Not an email.\"")
    let hidden = try replayFailure(
      screen + "scenario \"s\"\n  expect email error \"Enter your email.\"\n")
    #expect(hidden.actual == "no error")
  }

  @Test func errorsFailures() throws {
    let failure = try replayFailure(
      screen + "scenario \"s\"\n  expect email errors \"Not an email.\"\n")
    #expect(failure.expected == "errors \"Not an email.\"")
    #expect(failure.actual == "errors \"Enter your email.\" \"Not an email.\"")
    let empty = try replayFailure(screen + "scenario \"s\"\n  expect email errors\n")
    #expect(empty.expected == "no errors")
  }

  @Test func textFailuresQuoteInvisibleCharacters() throws {
    let failure = try replayFailure(
      screen + "scenario \"s\"\n  type email \"a\\tb\\u{200B}\"\n  expect email text \"ab\"\n")
    #expect(failure.expected == "text \"ab\"")
    #expect(failure.actual == "text \"a\\tb\\u{200B}\"")
  }

  @Test func secureTextFailuresShowOnlyLengths() throws {
    let failure = try replayFailure(
      screen + "scenario \"s\"\n  type password \"hunter22\"\n  expect password text \"hunter23\"\n"
    )
    #expect(failure.expected == "text \"••••••••\"")
    #expect(failure.actual.hasPrefix("text \"••••••••\" (a secure field"))
    #expect(failure.step == "expect password text \"••••••••\"")
    for text in [failure.step, failure.expected, failure.actual, failure.screen] {
      #expect(!text.contains("hunter"))
    }
  }

  @Test func countFailures() throws {
    let refused = try replayFailure(screen + "scenario \"s\"\n  expect email refused 1\n")
    #expect(refused.expected == "refused 1")
    #expect(refused.actual == "refused 0")
    let taps = try replayFailure(screen + "scenario \"s\"\n  expect go taps 1\n")
    #expect(taps.expected == "taps 1")
    #expect(taps.actual == "taps 0")
  }

  @Test func switchAndFocusFailures() throws {
    let on = try replayFailure(screen + "scenario \"s\"\n  expect terms on\n")
    #expect(on.expected == "on")
    #expect(on.actual == "off")
    let focus = try replayFailure(screen + "scenario \"s\"\n  focus email\n  expect focus none\n")
    #expect(focus.expected == "focus none")
    #expect(focus.actual == "focus email")
    let named = try replayFailure(screen + "scenario \"s\"\n  expect focus email\n")
    #expect(named.actual == "focus none")
  }

  @Test func theFailureCarriesItsPlaceAndTheScreen() throws {
    let failure = try replayFailure(
      screen + "scenario \"s\"\n  type email \"ann\"\n  expect go enabled # why?\n")
    #expect(failure.position == SourcePosition(file: "t.scenario", line: 12, column: 3))
    #expect(failure.step == "expect go enabled # why?")
    let lines = failure.screen.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(
      lines[0].split(separator: " ", omittingEmptySubsequences: true) == [
        "email", "field", "\"ann\"", "cursor", "3", "invalid", "error", "\"Not", "an", "email.\"",
        "enabled", "focused",
      ])
    #expect(lines[0].hasSuffix("focused"))
    #expect(lines[4].hasPrefix("form      manager"))
  }
}

@Suite("Hostile files")
struct HostileFileTests {
  @Test func managersNestedTenThousandDeepReplayAndExplainWithoutCrashing() throws {
    var lines = ["field a", "  required"]
    for index in 0..<10_000 {
      lines.append("manager m\(index) verifies \(index == 9_999 ? "a" : "m\(index + 1)") manages")
    }
    lines += [
      "button go", "manager top verifies m0 manages go", "scenario \"deep\"",
      "  expect go enabled", "scenario \"typed\"", "  type a \"x\"", "  expect go enabled",
    ]
    let file = CheckedFile(text: lines.joined(separator: "\n"), path: "deep.scenario")
    #expect(file.diagnostics.isEmpty)
    let results = file.replayAll()
    #expect(results.map(\.passed) == [false, true])
    let explanation = try #require(results.first?.failure?.explanation)
    #expect(explanation.hasPrefix("go is disabled because manager top is invalid: (manager m0"))
  }

  @Test func aHundredThousandControlsUnderOneManager() throws {
    var lines = ["button go"]
    for index in 0..<100_000 { lines.append("field f\(index)\n  required") }
    lines.append(
      "manager m verifies " + (0..<100_000).map { "f\($0)" }.joined(separator: " ") + " manages go")
    lines += ["scenario \"many\"", "  expect go disabled", "  type f5 \"x\"", "  expect f5 valid"]
    let file = CheckedFile(text: lines.joined(separator: "\n"), path: "many.scenario")
    #expect(file.diagnostics.isEmpty)
    #expect(file.replayAll().map(\.passed) == [true])
  }

  @Test func nulBytesAreALocatedError() {
    let file = CheckedFile(
      source: SourceFile(
        path: "n.scenario", bytes: Array("field a\u{0}b\nscenario \"s\"\n  tab\n".utf8)))
    #expect(file.diagnostics.map(\.position.line) == [1])
    #expect(
      file.diagnostics.first?.message
        == "expected a field name such as 'email', found 'a\\u{0}b'")
  }

  @Test func aLineOfAMegabyteIsTypedWhole() throws {
    let text = String(repeating: "x", count: 1_000_000)
    let file = CheckedFile(
      text: "field a\nscenario \"long\"\n  paste a \"\(text)\"\n  expect a valid\n",
      path: "long.scenario")
    #expect(file.diagnostics.isEmpty)
    let result = try #require(file.replayAll().first)
    #expect(result.passed)
  }

  @Test func aHundredThousandStepsReplay() throws {
    let steps = String(repeating: "  type a \"x\"\n  backspace a\n", count: 50_000)
    let file = CheckedFile(
      text: "field a\nscenario \"steps\"\n" + steps + "  expect a text \"\"\n",
      path: "steps.scenario")
    let result = try #require(file.replayAll().first)
    #expect(result.passed)
    #expect(result.stepsRun == 100_001)
  }

  @Test func anUnterminatedStringOnAHugeLineIsALocatedError() {
    let file = CheckedFile(
      text: "field a\nscenario \"s\"\n  type a \"" + String(repeating: "é", count: 200_000) + "\n",
      path: "open.scenario")
    #expect(file.diagnostics.map { "\($0.position.line):\($0.position.column)" } == ["3:10"])
  }

  @Test func aChainOfTenThousandManagersThroughFieldsReplays() throws {
    var lines: [String] = []
    for index in 0...10_000 { lines.append("field f\(index)\n  required") }
    for index in 0..<10_000 {
      lines.append("manager m\(index) verifies f\(index) manages f\(index + 1)")
    }
    lines += [
      "scenario \"chain\"", "  expect f10000 enabled", "  type f0 \"x\"", "  expect f1 enabled",
      "  expect f10000 disabled",
    ]
    let file = CheckedFile(text: lines.joined(separator: "\n"), path: "chain.scenario")
    #expect(file.diagnostics.isEmpty)
    #expect(file.replayAll().map(\.passed) == [true])
  }
}
