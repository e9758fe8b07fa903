import ControlModel
import Testing
import ValidationManager

// The code of the Drafts article (ValidationManager.docc/Articles/Drafts.md), as written there,
// with what it says checked.

struct DraftScreen {
  let screen: Screen
  let available: DatePicker
  let jobs: RowGroup<TextField>
  let saveDraft: Button
  let discard: Button

  init(clock: any ScreenClock) throws {
    screen = Screen(title: "Job application", clock: clock)
    let name = screen.makeTextField("name")
    name.validate([.required("Enter your full name.")])
    available = screen.makeDatePicker(
      "available", between: .today(offset: 0), and: .today(offset: 180))
    available.validate([.date(.onOrAfter, .today(offset: 0), "Choose today or a later day.")])
    jobs = try screen.makeRowGroup("job", rows: 1...5) { row in
      let employer = row.makeTextField("employer")
      employer.validate([.required("Enter the employer.")])
      return employer
    }
    let form = screen.makeManager("form")
    try form.verify(name)
    try form.verify(available)
    try form.verify(jobs)
    saveDraft = screen.makeButton("saveDraft")
    saveDraft.action = { { /* send the draft, read at the tap */  } }
    saveDraft.commitsOnSuccess = true
    saveDraft.enable(when: [.dirty("form")])
    discard = screen.makeButton("discard")
    discard.resetTarget = screen
  }
}

@Suite("The drafts article")
struct DraftsArticleTests {
  @Test func loadEditSaveDiscardAndComeBackTomorrow() throws {
    let clock = VirtualClock(today: try CalendarDate(parsing: "2026-11-28"))
    let draft = try DraftScreen(clock: clock)
    var acme = FormValues()
    acme["employer"] = .string("Acme")
    var globex = FormValues()
    globex["employer"] = .string("Globex")
    var saved = FormValues()
    saved["name"] = .string("Ann Lee")
    saved["available"] = .string("2026-12-01")
    saved["job"] = .rows([acme, globex])
    try draft.screen.load(saved)  // pristine: Save draft disabled

    draft.jobs.rows[0].type("!")  // any change, valid or not: Save draft enabled
    draft.saveDraft.tap()
    draft.saveDraft.request?.answer(.valid)  // the save went through: "Acme!" is kept

    _ = draft.jobs.remove(at: 0)  // Globex moves up, and is dirty at place 1
    draft.discard.tap()  // both rows back, as last saved
    #expect(draft.jobs.count == 2)
    #expect(draft.jobs.rows.map(\.text) == ["Acme!", "Globex"])
    #expect(!draft.screen.isDirty && !draft.saveDraft.isEnabled)

    clock.today = try CalendarDate(parsing: "2026-12-02")
    // `available` still holds 2026-12-01, now invalid ("Choose today or a later day."), and the
    // date picker refuses a new pick before today. A draft saved before its day passed loads too.
    #expect(draft.available.day == CalendarDate(year: 2026, month: 12, day: 1))
    #expect(draft.available.errors == ["Choose today or a later day."])
    #expect(!draft.available.pick(CalendarDate(year: 2026, month: 12, day: 1)))
  }
}
