import ControlModel
import TestSupport
import Testing

@Suite("Pickers, steppers and dates")
struct ValueControlTests {
  let screen = Screen()
  /// A stand-in for a manager; a control does not keep its gates alive, the suite does.
  let gate = NSObjectGate()

  private func day(_ text: String) throws -> CalendarDate {
    try CalendarDate(parsing: text)
  }

  // MARK: - Picker

  @Test func aPickerChoosesAnOptionClearsItAndIgnoresTheSameChoice() {
    let country = screen.makePicker("country", options: ["US", "DE", "CA"])
    var events: [ControlEvent] = []
    country.addObserver { events.append($0) }
    #expect(country.selection == nil)
    #expect(country.select("DE"))
    #expect(country.selection == "DE")
    #expect(country.select("DE"), "the option already chosen is accepted and changes nothing")
    #expect(country.select(nil))
    #expect(country.selection == nil)
    #expect(events == [.valueChanged, .valueChanged])
    #expect(country.refusalCount == 0)
  }

  @Test func aPickerComparesOptionsAsStringsDo() {
    // "é" written precomposed and decomposed is one option.
    let accent = screen.makePicker("accent", options: ["caf\u{E9}"], selection: "cafe\u{301}")
    #expect(accent.selection == "caf\u{E9}")
    #expect(accent.select("cafe\u{301}"))
    #expect(!accent.select("tea"), "a text that is no option is refused, and not counted")
    #expect(accent.refusalCount == 0)
  }

  @Test func aDisabledPickerRefusesAndCountsEachChange() {
    let country = screen.makePicker("country", options: ["US", "DE"])
    country.attachGate(gate, isOpen: false)
    #expect(!country.select("US"))
    #expect(!country.select(nil))
    #expect(country.selection == nil)
    #expect(country.refusalCount == 2)
  }

  @Test func aPickerOfAThousandOptionsChoosesTheLast() {
    let options = (1...1_000).map { "option \($0)" }
    let big = screen.makePicker("big", options: options)
    #expect(big.select("option 1000"))
    #expect(big.selection == "option 1000")
    #expect(big.canHold(.option("option 1")))
    #expect(!big.canHold(.option("option 1001")))
  }

  // MARK: - Stepper

  @Test func aStepperStopsAtItsBoundsAndCountsEachRefusedPress() {
    let bags = screen.makeStepper("bags", range: 0...3)
    #expect(bags.value == 0)
    #expect(bags.decrement() == 0)
    #expect(bags.refusalCount == 1)
    #expect(bags.increment(5) == 3)
    #expect(bags.value == 3)
    #expect(bags.refusalCount == 3)
  }

  @Test func aPressThatWouldCrossABoundStopsAtIt() {
    let guests = screen.makeStepper("guests", range: 0...10, step: 4, value: 2)
    #expect(guests.increment(2) == 2)
    #expect(guests.value == 10, "2, 6, then 10 rather than 14")
    #expect(guests.decrement(3) == 3)
    #expect(guests.value == 0)
  }

  @Test func aStepperOfOneValueRefusesEveryPress() {
    let one = screen.makeStepper("one", range: 5...5)
    #expect(one.value == 5)
    #expect(one.increment() == 0)
    #expect(one.decrement() == 0)
    #expect(one.refusalCount == 2)
  }

  @Test func aStepperAtTheExtremesOfIntDoesNotOverflow() {
    let wide = screen.makeStepper("wide", range: (Int.max - 1)...Int.max, step: 3)
    #expect(wide.increment() == 1)
    #expect(wide.value == .max)
    #expect(wide.increment() == 0)
  }

  // MARK: - Date

  @Test func aDatePickerRefusesADayOutsideItsBounds() throws {
    let born = screen.makeDatePicker("born", from: try day("1900-01-01"), to: try day("2026-07-01"))
    #expect(!born.pick(try day("2026-07-02")))
    #expect(born.day == nil)
    #expect(born.refusalCount == 1)
    #expect(born.pick(try day("2024-02-29")))
    #expect(born.day == (try day("2024-02-29")))
    #expect(born.pick(nil))
    #expect(born.day == nil)
    #expect(born.refusalCount == 1)
  }

  // MARK: - Hidden controls

  @Test func aHiddenFieldRefusesTheFocusAndTabSkipsIt() {
    let first = screen.makeTextField("first")
    let hidden = screen.makeTextField("hidden")
    let last = screen.makeTextField("last")
    hidden.setHidden(true)
    #expect(!hidden.focus())
    #expect(hidden.refusalCount == 1)
    first.focus()
    screen.tab()
    #expect(screen.focusedField === last)
    #expect(hidden.isEnabled, "hiding does not change enablement")
  }

  @Test func aFocusedFieldThatBecomesHiddenLosesTheFocus() {
    let field = screen.makeTextField("field")
    var events: [ControlEvent] = []
    field.addObserver { events.append($0) }
    field.focus()
    field.setHidden(true)
    #expect(screen.focusedField == nil)
    #expect(events == [.editingBegan, .editingEnded, .visibilityChanged(false)])
    field.setHidden(false)
    #expect(events.last == .visibilityChanged(true))
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func hiddenControlsRefuseEveryChange() {
    let toggle = screen.makeSwitch("toggle")
    let button = screen.makeButton("button")
    let stepper = screen.makeStepper("stepper")
    for control in [toggle, button, stepper] as [any Control] {
      control.kind.manageable.setHidden(true)
    }
    #expect(!toggle.toggle())
    #expect(!button.tap())
    #expect(stepper.increment(2) == 0)
    #expect(toggle.refusalCount == 1)
    #expect(button.refusalCount == 1)
    #expect(stepper.refusalCount == 2)
    #expect(button.tapCount == 0)
  }

  @Test func typingThatHidesItsOwnFieldRefusesTheKeystrokesLeft() {
    let field = screen.makeTextField("code")
    field.addObserver { [weak field] event in
      if event == .textChanged, field?.text == "ab" { field?.setHidden(true) }
    }
    field.type("abcd")
    #expect(field.text == "ab")
    #expect(field.refusalCount == 2)
  }

  @Test func checkpointsPutValuesRefusalsAndVisibilityBack() throws {
    let country = screen.makePicker("country", options: ["US", "DE"])
    let bags = screen.makeStepper("bags", range: 0...3)
    let born = screen.makeDatePicker("born")
    let checkpoint = try #require(screen.checkpoint())
    country.select("DE")
    bags.increment(9)
    born.pick(try day("2000-01-01"))
    country.setHidden(true)
    screen.restore(checkpoint)
    #expect(country.selection == nil)
    #expect(bags.value == 0)
    #expect(bags.refusalCount == 0)
    #expect(born.day == nil)
    #expect(!country.isHidden)
  }
}
