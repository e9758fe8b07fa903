/// A headless choice of a calendar day within optional bounds, or no day: a `DatePicker` in
/// SwiftUI, a `UIDatePicker` in UIKit (convert with ``CalendarDate/init(_:in:)`` and
/// ``CalendarDate/startOfDay(in:)``).
///
/// ```swift
/// let born = screen.makeDatePicker("born", to: CalendarDate(year: 2026, month: 7, day: 1))
/// born.pick(CalendarDate(year: 2024, month: 2, day: 29))
/// ```
public typealias DatePicker = ValueControl<DateDomain>

/// The values of a ``DatePicker``: the days within optional bounds, or none.
public struct DateDomain: ValueDomain {
  /// The first day the user may pick, if there is a bound.
  public let earliest: CalendarDate?
  /// The last day the user may pick, if there is a bound.
  public let latest: CalendarDate?

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
  /// The first day the user may pick, if there is a bound.
  public var earliest: CalendarDate? { domain.earliest }

  /// The last day the user may pick, if there is a bound.
  public var latest: CalendarDate? { domain.latest }

  /// The day picked, or `nil` when there is none.
  public var day: CalendarDate? {
    track()
    return storedDay
  }

  /// The day, read without tracking.
  package var storedDay: CalendarDate? {
    if case .day(let day) = held.value { day } else { nil }
  }

  /// Whether a day lies within the bounds.
  ///
  /// - Parameter day: A day.
  /// - Returns: `true` when no bound excludes it.
  public func allows(_ day: CalendarDate) -> Bool { domain.allows(day) }

  /// The user picks a day, or clears it with `nil`.
  ///
  /// - Parameter day: A day, or `nil`.
  /// - Returns: Whether the pick was accepted: a day outside the bounds, or any pick while the
  ///   date picker is disabled or hidden, changes nothing and counts one refusal.
  @discardableResult
  public func pick(_ day: CalendarDate?) -> Bool {
    if let day, !allows(day) {
      refuse()
      return false
    }
    return userChange(to: .day(day))
  }
}
