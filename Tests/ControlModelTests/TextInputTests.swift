import ControlModel
import Foundation
import Testing

@Suite("Edits as a UI hands them over")
struct TextInputTests {
  let screen = Screen()

  @Test func aUTF16RangeIsReplacedAndTheCursorStandsAfterTheInsertion() {
    let field = screen.makeTextField("name")
    field.type("Jon Smith")
    #expect(field.replace(utf16Range: 1..<3, with: "ohn"))
    #expect(field.text == "John Smith")
    #expect(field.cursor == 4)
    #expect(field.selection == 4..<4)
  }

  @Test func aDeletionIsAnEmptyReplacement() {
    let field = screen.makeTextField("name")
    field.type("abcdef")
    #expect(field.replace(utf16Range: 2..<4, with: ""))
    #expect(field.text == "abef")
    #expect(field.cursor == 2)
  }

  /// UTF-16 offsets that cut a character widen to the whole character: a ZWJ family is seven
  /// scalars and eleven code units, a flag two regional indicators of two units each.
  @Test(arguments: [
    ("a👩‍👩‍👧b", 3..<4, "x", "axb", 2),
    ("a👩‍👩‍👧b", 1..<1, "x", "ax👩‍👩‍👧b", 2),
    ("a👩‍👩‍👧b", 5..<5, "x", "ax👩‍👩‍👧b", 2),
    ("🇫🇷🇩🇪", 2..<4, "", "🇩🇪", 0),
    ("🇫🇷🇩🇪", 1..<2, "", "🇩🇪", 0),
    ("e\u{301}te\u{301}", 1..<2, "", "te\u{301}", 0),
    ("e\u{301}te\u{301}", 0..<1, "E", "Ete\u{301}", 1),
  ])
  func aRangeThatCutsACharacterTakesTheWholeCharacter(
    text: String, range: Range<Int>, replacement: String, expected: String, cursor: Int
  ) {
    let field = screen.makeTextField("text")
    field.setText(text)
    #expect(field.replace(utf16Range: range, with: replacement))
    #expect(field.text == expected)
    #expect(field.cursor == cursor)
    screen.checkInvariants()
  }

  @Test func offsetsOutsideTheTextAreClampedNotTrapped() {
    let field = screen.makeTextField("name")
    field.type("abc")
    #expect(field.replace(utf16Range: 10..<20, with: "d"))
    #expect(field.text == "abcd")
    #expect(field.replace(utf16Range: -5..<1, with: "A"))
    #expect(field.text == "Abcd")
    #expect(field.replace(NSRange(location: NSNotFound, length: 0), with: "!"))
    #expect(field.text == "Abcd!")
    #expect(field.replace(NSRange(location: 1, length: Int.max), with: ""))
    #expect(field.text == "A")
    field.moveCursor(to: .offset(99))
    #expect(field.cursor == 1)
    field.moveCursor(to: .offset(-3))
    #expect(field.cursor == 0)
  }

  @Test func anInsertionThatJoinsTheNextCharacterLeavesTheCursorAfterItsOwnCharacters() {
    let field = screen.makeTextField("word")
    field.setText("\u{301}x")
    #expect(field.replace(utf16Range: 0..<0, with: "e"))
    #expect(field.text == "e\u{301}x")
    #expect(field.characterCount == 2)
    #expect(field.cursor == 1)
  }

  @Test func theLimitAndFilterDecideOnTheWholeEdit() {
    let field = screen.makeTextField("code", limit: 4, allow: .characterClass(.asciiDigit))
    field.type("12")
    #expect(!field.replace(utf16Range: 2..<2, with: "345"), "six would pass the limit")
    #expect(!field.replace(utf16Range: 2..<2, with: "3a"), "a letter is filtered")
    #expect(field.text == "12")
    #expect(field.refusalCount == 2)
    #expect(field.replace(utf16Range: 0..<2, with: "9876"))
    #expect(field.text == "9876")
  }

  @Test func aDisabledFieldRefusesAReplacement() {
    let field = screen.makeTextField("name")
    let gate = StubGate()
    field.attachGate(gate, isOpen: false)
    #expect(!field.replace(utf16Range: 0..<0, with: "x"))
    #expect(field.text.isEmpty)
    #expect(field.refusalCount == 1)
  }

  @Test func setTextSendsNoEditingEventAndIgnoresInputShaping() {
    let field = screen.makeTextField("card", limit: 4, allow: .characterClass(.asciiDigit))
    var events: [ControlEvent] = []
    field.addObserver { events.append($0) }
    field.setText("4242 4242")
    #expect(field.text == "4242 4242")
    #expect(field.cursor == 9)
    #expect(!field.isFocused)
    #expect(events == [.textSet])
    field.setText("4242 4242")
    #expect(events == [.textSet], "setting the same text changes nothing")
  }

  @Test func theSelectionIsReplacedByTypingAndDeletedByBackspace() {
    let field = screen.makeTextField("name")
    field.type("hello world")
    field.select(6..<11)
    #expect(field.selection == 6..<11)
    #expect(field.selectionInUTF16 == 6..<11)
    field.type("there")
    #expect(field.text == "hello there")
    field.selectAll()
    #expect(field.selection == 0..<11)
    field.backspace()
    #expect(field.text.isEmpty)
    field.type("ab")
    field.select(0..<1)
    field.paste("xy")
    #expect(field.text == "xyb")
    #expect(field.cursor == 2)
  }

  @Test func aSelectionIsClampedAndEndsWithTheEditing() {
    let field = screen.makeTextField("name")
    let other = screen.makeTextField("other")
    field.type("abc")
    field.select(-2..<50)
    #expect(field.selection == 0..<3)
    field.moveCursor(to: .end)
    #expect(field.selection == 3..<3)
    field.select(1..<2)
    other.focus()
    #expect(field.selection == 2..<2, "the selection ends with the editing")
    field.focus()
    #expect(field.selection == 3..<3, "focusing again puts the cursor at the end")
  }

  @Test func theSelectionInUTF16CountsCodeUnits() {
    let field = screen.makeTextField("name")
    field.type("👍a👍")
    field.select(1..<3)
    #expect(field.selectionInUTF16 == 2..<5)
    #expect(field.selectedNSRange == NSRange(location: 2, length: 3))
  }

  @Test func aNormaliserReshapesWhatIsPastedBeforeTheLimitDecides() {
    let field = screen.makeTextField(
      "cardNumber", limit: 16, allow: .characterClass(.asciiDigit),
      normalizer: .removingWhitespace)
    field.paste("4242 4242 4242 4242")
    #expect(field.text == "4242424242424242")
    #expect(field.refusalCount == 0)
    field.clear()
    field.type("42 42")
    #expect(field.text == "4242", "a space typed is dropped, not refused")
    #expect(field.refusalCount == 0)
  }

  @Test func normalisersCompose() {
    let field = screen.makeTextField(
      "promo", normalizer: InputNormalizer.removingWhitespace.followed(by: .uppercased))
    field.paste(" save 10 ")
    #expect(field.text == "SAVE10")
    field.normalizer = InputNormalizer { $0.replacingOccurrences(of: "-", with: "") }
    field.type("-a-")
    #expect(field.text == "SAVE10a")
  }

  @Test func limitsAndFiltersChangeAtRunTime() {
    let field = screen.makeTextField("code", limit: 2)
    field.type("abc")
    #expect(field.text == "ab")
    field.limit = 4
    field.type("cde")
    #expect(field.text == "abcd")
    field.limit = 2
    #expect(field.text == "abcd", "a lower limit keeps the text")
    field.backspace()
    #expect(field.text == "abc", "deleting is always possible")
    field.filter = .characterClass(.asciiDigit)
    field.limit = nil
    field.type("x1")
    #expect(field.text == "abc1")
  }

  @Test func theASCIIDigitClassAcceptsOnlyZeroToNine() {
    let unicode = screen.makeTextField("unicode", allow: .characterClass(.digit))
    let ascii = screen.makeTextField("ascii", allow: .characterClass(.asciiDigit))
    unicode.type("1٤٢½²")
    ascii.type("1٤٢½²")
    #expect(unicode.text == "1٤٢½²")
    #expect(ascii.text == "1")
    #expect(ascii.refusalCount == 4)
  }
}

/// A gate that says whether it is open, as a manager does.
final class StubGate: Gate {
  var isOpen = false
  var unknownNames: [String] { [] }
}

@Suite("Edits as a SwiftUI binding hands them over")
struct BindingEditTests {
  let screen = Screen()

  @Test func theChangedMiddleIsAppliedAsOneReplacement() {
    let field = screen.makeTextField(
      "card", limit: 16, allow: .characterClass(.asciiDigit), normalizer: .removingWhitespace)
    #expect(field.edit(to: "4242"))
    #expect(field.edit(to: "4242 4242"))
    #expect(field.text == "42424242", "the inserted space is normalised away")
    #expect(field.edit(to: "4242x4242") == false)
    #expect(field.text == "42424242")
    #expect(field.refusalCount == 1)
    #expect(field.edit(to: "42"))
    #expect(field.text == "42")
    #expect(field.edit(to: "42"))
  }

  @Test func anEditInTheMiddleLeavesTheCursorAfterIt() {
    let field = screen.makeTextField("name")
    field.edit(to: "Jon Smith")
    #expect(field.edit(to: "John Smith"))
    #expect(field.cursor == 3)
    #expect(field.edit(to: "John Smyth👩‍👩‍👧"))
    #expect(field.text == "John Smyth👩‍👩‍👧")
    #expect(field.characterCount == 11)
  }
}
