import ControlModel
import Testing

@Suite("Focus and tab order")
struct FocusTests {
  let screen = Screen()
  /// Stand-ins for managers; a control does not keep its gates alive, the suite does.
  let gate = NSObjectGate()
  let otherGate = NSObjectGate()

  @Test func focusingAnotherFieldEndsTheEditingOfTheFirst() {
    let first = screen.makeTextField("first")
    let second = screen.makeTextField("second")
    var log: [String] = []
    first.addObserver { log.append("first \($0)") }
    second.addObserver { log.append("second \($0)") }
    first.focus()
    second.focus()
    #expect(log == ["first editingBegan", "first editingEnded", "second editingBegan"])
    #expect(screen.focusedField === second)
  }

  @Test func focusingTheFocusedFieldKeepsItsCursorAndEditing() {
    let field = screen.makeTextField("name")
    field.type("abc")
    field.moveCursor(to: .offset(1))
    var events: [ControlEvent] = []
    field.addObserver { events.append($0) }
    field.focus()
    field.type("X")
    #expect(field.text == "aXbc")
    #expect(events == [.textChanged])
  }

  @Test func focusPutsTheCursorAtTheEnd() {
    let field = screen.makeTextField("name")
    field.type("abc")
    field.moveCursor(to: .start)
    screen.blur()
    field.focus()
    #expect(field.cursor == 3)
  }

  @Test func blurSendsFocusNowhere() {
    let field = screen.makeTextField("name")
    field.focus()
    screen.blur()
    #expect(screen.focusedField == nil)
    #expect(!field.isFocused)
  }

  @Test func tabVisitsEnabledFieldsInDeclarationOrderThenNowhere() {
    let a = screen.makeTextField("a")
    let b = screen.makeTextField("b")
    _ = screen.makeButton("go")
    let c = screen.makeTextField("c")
    b.attachGate(gate, isOpen: false)
    screen.tab()
    #expect(screen.focusedField === a)
    screen.tab()
    #expect(screen.focusedField === c, "tab skips the disabled field")
    screen.tab()
    #expect(screen.focusedField == nil)
    screen.tab()
    #expect(screen.focusedField === a)
    #expect(b.refusalCount == 0, "tab does not try a disabled field")
  }

  @Test func tabOnAScreenWithoutFieldsDoesNothing() {
    _ = screen.makeButton("go")
    screen.tab()
    #expect(screen.focusedField == nil)
  }

  @Test func aDisabledFieldRefusesTheFocusAndTheFocusStays() {
    let a = screen.makeTextField("a")
    let b = screen.makeTextField("b")
    b.attachGate(gate, isOpen: false)
    a.focus()
    #expect(!b.focus())
    #expect(screen.focusedField === a)
    #expect(b.refusalCount == 1)
  }

  @Test func aFieldDisabledWhileFocusedLosesTheFocus() {
    let field = screen.makeTextField("a")
    field.attachGate(gate, isOpen: true)
    field.focus()
    var events: [ControlEvent] = []
    field.addObserver { events.append($0) }
    field.receive(.gate(isOpen: false))
    #expect(screen.focusedField == nil)
    #expect(events == [.editingEnded, .enabledChanged(false)])
    field.receive(.gate(isOpen: true))
    #expect(field.isEnabled)
    #expect(screen.focusedField == nil, "enabling again does not give the focus back")
  }

  @Test func enablementNeedsEveryGateOpen() {
    let field = screen.makeTextField("a")
    let first = gate
    let second = otherGate
    field.attachGate(first, isOpen: false)
    field.attachGate(second, isOpen: false)
    field.receive(.gate(isOpen: true))
    #expect(!field.isEnabled)
    field.receive(.gate(isOpen: true))
    #expect(field.isEnabled)
    #expect(field.gates.count == 2)
    field.detachGate(first, wasOpen: true)
    #expect(field.gates.count == 1)
  }

  @Test func aFieldWhoseScreenWasReleasedRefusesEverythingAndCountsIt() {
    let field = Screen().makeTextField("email")
    #expect(!field.isOnScreen)
    field.type("abc")
    #expect(field.text == "")
    #expect(field.refusalCount == 1, "a refusal, counted: never a silent one")
    #expect(!field.focus())
    #expect(field.refusalCount == 2)
    field.paste("abc")
    #expect(field.refusalCount == 3)
    field.setText("set from code")
    #expect(field.text == "set from code", "code may still set the text, as UIKit's text = does")
    #expect(screen.makeTextField("kept").isOnScreen)
  }
}
