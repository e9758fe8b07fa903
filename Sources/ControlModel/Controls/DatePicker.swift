/// A headless choice of a calendar day within optional bounds, or no day: a `DatePicker` in
/// SwiftUI, a `UIDatePicker` in UIKit (convert with ``CalendarDate/init(_:in:)`` and
/// ``CalendarDate/startOfDay(in:)``).
///
/// ```swift
/// let born = screen.makeDatePicker("born", to: CalendarDate(year: 2026, month: 7, day: 1))
/// born.pick(CalendarDate(year: 2024, month: 2, day: 29))
/// ```
public typealias DatePicker = ValueControl<DateDomain>

/// A bound of a ``DatePicker``: a fixed day, or a day counted from the screen's today, read
/// again when the day changes.
public enum DayBound: Sendable, Hashable, CustomStringConvertible {
  /// A fixed day.
  case day(CalendarDate)
  /// Today moved by a number of days: `today+180`, `today-1`.
  case today(offset: Int)

  /// The bound's day when today is a given day; a day past the calendar's ends is its first or
  /// last day.
  ///
  /// - Parameter today: The day it is.
  /// - Returns: The day.
  public func day(today: CalendarDate) -> CalendarDate {
    switch self {
    case .day(let day): day
    case .today(let offset):
      today.adding(days: offset) ?? (offset < 0 ? CalendarDate.earliest : CalendarDate.latest)
    }
  }

  /// Whether the bound moves with today.
  public var readsToday: Bool {
    if case .today = self { true } else { false }
  }

  /// `2026-07-01`, `today`, `today+180`, `today-1`.
  public var description: String {
    switch self {
    case .day(let day): day.description
    case .today(0): "today"
    case .today(let offset): offset > 0 ? "today+\(offset)" : "today\(offset)"
    }
  }
}

/// What a date picker reads today from: its screen's clock, while the screen lives.
final class TodayReader: @unchecked Sendable {
  private weak var clock: (any ScreenClock)?

  init(clock: any ScreenClock) {
    self.clock = clock
  }

  /// The clock's today; the system's current day once the clock is gone.
  var today: CalendarDate { clock?.today ?? CalendarDate.today() }
}

/// The values of a ``DatePicker``: the days within optional bounds, or none.
public struct DateDomain: ValueDomain {
  /// The first bound as made: a fixed day or one counted from today, if there is one.
  public let lowerBound: DayBound?
  /// The last bound as made, if there is one.
  public let upperBound: DayBound?
  /// Where a bound counted from today reads it.
  let todayReader: TodayReader?

  init(lowerBound: DayBound?, upperBound: DayBound?, todayReader: TodayReader?) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.todayReader = todayReader
  }

  /// The first day the user may pick today, if there is a bound.
  public var earliest: CalendarDate? { lowerBound.map(resolved) }
  /// The last day the user may pick today, if there is a bound.
  public var latest: CalendarDate? { upperBound.map(resolved) }

  /// Whether a bound moves with today.
  public var readsToday: Bool {
    lowerBound?.readsToday == true || upperBound?.readsToday == true
  }

  private func resolved(_ bound: DayBound) -> CalendarDate {
    guard bound.readsToday else { return bound.day(today: .earliest) }
    return bound.day(today: todayReader?.today ?? CalendarDate.today())
  }

  /// Whether a day lies within the bounds.
  ///
  /// - Parameter day: A day.
  /// - Returns: `true` when no bound excludes it.
  public func allows(_ day: CalendarDate) -> Bool {
    (earliest.map { $0 <= day } ?? true) && (latest.map { day <= $0 } ?? true)
  }

  /// Whether a value is a day within the bounds, or none.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for `.day(nil)` and each day that ``allows(_:)``.
  public func contains(_ value: ControlValue) -> Bool {
    guard case .day(let day) = value else { return false }
    return day.map(allows) ?? true
  }

  /// A day or none, within the bounds that do not count from today: a day the bounds counted
  /// from today left as they moved stays.
  ///
  /// - Parameter value: The value the date picker holds.
  /// - Returns: Whether holding it is no defect.
  public func mayKeep(_ value: ControlValue) -> Bool {
    guard case .day(let day) = value else { return false }
    guard let day else { return true }
    let fixed = { (bound: DayBound?) in bound.flatMap { $0.readsToday ? nil : $0 } }
    let low = fixed(lowerBound).map { $0.day(today: .earliest) }
    let high = fixed(upperBound).map { $0.day(today: .earliest) }
    return (low.map { $0 <= day } ?? true) && (high.map { day <= $0 } ?? true)
  }

  /// The bounds, in words.
  public var description: String {
    switch (earliest, latest) {
    case (let earliest?, let latest?): "a day from \(earliest) to \(latest), or none"
    case (let earliest?, nil): "a day from \(earliest), or none"
    case (nil, let latest?): "a day up to \(latest), or none"
    case (nil, nil): "a day, or none"
    }
  }

  /// A date picker, as the date kind.
  public static func _kind(of control: DatePicker) -> ControlKind { .date(control) }

  /// "DatePicker(born, 2024-02-29)".
  public static func _describe(_ control: DatePicker) -> String {
    "DatePicker(\(control.name), \(control.storedDay.map(\.description) ?? "none"))"
  }
}

extension ValueControl where Domain == DateDomain {
  /// The first day the user may pick, if there is a bound: read from today for a bound counted
  /// from it.
  public var earliest: CalendarDate? { domain.earliest }

  /// The last day the user may pick, if there is a bound.
  public var latest: CalendarDate? { domain.latest }

  /// The day picked, or `nil` when there is none.
  public var day: CalendarDate? { tracked(storedDay) }

  /// The day, read without tracking.
  var storedDay: CalendarDate? {
    if case .day(let day) = held.value { day } else { nil }
  }

  /// Whether a day lies within the bounds.
  ///
  /// - Parameter day: A day.
  /// - Returns: `true` when no bound excludes it.
  public func allows(_ day: CalendarDate) -> Bool { domain.allows(day) }

  /// The user picks a day, or clears it with `nil`.
  ///
  /// A day that moved outside bounds counted from today stays until the user picks another:
  /// the bounds refuse only new picks.
  ///
  /// - Parameter day: A day, or `nil`.
  /// - Returns: Whether the pick was accepted: a day outside the bounds, or any pick while the
  ///   date picker is disabled or hidden, changes nothing and counts one refusal.
  @discardableResult
  public func pick(_ day: CalendarDate?) -> Bool {
    core.hub.receive(.pick(name, day)) {
      if let day, !allows(day) {
        refuse()
        return false
      }
      return userChange(to: .day(day))
    }
  }
}
