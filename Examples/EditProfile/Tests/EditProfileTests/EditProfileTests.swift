import ControlModel
import EditProfile
import EditProfileCatalogue
import Foundation
import ScenarioTesting
import Testing
import ValidationManager

/// The edit profile screen on a virtual clock: loaded as the server would, edited as a user
/// would, saved and discarded.
@Suite("Edit profile")
struct EditProfileTests {
  let clock = VirtualClock()
  let edit: EditProfileScreen

  /// A profile service the tests never call: a save waits for the test's answer.
  struct Unreachable: ProfileService {
    func save(_ profile: Profile) async throws {}
  }

  static let ann = Profile(
    name: "Ann Lee", email: "ann@example.com", newsletter: true, language: "Deutsch", guests: 2,
    born: CalendarDate(year: 1990, month: 5, day: 17) ?? .earliest)

  init() throws {
    edit = EditProfileScreen(
      clock: clock, today: CalendarDate(year: 2026, month: 11, day: 25), service: Unreachable())
    try edit.load(Self.ann)
  }

  @Test func aLoadedProfileIsPristineAndSaveWaitsForAChange() throws {
    #expect(try edit.profile() == Self.ann)
    #expect(edit.form.isValid && !edit.form.isDirty && !edit.form.isTouched)
    #expect(!edit.save.isEnabled)
    edit.name.focus()
    edit.name.type("!")
    #expect(edit.save.isEnabled && edit.name.isDirty)
    edit.name.backspace()
    #expect(!edit.save.isEnabled && !edit.form.isDirty, "back to what was loaded")
    #expect(edit.screen.invariantViolations().isEmpty)
  }

  @Test func discardBringsBackTheLoadedProfileAndClosesTheErrors() throws {
    edit.name.focus()
    edit.name.clear()
    #expect(edit.name.shownError == "Enter your name.")
    edit.guests.increment(3)
    #expect(edit.guests.shownError == "At most 4 guests.")
    edit.discard.tap()
    #expect(try edit.profile() == Self.ann)
    #expect(edit.name.shownError == nil && edit.guests.shownError == nil)
    #expect(!edit.form.isDirty && !edit.form.isTouched && !edit.save.isEnabled)
    #expect(edit.screen.focusedField == nil)
  }

  @Test func saveSendsTheFormAsItIsAndIsBusyUntilTheServerAnswers() throws {
    edit.newsletter.toggle()
    #expect(edit.save.tap())
    #expect(edit.save.isBusy)
    let request = try #require(edit.screen.outstandingRequests(of: "save").first)
    #expect(try edit.profile().newsletter == false)
    request.answer(.valid)
    #expect(!edit.save.isBusy && edit.save.isEnabled)
  }

  @Test func theFormsValuesGoToTheServerAsJSONAndComeBack() throws {
    edit.language.select("Français")
    let data = try JSONEncoder().encode(edit.screen.values)
    let sent = try JSONDecoder().decode(Profile.self, from: data)
    #expect(sent.language == "Français" && sent.born.description == "1990-05-17")
    let other = EditProfileScreen(
      clock: clock, today: CalendarDate(year: 2026, month: 11, day: 25), service: Unreachable())
    try other.screen.load(try JSONDecoder().decode(FormValues.self, from: data))
    #expect(try other.profile() == sent && !other.form.isDirty)
  }

  @Test func aFormWithNothingChosenIsNoProfileAndSaveIsDisabled() throws {
    edit.language.select(nil)
    #expect(throws: DecodingError.self) { try edit.profile() }
    #expect(!edit.save.isEnabled)
  }

  @Test func aProfileTheFormCannotHoldIsRefusedWhole() throws {
    var wrong = Self.ann
    wrong.name = "Bo"
    wrong.language = "Klingon"
    let error = try #require(throws: ControlValueError.self) { try edit.load(wrong) }
    #expect(error.problem == .cannotHold(.option("Klingon")) && error.control == "language")
    #expect(try edit.profile() == Self.ann, "nothing half loaded")
  }
}

@Test(
  arguments: ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath, catalogue: .editProfile))
func editProfileScenario(_ scenario: ScenarioCase) {
  scenario.expectToPass()
}
