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
    today = file.today?.day
    for step in file.background?.steps ?? [] {
      checkDay(of: step)
      check(step)
      today = ScenarioFile.today(after: step, from: today)
    }
    let start = today
    for scenario in file.scenarios {
      today = start
      for step in scenario.steps {
        checkDay(of: step)
        check(step)
        today = ScenarioFile.today(after: step, from: today)
      }
    }
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
    }
    for day in relative { checkCalendar(day) }
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
    let column = step.lineEnd - String(rows).count
    diagnostics.append(
      Diagnostic(
        .startingRowsOutsideBounds(rows, bounds.lowerBound, bounds.upperBound),
        at: SourcePosition(file: step.position.file, line: step.position.line, column: column)))
  }

  /// A step's day relative to today falls within the calendar on the day that is today there.
  private mutating func checkDay(of step: Step) {
    if let relative = step.relativeDay { checkCalendar(relative) }
  }

  /// A day relative to today falls within the calendar on today, when the file says which
  /// day that is.
  private mutating func checkCalendar(_ relative: RelativeDay) {
    guard let today, relative.day(today: today) == nil else { return }
    diagnostics.append(
      Diagnostic(
        .dayOutsideCalendar(relative.description, today: today), at: relative.position))
  }

  /// `GROUP[*].NAME`: only in `never`, one group per invariant, naming a row name of its
  /// group.
  mutating func resolve(
    _ everyRow: EveryRowReference, at reference: NameReference, as kinds: [DeclarationKind],
    by user: String
  ) {
    guard scope == .invariant else {
      diagnostics.append(Diagnostic(.everyRowOutsideNever(everyRow), at: reference.position))
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
