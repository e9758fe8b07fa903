/// A mistake in the code that builds a screen: a name given to two controls or managers, or a
/// field's starting text that its own limit, filter or normaliser would change.
///
/// In an app such a mistake stops the app where it is made (a precondition), as it should
/// while the code is written. Inside ``Screen/catchingMistakes(_:)`` it is thrown instead, when
/// the code that made it returns: how a tool that builds an app's screens (the scenario runner,
/// a test) fails that one screen, with what is wrong, and goes on with the others.
public struct ScreenMistake: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in words: `two controls or managers are named 'email'`.
  public let description: String
}

extension Screen {
  /// The first mistake made while ``catchingMistakes(_:)`` runs.
  final class MistakeLog: @unchecked Sendable {
    // Written and read on the thread that runs the code, before it returns.
    var first: ScreenMistake?
  }

  /// Where the code that ``catchingMistakes(_:)`` runs notes its mistakes; `nil` elsewhere.
  @TaskLocal static var mistakes: MistakeLog?

  /// Runs code that builds screens, and throws the first mistake it made in building them
  /// (``ScreenMistake``) instead of stopping at it.
  ///
  /// ```swift
  /// let screen = try Screen.catchingMistakes { try makeCheckoutScreen(clock: clock) }
  /// ```
  ///
  /// A screen built with a mistake is not returned: the code goes on past the mistake (the
  /// second control of a name is not found by it), and what it builds is thrown away.
  ///
  /// - Parameter build: The code; what it throws is thrown on.
  /// - Returns: What the code returns, when it made no mistake.
  /// - Throws: What the code throws, or else its first ``ScreenMistake``.
  public static func catchingMistakes<Result>(_ build: () throws -> Result) throws -> Result {
    let log = MistakeLog()
    let result = try $mistakes.withValue(log) { try build() }
    if let mistake = log.first { throw mistake }
    return result
  }

  /// Stops at a mistake in the code that builds a screen, or, inside
  /// ``catchingMistakes(_:)``, notes it and goes on.
  ///
  /// The package's own checks call it (two controls of one name, a stepper's step of 0), and
  /// so may an app's code that builds screens, for a mistake of its own:
  ///
  /// ```swift
  /// guard let rule = try? ValidationRule.pattern(expression, message) else {
  ///   Screen.mistake("the pattern \(expression) does not compile")
  ///   return .required(message)
  /// }
  /// ```
  ///
  /// After it returns (inside ``catchingMistakes(_:)``), the caller goes on as if the mistake
  /// were not made (a rule that does not fit is left out, bounds out of order are put in
  /// order): what it builds is thrown away.
  ///
  /// - Parameter description: What is wrong, in words.
  public static func mistake(_ description: @autoclosure () -> String) {
    guard let log = Screen.mistakes else {
      // No input, step or event reaches this: only a mistake in the code that builds a screen
      // (two controls of one name), which an app must meet while it is written, as it meets an
      // index out of range. Every tool that runs an app's screen code (the catalogue's
      // factories, hence the runner, the language server, Swift Testing's cases) runs it inside
      // `catchingMistakes`, where the mistake is thrown instead; a declared file cannot make
      // one (its checker refuses these mistakes before a screen is built; CI fuzzes it so).
      preconditionFailure(description())
    }
    if log.first == nil { log.first = ScreenMistake(description: description()) }
  }
}
