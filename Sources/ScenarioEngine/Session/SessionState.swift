public import ControlModel
package import ScenarioFormat
import ValidationManager

/// What a screen showed after one step of a recorded session: each control's, manager's and
/// group's state, and the focus.
///
/// A session's log holds one per input; a session's recorder compares one after each step of
/// its replay with the one the session showed. A secure field's text is never held.
public struct SessionState: Codable, Sendable, Hashable {
  /// What a named thing on the screen is, as a log writes it.
  public enum Kind: String, Codable, Sendable, Hashable {
    case field
    case secureField = "secure-field"
    case toggle = "switch"
    case button, picker, stepper, date, manager, group, member

    /// Whether it shows an error of its own: a control that holds a value.
    var showsErrors: Bool {
      switch self {
      case .field, .secureField, .toggle, .picker, .stepper, .date: true
      case .button, .manager, .group, .member: false
      }
    }
  }

  /// The state of one control, manager, group or member of the app's own.
  public struct Control: Codable, Sendable, Hashable {
    /// The name, as files write it (`job[2].employer` in a row).
    public var name: String
    /// What it is.
    public var kind: Kind
    /// A field's text (never a secure field's).
    public var text: String?
    /// A switch's position.
    public var on: Bool?
    /// A picker's option; `nil` for nothing chosen.
    public var option: String?
    /// A stepper's number, a group's rows or a button's taps.
    public var number: Int?
    /// A date's day (`YYYY-MM-DD`); `nil` for no day.
    public var day: String?
    /// A secure field's length in characters.
    public var length: Int?
    /// `valid`, `invalid` or `pending`, for what has a validity.
    public var validity: String?
    /// Whether it is enabled, for a control.
    public var enabled: Bool?
    /// The shown error, if any.
    public var error: String?
    /// Whether it is hidden.
    public var hidden: Bool
    /// Whether it has the focus.
    public var focused: Bool
    /// Whether it is dirty.
    public var dirty: Bool
    /// Whether it is touched.
    public var touched: Bool
    /// Refused keystrokes, presses, picks, taps or rows.
    public var refusals: Int
    /// Whether a button is busy.
    public var busy: Bool
  }

  /// Every control, then every manager, group and member, in the screen's order.
  public var controls: [Control]

  /// The state of a screen now.
  ///
  /// - Parameter screen: A screen, with its managers.
  public init(of screen: Screen) {
    controls = screen.readings(managers: screen.managers).map(Control.init)
  }

  /// A state as a log holds it.
  ///
  /// - Parameter controls: Every control's state.
  public init(controls: [Control]) {
    self.controls = controls
  }

  /// The field with the focus, if any.
  public var focus: String? { controls.first(where: \.focused)?.name }

  /// What differs from another state, control by control, in words: `email: validity valid on
  /// replay, invalid in the session`.
  ///
  /// - Parameters:
  ///   - other: The state to compare with.
  ///   - mine: What to call this state ("on replay", "today").
  ///   - theirs: What to call the other ("in the session", "in the log").
  /// - Returns: One line per control that differs (the focus is a control's), or that only one
  ///   of the states has.
  public func differences(from other: SessionState, mine: String, theirs: String) -> [String] {
    let before = Dictionary(other.controls.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var lines: [String] = []
    for control in controls {
      guard let old = before[control.name] else {
        lines.append("\(control.name): on the screen \(mine), not \(theirs)")
        continue
      }
      let parts = control.aspects.indices.compactMap { index -> String? in
        let (word, now) = control.aspects[index]
        let then = old.aspects[index].value
        return now == then ? nil : "\(word) \(now) \(mine), \(then) \(theirs)"
      }
      if !parts.isEmpty { lines.append("\(control.name): " + parts.joined(separator: "; ")) }
    }
    let names = Set(controls.map(\.name))
    for old in other.controls where !names.contains(old.name) {
      lines.append("\(old.name): on the screen \(theirs), not \(mine)")
    }
    return lines
  }

  /// The `expect` lines that say what changed since an earlier state: values (never a secure
  /// field's), validity, shown errors, enablement, busy buttons, visibility, rows, the dirtiness
  /// of managers and groups, and the focus.
  ///
  /// - Parameter earlier: The state before.
  /// - Returns: The assertions, in the screen's order.
  package func expectations(since earlier: SessionState) -> [Assertion] {
    let before = Dictionary(
      earlier.controls.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var assertions: [Assertion] = []
    for control in controls {
      let old = before[control.name]
      let subject = NameReference(written: control.name)
      if old.map({ $0.valueWords != control.valueWords }) ?? true, let value = control.assertedValue
      {
        assertions.append(value(subject))
      }
      if let validity = control.validity.flatMap(Validity.init(rawValue:)),
        old?.validity != control.validity
      {
        assertions.append(.validity(subject, validity))
      }
      if control.kind.showsErrors, old?.error != control.error || old == nil {
        assertions.append(control.error.map { .shownError(subject, $0) } ?? .noError(subject))
      }
      if let enabled = control.enabled, old?.enabled != enabled {
        assertions.append(.enablement(subject, isEnabled: enabled))
      }
      if let old, old.busy != control.busy {
        assertions.append(.busy(subject, isBusy: control.busy))
      }
      if let old, old.hidden != control.hidden {
        assertions.append(.visibility(subject, isShown: !control.hidden))
      }
      if let old, old.dirty != control.dirty, control.kind == .manager || control.kind == .group {
        assertions.append(.dirty(subject, isDirty: control.dirty))
      }
    }
    if earlier.focus != focus {
      assertions.append(.focus(focus.map { NameReference(written: $0) }))
    }
    return assertions
  }
}

extension SessionState.Control {
  init(_ reading: ControlReading) {
    name = reading.name
    kind = Self.kind(of: reading.kind)
    validity = reading.validity?.rawValue
    enabled = reading.isEnabled
    error = reading.shownError
    hidden = reading.isHidden
    focused = reading.isFocused
    dirty = reading.isDirty
    touched = reading.isTouched
    refusals = reading.refusals
    busy = reading.isBusy
    switch (reading.kind, reading.value) {
    case (.field(isSecure: true), .text(let bullets)): length = bullets.count
    case (_, .text(let text)): self.text = text
    case (_, .on(let isOn)): on = isOn
    case (_, .taps(let count)), (_, .number(let count)), (_, .rows(let count)): number = count
    case (_, .option(let option)): self.option = option
    case (_, .day(let day)): self.day = day?.description
    case (_, .none): break
    }
  }

  static func kind(of kind: ControlReading.Kind) -> SessionState.Kind {
    switch kind {
    case .field(let isSecure): isSecure ? .secureField : .field
    case .toggle: .toggle
    case .button: .button
    case .picker: .picker
    case .stepper: .stepper
    case .date: .date
    case .manager: .manager
    case .member: .member
    case .group: .group
    }
  }

  /// The value in the format's words, for comparing.
  var valueWords: String {
    if let text { return text.scenarioQuoted }
    if let length { return "\(length) characters" }
    if let on { return on ? "on" : "off" }
    if let number { return String(number) }
    switch kind {
    case .picker: return option.map(\.scenarioQuoted) ?? ControlValue.noneWord
    case .date: return day ?? ControlValue.noneWord
    default: return ""
    }
  }

  /// Every aspect compared, in words, in a fixed order.
  var aspects: [(word: String, value: String)] {
    func words(_ flag: Bool, _ yes: String, _ no: String) -> String { flag ? yes : no }
    return [
      ("value", valueWords), ("validity", validity ?? "-"),
      ("enablement", enabled.map { words($0, "enabled", "disabled") } ?? "-"),
      ("error", error?.scenarioQuoted ?? "none"), ("visibility", words(hidden, "hidden", "shown")),
      ("focus", words(focused, "focused", "not focused")),
      ("dirtiness", words(dirty, "dirty", "pristine")),
      ("touch", words(touched, "touched", "untouched")),
      ("refusals", String(refusals)), ("work", words(busy, "busy", "free")),
    ]
  }

  /// The assertion of its value, if a line may say it: never a secure field's text or a
  /// button's taps.
  var assertedValue: ((NameReference) -> Assertion)? {
    switch kind {
    case .field: return text.map { text in { .text($0, text) } }
    case .toggle: return on.map { isOn in { .switchState($0, isOn: isOn) } }
    case .picker: return { [option] in .value($0, .option(option)) }
    case .stepper: return number.map { number in { .value($0, .number(number)) } }
    case .date:
      let parsed = day.flatMap { try? CalendarDate(parsing: $0) }
      return { .value($0, .day(parsed)) }
    case .group: return number.map { count in { .rows($0, count) } }
    case .secureField, .button, .manager, .member: return nil
    }
  }
}
