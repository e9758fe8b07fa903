import Testing

@testable import ValidationManager

/// The matcher for simple patterns decides exactly as the expression engine does, on every
/// text: it is only a faster way to the same answer.
@Suite("Simple patterns")
struct SimplePatternTests {
  static let simple = [
    "[0-9]{5}", "[A-Z][0-9][A-Z] [0-9][A-Z][0-9]", "[a-z][a-z0-9_]{2,15}", "[A-Z]{4}[0-9]{2}",
    "[A-Z]{2}[0-9]{6}", "a?b*c+", "[^0-9]+", "[-a]x", "[a-]x", "\\.[0-9]{1,}", "x{0}",
    "[é]", "[ab][cd]?[ef]{2,3}", "[\\-\\]]", "[0-9a-fA-F]{8}",
  ]
  static let other = [
    "\\d+", ".*", "(ab)+", "a|b", "^a$", "[[a-z]&&[^x]]", "a*?", "a++", "[a-z--x]", "[a-z-0]",
    "\\w", "[]a]",
  ]

  @Test func theSimpleKindIsRecognisedAndTheRestLeftToTheEngine() {
    for source in Self.simple { #expect(SimplePattern(source) != nil, "\(source)") }
    for source in Self.other { #expect(SimplePattern(source) == nil, "\(source)") }
  }

  @Test func everyTextMatchesAsTheEngineDecides() throws {
    let pieces = [
      "", "0", "1", "9", "12345", "1234", "123456", "K1A 0B1", "k1a 0b1", "A", "Z", "a", "z",
      "_", "-", ".", " ", "é", "e\u{301}", "👋🏽", "٣", "AB", "ABCD12", "LH123456", "x", "]",
      "ab", "abc", "cc", "eee", "fff", "F0F0F0F0",
    ]
    var random = SystemRandomNumberGenerator()
    var texts = pieces
    for _ in 0..<400 {
      let count = Int.random(in: 1...4, using: &random)
      texts.append((0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined())
    }
    for source in Self.simple {
      let pattern = try Pattern(source)
      let simple = try #require(SimplePattern(source))
      for text in texts {
        #expect(
          simple.matchesWhole(text) == pattern.matchedByEngine(text),
          "\(source) on \(text.debugDescription)")
      }
    }
  }

  @Test func aTextThatWouldBacktrackForLongIsLeftToTheEngine() throws {
    let source = "[a]*[a]*[a]*[a]*[a]*b"
    let simple = try #require(SimplePattern(source))
    let text = String(repeating: "a", count: 200)
    #expect(simple.matchesWhole(text) == nil, "over its budget")
    #expect(try Pattern(source).matchesWhole(text) == false, "the engine decides")
    #expect(simple.matchesWhole("aab") == true)
  }

  /// A long expression (Foundation on Linux keeps its UTF-16 copy) is compiled once and shared;
  /// it matches as a short one does, and a short one is compiled each time.
  @Test func aLongExpressionIsCompiledOnceAndMatchesWhole() throws {
    let words = (0..<40).map { "word\($0)" }
    let source = "(?:" + words.joined(separator: "|") + ")"
    #expect(source.utf16.count > 256)
    let first = try Pattern.compiled(source)
    let second = try Pattern.compiled(source)
    #expect(first === second)
    #expect(first.matchesWhole("word39"))
    #expect(first.matchesWhole("word7"))
    #expect(!first.matchesWhole("word40"))
    #expect(!first.matchesWhole("word1 "))
    let rule = try ValidationRule.pattern(source)
    #expect(rule.evaluate("word12") == .passed)
    #expect(rule.evaluate("word") != .passed)
    #expect(try Pattern.compiled("[0-9]{5}") !== Pattern.compiled("[0-9]{5}"))
    #expect(throws: PatternError.self) { try Pattern.compiled(source + ")") }
  }
}
