import ControlModel
import Foundation
import Testing

@testable import ValidationManager

/// A form's values as one Codable value: `screen.values` and `screen.load(_:)`.
@Suite("A form's values")
struct FormValuesTests {
  let clock = VirtualClock()

  struct Phone {
    let number: TextField
    let mobile: Switch
  }

  /// Every kind of control, a secure field and a group of rows between them.
  private func profile() throws -> Screen {
    let screen = Screen(title: "Profile", clock: clock)
    _ = screen.makeTextField("name")
    _ = screen.makeTextField("pin", isSecure: true)
    _ = try screen.makeRowGroup("phone", rows: 0...3, startingRows: 1) { row in
      Phone(number: row.makeTextField("number"), mobile: row.makeSwitch("mobile"))
    }
    _ = screen.makeSwitch("newsletter")
    _ = screen.makePicker("language", options: ["en", "de"])
    _ = screen.makeStepper("guests", range: 0...8)
    _ = screen.makeDatePicker("born", to: CalendarDate(year: 2026, month: 11, day: 25))
    _ = screen.makeButton("save")
    return screen
  }

  private func filled() throws -> FormValues {
    var phone = FormValues()
    phone["number"] = .string("555 0100")
    phone["mobile"] = .bool(true)
    var second = FormValues()
    second["number"] = .string("555 0199")
    second["mobile"] = .bool(false)
    var values = FormValues()
    values["name"] = .string("Zoë")
    values["pin"] = .string("1234")
    values["phone"] = .rows([phone, second])
    values["newsletter"] = .bool(true)
    values["language"] = .string("de")
    values["guests"] = .int(2)
    values["born"] = .string("2024-02-29")
    return values
  }

  @Test func valuesHoldEveryControlInDeclarationOrderAndGroupsAsRows() throws {
    let screen = try profile()
    let values = screen.values
    #expect(values.names == ["name", "pin", "phone", "newsletter", "language", "guests", "born"])
    #expect(values["language"] == .null && values["born"] == .null && values["guests"] == .int(0))
    #expect(values["phone"] == .rows([FormValues(number: "", mobile: false)]))
  }

  @Test func loadFillsTheFormAsItsStartingValuesAndValuesRoundTripThroughJSON() throws {
    let screen = try profile()
    try screen.load(try filled())
    #expect(screen.values == (try filled()))
    #expect(screen.rowGroup(named: "phone")?.count == 2)
    #expect(screen.rowGroup(named: "phone")?.startingRowCount == 2)
    #expect(screen.controls.allSatisfy { !$0.isDirty })
    let data = try JSONEncoder().encode(screen.values)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains(#""guests":2"#) && json.contains(#""born":"2024-02-29""#))
    #expect(json.contains(#""number":"555 0100""#) && json.contains(#""mobile":true"#))
    let decoded = try JSONDecoder().decode(FormValues.self, from: data)
    #expect(decoded == screen.values)
    let other = try profile()
    try other.load(decoded)
    #expect(other.values == screen.values)
    // A reset goes back to what was loaded, rows included.
    other.rowGroup(named: "phone")?.append()
    try other.control(named: "guests")?.set(.number(5))
    other.reset()
    #expect(other.values == screen.values)
  }

  @Test func nullAndNoChoiceRoundTrip() throws {
    let screen = try profile()
    let data = try JSONEncoder().encode(screen.values)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains(#""language":null"#))
    #expect(try JSONDecoder().decode(FormValues.self, from: data) == screen.values)
  }

  @Test(arguments: [
    ("nickname", FormValues.Value.string("x"), "'nickname' names no control", "unknown"),
    ("guests", .string("2"), "'guests' takes a whole number, not a string", "shape"),
    ("guests", .int(9), "'guests' cannot hold 9: a whole number from 0 to 8", "hold"),
    ("language", .string("fr"), "'language' cannot hold the option \"fr\"", "hold"),
    (
      "born", .string("2026-02-29"),
      "'born' takes a day written \"YYYY-MM-DD\", or null, not a string that is no day "
        + "(February 2026 has 28 days)", "shape"
    ),
    (
      "born", .string("2027-01-01"), "'born' cannot hold 2027-01-01: a day up to 2026-11-25",
      "hold"
    ),
    ("newsletter", .null, "'newsletter' takes true or false, not null", "shape"),
    (
      "phone", .rows([FormValues](repeating: FormValues(), count: 4)),
      "'phone' takes an array of 0 to 3 rows, not 4 rows", "shape"
    ),
    ("phone", .int(1), "'phone' takes an array of 0 to 3 rows, not 1", "shape"),
  ])
  func aValueThatDoesNotFitIsAnErrorNamingItAndNothingIsLoaded(
    name: String, value: FormValues.Value, message: String, problem: String
  ) throws {
    let screen = try profile()
    var values = try filled()
    values[name] = value
    let before = screen.values
    let error = try #require(throws: ControlValueError.self) { try screen.load(values) }
    #expect(error.description.contains(message), "\(error)")
    #expect(error.control == name)
    switch error.problem {
    case .unknownName: #expect(problem == "unknown")
    case .wrongShape: #expect(problem == "shape" && error.value == nil)
    case .cannotHold: #expect(problem == "hold" && error.value != nil)
    }
    #expect(screen.values == before)
    #expect(screen.rowGroup(named: "phone")?.isTouched == false)
  }

  @Test func aRowsUnknownNameIsAnErrorAtItsRow() throws {
    let screen = try profile()
    var values = try filled()
    var row = FormValues()
    row["extension"] = .string("12")
    values["phone"] = .rows([FormValues(number: "1", mobile: true), row])
    let before = screen.values
    #expect {
      try screen.load(values)
    } throws: { error in
      String(describing: error).contains("'phone[2].extension' names no control")
    }
    #expect(screen.values == before && screen.rowGroup(named: "phone")?.count == 1)
  }

  @Test func aSecureFieldsTextIsInTheValuesButInNoDescription() throws {
    let screen = try profile()
    try screen.load(try filled())
    let values = screen.values
    #expect(values["pin"] == .string("1234"))
    #expect(!values.description.contains("1234") && values.description.contains("••••"))
    #expect(values.description.contains("\"Zoë\""))
    var dumped = ""
    dump(values, to: &dumped)
    #expect(!dumped.contains("1234"))
    // Decoded values cannot know which names are secret: they print no text.
    let decoded = try JSONDecoder().decode(
      FormValues.self, from: try JSONEncoder().encode(values))
    #expect(!decoded.description.contains("1234") && !decoded.description.contains("Zoë"))
  }
}

/// The app's own type for the profile form, as its server sends it.
private struct Profile: Codable, Equatable {
  struct Phone: Codable, Equatable {
    var number: String
    var mobile: Bool
  }
  var name: String
  var pin: String
  var phone: [Phone]
  var newsletter: Bool
  var language: String?
  var guests: Int
  var born: CalendarDate?
}

extension FormValuesTests {
  @Test func theAppsOwnCodableTypeLoadsTheFormAndComesBackFromIt() throws {
    let sent = Profile(
      name: "Zoë", pin: "1234",
      phone: [.init(number: "555 0100", mobile: true), .init(number: "555 0199", mobile: false)],
      newsletter: true, language: "de", guests: 2,
      born: CalendarDate(year: 2024, month: 2, day: 29))
    let screen = try profile()
    try screen.load(FormValues(encoding: sent))
    #expect(screen.values == (try filled()))
    #expect(screen.controls.allSatisfy { !$0.isDirty })
    #expect(try screen.values.decode(Profile.self) == sent)
    let edited: Profile = try {
      try screen.control(named: "guests")?.set(.number(3))
      try screen.control(named: "language")?.set(.option(nil))
      return try screen.values.decode()
    }()
    #expect(edited.guests == 3 && edited.language == nil && edited.born == sent.born)
  }

  @Test func aValueOfTheAppsTypeThatDoesNotFitIsRefusedWhole() throws {
    var sent = Profile(
      name: "Bo", pin: "", phone: [], newsletter: false, language: "fr", guests: 2, born: nil)
    let screen = try profile()
    let before = screen.values
    let error = try #require(throws: ControlValueError.self) {
      try screen.load(FormValues(encoding: sent))
    }
    #expect(error.problem == .cannotHold(.option("fr")) && error.control == "language")
    #expect(screen.values == before)
    sent.language = nil
    // The group allows 0 to 3 rows: an empty array loads, and the form has none.
    try screen.load(FormValues(encoding: sent))
    #expect(screen.rowGroup(named: "phone")?.count == 0)
    #expect(screen.values["name"] == .string("Bo"))
  }

  @Test func valuesThatAreNoObjectOfNamesAreADecodingError() {
    #expect(throws: DecodingError.self) { try FormValues(encoding: [1, 2, 3]) }
    #expect(throws: DecodingError.self) { try FormValues().decode(Profile.self) }
  }
}

extension FormValues {
  /// A phone row's values.
  fileprivate init(number: String, mobile: Bool) {
    self.init()
    self["number"] = .string(number)
    self["mobile"] = .bool(mobile)
  }
}
