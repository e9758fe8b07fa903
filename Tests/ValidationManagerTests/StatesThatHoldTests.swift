import ControlModel
import Testing
import ValidationManager

/// Observers hear states that hold: a load refused for one of its values is heard by no one, a
/// load that adds rows is heard once, and a Save that waits for a change is never told it is
/// enabled on the way through one keystroke.
@Suite("Observers hear states that hold")
struct StatesThatHoldTests {
  let clock = VirtualClock()
  let screen: Screen
  let name: TextField
  let phones: RowGroup<Phone>
  let save: Button
  let discard: Button
  let form: Manager
  /// What the screen's and the group's observers heard, a line each, with Save's enablement
  /// as each observer read it.
  let heard = Heard()

  struct Phone {
    let number: TextField
  }

  final class Heard {
    var lines: [String] = []
  }

  init() throws {
    screen = Screen(title: "Edit contact", clock: clock)
    name = screen.makeTextField("name")
    name.validate([.required("Enter a name.")])
    phones = try screen.makeRowGroup("phone", rows: 1...5) { row in
      let number = row.makeTextField("number")
      number.validate([.required("Enter a number.")])
      return Phone(number: number)
    }
    save = screen.makeButton("save")
    discard = screen.makeButton("discard")
    discard.resetTarget = screen
    form = screen.makeManager("form")
    form.needsChange = true
    try form.verify(name)
    try form.verify(phones)
    try form.manage(save)
    discard.enable(when: [.dirty("form")])
  }

  /// A contact of `count` phones, numbered from 0100.
  private func contact(phones count: Int, name: String = "Ann") -> FormValues {
    var values = FormValues()
    values["name"] = .string(name)
    values["phone"] = .rows(
      (0..<count).map { index in
        var row = FormValues()
        row["number"] = .string("555 01\(index)0")
        return row
      })
    return values
  }

  /// Starts listening: the screen's events, the group's, and Save's enablement at each.
  private func listen() -> [ObservationToken] {
    let (heard, save) = (heard, save)
    let screenToken = screen.addObserver { event in
      heard.lines.append("\(Self.describe(event)) [save \(save.isEnabled ? "on" : "off")]")
    }
    let groupToken = phones.addObserver { event in heard.lines.append("rows \(event)") }
    return [screenToken, groupToken]
  }

  private static func describe(_ event: ScreenEvent) -> String {
    switch event {
    case .control(let name, .textChanged): "\(name) text"
    case .control(let name, .validityChanged(let validity)): "\(name) \(validity)"
    case .control(let name, .enabledChanged(let isEnabled)):
      "\(name) \(isEnabled ? "enabled" : "disabled")"
    case .control(let name, let event): "\(name) \(event)"
    case .managerChanged(let name, let validity): "\(name) \(validity)"
    case .dirtyChanged(let name, let isDirty): "\(name) \(isDirty ? "dirty" : "pristine")"
    case .focusChanged(let name): "focus \(name ?? "none")"
    }
  }

  @Test func aLoadRefusedForOneValueIsHeardByNoOne() throws {
    try screen.load(contact(phones: 3))
    let tokens = listen()
    defer { tokens.forEach { screen.removeObserver($0) } }
    var refused = contact(phones: 5, name: "Bob")
    if case .rows(var rows) = refused["phone"] {
      rows[4] = FormValues()
      rows[4]["numbr"] = .string("555 0199")
      refused["phone"] = .rows(rows)
    }
    #expect(throws: ControlValueError.self) { try screen.load(refused) }
    #expect(heard.lines == [])
    #expect(phones.count == 3 && !screen.isDirty && name.text == "Ann")
    #expect(!save.isEnabled && !discard.isEnabled)
    #expect(screen.invariantViolations() == [])
  }

  @Test func aLoadThatAddsRowsIsHeardOnceAndNeverDirty() throws {
    let tokens = listen()
    defer { tokens.forEach { screen.removeObserver($0) } }
    try screen.load(contact(phones: 3))
    let rowEvents = heard.lines.filter { $0.hasPrefix("rows ") }
    #expect(rowEvents == ["rows rowAdded(1)", "rows rowAdded(2)"])
    #expect(!heard.lines.contains { $0.contains(" dirty [") || $0.contains(" enabled [") })
    #expect(phones.count == 3 && !screen.isDirty && !form.isDirty)
    #expect(screen.invariantViolations() == [])
  }

  @Test func aKeystrokeThatMakesALoadedFormDirtyAndInvalidNeverEnablesSave() throws {
    try screen.load(contact(phones: 1))
    let tokens = listen()
    defer { tokens.forEach { screen.removeObserver($0) } }
    name.clear()
    #expect(
      heard.lines == [
        "focus name [save off]", "name editingBegan [save off]", "name text [save off]",
        "name dirty [save off]", "form dirty [save off]", "name invalid [save off]",
        "form invalid [save off]", "discard enabled [save off]",
      ])
    // Back to the loaded name: valid again, and pristine; Save is not told anything either.
    heard.lines = []
    name.paste("Ann")
    #expect(
      heard.lines == [
        "name text [save off]", "name pristine [save off]", "form pristine [save off]",
        "name valid [save off]", "form valid [save off]", "discard disabled [save off]",
      ])
    #expect(!save.isEnabled && !form.isDirty && form.validity == .valid)
  }

  @Test func aKeystrokeThatMakesTheFormValidAndDirtyEnablesSaveOnce() throws {
    try screen.load(contact(phones: 1))
    name.clear()
    let tokens = listen()
    defer { tokens.forEach { screen.removeObserver($0) } }
    name.type("Bo")
    #expect(heard.lines.filter { $0.hasPrefix("save ") } == ["save enabled [save on]"])
    #expect(save.isEnabled)
  }

  @Test func aSaveThatStopsNeedingAChangeDecidesAtOnce() throws {
    try screen.load(contact(phones: 1))
    #expect(!save.isEnabled)
    form.needsChange = false
    #expect(save.isEnabled)
    form.needsChange = true
    #expect(!save.isEnabled)
  }
}

extension StatesThatHoldTests {
  /// A typo in a condition's name is said: by the full check and by the explanation, since no
  /// condition on it ever holds.
  @Test func aConditionNamingNothingIsSaid() {
    let other = screen.makeButton("other")
    other.enable(when: [.dirty("from")])
    #expect(!other.isEnabled)
    #expect(
      screen.invariantViolations().map(\.description).contains {
        $0.contains("'from', which is nothing on its screen")
      })
    #expect(
      other.explainEnablement().description
        == "other is disabled because its conditions name 'from', which is nothing on the "
        + "screen, and its condition 'from dirty' does not hold")
  }
}
