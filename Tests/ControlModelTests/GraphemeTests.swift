import ControlModel
import Testing

@Suite("Characters are grapheme clusters")
struct GraphemeTests {
  let screen = Screen()

  @Test(arguments: [
    ("👩‍👩‍👧", 1),
    ("🇫🇷🇩🇪", 2),
    ("e\u{301}", 1),
    ("👍🏽x", 2),
    ("\r\n", 1),
  ])
  func typedTextCountsCharacters(text: String, count: Int) {
    let field = screen.makeTextField("name")
    field.paste(text)
    #expect(field.characterCount == count)
    #expect(field.cursor == count)
  }

  /// Keystroke by keystroke, the count reads only the last byte of the text where both sides
  /// are ASCII: a line feed after a carriage return joins it, and anything else goes through
  /// the grapheme rules.
  @Test(arguments: [
    ("a\r\n", 2),
    ("\r\n\r\n", 2),
    ("é!", 2),
    ("ae\u{301}", 2),
    ("x👍🏽", 2),
    ("🇫🇷a", 2),
    ("plain ascii", 11),
  ])
  func typedKeystrokesCountCharacters(text: String, count: Int) {
    let field = screen.makeTextField("name")
    field.type(text)
    #expect(field.text == text)
    #expect(field.characterCount == count)
    #expect(field.characterCount == text.count)
    // The invariant check counts the text afresh (by its bytes when it may): it agrees.
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aLineFeedTypedAfterACarriageReturnJoinsIt() {
    let field = screen.makeTextField("name", limit: 2)
    field.type("a")
    field.type("\r")
    field.type("\n")
    #expect(field.text == "a\r\n")
    #expect(field.characterCount == 2)
    #expect(field.refusalCount == 0, "the limit counts the resulting text")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    let field = screen.makeTextField("name", limit: 1)
    field.type("e")
    field.paste("\u{301}")
    #expect(field.text == "e\u{301}")
    #expect(field.characterCount == 1)
    #expect(field.refusalCount == 0, "the limit counts the resulting text")
  }

  @Test func theSecondHalfOfAFlagJoinsTheFirst() {
    let field = screen.makeTextField("name", limit: 2)
    field.type("a🇫")
    field.type("🇷")
    #expect(field.characterCount == 2)
    #expect(field.refusalCount == 0)
    field.type("🇩")
    #expect(field.refusalCount == 1)
  }

  @Test func backspaceDeletesAWholeZWJSequence() {
    let field = screen.makeTextField("name")
    field.type("a👩‍👩‍👧")
    field.backspace()
    #expect(field.text == "a")
  }

  @Test func backspaceDeletesADecomposedAccentWhole() {
    let field = screen.makeTextField("name")
    field.paste("cafe\u{301}")
    #expect(field.characterCount == 4)
    field.backspace()
    #expect(field.text == "caf")
  }

  @Test func cursorCountsCharactersInTheMiddleOfEmoji() {
    let field = screen.makeTextField("name")
    field.paste("🇫🇷👩‍👩‍👧é")
    field.moveCursor(to: .offset(1))
    field.type("x")
    #expect(field.text == "🇫🇷x👩‍👩‍👧é")
    #expect(field.cursor == 2)
    field.moveCursor(to: .offset(3))
    field.backspace()
    #expect(field.text == "🇫🇷xé")
    #expect(field.cursor == 2)
    screen.checkInvariants()
  }

  @Test func deletingALineBreakCanJoinAMarkToThePreviousLetter() {
    let field = screen.makeTextField("name")
    field.paste("a\n\u{301}")
    #expect(field.characterCount == 3)
    field.moveCursor(to: .offset(2))
    field.backspace()
    #expect(field.text == "a\u{301}")
    #expect(field.characterCount == 1)
    #expect(field.cursor == 1)
    screen.checkInvariants()
  }

  @Test(arguments: CharacterClass.allCases)
  func characterClassesFollowCharacterProperties(characterClass: CharacterClass) {
    let samples: [Character] = [
      "a", "Z", "5", "٣", "½", "²", "é", "e\u{301}", "Ω", "ß", " ", "\u{00A0}", "!", "€", "👍", "中",
    ]
    for character in samples {
      let expected: Bool
      switch characterClass {
      case .digit: expected = character.isNumber
      case .asciiDigit: expected = ("0"..."9").contains(character)
      case .letter: expected = character.isLetter
      case .uppercase: expected = character.isUppercase
      case .lowercase: expected = character.isLowercase
      case .alphanumeric: expected = character.isLetter || character.isNumber
      case .symbol: expected = !(character.isLetter || character.isNumber || character.isWhitespace)
      case .whitespace: expected = character.isWhitespace
      }
      #expect(characterClass.contains(character) == expected, "\(characterClass) '\(character)'")
    }
  }

  @Test func everyASCIICharacterAgreesWithTheUnicodeProperties() {
    for byte in UInt8(0)...UInt8(127) {
      let character = Character(Unicode.Scalar(byte))
      #expect(CharacterClass.digit.contains(character) == character.isNumber)
      #expect(CharacterClass.letter.contains(character) == character.isLetter)
      #expect(CharacterClass.uppercase.contains(character) == character.isUppercase)
      #expect(CharacterClass.lowercase.contains(character) == character.isLowercase)
      #expect(CharacterClass.whitespace.contains(character) == character.isWhitespace)
    }
  }
}
