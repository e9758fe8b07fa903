// The `background` block (version 2.1): steps that every scenario runs at its start, written
// once before the first scenario.

extension Parser {
  /// `background`: the lines up to the first scenario are its steps.
  mutating func parseBackground(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    guard file.scenarios.isEmpty else {
      throw LineCursor.Failure(message: .backgroundAfterScenario, position: position)
    }
    try refuseOnceOnlyLine(
      Keyword.Word.background.rawValue, first: file.background?.position,
      .duplicateBackground, at: position)
    reportUnclosedGroup()
    ruleTarget = nil
    shownTarget = nil
    groupLine = nil
    file.background = Background(position: position)
    isBackgroundOpen = true
    backgroundLines = 0
    try cursor.end()
  }

  /// Ends the `background` block where the first scenario or the file starts: one without a
  /// step line is an error at its keyword.
  mutating func closeBackground() {
    guard isBackgroundOpen, let background = file.background else { return }
    isBackgroundOpen = false
    if backgroundLines == 0 {
      diagnostics.append(Diagnostic(.emptyBackground, at: background.position))
    }
  }
}
