import ControlModel
import Foundation
import Testing
import ValidationManager

@Suite("Rule catalogue")
struct RuleTests {
  @Test func requiredPassesOnAnyNonEmptyText() {
    #expect(ValidationRule.required().evaluate("") == .failed("is required"))
    #expect(ValidationRule.required("Enter it.").evaluate("") == .failed("Enter it."))
    #expect(ValidationRule.required().evaluate(" ") == .passed)
  }

  @Test func lengthRulesCountCharacters() {
    let minimum = ValidationRule.minLength(3)
    #expect(minimum.evaluate("ab") == .failed("must be at least 3 characters"))
    #expect(minimum.evaluate("abc") == .passed)
    #expect(minimum.evaluate("👩‍👩‍👧👩‍👩‍👧") != .passed, "two characters, many bytes")
    #expect(minimum.evaluate("e\u{301}e\u{301}e\u{301}") == .passed)
    let maximum = ValidationRule.maxLength(2, "Too long.")
    #expect(maximum.evaluate("🇫🇷🇩🇪") == .passed)
    #expect(maximum.evaluate("abc") == .failed("Too long."))
    #expect(ValidationRule.minLength(0).evaluate("") == .passed)
  }

  @Test func defaultMessagesNameTheirConstraint() throws {
    #expect(ValidationRule.minLength(8).message.contains("8"))
    #expect(ValidationRule.maxLength(12).message.contains("12"))
    #expect(try ValidationRule.pattern("[0-9]+").message.contains("[0-9]+"))
    #expect(ValidationRule.contains(.digit).message == "must contain a digit")
    #expect(ValidationRule.excludes(.whitespace).message == "must not contain white space")
    #expect(ValidationRule.equals("password").message.contains("password"))
    #expect(ValidationRule.email().message.contains("email"))
    #expect(ValidationRule.mustBeOn().message.contains("on"))
    #expect(ValidationRule.remote(taken: [], after: .seconds(1)).message.contains("taken"))
  }

  @Test func everyFactoryTakesACustomMessage() throws {
    let rules: [ValidationRule] = [
      .required("m"), .minLength(1, "m"), .maxLength(1, "m"), try .pattern("a", "m"), .email("m"),
      .contains(.digit, "m"), .excludes(.digit, "m"), .equals("x", "m"),
      .remote(taken: [], after: .seconds(1), "m"), .mustBeOn("m"), .custom("m") { _ in true },
    ]
    #expect(rules.allSatisfy { $0.message == "m" })
    #expect(
      rules.map(\.constraint) == [
        .required, .minLength, .maxLength, .pattern, .email, .contains, .excludes, .equals,
        .remote, .mustBeOn, .custom,
      ])
  }

  @Test func patternMatchesTheWholeText() throws {
    let rule = try ValidationRule.pattern("[0-9]{3}")
    #expect(rule.evaluate("123") == .passed)
    #expect(rule.evaluate("1234") != .passed)
    #expect(rule.evaluate("a123") != .passed)
    #expect(rule.evaluate("123\n") != .passed, "the end anchor is the end of the text")
    let alternation = try ValidationRule.pattern("a|ab")
    #expect(alternation.evaluate("ab") == .passed, "MATCHES tries the whole text")
  }

  @Test func patternWithAnOpenQuoteStillMatchesWhole() throws {
    let rule = try ValidationRule.pattern("\\Qa+b")
    #expect(rule.evaluate("a+b") == .passed)
    #expect(rule.evaluate("a+bc") != .passed)
  }

  @Test func anInvalidPatternThrowsAndNamesIt() {
    let error = #expect(throws: PatternError.self) { try ValidationRule.pattern("[a-") }
    #expect(error?.pattern == "[a-")
    #expect(error?.description.hasPrefix("invalid pattern '[a-'") == true)
  }

  @Test(arguments: [
    ("ann@example.com", true), ("a.b+c_d%e-f@sub.example.co", true), ("A@B.CD", true),
    ("", false), ("ann", false), ("ann@", false), ("@example.com", false),
    ("ann@example", false), ("ann@example.c", false), ("ann@.com", false),
    ("ann@example.c0m", false),
    ("ann@@example.com", false), ("ann example@x.io", false), ("anné@example.com", false),
    ("ann@exämple.com", false), ("ann@example.com.", false), ("a@b.c.de", true),
    ("ann@example.com ", false), ("ann@-.io", true),
    ("a@b." + String(repeating: "x", count: 64), true),
    ("a@b." + String(repeating: "x", count: 65), false), ("e\u{301}@x.io", false),
  ])
  func emailAgreesWithItsPattern(text: String, expected: Bool) throws {
    #expect((ValidationRule.email().evaluate(text) == .passed) == expected)
    let regex = try NSRegularExpression(
      pattern: "\\A(?:[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64})\\z")
    let matches =
      regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    #expect(matches == expected, "the table agrees with the pattern")
  }

  @Test func characterClassRulesHoldBeyondASCII() {
    #expect(ValidationRule.contains(.digit).evaluate("abc٣") == .passed)
    #expect(ValidationRule.contains(.uppercase).evaluate("élan") != .passed)
    #expect(ValidationRule.contains(.uppercase).evaluate("Élan") == .passed)
    #expect(ValidationRule.excludes(.symbol).evaluate("José") == .passed)
    #expect(ValidationRule.excludes(.symbol).evaluate("Ann-Marie") != .passed)
    #expect(ValidationRule.excludes(.whitespace).evaluate("Ann Marie") != .passed)
    #expect(ValidationRule.excludes(.whitespace).evaluate("Ann\u{00A0}Marie") != .passed)
    #expect(ValidationRule.contains(.symbol).evaluate("pass👍") == .passed)
    #expect(ValidationRule.contains(.lowercase).evaluate("ß") == .passed)
    #expect(ValidationRule.contains(.alphanumeric).evaluate("中") == .passed)
  }

  @Test func equalsComparesWithTheOtherText() {
    let rule = ValidationRule.equals("password", "Passwords don't match.")
    #expect(rule.evaluate("abc", comparedText: "abc") == .passed)
    #expect(rule.evaluate("abc", comparedText: "abd") == .failed("Passwords don't match."))
    #expect(rule.comparedFieldName == "password")
  }

  @Test func remoteAnswersWhetherTheTextIsTaken() {
    let rule = ValidationRule.remote(taken: ["admin"], after: .seconds(1))
    #expect(rule.isAsynchronous)
    #expect(rule.remoteTaken?.values == ["admin"])
    #expect(rule.evaluate("admin") == .failed("is already taken"))
    #expect(rule.evaluate("ann") == .passed)
  }

  @Test func customRulesAreClosuresWithAMessage() {
    let rule = ValidationRule.custom("must not be 'password'") { $0.lowercased() != "password" }
    #expect(rule.evaluate("Password") == .failed("must not be 'password'"))
    #expect(rule.evaluate("hunter2") == .passed)
  }
}

@Suite("Character class bitmaps")
struct CharacterClassBitmapTests {
  @Test(arguments: CharacterClass.allCases)
  func bitmapsAgreeWithTheClassOnEveryASCIIByte(characterClass: CharacterClass) {
    for byte in UInt8(0)..<128 {
      let text = String(UnicodeScalar(byte))
      #expect(
        (ValidationRule.contains(characterClass).evaluate(text) == .passed)
          == characterClass.contains(Character(UnicodeScalar(byte))),
        "byte \(byte)")
    }
  }
}
