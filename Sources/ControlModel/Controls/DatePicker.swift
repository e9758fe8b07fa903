public import Observation

/// A headless choice of a calendar day within optional bounds, or no day: a `DatePicker` in
/// SwiftUI, a `UIDatePicker` in UIKit (convert with ``CalendarDate/init(_:in:)`` and
/// ``CalendarDate/startOfDay(in:)``).
///
/// ```swift
/// let born = screen.makeDatePicker("born", to: CalendarDate(year: 2026, month: 7, day: 1))
/// born.pick(CalendarDate(year: 2024, month: 2, day: 29))
/// ```
public final class DatePicker: ValueControl {
  /// The date picker's name, unique on its screen.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes (a call reads it from other
  /// modules, with no dynamic exclusivity check).
  @exclusivity(unchecked) var storedName: String

  /// The screen that owns the date picker.
  @exclusivity(unchecked) public internal(set) weak var screen: Screen?

  /// This date picker, as one of the package's kinds of control.
  public var kind: ControlKind { .date(self) }

  /// The first day the user may pick, if there is a bound.
  public let earliest: CalendarDate?

  /// The last day the user may pick, if there is a bound.
  public let latest: CalendarDate?

  /// The day picked, or `nil` when there is none.
  public var day: CalendarDate? {
    track()
    return storedDay
  }

  /// Whether the date picker takes a pick: a managed one is enabled when all its managers are
  /// valid.
  public var isEnabled: Bool {
    track()
    return core.isEnabled
  }

  /// Whether the date picker is hidden (its `shown when` conditions do not hold).
  public var isHidden: Bool {
    track()
    return core.isHidden
  }

  /// Whether the date picker is disabled or hidden, read without tracking.
  package var isLeftOutUntracked: Bool { core.isLeftOut }

  /// How many picks it has refused: a day outside its bounds, or any pick while disabled or
  /// hidden.
  public var refusalCount: Int {
    track()
    return storedRefusals
  }

  // Unchecked exclusivity: every change reads it.
  @exclusivity(unchecked) package var behavior: (any ControlBehavior)?
  // Unchecked exclusivity: read by every condition and visibility that names the control.
  @exclusivity(unchecked) package var core: ControlCore { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) package var storedValue: ControlValue { didSet { stateVersion.bump() } }
  /// The starting value: see ``Control/startingValue``.
  @exclusivity(unchecked) package var startingStored: ControlValue {
    didSet { stateVersion.bump() }
  }
  package var storedRefusals = 0 { didSet { stateVersion.bump() } }
  /// Raised by every change to what ``checkpointValueState()`` captures.
  @usableFromInline @exclusivity(unchecked) package var stateVersion = StateVersion()
  /// The state a checkpoint last saved or put back.
  @usableFromInline @exclusivity(unchecked) package var latestSaved: SavedPart?

  init(
    name: String, screen: Screen, earliest: CalendarDate?, latest: CalendarDate?,
    day: CalendarDate?
  ) {
    self.storedName = name
    self.screen = screen
    self.earliest = earliest
    self.latest = latest
    self.storedValue = .day(day)
    self.startingStored = .day(day)
    self.core = ControlCore(name: name, hub: screen.hub)
  }

  /// The day, read without tracking.
  package var storedDay: CalendarDate? {
    if case .day(let day) = storedValue { day } else { nil }
  }

  /// Whether a day lies within the bounds.
  ///
  /// - Parameter day: A day.
  /// - Returns: `true` when no bound excludes it.
  public func allows(_ day: CalendarDate) -> Bool {
    (earliest.map { $0 <= day } ?? true) && (latest.map { day <= $0 } ?? true)
  }

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

  /// Whether a value is one the date picker can hold: a day within its bounds, or none.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for `.day(nil)` and each day that ``allows(_:)``.
  public func canHold(_ value: ControlValue) -> Bool {
    guard case .day(let day) = value else { return false }
    return day.map(allows) ?? true
  }

  /// The bounds, in words.
  package var valueDomain: String {
    switch (earliest, latest) {
    case (let earliest?, let latest?): "a day from \(earliest) to \(latest), or none"
    case (let earliest?, nil): "a day from \(earliest), or none"
    case (nil, let latest?): "a day up to \(latest), or none"
    case (nil, nil): "a day, or none"
    }
  }

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { kind.lifecycle.isDirty }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { kind.lifecycle.isTouched }

  /// Registers a closure that hears every event of this date picker: see
  /// ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    addValueObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) { core.removeObserver(token) }

  // The validating layer's entry points, on the class: see `validationStateDidChange(_:)`.

  /// Records a read of the validating layer's state for Observation.
  package func trackAccess() { track() }

  /// Tells the date picker's observers and Observation that its validation state changed.
  package func stateDidChange(_ event: ControlEvent?) { validationStateDidChange(event) }

  /// The key path under which Observation tracks the date picker.
  package var observedState: Void { () }
}

extension DatePicker: CustomStringConvertible {
  /// The date picker's name and its day.
  public var description: String {
    "DatePicker(\(name), \(storedDay.map(\.description) ?? "none"))"
  }
}

extension DatePicker: Observable {}
