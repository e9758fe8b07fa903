import ControlModel
import Foundation
import Testing
import ValidationManager

// The Swift examples of the README, of ControlModel's and ValidationManager's documentation and
// of the doc comments that `DocumentationCodeTests` holds equal to them, kept compiling and true:
// each example is written here as it is there, then checked.

@Suite("Documentation examples: the model")
struct DocumentationExamplesTests {
  /// README.md, "The same screen in Swift"; RulesAndRows.md, "Overview".
  @Test func registrationWithTwoManagers() throws {
    let screen = Screen(title: "Registration")
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email."), .email("That is not an email address.")])
    let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
    phone.validate([.required(), .minLength(10, "A phone number has at least 10 digits.")])
    let register = screen.makeButton("register")
    let requestCode = screen.makeButton("requestCode")

    let form = screen.makeManager("form")
    try form.verify(email)
    try form.verify(phone)
    try form.manage(register)
    let sms = screen.makeManager("sms")
    try sms.verify(phone)
    try sms.manage(requestCode)
    form.onValidityChange { validity in print("the form is now \(validity)") }

    phone.type("0612345678")
    print(requestCode.isEnabled, register.isEnabled)  // true false
    print(register.explainEnablement())
    // register is disabled because manager form is invalid: email: 'Enter your email.'

    #expect(requestCode.isEnabled)
    #expect(!register.isEnabled)
    #expect(
      register.explainEnablement().description
        == "register is disabled because manager form is invalid: email: 'Enter your email.'")
    var heard: [Validity] = []
    form.onValidityChange { heard.append($0) }
    email.type("ann@example.com")
    #expect(heard == [.valid])
    #expect(register.isEnabled)
  }

  /// ControlModel.md, "Overview".
  @Test func aScreenOnAVirtualClock() {
    let clock = VirtualClock()
    let screen = Screen(title: "Registration", clock: clock)
    let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
    phone.type("06a12")  // "a" is refused
    screen.tab()
    clock.advance(by: .milliseconds(300))

    #expect(phone.text == "0612")
    #expect(phone.refusalCount == 1)
    #expect(screen.focusedField == nil)
  }

  /// ValidationManager.md, "Overview".
  @Test func aManagerEnablesWhatItManages() throws {
    let screen = Screen(title: "Sign-up")
    let register = screen.makeButton("register")
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email."), .email("That is not an email address.")])
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.manage(register)
    print(register.explainEnablement())

    #expect(!register.isEnabled)
    email.paste("ann@example.com")
    #expect(register.isEnabled)
  }

  /// RulesAndRows.md, "Rules that read other controls".
  @Test func aRuleThatReadsAnotherControl() {
    let screen = Screen(title: "Address")
    let country = screen.makeTextField("country", text: "US")
    let postcode = screen.makeTextField("postcode")
    postcode.validate([
      .required("Enter your postcode."),
      .custom(reading: ["country"]) { text, controls in
        switch controls.text(of: "country") {
        case "US": text.count == 5 ? .passed : .failed("A ZIP code has 5 digits.")
        case "GB":
          (5...7).contains(text.count) ? .passed : .failed("A postcode has 5 to 7 characters.")
        default: .passed
        }
      },
    ])

    let zip = ValidationRule.custom("A ZIP code has 5 digits.", reading: ["country"]) {
      text, controls in
      controls.text(of: "country") != "US" || text.count == 5
    }
    print(zip.evaluate("1234", reading: ControlValues(["country": .text("US")])))
    // failed("A ZIP code has 5 digits.")

    #expect(
      zip.evaluate("1234", reading: ControlValues(["country": .text("US")]))
        == .failed("A ZIP code has 5 digits."))
    postcode.paste("SW1")
    #expect(postcode.errors == ["A ZIP code has 5 digits."])
    country.setText("GB")
    #expect(postcode.errors == ["A postcode has 5 to 7 characters."])
    country.setText("FR")
    #expect(postcode.isValid)
  }

  /// RulesAndRows.md, "Pickers, steppers and dates".
  @Test func pickersSteppersAndDates() throws {
    let screen = Screen(title: "Passenger")
    let flight = screen.makeDatePicker(
      "flight", selection: CalendarDate(year: 2026, month: 7, day: 1))
    let type = screen.makePicker("type", options: ["Adult", "Child", "Infant"], selection: "Adult")
    let born = screen.makeDatePicker("born", to: CalendarDate(year: 2026, month: 7, day: 1))
    let infant = "An infant is younger than 2 on the day of the flight."
    born.validate([
      .required("Enter a date of birth."),
      .age(.under, 2, on: .control("flight"), infant).when(.is("type", "Infant")),
    ])
    let bags = screen.makeStepper("bags", range: 0...3)
    bags.show(when: [.isNot("type", "Infant")])

    type.select("Infant")
    #expect(bags.isHidden)
    born.pick(CalendarDate(year: 2024, month: 6, day: 30))
    #expect(born.errors == ["An infant is younger than 2 on the day of the flight."])
    flight.pick(CalendarDate(year: 2026, month: 6, day: 29))
    #expect(born.isValid)
  }

  /// RulesAndRows.md, "Groups of rows".
  @Test func passengersAsRows() throws {
    let screen = Screen(title: "Passengers")
    let form = screen.makeManager("form")
    struct Passenger: Identifiable {
      let id = UUID()
      let first: TextField
      let type: Picker
      let bags: Stepper
    }

    let passengers = try screen.makeRowGroup("passenger", rows: 1...6) { row in
      let first = row.makeTextField("first")
      first.validate([.required("Enter a first name.")])
      let type = row.makePicker("type", options: ["Adult", "Child", "Infant"], selection: "Adult")
      let bags = row.makeStepper("bags", range: 0...3)
      bags.show(when: [.isNot("type", "Infant")])  // this row's type
      let seat = row.makeManager("row")
      try seat.verify(first)
      try seat.manage(bags)
      return Passenger(first: first, type: type, bags: bags)
    }
    try form.verify(passengers)  // valid when every passenger is

    #expect(!form.isValid)
    passengers.rows[0].first.type("Ann")
    #expect(form.isValid)
    passengers.append()
    #expect(passengers.rows.map(\.first.name) == ["passenger[1].first", "passenger[2].first"])
    passengers.rows[1].type.select("Infant")
    #expect(passengers.rows[1].bags.isHidden && !passengers.rows[0].bags.isHidden)
  }

  /// The example of `RowGroup`'s documentation (Sources/ValidationManager/RowGroup.swift).
  @Test func theRowGroupDocumentationExample() throws {
    let screen = Screen(title: "Booking")
    let form = screen.makeManager("form")
    struct Passenger {
      let first: TextField
      let bags: Stepper
    }
    let passengers = try screen.makeRowGroup("passenger", rows: 1...6) { row in
      let first = row.makeTextField("first")
      first.validate([.required()])
      let bags = row.makeStepper("bags", range: 0...3)
      return Passenger(first: first, bags: bags)
    }
    try form.verify(passengers)
    passengers.append()  // a second passenger
    passengers.rows[1].first.type("Mia")
    passengers.remove(at: 0)  // Mia's row moves up: passenger[1].first

    #expect(passengers.count == 1)
    #expect(passengers.rows[0].first.name == "passenger[1].first")
    #expect(passengers.rows[0].first.text == "Mia")
    #expect(form.isValid)
  }

  /// RulesAndRows.md, "A member of your own type".
  @Test func aMemberOfYourOwnType() throws {
    /// Valid once the app has checked the code the user was sent.
    final class CodeGate: IValidatable {
      let name = "code"
      let verifiers = ManagerList()
      private(set) var validity: Validity = .invalid
      var errors: [String] { validity == .valid ? [] : ["Check the code first."] }
      var shownError: String? { nil }
      var isExcludedFromValidation: Bool { false }

      func codeWasChecked(_ isRight: Bool) {
        validity = isRight ? .valid : .invalid
        verifiers.notify(self)
      }
    }

    let screen = Screen(title: "Sign-up")
    let gate = CodeGate()
    let next = screen.makeButton("next")
    let form = screen.makeManager("form")
    try form.verify(gate)
    try form.manage(next)

    #expect(!next.isEnabled)
    gate.codeWasChecked(true)
    #expect(next.isEnabled)
  }

  /// InAnApp.md, "Loading, saving and discarding".
  @Test func aFormAsOneValue() throws {
    struct Profile: Codable, Equatable {
      var name: String
      var newsletter: Bool
      var guests: Int
    }
    final class ProfileScreen {
      let screen = Screen(title: "Edit profile")
      let name: TextField
      let newsletter: Switch
      let guests: Stepper

      init() {
        name = screen.makeTextField("name")
        name.validate([.required("Enter your name.")])
        newsletter = screen.makeSwitch("newsletter")
        guests = screen.makeStepper("guests", range: 0...8)
      }

      func load(_ profile: Profile) throws { try screen.load(FormValues(encoding: profile)) }
      func profile() throws -> Profile { try screen.values.decode() }  // what Save sends
    }

    let model = ProfileScreen()
    try model.load(Profile(name: "Ann Lee", newsletter: true, guests: 2))
    #expect(!model.screen.isDirty)
    #expect(try model.profile() == Profile(name: "Ann Lee", newsletter: true, guests: 2))
    let error = #expect(throws: ControlValueError.self) {
      try model.load(Profile(name: "Ann Lee", newsletter: true, guests: 12))
    }
    #expect(error?.control == "guests")
    #expect(try model.profile().guests == 2, "nothing is loaded")
  }
}
