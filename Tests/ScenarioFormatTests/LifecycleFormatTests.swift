import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

/// Starting values, code, dirty and reset in files: `set`, `load`, `reset`, `expect NAME dirty`
/// and the others, `needs-change`, `focus-invalid`, buttons that `resets`, and every error at
/// its place.
@Suite("Starting values, dirty and reset in files")
struct LifecycleFormatTests {
  private static let profile = """
    screen "Edit profile"
    field name errors on-change
      required "Enter your name."
    field pin secure
    switch newsletter
    picker language options "en" "de"
    stepper guests to 8
    date born from 1900-01-01 to 2026-11-25
    group phone from 0 to 3 rows 1
      field number
    end
    button save submits name language born focus-invalid busy 1s
    button discard resets
    button clearPhones resets phone
    manager form verifies name newsletter language guests born phone manages save needs-change
    never save enabled while form pristine

    scenario "every step and assertion"
      load name "Ann"
      load pin "1234"
      load newsletter on
      load language "de"
      load guests 2
      load born 1990-05-17
      set born none
      set language none
      expect form dirty
      reset form
      expect form pristine
      expect form untouched
      type phone[1].number "5"
      expect phone dirty
      expect phone untouched
      blur
      expect phone touched
      reset phone
      expect phone pristine
      set pin "9"
      expect pin dirty
      reset
      expect pin pristine
      expect pin value "1234"
    """

  @Test func everyStepAndAssertionParsesReplaysAndIsWrittenBack() throws {
    let file = CheckedFile(text: Self.profile, path: "profile.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let results = file.replayAll()
    #expect(results.allSatisfy { $0.passed }, "\(results.compactMap(\.failure))")
    let written = ScenarioWriter.text(of: file.file)
    #expect(written.contains("button save submits name language born busy 1s focus-invalid\n"))
    #expect(written.contains("button discard resets\n"))
    #expect(written.contains("button clearPhones resets phone\n"))
    #expect(written.contains("manages save needs-change\n"))
    #expect(written.contains("  set born none\n"))
    #expect(written.contains("  load guests 2\n"))
    #expect(written.contains("  reset form\n  expect form pristine\n  expect form untouched\n"))
    #expect(written.contains("  reset\n"))
    let again = CheckedFile(text: written, path: "profile.scenario")
    #expect(again.diagnostics.map(\.message) == [])
    #expect(ScenarioWriter.text(of: again.file) == written)
    #expect(Formatter.format(written) == written)
  }

  @Test func aSecureFieldsSetOrLoadedTextIsMasked() throws {
    let file = CheckedFile(text: Self.profile, path: "profile.scenario")
    let steps = try #require(file.scenarios.first?.steps)
    #expect(file.secrets.printable(steps[1].action) == #"load pin "••••""#)
    #expect(file.secrets.printable(steps[19].action) == #"set pin "•""#)
    #expect(file.secrets.printable(steps[0].action) == #"load name "Ann""#)
  }

  @Test func aValueTheControlCannotHoldIsAnErrorAtTheValue() {
    assertDiagnostics(
      """
      stepper guests to 8
      date born from 1900-01-01 to 2026-11-25
      picker language options "en" "de"
      switch newsletter
      button save
      field name
      scenario "s"
        set guests 1️⃣9
        load born 2️⃣1899-12-31
        set language 3️⃣"fr"
        set newsletter 4️⃣"yes"
        set 5️⃣save on
        load name 6️⃣on
        reset 7️⃣name
      """,
      [
        "1️⃣": "expected a number from 0 to 8 for 'guests', found '9'",
        "2️⃣": "expected a day from 1900-01-01 to 2026-11-25 for 'born', found '1899-12-31'",
        "3️⃣": "picker 'language' has no option \"fr\" (its options are \"en\" \"de\")",
        "4️⃣": "expected the value of switch 'newsletter': 'on' or 'off', found '\"yes\"'",
        "5️⃣": "'save' is a button; 'set' takes a field, a switch, a picker, a stepper or a date",
        "6️⃣": "expected the value of field 'name': a text in quotes, found 'on'",
        "7️⃣": "'name' is a field; 'reset' takes a manager",
      ])
  }

  @Test func aButtonThatResetsTakesNoBusyRowsOrFocusAtTheSecondOption() {
    assertDiagnostics(
      """
      field name
      group item from 0 to 3
        field title
      end
      button a resets 1️⃣busy 1s
      button b busy 1s 2️⃣resets
      button c adds item 3️⃣resets
      button d focus-invalid 4️⃣resets item
      button e resets 5️⃣focus-invalid
      button f focus-invalid 6️⃣focus-invalid
      button g resets 7️⃣resets
      manager m verifies name manages needs-change 8️⃣needs-change
      manager n verifies name manages needs-change 9️⃣a
      scenario "s"
        tab
      """,
      [
        "1️⃣": "a button that resets takes no 'busy'; declare another button for it",
        "2️⃣": "a button that resets takes no 'busy'; declare another button for it",
        "3️⃣": "a button that resets takes no 'adds'; declare another button for it",
        "4️⃣": "a button that resets takes no 'focus-invalid'; declare another button for it",
        "5️⃣": "a button that resets takes no 'focus-invalid'; declare another button for it",
        "6️⃣": "option 'focus-invalid' is given twice",
        "7️⃣": "option 'resets' is given twice",
        "8️⃣": "option 'needs-change' is given twice",
        "9️⃣": "expected the end of the line, found 'a'",
      ])
  }

  @Test func dirtyAndTouchedFitValueHoldersManagersAndGroupsNotButtons() {
    assertDiagnostics(
      """
      field name
      button save
      manager form verifies name manages save
      never 1️⃣save dirty
      scenario "s"
        expect name dirty
        expect form untouched
        expect 2️⃣save pristine
      """,
      [
        "1️⃣": "'save' is a button; 'dirty' takes a field, a switch or a manager",
        "2️⃣": "'save' is a button; 'pristine' takes a field, a switch or a manager",
      ])
  }

  @Test func aFailingLifecycleAssertionSaysWhatTheScreenHas() throws {
    let file = CheckedFile(
      text: """
        field name text "Ann"
        scenario "s"
          type name "e"
          expect name pristine
        scenario "t"
          focus name
          expect name touched
        """, path: "s.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let failures = file.replayAll().map(\.failure)
    #expect(failures[0]?.expected == "pristine")
    #expect(failures[0]?.actual == "dirty")
    #expect(failures[1]?.expected == "touched")
    #expect(failures[1]?.actual == "untouched")
  }

  @Test func focusInvalidInAFileMovesTheFocusToTheFirstInvalidField() {
    let file = CheckedFile(
      text: """
        field first errors on-submit
          required "Enter a first name."
        field last errors on-submit
          required "Enter a last name."
        button next submits last first focus-invalid
        scenario "s"
          type first "A"
          tap next
          expect focus last
          expect last error "Enter a last name."
          expect first touched
        """, path: "s.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let results = file.replayAll()
    #expect(results.allSatisfy { $0.passed }, "\(results.compactMap(\.failure))")
  }
}
