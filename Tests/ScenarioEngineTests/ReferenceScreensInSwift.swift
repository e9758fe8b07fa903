import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

/// The reference screens of `Scenarios/`, built in Swift as an app would build them. The same
/// scenario files replay on the declared screens and on these; both must pass, step for step.
extension ScreenCatalogue {
  static let referenceScreens = ScreenCatalogue()
    .registering("address", ReferenceScreens.address)
    .registering("edit-profile", ReferenceScreens.editProfile)
    .registering("job-application", ReferenceScreens.jobApplication)
    .registering("login", ReferenceScreens.login)
    .registering("ordered-checks", ReferenceScreens.orderedChecks)
    .registering("passengers") { ReferenceScreens.passengers(clock: $0) }
    .registering("registration", ReferenceScreens.registration)
    .registering("rule-list", ReferenceScreens.ruleList)
    .registering("sign-in", ReferenceScreens.signIn)
    .registering("sign-in-submit", ReferenceScreens.signInSubmit)
    .registering("sign-up") { ReferenceScreens.signUp(clock: $0) }
}

enum ReferenceScreens {
  /// A pattern the screens know to be valid.
  private static func pattern(_ expression: String, _ message: String) -> ValidationRule {
    do {
      return try .pattern(expression, message)
    } catch {
      Issue.record("invalid pattern \(expression): \(error)")
      return .custom(message) { _ in false }
    }
  }

  private static func manager(
    _ screen: Screen, _ name: String, verifies members: [any IValidatable],
    manages controls: [any Control]
  ) {
    let manager = screen.makeManager(name)
    do {
      for member in members { try manager.verify(member) }
      for control in controls { try manager.manage(control) }
    } catch {
      Issue.record("\(error)")
    }
  }

  /// Reference screen 7: the passengers of a flight booking, a group of one to six rows whose
  /// rules read their own row's type and the flight's date.
  static func passengers(clock: any ScreenClock) -> Screen {
    let screen = Screen(title: "Passengers", clock: clock)
    // The app loads the flight's day from the booking; the scenarios do it with `load`.
    _ = screen.makeDatePicker("flight")
    let email = screen.makeTextField("email")
    email.validate(
      [.required("Enter an email."), .email("Enter a valid email.")], errors: .onSubmit)
    do {
      let passengers = try screen.makeRowGroup("passenger", rows: 1...6) { row in
        let first = row.makeTextField("first")
        first.validate([.required("Enter a first name.")], errors: .onSubmit)
        let last = row.makeTextField("last")
        last.validate([.required("Enter a last name.")], errors: .onSubmit)
        row.makePicker("type", options: ["Adult", "Child", "Infant"], selection: "Adult")
        let born = row.makeDatePicker("born")
        let flight = ValidationRule.DateReference.control("flight")
        born.validate([
          .required("Enter a date of birth."),
          .date(.onOrBefore, flight, "A date of birth is on or before the flight."),
          .age(.under, 2, on: flight, "An infant is younger than 2 on the day of the flight.")
            .when([.is("type", "Infant")]),
          .age(.atLeast, 2, on: flight, "A child is at least 2 on the day of the flight.")
            .when([.is("type", "Child")]),
          .age(.under, 12, on: flight, "A child is younger than 12 on the day of the flight.")
            .when([.is("type", "Child")]),
        ])
        let bags = row.makeStepper("bags", range: 0...3)
        bags.show(when: [.isNot("type", "Infant")])
        return first
      }
      passengers.attachAddButton(screen.makeButton("addPassenger"))
      passengers.attachRemoveButton(screen.makeButton("removePassenger"))
      let submit = screen.makeButton("continue", submits: [email], busy: .seconds(2))
      submit.focusesInvalid = true
      passengers.submit(with: submit)
    } catch {
      Issue.record("\(error)")
    }
    return screen
  }

  /// Reference screen 8: contact and shipping address, with a picker, conditions and sections
  /// that appear.
  static func address(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Contact and shipping address", clock: clock)
    let country = screen.makePicker("country", options: ["US", "DE", "CA", "IS"])
    country.validate([.required("Choose a country.")])
    let state = screen.makePicker("state", options: ["CA", "NY", "TX", "WA"])
    state.show(when: [.is("country", "US")])
    state.validate([.required("Choose a state.")])
    let postcode = screen.makeTextField("postcode")
    postcode.show(when: [.isNot("country", "IS")])
    postcode.validate(
      [
        .required("Enter a postcode."),
        pattern("[0-9]{5}", "Five digits.").when(.is("country", "US", "DE")),
        pattern("[A-Z][0-9][A-Z] [0-9][A-Z][0-9]", "Like K1A 0B1.").when(.is("country", "CA")),
      ], errors: .onChange)
    let email = screen.makeTextField("email")
    email.validate(
      [
        .required("Give an email or a phone number.").when(.empty("phone")),
        .email("That is not an email address."),
      ], errors: .onChange)
    let phone = screen.makeTextField("phone", allow: .characterClass(.digit))
    phone.validate(
      [
        .required("Give an email or a phone number.").when(.empty("email")),
        .minLength(6, "At least 6 digits."),
      ], errors: .onChange)
    _ = screen.makeSwitch("frequentFlyer")
    let number = screen.makeTextField("ffNumber")
    number.show(when: [.on("frequentFlyer")])
    number.validate(
      [
        .required("Enter your frequent-flyer number."),
        pattern("[A-Z]{2}[0-9]{6}", "Two letters and six digits."),
      ], errors: .onChange)
    let save = screen.makeButton("save")
    for control in [country, state, postcode, email, phone, number] as [any Control] {
      save.addSubmitted(control)
    }
    manager(
      screen, "form", verifies: [country, state, postcode, email, phone, number], manages: [save])
    return screen
  }

  /// Reference screen 9: a profile loaded from the server, whose Save waits for a change and
  /// whose Discard puts the loaded values back.
  static func editProfile(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Edit profile", clock: clock)
    let name = screen.makeTextField("name")
    name.validate(
      [.required("Enter your name."), .maxLength(40, "At most 40 characters.")],
      errors: .onChange)
    let email = screen.makeTextField("email")
    email.validate(
      [.required("Enter your email."), .email("That is not an email address.")],
      errors: .onBlur)
    let newsletter = screen.makeSwitch("newsletter")
    let language = screen.makePicker("language", options: ["English", "Deutsch", "Français"])
    language.validate([.required("Choose a language.")])
    let guests = screen.makeStepper("guests", range: 0...8)
    guests.validate([.atMost(4, "At most 4 guests.")])
    let born = screen.makeDatePicker(
      "born", from: CalendarDate(year: 1900, month: 1, day: 1),
      to: CalendarDate(year: 2026, month: 11, day: 25))
    born.validate([.required("Enter your date of birth.")])
    let fields: [any Control] = [name, email, newsletter, language, guests, born]
    let save = screen.makeButton("save", submits: [name, email], busy: .seconds(1))
    for control in fields.dropFirst(2) { save.addSubmitted(control) }
    let discard = screen.makeButton("discard")
    discard.resetTarget = screen
    let form = screen.makeManager("form")
    form.needsChange = true
    do {
      for control in fields {
        if let member = control as? any IValidatable { try form.verify(member) }
      }
      try form.manage(save)
    } catch {
      Issue.record("edit profile: \(error)")
    }
    return screen
  }

  /// Reference screen 10, built as an app builds it (in `TestSupport`, where the explorer's
  /// tests build its copies too).
  static func jobApplication(clock: VirtualClock) -> Screen {
    JobApplicationScreen.make(clock: clock)
  }

  static func login(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Login", clock: clock)
    let login = screen.makeTextField("login")
    login.validate([
      .required("Enter your login."),
      pattern("[a-z][a-z0-9_]{2,15}", "Use 3 to 16 lowercase letters, digits or _."),
    ])
    let password = screen.makeTextField("password", isSecure: true)
    password.validate([
      .required("Enter your password."), pattern(".{8,64}", "Use 8 to 64 characters."),
    ])
    let referral = screen.makeTextField("referral")
    referral.validate([
      pattern("[A-Z]{4}[0-9]{2}", "A referral code is 4 capitals and 2 digits.")
    ])
    let signIn = screen.makeButton("signIn")
    manager(screen, "form", verifies: [login, password, referral], manages: [signIn])
    return screen
  }

  static func orderedChecks(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Ordered checks", clock: clock)
    let debounce = Duration.milliseconds(200)
    let name = screen.makeTextField("name")
    name.validate(
      [
        .required("Field is empty."),
        .minLength(2, "Your name can't be less than two characters."),
        .excludes(.digit, "Name can't contain numbers."),
        pattern("[A-Za-z0-9]*", "Name can't contain special characters."),
      ], errors: .onChange, debounce: debounce)
    let unicodeName = screen.makeTextField("unicodeName")
    unicodeName.validate(
      [
        .required("Field is empty."),
        .minLength(2, "Your name can't be less than two characters."),
        .excludes(.digit, "Name can't contain numbers."),
        .excludes(.symbol, "Name can't contain special characters."),
        .excludes(.whitespace, "Name can't contain special characters."),
      ], errors: .onChange, debounce: debounce)
    let email = screen.makeTextField("email")
    email.validate(
      [.required("Field is empty."), .email("Invalid email.")], errors: .onChange,
      debounce: debounce)
    let password = screen.makeTextField("password", isSecure: true)
    password.validate(
      [
        .required("Field is empty."), .minLength(6, "Your password is too short."),
        .contains(.digit, "Your password doesn't contain any numbers."),
        .contains(.letter, "Your password doesn't contain any letters."),
      ], errors: .onChange, debounce: debounce)
    let submit = screen.makeButton("submit")
    manager(screen, "form", verifies: [name, email, password], manages: [submit])
    return screen
  }

  static func registration(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Registration", clock: clock)
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email."), .email("That is not an email address.")])
    let password = screen.makeTextField("password", isSecure: true)
    password.validate([
      .required("Enter a password."), .minLength(8, "A password has at least 8 characters."),
    ])
    let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
    phone.validate([
      .required("Enter your phone number."),
      .minLength(10, "A phone number has at least 10 digits."),
    ])
    let register = screen.makeButton("register")
    let requestCode = screen.makeButton("requestCode")
    manager(screen, "form", verifies: [email, password, phone], manages: [register])
    manager(screen, "sms", verifies: [phone], manages: [requestCode])
    return screen
  }

  static func ruleList(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Rule list", clock: clock)
    let name = screen.makeTextField("name")
    name.validate(
      [
        .required("Name is required."), pattern("[A-Za-z ]*", "Only letters and spaces."),
        .minLength(3, "Longer than 2 characters."), .maxLength(9, "Shorter than 10 characters."),
      ], errors: .onChange)
    let pin = screen.makeTextField("pin", allow: .characterClass(.digit), isSecure: true)
    pin.validate([
      .minLength(4, "A PIN has exactly 4 digits."), .maxLength(4, "A PIN has exactly 4 digits."),
    ])
    let nickname = screen.makeTextField("nickname")
    nickname.validate([.minLength(3), .maxLength(5)], errors: .onChange)
    let terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn("Accept the terms.")])
    let save = screen.makeButton("save")
    manager(screen, "form", verifies: [name, pin, terms], manages: [save])
    return screen
  }

  private static func signInFields(_ screen: Screen, remote: Bool)
    -> (ControlModel.TextField, ControlModel.TextField)
  {
    let email = screen.makeTextField("email")
    var rules: [ValidationRule] = [
      .required("Email required."), .email("Please enter a valid email address."),
    ]
    if remote {
      rules.append(
        .remote(
          taken: ["blocked@example.com"], after: .milliseconds(800), "This account is blocked."))
    }
    email.validate(rules, errors: .onSubmit)
    let password = screen.makeTextField("password", isSecure: true)
    password.validate([.required("Password required.")], errors: .onSubmit)
    return (email, password)
  }

  static func signIn(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Sign-in", clock: clock)
    let (email, password) = signInFields(screen, remote: true)
    let signIn = screen.makeButton("signIn", submits: [email, password], busy: .seconds(2))
    manager(screen, "form", verifies: [email, password], manages: [signIn])
    return screen
  }

  static func signInSubmit(clock: VirtualClock) -> Screen {
    let screen = Screen(title: "Sign-in (errors on submit)", clock: clock)
    let (email, password) = signInFields(screen, remote: false)
    _ = screen.makeButton("signIn", submits: [email, password], busy: .seconds(2))
    return screen
  }

  static func signUp(clock: any ScreenClock) -> Screen {
    let screen = Screen(title: "Sign-up", clock: clock)
    let username = screen.makeTextField("username")
    username.validate(
      [
        .required("Username must be 8 or more characters long."),
        .minLength(8, "Username must be 8 or more characters long."),
      ], debounce: .milliseconds(500))
    let password = screen.makeTextField("password", isSecure: true)
    password.validate(
      [
        .required("Password must be 12 or more characters long."),
        .minLength(12, "Password must be 12 or more characters long."),
        .contains(.uppercase, "Password is weak."), .contains(.lowercase, "Password is weak."),
        .contains(.digit, "Password is weak."), .contains(.symbol, "Password is weak."),
      ], debounce: .milliseconds(500))
    let confirm = screen.makeTextField("confirmPassword", isSecure: true)
    confirm.validate(
      [.required("Passwords don't match."), .equals("password", "Passwords don't match.")],
      errors: .onChange)
    let login = screen.makeButton("login")
    manager(screen, "form", verifies: [username, password, confirm], manages: [login])
    return screen
  }
}

@Suite("The reference screens in Swift agree with the declared ones")
struct ReferenceScreensInSwiftTests {
  static let files = ScenarioFiles.find(in: [scenariosFolder]).files

  @Test(arguments: files)
  func theSameFileReplaysTheSameOnBoth(path: String) throws {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let source = try #require(FileManager.default.contents(atPath: path))
    let declared = CheckedFile(source: SourceFile(path: path, bytes: source))
    let swift = CheckedFile(
      source: SourceFile(path: path, bytes: source), catalogue: .referenceScreens,
      replacingDeclaredScreenWith: name)
    #expect(swift.diagnostics.map(\.message) == [])
    let onDeclared = declared.replayAll()
    let onSwift = swift.replayAll()
    #expect(onDeclared.count == onSwift.count)
    #expect(!onSwift.isEmpty)
    for (a, b) in zip(onDeclared, onSwift) {
      #expect(b.passed, "\(b.scenario.title): \(String(describing: b.failure))")
      #expect(a.passed == b.passed && a.stepsRun == b.stepsRun, "\(a.scenario.title)")
      #expect(a.steps.map(\.output) == b.steps.map(\.output), "\(a.scenario.title)")
    }
  }
}
