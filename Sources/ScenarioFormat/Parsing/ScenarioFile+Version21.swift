// Where a file uses what version 2.1 adds: what a runner that does not replay it yet names.

extension ScenarioFile {
  /// The first place where the file uses each line or word that version 2.1 adds (`today`,
  /// `background`, `commit`, `commits`, `enabled when`, `dirty` and `pristine` in a condition,
  /// `load … rows`, `GROUP[*]`), in file order, each with its words.
  package var version21Uses: [(construct: String, position: SourcePosition)] {
    var uses: [String: SourcePosition] = [:]
    func note(_ construct: String, _ position: SourcePosition) {
      if let first = uses[construct], first < position { return }
      uses[construct] = position
    }
    let today = Keyword.Step.today.rawValue
    if let line = self.today { note(today, line.position) }
    if let background { note(Keyword.Word.background.rawValue, background.position) }
    for declaration in declarations {
      noteUses(of: declaration, note)
    }
    for condition in invariants.flatMap(\.conditions) where condition.name.everyRow != nil {
      note("GROUP[\(Keyword.everyRow)]", condition.name.position)
    }
    for step in (background?.steps ?? []) + scenarios.flatMap(\.steps) {
      if let relative = step.relativeDay { note(today, relative.position) }
      switch step.action {
      case .today: note(today, step.position)
      case .commit: note(Keyword.Step.commit.rawValue, step.position)
      case .loadRows:
        note("\(Keyword.Step.load.rawValue) … \(Keyword.GroupOption.rows.rawValue)", step.position)
      case .type, .paste, .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle,
        .select, .increment, .decrement, .pick, .add, .remove, .set, .load, .reset, .wait,
        .expect, .explain, .answer:
        break
      }
    }
    return uses.map { ($0.key, $0.value) }.sorted { $0.position < $1.position }
  }

  /// Notes what a declaration uses of version 2.1.
  private func noteUses(
    of declaration: Declaration, _ note: (String, SourcePosition) -> Void
  ) {
    let today = Keyword.Step.today.rawValue
    if declaration.lifecycle.commits {
      note(Keyword.LifecycleOption.commits.rawValue, declaration.name.position)
    }
    if let enabled = declaration.enabledWhen {
      note(
        "\(Keyword.Declaration.enabled.rawValue) \(Keyword.Word.when.rawValue)", enabled.position)
    }
    let dirtiness =
      declaration.details.rules.flatMap(\.dirtiness) + (declaration.shownWhen?.dirtiness ?? [])
      + (declaration.enabledWhen?.dirtiness ?? [])
    for condition in dirtiness {
      let word: Keyword.Condition = condition.isDirty ? .dirty : .pristine
      note("\(Keyword.Word.when.rawValue) … \(word.rawValue)", condition.name.position)
    }
    var relative = declaration.details.rules.compactMap(\.relativeReference)
    if case .date(let options) = declaration.details {
      relative += [options.relativeFrom, options.relativeTo, options.relativeSelected]
        .compactMap { $0 }
    }
    for day in relative { note(today, day.position) }
  }
}
