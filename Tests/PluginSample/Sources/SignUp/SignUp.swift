/// The sign-up screen's copy; its behaviour is declared in sign-up.scenario.
public enum SignUp {
  /// The screen's title.
  public static let title = "Sign up"
}
