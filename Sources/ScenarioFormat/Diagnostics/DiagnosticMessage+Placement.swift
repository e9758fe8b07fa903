// Words written on the wrong line: an option of a declaration's line on a line of its own,
// and a rule on a declaration's line.

extension DiagnosticMessage {
  package static func optionOnALineOfItsOwn(_ word: String, owner: Keyword.Declaration) -> Self {
    let written =
      switch word {
      case Keyword.Word.busy.rawValue: "busy 2s"
      case Keyword.Word.submits.rawValue: "submits NAME…"
      case Keyword.RowOption.adds.rawValue, Keyword.RowOption.removes.rawValue: "\(word) GROUP"
      default: word
      }
    let line =
      owner == .manager ? "manager NAME verifies … manages … \(word)" : "button NAME … \(written)"
    return Self(
      "'\(word)' is an option of a \(owner.rawValue)'s line, not a line of its own; write it at the end "
        + "of that line: '\(line)'")
  }

  /// A rule written on a declaration's line, among its options.
  package static func ruleOnADeclarationLine(_ word: String) -> Self {
    Self(
      "'\(word)' is a rule, not an option of a declaration's line; write it on a line of its "
        + "own, indented under the control it checks: '  \(word) …'")
  }
}
