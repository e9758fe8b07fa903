/// The settings screen's copy; the screen itself is built in Swift by the app, and its names
/// are listed in settings.screens.
public enum Settings {
  /// The screen's title.
  public static let title = "Settings"
}
