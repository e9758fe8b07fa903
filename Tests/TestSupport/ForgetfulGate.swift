public import ControlModel
public import ScenarioEngine
public import ValidationManager

/// A gate of the app's own with a bug: it turns valid when the button's request succeeds but
/// does not tell its managers, so the manager's counts no longer follow its members.
public final class ForgetfulGate: IValidatable {
  /// The gate's name.
  public let name = "sent"
  /// The managers that verify it.
  public let verifiers = ManagerList()
  /// Invalid until the button's request succeeds.
  public private(set) var validity: Validity = .invalid
  /// None.
  public var errors: [String] { [] }
  /// None.
  public var shownError: String? { nil }
  /// Never.
  public var isExcludedFromValidation: Bool { false }

  /// A gate that turns valid, silently, when the button's request succeeds.
  public init(after button: Button) {
    button.addObserver { [weak self] event in
      guard case .requestEnded(_, .valid?) = event else { return }
      self?.validity = .valid
    }
  }
}

/// A screen whose section manager verifies a forgetful gate.
private let forgetfulCatalogue = ScreenCatalogue().registering("forgetful") { clock in
  let screen = Screen(title: "Code", clock: clock)
  let send = screen.makeButton("send")
  send.action = { {} }
  let code = screen.makeTextField("code")
  let gate = ForgetfulGate(after: send)
  let section = screen.makeManager("section")
  try? section.verify(gate)
  try? section.manage(code)
  return screen
}

/// A file whose one scenario breaks the manager's counts through the forgetful gate.
public let forgetfulGateFile = CheckedFile(
  text: """
    screen from "forgetful"
    scenario "the code opens once it was sent"
      tap send
      answer send valid
      expect code enabled
    """,
  path: "forgetful.scenario", catalogue: forgetfulCatalogue)
