import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

@Suite("Examples tables")
struct ExamplesTests {
  @Test func everyRowRunsAsANamedScenarioWithItsValues() throws {
    let file = CheckedFile(
      text: """
        field phone allow digit
          min-length 10 "Too short."
        scenario "phone <phone> is <state>"
          paste phone "<phone>"
          expect phone <state>
          examples
            | case  | phone      | state   |
            | short | 0612       | invalid |
            | full  | 0612345678 | valid   |
        """, path: "t.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    #expect(
      file.scenarios.map(\.title) == [
        "phone 0612 is invalid [short]", "phone 0612345678 is valid [full]",
      ])
    #expect(file.scenarios.map(\.example) == ["short", "full"])
    #expect(
      file.scenarios.map(\.id) == [
        "t.scenario::phone 0612 is invalid [short]", "t.scenario::phone 0612345678 is valid [full]",
      ])
    #expect(file.replayAll().allSatisfy { $0.passed })
    #expect(file.scenarios.first?.steps.first?.position.line == 4)
  }

  @Test func aFileWithoutExamplesKeepsPlaceholdersAsText() throws {
    let file = CheckedFile(
      text: "field a\nscenario \"<x>\"\n  type a \"<b>\"\n  expect a text \"<b>\"\n",
      path: "t.scenario")
    #expect(file.diagnostics.isEmpty)
    #expect(file.scenarios.map(\.title) == ["<x>"])
    #expect(try #require(file.replayAll().first).passed)
  }

  @Test func errorsOfTheTable() {
    assertDiagnostics(
      """
      field phone
      scenario "s <case>"
        paste phone "1️⃣<phnoe>"
        expect phone <state>
        examples
          | case | state | 2️⃣unused | 5️⃣phone |
          | a    | valid | x | 1 |
          | 3️⃣a    | valid | y | 1 |
          4️⃣| b    | valid |
      """,
      [
        "1️⃣": "unknown placeholder '<phnoe>'; the table has no such column; did you mean '<phone>'?",
        "2️⃣": "column 'unused' is used by no placeholder; write '<unused>' in a step or remove it",
        "3️⃣": "line 7 has this case name already; the first cell names each case, once",
        "4️⃣": "expected 4 cells, as many as the header has, found 2",
        "5️⃣": "column 'phone' is used by no placeholder; write '<phone>' in a step or remove it",
      ])
  }

  @Test func misplacedTablesAndSteps() {
    assertDiagnostics(
      """
      field phone
      1️⃣examples
      2️⃣| a |
      scenario "s"
        tab
        examples
          | case | x |
          | 3️⃣| 1 |
        4️⃣tab
        5️⃣examples
      scenario "t"
        tab
        6️⃣examples
      scenario "u"
        tab
        examples 7️⃣now
          | 8️⃣9 |
      """,
      [
        "1️⃣": "'examples' belongs at the end of a scenario, after its steps",
        "2️⃣": "a table row belongs under an 'examples' line",
        "3️⃣": "the first cell names the case and cannot be empty",
        "4️⃣": "steps come before the scenario's 'examples' table",
        "5️⃣": "the scenario already has an 'examples' table",
        "6️⃣": "'examples' needs a header row and at least one case, such as '| case | phone |'",
        "7️⃣": "expected the end of the line, found 'now'",
        "8️⃣": "expected a column name such as 'phone', found '9'",
      ])
  }

  @Test func anErrorInAnExampleNamesTheExampleAndIsReportedOnce() throws {
    let file = CheckedFile(
      text: """
        field phone
        scenario "s"
          expect phone <state>
          tap nothing
          examples
            | case | state   |
            | a    | valid   |
            | b    | invalidd |
        """, path: "t.scenario")
    let messages = file.diagnostics.map {
      "\($0.position.line):\($0.position.column): \($0.message)"
    }
    #expect(
      messages == [
        "3:16: unknown assertion 'invalidd'; did you mean 'invalid'?",
        "4:7: unknown button 'nothing'",
      ])
    #expect(file.diagnostics.first?.notes.map(\.message) == ["in the example of this row"])
  }
}
