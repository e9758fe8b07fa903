import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

/// The `background` block (version 2.1): steps every scenario runs at its start, once per
/// file, before the first scenario, with no assertion, `examples` or declaration.
@Suite("Backgrounds in files")
struct BackgroundFormatTests {
  static let signIn = """
    screen "Sign in"
    field email
    field pin secure
    switch remember

    background
      load email "ann@example.com"
      type pin "1234"
      toggle remember

    scenario "signs in"
      expect email text "ann@example.com"
    """

  @Test func aBackgroundHoldsItsStepsApartFromTheScenarios() throws {
    let (file, diagnostics) = formatFile(Self.signIn)
    #expect(diagnostics.map(\.message) == [])
    let background = try #require(file.background)
    #expect(background.position.line == 6)
    #expect(background.steps.map(\.position.line) == [7, 8, 9])
    #expect(
      background.steps.map { ScenarioWriter.line($0) } == [
        "load email \"ann@example.com\"", "type pin \"1234\"", "toggle remember",
      ])
    #expect(file.scenarios.map(\.steps.count) == [1])
  }

  @Test func theWriterWritesItBeforeTheScenarios() {
    let (file, _) = formatFile(Self.signIn)
    let written = ScenarioWriter.text(of: file)
    #expect(written == Self.signIn + "\n")
    #expect(ScenarioWriter.text(of: formatFile(written).file) == written)
  }

  @Test func theFormatterLaysItOutAsAScenario() {
    let messy = """
      field email
         background
      load email "a"
          today 2026-07-01
      scenario "s"
      expect email text "a"
      """
    #expect(
      Formatter.format(messy) == """
        field email

        background
          load email "a"
          today 2026-07-01

        scenario "s"
          expect email text "a"

        """)
  }

  @Test func aSecureFieldsTextInTheBackgroundIsMasked() {
    let file = CheckedFile(text: Self.signIn, path: "sign-in.scenario")
    #expect(file.printableLine(8) == "  type pin \"••••\"")
    #expect(file.printableLine(7) == "  load email \"ann@example.com\"")
  }

  @Test func aBackgroundComesOnceBeforeTheFirstScenarioAndHoldsStepsOnly() {
    assertFormatDiagnostics(
      """
      field email
      background
        type email "a"
        1️⃣expect email valid
        2️⃣field other
        3️⃣examples
      4️⃣background
      scenario "s"
        blur
      5️⃣background
        blur
      """,
      [
        "1️⃣": "a 'background' holds steps, not assertions; write the 'expect' in a scenario",
        "2️⃣": "'field' declares the screen, and a 'background' holds steps only; declare it "
          + "before 'background'",
        "3️⃣": "a 'background' takes no 'examples' table; write the table under a scenario",
        "4️⃣": "the file already has a 'background'; a file has one, whose steps run in every "
          + "scenario",
        "5️⃣": "'background' comes before the first scenario: its steps run at the start of "
          + "every scenario",
      ])
  }

  @Test func anEmptyBackgroundIsAnErrorAtItsKeyword() {
    assertFormatDiagnostics(
      """
      field email
      1️⃣background
      scenario "s"
        blur
      """,
      [
        "1️⃣": "'background' holds no steps; write under it the steps every scenario starts "
          + "with, or remove it"
      ])
  }

  @Test func aBackgroundsStepsAreCheckedAsAScenariosAre() {
    assertFormatDiagnostics(
      """
      field email
      background 1️⃣now
        type 2️⃣emial "a"
        3️⃣typo email "a"
      scenario "s"
        blur
      """,
      [
        "1️⃣": "expected the end of the line, found 'now'",
        "2️⃣": "unknown field 'emial'; did you mean 'email'?",
        "3️⃣": "unknown keyword 'typo'; did you mean 'type'?",
      ])
  }
}
