public import Foundation

/// A day of the proleptic Gregorian calendar, with no time and no time zone: what a date of
/// birth or a day of travel is.
///
/// Years run from 1 to 9999. The Gregorian rules apply to every year, before 1582 too (the
/// calendar is *proleptic*): a year is a leap year when it is divisible by 4, except centuries
/// not divisible by 400. Days compare in calendar order, and the scenario format writes them
/// `YYYY-MM-DD`.
///
/// ```swift
/// let born = try CalendarDate(parsing: "2024-02-29")
/// born.age(on: CalendarDate(year: 2025, month: 2, day: 28)!)  // 0
/// born.age(on: CalendarDate(year: 2025, month: 3, day: 1)!)   // 1
/// ```
///
/// An app converts from and to Foundation's `Date` in the user's time zone
/// (``init(_:in:)``, ``startOfDay(in:)``): a `DatePicker`'s date is an instant, and the day it
/// falls on depends on where the user is.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year, 1 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to the month's length.
  public let day: Int

  /// The earliest day: 0001-01-01.
  public static let earliest = CalendarDate(unchecked: 1, 1, 1)
  /// The latest day: 9999-12-31.
  public static let latest = CalendarDate(unchecked: 9999, 12, 31)

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// A day, if it exists and its year is 1 to 9999: `nil` for 2023-02-29, 2026-13-01,
  /// 0000-01-01 and the like, which ``validate(year:month:day:)`` says why.
  ///
  /// - Parameters:
  ///   - year: 1 to 9999.
  ///   - month: 1 to 12.
  ///   - day: 1 to the month's length.
  public init?(year: Int, month: Int, day: Int) {
    guard Self.validate(year: year, month: month, day: day) == nil else { return nil }
    self.init(unchecked: year, month, day)
  }

  /// Reads a day written `YYYY-MM-DD`, as the scenario format writes it.
  ///
  /// - Parameter text: Four digits, a hyphen, two digits, a hyphen, two digits.
  /// - Throws: ``Problem``, saying what is wrong: the shape, or why the day does not exist
  ///   ("February 2023 has 28 days").
  public init(parsing text: String) throws(Problem) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { throw .notADay(text) }
    if let problem = Self.validate(year: year, month: month, day: day) { throw problem }
    self.init(unchecked: year, month, day)
  }

  /// What is wrong with a day that cannot be one.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not written `YYYY-MM-DD`.
    case notADay(String)
    /// The year is outside 1 to 9999.
    case yearOutOfRange(Int)
    /// The month is outside 1 to 12.
    case noSuchMonth(Int)
    /// The month has fewer days: the year, the month and its length.
    case noSuchDay(year: Int, month: Int, length: Int)

    /// What is wrong, in words: `February 2023 has 28 days`.
    public var description: String {
      switch self {
      case .notADay(let text):
        "'\(text)' is not a day; write it YYYY-MM-DD, such as 2026-07-01"
      case .yearOutOfRange(let year):
        "year \(year) is outside 0001 to 9999"
      case .noSuchMonth(let month):
        "there is no month \(month); months are 01 to 12"
      case .noSuchDay(let year, let month, let length):
        "\(CalendarDate.monthNames[month - 1]) \(year) has \(length) days"
      }
    }
  }

  /// Why a year, month and day are no day; `nil` when they are one.
  public static func validate(year: Int, month: Int, day: Int) -> Problem? {
    guard (1...9999).contains(year) else { return .yearOutOfRange(year) }
    guard (1...12).contains(month) else { return .noSuchMonth(month) }
    let length = length(ofMonth: month, in: year)
    guard (1...length).contains(day) else {
      return .noSuchDay(year: year, month: month, length: length)
    }
    return nil
  }

  /// Whether a year of the proleptic Gregorian calendar has 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
  }

  /// How many days a month has: 28 to 31.
  ///
  /// - Precondition: `month` is 1 to 12.
  public static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// `2026-07-01`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Whether a day comes before another.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Reads a day coded as `YYYY-MM-DD`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with what is wrong, for a text that is no day.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.description)
    }
  }

  /// Codes the day as `YYYY-MM-DD`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  // MARK: - Arithmetic

  /// The age on a day of someone born on this one, in whole years.
  ///
  /// The reference's year less this one's, less one when the reference's month and day come
  /// before this one's: someone born on 29 February is a year older on 1 March of a year
  /// without one. A birth after the reference gives a negative age.
  ///
  /// - Parameter reference: The day the age is counted on.
  /// - Returns: The age in years.
  public func age(on reference: CalendarDate) -> Int {
    let before = (reference.month, reference.day) < (month, day)
    return reference.year - year - (before ? 1 : 0)
  }

  /// The number of days since 1970-01-01 (negative before it).
  public var daysSince1970: Int {
    // Days from the civil calendar, after Howard Hinnant's algorithm: years start in March,
    // so that the leap day is the last of its year.
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day a number of days after 1970-01-01; `nil` outside 0001-01-01 to 9999-12-31.
  public init?(daysSince1970 days: Int) {
    guard (Self.earliest.daysSince1970...Self.latest.daysSince1970).contains(days) else {
      return nil
    }
    let shifted = days + 719_468
    let era = shifted / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(unchecked: year, month, day)
  }

  /// The day a number of days after this one (before it, for a negative number); `nil`
  /// outside 0001-01-01 to 9999-12-31.
  public func adding(days: Int) -> CalendarDate? {
    let (sum, overflow) = daysSince1970.addingReportingOverflow(days)
    return overflow ? nil : CalendarDate(daysSince1970: sum)
  }

  // MARK: - Foundation

  /// The day an instant falls on in a time zone; `nil` outside the years 1 to 9999.
  ///
  /// Exact for every instant from 0001-01-01 to 9999-12-31, in the proleptic calendar: no
  /// Julian days before 1582, whatever the calendar a `Calendar` would use.
  ///
  /// - Parameters:
  ///   - date: An instant, such as a `DatePicker`'s selection.
  ///   - timeZone: Where the day is counted: the user's.
  public init?(_ date: Date, in timeZone: TimeZone) {
    let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
    self.init(daysSince1970: Int((seconds / 86_400).rounded(.down)))
  }

  /// The first instant of this day in a time zone: midnight, or the first moment after a
  /// daylight-saving gap that skips it.
  ///
  /// - Parameter timeZone: Where the day is counted: the user's.
  /// - Returns: The instant, which ``init(_:in:)`` reads back as this day.
  public func startOfDay(in timeZone: TimeZone) -> Date {
    // Noon of this day there (no time zone moves its clocks by twelve hours), then the
    // calendar's start of that day, which knows where daylight saving skips midnight.
    let noonUTC = Double(daysSince1970) * 86_400 + 43_200
    let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noonUTC))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.startOfDay(for: Date(timeIntervalSince1970: noonUTC - Double(offset)))
  }

  /// The day it is now in a time zone: the system's current day there.
  ///
  /// - Parameter timeZone: Where the day is counted: the user's, by default.
  /// - Returns: Today; the calendar's last day past 9999-12-31.
  public static func today(in timeZone: TimeZone = .current) -> CalendarDate {
    CalendarDate(Date(), in: timeZone) ?? .latest
  }
}
