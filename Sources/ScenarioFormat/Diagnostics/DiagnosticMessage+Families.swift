// The wordings that several messages of the catalogue share, each written once so that the
// messages of one family keep one voice.

extension DiagnosticMessage {
  /// A rule or a line of conditions with no declaration before it that it can apply to.
  ///
  /// - Parameters:
  ///   - line: The rule or line, as the message names it: `'shown when'`.
  ///   - targets: The kinds it applies to: `control`, `field or switch`.
  /// - Returns: The message.
  static func noTarget(_ line: String, _ targets: String) -> Self {
    Self("\(line) has no \(targets) declared before it to apply to")
  }

  /// A second line of conditions under one declaration.
  ///
  /// - Parameters:
  ///   - name: The declaration's name.
  ///   - line: The line, with its article: `a 'shown when'`.
  /// - Returns: The message.
  static func repeatedConditionLine(_ name: String, _ line: String) -> Self {
    Self("'\(name)' already has \(line) line; write its conditions on one line with 'and'")
  }

  /// A line of conditions whose conditions read the control the line is about.
  ///
  /// - Parameters:
  ///   - name: The control's name.
  ///   - state: What the line's conditions decide: `shown`, `enabled`.
  /// - Returns: The message.
  static func conditionLineOnItself(_ name: String, _ state: String) -> Self {
    Self("'\(name)' cannot be \(state) when a condition on itself holds; name another control")
  }

  /// A word that a version of the format reserves, used as a name, with a rename: `my` and the
  /// word's parts between hyphens, each capitalized.
  ///
  /// - Parameters:
  ///   - word: The name as written.
  ///   - version: The version of the format that reserves it: `2.1`.
  ///   - why: What the word does since that version.
  /// - Returns: The message.
  static func reserved(_ word: String, since version: String, because why: String) -> Self {
    let rename =
      "my"
      + word.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
    return Self(
      "'\(word)' is reserved since version \(version) of the format (\(why)) and cannot name a "
        + "control or a manager; rename it, such as '\(rename)'")
  }
}
