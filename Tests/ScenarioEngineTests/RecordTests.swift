import Foundation
import Testing

@testable import ScenarioEngine
@testable import ScenarioFormat

/// Records a file's text and returns the text recorded, with the recording.
private func record(_ text: String) -> (text: String, recording: Recording) {
  let file = CheckedFile(text: text, path: "record.scenario")
  let recording = file.record()
  return (String(decoding: recording.apply(to: Array(text.utf8)), as: UTF8.self), recording)
}

private let screen = """
  field email errors on-change
    required "Enter your email."
    email "Not an email."
  field pin secure allow digit
    min-length 4 "Four digits."
  switch terms
  button go
  manager form verifies email pin manages go

  """

@Suite("Record mode")
struct RecordTests {
  @Test func aSwitchsAndAButtonsRefusalsAreRecorded() {
    let (text, _) = record(
      """
      field code
        required
      switch terms
      button go
      manager form verifies code manages terms go
      scenario "s"
        toggle terms
        tap go
        tap go
        expect terms refused ?
        expect go refused ?
      """)
    #expect(text.hasSuffix("  expect terms refused 1\n  expect go refused 2"), "\(text)")
  }

  /// The file's `background` runs before each scenario it records, as a replay runs it: what
  /// is recorded is what the replay will check.
  @Test func aRecordingStartsAfterTheBackgroundAsAReplayDoes() {
    let file = """
      field name
        required "Enter a name."
      button save
      manager form verifies name manages save needs-change
      background
        load name "Ann"
      scenario "an edit"
        type name " Lee"
        expect name ?
        expect form ?
      """
    let (text, recording) = record(file)
    #expect(recording.failures.isEmpty)
    // The whole file, each placeholder in its place replaced by what the screen shows.
    #expect(
      text
        == file.replacingOccurrences(
          of: "  expect name ?\n  expect form ?",
          with: """
              expect name text "Ann Lee"
              expect name valid
              expect name no-error
              expect name enabled
              expect form valid
            """))
    let again = CheckedFile(text: text, path: "again.scenario").replayAll()
    #expect(again.count == 1 && again.allSatisfy(\.passed))
  }

  @Test func aFailingExpectationBecomesWhatTheScreenShowedKeepingLayoutAndComment() {
    let (text, recording) = record(
      screen + """
        scenario "s"
          type email "ann"
        \texpect email error "Wrong."   # the message "matters"
          expect go enabled
          expect email text "ann"
        """)
    #expect(
      text == screen + """
        scenario "s"
          type email "ann"
        \texpect email error "Not an email."   # the message "matters"
          expect go disabled
          expect email text "ann"
        """)
    #expect(recording.changes.map(\.line) == [11, 12])
    #expect(recording.refusals.isEmpty && recording.failures.isEmpty)
    #expect(
      recording.diff == """
        --- record.scenario
        +++ record.scenario (recorded)
        @@ -11 +11 @@
        -\texpect email error "Wrong."   # the message "matters"
        +\texpect email error "Not an email."   # the message "matters"
        @@ -12 +12 @@
        -  expect go enabled
        +  expect go disabled

        """)
  }

  @Test func everyPredicateRecordsItsOwnKindOfValue() {
    let (text, _) = record(
      screen + """
        scenario "s"
          type pin "12a"
          tap go
          expect email error "x"
          expect email errors "x"
          expect email valid
          expect pin refused 0
          expect go taps 0
          expect go requests 3
          expect terms on
          expect focus email
          expect email text "x"
        """)
    #expect(
      text.hasSuffix(
        """
          expect email no-error
          expect email errors "Enter your email." "Not an email."
          expect email invalid
          expect pin refused 1
          expect go taps 0
          expect go requests 0
          expect terms off
          expect focus pin
          expect email text ""
        """))
  }

  @Test func placeholdersExpandIntoTheLinesTheyStandFor() {
    let (text, recording) = record(
      screen + """
        scenario "s"
          expect ?
          type email "ann@example.com"  # typed
          expect ?  # what typing changed
          expect go ?
          expect email ?
          expect pin ?
          expect email text ?
          expect email error ?
          expect focus ?
          expect form ?
        """)
    #expect(
      text == screen + """
        scenario "s"
          expect email text ""
          expect email invalid
          expect email no-error
          expect email enabled
          expect pin valid
          expect pin no-error
          expect pin enabled
          expect terms off
          expect terms valid
          expect terms no-error
          expect terms enabled
          expect go disabled
          expect form invalid
          expect focus none
          type email "ann@example.com"  # typed
          expect email text "ann@example.com"  # what typing changed
          expect email valid
          expect go enabled
          expect form valid
          expect focus email
          expect go enabled
          expect email text "ann@example.com"
          expect email valid
          expect email no-error
          expect email enabled
          expect pin valid
          expect pin no-error
          expect pin enabled
          expect email text "ann@example.com"
          expect email no-error
          expect focus email
          expect form valid
        """)
    #expect(recording.changes.count == 9)
    // The recorded file passes.
    let replayed = CheckedFile(text: text, path: "record.scenario").replayAll()
    #expect(replayed.allSatisfy { $0.passed })
  }

  @Test func aSecureFieldsTextIsNeverWritten() {
    let (text, recording) = record(
      screen + """
        scenario "s"
          type pin "1234"
          expect pin text "9999"
          expect ?
          expect pin text ?
        """)
    #expect(text.components(separatedBy: "1234").count == 2, "only the typing step has it")
    #expect(text.contains("  expect pin text \"9999\"\n  expect focus pin\n  expect pin text ?"))
    #expect(
      recording.refusals.map(\.reason) == [
        "the text of the secure field 'pin' is never recorded",
        "the text of the secure field 'pin' is never recorded",
      ])
    #expect(recording.refusals.map(\.position.line) == [11, 13])
  }

  @Test func aStepThatChangedNothingIsSaid() {
    let (_, recording) = record(screen + "scenario \"s\"\n  blur\n  expect ?\n")
    #expect(recording.changes.isEmpty)
    #expect(recording.refusals.map(\.reason) == ["the step before changed nothing on the screen"])
  }

  @Test func anExamplesLineIsRecordedOnlyWhenEveryRowShowsTheSame() {
    let (text, recording) = record(
      screen + """
        scenario "<digits>"
          paste pin "<digits>"
          expect pin ?
          expect go <state>
          expect email ?
          examples
            | digits | state    |
            | 12     | disabled |
            | 1234   | enabled  |
        """)
    #expect(text.contains("  expect pin ?\n"), "the rows differ")
    #expect(text.contains("  expect go <state>\n"), "a column is not rewritten")
    #expect(text.contains("  expect email text \"\"\n  expect email invalid\n"))
    #expect(
      recording.refusals.map(\.reason) == [
        "the rows of the examples table show different things here",
        "an expectation with a column of the examples table is not recorded; write each row's value in the table",
      ])
  }

  @Test func aFailingStepStopsTheScenarioAndIsReported() {
    let (text, recording) = record(
      screen + "scenario \"s\"\n  expect go ?\n  answer go valid\n  expect go ?\n")
    #expect(text.hasSuffix("  expect go disabled\n  answer go valid\n  expect go ?\n"))
    #expect(recording.failures.map(\.position.line) == [11])
  }

  @Test func lineEndingsAndAByteOrderMarkAreKept() {
    let original = "\u{FEFF}field a\r\nscenario \"s\"\r\n  expect a ?\r\n  clear a\r\n"
    let (text, _) = record(original)
    #expect(
      text
        == "\u{FEFF}field a\r\nscenario \"s\"\r\n  expect a text \"\"\r\n  expect a valid\r\n  expect a no-error\r\n  expect a enabled\r\n  clear a\r\n"
    )
  }

  @Test func aPlaceholderFailsAReplayAndSaysHowToFillItIn() throws {
    let file = CheckedFile(
      text: screen + "scenario \"s\"\n  expect go ?\n  expect ?\n", path: "p.scenario")
    #expect(file.diagnostics.isEmpty)
    let failure = try #require(file.replayAll().first?.failure)
    #expect(failure.expected == "an expectation in place of the placeholder")
    #expect(failure.actual == "a placeholder; the screen shows: expect go disabled")
    #expect(
      failure.explanation
        == "run with --record to write what the screen shows into the file")
    let changes = try #require(
      CheckedFile(text: screen + "scenario \"s\"\n  expect ?\n", path: "p.scenario").replayAll()
        .first?
        .failure)
    #expect(changes.actual == "a placeholder (for what the step before changed)")
  }

  @Test func placeholdersParseOnlyWhereAValueGoes() {
    let file = CheckedFile(
      text: screen + """
        scenario "s"
          expect go enabled ?
          expect terms on ?
          expect ? go
          expect emial ?
          expect go text ?
        """, path: "p.scenario")
    #expect(
      file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
        "10:21: expected the end of the line, found '?'",
        "11:19: expected the end of the line, found '?'",
        "12:12: expected the end of the line, found 'go'",
        "13:10: unknown field, switch, button or manager 'emial'; did you mean 'email'?",
        "14:10: 'go' is a button; 'text' takes a field",
      ])
  }
}
