import ControlModel

// The file's `today DAY` line (version 2.1): after `screen`, before the first scenario, once,
// and outside a group.

extension Parser {
  /// `today DAY`, before the first scenario: the day the file's scenarios count as today.
  mutating func parseTodayLine(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    try refuseOnceOnlyLine(
      Keyword.Declaration.today.rawValue, first: file.today?.position, .duplicateToday,
      at: position)
    let what = "a day such as '2026-07-01' (the day that 'today+N' counts from)"
    if cursor.isAtRelativeDay {
      throw cursor.failure(.expected(what, found: cursor.peek?.spelling), at: cursor.peek)
    }
    let (day, _) = try cursor.day(what)
    try cursor.end()
    file.today = TodayLine(day: day, position: position)
    if screenPosition == nil { todayBeforeScreen = position }
  }
}
