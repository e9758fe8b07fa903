import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

@Suite("The format's one writer")
struct ScenarioWriterTests {
  private static func reference(_ name: String) -> NameReference {
    CheckedFile(text: "field \(name)", path: "n.scenario").file.declarations[0].name
  }

  /// A text that starts with a combining mark, or has one after an escape, or ends with a
  /// scalar the closing quote would join, is written so that it reads back as the same text
  /// (found by fuzz-roundtrip: `text "\u{301}!"` combined with the opening quote).
  @Test(arguments: [
    "\u{301}!", "\u{301}", "\u{301}\u{302}x", "a\u{200B}\u{301}b", "\t\u{301}", "e\u{301}",
    "\u{FE0F}", "👍🏽", "\u{D4E}",
  ])
  func textsThatWouldJoinAQuoteOrAnEscapeReadBack(text: String) throws {
    let file = CheckedFile(
      text: "field f\nscenario \"s\"\n  type f \(text.scenarioQuoted)\n", path: "q")
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    let step = try #require(file.scenarios.first?.steps.first)
    guard case .type(_, let read) = step.action else {
      Issue.record("not a type step")
      return
    }
    #expect(read.unicodeScalars.elementsEqual(text.unicodeScalars))
    let written = ScenarioWriter.text(of: file.file)
    #expect(ScenarioWriter.text(of: CheckedFile(text: written, path: "q").file) == written)
  }

  @Test func aStartingTextThatStartsWithACombiningMarkRoundTrips() {
    let source = "field f text \"\\u{301}!\"\nscenario \"s\"\n  expect f text \"\\u{301}!\"\n"
    let original = CheckedFile(text: source, path: "o")
    #expect(original.isValid, "\(original.renderedDiagnostics)")
    let written = ScenarioWriter.text(of: original.file)
    let reread = CheckedFile(text: written, path: "w")
    #expect(reread.isValid, "\(written)")
    let results = reread.replayAll()
    #expect(!results.isEmpty && results.allSatisfy { $0.failure == nil })
  }

  @Test func stepsAreWrittenAsTheParserReadsThem() {
    let email = Self.reference("email")
    let cases: [(Step.Action, String)] = [
      (.type(email, "a\"b\\c\n"), #"type email "a\"b\\c\n""#),
      (.paste(email, ""), #"paste email """#),
      (.backspace(email, 3), "backspace email 3"),
      (.clear(email), "clear email"),
      (.cursor(email, .start), "cursor email start"),
      (.cursor(email, .end), "cursor email end"),
      (.cursor(email, .offset(4)), "cursor email 4"),
      (.focus(email), "focus email"),
      (.blur, "blur"),
      (.tab, "tab"),
      (.tap(email), "tap email"),
      (.toggle(email), "toggle email"),
      (.wait(.milliseconds(2000)), "wait 2s"),
      (.wait(.milliseconds(1500)), "wait 1500ms"),
      (.explain(email), "explain email"),
      (.answer(email, text: nil, .valid), "answer email valid"),
      (.answer(email, text: "x", .invalid("Taken.")), #"answer email "x" invalid "Taken.""#),
      (.answer(email, text: nil, .failed("down")), #"answer email fails "down""#),
    ]
    for (action, line) in cases {
      #expect(ScenarioWriter.line(action) == line)
    }
  }

  @Test func assertionsAreWrittenAsTheParserReadsThem() {
    let name = Self.reference("email")
    let cases: [(Assertion, String)] = [
      (.enablement(name, isEnabled: false), "expect email disabled"),
      (.validity(name, .pending), "expect email pending"),
      (.switchState(name, isOn: true), "expect email on"),
      (.shownError(name, "Bad."), #"expect email error "Bad.""#),
      (.noError(name), "expect email no-error"),
      (.errors(name, []), "expect email errors"),
      (.errors(name, ["A.", "B."]), #"expect email errors "A." "B.""#),
      (.text(name, "é"), #"expect email text "é""#),
      (.refused(name, 2), "expect email refused 2"),
      (.taps(name, 1), "expect email taps 1"),
      (.requests(name, 0), "expect email requests 0"),
      (.focus(nil), "expect focus none"),
      (.focus(name), "expect focus email"),
      (.placeholder(.changes), "expect ?"),
      (.placeholder(.focus), "expect focus ?"),
      (.placeholder(.everything(name)), "expect email ?"),
      (.placeholder(.value(name, predicate: .text)), "expect email text ?"),
    ]
    for (assertion, line) in cases {
      #expect(ScenarioWriter.line(assertion) == line)
    }
  }

  @Test func declarationsKeepEveryOptionInTheParsersOrder() {
    let text = """
      screen "Options"
      field code secure limit 6 allow "ba" errors on-change debounce 300ms normalize uppercased
        required "Required."
      switch terms on
        must-be-on "Accept."
      button go submits code busy 2s
      manager form verifies code terms manages go
      never go enabled while terms off and code invalid

      scenario "s"
        type code "1"
      """
    let file = CheckedFile(text: text, path: "options.scenario")
    #expect(file.diagnostics.isEmpty)
    #expect(
      ScenarioWriter.text(of: file.file) == """
        screen "Options"
        field code secure limit 6 allow "ab" errors on-change debounce 300ms normalize uppercased
          required "Required."
        switch terms on
          must-be-on "Accept."
        button go submits code busy 2s
        manager form verifies code terms manages go
        never go enabled while terms off and code invalid

        scenario "s"
          type code "1"

        """)
  }

  /// Every reference file, written and read back, means what it meant: the same text when
  /// written again, no error, and the same result for every scenario.
  @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: scenariosFolder).sorted())
  func everyReferenceFileSurvivesWritingAndReading(name: String) throws {
    let path = scenariosFolder + "/" + name
    let original = CheckedFile.load(path: path)
    try #require(original.isValid)
    let written = ScenarioWriter.text(of: original.file)
    let reread = CheckedFile(text: written, path: path)
    #expect(reread.diagnostics.isEmpty, "\(reread.renderedDiagnostics)")
    #expect(ScenarioWriter.text(of: reread.file) == written)
    let before = original.replayAll().map { "\($0.scenario.title): \($0.passed)" }
    let after = reread.replayAll().map { "\($0.scenario.title): \($0.passed)" }
    #expect(before == after)
  }

  @Test func rulesAreWrittenWithTheirArgumentsAndMessage() throws {
    let cases: [(ValidationRule, String)] = [
      (.required("Enter it."), #"required "Enter it.""#),
      (.minLength(8, "Eight."), #"min-length 8 "Eight.""#),
      (.maxLength(5, "Five."), #"max-length 5 "Five.""#),
      (try .pattern("[0-9]+", "Digits."), #"pattern "[0-9]+" "Digits.""#),
      (.contains(.digit, "A digit."), #"contains digit "A digit.""#),
      (.excludes(.whitespace, "No spaces."), #"excludes whitespace "No spaces.""#),
      (.equals("password", "Same."), #"equals password "Same.""#),
      (
        .remote(taken: ["b", "a"], after: .milliseconds(300), "Taken."),
        #"remote taken "a" "b" after 300ms "Taken.""#
      ),
      (.mustBeOn("On."), #"must-be-on "On.""#),
      (.email("Say \"hi\"."), #"email "Say \"hi\".""#),
      (.custom("Odd.") { _ in true }, #"custom "Odd.""#),
    ]
    for (rule, line) in cases {
      #expect(ScenarioWriter.line(rule) == line)
    }
  }

  @Test func everyConstraintHasItsWord() {
    #expect(
      ValidationRule.Constraint.allCases.map(\.word) == [
        "required", "min-length", "max-length", "pattern", "email", "contains", "excludes",
        "equals", "remote", "check", "must-be-on", "custom", "at-least", "at-most", "after",
        "before", "on-or-after", "on-or-before", "age-at-least", "age-under",
      ])
  }
}

/// Version 2.1's lines written and read back: every file of its suites reads back as the same
/// file, and writing it again gives the same text.
@Suite("The format's one writer: version 2.1")
struct Version21WriterTests {
  @Test(arguments: [
    DraftFormatTests.profile, TodayFormatTests.booking, BackgroundFormatTests.signIn,
    EveryRowFormatTests.jobs,
  ])
  func everyVersion21LineSurvivesWritingAndReading(text: String) {
    let (file, diagnostics) = formatFile(text)
    #expect(diagnostics.map(\.message) == [])
    let written = ScenarioWriter.text(of: file)
    let (reread, again) = formatFile(written)
    #expect(again.map(\.message) == [])
    #expect(ScenarioWriter.text(of: reread) == written)
    #expect(reread.today?.day == file.today?.day)
    #expect(reread.background?.steps.count == file.background?.steps.count)
  }

  @Test func theTodayStepIsWrittenWithItsDay() throws {
    let day = try CalendarDate(parsing: "2026-07-01")
    #expect(ScenarioWriter.line(.today(day)) == "today 2026-07-01")
    #expect(ScenarioWriter.todayLine(day) == "today 2026-07-01")
  }
}
