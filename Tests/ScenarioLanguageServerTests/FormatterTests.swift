import Foundation
import ScenarioCommand
import ScenarioEngine
import ScenarioFormat
import ScenarioLanguageServer
import TestSupport
import Testing

/// The formatter: one layout, idempotent, and every file means what it meant.
@Suite("Formatter")
struct FormatterTests {
  private static let messy = """


    # The screen.
    screen "Sign up"
        field email   errors on-blur
    required "Enter your email."
    \temail "Not an email."
    button go
      manager form verifies email manages go
    # A scenario with a table.
    scenario "an email <state>"
    type email "<text>"
          expect email <state>
     examples
    |case|text|state|
      | good | a@b.co |valid|
    | bad|a|   invalid   |



    # The last one.

    scenario "blur shows it"   # a comment after the title
    type email "a"
    blur
    expect email error "Not an email."


    """

  private static let canonical = """
    # The screen.
    screen "Sign up"
    field email   errors on-blur
      required "Enter your email."
      email "Not an email."
    button go
    manager form verifies email manages go

    # A scenario with a table.
    scenario "an email <state>"
      type email "<text>"
      expect email <state>
      examples
        | case | text   | state   |
        | good | a@b.co | valid   |
        | bad  | a      | invalid |

    # The last one.

    scenario "blur shows it"   # a comment after the title
      type email "a"
      blur
      expect email error "Not an email."

    """

  @Test func aMessyFileTakesTheCanonicalLayout() {
    #expect(Formatter.format(Self.messy) == Self.canonical)
  }

  @Test func aRowOfNoCellsStaysARowOfNoCells() {
    // Found by fuzz-format: `|` alone is a row of no cells, and `|  |` one of one empty cell.
    let text = "scenario \"x <v>\"\n  type a \"<v>\"\n  examples\n    | case | v |\n|\n   ||\n"
    #expect(
      Formatter.format(text)
        == "scenario \"x <v>\"\n  type a \"<v>\"\n  examples\n    | case | v |\n    |\n    |      |\n"
    )
    #expect(meaning(of: Formatter.format(text)) == meaning(of: text))
  }

  @Test func formattingTwiceChangesNothing() {
    #expect(Formatter.format(Self.canonical) == Self.canonical)
    #expect(Formatter.format("") == "")
    #expect(Formatter.format("\n\n  \n") == "")
    #expect(Formatter.format("screen \"s\"") == "screen \"s\"\n")
  }

  /// A file written with `\r\n` line endings takes the canonical layout, with `\n` ones: split by
  /// Characters, each `\r\n` was one Character and the file one line.
  @Test func aFileWithCarriageReturnsTakesTheLayoutAndKeepsIt() {
    let windows = "field a\r\n    required\r\nbutton b\r\n"
    #expect(Formatter.format(windows) == "field a\n  required\nbutton b\n")
    #expect(meaning(of: Formatter.format(windows)) == meaning(of: windows))
    // Found by fuzz-format: lone `\r`s at a line's end, in a comment after an unclosed string.
    let fuzzed =
      "field email\n  required \"Give an email or # a\n# errors \r\r\ra ph\r\r\rone n\r\r\n"
    let once = Formatter.format(fuzzed)
    #expect(Formatter.format(once) == once)
    #expect(once.hasSuffix("one n\n"))
    #expect(meaning(of: once) == meaning(of: fuzzed))
    // Found by fuzz-format: a line that starts with a joiner, which joins the indentation's last
    // space into one Character.
    let joined = "scenario \"s\"\n\u{200D}👩\u{200D}👧\"\n"
    let laidOut = Formatter.format(joined)
    #expect(laidOut == "scenario \"s\"\n  \u{200D}👩\u{200D}👧\"\n")
    #expect(Formatter.format(laidOut) == laidOut)
    #expect(meaning(of: laidOut) == meaning(of: joined))
  }

  /// Indentation carries no meaning: a line that starts with a joiner or a combining mark reads
  /// the same indented as unindented (split by characters, the indentation's last space and the
  /// mark were one character, and the word after it read differently), and formatting it,
  /// which indents it, keeps what the file says.
  @Test func aLineStartingWithAJoinerReadsTheSameIndented() {
    for start in ["\u{200D}", "\u{301}", "\u{FE0F}", "\u{200D}👩\u{200D}👧"] {
      let line = start + "type a \"x\" # note"
      let unindented = LineLexer.tokens(of: line)
      let indented = LineLexer.tokens(of: "  \t " + line)
      guard case .success(let plain) = unindented, case .success(let shifted) = indented else {
        Issue.record("\(start.unicodeScalars.map(\.value)): a lexical error")
        continue
      }
      #expect(plain.map(\.text) == shifted.map(\.text))
      // Columns count the whole line's characters: the mark is one with the last space.
      #expect(plain.map { $0.column + 3 } == shifted.map(\.column), "\(shifted)")
      #expect(shifted.allSatisfy { $0.end <= ("  \t " + line).count + 1 }, "within the line")
      let file = "field a\n\nscenario \"s\"\n" + line + "\n"
      let formatted = Formatter.format(file)
      #expect(meaning(of: formatted) == meaning(of: file))
      #expect(
        meaning(of: formatted.replacingOccurrences(of: "\n  ", with: "\n    ")) == meaning(of: file)
      )
      #expect(Formatter.format(formatted) == formatted)
    }
  }

  /// What a file means: each scenario's title and result, and each diagnostic's message and
  /// line.
  private func meaning(of text: String) -> [String] {
    let file = CheckedFile(text: text, path: "f.scenario")
    return file.diagnostics.map { "\($0.position.line): \($0.message)" }
      + file.replayAll().map { "\($0.scenario.title): \($0.failure?.actual ?? "passed")" }
  }

  @Test func everyReferenceFileKeepsItsMeaningAndIsFormatted() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }
    #expect(names.count >= 7)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(Formatter.format(text) == text, "\(name) is formatted")
      #expect(meaning(of: Formatter.format(text)) == meaning(of: text), "\(name)")
    }
  }

  @Test func reshuffledLayoutsKeepTheirMeaning() {
    // Deterministic reshuffles of the canonical file: indentation, blank lines, table spacing
    // and trailing spaces changed line by line, as many hands would.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let reference = meaning(of: Self.canonical)
    for round in 0..<200 {
      // Every other round adds blank lines, which the layout keeps (one where there were any).
      let addsBlankLines = round % 2 == 1
      var lines: [String] = []
      for line in Self.canonical.split(separator: "\n", omittingEmptySubsequences: false) {
        var text = String(line.drop { $0 == " " })
        text = String(repeating: next() % 2 == 0 ? " " : "\t", count: Int(next() % 4)) + text
        if text.contains("|") {
          text = text.replacingOccurrences(of: " | ", with: next() % 2 == 0 ? "|" : "  |  ")
        }
        if next() % 3 == 0 { text += "  " }
        lines.append(text)
        if addsBlankLines, next() % 5 == 0 { lines.append("") }
      }
      let shuffled = lines.joined(separator: "\n")
      let formatted = Formatter.format(shuffled)
      #expect(meaning(of: shuffled) == reference)
      #expect(meaning(of: formatted) == reference)
      #expect(Formatter.format(formatted) == formatted, "idempotent")
      if !addsBlankLines { #expect(formatted == Self.canonical) }
    }
  }

  @Test func fuzzedFilesKeepTheirMessagesAndFormatOnce() {
    // Files made of random lines from the format's own pieces, most of them wrong: the
    // formatter must not change what the parser says of them, only where.
    let pieces = [
      "field a", "field b secure limit 4", "  required \"R\"", "min-length 2", "button go",
      "switch s", "must-be-on", "manager m verifies a s manages go",
      "never go enabled while a invalid",
      "scenario \"t\"", "scenario \"u <x>\"", "type a \"xy\"", "tap go", "toggle s",
      "expect a valid", "expect go enabled", "examples", "| case | x |", "| one | 1 |",
      "|two|2", "# comment", "", "   ", "\t", "tpe a \"x", "| stray |", "wait 100ms",
    ]
    var state: UInt64 = 42
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    func messages(_ text: String) -> [String] {
      let file = CheckedFile(text: text, path: "f.scenario")
      return file.diagnostics.map(\.message).sorted()
        + file.replayAll().map { "\($0.scenario.title): \($0.passed)" }
    }
    for _ in 0..<300 {
      let text = (0..<(next() % 14)).map { _ in
        String(repeating: " ", count: next() % 5) + pieces[next() % pieces.count]
      }.joined(separator: "\n")
      let formatted = Formatter.format(text)
      #expect(messages(formatted) == messages(text), "\(text)")
      #expect(Formatter.format(formatted) == formatted, "\(text)")
    }
  }

  @Test func anEscapeLeftOpenBeforeTrailingWhiteSpaceKeepsItsMessage() {
    // The formatter drops a line's trailing white space; the message of an escape left open
    // must not have quoted it (found by fuzz-format).
    let text = "field f text \"\\u{30A left open \u{1}\t\nscenario \"s\"\n  expect f valid\n"
    let formatted = Formatter.format(text)
    #expect(formatted != text)
    let messages = { (text: String) in
      CheckedFile(text: text, path: "f.scenario").diagnostics.map(\.message)
    }
    #expect(messages(formatted) == messages(text))
    #expect(
      messages(text).first
        == "'\\u{30A' is not a Unicode scalar; write 1 to 8 hex digits, such as \\u{1F600}")
  }

  @Test func checkPrintsTheDiffAndFailsWithoutWriting() throws {
    let folder = try TemporaryFolder("fmt")
    let path = try folder.write("messy.scenario", Self.messy)
    var output = ""
    let check = try RunnerCommand(arguments: ["--fmt", "--check", path])
    #expect(check.run { output += $0 } == .failure)
    #expect(output.hasPrefix("--- \(path)\n+++ \(path) (formatted)\n"))
    #expect(output.contains("\n+3: field email   errors on-blur\n"))
    #expect(output.hasSuffix("1 of 1 file not formatted\n"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.messy)
    output = ""
    let write = try RunnerCommand(arguments: ["--fmt", path])
    #expect(write.run { output += $0 } == .success)
    #expect(output == "formatted \(path)\n1 of 1 file formatted\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.canonical)
    output = ""
    #expect(check.run { output += $0 } == .success)
    #expect(output == "0 of 1 file not formatted\n")
    #expect(throws: RunnerCommand.UsageError.cannotCombine("--fmt", with: "--mutate")) {
      try RunnerCommand(arguments: ["--fmt", "--mutate", path])
    }
  }

  @Test func checksDiffMasksASecureFieldsTexts() throws {
    let folder = try TemporaryFolder("fmt")
    let path = try folder.write(
      "secret.scenario",
      """
      field pw secure text "hunter2"
      scenario "s"
          type pw "hunter3"
      """)
    var output = ""
    let check = try RunnerCommand(arguments: ["--fmt", "--check", path])
    #expect(check.run { output += $0 } == .failure)
    #expect(
      output == """
        --- \(path)
        +++ \(path) (formatted)
        +2: 
        -3:     type pw "•••••••"
        +4:   type pw "•••••••"
        +5: 
        1 of 1 file not formatted

        """)
  }
}

/// The language server formats as `--fmt` does.
@Suite("Language server: formatting")
struct LanguageServerFormattingTests {
  @Test func formattingReplacesTheWholeTextWithTheLayout() throws {
    let client = TestClient()
    #expect(client.capabilities["documentFormattingProvider"] == true)
    let text = "field é\n  button go\nscenario \"s\"\ntap go\n\n\n"
    client.open(text)
    let response = client.request(
      "textDocument/formatting",
      [
        "textDocument": ["uri": .string(client.uri)],
        "options": ["tabSize": 2, "insertSpaces": true],
      ])
    let edits = try #require(response["result"]?.arrayValue)
    #expect(edits.count == 1)
    let edit = try #require(edits.first)
    #expect(edit["newText"] == .string(Formatter.format(text)))
    #expect(edit["range"]?["start"] == ["line": 0, "character": 0])
    #expect(edit["range"]?["end"] == ["line": 6, "character": 0])
    client.open(Formatter.format(text), version: 2)
    let none = client.request(
      "textDocument/formatting", ["textDocument": ["uri": .string(client.uri)]])
    #expect(none["result"] == .array([]))
  }

  @Test func aDocumentWithCarriageReturnsIsReplacedToItsEnd() throws {
    let client = TestClient()
    let text = "field a\r\n    required\r\nbutton b\r\n"
    client.open(text)
    let response = client.request(
      "textDocument/formatting", ["textDocument": ["uri": .string(client.uri)]])
    let edit = try #require(response["result"]?.arrayValue?.first)
    #expect(edit["newText"] == .string("field a\n  required\nbutton b\n"))
    #expect(edit["range"]?["end"] == ["line": 3, "character": 0])
  }
}
