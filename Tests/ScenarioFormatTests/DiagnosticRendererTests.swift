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

  @Test func aLineThatDoesNotLexIsMaskedWholeWhereTheFileMayHoldASecret() {
    let secure = CheckedFile(
      text: "field p secure\nscenario \"s\"\n  type p \"hunter2\\q\"\n", path: "t.scenario")
    #expect(secure.renderedDiagnostics.first?.contains("hunter2") == false)
    // A misspelt declaration still names the word: the file may hold a secret.
    let misspelt = CheckedFile(
      text: "feild p secure\nscenario \"s\"\n  type p \"hunter2\\q\"\n", path: "t.scenario")
    #expect(!misspelt.renderedDiagnostics.joined().contains("hunter2"))
    // A file with no secure field shows the line as written, to find the mistake in.
    let plain = CheckedFile(
      text: "field p\nscenario \"s\"\n  type p \"ann\\q\"\n", path: "t.scenario")
    #expect(plain.printableLine(3) == #"  type p "ann\q""#)
  }

  @Test func aControlCharacterShowsAsItsPicture() {
    let file = CheckedFile(text: "\u{0}field p\nscenario \"s\"\n  blur\n", path: "n.scenario")
    #expect(
      file.renderedDiagnostics.first
        == "n.scenario:1:1: error: unknown keyword '␀field'; did you mean 'field'?\n  ␀field p\n  ^"
    )
  }
}
