import ControlModel
import Testing

@testable import ValidationManager

/// Version 2.1 in Swift: save points (`commit`), loaded rows, buttons that commit or wait for a
/// change, conditions on dirtiness, and a screen's today from its clock.
@Suite("Save points, dirtiness conditions and today")
struct SavePointTests {
  struct Job {
    let employer: TextField
    let current: Switch
  }

  let clock = VirtualClock(today: CalendarDate(year: 2026, month: 11, day: 28) ?? .earliest)
  let screen: Screen
  let name: TextField
  let email: TextField
  let years: Stepper
  let jobs: RowGroup<Job>
  let form: Manager
  let saveDraft: Button
  let submit: Button

  init() throws {
    screen = Screen(title: "Job application", clock: clock)
    screen.reportsBrokenInvariants = true
    name = screen.makeTextField("name")
    name.validate([.required("Enter your name.")])
    email = screen.makeTextField("email")
    email.validate([
      .required(), .remote(taken: ["ann@example.com"], after: .seconds(1), "Already applied."),
    ])
    years = screen.makeStepper("years", range: 0...40)
    jobs = try screen.makeRowGroup("job", rows: 1...5, startingRows: 1) { row in
      let employer = row.makeTextField("employer")
      employer.validate([.required("Name the employer.")])
      return Job(employer: employer, current: row.makeSwitch("current"))
    }
    saveDraft = screen.makeButton("saveDraft", busy: .seconds(1))
    saveDraft.commitsOnSuccess = true
    submit = screen.makeButton("submit")
    form = screen.makeManager("form")
    try form.verify(name)
    try form.verify(email)
    try form.verify(years)
    try form.verify(jobs)
    try form.manage(submit)
    saveDraft.enable(when: [.dirty("form")])
  }

  private var employer1: TextField { jobs.rows[0].employer }

  // MARK: - commit

  @Test func commitMakesTheCurrentValuesTheStartingOnes() throws {
    name.type("Ann")
    try years.set(.number(3))
    #expect(jobs.append())
    jobs.rows[1].employer.type("Acme")
    #expect(screen.isDirty && form.isDirty && jobs.isDirty)
    screen.commit()
    #expect(!screen.isDirty && !form.isDirty && !jobs.isDirty)
    #expect(name.startingValue == .text("Ann") && years.startingValue == .number(3))
    #expect(jobs.startingRowCount == 2)
    #expect(jobs.startingPlaces[1]["employer"] == .text("Acme"))
    // Touched, validity and errors stay: a commit is no reset.
    #expect(jobs.isTouched)
    #expect(employer1.validity == .invalid)
    // A reset now comes back to the committed values.
    name.type("!")
    #expect(jobs.remove(at: 1))
    screen.reset()
    #expect(name.text == "Ann" && jobs.count == 2)
    #expect(jobs.rows[1].employer.text == "Acme")
    #expect(!screen.isDirty)
  }

  @Test func commitOfAManagerCommitsWhatItVerifiesOnly() throws {
    let other = screen.makeTextField("nickname")
    let section = screen.makeManager("section")
    try section.verify(name)
    name.type("Ann")
    other.type("Annie")
    section.commit()
    #expect(!name.isDirty && other.isDirty)
    #expect(!section.isDirty && form.isDirty == false)
    other.commit()
    #expect(!other.isDirty && !screen.isDirty)
  }

  @Test func commitOfAGroupCommitsItsRowsOnly() {
    name.type("Ann")
    #expect(jobs.append())
    jobs.commit()
    #expect(!jobs.isDirty && jobs.startingRowCount == 2)
    #expect(name.isDirty)
  }

  @Test func commitLeavesACheckInFlightPending() {
    email.type("bo@example.com")
    #expect(email.validity == .pending)
    screen.commit()
    #expect(email.validity == .pending && !email.isDirty)
    clock.advance(by: .seconds(1))
    #expect(email.validity == .valid)
  }

  // MARK: - load rows

  @Test func loadRowsSetsTheStartingNumberWithoutTouching() throws {
    try jobs.loadRows(3)
    #expect(jobs.count == 3 && jobs.startingRowCount == 3)
    #expect(!jobs.isDirty && !jobs.isTouched)
    #expect(jobs.refusalCount == 0)
    try jobs.loadRows(2)
    #expect(jobs.count == 2 && !jobs.isDirty)
    #expect(throws: ControlValueError.self) { try jobs.loadRows(6) }
    #expect(jobs.count == 2)
  }

  @Test func loadRowsKeepsTheFirstRowsAsTheyAre() throws {
    employer1.type("Acme")
    try jobs.loadRows(2)
    #expect(employer1.text == "Acme" && !employer1.isDirty)
    employer1.type("!")
    screen.reset()
    #expect(employer1.text == "Acme" && jobs.count == 2)
  }

  // MARK: - enabled when, dirty and pristine

  @Test func aButtonThatWaitsForAChangeWhateverTheValidity() throws {
    #expect(!saveDraft.isEnabled)
    #expect(saveDraft.explainEnablement().description.contains("'form dirty' does not hold"))
    employer1.type("A")
    #expect(saveDraft.isEnabled)
    employer1.backspace()
    // Empty and invalid again, and pristine: it waits again.
    #expect(employer1.validity == .invalid && !saveDraft.isEnabled)
    #expect(jobs.append())
    #expect(saveDraft.isEnabled, "a row added makes the group dirty")
    #expect(jobs.remove(at: 1))
    #expect(!saveDraft.isEnabled)
    saveDraft.enable(when: [])
    #expect(saveDraft.isEnabled && saveDraft.enabledWhen.isEmpty)
  }

  @Test func aShownWhenAndARuleThatReadADirtiness() {
    let note = screen.makeTextField("note")
    note.show(when: [.dirty("form")])
    let reason = screen.makeTextField("reason")
    reason.validate([.required("Say why.").when(.dirty("name"))])
    #expect(note.isHidden && reason.validity == .valid)
    name.type("A")
    #expect(!note.isHidden && reason.validity == .invalid)
    name.backspace()
    #expect(note.isHidden && reason.validity == .valid)
    name.type("B")
    screen.commit()
    #expect(note.isHidden && reason.validity == .valid)
  }

  @Test func pristineIsTheNegationOfDirty() {
    #expect(RuleCondition.dirty("form").negated == .pristine("form"))
    #expect(RuleCondition.pristine("form").description == "form pristine")
    #expect(!RuleCondition.dirty("form").holds(.text("x")))
  }

  // MARK: - commits

  @Test func aSaveThatEndsWellCommitsTheValuesItSent() {
    name.type("Ann")
    #expect(saveDraft.tap())
    name.type("e")  // typed while the save is in flight
    clock.advance(by: .seconds(1))
    #expect(name.startingValue == .text("Ann"))
    #expect(name.isDirty && saveDraft.isEnabled)
    name.backspace()
    #expect(!screen.isDirty && !saveDraft.isEnabled)
  }

  @Test func aSaveThatFailsCommitsNothing() throws {
    saveDraft.commitsOnSuccess = true
    let save = screen.makeButton("save")
    save.action = {
      {
        struct Down: Error {}; throw Down()
      }
    }
    save.commitsOnSuccess = true
    name.type("Ann")
    #expect(save.tap())
    try #require(save.request).answer(.failed("offline"))
    #expect(name.isDirty)
    #expect(save.tap())
    try #require(save.request).answer(.invalid("refused"))
    #expect(name.isDirty)
    #expect(save.tap())
    try #require(save.request).answer(.valid)
    #expect(!name.isDirty)
  }

  @Test func aResetWhileTheSaveIsInFlightCommitsNothing() {
    name.type("Ann")
    #expect(saveDraft.tap())
    screen.reset()
    clock.advance(by: .seconds(2))
    #expect(name.text.isEmpty && name.startingValue == .text(""))
  }

  @Test func aButtonWithNoRequestCommitsAtItsTapWhenWhatItSubmitsIsValid() {
    let keep = screen.makeButton("keep", submits: [name])
    keep.commitsOnSuccess = true
    email.type("x")
    #expect(keep.tap())
    #expect(name.isDirty == false && email.isDirty, "name is empty and invalid: nothing sent")
    name.type("Ann")
    #expect(keep.tap())
    #expect(!name.isDirty && email.isDirty, "it commits what it submits only")
  }

  @Test func aButtonThatCommitsAndResetsCommitsFirst() {
    let saveAndClose = screen.makeButton("saveAndClose")
    saveAndClose.commitsOnSuccess = true
    saveAndClose.resetTarget = screen
    name.type("Ann")
    #expect(saveAndClose.tap())
    #expect(name.text == "Ann" && !screen.isDirty)
  }

  // MARK: - today

  @Test func boundsCountedFromTodayMoveWithTheDay() throws {
    let available = screen.makeDatePicker(
      "available", between: .today(offset: 0), and: .today(offset: 180))
    let today = try #require(CalendarDate(year: 2026, month: 11, day: 28))
    #expect(available.earliest == today)
    #expect(!available.pick(today.adding(days: -1)))
    #expect(available.pick(today))
    #expect(!available.pick(today.adding(days: 181)))
    clock.today = try #require(today.adding(days: 1))
    #expect(available.day == today, "a day picked stays when the bounds move")
    #expect(available.refusalCount == 2)
    #expect(!available.pick(today))
    #expect(available.latest == today.adding(days: 181))
  }

  @Test func aRuleThatReadsTodayRunsAgainWhenTheDayChanges() throws {
    let today = try #require(CalendarDate(year: 2026, month: 11, day: 28))
    let start = screen.makeDatePicker("start", selection: today)
    start.validate([.date(.onOrAfter, .today(offset: 0), "Not in the past.")])
    #expect(start.validity == .valid)
    clock.today = try #require(today.adding(days: 1))
    #expect(start.validity == .invalid && start.errors == ["Not in the past."])
    #expect(screen.today == today.adding(days: 1))
  }
}

@Suite("A day that today left behind")
struct StaleDayTests {
  @Test func aDraftSavedBeforeItsDayPassedLoadsAndIsInvalid() throws {
    let today = try #require(CalendarDate(year: 2026, month: 11, day: 28))
    let screen = Screen(clock: VirtualClock(today: today))
    let available = screen.makeDatePicker(
      "available", between: .today(offset: 0), and: .today(offset: 180))
    available.validate([.date(.onOrAfter, .today(offset: 0), "Not in the past.")])
    let yesterday = try #require(today.adding(days: -1))
    try available.load(.day(yesterday))
    #expect(available.day == yesterday && !available.isDirty)
    #expect(available.errors == ["Not in the past."])
    #expect(!available.pick(yesterday) && available.refusalCount == 1)
    // A fixed bound still refuses a value from code.
    let fixed = screen.makeDatePicker("fixed", from: today)
    #expect(throws: ControlValueError.self) { try fixed.load(.day(yesterday)) }
  }
}

@Suite("A condition on a manager made after it")
struct LateManagerTests {
  @Test func aButtonMayWaitForAManagerTheAppMakesLater() throws {
    let screen = Screen()
    let name = screen.makeTextField("name")
    let save = screen.makeButton("save")
    save.enable(when: [.dirty("form")])
    #expect(!save.isEnabled)
    let form = screen.makeManager("form")
    try form.verify(name)
    name.type("A")
    #expect(save.isEnabled)
    name.backspace()
    #expect(!save.isEnabled)
  }
}
