import Foundation
import ScenarioEngine
import Testing

@testable import ScenarioFormat
@testable import ScenarioLanguageServer

@Suite("Language server: semantic tokens")
struct HighlightingTests {
  /// A file with every kind of piece, and a field named as a predicate (`text`) and one named
  /// as a rule (`email`).
  static let file = """
    screen "Sign up"   # the screen
    field text limit 4 errors on-blur
      required "Enter it."
      equals email
    field email secure allow digit
    switch terms on
    button go submits text busy 2s
    manager form verifies text email terms manages go
    never go enabled while form invalid and text pending

    scenario "typing <x>"
      type text "<x> and <y>"
      expect text text "ab"
      expect focus text
      expect ?
      tpe text "a"
      examples
        | case | x  | y |
        | one  | ab | # |

    """

  /// The server's tokens, decoded: `LINE:CHARACTER TEXT TYPE`, with `+` for a declaration.
  private func tokens(_ client: TestClient, range: (Int, Int)? = nil) throws -> [String] {
    let params: JSONValue =
      if let range {
        [
          "textDocument": ["uri": .string(client.uri)],
          "range": [
            "start": ["line": .int(range.0), "character": 0],
            "end": ["line": .int(range.1), "character": 0],
          ],
        ]
      } else {
        ["textDocument": ["uri": .string(client.uri)]]
      }
    let method = range == nil ? "full" : "range"
    let result = client.request("textDocument/semanticTokens/\(method)", params)["result"]
    let data = try #require(result?["data"]?.arrayValue).compactMap(\.intValue)
    let legend = try #require(
      client.capabilities["semanticTokensProvider"]?["legend"]?["tokenTypes"]?.arrayValue)
    #expect(data.count % 5 == 0)
    let lines = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array(String($0).utf16) }
    var line = 0
    var start = 0
    return stride(from: 0, to: data.count - 4, by: 5).map { index in
      line += data[index]
      start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
      let text = String(
        decoding: lines[line][start..<(start + data[index + 2])], as: UTF16.self)
      let type = legend[data[index + 3]].stringValue ?? "?"
      return "\(line):\(start) \(text) \(type)\(data[index + 4] == 1 ? "+" : "")"
    }
  }

  @Test func everyPieceHasItsKindAndNamesAreNamesWhereverTheParserReadOne() throws {
    let client = TestClient()
    client.open(Self.file)
    let tokens = try tokens(client)
    #expect(
      tokens == [
        "0:0 screen keyword", "0:7 \"Sign up\" string", "0:19 # the screen comment",
        "1:0 field keyword", "1:6 text variable+", "1:11 limit keyword", "1:17 4 number",
        "1:19 errors keyword", "1:26 on-blur enumMember",
        "2:2 required function", "2:11 \"Enter it.\" string",
        "3:2 equals function", "3:9 email variable",
        "4:0 field keyword", "4:6 email variable+", "4:12 secure keyword", "4:19 allow keyword",
        "4:25 digit enumMember",
        "5:0 switch keyword", "5:7 terms variable+", "5:13 on enumMember",
        "6:0 button keyword", "6:7 go variable+", "6:10 submits keyword", "6:18 text variable",
        "6:23 busy keyword", "6:28 2s number",
        "7:0 manager keyword", "7:8 form variable+", "7:13 verifies keyword",
        "7:22 text variable", "7:27 email variable", "7:33 terms variable",
        "7:39 manages keyword", "7:47 go variable",
        "8:0 never keyword", "8:6 go variable", "8:9 enabled enumMember", "8:17 while keyword",
        "8:23 form variable", "8:28 invalid enumMember", "8:36 and keyword",
        "8:40 text variable", "8:45 pending enumMember",
        "10:0 scenario keyword", "10:9 \"typing <x>\" string",
        "11:2 type keyword", "11:7 text variable", "11:12 \" string", "11:13 <x> parameter",
        "11:16  and  string", "11:21 <y> parameter", "11:24 \" string",
        "12:2 expect keyword", "12:9 text variable", "12:14 text enumMember",
        "12:19 \"ab\" string",
        "13:2 expect keyword", "13:9 focus enumMember", "13:15 text variable",
        "14:2 expect keyword", "14:9 ? operator",
        "15:6 text enumMember", "15:11 \"a\" string",
        "16:2 examples keyword",
        "17:4 | operator", "17:6 case parameter", "17:11 | operator", "17:13 x parameter",
        "17:16 | operator", "17:18 y parameter", "17:20 | operator",
        "18:4 | operator", "18:6 one string", "18:11 | operator", "18:13 ab string",
        "18:16 | operator", "18:18 # string", "18:20 | operator",
      ])
  }

  @Test func aRangeHasOnlyItsLinesAndOffsetsCountTheClientsUnits() throws {
    let client = TestClient()
    client.open(Self.file)
    #expect(
      try tokens(client, range: (5, 6)) == [
        "5:0 switch keyword", "5:7 terms variable+", "5:13 on enumMember",
        "6:0 button keyword", "6:7 go variable+", "6:10 submits keyword", "6:18 text variable",
        "6:23 busy keyword", "6:28 2s number",
      ])
    // UTF-16 by default: an emoji with a skin tone is one character and four units.
    let emoji = TestClient()
    emoji.open("screen \"👋🏽 hi\" # 👋🏽\n")
    let data = emoji.request(
      "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(emoji.uri)]]
    )["result"]?["data"]?.arrayValue?.compactMap(\.intValue)
    #expect(data == [0, 0, 6, 0, 0, 0, 7, 9, 4, 0, 0, 10, 6, 6, 0])
    let utf8 = TestClient(encodings: ["utf-8"])
    utf8.open("screen \"👋🏽 hi\" # 👋🏽\n")
    let bytes = utf8.request(
      "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(utf8.uri)]]
    )["result"]?["data"]?.arrayValue?.compactMap(\.intValue)
    #expect(bytes == [0, 0, 6, 0, 0, 0, 7, 13, 4, 0, 0, 14, 10, 6, 0])
  }

  @Test func theLegendIsTheFormatsKinds() {
    let client = TestClient()
    let provider = client.capabilities["semanticTokensProvider"]
    #expect(
      provider?["legend"]?["tokenTypes"]?.arrayValue?.compactMap(\.stringValue) == [
        "keyword", "function", "variable", "enumMember", "string", "number", "comment",
        "parameter", "operator",
      ])
    #expect(provider?["legend"]?["tokenModifiers"]?.arrayValue == ["declaration"])
    #expect(provider?["full"] == true)
    #expect(provider?["range"] == true)
  }

  @Test func aLineThatDoesNotLexIsLeftUncoloured() throws {
    let file = ScenarioFile(path: "f.scenario")
    let source = SourceFile(path: "f.scenario", text: "scenario \"open\n  tap go # note\n")
    let pieces = file.highlights(in: source)
    #expect(pieces.map(\.line) == [2, 2, 2])
    #expect(pieces.map(\.kind) == [.keyword, .value, .comment])
  }

  /// Every piece lies within its line, counted in characters, when an indented line starts
  /// with a combining mark.
  ///
  /// Found by fuzz-parser: the mark is one character with the indentation's last space, and the
  /// words after it read as they do unindented.
  @Test func aMarkAfterTheIndentationLeavesEveryPieceWithinItsLine() {
    let text = "scenario \"s\"\n \u{6DA}xp go # note\n  \u{301}tap go\n"
    let source = SourceFile(path: "f.scenario", text: text)
    let file = CheckedFile(source: source)
    let pieces = file.file.highlights(in: source)
    #expect(!pieces.isEmpty)
    for piece in pieces {
      let length = source.lines[piece.line - 1]?.count ?? 0
      #expect(piece.column + piece.length - 1 <= length, "\(piece) past the end of its line")
    }
    #expect(
      file.diagnostics.map(\.message).contains { $0.contains("unknown keyword '\u{301}tap'") },
      "\(file.diagnostics.map(\.message))")
  }
}
