import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

/// Mistakes that used to read as another: each message says what is wrong where it is, and
/// what to write instead, without a second error that follows from the first.
@Suite("Messages that name the mistake")
struct MistakeMessagesTests {
  @Test func loadOfAGroupsNumberSaysRows() {
    assertFormatDiagnostics(
      """
      group g from 1 to 3 rows 1
        field v
      end
      scenario "s"
        load 1️⃣g 2
      """,
      ["1️⃣": "'g' is a group, whose rows 'load' counts with the word 'rows'; write 'load g rows 2'"]
    )
  }

  @Test func aBackgroundInsideAGroupSaysSo() {
    assertFormatDiagnostics(
      """
      field name
      group g rows 1
        field x
        1️⃣background
      end
      scenario "s"
        type name "b"
      """,
      [
        "1️⃣": "'background' cannot be declared inside group 'g' (a row holds fields, switches, "
          + "pickers, steppers, dates and managers); close the group with 'end' first"
      ])
  }

  @Test func aBackgroundStepThatDoesNotReadIsTheOnlyError() {
    assertFormatDiagnostics(
      """
      field name
      background
        load name 1️⃣"unterminated
      scenario "s"
        type name "b"
      """,
      ["1️⃣": "missing closing quote '\"' of a string"])
  }

  @Test func carriageReturnsAloneAreSaidOnce() {
    assertFormatDiagnostics(
      "field name1️⃣\rscenario \"s\"\r  type name \"a\"\n",
      ["1️⃣": "a carriage return alone ends no line; save the file with line feeds (LF, or CRLF)"])
  }

  @Test func rowNumbersThatAreNoRowsSayWhatTheyAre() {
    assertFormatDiagnostics(
      """
      group g from 1 to 3 rows 1
        field v
      end
      field x
      never 1️⃣x[*].y empty
      never g[2️⃣*] rows at-least 2
      scenario "s"
        type g[3️⃣99999999999999999999].v "a"
        type g[4️⃣0].v "a"
        remove g 5️⃣0
      """,
      [
        "1️⃣": "'x' is a field; 'x[*].y' takes a group",
        "2️⃣": "'g[*]' names no control; write 'g' for the group as a whole, or 'g[*].NAME' for a "
          + "control of every row in a 'never' line",
        "3️⃣": "row 99999999999999999999 is too large to be a row; write a row such as 'g[1]'",
        "4️⃣": "rows are numbered from 1, not '0'; write a row number such as 'g[1]'",
        "5️⃣": "rows are numbered from 1, not '0'; write a row number such as '1'",
      ])
  }

  /// A value an examples row gives is reported at its placeholder, with a note at the row.
  @Test func aRowsValueIsReportedAtItsPlaceholderWithItsRow() {
    let file = CheckedFile(
      text: """
        stepper n to 5
        scenario "load <n>"
          load n <n>
        examples
          | n  |
          | 3  |
          | 9  |
        """, path: "x.scenario")
    #expect(
      file.diagnostics.map { diagnostic in
        ["\(diagnostic.position): \(diagnostic.message)"]
          + diagnostic.notes.map { "\($0.position): \($0.message)" }
      } == [
        [
          "x.scenario:3:10: expected a number from 0 to 5 for 'n', found '9'",
          "x.scenario:7:5: in the example of this row",
        ]
      ])
  }
}
