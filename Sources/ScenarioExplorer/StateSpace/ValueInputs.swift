import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// What the explorer does with pickers, steppers and dates: the values it gives each one (from
// the rules and conditions that read it), the moves that set them, and their part of a state's
// key.

extension StateSpace {
  /// The values the explorer gives a picker, stepper or date: every option and none; each
  /// stepper bound and each bound a rule or condition sets, with its neighbours; for a date,
  /// the days that matter to it (``dayInputs(of:on:given:)``) and none.
  static func valueInputs(
    of control: ControlKind, on screen: Screen, given: [String: Set<CalendarDate>] = [:]
  ) -> [ControlValue] {
    switch control {
    case .picker(let picker):
      return picker.options.map { ControlValue.option($0) } + [.option(nil)]
    case .stepper(let stepper):
      var numbers: Set<Int> = [stepper.range.lowerBound, stepper.range.upperBound, stepper.value]
      for bound in numberBounds(reading: stepper.name, on: screen) {
        numbers.formUnion([bound &- 1, bound, bound &+ 1])
      }
      return numbers.filter(stepper.range.contains).sorted().map { ControlValue.number($0) }
    case .date(let date):
      let days = dayInputs(of: control, on: screen, given: given).filter(date.allows)
      return [.day(nil)] + days.sorted().map { ControlValue.day($0) }
    case .field, .toggle, .button:
      return []
    }
  }

  /// The bounds of the rules of a stepper and of the conditions that read it.
  private static func numberBounds(reading name: String, on screen: Screen) -> [Int] {
    var bounds: [Int] = []
    for control in screen.controls {
      let rules = control.kind.rules
      if control.name == name {
        for rule in rules {
          if case .atLeast(let bound) = rule.kind { bounds.append(bound) }
          if case .atMost(let bound) = rule.kind { bounds.append(bound) }
        }
      }
      for condition in rules.flatMap(\.conditions) + control.shownWhen
      where condition.name == name {
        if case .atLeast(let bound) = condition.test { bounds.append(bound) }
        if case .atMost(let bound) = condition.test { bounds.append(bound) }
      }
    }
    return bounds
  }

  /// The days that matter to a date, with the days either side of each.
  ///
  /// They are its own (its bounds, its starting day, the days the app gives it); each day its
  /// rules compare with (a fixed day, or the days of the date a rule reads); and each age
  /// boundary on the days an age rule compares with, with a 29 February near it. A flight's
  /// date the app loads is thus tried with the days around it, and a passenger's date of birth
  /// around each age boundary on it.
  private static func dayInputs(
    of control: ControlKind, on screen: Screen, given: [String: Set<CalendarDate>]
  ) -> Set<CalendarDate> {
    // A date's own days: its bounds, its starting day, the days the app gives it.
    func own(_ kind: ControlKind) -> Set<CalendarDate> {
      guard case .date(let date) = kind else { return [] }
      var days = Set([date.earliest, date.latest, date.day].compactMap { $0 })
      let name = kind.control.name
      days.formUnion(given[name] ?? [])
      if let member = RowReference(name)?.member { days.formUnion(given[member] ?? []) }
      return days
    }
    var references = own(control)
    var (boundaries, leapDays): (Set<CalendarDate>, Set<CalendarDate>) = ([], [])
    for rule in control.rules {
      let compared: Set<CalendarDate>
      switch rule.dateReference {
      case .day(let day)?: compared = [day]
      case .control(let name)?:
        compared = screen.controls.first { $0.name == name }.map { own($0.kind) } ?? []
      case nil: continue
      }
      references.formUnion(compared)
      guard let years = rule.ageTest?.years else { continue }
      for reference in compared {
        guard let boundary = birthday(yearsBefore: years, reference) else { continue }
        boundaries.insert(boundary)
        // Someone born on 29 February near the boundary.
        let leap = (boundary.year - 4...boundary.year).last(where: CalendarDate.isLeapYear)
        if let leap, let day = CalendarDate(year: leap, month: 2, day: 29) { leapDays.insert(day) }
      }
    }
    var days = leapDays
    for day in references.union(boundaries) {
      days.formUnion([day.adding(days: -1), day, day.adding(days: 1)].compactMap { $0 })
    }
    return days
  }

  /// The days the file's scenarios load into each date or set it to, by the name written (a
  /// row's date also by its name in the row): a flight's day the app loads is the day its
  /// passengers' rules (`on-or-before flight`, `age-under 2 on flight`) compare with, which no
  /// rule states.
  static func daysGiven(in file: CheckedFile) -> [String: Set<CalendarDate>] {
    var days: [String: Set<CalendarDate>] = [:]
    for scenario in file.scenarios {
      for step in scenario.steps {
        switch step.action {
        case .load(let name, .day(let day?)), .set(let name, .day(let day?)):
          days[name.name, default: []].insert(day)
          if let member = RowReference(name.name)?.member { days[member, default: []].insert(day) }
        default: continue
        }
      }
    }
    return days
  }

  /// The day `years` years before a day (28 February for a 29 February in a common year).
  private static func birthday(yearsBefore years: Int, _ day: CalendarDate) -> CalendarDate? {
    CalendarDate(year: day.year - years, month: day.month, day: day.day)
      ?? CalendarDate(year: day.year - years, month: day.month, day: day.day - 1)
  }

  /// The moves that give a control a value: a choice, presses of a stepper, a pick.
  static func moves(setting control: ControlKind, to value: ControlValue) -> [Move] {
    let name = Move.reference(control.control.name)
    switch (control, value) {
    case (.picker, .option(let option)): return [Move(action: .select(name, option))]
    case (.stepper(let stepper), .number(let target)):
      let current = stepper.value
      guard target != current else { return [] }
      let presses = (abs(target - current) + stepper.step - 1) / stepper.step
      return [
        Move(action: target > current ? .increment(name, presses) : .decrement(name, presses))
      ]
    case (.date, .day(let day)): return [Move(action: .pick(name, day))]
    default: return []
    }
  }

  /// The moves open on pickers, steppers and dates that take input now: each value of its
  /// inputs other than the one it holds, keyed by the control's index and the value's place
  /// among its inputs when the control's actions commute (``commuting``).
  func valueActions(
    into actions: inout [(key: ActionKey?, moves: [Move])],
    skipping skips: (Int32) -> Bool = { _ in false }
  ) {
    for (position, control) in parts.values.enumerated() {
      let index = valueKeys[position]
      guard !skips(index), let control, control.control.isEnabled, !control.control.isHidden,
        let current = control.value
      else { continue }
      for (place, value) in valueInputs[position].enumerated() where value != current {
        let moves = valueMoves[position]?[place] ?? Self.moves(setting: control, to: value)
        guard !moves.isEmpty else { continue }
        actions.append((index >= 0 ? ActionKey(control: index, text: Int32(place)) : nil, moves))
      }
    }
  }

  /// A word for a picker's, stepper's or date's starting value, exact as ``key(of:)``'s value.
  static func startingKey(of control: ControlKind) -> Int32 {
    switch (control, control.startingValue) {
    case (.picker(let picker), .option(let option)?):
      option.flatMap { picker.options.firstIndex(of: $0) }.map { Int32($0 + 1) } ?? 0
    case (_, .number(let number)?): Int32(clamping: number)
    case (_, .day(let day)?): day.map { Int32(clamping: $0.daysSince1970) } ?? .min
    default: 0
    }
  }

  /// A picker's, stepper's or date's part of the state's key: its value, state, enablement
  /// and visibility.
  static func key(of control: ControlKind) -> (value: Int32, state: Int32) {
    // Each kind read as its own type: through `any Control` and `any IValidatable`, a key
    // cost the explorer a tenth of its time on the address screen.
    let (value, validity, isEnabled, isHidden): (Int32, Validity, Bool, Bool)
    switch control {
    case .picker(let picker):
      value = picker.selectedPosition.map { Int32($0 + 1) } ?? 0
      (validity, isEnabled, isHidden) = (picker.validity, picker.isEnabled, picker.isHidden)
    case .stepper(let stepper):
      value = Int32(clamping: stepper.value)
      (validity, isEnabled, isHidden) = (stepper.validity, stepper.isEnabled, stepper.isHidden)
    case .date(let date):
      value = date.day.map { Int32(clamping: $0.daysSince1970) } ?? .min
      (validity, isEnabled, isHidden) = (date.validity, date.isEnabled, date.isHidden)
    case .field, .toggle, .button:
      let base = control.control
      value = 0
      validity = control.validatable.validity
      (isEnabled, isHidden) = (base.isEnabled, base.isHidden)
    }
    return (value, code(validity) << 2 | (isEnabled ? 2 : 0) | (isHidden ? 1 : 0))
  }
}
