public import ControlModel
import ValidationManager

/// What the screen showed after a step: every control and manager, the focus and the clock.
///
/// A secure field's text is kept only as `•` per character.
public struct ScreenSnapshot: Sendable, Hashable {
  /// One control's or manager's state.
  public struct Entry: Sendable, Hashable {
    /// The name.
    public let name: String
    /// `field`, `switch`, `button` or `manager`.
    public let kind: String
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
            name: field.name, kind: "field", value: field.displayText, cursor: field.cursor,
            validity: field.validity, shownError: field.shownError, isEnabled: field.isEnabled,
            isFocused: field.isFocused))
      case let toggle as Switch:
        entries.append(
          Entry(
            name: toggle.name, kind: "switch", value: toggle.isOn ? "on" : "off", cursor: nil,
            validity: toggle.validity, shownError: toggle.shownError, isEnabled: toggle.isEnabled,
            isFocused: false))
      case let button as Button:
        entries.append(
          Entry(
            name: button.name, kind: "button", value: "\(button.tapCount) taps", cursor: nil,
            validity: nil, shownError: nil, isEnabled: button.isEnabled, isFocused: false))
      default:
        continue
      }
    }
    for manager in instance.managers {
      entries.append(
        Entry(
          name: manager.name, kind: "manager", value: "", cursor: nil, validity: manager.validity,
          shownError: nil, isEnabled: nil, isFocused: false))
    }
    self.entries = entries
    self.clock = instance.screen.clock.now
    self.drawing = instance.screen.render(managers: instance.managers)
  }

  /// What changed from an earlier snapshot, one phrase per change: text, cursor, state, shown
  /// error, enablement, focus and the clock.
  ///
  /// - Parameter earlier: The snapshot before the step.
  /// - Returns: Phrases such as `email: text "an" → "ann", cursor 2 → 3`.
  public func changes(since earlier: ScreenSnapshot) -> [String] {
    var changes: [String] = []
    let before = Dictionary(earlier.entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for entry in entries {
      guard let old = before[entry.name] else { continue }
      var parts: [String] = []
      if old.value != entry.value {
        parts.append(
          entry.kind == "field"
            ? "text \(old.value.scenarioQuoted) → \(entry.value.scenarioQuoted)"
            : "\(old.value) → \(entry.value)")
      }
      if old.cursor != entry.cursor, let from = old.cursor, let to = entry.cursor {
        parts.append("cursor \(from) → \(to)")
      }
      if old.validity != entry.validity, let from = old.validity, let to = entry.validity {
        parts.append("\(from.rawValue) → \(to.rawValue)")
      }
      if old.shownError != entry.shownError {
        parts.append("error \(Self.describe(old.shownError)) → \(Self.describe(entry.shownError))")
      }
      if old.isEnabled != entry.isEnabled, let to = entry.isEnabled {
        parts.append(to ? "disabled → enabled" : "enabled → disabled")
      }
      if !parts.isEmpty { changes.append("\(entry.name): " + parts.joined(separator: ", ")) }
    }
    let oldFocus = earlier.entries.first(where: \.isFocused)?.name ?? "none"
    let newFocus = entries.first(where: \.isFocused)?.name ?? "none"
    if oldFocus != newFocus { changes.append("focus: \(oldFocus) → \(newFocus)") }
    if earlier.clock != clock {
      changes.append("clock: \(earlier.clock.scenarioText) → \(clock.scenarioText)")
    }
    return changes
  }

  private static func describe(_ error: String?) -> String {
    error?.scenarioQuoted ?? "none"
  }
}
