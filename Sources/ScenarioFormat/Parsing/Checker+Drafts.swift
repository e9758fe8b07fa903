import ControlModel

// What the checker asks of version 2.1's lines: conditions on dirtiness, `enabled when`,
// `load GROUP rows N`, `commit`, `GROUP[*]` in `never`, and days relative to today, read on
// the file's `today` line moved by the `today` steps before them.

extension Checker {
  /// The `never` lines: their names as in steps, and `GROUP[*].NAME` of one group each.
  mutating func checkInvariants(_ invariants: [Invariant]) {
    scope = .invariant
    for invariant in invariants {
      everyRowGroups = (nil, [])
      for condition in invariant.conditions {
        switch condition.check {
        case .state(let state): resolve(condition.name, as: state.kinds, by: state.rawValue)
        case .value(let value): checkCondition(value)
        case .rows: resolve(condition.name, by: .rows)
        }
      }
      if let button = invariant.afterTap {
        resolve(button, as: [.button], by: "never … after tap")
      }
    }
  }

  /// The background's steps, then each scenario's, each with the day that is today where it
  /// runs.
  mutating func checkSteps(of file: ScenarioFile) {
    today = startingToday
    for step in file.background?.steps ?? [] { checkWithItsToday(step) }
    let start = today
    for scenario in file.scenarios {
      today = start
      let before = diagnostics.count
      for step in scenario.steps { checkWithItsToday(step) }
      // A step an examples row made: the error names the row, as the parser's do.
      if let row = scenario.examplePosition {
        let note = Diagnostic.Note(position: row, message: Diagnostic.Note.inExample)
        for index in before..<diagnostics.count where diagnostics[index].notes.isEmpty {
          diagnostics[index] = diagnostics[index].noting(note)
        }
      }
    }
  }

  /// A step on the day that is today where it runs; a `today` step moves today, and the days
  /// the declarations write relative to it are read again on the new day.
  private mutating func checkWithItsToday(_ step: Step) {
    checkDay(of: step)
    check(step)
    guard case .today = step.action else { return }
    today = ScenarioFile.today(after: step, from: today)
    for day in declaredRelativeDays { checkCalendar(day, movedBy: step) }
  }

  /// A declaration's conditions on dirtiness, its `enabled when` line, and its days relative
  /// to today.
  mutating func checkVersion21(_ declaration: Declaration) {
    let owner = declaration.name
    for condition in declaration.details.rules.flatMap(\.dirtiness) {
      checkDirtiness(condition, on: owner, itself: .conditionOnItself(owner.name))
    }
    for condition in declaration.shownWhen?.dirtiness ?? [] {
      checkDirtiness(condition, on: owner, itself: .shownWhenOnItself(owner.name))
    }
    if let enabled = declaration.enabledWhen {
      checkConditions(enabled.conditions, on: owner, itself: .enabledWhenOnItself(owner.name))
      for condition in enabled.dirtiness {
        checkDirtiness(condition, on: owner, itself: .enabledWhenOnItself(owner.name))
      }
    }
    var relative = declaration.details.rules.compactMap(\.relativeReference)
    if case .date(let options) = declaration.details {
      relative += [options.relativeFrom, options.relativeTo, options.relativeSelected]
        .compactMap { $0 }
      if !isTodayWritten { checkOrder(of: options) }
    }
    for day in relative { checkCalendar(day) }
    declaredRelativeDays += relative
  }

  /// A date's bounds and starting day in order on the runner's today, where one is written
  /// relative to today and the file has no `today` line (with one, the line's parsing checks
  /// them): at the starting day, else at the bound written relative to today.
  private mutating func checkOrder(of options: DateOptions) {
    guard let today else { return }
    func read(_ written: CalendarDate?, _ relative: RelativeDay?) -> (String, CalendarDate)? {
      if let relative { return relative.day(today: today).map { (relative.description, $0) } }
      return written.map { ($0.description, $0) }
    }
    let (from, to) = (
      read(options.from, options.relativeFrom), read(options.to, options.relativeTo)
    )
    let place = options.relativeSelected ?? options.relativeFrom ?? options.relativeTo
    guard let place else { return }
    if let from, let to, from.1 > to.1 {
      diagnostics.append(Diagnostic(.boundsOutOfOrder(from.0, to.0), at: place.position))
      return
    }
    guard let selected = read(options.selected, options.relativeSelected),
      from.map({ $0.1 > selected.1 }) == true || to.map({ selected.1 > $0.1 }) == true
    else { return }
    let bounds = [from.map { "from \($0.0)" }, to.map { "to \($0.0)" }].compactMap { $0 }
      .joined(separator: " ")
    diagnostics.append(
      Diagnostic(
        .startOutsideBounds("selected", selected.0, "'\(bounds)'"), at: place.position))
  }

  /// `NAME dirty` or `NAME pristine`: NAME is a control with a value, a manager or a group,
  /// other than the line's own.
  private mutating func checkDirtiness(
    _ condition: DirtinessCondition, on owner: NameReference, itself: DiagnosticMessage
  ) {
    guard condition.name.name != owner.name else {
      diagnostics.append(Diagnostic(itself, at: condition.name.position))
      return
    }
    let word: Keyword.Condition = condition.isDirty ? .dirty : .pristine
    resolve(condition.name, as: word.kinds, by: "when … \(word.rawValue)")
  }

  /// `load GROUP rows N`: GROUP is a group, and N lies within its bounds (an error at N).
  mutating func checkLoadedRows(_ rows: Int, of group: NameReference, in step: Step) {
    let before = diagnostics.count
    resolve(group, as: [.group], by: "load … rows")
    guard diagnostics.count == before, let bounds = rowBounds[group.name], !bounds.contains(rows)
    else { return }
    let column = step.lastTokenColumn
    diagnostics.append(
      Diagnostic(
        .startingRowsOutsideBounds(rows, bounds.lowerBound, bounds.upperBound),
        at: SourcePosition(file: step.position.file, line: step.position.line, column: column)))
  }

  /// A step's day relative to today falls within the calendar on the day that is today there.
  private mutating func checkDay(of step: Step) {
    if let relative = step.relativeDay { checkCalendar(relative) }
  }

  /// A day relative to today falls within the calendar on today, when known; read again after
  /// a `today` step, the error notes the step.
  private mutating func checkCalendar(_ relative: RelativeDay, movedBy step: Step? = nil) {
    guard let today, relative.day(today: today) == nil else { return }
    let notes = step.map {
      [Diagnostic.Note(position: $0.position, message: "today becomes \(today) here")]
    }
    diagnostics.append(
      Diagnostic(
        .dayOutsideCalendar(relative.description, today: today), at: relative.position,
        notes: notes ?? []))
  }

  /// `GROUP[*].NAME`: only in `never`, one group per invariant, naming a row name of its
  /// group.
  mutating func resolve(
    _ everyRow: EveryRowReference, at reference: NameReference, as kinds: [DeclarationKind],
    by user: String
  ) {
    guard scope == .invariant else {
      diagnostics.append(
        Diagnostic(
          .everyRowOutsideNever(everyRow, inDeclaration: scope != .steps), at: reference.position))
      return
    }
    if let first = everyRowGroups.first, first != everyRow.group {
      if everyRowGroups.reported.insert(everyRow.group).inserted {
        diagnostics.append(
          Diagnostic(
            .secondEveryRowGroup(everyRow.group, first: first), at: reference.position))
      }
      return
    }
    everyRowGroups.first = everyRow.group
    resolve(member: everyRow.member, of: everyRow.group, at: reference, as: kinds, by: user)
  }
}
