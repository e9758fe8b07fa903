// The factories of the controls other than text fields, which the screen keeps in declaration
// order.

extension Screen {
  /// Makes a switch on this screen.
  ///
  /// - Parameters:
  ///   - name: The switch's name.
  ///   - isOn: Whether it starts on.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new switch.
  /// - Precondition: No control or manager of this screen has the name.
  public func makeSwitch(
    _ name: String, isOn: Bool = false, fileID: String = #fileID, line: Int = #line
  ) -> Switch {
    let control = Switch(name: name, screen: self, domain: SwitchDomain(), value: .on(isOn))
    register(control)
    noteOrigin(of: name, fileID: fileID, line: line)
    return control
  }

  /// Makes a button on this screen.
  ///
  /// - Parameters:
  ///   - name: The button's name.
  ///   - submits: The fields whose `on-submit` errors a tap opens.
  ///   - busy: How long the button stays busy after an accepted tap with a valid form, when it
  ///     has no ``Button/action`` of the app's: a simulated request that the clock answers.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new button.
  /// - Precondition: No control or manager of this screen has the name, and the submitted
  ///   fields belong to this screen.
  public func makeButton(
    _ name: String,
    submits: [TextField] = [],
    busy: Duration? = nil,
    fileID: String = #fileID,
    line: Int = #line
  ) -> Button {
    for field in submits where field.screen !== self {
      Self.mistake("'\(field.name)' belongs to another screen than button '\(name)'")
    }
    let button = Button(
      name: name, screen: self, submits: submits.filter { $0.screen === self }, busy: busy)
    register(button)
    buttons.append(button)
    noteOrigin(of: name, fileID: fileID, line: line)
    return button
  }

  /// Makes a picker on this screen: a single choice among options, or nothing.
  ///
  /// - Parameters:
  ///   - name: The picker's name.
  ///   - options: The options, in the order the user sees them: at least one, each once.
  ///   - selection: The option chosen at the start, if any.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new picker, after the controls made before it.
  /// - Precondition: No control or manager of this screen has the name; the options are not
  ///   empty and distinct (as `String`s); a selection is one of them.
  public func makePicker(
    _ name: String, options: [String], selection: String? = nil, fileID: String = #fileID,
    line: Int = #line
  ) -> Picker {
    if options.isEmpty { Self.mistake("the picker '\(name)' has no option") }
    var seen = Set<String>()
    let distinct = options.filter { seen.insert($0).inserted }
    if distinct.count < options.count { Self.mistake("the options of '\(name)' repeat") }
    let chosen = selection.flatMap { distinct.firstIndex(of: $0) }.map { distinct[$0] }
    if selection != nil, chosen == nil {
      Self.mistake("the selection of '\(name)' is none of its options")
    }
    let picker = Picker(
      name: name, screen: self, domain: PickerDomain(options: distinct), value: .option(chosen))
    register(picker)
    noteOrigin(of: name, fileID: fileID, line: line)
    return picker
  }

  /// Makes a stepper on this screen: a whole number in a range, changed a step at a time.
  ///
  /// - Parameters:
  ///   - name: The stepper's name.
  ///   - range: The numbers it may hold: `0...100` unless you pass one.
  ///   - step: What one press adds or subtracts, at least 1.
  ///   - value: The number at the start: the range's lower bound unless you pass one.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new stepper.
  /// - Precondition: No control or manager has the name; `step` >= 1; `value` lies in `range`.
  public func makeStepper(
    _ name: String, range: ClosedRange<Int> = 0...100, step: Int = 1, value: Int? = nil,
    fileID: String = #fileID, line: Int = #line
  ) -> Stepper {
    if step < 1 { Self.mistake("the step of '\(name)' is \(step); it is at least 1") }
    var start = value ?? range.lowerBound
    if !range.contains(start) {
      Self.mistake("the value of '\(name)' lies outside \(range)")
      start = min(max(start, range.lowerBound), range.upperBound)
    }
    let stepper = Stepper(
      name: name, screen: self, domain: StepperDomain(range: range, step: max(1, step)),
      value: .number(start))
    register(stepper)
    noteOrigin(of: name, fileID: fileID, line: line)
    return stepper
  }

  /// Makes a date picker on this screen: a calendar day within optional bounds, or no day.
  ///
  /// - Parameters:
  ///   - name: The date picker's name.
  ///   - earliest: The first day the user may pick, if any.
  ///   - latest: The last day the user may pick, if any.
  ///   - day: The day picked at the start, if any.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new date picker.
  /// - Precondition: No control or manager has the name; `earliest` <= `day` <= `latest`.
  public func makeDatePicker(
    _ name: String, from earliest: CalendarDate? = nil, to latest: CalendarDate? = nil,
    selection day: CalendarDate? = nil, fileID: String = #fileID, line: Int = #line
  ) -> DatePicker {
    var (earliest, latest, day) = (earliest, latest, day)
    if let first = earliest, let last = latest, first > last {
      Self.mistake("the bounds of '\(name)' are out of order")
      (earliest, latest) = (last, first)
    }
    if let picked = day,
      !((earliest.map { $0 <= picked } ?? true) && (latest.map { picked <= $0 } ?? true))
    {
      Self.mistake("the day of '\(name)' lies outside its bounds")
      day = nil
    }
    return makeDatePicker(
      name, between: earliest.map(DayBound.day), and: latest.map(DayBound.day), selection: day,
      fileID: fileID, line: line)
  }

  /// Makes a date picker on this screen whose bounds may count from today: "available from
  /// today to 180 days ahead".
  ///
  /// A bound counted from today reads the screen's today (its clock's
  /// ``ScreenClock/today``) at each pick, so that a screen left open over midnight moves its
  /// bounds; a day picked before stays, and only new picks are refused.
  ///
  /// ```swift
  /// let available = screen.makeDatePicker(
  ///   "available", between: .today(offset: 0), and: .today(offset: 180))
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name unique on the screen.
  ///   - earliest: The first day the user may pick, if any.
  ///   - latest: The last day the user may pick, if any.
  ///   - day: The day it starts with, if any.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The date picker.
  /// Bounds counted from today may cross as today moves (`from today to 2026-12-01` after that
  /// day), and a row made later may start with a day counted from today that lies outside
  /// them: the date picker is made all the same and holds its starting day, as it holds a day
  /// the bounds left behind, and refuses every pick outside them.
  ///
  /// - Precondition: The name is new on the screen.
  public func makeDatePicker(
    _ name: String, between earliest: DayBound?, and latest: DayBound?,
    selection day: CalendarDate? = nil, fileID: String = #fileID, line: Int = #line
  ) -> DatePicker {
    let domain = DateDomain(lowerBound: earliest, upperBound: latest, todayReader: todayReader)
    let date = DatePicker(name: name, screen: self, domain: domain, value: .day(day))
    register(date)
    noteOrigin(of: name, fileID: fileID, line: line)
    return date
  }

  /// The picker, stepper or date picker with this name, if there is one.
  ///
  /// - Parameter name: A control's name.
  /// - Returns: The control, or `nil` when there is none or it is another kind.
  func valueControl(named name: String) -> (any AnyValueControl)? {
    control(named: name)?.kind.valueControl
  }
}
