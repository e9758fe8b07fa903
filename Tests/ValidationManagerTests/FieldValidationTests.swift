import ControlModel
import TestSupport
import Testing
import ValidationManager

@Suite("Self-validating fields")
struct FieldValidationTests {
  let screen = Screen()

  @Test func anEmptyFieldWithoutRequiredIsValidAndItsRulesDoNotRun() {
    let field = screen.makeTextField("nickname")
    field.validate([.minLength(3), .contains(.digit)])
    #expect(field.validity == .valid)
    #expect(field.errors.isEmpty)
    field.type("a")
    #expect(field.errors == ["must be at least 3 characters", "must contain a digit"])
    field.backspace()
    #expect(field.validity == .valid)
  }

  @Test func errorsListEveryFailingRuleInOrder() {
    let field = screen.makeTextField("phone")
    field.validate([.required("Required."), .minLength(10, "Ten digits.")])
    #expect(field.errors == ["Required.", "Ten digits."])
    #expect(field.validity == .invalid)
    #expect(!field.isValid)
  }

  @Test func rulesRunOnEveryEdit() {
    let field = screen.makeTextField("code")
    field.validate([.required(), .minLength(3)])
    field.type("ab")
    #expect(field.validity == .invalid)
    field.type("c")
    #expect(field.validity == .valid)
    field.backspace()
    #expect(field.validity == .invalid)
    field.paste("xyz")
    #expect(field.validity == .valid)
    field.clear()
    #expect(field.errors == ["is required", "must be at least 3 characters"])
  }

  @Test func onChangeShowsTheFirstErrorFromTheFirstEdit() {
    let field = screen.makeTextField("name")
    field.validate([.required("Empty."), .minLength(2, "Short.")], errors: .onChange)
    #expect(field.shownError == nil, "nothing shows before the user types")
    field.type("a")
    #expect(field.shownError == "Short.")
    field.type("b")
    #expect(field.shownError == nil)
    field.clear()
    #expect(field.shownError == "Empty.")
  }

  @Test func onBlurShowsWhenEditingEndsAfterAnEdit() {
    let field = screen.makeTextField("email")
    let other = screen.makeTextField("other")
    field.validate([.required("Enter your email."), .email("Not an email.")])
    field.focus()
    other.focus()
    #expect(field.shownError == nil, "no edit yet")
    field.type("ann")
    #expect(field.shownError == nil, "still editing")
    screen.blur()
    #expect(field.shownError == "Not an email.")
    field.type("@x.io")
    #expect(field.shownError == nil, "once open it follows the errors")
    #expect(field.isErrorDisplayOpen)
  }

  @Test func onSubmitShowsWhenASubmittingButtonAcceptsATap() {
    let email = screen.makeTextField("email")
    email.validate([.required("Email required.")], errors: .onSubmit)
    let other = screen.makeButton("other")
    let signIn = screen.makeButton("signIn", submits: [email])
    email.type("a")
    email.clear()
    screen.blur()
    other.tap()
    #expect(email.shownError == nil)
    signIn.tap()
    #expect(email.shownError == "Email required.")
  }

  @Test func onSubmitDoesNotOpenForARefusedTap() throws {
    let email = screen.makeTextField("email")
    email.validate([.required("Email required.")], errors: .onSubmit)
    let signIn = screen.makeButton("signIn", submits: [email])
    let lock = screen.makeManager("lock")
    let terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn()])
    try lock.verify(terms)
    try lock.manage(signIn)
    signIn.tap()
    #expect(email.shownError == nil)
  }

  @Test func debounceKeepsTheFieldPendingUntilTheTextIsStill() {
    let field = screen.makeTextField("name")
    field.validate(
      [.required("Empty."), .minLength(2, "Short.")], errors: .onChange,
      debounce: .milliseconds(200))
    #expect(field.validity == .invalid, "the screen starts evaluated, without debounce")
    field.type("a")
    #expect(field.validity == .pending)
    #expect(field.shownError == nil, "a pending field's shown error stays as it was")
    screen.virtualClock.advance(by: .milliseconds(150))
    field.type("b")
    screen.virtualClock.advance(by: .milliseconds(150))
    #expect(field.validity == .pending, "each edit restarts the debounce")
    screen.virtualClock.advance(by: .milliseconds(50))
    #expect(field.validity == .valid)
    field.backspace()
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(field.shownError == "Short.")
    field.type("x")
    #expect(field.shownError == "Short.", "stays as it was while pending")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(field.shownError == nil)
  }

  @Test func remoteChecksRunAfterTheOtherRulesAndOnlyTheLatestAnswerCounts() {
    let field = screen.makeTextField("username")
    field.validate([
      .required(), .minLength(3),
      .remote(taken: ["admin", "root"], after: .milliseconds(500), "Taken."),
    ])
    field.type("ad")
    #expect(field.validity == .invalid, "remote runs only when every other rule passes")
    field.type("min")
    #expect(field.validity == .pending)
    screen.virtualClock.advance(by: .milliseconds(300))
    field.backspace()
    #expect(field.validity == .pending)
    screen.virtualClock.advance(by: .milliseconds(300))
    #expect(field.validity == .pending, "the answer for 'admin' was cancelled")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(field.validity == .valid, "'admi' is free")
    field.clear()
    field.paste("root")
    screen.virtualClock.advance(by: .milliseconds(500))
    #expect(field.validity == .invalid)
    #expect(field.errors == ["Taken."])
  }

  @Test func remoteWaitsForTheDebounceFirst() {
    let field = screen.makeTextField("username")
    field.validate([.remote(taken: ["x"], after: .milliseconds(300))], debounce: .milliseconds(200))
    field.type("x")
    screen.virtualClock.advance(by: .milliseconds(200))
    #expect(field.validity == .pending)
    screen.virtualClock.advance(by: .milliseconds(299))
    #expect(field.validity == .pending)
    screen.virtualClock.advance(by: .milliseconds(1))
    #expect(field.validity == .invalid)
  }

  @Test func equalsIsCheckedAgainWhenTheOtherFieldChanges() {
    let password = screen.makeTextField("password", isSecure: true)
    let confirmation = screen.makeTextField("confirmation", isSecure: true)
    confirmation.validate(
      [.required(), .equals("password", "Passwords don't match.")], errors: .onSubmit)
    password.type("secret")
    confirmation.type("secret")
    #expect(confirmation.validity == .valid)
    password.type("!")
    #expect(confirmation.validity == .invalid)
    #expect(confirmation.errors == ["Passwords don't match."])
    #expect(!confirmation.isErrorDisplayOpen, "the re-check is not an edit")
    password.backspace()
    #expect(confirmation.validity == .valid)
  }

  @Test func equalsMayNameAFieldDeclaredLater() {
    let confirmation = screen.makeTextField("confirmation")
    let password = screen.makeTextField("password")
    confirmation.validate([.equals("password")])
    password.type("a")
    confirmation.type("a")
    #expect(confirmation.isValid)
  }

  @Test func equalsNamingNoFieldComparesWithTheEmptyTextAndIsReported() {
    let confirmation = screen.makeTextField("confirmation")
    confirmation.validate([.equals("pasword", "Passwords don't match.")])
    #expect(confirmation.isValid, "the empty text equals the empty text")
    confirmation.type("a")
    #expect(confirmation.errors == ["Passwords don't match."])
    #expect(
      confirmation.invariantViolations().map(\.actual) == [
        "equals 'pasword', which is no field of its screen"
      ])
  }

  @Test func equalsRecheckWaitsForTheFieldsOwnDebounce() {
    let password = screen.makeTextField("password")
    let confirmation = screen.makeTextField("confirmation")
    confirmation.validate([.equals("password")], debounce: .milliseconds(500))
    password.type("a")
    confirmation.type("a")
    #expect(confirmation.validity == .pending)
    password.type("b")
    #expect(confirmation.validity == .pending)
    screen.virtualClock.advance(by: .milliseconds(500))
    #expect(confirmation.validity == .invalid, "the debounce fired and compared 'a' with 'ab'")
  }

  @Test func equalsRecheckCancelsARemoteCheckInFlight() {
    let password = screen.makeTextField("password")
    let confirmation = screen.makeTextField("confirmation")
    confirmation.validate([.equals("password"), .remote(taken: ["a"], after: .seconds(1))])
    password.type("a")
    confirmation.type("a")
    #expect(confirmation.validity == .pending)
    password.type("b")
    #expect(confirmation.validity == .invalid)
    screen.virtualClock.advance(by: .seconds(1))
    #expect(confirmation.errors == ["must match 'password'"], "the stale answer did not land")
  }

  @Test func submittingWithAPendingFieldSendsNoRequest() {
    let email = screen.makeTextField("email")
    email.validate([.remote(taken: [], after: .seconds(1))], errors: .onSubmit)
    let signIn = screen.makeButton("signIn", submits: [email], busy: .seconds(2))
    email.type("a")
    signIn.tap()
    #expect(!signIn.isBusy)
    #expect(signIn.tapCount == 1)
    screen.virtualClock.advance(by: .seconds(1))
    signIn.tap()
    #expect(signIn.isBusy)
  }

  @Test func aFieldWithoutRulesIsValid() {
    let field = screen.makeTextField("free")
    #expect(field.validity == .valid)
    #expect(field.errors.isEmpty)
    #expect(field.shownError == nil)
    #expect(field.rules.isEmpty)
  }

  @Test func validatingAgainReplacesTheRules() {
    let field = screen.makeTextField("code")
    field.validate([.required()])
    #expect(!field.isValid)
    field.validate([])
    #expect(field.isValid)
  }

  @Test func switchesValidateMustBeOn() {
    let terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn("Accept the terms.")])
    #expect(terms.validity == .invalid)
    #expect(terms.errors == ["Accept the terms."])
    terms.toggle()
    #expect(terms.isValid)
    #expect(terms.errors.isEmpty)
  }
}
