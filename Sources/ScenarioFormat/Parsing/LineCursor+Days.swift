import ControlModel

// Days as a line writes them: a date `YYYY-MM-DD`, or (version 2.1) `today`, `today+N` or
// `today-N`.

extension LineCursor {
  /// A day as written where version 2.1 allows `today`: a date, or a day relative to today.
  enum WrittenDay: CustomStringConvertible {
    /// `YYYY-MM-DD`.
    case date(CalendarDate)
    /// `today`, `today+N` or `today-N`.
    case relative(RelativeDay)

    /// The day as written.
    var description: String {
      switch self {
      case .date(let day): day.description
      case .relative(let relative): relative.description
      }
    }

    /// The day as the model's places hold it: a date as it is, a relative day as it reads on
    /// today (``RelativeDay/day(readOn:)``).
    func day(readOn today: CalendarDate?) -> CalendarDate {
      switch self {
      case .date(let day): day
      case .relative(let relative): relative.day(readOn: today)
      }
    }

    /// Whether this day comes after another: two days relative to today compare on any today,
    /// a date and a relative day on the file's today; `nil` when that is not known.
    func comes(after other: WrittenDay, today: CalendarDate?) -> Bool? {
      if case .relative(let mine) = self, case .relative(let theirs) = other {
        return mine.offset > theirs.offset
      }
      guard let mine = day(today: today), let theirs = other.day(today: today) else { return nil }
      return mine > theirs
    }

    /// The day when today is a given day (`nil` when that is not known, or the day falls
    /// outside the calendar).
    func day(today: CalendarDate?) -> CalendarDate? {
      switch self {
      case .date(let day): day
      case .relative(let relative): today.flatMap(relative.day(today:))
      }
    }

    /// The day relative to today, if written so.
    var relative: RelativeDay? {
      if case .relative(let relative) = self { relative } else { nil }
    }
  }

  /// Whether the next token is a day relative to today, well formed or not.
  var isAtRelativeDay: Bool {
    guard let token = peek, token.isBare else { return false }
    return RelativeDay.read(token.text) != .notRelative
  }

  /// A day where `today` may stand: a date, or `today`, `today+N` or `today-N` (noted as the
  /// line's ``relativeDay``).
  ///
  /// - Parameter what: What the day is, for the message when it is missing.
  /// - Returns: The day as written, with where it is.
  /// - Throws: At a token that is no day, or a day too far from today.
  mutating func writtenDay(_ what: String = "a day such as '2026-07-01'")
    throws(Failure) -> (WrittenDay, SourcePosition)
  {
    expect([Expectation(.word(Keyword.Step.today.rawValue), what: "day")])
    guard let token = peek, token.isBare else { return try dateOnly(what) }
    switch RelativeDay.read(token.text) {
    case .notRelative:
      return try dateOnly(what)
    case .offset(let offset):
      _ = next()
      let relative = RelativeDay(offset: offset, position: position(token))
      relativeDay = relative
      return (.relative(relative), relative.position)
    case .malformed:
      _ = next()
      throw failure(.expected(what, found: token.spelling), at: token)
    case .tooFar:
      _ = next()
      throw failure(.dayTooFarFromToday(token.text), at: token)
    }
  }

  private mutating func dateOnly(_ what: String) throws(Failure) -> (WrittenDay, SourcePosition) {
    let (day, position) = try day(what)
    return (.date(day), position)
  }
}
