import ControlModel
import Foundation
import JobApplication
import JobApplicationCatalogue
import ScenarioTesting
import Testing
import ValidationManager

/// The job application's view model on a virtual clock, with the server in memory.
///
/// A saved draft is loaded, edited, saved and discarded as the app does it. Time and the day
/// move only when a test says so, and each request is run by the test, on the main actor.
@MainActor
@Suite("Job application")
struct JobApplicationTests {
  let clock: VirtualClock
  let service: InMemoryJobApplicationService
  let model: JobApplicationModel
  let saved: Draft

  /// A day of the calendar.
  static func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDate {
    try #require(CalendarDate(year: year, month: month, day: day))
  }

  /// The draft the applicant saved on an earlier visit, with two previous jobs.
  static func savedDraft() throws -> Draft {
    Draft(
      name: "Ann Lee", email: "ann@example.com", role: "Engineer", years: 6,
      available: try day(2026, 12, 1), privacy: true,
      jobs: [
        Job(employer: "Acme", from: try day(2019, 3, 1), to: try day(2022, 8, 31)),
        Job(employer: "Globex", from: try day(2022, 9, 1), current: true),
      ])
  }

  init() async throws {
    clock = VirtualClock(today: try Self.day(2026, 11, 28))
    saved = try Self.savedDraft()
    service = InMemoryJobApplicationService(
      applied: ["taken@example.com"], savedDraft: saved)
    model = JobApplicationModel(clock: clock, service: service)
    try model.load(saved)
    // A loaded email is checked by the server like a typed one: here it answers at once.
    let check = try #require(model.email.outstandingRequests.first)
    #expect(await check.run())
  }

  @Test func aLoadedDraftIsPristineAndValid() throws {
    #expect(try model.draft() == saved)
    #expect(model.jobs.count == 2)
    #expect(model.jobs.rows[1].to.isHidden, "a current job has no end day")
    #expect(model.form.isValid && !model.form.isDirty && !model.form.isTouched)
    #expect(!model.hasUnsavedChanges)
    #expect(!model.saveDraft.isEnabled)
    #expect(model.submit.isEnabled)
    #expect(model.saveMessage == nil)
    #expect(model.screen.invariantViolations().isEmpty)
  }

  @Test func anyEditEnablesSaveDraftValidOrNot() {
    model.jobs.rows[0].employer.focus()
    model.jobs.rows[0].employer.clear()
    #expect(!model.form.isValid)
    #expect(model.saveDraft.isEnabled, "an incomplete draft may be saved")
    #expect(!model.submit.isEnabled)
    model.jobs.rows[0].employer.type("Acme")
    #expect(!model.saveDraft.isEnabled, "back to the saved draft")
    model.years.increment()
    #expect(model.saveDraft.isEnabled && model.hasUnsavedChanges)
  }

  @Test func aSaveThatSucceedsMakesTheSavedDraftTheStartingPoint() async throws {
    model.years.increment(2)
    model.jobs.rows[1].employer.focus()
    model.jobs.rows[1].employer.clear()
    model.jobs.rows[1].employer.type("Initech")
    let edited = try model.draft()
    #expect(model.saveDraft.tap())
    #expect(model.saveDraft.isBusy && !model.saveDraft.isEnabled)
    model.jobs.rows[1].employer.type(" Ltd")  // typed while the save is in flight
    #expect(try await #require(model.saveDraft.request).run())
    #expect(await service.savedDraft == edited, "the draft as it was at the tap")
    #expect(model.saveMessage == "Draft saved.")
    #expect(model.years.isDirty == false && model.jobs.rows[1].employer.isDirty)
    model.discard.tap()
    #expect(try model.draft() == edited, "Discard goes back to the saved draft")
    #expect(!model.saveDraft.isEnabled && !model.hasUnsavedChanges)
  }

  @Test func aFailedSaveCommitsNothing() async throws {
    await service.setDown(true)
    model.years.increment()
    #expect(model.saveDraft.tap())
    #expect(try await #require(model.saveDraft.request).run())
    #expect(model.saveDraft.lastAnswer != .valid)
    #expect(model.saveMessage == "The draft could not be saved. Try again.")
    #expect(model.saveDraft.isEnabled && model.hasUnsavedChanges)
    #expect(await service.savedDraft == saved)
    model.discard.tap()
    #expect(try model.draft() == saved, "Discard goes back to the draft last loaded")
  }

  @Test func discardAfterRemovingAJobBringsItBackAtItsPlace() throws {
    #expect(model.jobs.remove(at: 0))
    #expect(model.jobs.rows.map(\.employer.text) == ["Globex"])
    #expect(model.jobs.rows[0].employer.isDirty, "the second job moved up is a change")
    #expect(!model.removeJob.isEnabled)
    model.discard.tap()
    #expect(try model.draft() == saved)
    #expect(!model.jobs.isDirty && !model.jobs.isTouched && model.removeJob.isEnabled)
    #expect(model.screen.invariantViolations().isEmpty)
  }

  @Test func aDayKeptOverMidnightIsNoLongerAvailable() throws {
    model.available.pick(try Self.day(2026, 11, 28))
    #expect(model.available.isValid && model.submit.isEnabled)
    clock.today = try Self.day(2026, 11, 29)
    #expect(model.available.day == (try Self.day(2026, 11, 28)), "the day picked stays")
    #expect(model.available.errors == ["Choose today or a later day."])
    #expect(!model.submit.isEnabled)
    #expect(!model.available.pick(try Self.day(2026, 11, 28)), "a past day is refused")
    #expect(model.available.pick(try Self.day(2027, 5, 28)), "180 days from the new today")
    #expect(model.available.isValid && model.submit.isEnabled)
  }

  @Test func theDraftGoesToTheServerAsJSONAndComesBack() throws {
    let data = try JSONEncoder().encode(saved)
    #expect(try JSONDecoder().decode(Draft.self, from: data) == saved)
    let values = try FormValues(encoding: saved)
    #expect(values["role"] == .string("Engineer") && values["available"] == .string("2026-12-01"))
    guard case .rows(let rows)? = values["job"] else {
      Issue.record("the jobs are the rows of the group 'job': \(values)")
      return
    }
    #expect(rows.count == 2 && rows[1]["to"] == .null)
    #expect(try model.screen.values.decode(Draft.self) == saved)
  }

  @Test func aDraftWithNothingChosenClearsTheChoicesOfTheDraftBefore() throws {
    let empty = Draft()
    try model.load(empty)
    #expect(try model.draft() == empty)
    #expect(model.role.selection == nil && model.available.day == nil)
    #expect(model.jobs.count == 1 && !model.form.isDirty)
  }

  @Test func theServerRefusesAnEmailSomeoneAppliedWith() async throws {
    model.email.focus()
    model.email.clear()
    model.email.type("taken@example.com")
    clock.advance(by: JobApplicationScreen.emailDebounce)
    #expect(try await #require(model.email.outstandingRequests.first).run())
    #expect(model.email.errors == [JobApplicationScreen.alreadyAppliedMessage])
    #expect(!model.submit.isEnabled && model.saveDraft.isEnabled)
    await service.setDown(true)
    model.email.type("m")
    clock.advance(by: JobApplicationScreen.emailDebounce)
    #expect(try await #require(model.email.outstandingRequests.first).run())
    #expect(model.email.errors == [JobApplicationScreen.emailNotCheckedMessage])
  }

  @Test func submitSendsTheApplicationAndIsBusyUntilTheServerTookIt() async throws {
    #expect(model.submit.tap())
    #expect(model.submit.isBusy && !model.submit.tap(), "busy: a second tap is refused")
    #expect(try await #require(model.submit.request).run())
    #expect(await service.submitted == [saved])
    #expect(model.submit.lastAnswer == .valid && model.submit.isEnabled)
  }

  @Test func aDraftWhoseDayHasPassedLoadsAndShowsItInvalid() throws {
    var old = saved
    old.available = try Self.day(2026, 11, 27)
    try model.load(old)
    #expect(try model.draft() == old, "nothing lost: the draft comes back as it was saved")
    #expect(model.available.validity == .invalid)
    #expect(model.available.errors == ["Choose today or a later day."])
    #expect(!model.available.pick(try Self.day(2026, 11, 27)), "the user cannot pick it again")
  }
}

/// The job application's scenario files, each scenario a test case of its own, replayed
/// against the screen built in Swift.
@Test(
  arguments: ScenarioCase.all(
    in: ["Scenarios"], relativeTo: #filePath, catalogue: .jobApplication))
func jobApplicationScenario(_ scenario: ScenarioCase) {
  scenario.expectToPass()
}
