/// Screens that several test targets read.
public enum SharedScreens {
  /// A job's row whose age rule reads the row's own date (`start`, written bare in the row),
  /// with what follows the declarations: invariants and scenarios.
  ///
  /// - Parameter rest: The lines after the manager's.
  /// - Returns: The file's text.
  public static func rowAge(then rest: String) -> String {
    """
    today 2026-01-15
    group job from 1 to 1
      date start selected 2020-06-01
      date born
        required
        age-at-least 16 on start
    end
    button save
    manager form verifies job manages save

    """ + rest
  }

  /// A rental whose driver's age rule reads a pickup date with no days of its own, with what
  /// follows the declarations.
  ///
  /// - Parameter rest: The lines after the manager's.
  /// - Returns: The file's text.
  public static func undatedAge(then rest: String) -> String {
    """
    today 2026-01-15
    date pickup
    date born
      required
      age-at-least 21 on pickup
    button rent
    manager form verifies born manages rent

    """ + rest
  }
}
