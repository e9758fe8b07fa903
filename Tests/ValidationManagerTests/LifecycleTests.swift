import ControlModel
import Testing

@testable import ValidationManager

/// A form's lifecycle: starting values, values set and loaded by the app, dirty and touched for
/// controls, managers and groups, `needs-change`, reset, and `focus-invalid`.
@Suite("Starting values, dirty, touched and reset")
struct LifecycleTests {
  let clock = VirtualClock()
  let screen: Screen

  init() {
    screen = Screen(title: "Edit profile", clock: clock)
  }

  private func day(_ text: String) throws -> CalendarDate {
    try CalendarDate(parsing: text)
  }

  // MARK: - Starting values and dirty

  @Test func everyControlStartsPristineAndUntouchedWithItsStartingValue() throws {
    let name = screen.makeTextField("name", text: "Ann")
    let newsletter = screen.makeSwitch("newsletter", isOn: true)
    let language = screen.makePicker("language", options: ["en", "de"], selection: "de")
    let guests = screen.makeStepper("guests", range: 0...8, value: 2)
    let born = screen.makeDatePicker("born", selection: try day("1990-05-17"))
    let save = screen.makeButton("save")
    #expect(name.startingValue == .text("Ann"))
    #expect(newsletter.startingValue == .on(true))
    #expect(language.startingValue == .option("de"))
    #expect(guests.startingValue == .number(2))
    #expect(born.startingValue == .day(try day("1990-05-17")))
    #expect(save.startingValue == nil)
    let controls: [any Control] = [name, newsletter, language, guests, born, save]
    #expect(controls.allSatisfy { !$0.isDirty && !$0.isTouched })
  }

  @Test func aFieldIsDirtyWhileItsTextDiffersAndPristineWhenItComesBack() {
    let name = screen.makeTextField("name", text: "Ann")
    name.focus()
    name.type("e")
    #expect(name.isDirty)
    name.backspace()
    #expect(!name.isDirty)
    name.clear()
    #expect(name.isDirty)
    name.type("Ann")
    #expect(!name.isDirty)
  }

  @Test func textsCompareAsSwiftStringsForDirty() {
    // "é" precomposed and "e" with a combining acute accent are the same String.
    let city = screen.makeTextField("city", text: "Cr\u{E9}teil")
    city.setText("Cre\u{301}teil")
    #expect(!city.isDirty)
    let family = screen.makeTextField("family")
    family.focus()
    family.type("👩‍👩‍👧")
    #expect(family.isDirty)
    family.backspace()
    #expect(!family.isDirty)
  }

  @Test func valueControlsAreDirtyWhileTheirValueDiffers() throws {
    let guests = screen.makeStepper("guests", range: 0...8, value: 2)
    guests.increment()
    #expect(guests.isDirty)
    guests.decrement()
    #expect(!guests.isDirty)
    let born = screen.makeDatePicker("born")
    born.pick(try day("2024-02-29"))
    #expect(born.isDirty)
    born.pick(nil)
    #expect(!born.isDirty)
    let language = screen.makePicker("language", options: ["en", "de"])
    language.select("en")
    #expect(language.isDirty)
    language.select(nil)
    #expect(!language.isDirty)
    let newsletter = screen.makeSwitch("newsletter")
    newsletter.toggle()
    #expect(newsletter.isDirty)
    newsletter.toggle()
    #expect(!newsletter.isDirty)
  }

  // MARK: - Set and load

  @Test func setChangesTheValueWithoutTouchingOpeningOrRefusing() throws {
    let email = screen.makeTextField("email", limit: 3)
    email.validate([.email("Not an email.")], errors: .onChange)
    let guests = screen.makeStepper("guests", range: 0...8)
    guests.validate([.atMost(4, "At most 4.")])
    let form = screen.makeManager("form")
    try form.verify(email)
    let gate = screen.makeManager("gate")
    try gate.verify(screen.makeTextField("other", text: "x"))
    try gate.manage(guests)
    screen.makeTextField("other2").focus()
    // Past the limit, and guests disabled by a gate that is valid: neither stops code.
    try email.set(.text("not an email"))
    #expect(email.text == "not an email")
    #expect(email.validity == .invalid)
    #expect(email.shownError == nil)
    #expect(email.isDirty && !email.isTouched)
    #expect(email.refusalCount == 0)
    try guests.set(.number(6))
    #expect(guests.value == 6)
    #expect(guests.validity == .invalid)
    #expect(guests.shownError == nil)
    #expect(guests.refusalCount == 0)
    #expect(!guests.isTouched)
    #expect(form.isDirty && !form.isTouched)
  }

  @Test func aValueAControlCannotHoldIsAnErrorThatChangesNothing() throws {
    let guests = screen.makeStepper("guests", range: 0...8, value: 2)
    let language = screen.makePicker("language", options: ["en", "de"])
    let born = screen.makeDatePicker("born", from: try day("1900-01-01"))
    let save = screen.makeButton("save")
    #expect(throws: ControlValueError.self) { try guests.set(.number(9)) }
    #expect(throws: ControlValueError.self) { try guests.load(.text("2")) }
    #expect(throws: ControlValueError.self) { try language.set(.option("fr")) }
    #expect(throws: ControlValueError.self) { try born.set(.day(try day("1899-12-31"))) }
    #expect(throws: ControlValueError.self) { try save.set(.on(true)) }
    #expect(guests.value == 2 && guests.startingValue == .number(2))
    #expect(language.selection == nil && born.day == nil)
    do {
      try language.set(.option("fr"))
    } catch {
      #expect(error.description.contains("\"en\", \"de\""))
      #expect(error.control == "language")
    }
  }

  @Test func loadMakesTheValueTheStartingOne() {
    let name = screen.makeTextField("name")
    name.focus()
    name.type("Ann")
    #expect(name.isDirty)
    // Loading the text the field has changes nothing but makes it the starting one.
    name.load("Ann")
    #expect(!name.isDirty)
    name.load("Bo")
    #expect(name.text == "Bo" && !name.isDirty)
    name.type("b")
    #expect(name.isDirty)
  }

  @Test func aRemoteRuleRunsOnASetOrLoadedValueButNotOnAStartingOne() throws {
    let user = screen.makeTextField("user", text: "bob")
    user.validate([.remote(taken: ["bob"], after: .seconds(1))])
    #expect(user.validity == .valid)
    user.load("bob2")
    #expect(user.validity == .pending)
    clock.advance(by: .seconds(1))
    #expect(user.validity == .valid)
    try user.set(.text("bob"))
    #expect(user.validity == .pending)
    clock.advance(by: .seconds(1))
    #expect(user.validity == .invalid)
  }

  // MARK: - Touched

  @Test func aFieldIsTouchedWhenItsEditingEndsHoweverItEnds() {
    let name = screen.makeTextField("name")
    let email = screen.makeTextField("email")
    name.focus()
    #expect(!name.isTouched)
    email.focus()
    #expect(name.isTouched && !email.isTouched)
    screen.tab()
    #expect(email.isTouched)
    let hidden = screen.makeTextField("hidden")
    let toggle = screen.makeSwitch("shows", isOn: true)
    hidden.show(when: [.on("shows")])
    hidden.focus()
    toggle.toggle()
    #expect(hidden.isHidden && hidden.isTouched)
  }

  @Test func aRefusedChangeDoesNotTouch() throws {
    let guests = screen.makeStepper("guests", range: 0...1)
    guests.decrement()
    #expect(guests.refusalCount == 1 && !guests.isTouched)
    guests.increment()
    #expect(guests.isTouched)
  }

  // MARK: - Managers and groups

  @Test func managersCountDirtyAndTouchedMembersThroughNestingAndSeveralManagers() throws {
    let name = screen.makeTextField("name")
    let email = screen.makeTextField("email")
    let personal = screen.makeManager("personal")
    let contact = screen.makeManager("contact")
    let form = screen.makeManager("form")
    try personal.verify(name)
    try contact.verify(name)
    try contact.verify(email)
    try form.verify(personal)
    try form.verify(contact)
    name.focus()
    name.type("A")
    #expect(personal.isDirty && contact.isDirty && form.isDirty)
    #expect(!form.isTouched)
    email.focus()
    #expect(personal.isTouched && form.isTouched)
    name.setText("")
    #expect(!personal.isDirty && !contact.isDirty && !form.isDirty)
    email.type("x")
    #expect(!personal.isDirty && contact.isDirty && form.isDirty)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aHiddenOrDisabledDirtyMemberKeepsItsManagerDirty() throws {
    let shows = screen.makeSwitch("shows", isOn: true)
    let note = screen.makeTextField("note")
    note.show(when: [.on("shows")])
    let form = screen.makeManager("form")
    try form.verify(note)
    note.focus()
    note.type("x")
    shows.toggle()
    #expect(note.isHidden && form.isDirty)
  }

  @Test func needsChangeHoldsTheManagedControlsUntilSomethingChanged() throws {
    let name = screen.makeTextField("name", text: "Ann")
    name.validate([.required("Enter a name.")])
    let save = screen.makeButton("save")
    let form = screen.makeManager("form")
    try form.verify(name)
    try form.manage(save)
    #expect(save.isEnabled)
    form.needsChange = true
    #expect(!save.isEnabled && form.validity == .valid)
    name.focus()
    name.type("e")
    #expect(save.isEnabled)
    name.clear()
    #expect(!save.isEnabled && form.isDirty)
    name.type("Ann")
    #expect(!save.isEnabled && form.validity == .valid && !form.isDirty)
    form.needsChange = false
    #expect(save.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aGroupIsDirtyWhenItsRowCountDiffersAndTouchedWhenTheUserAddsARow() throws {
    let group = try screen.makeRowGroup("phone", rows: 0...3, startingRows: 1) { row in
      row.makeTextField("number")
    }
    let form = screen.makeManager("form")
    try form.verify(group)
    #expect(!group.isDirty && !group.isTouched)
    group.append()
    #expect(group.isDirty && group.isTouched && form.isDirty && form.isTouched)
    group.remove(at: 1)
    #expect(!group.isDirty && group.isTouched)
    group.rows[0].load("555")
    group.rows[0].setText("556")
    #expect(group.isDirty)
    group.reset()
    #expect(group.count == 1 && group.rows[0].text == "555")
    #expect(!group.isDirty && !group.isTouched && !form.isDirty)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aResetGivesAGroupItsStartingRowsPlaceByPlace() throws {
    let group = try screen.makeRowGroup("item", rows: 0...5, startingRows: 2) { row in
      row.makeTextField("name")
    }
    let first = group.rows[0]
    first.load("kept")
    group.append()
    group.append()
    group.rows[1].setText("second")
    screen.reset()
    #expect(group.count == 2)
    #expect(group.rows[0] === first && first.text == "kept")
    #expect(group.rows[1].text == "")
    group.remove(at: 0)
    group.remove(at: 0)
    screen.reset()
    // Version 2.1: the text loaded at place 1 comes back there.
    #expect(group.count == 2 && group.rows.map(\.text) == ["kept", ""])
  }

  // MARK: - Reset

  @Test func aResetPutsEverythingBackClosesErrorsCancelsWorkAndKeepsCounts() throws {
    let name = screen.makeTextField("name", limit: 5, text: "Ann")
    name.validate([.required("Enter a name.")], errors: .onChange)
    let user = screen.makeTextField("user")
    user.validate([.remote(taken: ["bob"], after: .seconds(1))], debounce: .milliseconds(300))
    let guests = screen.makeStepper("guests", range: 0...8)
    guests.validate([.atMost(4, "At most 4.")])
    let save = screen.makeButton("save", busy: .seconds(2))
    let form = screen.makeManager("form")
    try form.verify(name)
    try form.verify(user)
    try form.verify(guests)
    name.focus()
    name.clear()
    name.type("abcdefgh")  // three refused past the limit
    name.clear()
    #expect(name.shownError == "Enter a name.")
    guests.increment(5)
    #expect(guests.shownError == "At most 4.")
    user.focus()
    user.type("bob")
    #expect(user.validity == .pending)
    save.tap()
    #expect(save.isBusy)
    let refusals = name.refusalCount
    screen.reset()
    #expect(name.text == "Ann" && name.shownError == nil && name.validity == .valid)
    #expect(guests.value == 0 && guests.shownError == nil)
    #expect(user.text == "" && user.validity == .valid)
    #expect(screen.outstandingRequests(of: "user").isEmpty)
    #expect(!save.isBusy && save.tapCount == 1)
    #expect(name.refusalCount == refusals && refusals == 3)
    #expect(screen.focusedField == nil)
    #expect(!form.isDirty && !form.isTouched)
    // The debounce that was cancelled never fires.
    clock.advance(by: .seconds(5))
    #expect(user.validity == .valid && screen.sentRequestCount(of: "user") == 0)
    // Display policies are closed again: the next change opens them.
    name.focus()
    name.clear()
    #expect(name.shownError == "Enter a name.")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aManagersResetTouchesOnlyWhatItVerifiesAndLeavesButtonsAndFocusElsewhere() throws {
    let name = screen.makeTextField("name", text: "Ann")
    let note = screen.makeTextField("note")
    let save = screen.makeButton("save", busy: .seconds(1))
    let personal = screen.makeManager("personal")
    let form = screen.makeManager("form")
    try personal.verify(name)
    try form.verify(personal)
    name.focus()
    name.type("e")
    note.focus()
    note.type("n")
    save.tap()
    form.reset()
    #expect(name.text == "Ann" && !name.isTouched)
    #expect(note.text == "n" && screen.focusedField === note)
    #expect(save.isBusy)
    personal.reset()
    name.focus()
    name.type("x")
    personal.reset()
    #expect(screen.focusedField == nil)
  }

  @Test func aButtonThatResetsPutsTheFormBack() throws {
    let name = screen.makeTextField("name", text: "Ann")
    let discard = screen.makeButton("discard")
    discard.resetTarget = screen
    name.focus()
    name.type("e")
    discard.tap()
    #expect(name.text == "Ann" && !name.isDirty && screen.focusedField == nil)
    #expect(discard.tapCount == 1)
  }

  // MARK: - Focus on the first error

  @Test func focusInvalidMovesToTheFirstInvalidSubmittedFieldInDeclarationOrder() throws {
    let first = screen.makeTextField("first")
    first.validate([.required("Enter a first name.")], errors: .onBlur)
    let user = screen.makeTextField("user", text: "x")
    user.validate([.minLength(3, "Three at least.")], debounce: .milliseconds(300))
    let email = screen.makeTextField("email")
    email.validate([.required("Enter an email.")], errors: .onSubmit)
    let next = screen.makeButton("next", submits: [email, user, first])
    next.focusesInvalid = true
    first.focus()
    first.type("A")
    user.focus()
    user.type("y")  // pending: skipped
    next.tap()
    // first is valid, user pending, email invalid: the focus goes to email, its error open.
    #expect(screen.focusedField === email)
    #expect(email.shownError == "Enter an email.")
    #expect(user.isTouched)
    // Already on the first invalid field: nothing ends.
    email.moveCursor(to: .start)
    next.tap()
    #expect(screen.focusedField === email && email.cursor == 0)
    email.type("a@b.c")
    clock.advance(by: .seconds(1))
    screen.blur()
    next.tap()
    // user ("xy") is invalid now: it has the focus, its cursor at the end.
    #expect(screen.focusedField === user && user.cursor == 2)
  }

  @Test func focusInvalidLeavesTheFocusWhenNothingIsInvalid() {
    let name = screen.makeTextField("name", text: "Ann")
    name.validate([.required()])
    let other = screen.makeTextField("other")
    let next = screen.makeButton("next", submits: [name])
    next.focusesInvalid = true
    other.focus()
    next.tap()
    #expect(screen.focusedField === other)
  }

  // MARK: - Checkpoints

  @Test func aCheckpointPutsBackStartingValuesDirtyAndTouched() throws {
    let name = screen.makeTextField("name")
    let form = screen.makeManager("form")
    form.needsChange = true
    let save = screen.makeButton("save")
    try form.verify(name)
    try form.manage(save)
    let checkpoint = try #require(screen.checkpoint())
    name.focus()
    name.type("A")
    name.load("B")
    screen.blur()
    #expect(name.isTouched && !save.isEnabled)
    screen.restore(checkpoint)
    #expect(name.startingValue == .text("") && !name.isDirty && !name.isTouched)
    #expect(!form.isDirty && !save.isEnabled)
    name.focus()
    name.type("x")
    #expect(save.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }

  /// A condition on a dirtiness remembers what it last read; a restore puts that back with the
  /// state, so the next flip is heard (it once read the dirtiness of the state restored from,
  /// and a Save draft stayed disabled after the next keystroke).
  @Test func aCheckpointPutsBackWhatAConditionOnDirtinessLastRead() throws {
    let name = screen.makeTextField("name", text: "Ann")
    let form = screen.makeManager("form")
    let saveDraft = screen.makeButton("saveDraft")
    saveDraft.enable(when: [.dirty("form")])
    try form.verify(name)
    let checkpoint = try #require(screen.checkpoint())
    #expect(!saveDraft.isEnabled)
    name.setText("Bo")
    #expect(form.isDirty && saveDraft.isEnabled)
    screen.restore(checkpoint)
    #expect(!form.isDirty && !saveDraft.isEnabled)
    name.setText("Cy")
    #expect(saveDraft.isEnabled)
    name.setText("Ann")
    #expect(!saveDraft.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }
}
