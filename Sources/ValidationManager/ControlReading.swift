public import ControlModel

/// Everything a scenario can observe of one control or manager at one moment, read in one place.
///
/// The screen's drawing, the engine's snapshots and the editor's hover all read controls through
/// it, so that a new aspect of a control is added here once and the compiler points at each
/// reader that switches over ``Value`` or ``Kind``.
///
/// A secure field's text is read as `Masking` masks it: the secret is never in a reading. Two
/// readings of a secure field still differ when its texts do (``differs(from:in:)``), through a
/// digest of the text that no output shows.
public struct ControlReading: Sendable, Hashable {
  /// One thing a scenario can observe of a control or manager, to compare readings aspect by
  /// aspect: snapshots, recording and the differential search each name the aspects they use.
  public enum Aspect: Sendable, Hashable, CaseIterable {
    /// A field's text or a switch's position; a button's taps.
    case value, taps
    /// A field's cursor, and whether it has the focus.
    case cursor, focus
    /// The state, the errors of the failing rules, and the error shown.
    case validity, errors, shownError
    /// A control's enablement, and whether a button is busy.
    case enablement, busy
    /// The edits a field refused, and the requests a field or button sent.
    case refusals, requests
    /// Whether a control is shown or hidden.
    case visibility
  }

  /// Which kind of thing was read.
  public enum Kind: Sendable, Hashable {
    /// A text field; `isSecure` when it hides its text.
    case field(isSecure: Bool)
    /// A switch.
    case toggle
    /// A button.
    case button
    /// A picker.
    case picker
    /// A stepper.
    case stepper
    /// A date picker.
    case date
    /// A manager.
    case manager
    /// A member of the app's own type that a manager verifies.
    case member
    /// A group of rows.
    case group
  }

  /// What the thing holds.
  public enum Value: Sendable, Hashable, CustomStringConvertible {
    /// A field's text, masked when the field is secure.
    case text(String)
    /// A switch's state.
    case on(Bool)
    /// A button's taps.
    case taps(Int)
    /// A picker's option, or nothing chosen.
    case option(String?)
    /// A stepper's number.
    case number(Int)
    /// A date picker's day, or no day.
    case day(CalendarDate?)
    /// A group's number of rows.
    case rows(Int)
    /// A manager holds nothing of its own.
    case none

    /// The value as drawings and reports print it: a text as it is, `on`/`off`, `N taps`, an
    /// option, a number, a day (`none` when nothing is chosen), or nothing for a manager.
    public var description: String {
      switch self {
      case .text(let text): text
      case .on(let isOn): ControlState(on: isOn).rawValue
      case .taps(let count): "\(count) taps"
      case .option(let option): option ?? ControlValue.noneWord
      case .number(let number): String(number)
      case .day(let day): day?.description ?? ControlValue.noneWord
      case .rows(let count): count == 1 ? "1 row" : "\(count) rows"
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
  /// Whether a control is hidden by its `shown when`.
  public let isHidden: Bool
  /// Whether the control, manager or group is dirty: its value (or a member's, or its number
  /// of rows) differs from its starting one; `false` for a button.
  public let isDirty: Bool
  /// Whether the control, manager or group is touched.
  public let isTouched: Bool
  /// For a secure field, a digest of its text, to tell two texts of one length apart; zero
  /// otherwise.
  private let secretDigest: Int

  /// The aspects the reading has: those its kind shows.
  public var aspects: [Aspect] {
    switch kind {
    case .field:
      [
        .value, .cursor, .validity, .errors, .shownError, .enablement, .focus, .refusals,
        .requests, .visibility,
      ]
    case .toggle, .picker, .stepper, .date:
      [.value, .validity, .errors, .shownError, .enablement, .refusals, .visibility]
    case .button: [.taps, .enablement, .busy, .refusals, .requests, .visibility]
    case .manager: [.validity]
    case .member: [.validity, .errors, .shownError]
    case .group: [.value, .validity, .refusals]
    }
  }

  /// Whether another reading of the same name shows something else in an aspect.
  ///
  /// - Parameters:
  ///   - other: A reading of the same name, on another screen or at another moment.
  ///   - aspect: The aspect to compare.
  /// - Returns: Whether the readings differ there; a secure field's texts are compared whole.
  public func differs(from other: ControlReading, in aspect: Aspect) -> Bool {
    switch aspect {
    case .value, .taps: value != other.value || secretDigest != other.secretDigest
    case .cursor: cursor != other.cursor
    case .validity: validity != other.validity
    case .errors: errors != other.errors
    case .shownError: shownError != other.shownError
    case .enablement: isEnabled != other.isEnabled
    case .busy: isBusy != other.isBusy
    case .focus: isFocused != other.isFocused
    case .refusals: refusals != other.refusals
    case .requests: requests != other.requests
    case .visibility: isHidden != other.isHidden
    }
  }

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
        requests: field.sentRequestCount, isHidden: field.isHidden,
        lifecycle: (field.isDirty, field.isTouched),
        secretDigest: field.isSecure ? field.text.hashValue : 0)
    case .toggle(let toggle):
      self.init(
        name: toggle.name, kind: .toggle, value: .on(toggle.isOn), cursor: nil,
        validity: toggle.validity, errors: toggle.errors, shownError: toggle.shownError,
        isEnabled: toggle.isEnabled, isBusy: false, isFocused: false,
        refusals: toggle.refusalCount, requests: 0, isHidden: toggle.isHidden,
        lifecycle: (toggle.isDirty, toggle.isTouched))
    case .button(let button):
      self.init(
        name: button.name, kind: .button, value: .taps(button.tapCount), cursor: nil,
        validity: nil, errors: [], shownError: nil, isEnabled: button.isEnabled,
        isBusy: button.isBusy, isFocused: false, refusals: button.refusalCount,
        requests: button.sentRequestCount, isHidden: button.isHidden)
    case .picker(let picker):
      self.init(valueControl: picker, kind: .picker, value: .option(picker.selection))
    case .stepper(let stepper):
      self.init(valueControl: stepper, kind: .stepper, value: .number(stepper.value))
    case .date(let date):
      self.init(valueControl: date, kind: .date, value: .day(date.day))
    }
  }

  /// Reads a picker, stepper or date picker.
  private init(valueControl control: some IValidatable & Control, kind: Kind, value: Value) {
    let refusals: Int =
      switch control.kind {
      case .picker(let picker): picker.refusalCount
      case .stepper(let stepper): stepper.refusalCount
      case .date(let date): date.refusalCount
      case .field, .toggle, .button: 0
      }
    self.init(
      name: control.name, kind: kind, value: value, cursor: nil, validity: control.validity,
      errors: control.errors, shownError: control.shownError, isEnabled: control.isEnabled,
      isBusy: false, isFocused: false, refusals: refusals, requests: 0,
      isHidden: control.isHidden, lifecycle: (control.isDirty, control.isTouched))
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
      refusals: 0, requests: 0, lifecycle: (manager.isDirty, manager.isTouched))
  }

  /// Reads a group of rows: its name, number of rows, validity and refusals of adds and
  /// removals.
  ///
  /// - Parameter group: A group.
  public init(group: any AnyRowGroup) {
    self.init(
      name: group.name, kind: .group, value: .rows(group.count), cursor: nil,
      validity: group.validity, errors: [], shownError: nil, isEnabled: nil, isBusy: false,
      isFocused: false, refusals: group.refusalCount, requests: 0,
      lifecycle: (group.isDirty, group.isTouched))
  }

  /// Reads a member of the app's own type: its name, validity, errors and shown error.
  ///
  /// - Parameter member: A member a manager verifies that is none of the package's own.
  public init(member: any IValidatable) {
    self.init(
      name: member.name, kind: .member, value: .none, cursor: nil, validity: member.validity,
      errors: member.errors, shownError: member.shownError, isEnabled: nil, isBusy: false,
      isFocused: false, refusals: 0, requests: 0, lifecycle: (member.isDirty, member.isTouched))
  }

  private init(
    name: String, kind: Kind, value: Value, cursor: Int?, validity: Validity?, errors: [String],
    shownError: String?, isEnabled: Bool?, isBusy: Bool, isFocused: Bool, refusals: Int,
    requests: Int, isHidden: Bool = false, lifecycle: (Bool, Bool) = (false, false),
    secretDigest: Int = 0
  ) {
    (isDirty, isTouched) = lifecycle
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
    self.isHidden = isHidden
    self.secretDigest = secretDigest
  }
}

extension Screen {
  /// Reads every control in declaration order, then the managers given, then the members of
  /// the app's own type that those managers verify, by the names they give themselves.
  ///
  /// - Parameter managers: The managers to read after the controls.
  /// - Returns: One reading each.
  public func readings(managers: [Manager] = []) -> [ControlReading] {
    let read =
      controls.map { ControlReading($0.kind) }
      + managers.map { manager in
        // A group's own manager reads as the group.
        if let group = rowGroup(named: manager.name), group.manager === manager {
          return ControlReading(group: group)
        }
        return ControlReading(manager)
      }
    var names = Set(read.map(\.name))
    var members: [ControlReading] = []
    for manager in managers {
      for member in manager.members where !names.contains(member.name) {
        guard case .app(let app) = MemberKind(member) else { continue }
        names.insert(member.name)
        members.append(ControlReading(member: app))
      }
    }
    return read + members
  }
}
