/// A day of the proleptic Gregorian calendar, years 0001 to 9999, as the format writes it.
package struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1 to 9999.
  package let year: Int
  /// The month, 1 to 12.
  package let month: Int
  /// The day of the month.
  package let day: Int

  /// Makes a day, or nil when it does not exist.
  package init?(_ year: Int, _ month: Int, _ day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
    guard day >= 1, day <= Day.days(inMonth: month, of: year) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether the year has a 29 February.
  package static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days of a month.
  package static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// `YYYY-MM-DD`.
  package var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  private init(valid year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day a screen takes for today when its file has no `today` line and no day is given.
  package static let fallbackToday = Day(valid: 2026, 7, 1)

  /// Orders days by year, month, then day.
  package static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  // "The age on REF of someone born on day B is REF's year minus B's year, less one when REF's
  // (month, day) comes before B's (month, day)." (Version 2, Rules)
  /// The age on `reference` of someone born on this day (negative when born after it).
  package func age(on reference: Day) -> Int {
    let years = reference.year - year
    return (reference.month, reference.day) < (month, day) ? years - 1 : years
  }

  /// The number of days since 1 January of year 1 (day 0).
  var ordinal: Int {
    var total = 0
    let years = year - 1
    total += years * 365 + years / 4 - years / 100 + years / 400
    for month in 1..<self.month { total += Day.days(inMonth: month, of: year) }
    return total + day - 1
  }

  /// The day N days later (earlier for a negative N), or nil outside 0001…9999.
  package func adding(days offset: Int) -> Day? {
    var remaining = ordinal + offset
    guard remaining >= 0 else { return nil }
    var year = 1
    // Whole 400-year cycles first (146,097 days each), then year by year.
    year += (remaining / 146_097) * 400
    remaining %= 146_097
    while remaining >= (Day.isLeap(year) ? 366 : 365) {
      remaining -= Day.isLeap(year) ? 366 : 365
      year += 1
    }
    var month = 1
    while remaining >= Day.days(inMonth: month, of: year) {
      remaining -= Day.days(inMonth: month, of: year)
      month += 1
    }
    return Day(year, month, remaining + 1)
  }
}
