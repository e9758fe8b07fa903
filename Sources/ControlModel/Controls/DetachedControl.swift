import Foundation

/// What a control does when its screen is gone: it refuses, counts the refusal, and says why on
/// standard error, once per control, instead of refusing in silence.
///
/// A screen owns its controls and a control holds its screen weakly (a strong reference both ways
/// would keep both alive forever), so a control kept after its screen was released can no
/// longer take the focus, edit or send requests.
enum DetachedControl {
  /// The message, for the control's name and what was asked of it.
  ///
  /// - Parameters:
  ///   - name: The control's name.
  ///   - action: What was asked of it.
  ///   - removed: Whether the control left its screen with a group's row, rather than with the
  ///     screen.
  /// - Returns: The message, ending in a newline.
  static func message(_ name: String, _ action: String, removed: Bool = false) -> String {
    if removed {
      return "warning: '\(name)' cannot \(action): its row was removed from the screen. A "
        + "removed row's controls refuse every input; use the rows the group has now.\n"
    }
    return "warning: '\(name)' cannot \(action): its screen was released. A screen holds its "
      + "controls and a control holds its screen weakly; keep the Screen (or the object that "
      + "owns it) alive as long as its controls are used.\n"
  }

  /// Says once, on standard error, that a control was used after its screen was released or
  /// its row removed.
  static func report(
    _ name: String, _ action: String, removed: Bool = false, alreadyReported: inout Bool
  ) {
    guard !alreadyReported else { return }
    alreadyReported = true
    FileHandle.standardError.write(Data(message(name, action, removed: removed).utf8))
  }
}
