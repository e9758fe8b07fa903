/// Where a file's texts stand in its lines, as the parser read them: what masking a secure
/// field's text in a printed line needs, so that nothing lexes a line again to find it.
package struct LiteralMap: Sendable {
  /// A line that starts with a step keyword and did not parse.
  package struct StepLine: Sendable {
    /// The step's keyword; `nil` for a line that starts with no keyword of the format (a
    /// misspelt step or declaration), which may write a secret as well.
    package let keyword: Keyword.Step?
    /// The name after the keyword, if the line has one.
    package let target: String?
    /// The column ranges of the line's strings, from 1, between their quotes.
    package let strings: [Range<Int>]
    /// The columns after the name, from its third token to the line's end: what a line on a
    /// secure field may write its text in, quoted or not.
    package let rest: Range<Int>?
    /// The column after the line's last token: a comment, if any, comes after it.
    package let end: Int
  }

  /// The step lines that did not parse, by line number.
  ///
  /// A step of an examples table is at its line as written. A step that parsed knows its own
  /// string (``Step/literal``).
  package var unparsedSteps: [Int: StepLine] = [:]
  /// The lines the lexer could not read, such as an unterminated string.
  package var unreadable: Set<Int> = []
  /// The column ranges of the cells of each row of an examples table, by line number.
  package var cells: [Int: [Range<Int>]] = [:]
  /// The column ranges of the strings of each line that names the word `secure` (a secure
  /// field's declaration, whose `text "…"` is its starting text), parsed or not, by line number.
  package var secureLines: [Int: [Range<Int>]] = [:]
}
