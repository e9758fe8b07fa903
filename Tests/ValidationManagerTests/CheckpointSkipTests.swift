import ControlModel
import Testing
import ValidationManager

/// A checkpoint skips what did not change since it was taken or last put back: each change
/// here touches one part of the validating layer (a display that opens, a debounce that fires,
/// a manager that flips, a value's rules), and each checkpoint, restored in turn and again,
/// puts back its own state.
@Suite("Checkpoints of the validating layer")
struct CheckpointSkipTests {
  let clock = VirtualClock()
  let screen: Screen

  init() {
    screen = Screen(clock: clock)
  }

  @Test func aDisplayThatOpensAloneIsPutBack() throws {
    let name = screen.makeTextField("name")
    name.validate([.required("Needed.")], errors: .onBlur)
    _ = name.focus()
    name.type("a")
    name.backspace()
    let closed = try #require(screen.checkpoint())
    screen.blur()
    #expect(name.shownError == "Needed.")
    let open = try #require(screen.checkpoint())
    screen.restore(closed)
    #expect(name.shownError == nil)
    #expect(name.isFocused)
    screen.restore(closed)
    #expect(name.shownError == nil)
    screen.restore(open)
    #expect(name.shownError == "Needed.")
    #expect(!name.isFocused)
    screen.restore(closed)
    #expect(name.shownError == nil)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aDebounceThatFiresIsPutBack() throws {
    let code = screen.makeTextField("code")
    code.validate([.minLength(3, "Three.")], errors: .onChange, debounce: .milliseconds(300))
    code.type("ab")
    let waiting = try #require(screen.checkpoint())
    let errorsWhileWaiting = code.errors
    clock.advance(by: .milliseconds(300))
    #expect(code.errors == ["Three."])
    let fired = try #require(screen.checkpoint())
    screen.restore(waiting)
    #expect(code.errors == errorsWhileWaiting)
    #expect(clock.pendingCount == 1, "the debounce waits again")
    screen.restore(fired)
    #expect(code.errors == ["Three."])
    screen.restore(waiting)
    clock.advance(by: .milliseconds(300))
    #expect(code.errors == ["Three."], "it fires again after the restore")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aManagerThatFlipsIsPutBackWithWhatItEnables() throws {
    let email = screen.makeTextField("email")
    email.validate([.required()])
    let terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn()])
    let go = screen.makeButton("go")
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.verify(terms)
    try form.manage(go)
    email.type("a")
    let invalid = try #require(screen.checkpoint())
    #expect(terms.toggle())
    #expect(go.isEnabled)
    let valid = try #require(screen.checkpoint())
    screen.restore(invalid)
    #expect(!go.isEnabled)
    #expect(form.validity == .invalid)
    screen.restore(valid)
    #expect(go.isEnabled)
    #expect(form.validity == .valid)
    email.backspace()
    #expect(!go.isEnabled, "the manager flips through the field alone")
    screen.restore(valid)
    #expect(go.isEnabled)
    screen.restore(invalid)
    #expect(!go.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aPickersValueAndRulesArePutBack() throws {
    let country = screen.makePicker("country", options: ["US", "DE"])
    country.validate([.required("Pick one.")])
    let none = try #require(screen.checkpoint())
    #expect(country.select("DE"))
    #expect(country.errors.isEmpty)
    let picked = try #require(screen.checkpoint())
    country.validate([.required("Choose a country.")])
    screen.restore(none)
    #expect(country.selection == nil)
    #expect(country.errors == ["Pick one."])
    screen.restore(picked)
    #expect(country.selection == "DE")
    #expect(country.select(nil))
    #expect(country.errors == ["Pick one."], "the rules it was taken under come back")
    screen.restore(picked)
    #expect(country.errors.isEmpty)
    #expect(screen.invariantViolations().isEmpty)
  }
}
