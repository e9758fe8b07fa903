import ControlModel
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine

/// Sessions on the live clock, as an app runs them.
///
/// Real debounces and busy times, answers that arrive when they arrive: the files they make
/// have waits of the work's own lengths only, and replay on the catalogue's screens as the
/// sessions went.
@Suite("Recording a session on the live clock")
@MainActor
struct SessionRecorderLiveTests {
  /// Waits until the work on the live clock has run: the screen's events are read as they come
  /// (the last piece of work sends some as it runs), for at most five seconds.
  private func settle(_ screen: Screen, on clock: LiveClock) async {
    guard clock.pendingCount > 0 else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var finished = false
      var token: ObservationToken?
      var timeout: Task<Void, Never>?
      let finish = {
        guard !finished else { return }
        finished = true
        if let token { screen.removeObserver(token) }
        timeout?.cancel()
        continuation.resume()
      }
      token = screen.addObserver { _ in if clock.pendingCount == 0 { finish() } }
      // The bound, on real time since the live clock is the point: work that never ends fails
      // the test's expectations instead of hanging it. Cancelled once the work has run.
      timeout = Task { @MainActor in
        try? await Task.sleep(for: .seconds(5))
        finish()
      }
    }
  }

  @Test func aSignUpReplaysWithTheDebouncesAsItsOnlyWaits() async throws {
    let clock = LiveClock()
    let screen = ReferenceScreens.signUp(clock: clock)
    let recorder = SessionRecorder(
      screen: screen, screenName: "sign-up", catalogue: .referenceScreens)
    var log: [String] = []
    recorder.logHandler = { log.append($0) }
    let secret = "Kangaroo7!Wombat"
    let username = try #require(screen.field(named: "username"))
    for character in "annabelle" { username.type(String(character)) }
    screen.tab()
    let password = try #require(screen.field(named: "password"))
    for character in secret { password.type(String(character)) }
    screen.tab()
    try #require(screen.field(named: "confirmPassword")).paste(secret)
    await settle(screen, on: clock)
    let login = try #require(screen.control(named: "login") as? Button)
    #expect(login.tap())
    let recording = try recorder.recording(title: "a sign-up")
    #expect(recording.parting == nil, "\(String(describing: recording.parting))")
    let standIn = Masking.standIn(for: secret)
    #expect(
      recorder.steps == [
        "type username \"annabelle\"", "tab", "type password \"\(standIn)\"", "tab",
        "paste confirmPassword \"\(standIn)\"", "wait 500ms", "tap login",
      ])
    for output in [recording.text, recorder.logText, log.joined()] {
      #expect(!output.contains(secret))
      #expect(!output.contains("Kangaroo"))
    }
  }

  @Test func aBookingWithRowsAndABusyContinueReplays() async throws {
    let clock = LiveClock()
    let screen = ReferenceScreens.passengers(clock: clock)
    let recorder = SessionRecorder(
      screen: screen, screenName: "passengers", catalogue: .referenceScreens)
    try #require(screen.control(named: "flight")).load(
      .day(CalendarDate(year: 2026, month: 12, day: 24)))
    try #require(screen.field(named: "email")).type("ann@example.com")
    try #require(screen.field(named: "passenger[1].first")).type("Ann")
    try #require(screen.field(named: "passenger[1].last")).type("Lee")
    try #require(screen.control(named: "passenger[1].born") as? DatePicker).pick(
      CalendarDate(year: 1990, month: 5, day: 1))
    #expect(try #require(screen.control(named: "addPassenger") as? Button).tap())
    try #require(screen.control(named: "passenger[2].type") as? Picker).select("Infant")
    try #require(screen.field(named: "passenger[2].first")).type("Kim")
    try #require(screen.field(named: "passenger[2].last")).type("Lee")
    try #require(screen.control(named: "passenger[2].born") as? DatePicker).pick(
      CalendarDate(year: 2025, month: 9, day: 3))
    let proceed = try #require(screen.control(named: "continue") as? Button)
    #expect(proceed.tap())
    #expect(proceed.isBusy)
    await settle(screen, on: clock)
    #expect(!proceed.isBusy)
    let recording = try recorder.recording(title: "two passengers")
    #expect(recording.parting == nil, "\(String(describing: recording.parting))")
    #expect(
      recorder.steps == [
        "load flight 2026-12-24", "type email \"ann@example.com\"",
        "type passenger[1].first \"Ann\"", "type passenger[1].last \"Lee\"",
        "pick passenger[1].born 1990-05-01", "tap addPassenger",
        "select passenger[2].type \"Infant\"", "type passenger[2].first \"Kim\"",
        "type passenger[2].last \"Lee\"", "pick passenger[2].born 2025-09-03", "tap continue",
        "wait 2s",
      ])
  }
}
