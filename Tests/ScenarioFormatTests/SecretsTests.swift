import ControlModel
import ScenarioEngine
import ScenarioFormat
import Testing

/// Which texts of a file are secret, decided on the parsed file, and how its lines print.
@Suite("Secrets of a file")
struct SecretsTests {
  private let text = """
    field user
    field pin secure
    scenario "s"
      type user "ann"  # plain
      type pin "4321"  # the pin is 4321
      paste pin "9876"
      expect pin text "4321"
      answer pin "4321" invalid "Wrong."
      answer user "ann" valid
      type pni "1111"
      type pin "12" extra
      type user "ok" extra
      tap pin
    """

  @Test func aStepsTextIsSecretWhenItsFieldIsNotAPlainOne() throws {
    let file = CheckedFile(text: text, path: "s.scenario")
    let secrets = file.secrets
    let steps = try #require(file.scenarios.first?.steps)
    #expect(
      steps.map { secrets.secretText(of: $0.action) } == [
        nil, "4321", "9876", "4321", "4321", nil, "1111", nil,
      ])
    #expect(secrets.printable(steps[1].action) == #"type pin "••••""#)
    #expect(secrets.printable(steps[4].action) == #"answer pin "••••" invalid "Wrong.""#)
    #expect(secrets.printable(steps[0].action) == #"type user "ann""#)
  }

  @Test func printedLinesMaskSecretStringsInPlaceAndDropTheirComments() {
    let file = CheckedFile(text: text, path: "s.scenario")
    #expect(file.printableLine(4) == #"  type user "ann"  # plain"#)
    #expect(file.printableLine(5) == #"  type pin "••••""#)
    #expect(file.printableLine(7) == #"  expect pin text "••••""#)
    #expect(file.printableLine(8) == #"  answer pin "••••" invalid "Wrong.""#)
    // An unknown name may be a secure field's misspelling.
    #expect(file.printableLine(10) == #"  type pni "••••""#)
    // A line that did not parse is judged by the name after its keyword.
    #expect(file.printableLine(11) == #"  type pin "••" extra"#)
    #expect(file.printableLine(12) == #"  type user "ok" extra"#)
    #expect(file.printableLine(13) == "  tap pin")
    for line in 1...13 {
      #expect(file.printableLine(line)?.contains("4321") == false)
    }
  }

  /// A misspelt keyword (a step's or a declaration's) says nothing of what its strings are:
  /// they are judged by the name after it, as a line that did not parse is.
  @Test func aLineOfAMisspeltKeywordMasksTheTextOfASecureField() {
    let file = CheckedFile(
      text: """
        field pin secure
        field user
        feild pw secure text "hunter2"
        scenario "s"
          pste pin "9876"
          tpye user "ann"
          tpye nobody "1111"
        """, path: "m.scenario")
    #expect(file.printableLine(3) == #"feild pw secure text "•••••••""#)
    #expect(file.printableLine(5) == #"  pste pin "••••""#)
    #expect(file.printableLine(6) == #"  tpye user "ann""#)
    #expect(file.printableLine(7) == #"  tpye nobody "••••""#)
    let rendered = file.renderedDiagnostics.joined(separator: "\n")
    #expect(!rendered.contains("hunter2") && !rendered.contains("9876"), "\(rendered)")
  }

  @Test func aLineThatDoesNotLexKeepsOnlyItsFirstWord() {
    let file = CheckedFile(
      text: "field p secure\nscenario \"s\"\n  type p \"hunter2\n", path: "u.scenario")
    #expect(file.printableLine(3) == "  type ••••••••••")
    // A line of one word that does not lex keeps its word, and nothing traps.
    let word = CheckedFile(text: "field p\nscenario \"s\"\n ked.\"\n", path: "w.scenario")
    #expect(word.printableLine(3) == #" ked.""#)
  }

  @Test func cellsThatGoIntoASecretAreMaskedInEveryRowAndTitle() {
    let file = CheckedFile(
      text: """
        field pin secure
        field user
        scenario "rows"
          type user "<user>"
          type pin "<pin>"
          examples
            | case | user | pin  |
            | one  | ann  | 1234 |
            | two  | bob  | 5678 |
        """, path: "t.scenario")
    #expect(file.printableLine(7) == "    | case | user | pin  |")
    #expect(file.printableLine(8) == "    | one  | ann  | •••• |")
    #expect(file.printableLine(9) == "    | two  | bob  | •••• |")
    #expect(file.scenarios.map(\.title) == ["rows [one]", "rows [two]"])
    #expect(
      file.scenarios.map { $0.steps.map { file.printableText(of: $0) } } == [
        [#"type user "ann""#, #"type pin "••••""#], [#"type user "bob""#, #"type pin "••••""#],
      ])
  }

  @Test func aRowsValueThatBringsItsOwnQuotesIsMaskedToo() {
    let file = CheckedFile(
      text: """
        field pin secure
        field note
        scenario "rows"
          type pin <pin>
          type note "<note>"
          expect note errors <errors>
          examples
            | case | pin    | note | errors |
            | one  | "1234" | hi   |        |
        """, path: "q.scenario")
    #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    #expect(file.printableLine(9) == #"    | one  | •••••• | hi   |        |"#)
    #expect(file.scenarios.first?.steps.first.map(file.printableText(of:)) == #"type pin "••••""#)
  }

  @Test func aSecureFieldsStartingTextIsMaskedOnItsLineWhetherOrNotItParses() {
    let file = CheckedFile(
      text: """
        field pw secure text "hunter2"
        field pin secure text "hunter3" bogus
        field note text "plain"
        scenario "s"
          toggle pw
        """, path: "d.scenario")
    #expect(file.printableLine(1) == #"field pw secure text "•••••••""#)
    #expect(file.printableLine(2) == #"field pin secure text "•••••••" bogus"#)
    #expect(file.printableLine(3) == #"field note text "plain""#)
    // The wrong kind's error quotes the declaration in a note, masked as well.
    let rendered = file.renderedDiagnostics.joined(separator: "\n")
    #expect(rendered.contains("declared here") && rendered.contains(#"text "•••••••""#))
    #expect(!rendered.contains("hunter"), "\(rendered)")
  }

  @Test func aCaseNameThatGoesIntoASecretIsMaskedAndNoMessageNamesIt() {
    let file = CheckedFile(
      text: """
        field pw secure
        scenario "password <p>"
          type pw "<p>"
          examples
            | p       |
            | hunter2 |
            | hunter2 |
        """, path: "c.scenario")
    #expect(file.printableLine(6) == "    | ••••••• |")
    #expect(file.printableLine(7) == "    | ••••••• |")
    let rendered = file.renderedDiagnostics.joined(separator: "\n")
    #expect(
      rendered.hasPrefix(
        "c.scenario:7:7: error: line 6 has this case name already; the first cell names each "
          + "case, once"))
    #expect(!rendered.contains("hunter"), "\(rendered)")
  }

  @Test func aRowOfTheWrongWidthIsMaskedWhereItsColumnsGoIntoASecret() {
    let file = CheckedFile(
      text: """
        field pw secure
        scenario "password <case>"
          type pw "<p>"
          examples
            | case | p       |
            | one  | hunter2 | extra |
        """, path: "w.scenario")
    #expect(!file.diagnostics.isEmpty)
    #expect(file.printableLine(6) == "    | one  | ••••••• | extra |")
    #expect(!file.renderedDiagnostics.joined().contains("hunter"))
  }

  /// A field that an `equals` ties to a secure field holds its text when it passes: the
  /// explorer and mutation testing type the secure field's text into it.
  @Test func aFieldTiedToASecureOneByEqualsIsSecretToo() {
    let file = CheckedFile(
      text: """
        field pw secure
        field confirm
          equals pw
        field note
        scenario "s"
          paste confirm "hunter2"
          paste note "plain"
        """, path: "e.scenario")
    #expect(file.printableLine(6) == #"  paste confirm "•••••••""#)
    #expect(file.printableLine(7) == #"  paste note "plain""#)
    let steps = file.scenarios.first?.steps ?? []
    #expect(
      steps.map(file.printableText(of:)) == [#"paste confirm "•••••••""#, #"paste note "plain""#])
  }

  /// A line on a secure field that does not parse, or that the checker refuses, shows none of
  /// its text, and no message quotes it.
  @Test func noMessageQuotesWhatItsLineMasks() {
    let file = CheckedFile(
      text: """
        field pw secure
        field other
          required when pw is "hunter5"
        button go
        never go enabled while pw is "hunter6"
        never pw filled "hunter7"
        scenario "s"
          type pw hunter1
          expect pw text "hunter2" "hunter3"
          select pw "hunter4"
        """, path: "q.scenario")
    let printed = (1...10).compactMap(file.printableLine).joined(separator: "\n")
    let messages = file.diagnostics.map(\.message).joined(separator: "\n")
    let rendered = file.renderedDiagnostics.joined(separator: "\n")
    for output in [printed, messages, rendered] {
      #expect(!output.contains("hunter"), "\(output)")
    }
    #expect(file.printableLine(8) == "  type pw •••••••")
    #expect(messages.contains("expected the text to type in quotes, found '•••••••'"))
    #expect(file.printableLine(3) == #"  required when pw is "•••••••""#)
  }
}
