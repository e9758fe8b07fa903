public import ControlModel

/// Everything a scenario can observe of one control or manager at one moment, read in one place.
///
/// The screen's drawing, the engine's snapshots and the editor's hover all read controls through
/// it, so that a new aspect of a control is added here once and the compiler points at each
/// reader that switches over ``Value`` or ``Kind``.
///
/// A secure field's text is read as ``Masking`` masks it: the secret is never in a reading.
public struct ControlReading: Sendable, Hashable {
  /// Which kind of thing was read.
  public enum Kind: Sendable, Hashable {
    /// A text field; `isSecure` when it hides its text.
    case field(isSecure: Bool)
    /// A switch.
    case toggle
    /// A button.
    case button
    /// A manager.
    case manager
  }

  /// What the thing holds.
  public enum Value: Sendable, Hashable, CustomStringConvertible {
    /// A field's text, masked when the field is secure.
    case text(String)
    /// A switch's state.
    case on(Bool)
    /// A button's taps.
    case taps(Int)
    /// A manager holds nothing of its own.
    case none

    /// The value as drawings and reports print it: a text as it is, `on`/`off`, `N taps`, or
    /// nothing for a manager.
    public var description: String {
      switch self {
      case .text(let text): text
      case .on(let isOn): ControlState(on: isOn).rawValue
      case .taps(let count): Button.tapsText(count)
      case .none: ""
      }
    }
  }

  /// The name.
  public let name: String
  /// The kind.
  public let kind: Kind
  /// The text, switch state or taps.
  public let value: Value
  /// A field's cursor.
  public let cursor: Int?
  /// A field's, switch's or manager's state.
  public let validity: Validity?
  /// The errors of a field's or switch's failing rules, in order; none for a button or manager.
  public let errors: [String]
  /// The error shown, if any.
  public let shownError: String?
  /// A control's enablement; `nil` for a manager.
  public let isEnabled: Bool?
  /// Whether a button is busy after a tap.
  public let isBusy: Bool
  /// Whether a field has the focus.
  public let isFocused: Bool
  /// The edits a field refused.
  public let refusals: Int
  /// The requests a field or button sent.
  public let requests: Int

  /// Reads a control.
  ///
  /// - Parameter control: One of the package's controls.
  public init(_ control: ControlKind) {
    switch control {
    case .field(let field):
      self.init(
        name: field.name, kind: .field(isSecure: field.isSecure), value: .text(field.displayText),
        cursor: field.cursor, validity: field.validity, errors: field.errors,
        shownError: field.shownError, isEnabled: field.isEnabled, isBusy: false,
        isFocused: field.isFocused, refusals: field.refusalCount,
        requests: field.sentRequestCount)
    case .toggle(let toggle):
      self.init(
        name: toggle.name, kind: .toggle, value: .on(toggle.isOn), cursor: nil,
        validity: toggle.validity, errors: toggle.errors, shownError: toggle.shownError,
        isEnabled: toggle.isEnabled, isBusy: false, isFocused: false, refusals: 0, requests: 0)
    case .button(let button):
      self.init(
        name: button.name, kind: .button, value: .taps(button.tapCount), cursor: nil,
        validity: nil, errors: [], shownError: nil, isEnabled: button.isEnabled,
        isBusy: button.isBusy, isFocused: false, refusals: 0,
        requests: button.sentRequestCount)
    }
  }

  /// Reads a manager: its name and validity.
  ///
  /// Its members' errors are theirs, in their own
  /// readings (a manager's ``Manager/errors`` gathers them through every nested manager).
  ///
  /// - Parameter manager: A manager.
  public init(_ manager: Manager) {
    self.init(
      name: manager.name, kind: .manager, value: .none, cursor: nil, validity: manager.validity,
      errors: [], shownError: nil, isEnabled: nil, isBusy: false, isFocused: false,
      refusals: 0, requests: 0)
  }

  private init(
    name: String, kind: Kind, value: Value, cursor: Int?, validity: Validity?, errors: [String],
    shownError: String?, isEnabled: Bool?, isBusy: Bool, isFocused: Bool, refusals: Int,
    requests: Int
  ) {
    self.name = name
    self.kind = kind
    self.value = value
    self.cursor = cursor
    self.validity = validity
    self.errors = errors
    self.shownError = shownError
    self.isEnabled = isEnabled
    self.isBusy = isBusy
    self.isFocused = isFocused
    self.refusals = refusals
    self.requests = requests
  }
}

extension Screen {
  /// Reads every control in declaration order, then the managers given.
  ///
  /// - Parameter managers: The managers to read after the controls.
  /// - Returns: One reading each.
  public func readings(managers: [Manager] = []) -> [ControlReading] {
    controls.map { ControlReading($0.kind) } + managers.map(ControlReading.init)
  }
}
