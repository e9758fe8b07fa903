import Testing

@testable import ScenarioFormat

/// The AST's outline: where each scenario, its steps and its examples table stand as written,
/// which the language server and the redaction of secrets read instead of scanning lines.
@Suite("Outline")
struct OutlineTests {
  private func outline(_ text: String) -> [ScenarioOutline] {
    Parser.parse(SourceFile(path: "o.scenario", text: text)).0.outline
  }

  @Test func eachScenarioSpansItsStepsAndTableWithoutTrailingCommentsOrBlanks() throws {
    let found = outline(
      """
      field name
      scenario "first"
        type name "a"
        # a comment

      scenario "with rows"
        type name "<value>"
        expect name text "<value>"
        examples
          | case | value |
          | one  | x     |
          | two  | y     |
        # trailing comment
      """)
    #expect(found.map(\.line) == [2, 6])
    #expect(found.map(\.lastLine) == [3, 12])
    #expect(found[0].stepLines == [3])
    #expect(found[0].examples == nil)
    #expect(found[1].stepLines == [7, 8])
    let table = try #require(found[1].examples)
    #expect(table.line == 9)
    #expect(table.columns.map(\.name) == ["case", "value"])
    #expect(table.columns.map(\.column) == [7, 14])
    #expect(table.rowLines == [11, 12])
  }

  @Test func aScenarioLineWithErrorsStillOpensAnEntry() {
    let found = outline(
      """
      field name
      scenario "unterminated
        type name "a"
      scenario
        tab
      """)
    #expect(found.map(\.line) == [2, 4])
    #expect(found.map(\.lastLine) == [3, 5])
  }

  @Test func aFileWithoutScenariosHasNoOutline() {
    #expect(outline("field name\n# nothing else\n").isEmpty)
    #expect(outline("").isEmpty)
  }
}
