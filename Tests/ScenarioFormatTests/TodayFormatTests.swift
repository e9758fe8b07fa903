import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

/// Days relative to today (version 2.1): the file's `today DAY` line, the `today` step, and
/// `today`, `today+N` and `today-N` wherever a day may be written, kept as written and read on
/// the file's today moved by the `today` steps before them.
@Suite("Today in files")
struct TodayFormatTests {
  static let booking = """
    screen "Booking"
    today 2026-07-01
    date flight from today to today+365 selected today+30
      after today-1 "Not in the past."
      age-under 2 on today
    field note

    background
      pick flight today+2
      today today+1

    scenario "days move with today"
      pick flight today+7
      set flight today+1
      load flight today
      expect flight value today+0
      today 2026-08-01
      expect flight value today
    """

  private static func day(_ text: String) throws -> CalendarDate {
    try CalendarDate(parsing: text)
  }

  @Test func theFilesTodayLineSaysWhichDayTodayIs() throws {
    let (file, diagnostics) = formatFile(Self.booking)
    #expect(diagnostics.map(\.message) == [])
    #expect(file.today?.day == (try Self.day("2026-07-01")))
    #expect(file.today?.position.line == 2)
  }

  @Test func aDatesDaysAreKeptAsWrittenAndReadOnTheFilesToday() throws {
    let (file, _) = formatFile(Self.booking)
    guard case .date(let options)? = file.declarations.first?.details else {
      Issue.record("no date")
      return
    }
    #expect(options.relativeFrom?.offset == 0)
    #expect(options.relativeTo?.offset == 365)
    #expect(options.relativeSelected?.offset == 30)
    #expect(options.relativeSelected?.position.column == 46)
    #expect(options.from == (try Self.day("2026-07-01")))
    #expect(options.to == (try Self.day("2027-07-01")))
    #expect(options.selected == (try Self.day("2026-07-31")))
    let after = try #require(options.rules.first)
    #expect(after.relativeReference?.description == "today-1")
    #expect(after.rule.dateReference == .day(try Self.day("2026-06-30")))
    #expect(after.rule.message == "Not in the past.")
    let age = try #require(options.rules.last)
    #expect(age.relativeReference?.offset == 0)
    #expect(age.rule.message == "must be under 2 years old on today")
  }

  @Test func stepsReadTheirDaysOnTodayMovedByTheTodayStepsBeforeThem() throws {
    let (file, _) = formatFile(Self.booking)
    let background = try #require(file.background?.steps)
    #expect(background.map(\.relativeDay?.description) == ["today+2", "today+1"])
    guard case .pick(_, let first) = background[0].action,
      case .today(let moved) = background[1].action
    else {
      Issue.record("not the background's steps")
      return
    }
    #expect(first == (try Self.day("2026-07-03")))
    #expect(moved == (try Self.day("2026-07-02")))
    let steps = try #require(file.scenarios.first?.steps)
    #expect(
      steps.map(\.relativeDay?.description) == [
        "today+7", "today+1", "today", "today", nil, "today",
      ])
    let days = steps.compactMap { step -> CalendarDate? in
      switch step.action {
      case .pick(_, let day): day
      case .set(_, .day(let day)), .load(_, .day(let day)), .expect(.value(_, .day(let day))):
        day
      case .today(let day): day
      default: nil
      }
    }
    #expect(
      days.map(\.description) == [
        "2026-07-09", "2026-07-03", "2026-07-02", "2026-07-02", "2026-08-01", "2026-08-01",
      ])
  }

  @Test func theWriterWritesTheDaysBackAsWritten() {
    let (file, _) = formatFile(Self.booking)
    let written = ScenarioWriter.text(of: file)
    // The writer writes a default message too: one of a REF relative to today names it so.
    let canonical = Self.booking.replacingOccurrences(of: "today+0", with: "today")
      .replacingOccurrences(
        of: "age-under 2 on today\n",
        with: "age-under 2 on today \"must be under 2 years old on today\"\n")
    #expect(written == canonical + "\n")
    #expect(ScenarioWriter.text(of: formatFile(written).file) == written)
    #expect(Formatter.format(written) == written)
  }

  @Test func aFileWithoutATodayLineIsReadOnTheRunnersDay() throws {
    let (file, diagnostics) = formatFile(
      """
      date due from today
      scenario "s"
        today today+1
        pick due today+6
      """)
    #expect(diagnostics.map(\.message) == [])
    #expect(file.today == nil)
    let read = file.resolvingDays(today: try Self.day("2026-02-27"))
    guard case .date(let options)? = read.declarations.first?.details,
      case .pick(_, let day)? = read.scenarios.first?.steps.last?.action
    else {
      Issue.record("no date or pick")
      return
    }
    #expect(options.from == (try Self.day("2026-02-27")))
    #expect(day == (try Self.day("2026-03-06")))
    #expect(ScenarioWriter.text(of: read).contains("  pick due today+6\n"))
  }

  @Test func theTodayLineComesAfterScreenOnceAndOutsideAGroup() {
    assertFormatDiagnostics(
      """
      1️⃣today 2026-07-01
      screen "Booking"
      2️⃣today 2026-07-02
      group job
        field employer
        3️⃣today 2026-07-01
      end
      scenario "s"
        blur
      """,
      [
        "1️⃣": "the 'today' line comes before the 'screen' line; write it after 'screen' and "
          + "before the first scenario",
        "2️⃣": "the file already says which day today is; a file has one 'today' line (a "
          + "'today' step in a scenario changes it)",
        "3️⃣": "'today' cannot be declared inside group 'job' (a row holds fields, switches, "
          + "pickers, steppers, dates and managers); close the group with 'end' first",
      ])
  }

  @Test func aSecondTodayLineNotesTheFirst() throws {
    let (_, diagnostics) = formatFile(
      "today 2026-07-01\ntoday 2026-07-02\nscenario \"s\"\n  blur\n")
    let second = try #require(diagnostics.first)
    #expect(second.notes.map(\.position.line) == [1])
    #expect(second.notes.map(\.message) == ["the first is here"])
  }

  @Test func theTodayLineGivesADateAndTodayMayNotNameAControl() {
    assertFormatDiagnostics(
      """
      today 1️⃣today+1
      field 2️⃣today
      scenario "s"
        today 3️⃣tomorrow
      """,
      [
        "1️⃣": "expected a day such as '2026-07-01' (the day that 'today+N' counts from), found "
          + "'today+1'",
        "2️⃣": "'today' is reserved since version 2.1 of the format (it is a day wherever a day "
          + "may be written) and cannot name a control or a manager; rename it, such as "
          + "'myToday'",
        "3️⃣": "expected a day such as '2026-07-01', found 'tomorrow'",
      ])
  }

  @Test func aDayTooFarFromTodayOrOutsideTheCalendarIsAnErrorAtItsPlace() {
    assertFormatDiagnostics(
      """
      today 9999-12-01
      date due to 1️⃣today+3650001
      date end from 2️⃣today+31
        before 3️⃣today+99999
      scenario "s"
        pick end today+30
        today 0001-01-10
        pick end 5️⃣today-10
        pick end today-9
        pick end 6️⃣today+x
      """,
      [
        "1️⃣": "'today+3650001' counts more than 3650000 days from today; count fewer days or "
          + "write a date such as '2026-07-01'",
        "2️⃣": "'today+31' falls outside the calendar (0001-01-01 to 9999-12-31) when today is "
          + "9999-12-01; count fewer days",
        "3️⃣": "'today+99999' falls outside the calendar (0001-01-01 to 9999-12-31) when today "
          + "is 9999-12-01; count fewer days",
        "5️⃣": "'today-10' falls outside the calendar (0001-01-01 to 9999-12-31) when today is "
          + "0001-01-10; count fewer days",
        "6️⃣": "expected a day such as '2026-07-01' or 'none', found 'today+x'",
      ])
  }

  /// The runner's today (`--today`, or the system's day) checks a file without a `today` line
  /// as the line would.
  @Test func theRunnersTodayChecksAFileWithoutATodayLine() {
    func messages(_ text: String, today: String) -> [String] {
      let day = try? CalendarDate(parsing: today)
      let file = CheckedFile(
        text: text + "scenario \"last\"\n  blur\n", path: "r.scenario", today: day)
      return file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" }
    }
    let outside = "falls outside the calendar (0001-01-01 to 9999-12-31) when today is"
    #expect(
      messages("date d\nscenario \"s\"\n  pick d today+1\n  today today+1\n", today: "9999-12-31")
        == [
          "3:10: 'today+1' \(outside) 9999-12-31; count fewer days",
          "4:9: 'today+1' \(outside) 9999-12-31; count fewer days",
        ])
    #expect(
      messages("date d to today+3000000\n", today: "2026-01-01")
        == ["1:11: 'today+3000000' \(outside) 2026-01-01; count fewer days"])
    #expect(
      messages(
        "date d from today to today+10\nscenario \"s\"\n  load d 2026-03-01\n", today: "2026-01-01")
        == ["3:10: expected a day from today to today+10 for 'd', found '2026-03-01'"])
    #expect(
      messages("date d to 2026-01-05 selected today\n", today: "2026-02-01")
        == ["1:31: 'selected today' lies outside 'to 2026-01-05'"])
    #expect(
      messages("date d from today to 2026-01-05\n", today: "2026-02-01")
        == ["1:13: 'from today' comes after 'to 2026-01-05'; 'from' is at most 'to'"])
    #expect(messages("date d from today to 2026-01-05\n", today: "2026-01-05") == [])
  }

  /// A `today` step reads the declarations' days relative to today again: one that leaves the
  /// calendar there is an error at its place, with a note at the step.
  @Test func aTodayStepReadsTheDeclaredDaysAgain() throws {
    let file = CheckedFile(
      text: """
        today 9000-01-01
        date d
          before today+300000 "Too late."
        scenario "s"
          today today+100000
        """, path: "m.scenario")
    let diagnostic = try #require(file.diagnostics.first)
    #expect(file.diagnostics.count == 1)
    #expect(
      diagnostic.message
        == "'today+300000' falls outside the calendar (0001-01-01 to 9999-12-31) when today is "
        + "9273-10-16; count fewer days")
    #expect("\(diagnostic.position)" == "m.scenario:3:10")
    #expect(
      diagnostic.notes.map { "\($0.position): \($0.message)" } == [
        "m.scenario:5:3: today becomes 9273-10-16 here"
      ])
  }

  @Test func aDatesBoundsAreCheckedOnTheFilesToday() {
    assertFormatDiagnostics(
      """
      screen "Booking"
      today 2026-07-01
      date a from today to 1️⃣2026-06-01
      date b from today+3 to 2️⃣today+2
      date c to today selected 3️⃣today+1
      date d from 2026-01-01 to today selected 2026-03-01
      scenario "s"
        blur
      """,
      [
        "1️⃣": "'from today' comes after 'to 2026-06-01'; 'from' is at most 'to'",
        "2️⃣": "'from today+3' comes after 'to today+2'; 'from' is at most 'to'",
        "3️⃣": "'selected today+1' lies outside 'to today'",
      ])
  }

  @Test func loadAndSetStayWithinADatesBoundsOnTheDayThatIsTodayThere() {
    assertFormatDiagnostics(
      """
      today 2026-07-01
      date trip from 2026-07-01 to 2026-07-31
      date back from today to today+10
      scenario "s"
        load trip today+30
        load trip 1️⃣today+31
        set back today+10
        today 2026-07-20
        load trip 2️⃣today+12
        set back today+10
        set back 3️⃣today+11
      """,
      [
        "1️⃣": "expected a day from 2026-07-01 to 2026-07-31 for 'trip', found 'today+31'",
        "2️⃣": "expected a day from 2026-07-01 to 2026-07-31 for 'trip', found 'today+12'",
        "3️⃣": "expected a day from today to today+10 for 'back', found 'today+11'",
      ])
  }

  @Test func withoutATodayLineOnlyDaysThatCompareOnAnyTodayAreChecked() {
    assertFormatDiagnostics(
      """
      date trip from 2026-07-01 to 2026-07-31
      date back from today to today+10
      date late from 2026-07-01 to today
      scenario "s"
        load trip today+900
        set back 1️⃣today+11
        set back today
      """,
      [
        "1️⃣": "expected a day from today to today+10 for 'back', found 'today+11'"
      ])
  }

  @Test func aDayRelativeToTodayIsAValueOfADateOnly() {
    assertFormatDiagnostics(
      """
      field note
      date due
      scenario "s"
        set note 1️⃣today
        expect note value 2️⃣today+1
        expect due value today-1
      """,
      [
        "1️⃣": "expected the value of field 'note': a text in quotes, found 'today'",
        "2️⃣": "expected the value of field 'note': a text in quotes, found 'today+1'",
      ])
  }
}
