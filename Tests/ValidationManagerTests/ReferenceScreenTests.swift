import ControlModel
import TestSupport
import Testing
import ValidationManager

/// The reference screens of the product, modelled in Swift.
@Suite("Reference screens")
struct ReferenceScreenTests {
  @Test("1. Login: one manager, fields configured by a pattern, a message and a required flag")
  func login() throws {
    let screen = Screen(title: "Login")
    let login = screen.makeTextField("login")
    login.validate([
      .required("Enter your login."),
      try .pattern("[a-z][a-z0-9_]{2,15}", "Use 3 to 16 letters, digits or _."),
    ])
    let password = screen.makeTextField("password", isSecure: true)
    password.validate([
      .required("Enter your password."), try .pattern(".{8,}", "Use at least 8 characters."),
    ])
    let signIn = screen.makeButton("signIn")
    let form = screen.makeManager("form")
    try form.verify(login)
    try form.verify(password)
    try form.manage(signIn)

    #expect(!signIn.isEnabled)
    #expect(login.shownError == nil, "nothing shows before the user types")
    login.type("an")
    #expect(login.validity == .invalid, "validation runs as the user types")
    screen.tab()
    #expect(login.shownError == "Use 3 to 16 letters, digits or _.")
    login.type("n")
    password.type("correct horse")
    #expect(signIn.isEnabled)
    password.backspace(6)
    #expect(!signIn.isEnabled)
  }

  @Test("2. Registration: two managers, the phone notifies both, flips are announced")
  func registration() throws {
    let screen = Screen(title: "Registration")
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email."), .email("That is not an email address.")])
    let password = screen.makeTextField("password", isSecure: true)
    password.validate([.required(), .minLength(8)])
    let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
    phone.validate([.required(), .minLength(10, "A phone number has at least 10 digits.")])
    let register = screen.makeButton("register")
    let requestCode = screen.makeButton("requestCode")
    let one = screen.makeManager("one")
    let two = screen.makeManager("two")
    for field in [email, password, phone] { try one.verify(field) }
    try one.manage(register)
    try two.verify(phone)
    try two.manage(requestCode)
    var announcements: [Validity] = []
    one.onValidityChange { announcements.append($0) }

    phone.type("0612345678")
    #expect(requestCode.isEnabled)
    #expect(!register.isEnabled)
    email.type("ann@example.com")
    password.type("sup3rsecret")
    #expect(register.isEnabled)
    #expect(announcements == [.valid], "the form became complete")
    phone.backspace()
    #expect(!register.isEnabled)
    #expect(!requestCode.isEnabled)
    #expect(announcements == [.valid, .invalid])
  }

  @Test("3. Ordered checks with a debounce: only the first failing check shows")
  func orderedChecks() throws {
    let screen = Screen()
    let name = screen.makeTextField("name")
    name.validate(
      [
        .required("Field is empty."),
        .minLength(2, "Your name can't be less than two characters."),
        .excludes(.digit, "Name can't contain numbers."),
        try .pattern("[A-Za-z0-9]*", "Name can't contain special characters."),
      ], errors: .onChange, debounce: .milliseconds(200))
    let unicodeName = screen.makeTextField("unicodeName")
    unicodeName.validate(
      [
        .required("Field is empty."),
        .minLength(2, "Your name can't be less than two characters."),
        .excludes(.digit, "Name can't contain numbers."),
        .excludes(.symbol, "Name can't contain special characters."),
        .excludes(.whitespace, "Name can't contain special characters."),
      ], errors: .onChange, debounce: .milliseconds(200))

    name.type("J")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(name.shownError == "Your name can't be less than two characters.")
    name.type("osé")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(name.shownError == "Name can't contain special characters.", "ASCII-only as written")
    unicodeName.type("José")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(unicodeName.isValid, "a Unicode-aware check accepts José")
    unicodeName.type(" 2")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(
      unicodeName.errors == [
        "Name can't contain numbers.", "Name can't contain special characters.",
      ])
    #expect(unicodeName.shownError == "Name can't contain numbers.")
  }

  @Test("4. Sign-up: a strong password and a confirmation that follows it")
  func signUp() throws {
    let screen = Screen()
    let username = screen.makeTextField("username")
    username.validate(
      [.minLength(8, "Username must be 8 or more characters long.")], debounce: .milliseconds(500))
    let password = screen.makeTextField("password", isSecure: true)
    password.validate(
      [
        .required(), .minLength(12, "Password must be 12 or more characters long."),
        .contains(.uppercase, "Password is weak."), .contains(.lowercase, "Password is weak."),
        .contains(.digit, "Password is weak."), .contains(.symbol, "Password is weak."),
      ], debounce: .milliseconds(500))
    let confirmation = screen.makeTextField("confirmPassword", isSecure: true)
    confirmation.validate([.required(), .equals("password", "Passwords don't match.")])
    let login = screen.makeButton("login")
    let form = screen.makeManager("form")
    for field in [username, password, confirmation] { try form.verify(field) }
    try form.manage(login)

    username.type("annabelle")
    password.type("Correct-Horse-9")
    confirmation.type("Correct-Horse-9")
    #expect(!login.isEnabled, "the password is still pending")
    screen.virtualClock.advance(by: .milliseconds(500))
    #expect(login.isEnabled)
    password.backspace()
    #expect(confirmation.validity == .invalid, "changing the password invalidates the confirmation")
    #expect(!login.isEnabled)
  }

  @Test("5. Sign-in with a request in flight")
  func signInInFlight() throws {
    let screen = Screen()
    let email = screen.makeTextField("email")
    email.validate(
      [
        .required("Email required."), .email("Please enter a valid email address."),
        .remote(taken: ["taken@example.com"], after: .milliseconds(800), "That email is taken."),
      ], errors: .onSubmit)
    let password = screen.makeTextField("password", isSecure: true)
    password.validate([.required("Password required.")], errors: .onSubmit)
    let signIn = screen.makeButton("signIn", submits: [email, password], busy: .seconds(2))

    signIn.tap()
    #expect(email.shownError == "Email required.")
    #expect(password.shownError == "Password required.")
    #expect(!signIn.isBusy, "no request for an invalid form")
    email.type("ann@example.com")
    password.type("hunter22")
    #expect(email.validity == .pending)
    signIn.tap()
    #expect(!signIn.isBusy, "a pending field sends no request")
    screen.virtualClock.advance(by: .milliseconds(800))
    signIn.tap()
    signIn.tap()
    signIn.tap()
    #expect(signIn.tapCount == 3, "mashing while in flight sends one request")
    screen.virtualClock.advance(by: .seconds(2))
    #expect(signIn.isEnabled)
  }

  @Test("6. A rule list: presence, format, counts and custom rules")
  func ruleList() throws {
    let screen = Screen()
    let name = screen.makeTextField("name")
    name.validate(
      [
        .required("Name is required."),
        try .pattern("[A-Za-z ]*", "Letters only."),
        .minLength(3, "Longer than 2."),
        .maxLength(9, "Shorter than 10."),
        .custom("Not 'admin'.") { $0 != "admin" },
      ], errors: .onChange)
    name.type("a1")
    #expect(name.errors == ["Letters only.", "Longer than 2."])
    #expect(!name.isValid)
    name.clear()
    name.type("admin")
    #expect(name.errors == ["Not 'admin'."])
    name.type("istrator")
    #expect(name.errors == ["Shorter than 10."])
  }
}
