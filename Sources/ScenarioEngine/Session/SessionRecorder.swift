public import ControlModel
import ScenarioFormat

/// Records a session on a screen, as a tester uses the app, and writes it as a scenario file
/// that replays it: the app attaches one to its screen in a debug or test-flight build.
///
/// It hears every input as the model receives it, once (what an input causes, such as an
/// observer of the app's that sets a field, is not heard: the replay causes it again), and
/// writes them as steps:
///
/// - keystrokes into one field as one `type`, pastes as `paste`, deletions as `backspace N`
///   or `clear`; focus changes and `tab`; taps, toggles, choices, presses, picks; rows added
///   and removed;
/// - what the app's code did as `load`, `set`, `commit`, `reset` and `load GROUP rows N`, and
///   the answers to requests as `answer`, in the order they arrived;
/// - time as `wait` only where work on the clock ran (a debounce, an answer the clock gives, a
///   busy time), with the duration that reproduces it, never the time a person took;
/// - a secure field's text as a stand-in of the same length and kinds of character
///   (`Masking.standIn(for:from:)` in ControlModel), the same for the same secret: the real text
///   reaches no file, log or error;
/// - `expect` lines at each ``mark(_:)`` and at the end, with what the screen showed.
///
/// ```swift
/// let recorder = SessionRecorder(screen: signUp.screen, screenName: "sign-up")
/// // … the tester uses the screen …
/// recorder.mark("Register opened too early")
/// let file = try recorder.scenarioText(title: "Register opened too early")
/// ```
///
/// Attach it when the screen is made, before any input: the file starts from a fresh screen.
/// With a catalogue (``init(screen:screenName:catalogue:)``) it replays the file on a fresh
/// screen of the catalogue before handing it over, compares every control after every step,
/// and names the first step where the replay parts from the session (state the app keeps
/// outside the model, a rule that reads the time of day), marking the file there.
public final class SessionRecorder {
  /// The name files use in `screen from "NAME"`.
  public let screenName: String
  /// The day the session started on: the file's `today`.
  public let today: CalendarDate
  /// The screen, while it lives.
  public private(set) weak var screen: Screen?
  /// Called with each line of the session's log as it is written, for an app to keep.
  ///
  /// Each line is one JSON object (``SessionLog``). The lines written before it was set are
  /// passed to it at once.
  public var logHandler: ((String) -> Void)? {
    didSet { for line in log { logHandler?(line) } }
  }

  /// The screens of the app, to replay the file on before handing it over.
  let catalogue: ScreenCatalogue?
  /// Where the file's screen comes from.
  let source: SessionLog.ScreenSource
  /// What the screen showed when the recorder was attached.
  let start: SessionState
  /// What happened, for the file.
  private var timeline = SessionTimeline()
  /// The log's lines so far.
  private(set) var log: [String] = []
  /// What stops the screen telling this recorder its inputs.
  private var listening: AnyObject?
  /// The session's time as the log writes it, as it goes: without knowing what comes next,
  /// the order of every two pieces of work is kept.
  private var logTiming: SessionTiming
  /// The steps as the log writes them, as it goes.
  private var logScript: SessionScript
  /// The last wait, whose line of the log is written once what ran at its time is known.
  private var waitToWrite: Duration?

  /// Attaches a recorder to a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen the session runs on, fresh: no input yet.
  ///   - screenName: The name the app's catalogue registers the screen under.
  public convenience init(screen: Screen, screenName: String) {
    self.init(screen: screen, screenName: screenName, catalogue: nil)
  }

  /// Attaches a recorder to a screen, to replay the file on a fresh screen of the catalogue
  /// before ``recording(title:)`` and ``scenarioText(title:)`` hand it over.
  ///
  /// - Parameters:
  ///   - screen: The screen the session runs on, fresh: no input yet.
  ///   - screenName: The name the app's catalogue registers the screen under.
  ///   - catalogue: The app's screens, as its scenario runner has them.
  public convenience init(screen: Screen, screenName: String, catalogue: ScreenCatalogue?) {
    self.init(
      screen: screen, screenName: screenName, catalogue: catalogue,
      source: .catalogue(screenName))
  }

  /// Attaches a recorder to a screen whose file writes it as `source` says.
  package init(
    screen: Screen, screenName: String, catalogue: ScreenCatalogue?,
    source: SessionLog.ScreenSource
  ) {
    self.screen = screen
    self.screenName = screenName
    self.catalogue = catalogue
    self.source = source
    self.today = screen.today
    let start = SessionState(of: screen)
    self.start = start
    logScript = SessionScript(start: start)
    logTiming = SessionTiming(
      isPending: { [weak screen] work in screen?.clock.isScheduled(work) ?? false },
      orderMatters: { _, _ in true })
    var declarations: [String]?
    if case .declared(let lines) = source { declarations = lines }
    write(
      SessionLog.Header(
        screen: screenName, today: today.description, declarations: declarations,
        start: start))
    listening = screen.hub.listenToInputs { [weak self] entry in self?.hear(entry) }
  }

  deinit {
    stop()
  }

  /// Stops recording: inputs after this are not heard.
  public func stop() {
    if let screen, let listening { screen.hub.stopListeningToInputs(listening) }
    listening = nil
  }

  /// Marks this moment of the session, as a tester does where something looks wrong: the file
  /// says the note as a comment, then `expect` lines with what the screen shows, for what
  /// changed since the last mark (or the start).
  ///
  /// - Parameter note: What the tester saw, on one line.
  public func mark(_ note: String) {
    guard let screen else { return }
    let line = note.split(whereSeparator: \.isNewline).joined(separator: " ")
    writeWait()
    let state = SessionState(of: screen)
    timeline.append(.mark(line, state))
    logScript.append(mark: line, state: state)
    write(SessionLog.Line(mark: line, state: state))
  }

  /// The steps recorded so far, as the format writes them: the file's steps.
  public var steps: [String] { script.steps.map(ScenarioWriter.line) }

  /// The session as the file writes it.
  var script: SessionScript { timeline.script(start: start) }

  /// The session's log so far: its lines, each a JSON object (``SessionLog``), ending with a
  /// newline.
  public var logText: String {
    writeWait()
    return log.map { $0 + "\n" }.joined()
  }

  // MARK: - Hearing

  private func hear(_ entry: JournalEntry) {
    guard let screen else { return }
    switch entry {
    case .scheduled(let work, let delay):
      timeline.append(.scheduled(work, delay: delay))
      logTiming.scheduled(work, delay: delay)
    case .firing(let work):
      timeline.append(.firing(work))
      if let wait = logTiming.firing(work) {
        writeWait()
        logScript.append(step: .wait(wait), state: logScript.current)
        waitToWrite = wait
      }
    case .cancelled(let work):
      timeline.append(.cancelled(work))
    case .fired:
      let state = SessionState(of: screen)
      timeline.append(.fired(state))
      logTiming.fired()
      if waitToWrite != nil { logScript.updateLastState(state) }
    case .input(let input):
      writeWait()
      if let wait = logTiming.inputDone() {
        logScript.append(step: .wait(wait), state: logScript.current)
        write(SessionLog.Line(steps: [.wait(wait)], state: logScript.current))
      }
      let actions = SessionScript.actions(for: input, before: logScript.current)
      guard !actions.isEmpty else { return }
      let state = SessionState(of: screen)
      timeline.append(.input(actions, state))
      logScript.append(steps: actions, state: state)
      write(SessionLog.Line(steps: actions, state: state))
    }
  }

  /// Writes the log's line of the last wait, once what ran at its time is known.
  func writeWait() {
    guard let wait = waitToWrite else { return }
    waitToWrite = nil
    write(SessionLog.Line(steps: [.wait(wait)], state: logScript.current))
  }

  private func write(_ value: some Encodable) {
    let line = SessionLog.encode(value)
    log.append(line)
    logHandler?(line)
  }
}
