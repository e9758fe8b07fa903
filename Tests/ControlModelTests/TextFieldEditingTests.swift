import ControlModel
import Testing

@Suite("Text field editing")
struct TextFieldEditingTests {
  let screen = Screen()
  /// Stand-ins for managers; a control does not keep its gates alive, the suite does.
  let gate = NSObjectGate()
  let otherGate = NSObjectGate()

  @Test func typingInsertsOneCharacterPerKeystrokeAtTheCursor() {
    let field = screen.makeTextField("name")
    var edits = 0
    field.addObserver { if $0 == .textChanged { edits += 1 } }
    field.type("abc")
    #expect(field.text == "abc")
    #expect(field.cursor == 3)
    #expect(edits == 3)
    field.moveCursor(to: .offset(1))
    field.type("X")
    #expect(field.text == "aXbc")
    #expect(field.cursor == 2)
    field.moveCursor(to: .start)
    field.type("<")
    #expect(field.text == "<aXbc")
    #expect(field.cursor == 1)
  }

  @Test func typingFocusesTheField() {
    let field = screen.makeTextField("name")
    #expect(!field.isFocused)
    field.type("a")
    #expect(field.isFocused)
    #expect(screen.focusedField === field)
  }

  @Test func typingAnEmptyTextOnlyFocuses() {
    let field = screen.makeTextField("name")
    var events: [ControlEvent] = []
    field.addObserver { events.append($0) }
    field.type("")
    #expect(events == [.editingBegan])
    #expect(field.text.isEmpty)
  }

  @Test func backspaceDeletesTheCharacterBeforeTheCursor() {
    let field = screen.makeTextField("name")
    field.type("abcd")
    field.backspace()
    #expect(field.text == "abc")
    field.moveCursor(to: .offset(1))
    field.backspace()
    #expect(field.text == "bc")
    #expect(field.cursor == 0)
    var edits = 0
    field.addObserver { if $0 == .textChanged { edits += 1 } }
    field.backspace(3)
    #expect(field.text == "bc", "at the start of the text backspace does nothing")
    #expect(edits == 0)
  }

  @Test func backspaceCountsEachDeletionAsOneEdit() {
    let field = screen.makeTextField("name")
    field.type("abcdef")
    var edits = 0
    field.addObserver { if $0 == .textChanged { edits += 1 } }
    field.backspace(4)
    #expect(field.text == "ab")
    #expect(edits == 4)
    field.backspace(5)
    #expect(field.text.isEmpty)
    #expect(edits == 6)
  }

  @Test func pasteIsOneEditAtTheCursor() {
    let field = screen.makeTextField("name")
    field.type("ad")
    field.moveCursor(to: .offset(1))
    var edits = 0
    field.addObserver { if $0 == .textChanged { edits += 1 } }
    field.paste("bc")
    #expect(field.text == "abcd")
    #expect(field.cursor == 3)
    #expect(edits == 1)
    field.paste("")
    #expect(edits == 1, "an empty paste changes nothing")
  }

  @Test func clearEmptiesInOneEditAndDoesNothingWhenEmpty() {
    let field = screen.makeTextField("name")
    field.type("abc")
    var edits = 0
    field.addObserver { if $0 == .textChanged { edits += 1 } }
    field.clear()
    #expect(field.text.isEmpty)
    #expect(field.cursor == 0)
    #expect(edits == 1)
    field.clear()
    #expect(edits == 1)
  }

  @Test func cursorMovesToStartEndAndOffsets() {
    let field = screen.makeTextField("name")
    field.type("hello")
    field.moveCursor(to: .start)
    #expect(field.cursor == 0)
    field.moveCursor(to: .offset(5))
    #expect(field.cursor == 5)
    field.moveCursor(to: .offset(2))
    field.moveCursor(to: .end)
    #expect(field.cursor == 5)
  }

  @Test func limitRefusesAKeystrokeThatWouldMakeTheTextTooLong() {
    let field = screen.makeTextField("code", limit: 3)
    var events: [ControlEvent] = []
    field.addObserver { events.append($0) }
    field.type("abcd")
    #expect(field.text == "abc")
    #expect(field.refusalCount == 1)
    #expect(events.filter { $0 == .textChanged }.count == 3, "a refused keystroke sends no event")
  }

  @Test func limitRefusesAWholePaste() {
    let field = screen.makeTextField("code", limit: 4)
    field.type("ab")
    field.paste("cde")
    #expect(field.text == "ab")
    #expect(field.refusalCount == 1)
    field.paste("cd")
    #expect(field.text == "abcd")
  }

  @Test func allowFilterRefusesKeystrokesOutsideTheClass() {
    let field = screen.makeTextField("phone", allow: .characterClass(.digit))
    field.type("06a1 2")
    #expect(field.text == "0612")
    #expect(field.refusalCount == 2)
  }

  @Test func allowFilterRefusesAPasteWithOneBadCharacter() {
    let field = screen.makeTextField("phone", allow: .characterClass(.digit))
    field.paste("0612-34")
    #expect(field.text.isEmpty)
    #expect(field.refusalCount == 1)
  }

  @Test func allowSetAcceptsOnlyItsCharacters() {
    let field = screen.makeTextField("hex", allow: .characters(Set("0123456789abcdef")))
    field.type("c0ffee!g")
    #expect(field.text == "c0ffee")
    #expect(field.refusalCount == 2)
  }

  @Test func digitClassHoldsBeyondASCII() {
    let field = screen.makeTextField("phone", allow: .characterClass(.digit))
    field.type("٠١٢٣")  // Arabic-Indic digits
    #expect(field.text == "٠١٢٣")
    #expect(field.refusalCount == 0)
  }

  @Test func secureFieldNeverPrintsItsText() {
    let field = screen.makeTextField("password", isSecure: true)
    field.type("hunter2")
    #expect(field.text == "hunter2")
    #expect(field.displayText == "•••••••")
    #expect(!field.description.contains("hunter2"))
  }

  @Test func disabledFieldRefusesEditsAndCountsOneRefusal() {
    let field = screen.makeTextField("name")
    field.attachGate(gate, isOpen: false)
    field.type("abc")
    #expect(field.text.isEmpty)
    #expect(field.refusalCount == 1)
    field.paste("abc")
    field.backspace()
    field.clear()
    field.moveCursor(to: .start)
    #expect(field.refusalCount == 5)
  }
}

/// A stand-in for a manager: any object can gate a control, while something keeps it alive.
final class NSObjectGate {}
