import ControlModel
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine

/// A session on a screen becomes a scenario file that replays it: runs of inputs as one step,
/// time only where work on the clock ran, no secure text, and the first step where a replay
/// parts from the session named.
@Suite("Recording a session")
struct SessionRecorderTests {
  private let catalogue = ScreenCatalogue.referenceScreens

  private func screen(_ name: String) throws -> Screen {
    let factory = try #require(catalogue.factory(named: name))
    return try factory(
      VirtualClock(today: try #require(CalendarDate(year: 2026, month: 11, day: 28))))
  }

  private func recorded(_ recorder: SessionRecorder, _ title: String = "session") throws
    -> SessionRecording
  {
    let recording = try recorder.recording(title: title)
    #expect(recording.wasReplayed)
    #expect(recording.parting == nil, "\(String(describing: recording.parting))")
    return recording
  }

  /// The lines of the scenario, without the file's opening and the `expect` lines.
  private func steps(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
      .drop { !$0.hasPrefix("scenario ") }.dropFirst()
      .filter { !$0.hasPrefix("  expect") && !$0.hasPrefix("  #") }
      .map { String($0.dropFirst(2)) }
  }

  @Test func keystrokesIntoOneFieldAreOneStepAndTheFileReplays() throws {
    let screen = try screen("registration")
    let recorder = SessionRecorder(
      screen: screen, screenName: "registration", catalogue: catalogue)
    let email = try #require(screen.field(named: "email"))
    email.focus()
    for character in "ann@example.com" { email.type(String(character)) }
    email.backspace()
    email.backspace()
    email.type("m")
    screen.tab()
    let recording = try recorded(recorder, "an email, then the password")
    #expect(
      recording.text == """
        # A session on 'registration', recorded by SessionRecorder on 2026-11-28.
        screen from "registration"
        today 2026-11-28

        scenario "an email, then the password"
          type email "ann@example.com"
          backspace email 2
          type email "m"
          tab
          # What the screen showed at the end.
          expect email text "ann@example.cm"
          expect email valid
          expect form dirty
          expect focus password

        """)
  }

  @Test func aDebounceIsAWaitOfItsOwnLengthNotOfThePersonsTime() throws {
    let screen = try screen("sign-up")
    let recorder = SessionRecorder(screen: screen, screenName: "sign-up", catalogue: catalogue)
    let username = try #require(screen.field(named: "username"))
    for character in "annabelle" { username.type(String(character)) }
    screen.virtualClock.advance(by: .seconds(7))
    screen.tab()
    let recording = try recorded(recorder)
    #expect(steps(recording.text) == ["type username \"annabelle\"", "wait 500ms", "tab"])
  }

  @Test func twoFieldsDebouncesKeepTheOrderTheyRanIn() throws {
    let screen = try screen("sign-up")
    let clock = screen.virtualClock
    let recorder = SessionRecorder(screen: screen, screenName: "sign-up", catalogue: catalogue)
    let username = try #require(screen.field(named: "username"))
    let password = try #require(screen.field(named: "password"))
    username.type("annabelle")
    clock.advance(by: .milliseconds(300))
    // The username's debounce is still waiting when the password's starts.
    password.type("x")
    clock.advance(by: .milliseconds(300))
    password.type("y")
    clock.advance(by: .seconds(2))
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == [
        "type username \"annabelle\"", "wait 300ms", "type password \"a\"", "wait 200ms",
        "type password \"b\"", "wait 500ms",
      ])
  }

  @Test func workThatRanApartWithNoInputBetweenNeedsNoWaitOfItsOwn() throws {
    let screen = try screen("sign-up")
    let recorder = SessionRecorder(screen: screen, screenName: "sign-up", catalogue: catalogue)
    try #require(screen.field(named: "username")).type("annabelle")
    screen.virtualClock.advance(by: .milliseconds(3))
    try #require(screen.field(named: "password")).type("x")
    screen.virtualClock.advance(by: .seconds(2))
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == ["type username \"annabelle\"", "type password \"a\"", "wait 500ms"])
  }

  @Test func aSecretIsWrittenAsAStandInAndReachesNoOutput() throws {
    let screen = try screen("sign-up")
    let recorder = SessionRecorder(screen: screen, screenName: "sign-up", catalogue: catalogue)
    var log: [String] = []
    recorder.logHandler = { log.append($0) }
    let secret = "Kangaroo7!Wombat"
    try #require(screen.field(named: "username")).type("annabelle")
    let password = try #require(screen.field(named: "password"))
    for character in secret { password.type(String(character)) }
    try #require(screen.field(named: "confirmPassword")).paste(secret)
    screen.virtualClock.advance(by: .seconds(1))
    recorder.mark("The passwords match")
    let recording = try recorded(recorder)
    for output in [recording.text, recorder.logText, log.joined()] + recorder.steps {
      #expect(!output.contains("Kangaroo"))
      #expect(!output.contains("Wombat"))
    }
    let standIn = Masking.standIn(for: secret)
    #expect(standIn.count == secret.count)
    #expect(recording.text.contains("  type password \"\(standIn)\"\n"))
    #expect(recording.text.contains("  paste confirmPassword \"\(standIn)\"\n"))
    #expect(recording.text.contains("# A secure field's text is a stand-in"))
    #expect(recording.text.contains("  expect confirmPassword valid\n"))
    #expect(recording.text.contains("  expect login enabled\n"))
    #expect(log == recorder.logText.split(separator: "\n").map(String.init))
  }

  @Test func aSecretInAFieldThatLetsInFewCharactersStandsInWithThoseOnly() throws {
    let names = ScreenCatalogue().registering("code") { clock in
      let screen = Screen(title: "Code", clock: clock)
      let code = screen.makeTextField(
        "code", allow: .characters(Set("0123456789abcdef")), isSecure: true)
      code.validate([.minLength(6, "Six characters.")])
      return screen
    }
    let factory = try #require(names.factory(named: "code"))
    let screen = try factory(VirtualClock())
    let recorder = SessionRecorder(screen: screen, screenName: "code", catalogue: names)
    try #require(screen.field(named: "code")).type("f00dfeed")
    let recording = try recorded(recorder)
    let standIn = Masking.standIn(for: "f00dfeed", allowing: .characters(Set("0123456789abcdef")))
    #expect(steps(recording.text) == ["type code \"\(standIn)\""])
    #expect(!recording.text.contains("f00dfeed"))
  }

  @Test func whatTheAppsObserversDoIsNotRecorded() throws {
    let names = ScreenCatalogue().registering("mirror") { clock in
      let screen = Screen(title: "Mirror", clock: clock)
      let shipping = screen.makeTextField("shipping")
      let billing = screen.makeTextField("billing")
      let same = screen.makeSwitch("same")
      same.addObserver { event in
        if case .valueChanged = event, same.isOn { billing.setText(shipping.text) }
      }
      return screen
    }
    let factory = try #require(names.factory(named: "mirror"))
    let screen = try factory(VirtualClock())
    let recorder = SessionRecorder(screen: screen, screenName: "mirror", catalogue: names)
    try #require(screen.field(named: "shipping")).type("1 Main St")
    #expect(try #require(screen.control(named: "same") as? Switch).toggle())
    #expect(screen.field(named: "billing")?.text == "1 Main St")
    let recording = try recorded(recorder)
    #expect(steps(recording.text) == ["type shipping \"1 Main St\"", "toggle same"])
  }

  @Test func editsFromTheAppsTextInputBecomeTheFormatsSteps() throws {
    let screen = try screen("registration")
    let recorder = SessionRecorder(
      screen: screen, screenName: "registration", catalogue: catalogue)
    let email = try #require(screen.field(named: "email"))
    // A SwiftUI binding: the whole text each time.
    for text in ["a", "an", "ann", "ann@", "ann@x.io"] { email.edit(to: text) }
    email.edit(to: "ann@x.i")
    email.edit(to: "")
    email.edit(to: "bob@x.io")
    // UIKit: a range of the text replaced.
    email.replace(utf16Range: 0..<3, with: "ann")
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == [
        "type email \"ann@\"", "paste email \"x.io\"", "backspace email 1", "clear email",
        "paste email \"bob@x.io\"", "cursor email 3", "backspace email 3", "paste email \"ann\"",
      ])
  }

  @Test func rowsAndTheAppsLoadsCommitsAndResetsAreSteps() throws {
    let screen = try screen("passengers")
    let recorder = SessionRecorder(screen: screen, screenName: "passengers", catalogue: catalogue)
    let flight = try #require(screen.control(named: "flight"))
    try flight.load(.day(CalendarDate(year: 2026, month: 12, day: 24)))
    let passengers = try #require(screen.rowGroup(named: "passenger"))
    #expect(passengers.append())
    try #require(screen.field(named: "passenger[2].first")).type("Ann")
    #expect(try #require(screen.control(named: "passenger[2].bags") as? Stepper).increment() == 1)
    #expect(try #require(screen.control(named: "passenger[2].bags") as? Stepper).increment() == 1)
    screen.commit()
    #expect(passengers.remove(at: 0))
    screen.reset()
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == [
        "load flight 2026-12-24", "add passenger", "type passenger[2].first \"Ann\"",
        "increment passenger[2].bags 2", "commit", "remove passenger 1", "reset",
      ])
  }

  @Test func aFormLoadedFromValuesIsWrittenAsItsLoads() throws {
    let screen = try screen("job-application")
    let recorder = SessionRecorder(
      screen: screen, screenName: "job-application", catalogue: catalogue)
    var saved = FormValues()
    saved["name"] = .string("Ann Lee")
    saved["job"] = .rows(
      ["Initech", "Umbrella"].map { employer in
        var row = FormValues()
        row["employer"] = .string(employer)
        return row
      })
    try screen.load(saved)
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == [
        "load name \"Ann Lee\"", "load job rows 2", "load job[1].employer \"Initech\"",
        "load job[2].employer \"Umbrella\"",
      ])
  }

  @Test func anAnswerToTheAppsCheckIsAStep() throws {
    let names = ScreenCatalogue().registering("promo") { clock in
      let screen = Screen(title: "Promo", clock: clock)
      let code = screen.makeTextField("code")
      code.validate([.check { _ in .valid }], debounce: .milliseconds(300))
      let apply = screen.makeButton("apply")
      let form = screen.makeManager("form")
      try? form.verify(code)
      try? form.manage(apply)
      return screen
    }
    let factory = try #require(names.factory(named: "promo"))
    let screen = try factory(VirtualClock())
    let recorder = SessionRecorder(screen: screen, screenName: "promo", catalogue: names)
    try #require(screen.field(named: "code")).type("WINTER")
    screen.virtualClock.advance(by: .seconds(1))
    #expect(try #require(screen.outstandingRequests.first).answer(.invalid("Unknown code.")))
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == [
        "type code \"WINTER\"", "wait 300ms", "answer code \"WINTER\" invalid \"Unknown code.\"",
      ])
    #expect(recording.text.contains("  expect code invalid\n"))
  }

  @Test func stateTheAppKeepsOutsideTheModelIsNamedAtTheStepWhereTheReplayParts() throws {
    let gates = GateBox()
    let names = ScreenCatalogue().registering("contact") { clock in
      let screen = Screen(title: "Contact", clock: clock)
      let phone = screen.makeTextField("phone")
      let contact = AppGate("contact", error: "Give a phone.")
      phone.addObserver { event in
        if case .textChanged = event { contact.update(!phone.text.isEmpty) }
      }
      let proceed = screen.makeButton("continue")
      let form = screen.makeManager("form")
      try? form.verify(contact)
      try? form.manage(proceed)
      gates.last = contact
      return screen
    }
    let factory = try #require(names.factory(named: "contact"))
    let screen = try factory(VirtualClock())
    let gate = try #require(gates.last)
    let recorder = SessionRecorder(screen: screen, screenName: "contact", catalogue: names)
    try #require(screen.field(named: "phone")).type("0612")
    // The app's server said no, outside any input of the screen.
    gate.update(false)
    screen.tab()
    let recording = try recorder.recording(title: "a phone the server refuses")
    let parting = try #require(recording.parting)
    #expect(parting.step == 2)
    #expect(parting.stepText == "tab")
    #expect(
      parting.differences == [
        "continue: enablement enabled on replay, disabled in the session",
        "form: validity valid on replay, invalid in the session",
        "contact: validity valid on replay, invalid in the session; error none on replay, "
          + "\"Give a phone.\" in the session",
      ])
    #expect(recording.text.contains("  tab\n  # The replay parts from the session here:\n"))
  }

  @Test func aMarkWritesWhatChangedSinceTheLastOne() throws {
    let screen = try screen("registration")
    let recorder = SessionRecorder(
      screen: screen, screenName: "registration", catalogue: catalogue)
    try #require(screen.field(named: "phone")).type("06123")
    recorder.mark("The phone is too short")
    try #require(screen.field(named: "phone")).type("45678")
    recorder.mark("Now it is long enough")
    let recording = try recorded(recorder)
    #expect(
      recording.text.hasSuffix(
        """
          type phone "06123"
          # The phone is too short
          expect phone text "06123"
          expect form dirty
          expect sms dirty
          expect focus phone
          type phone "45678"
          # Now it is long enough
          expect phone text "0612345678"
          expect phone valid
          expect requestCode enabled
          expect sms valid

        """))
  }

  @Test func aDayThatChangesDuringTheSessionIsATodayStep() throws {
    let names = ScreenCatalogue().registering("delivery") { clock in
      let screen = Screen(title: "Delivery", clock: clock)
      _ = screen.makeDatePicker("day", between: .today(offset: 1), and: nil)
      return screen
    }
    let factory = try #require(names.factory(named: "delivery"))
    let clock = VirtualClock(today: try #require(CalendarDate(year: 2026, month: 11, day: 28)))
    let screen = try factory(clock)
    let recorder = SessionRecorder(screen: screen, screenName: "delivery", catalogue: names)
    let day = try #require(screen.control(named: "day") as? DatePicker)
    #expect(day.pick(CalendarDate(year: 2026, month: 11, day: 29)))
    clock.today = try #require(CalendarDate(year: 2026, month: 11, day: 29))
    #expect(!day.pick(CalendarDate(year: 2026, month: 11, day: 29)))
    let recording = try recorded(recorder)
    #expect(
      steps(recording.text) == [
        "pick day 2026-11-29", "today 2026-11-29", "pick day 2026-11-29",
      ])
  }

  @Test func aSessionWithNoInputIsRefused() throws {
    let screen = try screen("registration")
    let recorder = SessionRecorder(screen: screen, screenName: "registration")
    #expect(throws: SessionRecorder.Failure.self) { try recorder.scenarioText(title: "empty") }
    recorder.stop()
    try #require(screen.field(named: "email")).type("a")
    #expect(recorder.steps.isEmpty)
  }
}

/// The last gate a factory made, for the test to move as the app would.
private final class GateBox: @unchecked Sendable {
  var last: AppGate?
}

/// A session's log, checked against today's model: a screen that changed is caught at the
/// first step that shows something else; an unchanged one replays every step alike.
@Suite("Checking a session's log")
struct SessionLogTests {
  /// The registration screen, its phone needing `digits` digits.
  private static func registration(digits: Int) -> ScreenCatalogue {
    ScreenCatalogue().registering("registration") { clock in
      let screen = Screen(title: "Registration", clock: clock)
      let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
      phone.validate([
        .required("Enter your phone number."),
        .minLength(digits, "A phone number has at least \(digits) digits."),
      ])
      let requestCode = screen.makeButton("requestCode")
      let sms = screen.makeManager("sms")
      try? sms.verify(phone)
      try? sms.manage(requestCode)
      return screen
    }
  }

  private func log(on catalogue: ScreenCatalogue) throws -> String {
    let factory = try #require(catalogue.factory(named: "registration"))
    let screen = try factory(
      VirtualClock(today: try #require(CalendarDate(year: 2026, month: 11, day: 28))))
    let recorder = SessionRecorder(screen: screen, screenName: "registration")
    let phone = try #require(screen.field(named: "phone"))
    for character in "0612345678" { phone.type(String(character)) }
    try #require(screen.control(named: "requestCode") as? Button).tap()
    recorder.mark("The code is on its way")
    return recorder.logText
  }

  @Test func anUnchangedScreenReplaysEveryStepAlike() throws {
    let text = try log(on: Self.registration(digits: 10))
    let read = try SessionLog.read(text, path: "session.log")
    #expect(read.lines.count == 12)
    #expect(
      try SessionLog.check(read, path: "session.log", catalogue: Self.registration(digits: 10))
        == nil)
  }

  @Test func waitsOneAfterAnotherAreEachALineOfTheLog() throws {
    let factory = try #require(ScreenCatalogue.referenceScreens.factory(named: "sign-up"))
    let day = try #require(CalendarDate(year: 2026, month: 11, day: 28))
    let screen = try factory(VirtualClock(today: day))
    let recorder = SessionRecorder(screen: screen, screenName: "sign-up")
    try #require(screen.field(named: "username")).type("annabelle")
    screen.virtualClock.advance(by: .milliseconds(300))
    try #require(screen.field(named: "password")).type("x")
    screen.virtualClock.advance(by: .seconds(2))
    let read = try SessionLog.read(recorder.logText, path: "session.log")
    #expect(
      read.lines.compactMap(\.line.step) == [
        "type username \"annabelle\"", "wait 300ms", "type password \"a\"", "wait 200ms",
        "wait 300ms",
      ])
    #expect(
      try SessionLog.check(read, path: "session.log", catalogue: .referenceScreens) == nil)
  }

  @Test func aStricterRuleIsCaughtAtTheFirstStepThatShowsSomethingElse() throws {
    let text = try log(on: Self.registration(digits: 10))
    let read = try SessionLog.read(text, path: "session.log")
    let drift = try #require(
      try SessionLog.check(read, path: "session.log", catalogue: Self.registration(digits: 11)))
    // Line 1 says which screen; the tenth keystroke is line 11.
    #expect(drift.line == 11)
    #expect(drift.step == "type phone \"8\"")
    #expect(
      drift.differences == [
        "phone: validity invalid today, valid in the log",
        "requestCode: enablement disabled today, enabled in the log",
        "sms: validity invalid today, valid in the log",
      ])
  }

  @Test func aLogIsWrittenAsAScenarioWithItsKeystrokesAsOneStep() throws {
    let text = try log(on: Self.registration(digits: 10))
    let read = try SessionLog.read(text, path: "session.log")
    let scenario = SessionLog.scenarioText(read, title: "the code")
    #expect(
      scenario == """
        # A session's log on 'registration', written as a scenario.
        screen from "registration"
        today 2026-11-28

        scenario "the code"
          type phone "0612345678"
          tap requestCode
          # The code is on its way
          expect phone text "0612345678"
          expect phone valid
          expect requestCode enabled
          expect sms valid
          expect sms dirty
          expect focus phone

        """)
    let replayed = CheckedFile(
      text: scenario, path: "the-code.scenario", catalogue: Self.registration(digits: 10))
    #expect(replayed.replayAll().allSatisfy { $0.passed })
  }

  @Test func aLineThatIsNotALogsIsAnErrorAtItsLine() throws {
    #expect(throws: SessionLog.Problem.self) { try SessionLog.read("{}\n", path: "x.log") }
    let text = try log(on: Self.registration(digits: 10))
    var lines = text.split(separator: "\n").map(String.init)
    lines[3] = "not json"
    do {
      _ = try SessionLog.read(lines.joined(separator: "\n"), path: "x.log")
      Issue.record("a line that is not JSON was read")
    } catch {
      #expect(error.line == 4)
      #expect(error.description.hasPrefix("x.log:4:1: error: a line of a session's log"))
    }
  }
}
