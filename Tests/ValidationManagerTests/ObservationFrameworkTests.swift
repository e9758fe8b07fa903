import ControlModel
import Observation
import Synchronization
import Testing
import ValidationManager

/// Observation, as a SwiftUI view uses it: `withObservationTracking` reads what the view reads,
/// and `onChange` must fire when any of it changes, changes made by the clock included.
@Suite("Observation framework")
struct ObservationFrameworkTests {
  let clock = VirtualClock()
  let screen: Screen

  init() {
    screen = Screen(title: "Sign-up", clock: clock)
    screen.isObservable = true
  }

  /// Whether reading with `read` and then doing `change` fires the tracking's `onChange`.
  private func changes(_ read: () -> Void, after change: () -> Void) -> Bool {
    let fired = Mutex(false)
    withObservationTracking(read) {
      fired.withLock { $0 = true }
    }
    change()
    return fired.withLock { $0 }
  }

  @Test func typingChangesTheTextAViewRead() {
    let field = screen.makeTextField("name")
    #expect(changes({ _ = field.text }, after: { field.type("a") }))
    #expect(changes({ _ = field.cursor }, after: { field.moveCursor(to: .start) }))
    #expect(changes({ _ = field.selection }, after: { field.selectAll() }))
  }

  @Test func aDebounceFiringChangesTheValidityAndShownError() {
    let field = screen.makeTextField("username")
    field.validate([.minLength(8, "Too short.")], errors: .onChange, debounce: .milliseconds(500))
    field.type("ann")
    #expect(field.validity == .pending)
    #expect(changes({ _ = field.validity }, after: { clock.advance(by: .milliseconds(500)) }))
    #expect(field.shownError == "Too short.")
  }

  @Test func anAnswerArrivingChangesTheFieldAndTheButton() throws {
    let field = screen.makeTextField("promo")
    field.validate([.check { _ in .valid }])
    let pay = screen.makeButton("pay")
    let form = screen.makeManager("form")
    try form.verify(field)
    try form.manage(pay)
    field.type("SAVE10")
    let request = try #require(field.outstandingRequests.first)
    #expect(
      changes(
        {
          _ = field.errors
          _ = pay.isEnabled
          _ = form.validity
        }, after: { request.answer(.valid) }))
    #expect(pay.isEnabled)
  }

  @Test func focusBusyAndRequestsAreTracked() {
    let field = screen.makeTextField("name")
    let go = screen.makeButton("go", busy: .seconds(1))
    #expect(changes({ _ = screen.focusedField }, after: { field.focus() }))
    #expect(changes({ _ = go.isBusy }, after: { go.tap() }))
    #expect(changes({ _ = screen.outstandingRequests }, after: { clock.advance(by: .seconds(1)) }))
  }

  @Test func aScreenThatIsNotObservableTellsNoTracking() {
    let quiet = Screen()
    let field = quiet.makeTextField("name")
    #expect(!changes({ _ = field.text }, after: { field.type("a") }))
    quiet.isObservable = true
    #expect(changes({ _ = field.text }, after: { field.type("b") }))
  }

  @Test func theScreenAndItsManagersHaveEventStreams() async throws {
    let field = screen.makeTextField("email")
    field.validate([.required()])
    let form = screen.makeManager("form")
    try form.verify(field)
    var heard: [ScreenEvent] = []
    screen.addObserver { heard.append($0) }
    let validities = form.events()
    field.type("a")
    screen.blur()
    field.clear()
    var received: [Validity] = []
    for await validity in validities {
      received.append(validity)
      if received.count == 2 { break }
    }
    #expect(received == [.valid, .invalid])
    #expect(heard.contains(.focusChanged("email")))
    #expect(heard.contains(.focusChanged(nil)))
    #expect(heard.contains(.managerChanged("form", .valid)))
    #expect(heard.contains(.control("email", .validityChanged(.valid))))
    #expect(heard.contains(.control("email", .textChanged)))
  }
}

@Suite("Switch display policy")
struct SwitchDisplayTests {
  let screen = Screen()

  @Test func aSwitchShowsNothingBeforeItIsTouched() {
    let terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn("Accept the terms.")])
    #expect(terms.validity == .invalid)
    #expect(terms.errors == ["Accept the terms."])
    #expect(terms.shownError == nil)
    terms.toggle()
    #expect(terms.shownError == nil)
    terms.toggle()
    #expect(terms.shownError == "Accept the terms.")
  }

  @Test func onSubmitOpensWhenAButtonThatSubmitsTheSwitchIsTapped() {
    let terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn("Accept the terms.")], errors: .onSubmit)
    let pay = screen.makeButton("pay")
    pay.addSubmittedSwitch(terms)
    pay.action = { {} }
    terms.toggle()
    terms.toggle()
    #expect(terms.shownError == nil)
    pay.tap()
    #expect(terms.shownError == "Accept the terms.")
    #expect(pay.sentRequestCount == 0, "no request goes out while a submitted switch is invalid")
    terms.toggle()
    pay.tap()
    #expect(pay.sentRequestCount == 1)
  }
}

@Suite("The screen owns its managers")
struct ScreenManagersTests {
  let screen = Screen()

  @Test func managersShareTheControlsNamespace() throws {
    let field = screen.makeTextField("email")
    let form = screen.makeManager("form")
    try form.verify(field)
    #expect(screen.manager(named: "form") === form)
    #expect(screen.manager(named: "email") == nil)
    #expect(screen.hasName("form"))
    #expect(screen.hasName("email"))
    #expect(!screen.hasName("other"))
    #expect(screen.managers.map(\.name) == ["form"])
    #expect(form.screen === screen)
  }

  @Test func aConsistentScreenHasNoInvariantViolations() throws {
    let email = screen.makeTextField("email")
    email.validate([.required(), .email()])
    let confirm = screen.makeTextField("confirm")
    confirm.validate([.equals("email")])
    let go = screen.makeButton("go")
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.verify(confirm)
    try form.manage(go)
    email.type("a@b.co")
    confirm.type("a@b.c")
    #expect(screen.invariantViolations().isEmpty)
    screen.checkInvariants()
  }
}

@Suite("The model checks its own invariants")
struct ModelInvariantTests {
  let screen = Screen()

  @Test func fieldsAndManagersReportNothingWhenConsistent() throws {
    let email = screen.makeTextField("email")
    email.validate([.required(), .email()])
    let form = screen.makeManager("form")
    try form.verify(email)
    email.type("ann@")
    #expect(email.invariantViolations().isEmpty)
    #expect(form.invariantViolations().isEmpty)
    email.checkInvariants()
    form.checkInvariants()
  }

  @Test func aGateWhoseCountDisagreesIsReported() throws {
    let email = screen.makeTextField("email")
    email.validate([.required()])
    let go = screen.makeButton("go")
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.manage(go)
    // Conformance plumbing misused: the button is told a gate closed when none did.
    go.receive(.gate(isOpen: false))
    email.type("x")
    let violations = screen.invariantViolations()
    #expect(
      violations == [
        InvariantViolation(
          subject: "go", expected: "0 closed gates, as its managers are",
          actual: "counts 1 closed gates")
      ])
  }
}
