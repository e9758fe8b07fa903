import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioCommand

/// The studio's keys drive a declared screen as its interface would, and the session it writes
/// replays; `--check-log` and `--log-to-scenario` read a session's log.
@Suite("Sessions on the command line")
struct SessionCommandTests {
  private static let login = """
    screen "Login"
    field email
      required "Enter your email."
      email "That is not an email address."
    field password secure
      required "Enter your password."
      min-length 8 "At least 8 characters."
    switch remember
    picker plan options "Free" "Pro"
    stepper seats from 1 to 5
    button signIn submits email password
    manager form verifies email password manages signIn

    scenario "signs in"
      type email "ann@example.com"

    """

  private func file(_ text: String = login, catalogue: ScreenCatalogue = ScreenCatalogue())
    -> CheckedFile
  {
    CheckedFile(text: text, path: "login.scenario", catalogue: catalogue, today: nil)
  }

  @Test func theKeysOfATerminalAreReadAsTheStudiosKeys() {
    let bytes = Array(
      "aé\t\u{1B}[Z\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\r\u{7F}\u{14}\u{05}\u{01}\u{0E}\u{06}\u{0B}\u{04}"
        .utf8)
    #expect(
      Studio.keys(in: bytes) == [
        .character("a"), .character("é"), .tab, .backTab, .up, .down, .right, .left, .enter,
        .backspace, .advanceClock, .explain, .answer(.valid),
        .answer(.invalid("Refused in the studio.")), .answer(.failed("Failed in the studio.")),
        .mark, .end,
      ])
  }

  @Test func aSessionInTheStudioIsWrittenAndReplaysOnTheDeclaredScreen() throws {
    let studio = try #require(Studio(file: file(), catalogue: ScreenCatalogue()))
    let secret = "hunter22!"
    for key in Studio.keys(in: Array("ann@example.com\t\(secret)".utf8)) { studio.handle(key) }
    // Down to the switch, the picker and the stepper.
    for key: Studio.Key in [.down, .enter, .down, .right, .right, .down, .right, .right] {
      studio.handle(key)
    }
    studio.handle(.explain)
    #expect(studio.frame.contains("▶ seats"))
    studio.handle(.down)
    studio.handle(.enter)
    studio.handle(.mark)
    for key in Studio.keys(in: Array("signed in\r".utf8)) { studio.handle(key) }
    studio.handle(.end)
    #expect(studio.isDone)
    let recording = try studio.recorder.recording(title: "a session in the studio")
    #expect(recording.wasReplayed)
    #expect(recording.parting == nil, "\(String(describing: recording.parting))")
    #expect(!recording.text.contains(secret))
    #expect(!studio.frame.contains(secret))
    let standIn = Masking.standIn(for: secret)
    #expect(
      studio.recorder.steps == [
        "type email \"ann@example.com\"", "tab", "type password \"\(standIn)\"", "toggle remember",
        "select plan \"Free\"", "select plan \"Pro\"", "increment seats 2", "tap signIn",
      ])
    #expect(recording.text.contains("screen \"Login\"\nfield email\n"))
    #expect(recording.text.contains("  # signed in\n  expect email text \"ann@example.com\"\n"))
    let replayed = CheckedFile(text: recording.text, path: "studio.scenario")
    #expect(replayed.isValid, "\(replayed.renderedDiagnostics)")
    #expect(replayed.replayAll().allSatisfy { $0.passed })
  }

  @Test func theStudioSaysWhyAControlIsDisabledAndWhenNothingWaits() throws {
    let studio = try #require(Studio(file: file(), catalogue: ScreenCatalogue()))
    for _ in 0..<6 { studio.handle(.down) }
    studio.handle(.enter)
    #expect(studio.frame.contains("'signIn' is disabled: Ctrl-E says why"))
    studio.handle(.explain)
    #expect(studio.frame.contains("signIn is disabled"))
    studio.handle(.advanceClock)
    #expect(studio.frame.contains("nothing is waiting on the clock"))
    studio.handle(.answer(.valid))
    #expect(studio.frame.contains("no request waits for an answer"))
  }

  @Test func theStudioRefusesToRunOutsideATerminal() throws {
    var output = ""
    let status = try RunnerCommand(arguments: ["--studio", "login.scenario"]).run {
      output += $0
    }
    #expect(status == .usage)
    #expect(
      output
        == "error: --studio takes keys from a person: run it in a terminal, such as "
        + "'scenario-runner --studio Scenarios/login.scenario --out session.scenario'\n")
  }

  // MARK: - Logs

  private static let catalogue = ScreenCatalogue().registering("phone") { clock in
    phoneScreen(clock: clock, digits: 10)
  }

  private static func phoneScreen(clock: any ScreenClock, digits: Int) -> Screen {
    let screen = Screen(title: "Phone", clock: clock)
    let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
    phone.validate([.minLength(digits, "At least \(digits) digits.")])
    return screen
  }

  private func writeLog() throws -> (String, URL) {
    let screen = Self.phoneScreen(clock: VirtualClock(), digits: 10)
    let recorder = SessionRecorder(screen: screen, screenName: "phone")
    let phone = try #require(screen.field(named: "phone"))
    for character in "0612345678" { phone.type(String(character)) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("session.log").path
    try Data(recorder.logText.utf8).write(to: URL(fileURLWithPath: path))
    return (path, directory)
  }

  @Test func checkLogSaysEveryStepShowsWhatTheLogSays() throws {
    let (path, directory) = try writeLog()
    defer { try? FileManager.default.removeItem(at: directory) }
    var output = ""
    let status = try RunnerCommand(arguments: ["--check-log", path]).run(
      catalogue: Self.catalogue
    ) { output += $0 }
    #expect(status == .success)
    #expect(
      output
        == "\(path): replayed 10 steps on today's 'phone': every step shows what the log says\n")
  }

  @Test func checkLogNamesTheFirstStepAStricterRuleChanges() throws {
    let (path, directory) = try writeLog()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stricter = ScreenCatalogue().registering("phone") { clock in
      Self.phoneScreen(clock: clock, digits: 11)
    }
    var output = ""
    let status = try RunnerCommand(arguments: ["--check-log", path]).run(catalogue: stricter) {
      output += $0
    }
    #expect(status == .failure)
    #expect(
      output
        == "\(path):11: today's model differs from the log at type phone \"8\":\n"
        + "  phone: validity invalid today, valid in the log\n")
  }

  @Test func logToScenarioWritesTheKeystrokesAsOneStep() throws {
    let (path, directory) = try writeLog()
    defer { try? FileManager.default.removeItem(at: directory) }
    var output = ""
    let status = try RunnerCommand(arguments: ["--log-to-scenario", path]).run { output += $0 }
    #expect(status == .success)
    #expect(output.contains("screen from \"phone\"\n"))
    #expect(output.contains("scenario \"session\"\n  type phone \"0612345678\"\n"))
  }

  @Test func aLogThatCannotBeReadIsAnErrorWithItsPlace() throws {
    var output = ""
    let status = try RunnerCommand(arguments: ["--check-log", "/no/such/session.log"]).run {
      output += $0
    }
    #expect(status == .invalidInput)
    #expect(output == "error: /no/such/session.log: no such file or directory\n")
  }
}
