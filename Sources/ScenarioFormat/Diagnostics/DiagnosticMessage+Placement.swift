// Words written on the wrong line or in the wrong place: an option of a declaration's line on
// a line of its own, a rule on a declaration's line, and a row number that is not one.

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

  /// A row number that is not one: `*` where no name follows, a number too large to be a
  /// row, or one below 1; in `GROUP[N]` when the group is given, else in `remove GROUP N`.
  package static func notARowNumber(_ text: String, group: String? = nil) -> Self {
    guard let group else {
      return Self("rows are numbered from 1, not '\(text)'; write a row number such as '1'")
    }
    if text == Keyword.everyRow {
      return Self(
        "'\(group)[\(text)]' names no control; write '\(group)' for the group as a whole, or "
          + "'\(group)[\(text)].NAME' for a control of every row in a 'never' line")
    }
    if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
      return Self("row \(text) is too large to be a row; write a row such as '\(group)[1]'")
    }
    return Self("rows are numbered from 1, not '\(text)'; write a row number such as '\(group)[1]'")
  }
}
