import ScenarioEngine
import ScenarioFormat
import Testing

@Suite("Diagnostic rendering")
struct DiagnosticRendererTests {
  @Test func theCaretKeepsTheLinesTabs() {
    let file = CheckedFile(text: "field a\nscenario \"s\"\n\ttap\ta\n", path: "t.scenario")
    #expect(
      file.renderedDiagnostics == [
        """
        t.scenario:3:6: error: 'a' is a field; 'tap' takes a button
          \ttap\ta
          \t   \t^
        t.scenario:1:7: note: declared here
          field a
                ^
        """
      ])
  }

  @Test func aSecureFieldsTextIsMaskedInQuotedLines() {
    let file = CheckedFile(
      text: "field p secure\nscenario \"s\"\n  type p \"hunter2\" x\n", path: "t.scenario")
    #expect(
      file.renderedDiagnostics == [
        """
        t.scenario:3:20: error: expected the end of the line, found 'x'
            type p "•••••••" x
                             ^
        """
      ])
  }

  @Test func aPlainFieldsTextIsQuotedAsWritten() {
    let file = CheckedFile(
      text: "field p\nscenario \"s\"\n  type p \"ann\" x\n", path: "t.scenario")
    #expect(file.renderedDiagnostics.first?.contains("type p \"ann\" x") == true)
  }

  @Test func aLineThatDoesNotLexIsMaskedWhole() {
    let file = CheckedFile(
      text: "field p\nscenario \"s\"\n  type p \"hunter2\\q\"\n", path: "t.scenario")
    #expect(file.renderedDiagnostics.first?.contains("hunter2") == false)
  }
}
