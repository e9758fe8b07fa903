/// The sign-in screen's copy; its behaviour is declared in sign-in.scenario.
public enum SignIn {
  /// The screen's title.
  public static let title = "Sign in"
}
