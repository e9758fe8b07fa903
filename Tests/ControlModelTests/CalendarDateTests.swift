import ControlModel
import Foundation
import Testing

@Suite("Calendar days")
struct CalendarDateTests {
  private func day(_ text: String) throws -> CalendarDate {
    try CalendarDate(parsing: text)
  }

  @Test(arguments: [
    ("2023-02-29", "February 2023 has 28 days"),
    ("1900-02-29", "February 1900 has 28 days"),
    ("2026-04-31", "April 2026 has 30 days"),
    ("2026-01-00", "January 2026 has 31 days"),
    ("2026-13-01", "there is no month 13; months are 01 to 12"),
    ("2026-00-10", "there is no month 0; months are 01 to 12"),
    ("0000-01-01", "year 0 is outside 0001 to 9999"),
    ("10000-01-01", "'10000-01-01' is not a day; write it YYYY-MM-DD, such as 2026-07-01"),
    ("2026-7-1", "'2026-7-1' is not a day; write it YYYY-MM-DD, such as 2026-07-01"),
    ("", "'' is not a day; write it YYYY-MM-DD, such as 2026-07-01"),
    ("2026-07-01T00", "'2026-07-01T00' is not a day; write it YYYY-MM-DD, such as 2026-07-01"),
    ("２０２６-07-01", "'２０２６-07-01' is not a day; write it YYYY-MM-DD, such as 2026-07-01"),
    ("+026-07-01", "'+026-07-01' is not a day; write it YYYY-MM-DD, such as 2026-07-01"),
  ])
  func aDayThatDoesNotExistSaysWhy(text: String, problem: String) {
    #expect(throws: CalendarDate.Problem.self) { try CalendarDate(parsing: text) }
    do {
      _ = try CalendarDate(parsing: text)
    } catch {
      #expect(error.description == problem)
    }
  }

  @Test func daysAreReadAndWrittenAsTheFormatWritesThem() throws {
    for text in ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "1582-10-10"] {
      #expect(try day(text).description == text)
    }
    let leap = try day("2024-02-29")
    #expect((leap.year, leap.month, leap.day) == (2024, 2, 29))
    #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 1, month: 1, day: 1) == .earliest)
    #expect(
      CalendarDate.validate(year: 2100, month: 2, day: 29)
        == .noSuchDay(year: 2100, month: 2, length: 28))
  }

  @Test func daysCompareInCalendarOrder() throws {
    let days = try ["2026-07-01", "0001-01-01", "2026-06-30", "2025-12-31", "9999-12-31"].map(day)
    #expect(
      days.sorted().map(\.description) == [
        "0001-01-01", "2025-12-31", "2026-06-30", "2026-07-01", "9999-12-31",
      ])
    #expect(try day("2026-07-01") == day("2026-07-01"))
  }

  @Test func dayNumbersFollowTheProlepticCalendarBothWays() throws {
    #expect(try day("1970-01-01").daysSince1970 == 0)
    #expect(try day("2000-03-01").daysSince1970 == 11_017)
    #expect(CalendarDate.earliest.daysSince1970 == -719_162)
    #expect(CalendarDate.latest.daysSince1970 == 2_932_896)
    // Every day of two centuries and the ends of the range, one after another.
    var expected = try day("1899-12-01")
    for number in expected.daysSince1970...(try day("2101-01-31")).daysSince1970 {
      let found = try #require(CalendarDate(daysSince1970: number))
      #expect(found == expected)
      #expect(found.daysSince1970 == number)
      expected = try #require(found.adding(days: 1))
    }
    #expect(CalendarDate(daysSince1970: CalendarDate.earliest.daysSince1970 - 1) == nil)
    #expect(CalendarDate(daysSince1970: CalendarDate.latest.daysSince1970 + 1) == nil)
    #expect(CalendarDate.latest.adding(days: 1) == nil)
    #expect(CalendarDate.earliest.adding(days: .min) == nil)
  }

  @Test func addingDaysCrossesMonthsAndLeapDays() throws {
    #expect(try day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(try day("2023-02-28").adding(days: 1) == day("2023-03-01"))
    #expect(try day("2026-01-01").adding(days: -1) == day("2025-12-31"))
    #expect(try day("2000-02-29").adding(days: 366) == day("2001-03-01"))
  }

  @Test func anAgeCountsWholeYearsAndABirthdayOn29February() throws {
    let born = try day("2000-02-29")
    #expect(born.age(on: try day("2001-02-28")) == 0)
    #expect(born.age(on: try day("2001-03-01")) == 1, "a year older on 1 March")
    #expect(born.age(on: try day("2004-02-28")) == 3)
    #expect(born.age(on: try day("2004-02-29")) == 4)
    #expect(try day("2024-07-02").age(on: day("2026-07-01")) == 1, "under 2 the day before")
    #expect(try day("2024-07-01").age(on: day("2026-07-01")) == 2)
    #expect(try day("2026-07-02").age(on: day("2026-07-01")) == -1, "born after the reference")
  }

  @Test(arguments: ["UTC", "Pacific/Auckland", "America/Los_Angeles", "Asia/Kolkata"])
  func aDayIsAnInstantsDayInTheUsersTimeZone(zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    for text in ["2026-07-01", "2024-02-29", "1582-10-10", "0001-01-01", "9999-12-31"] {
      let target = try day(text)
      let start = target.startOfDay(in: timeZone)
      #expect(CalendarDate(start, in: timeZone) == target, "\(text) in \(zone)")
      if let before = target.adding(days: -1) {
        #expect(CalendarDate(start.addingTimeInterval(-1), in: timeZone) == before)
      }
    }
    // One instant, two days: 2026-07-01 at 06:00 UTC is still 30 June in Los Angeles.
    let instant = Date(
      timeIntervalSince1970: Double(try day("2026-07-01").daysSince1970) * 86_400
        + 6 * 3_600)
    let expected = zone == "America/Los_Angeles" ? "2026-06-30" : "2026-07-01"
    #expect(CalendarDate(instant, in: timeZone)?.description == expected)
  }

  @Test func aDayWhoseMidnightDaylightSavingSkipsStartsAtTheJump() throws {
    // São Paulo moved its clocks from 00:00 to 01:00 on 4 November 2018.
    let timeZone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
    let target = try day("2018-11-04")
    let start = target.startOfDay(in: timeZone)
    #expect(CalendarDate(start, in: timeZone) == target)
    #expect(CalendarDate(start.addingTimeInterval(-1), in: timeZone) == target.adding(days: -1))
    #expect(start.timeIntervalSince1970 == Double(target.daysSince1970) * 86_400 + 3 * 3_600)
  }

  @Test func aDayIsCodedAsTheFormatWritesIt() throws {
    let encoded = try JSONEncoder().encode([try day("2026-07-01")])
    #expect(String(decoding: encoded, as: UTF8.self) == "[\"2026-07-01\"]")
    #expect(try JSONDecoder().decode([CalendarDate].self, from: encoded) == [day("2026-07-01")])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CalendarDate].self, from: Data("[\"2023-02-29\"]".utf8))
    }
  }
}
