public import ControlModel
public import ScenarioFormat
import ValidationManager

/// What the screen showed after a step: every control and manager, the focus and the clock.
///
/// A secure field's text is kept only as `•` per character.
public struct ScreenSnapshot: Sendable, Hashable {
  /// One control's or manager's state.
  public struct Entry: Sendable, Hashable {
    /// The name.
    public let name: String
    /// A field, switch, button or manager.
    public let kind: DeclarationKind
    /// A field's printable text; a switch's `on`/`off`; a button's `N taps`.
    public let value: String
    /// A field's cursor.
    public let cursor: Int?
    /// A field's, switch's or manager's state.
    public let validity: Validity?
    /// The error shown, if any.
    public let shownError: String?
    /// A control's enablement.
    public let isEnabled: Bool?
    /// Whether a field has the focus.
    public let isFocused: Bool
  }

  /// The controls in declaration order, then the managers.
  public let entries: [Entry]
  /// The virtual clock.
  public let clock: Duration
  /// The screen drawn as text, one line per control.
  public let drawing: String

  /// Takes a snapshot of a built screen.
  ///
  /// - Parameter instance: The screen and its managers.
  public init(_ instance: ScreenInstance) {
    var entries: [Entry] = []
    for control in instance.screen.controls {
      switch control {
      case let field as TextField:
        entries.append(
          Entry(
            name: field.name, kind: .field, value: field.displayText, cursor: field.cursor,
            validity: field.validity, shownError: field.shownError, isEnabled: field.isEnabled,
            isFocused: field.isFocused))
      case let toggle as Switch:
        entries.append(
          Entry(
            name: toggle.name, kind: .`switch`, value: ControlState(on: toggle.isOn).rawValue,
            cursor: nil,
            validity: toggle.validity, shownError: toggle.shownError, isEnabled: toggle.isEnabled,
            isFocused: false))
      case let button as Button:
        entries.append(
          Entry(
            name: button.name, kind: .button, value: button.tapsText, cursor: nil,
            validity: nil, shownError: nil, isEnabled: button.isEnabled, isFocused: false))
      default:
        continue
      }
    }
    for manager in instance.managers {
      entries.append(
        Entry(
          name: manager.name, kind: .manager, value: "", cursor: nil, validity: manager.validity,
          shownError: nil, isEnabled: nil, isFocused: false))
    }
    self.entries = entries
    self.clock = instance.screen.clock.now
    self.drawing = instance.screen.render(managers: instance.managers)
  }

  /// What can differ in an entry from one snapshot to another, in the order it is reported.
  enum Aspect {
    case value, cursor, validity, shownError, enablement
  }

  /// The entries that differ from an earlier snapshot, each with what differs; against no
  /// earlier snapshot, every entry with all it has.
  func differences(since earlier: ScreenSnapshot?) -> [(old: Entry?, new: Entry, aspects: [Aspect])]
  {
    let before = Dictionary(
      (earlier?.entries ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return entries.compactMap { entry in
      let old = before[entry.name]
      if earlier != nil, old == nil { return nil }
      var aspects: [Aspect] = []
      if old?.value != entry.value { aspects.append(.value) }
      if entry.cursor != nil, old?.cursor != entry.cursor { aspects.append(.cursor) }
      if entry.validity != nil, old?.validity != entry.validity { aspects.append(.validity) }
      if old == nil || old?.shownError != entry.shownError { aspects.append(.shownError) }
      if entry.isEnabled != nil, old?.isEnabled != entry.isEnabled {
        aspects.append(.enablement)
      }
      return aspects.isEmpty ? nil : (old, entry, aspects)
    }
  }

  /// The name of the field with the focus, or `none`.
  package var focus: String { entries.first(where: \.isFocused)?.name ?? "none" }

  /// What changed from an earlier snapshot, one phrase per change: text, cursor, state, shown
  /// error, enablement, focus and the clock.
  ///
  /// - Parameter earlier: The snapshot before the step.
  /// - Returns: Phrases such as `email: text "an" → "ann", cursor 2 → 3`.
  public func changes(since earlier: ScreenSnapshot) -> [String] {
    var changes: [String] = []
    for (old, entry, aspects) in differences(since: earlier) {
      guard let old else { continue }
      let parts = aspects.compactMap { aspect -> String? in
        switch aspect {
        case .value:
          entry.kind == .field
            ? "text \(old.value.scenarioQuoted) → \(entry.value.scenarioQuoted)"
            : "\(old.value) → \(entry.value)"
        case .cursor: old.cursor.map { "cursor \($0) → \(entry.cursor ?? 0)" }
        case .validity:
          old.validity.map { "\($0.rawValue) → \(entry.validity?.rawValue ?? "")" }
        case .shownError:
          "error \(Self.describe(old.shownError)) → \(Self.describe(entry.shownError))"
        case .enablement: entry.isEnabled == true ? "disabled → enabled" : "enabled → disabled"
        }
      }
      if !parts.isEmpty { changes.append("\(entry.name): " + parts.joined(separator: ", ")) }
    }
    if earlier.focus != focus { changes.append("focus: \(earlier.focus) → \(focus)") }
    if earlier.clock != clock {
      changes.append("clock: \(earlier.clock.scenarioText) → \(clock.scenarioText)")
    }
    return changes
  }

  private static func describe(_ error: String?) -> String {
    error?.scenarioQuoted ?? "none"
  }
}
