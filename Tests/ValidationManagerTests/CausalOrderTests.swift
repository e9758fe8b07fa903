import ControlModel
import Testing
import ValidationManager

/// Events reach observers in causal order.
///
/// An edit, a tap, a flip or a request's end first, then what it caused (validity, shown error,
/// managers, enablement, requests). A manager's change is heard with its controls updated.
@Suite("Events in causal order")
struct CausalOrderTests {
  let clock = VirtualClock()
  let screen: Screen
  let username: TextField
  let create: Button
  let form: Manager
  /// The screen's events as a log, one line each, and what each observer saw of the screen.
  let log = Log()

  final class Log {
    var lines: [String] = []
  }

  init() throws {
    screen = Screen(title: "Create account", clock: clock)
    username = screen.makeTextField("username")
    username.validate(
      [.required(), .minLength(3)], errors: .onChange, debounce: .milliseconds(300))
    create = screen.makeButton("create")
    form = screen.makeManager("form")
    try form.verify(username)
    try form.manage(create)
    let (log, create) = (log, create)
    screen.addObserver { event in
      switch event {
      case .control(let name, let event): log.lines.append("\(name) \(Self.describe(event))")
      case .managerChanged(let name, let validity): log.lines.append("\(name) \(validity)")
      case .focusChanged(let name): log.lines.append("focus \(name ?? "none")")
      case .dirtyChanged(let name, let isDirty):
        log.lines.append("\(name) \(isDirty ? "dirty" : "pristine")")
      }
      // A manager's change is heard with its controls already updated.
      if case .managerChanged(_, let validity) = event {
        log.lines.append("  create is \(create.isEnabled ? "enabled" : "disabled") (\(validity))")
      }
    }
  }

  static func describe(_ event: ControlEvent) -> String {
    switch event {
    case .textChanged: "text"
    case .validityChanged(let validity): "validity \(validity)"
    case .shownErrorChanged(let error): "shown \(error ?? "none")"
    case .enabledChanged(let isEnabled): isEnabled ? "enabled" : "disabled"
    case .requestSent(let id): "request \(id) sent"
    case .requestEnded(let id, let answer):
      "request \(id) ended \(answer?.description ?? "cancelled")"
    case .busyChanged(let busy): busy ? "busy" : "free"
    default: "\(event)"
    }
  }

  @Test func anEditGoesOutBeforeWhatItCauses() {
    username.type("abc")
    clock.advance(by: .milliseconds(300))
    #expect(
      log.lines == [
        "focus username", "username editingBegan",
        "username text", "username dirty", "form dirty", "username validity pending",
        "form pending",
        "  create is disabled (pending)",
        "username text", "username text",
        "username validity valid", "form valid", "  create is enabled (valid)", "create enabled",
      ])
  }

  @Test func aRequestsEndGoesOutBeforeTheSectionItOpens() throws {
    let sendCode = screen.makeButton("sendCode")
    // On the virtual clock the work never runs: the test answers the request.
    sendCode.action = { {} }
    let code = screen.makeTextField("code")
    // A gate the app wrote by hand, hearing the button's events before the screen's log does.
    let handWritten = screen.makeManager("handWritten")
    let gate = HandWrittenGate(after: sendCode)
    try handWritten.verify(gate)
    let other = screen.makeTextField("other")
    try handWritten.manage(other)
    // The package's own gate: the button as a member.
    let codeSection = screen.makeManager("codeSection")
    try codeSection.verify(sendCode)
    try codeSection.manage(code)
    sendCode.tap()
    log.lines = []
    try #require(screen.outstandingRequests(of: "sendCode").first).answer(.valid)
    #expect(
      log.lines == [
        "sendCode request 1 ended valid",
        // What the request's end caused in the model, each manager before its controls.
        "sendCode free", "sendCode enabled", "sendCode validity valid",
        "codeSection valid", "  create is disabled (valid)", "code enabled",
        // What the app's gate did on hearing the end: after it, never before.
        "handWritten valid", "  create is disabled (valid)", "other enabled",
      ])
    #expect(code.isEnabled && other.isEnabled)
  }
}

/// A gate an app writes by hand: valid once the button's last request succeeded.
private final class HandWrittenGate: IValidatable {
  let name = "sent"
  let verifiers = ManagerList()
  private(set) var validity: Validity = .invalid

  init(after button: Button) {
    button.addObserver { [weak self] event in
      guard let self, case .requestEnded(_, let answer) = event else { return }
      self.validity = answer == .valid ? .valid : .invalid
      self.verifiers.notify(self)
    }
  }

  var errors: [String] { [] }
  var shownError: String? { nil }
  var isExcludedFromValidation: Bool { false }
}
