import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The values the explorer gives pickers, steppers and dates, from the rules and conditions that
/// read them and the days the file's scenarios give them.
enum ValueInputs {
  /// The values the explorer gives a picker, stepper or date: every option and none; each
  /// stepper bound and each bound a rule or condition sets, with its neighbours; for a date,
  /// the days that matter to it (``dayInputs(of:on:given:)``) and none.
  static func of(
    _ control: ControlKind, on screen: Screen, given: Given = Given()
  ) -> [ControlValue] {
    switch control {
    case .picker(let picker):
      return picker.options.map { ControlValue.option($0) } + [.option(nil)]
    case .stepper(let stepper):
      var numbers: Set<Int> = [stepper.range.lowerBound, stepper.range.upperBound, stepper.value]
      for bound in numberBounds(reading: stepper.name, on: screen, invariants: given.conditions) {
        numbers.formUnion([bound &- 1, bound, bound &+ 1])
      }
      return numbers.filter(stepper.range.contains).sorted().map { ControlValue.number($0) }
    case .date(let date):
      let days = dayInputs(of: control, on: screen, given: given.days).filter(date.allows)
      return [.day(nil)] + days.sorted().map { ControlValue.day($0) }
    case .field, .toggle, .button:
      return []
    }
  }

  /// The bounds of the rules of a stepper and of the conditions that read it: a rule's `when`,
  /// a `shown when`, a button's `enabled when` and the file's `never` lines (a row's stepper
  /// by its name in any row, and `GROUP[*].NAME`).
  private static func numberBounds(
    reading name: String, on screen: Screen, invariants: [RuleCondition]
  ) -> [Int] {
    let key = templateKey(name)
    var bounds: [Int] = []
    var conditions = invariants
    for control in screen.controls {
      let rules = control.kind.rules
      if control.name == name {
        for rule in rules {
          if case .atLeast(let bound) = rule.kind { bounds.append(bound) }
          if case .atMost(let bound) = rule.kind { bounds.append(bound) }
        }
      }
      conditions += rules.flatMap(\.conditions) + control.shownWhen
      if case .button(let button) = control.kind { conditions += button.enabledWhen }
    }
    for condition in conditions where templateKey(condition.name) == key {
      if case .atLeast(let bound) = condition.test { bounds.append(bound) }
      if case .atMost(let bound) = condition.test { bounds.append(bound) }
    }
    return bounds
  }

  /// A name the same for every row of its group (`job[].bags` for `job[2].bags` and
  /// `job[*].bags`); any other name as it is.
  private static func templateKey(_ name: String) -> String {
    RowReference.templateKey(of: name) ?? name
  }

  /// The days that matter to a date, with the days either side of each.
  ///
  /// They are its own (its bounds, its starting day, the days the app gives it); each day its
  /// rules compare with (a fixed day, or the days of the date a rule reads); and each age
  /// boundary on the days an age rule compares with, with a 29 February near it. A flight's
  /// date the app loads is thus tried with the days around it, and a passenger's date of birth
  /// around each age boundary on it.
  private static func dayInputs(
    of control: ControlKind, on screen: Screen, given: [String: Set<CalendarDate>],
    visiting: Set<String> = []
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
      var compared: Set<CalendarDate>
      switch rule.dateReference {
      case .day(let day)?: compared = [day]
      case .today(let offset)?: compared = [DayBound.today(offset: offset).day(today: screen.today)]
      case .control(let name)?:
        guard let reference = dateControl(named: name, readBy: control, on: screen) else {
          continue
        }
        compared = own(reference)
        // A date with no days of its own is given those of the search: the ages are taken on
        // them.
        let referenceName = reference.control.name
        if compared.isEmpty, !visiting.contains(referenceName) {
          compared = dayInputs(
            of: reference, on: screen, given: given,
            visiting: visiting.union([control.control.name]))
        }
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
    // A date that nothing dates (no bound, starting day, day given or compared): days around
    // today and a spread either side, never only none.
    if days.isEmpty { days = spread(around: screen.today) }
    return days
  }

  /// The control a rule of a control names: in a row, the row's own control of that name
  /// first.
  private static func dateControl(
    named name: String, readBy control: ControlKind, on screen: Screen
  ) -> ControlKind? {
    if let row = RowReference(control.control.name),
      let inRow = screen.control(
        named: RowReference(group: row.group, row: row.row, member: name).name)
    {
      return inRow.kind
    }
    return screen.control(named: name)?.kind
  }

  /// Today with the days either side, and a year and ten years either side.
  private static func spread(around today: CalendarDate) -> Set<CalendarDate> {
    Set([-3650, -365, -1, 0, 1, 365, 3650].compactMap { today.adding(days: $0) })
  }

  /// What a file gives the values beyond its screen: the days its scenarios give dates, and
  /// the value conditions its `never` lines read.
  struct Given {
    /// The days given each date (``daysGiven(in:)``).
    var days: [String: Set<CalendarDate>] = [:]
    /// The value conditions of the file's `never` lines.
    var conditions: [RuleCondition] = []

    /// What a file gives.
    init(file: CheckedFile) {
      days = ValueInputs.daysGiven(in: file)
      conditions = file.file.invariants.flatMap(\.conditions).compactMap { condition in
        if case .value(let value) = condition.check { value.condition } else { nil }
      }
    }

    /// Nothing given.
    init() {}
  }

  /// The days the file's scenarios load into each date, set it to or pick, by the name written (a
  /// row's date also by its name in the row): a flight's day the app loads is the day its
  /// passengers' rules (`on-or-before flight`, `age-under 2 on flight`) compare with, which no
  /// rule states.
  static func daysGiven(in file: CheckedFile) -> [String: Set<CalendarDate>] {
    var days: [String: Set<CalendarDate>] = [:]
    do {
      for step in file.file.stepsWritten {
        switch step.action {
        case .load(let name, .day(let day?)), .set(let name, .day(let day?)),
          .pick(let name, let day?):
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
}
