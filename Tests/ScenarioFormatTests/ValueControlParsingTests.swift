import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

/// Pickers, steppers and dates in files: their lines, rules, steps, assertions, conditions and
/// `shown when`, with every error at its place.
@Suite("Pickers, steppers and dates in files")
struct ValueControlParsingTests {
  private static let booking = """
    screen "Booking"
    date flight selected 2026-07-01
    picker country options "US" "DE" "CA" "IS"
      required "Choose a country."
    picker type options "Adult" "Child" "Infant" selected "Adult"
    date born to 2026-07-01
      required
      age-under 2 on flight "An infant is younger than 2 on the day of the flight." when type is "Infant"
    stepper bags to 3
      shown when type is-not "Infant"
      at-most 2 "Two bags at most."
    switch member
    field ffNumber text "LH"
      shown when member on
      required "Enter your number."
      pattern "[A-Z]{2}[0-9]{6}" "Two letters and six digits."
    button continue submits country born bags ffNumber busy 2s
    manager form verifies country born bags ffNumber manages continue
    never bags shown while type is "Infant"

    scenario "an infant's age and bags"
      expect country value none
      expect type value "Adult"
      expect bags value 0
      expect born value none
      expect flight value 2026-07-01
      expect ffNumber value "LH"
      expect ffNumber hidden
      select type "Infant"
      expect bags hidden
      increment bags
      expect bags refused 1
      pick born 2024-06-30
      expect born invalid
      expect born error "An infant is younger than 2 on the day of the flight."
      pick born 2024-07-02
      expect born valid
      pick born 2026-07-02
      expect born refused 1
      expect born value 2024-07-02
      select type "Adult"
      expect bags shown
      increment bags 3
      expect bags value 3
      expect bags error "Two bags at most."
      decrement bags
      expect bags valid
      select country "CA"
      expect continue enabled
      toggle member
      expect ffNumber shown
      expect continue disabled
      select country none
      expect country error "Choose a country."
    """

  @Test func aBookingReplaysEveryStepAndAssertion() {
    let file = CheckedFile(text: Self.booking, path: "booking.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let results = file.replayAll()
    #expect(results.count == 1)
    let failures = results.compactMap(\.failure)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func theWriterWritesWhatTheParserReads() {
    let file = CheckedFile(text: Self.booking, path: "booking.scenario")
    let written = ScenarioWriter.text(of: file.file)
    let again = CheckedFile(text: written, path: "again.scenario")
    #expect(again.diagnostics.map(\.message) == [])
    #expect(ScenarioWriter.text(of: again.file) == written)
    #expect(
      written.contains("picker type options \"Adult\" \"Child\" \"Infant\" selected \"Adult\""))
    #expect(written.contains("  shown when type is-not \"Infant\""))
    #expect(written.contains("stepper bags to 3"))
    #expect(written.contains("date flight selected 2026-07-01"))
    #expect(written.contains("field ffNumber text \"LH\""))
    #expect(written.contains("never bags shown while type is \"Infant\""))
    #expect(written.contains("  increment bags 3"))
    #expect(written.contains("  pick born 2024-06-30"))
    #expect(written.contains("  select country none"))
    #expect(written.contains("  expect flight value 2026-07-01"))
    #expect(againReplays(written))
  }

  private func againReplays(_ text: String) -> Bool {
    CheckedFile(text: text, path: "again.scenario").replayAll().allSatisfy(\.passed)
  }

  @Test func aFailingValueSaysWhatTheScreenShows() throws {
    let file = CheckedFile(
      text: """
        stepper bags to 3
        scenario "s"
          increment bags 2
          expect bags value 1
        """, path: "s.scenario")
    let failure = try #require(file.replayAll().first?.failure)
    #expect(failure.expected == "value 1")
    #expect(failure.actual == "value 2")
  }

  @Test func daysThatDoNotExistAreErrorsAtTheirPlace() {
    assertDiagnostics(
      """
      date a selected 1️⃣2023-02-29
      date b from 2️⃣2026-13-01
      date c to 3️⃣0000-01-01
      date d from 4️⃣10000-01-01
      date e selected 5️⃣2026-7-1
      scenario "s"
        pick a 6️⃣2026-02-31
      """,
      [
        "1️⃣": "February 2023 has 28 days",
        "2️⃣": "there is no month 13; months are 01 to 12",
        "3️⃣": "year 0 is outside 0001 to 9999",
        "4️⃣": "'10000-01-01' is not a day; write it YYYY-MM-DD, such as 2026-07-01",
        "5️⃣": "'2026-7-1' is not a day; write it YYYY-MM-DD, such as 2026-07-01",
        "6️⃣": "February 2026 has 28 days",
      ])
  }

  @Test func optionsAndBoundsAreCheckedAtTheirPlace() {
    assertDiagnostics(
      """
      picker 1️⃣a
      picker b options "x" 2️⃣"x"
      picker c options "Canada" "Germany" selected 3️⃣"UK"
      stepper d from 5 to 4️⃣3
      stepper e to 3 value 5️⃣4
      stepper f step 6️⃣0
      date g from 2026-07-01 to 7️⃣2026-06-30
      date h to 2026-07-01 selected 8️⃣2026-07-02
      scenario "s"
        select c 9️⃣"Canda"
      """,
      [
        "1️⃣": "a picker needs at least one option, such as 'options \"US\" \"DE\"'",
        "2️⃣": "option \"x\" is given twice; a picker's options are distinct",
        "3️⃣": "picker 'c' has no option \"UK\" (its options are \"Canada\" \"Germany\")",
        "4️⃣": "'from 5' comes after 'to 3'; 'from' is at most 'to'",
        "5️⃣": "'value 4' lies outside 0 to 3",
        "6️⃣": "'step' is at least 1",
        "7️⃣": "'from 2026-07-01' comes after 'to 2026-06-30'; 'from' is at most 'to'",
        "8️⃣": "'selected 2026-07-02' lies outside 'to 2026-07-01'",
        "9️⃣": "picker 'c' has no option \"Canda\" (its options are \"Canada\" \"Germany\"); "
          + "did you mean \"Canada\"?",
      ])
  }

  @Test func rulesAndConditionsThatDoNotFitAreErrorsAtTheirPlace() {
    assertDiagnostics(
      """
      picker country options "US" "IS"
        1️⃣min-length 3
      stepper bags
        2️⃣required
      date born
        age-under 2 on 3️⃣born
        after 4️⃣country
      field postcode
        required when country is 5️⃣"UK"
        required when 6️⃣bags is "x"
        shown when 7️⃣postcode empty
      switch member
        shown when country is "US"
        8️⃣shown when country is "IS"
      scenario "s"
        expect bags value 9️⃣"x"
      """,
      [
        "1️⃣": "picker 'country' cannot take 'min-length'; it takes 'required'",
        "2️⃣": "a stepper always has a value and cannot take 'required'; use 'at-least N'",
        "3️⃣": "a date rule of 'born' cannot compare with its own day; name another date",
        "4️⃣": "'country' is a picker; 'after' takes a date",
        "5️⃣": "picker 'country' has no option \"UK\" (its options are \"US\" \"IS\")",
        "6️⃣": "'bags' is a stepper; 'when … is' takes a picker",
        "7️⃣": "'postcode' cannot be shown when a condition on itself holds; name another control",
        "8️⃣": "'member' already has a 'shown when' line; write its conditions on one line "
          + "with 'and'",
        "9️⃣": "expected the value of stepper 'bags': a whole number such as '2', found '\"x\"'",
      ])
  }

  @Test func stepsOnTheWrongKindOfControlAreErrors() {
    assertDiagnostics(
      """
      picker country options "US"
      stepper bags
      date born
      field name
      scenario "s"
        type 1️⃣country "x"
        select 2️⃣bags "US"
        increment 3️⃣born
        pick 4️⃣name 2026-01-01
        increment bags 5️⃣0
        focus 6️⃣bags
      """,
      [
        "1️⃣": "'country' is a picker; 'type' takes a field",
        "2️⃣": "'bags' is a stepper; 'select' takes a picker",
        "3️⃣": "'born' is a date; 'increment' takes a stepper",
        "4️⃣": "'name' is a field; 'pick' takes a date",
        "5️⃣": "expected a number of presses of at least 1, found '0'",
        "6️⃣": "'bags' is a stepper; 'focus' takes a field",
      ])
  }

  @Test func aStartingTextTheFieldWouldNotKeepIsAnError() {
    assertDiagnostics(
      """
      field code allow digit text 1️⃣"12a"
      field short limit 2 text 2️⃣"abc"
      field loud normalize uppercased text 3️⃣"abc"
      field pin secure allow digit text 4️⃣"x1"
      scenario "s"
        blur
      """,
      [
        "1️⃣": "the field's filter, limit or normaliser would not leave \"12a\" as it is; "
          + "write a text it accepts",
        "2️⃣": "the field's filter, limit or normaliser would not leave \"abc\" as it is; "
          + "write a text it accepts",
        "3️⃣": "the field's filter, limit or normaliser would not leave \"abc\" as it is; "
          + "write a text it accepts",
        "4️⃣": "the field's filter, limit or normaliser would not leave \"••\" as it is; "
          + "write a text it accepts",
      ])
  }

  @Test func aStartingTextIsCheckedWithoutItsRemoteRule() throws {
    let file = CheckedFile(
      text: """
        field login text "ann"
          required
          remote taken "ann" after 1s "Taken."
        scenario "s"
          expect login valid
          expect login requests 0
          type login "a"
          expect login pending
          expect login requests 1
        """, path: "s.scenario")
    let results = file.replayAll()
    let failures = results.compactMap(\.failure)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aSecureFieldsValueIsMaskedInEveryPrintedStep() {
    let file = CheckedFile(
      text: """
        field pin secure
        scenario "s"
          type pin "1234"
          expect pin value "9999"
        """, path: "s.scenario")
    let failure = file.replayAll().first?.failure
    #expect(failure?.expected.contains("9999") == false)
    #expect(failure?.actual.contains("1234") == false)
    let printed = file.secrets.printable(file.file.scenarios[0].steps[1].action)
    #expect(printed == "expect pin value \"••••\"")
  }

  @Test func misplacedAndIncompleteLinesAreErrorsAtTheirPlace() {
    assertDiagnostics(
      """
      1️⃣shown when member on
      switch member
      date flight
      date born
        age-under 2 2️⃣flight
        age-at-least 18 on 3️⃣"2026-07-01"
      stepper bags from 4️⃣-x to 3
      stepper more from 0 to 3 5️⃣from 1
      picker country options "US" selected "US" 6️⃣selected "US"
      field note
        shown 7️⃣member on
      scenario "s"
        expect bags value 8️⃣none
        pick flight 9️⃣tomorrow
      """,
      [
        "1️⃣": "'shown when' has no control declared before it to apply to",
        "2️⃣": "expected 'on' and a day or the name of a date, found 'flight'",
        "3️⃣": "expected a day such as '2026-07-01' or the name of a date, found '\"2026-07-01\"'",
        "4️⃣": "expected a whole number such as '3' or '-2', found '-x'",
        "5️⃣": "option 'from' is given twice",
        "6️⃣": "option 'selected' is given twice",
        "7️⃣": "expected 'when' and the conditions under which the control is shown, found 'member'",
        "8️⃣": "expected the value of stepper 'bags': a whole number such as '2', found 'none'",
        "9️⃣": "expected a day such as '2026-07-01' or 'none', found 'tomorrow'",
      ])
  }

  @Test func invariantsTakeValueConditionsAndCheckThem() throws {
    let file = CheckedFile(
      text: """
        picker country options "US" "IS"
        field postcode
          shown when country is-not "IS"
        button save
        never save enabled while country is "IS" and postcode shown
        never postcode hidden while country is-not "IS"
        never save enabled while country is "UK"
        scenario "s"
          select country "IS"
        """, path: "s.scenario")
    #expect(
      file.diagnostics.map(\.message) == [
        "picker 'country' has no option \"UK\" (its options are \"US\" \"IS\")"
      ])
    let fixed = CheckedFile(
      text: """
        picker country options "US" "IS"
        field postcode
          shown when country is-not "US"
        button save
        never save enabled while country is "IS" and postcode shown
        scenario "s"
          select country "IS"
        """, path: "s.scenario")
    let failure = try #require(fixed.replayAll().first?.failure)
    #expect(failure.expected == "never save enabled while country is \"IS\" and postcode shown")
    #expect(failure.actual == "save is enabled while country is \"IS\" and postcode is shown")
  }

  @Test func theDrawingShowsValuesAndHiddenControls() throws {
    let screen = Screen(title: "Drawing")
    let country = screen.makePicker("country", options: ["US", "IS"], selection: "IS")
    let bags = screen.makeStepper("bags", range: 0...3, value: 2)
    let born = screen.makeDatePicker("born", selection: try CalendarDate(parsing: "2024-02-29"))
    let postcode = screen.makeTextField("postcode")
    postcode.show(when: [.isNot("country", "IS")])
    _ = (country, bags, born)
    #expect(
      screen.render().split(separator: "\n").map(String.init) == [
        "country   picker   \"IS\"                  valid  no error  enabled",
        "bags      stepper  2                     valid  no error  enabled",
        "born      date     2024-02-29            valid  no error  enabled",
        "postcode  field    \"\"          cursor 0  valid  no error  enabled  hidden",
      ])
  }
}
