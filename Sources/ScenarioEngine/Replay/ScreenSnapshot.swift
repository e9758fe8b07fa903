import ControlModel
import ScenarioFormat
public import ValidationManager

/// What the screen showed after a step: every control and manager, the focus and the clock.
///
/// A secure field's text is kept only as `•` per character.
public struct ScreenSnapshot: Sendable, Hashable {
  /// One control's or manager's state.
  public typealias Entry = ControlReading

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
    self.entries = instance.screen.readings(managers: instance.managers)
    self.clock = instance.screen.clock.now
    self.drawing = instance.screen.render(managers: instance.managers)
  }

  /// What a snapshot reports of a change, in this order: the focus and the clock are reported
  /// for the whole screen.
  static let reported: [ControlReading.Aspect] = [
    .value, .taps, .cursor, .validity, .shownError, .enablement, .visibility,
  ]

  /// The entries that differ from an earlier snapshot, each with the reported aspects that
  /// differ; against no earlier snapshot, every entry with the reported aspects it has.
  func differences(since earlier: ScreenSnapshot?)
    -> [(old: Entry?, new: Entry, aspects: [ControlReading.Aspect])]
  {
    let before = Dictionary(
      (earlier?.entries ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return entries.compactMap { entry in
      let old = before[entry.name]
      if earlier != nil, old == nil { return nil }
      let has = entry.aspects
      let aspects = Self.reported.filter { aspect in
        // Against no earlier snapshot, only a hidden control says its visibility.
        has.contains(aspect)
          && (old.map { entry.differs(from: $0, in: aspect) }
            ?? (aspect != .visibility || entry.isHidden))
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
        case .value, .taps:
          if case .text(let text) = entry.value {
            "text \(old.value.description.scenarioQuoted) → \(text.scenarioQuoted)"
          } else {
            "\(old.value) → \(entry.value)"
          }
        case .cursor: old.cursor.map { "cursor \($0) → \(entry.cursor ?? 0)" }
        case .validity:
          old.validity.map { "\($0.rawValue) → \(entry.validity?.rawValue ?? "")" }
        case .shownError:
          "error \(Self.describe(old.shownError)) → \(Self.describe(entry.shownError))"
        case .enablement: entry.isEnabled == true ? "disabled → enabled" : "enabled → disabled"
        case .visibility: entry.isHidden ? "shown → hidden" : "hidden → shown"
        case .errors, .busy, .focus, .refusals, .requests: nil
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
