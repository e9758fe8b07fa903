import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// Plants each operator's mistakes in a declared screen, one mutant per changed declaration.
enum Mutator {
  /// Every mutant of a file's screen: its declarations changed, or for a screen built in
  /// Swift, the built screen changed through the model's API.
  static func mutants(of file: CheckedFile) -> [Mutant] {
    file.factory == nil ? mutants(of: file.file) : builtMutants(of: file)
  }

  /// One mistake planted in a declared screen, before it is numbered.
  private struct Planted {
    let mutation: MutationOperator
    let description: String
    let check: String
    let place: NameReference
    let declarations: [Declaration]
    let subjects: Set<String>
  }

  /// The mistakes planted so far, each in a copy of the screen's declarations.
  private struct Planting {
    let declarations: [Declaration]
    var planted: [Planted] = []

    /// Plants a mistake that changes one declaration's details.
    mutating func plant(
      _ mutation: MutationOperator, _ description: String, checks check: String,
      at place: NameReference, _ index: Int, _ details: Declaration.Details
    ) {
      var changed = declarations
      changed[index].details = details
      planted.append(
        Planted(
          mutation: mutation, description: description, check: check, place: place,
          declarations: changed, subjects: [declarations[index].name.name]))
    }
  }

  /// Every mutant of a file's declared screen, in declaration order; none for a screen from the
  /// catalogue, whose declarations are Swift code.
  static func mutants(of file: ScenarioFile) -> [Mutant] {
    guard file.catalogueScreen == nil else { return [] }
    var planting = Planting(declarations: file.declarations)
    for (index, declaration) in file.declarations.enumerated() {
      let name = declaration.name
      switch declaration.details {
      case .field(let options):
        for (mutation, description, check, place, changed) in fieldMutants(name, options) {
          planting.plant(mutation, description, checks: check, at: place, index, .field(changed))
        }
      case .switch, .picker, .stepper, .date:
        for mutant in ruleMutants(of: declaration, in: file.declarations) {
          planting.plant(
            mutant.operator, mutant.description, checks: mutant.check, at: mutant.place,
            index, mutant.details)
        }
      case .button(let submits, let busy, let rows):
        plantButtonMutants(name, index, submits: submits, busy: busy, rows: rows, in: &planting)
      case .group(let options):
        plantGroupMutants(name, index, options, in: &planting)
      case .manager(let verifies, let manages):
        plantManagerMutants(name, index, verifies: verifies, manages: manages, in: &planting)
      }
      plantLifecycleMutants(of: declaration, index, in: &planting)
      if let shown = declaration.shownWhen {
        var changed = file.declarations
        changed[index].shownWhen = nil
        let said = shown.conditions.map(\.condition.description).joined(separator: " and ")
        planting.planted.append(
          Planted(
            mutation: .droppedShownWhen, description: "'\(name.name)' is shown always",
            check: "'\(name.name)' is shown only while \(said)",
            place: NameReference(name: "shown", position: shown.position),
            declarations: changed, subjects: [name.name]))
      }
    }
    return planting.planted.enumerated().map { offset, planted in
      var mutated = file
      mutated.declarations = planted.declarations
      return Mutant(
        id: offset + 1, mutationOperator: planted.mutation, description: planted.description,
        check: planted.check, position: planted.place.position,
        length: max(1, planted.place.name.count), file: mutated, subjects: planted.subjects)
    }
  }

  /// A manager's `needs-change` and a button's `commits`, `resets` and `focus-invalid` dropped,
  /// and a control's starting value changed.
  private static func plantLifecycleMutants(
    of declaration: Declaration, _ index: Int, in planting: inout Planting
  ) {
    let name = declaration.name
    func plant(
      _ mutation: MutationOperator, _ description: String, checks check: String,
      _ change: (inout Declaration) -> Void
    ) {
      var changed = planting.declarations
      change(&changed[index])
      planting.planted.append(
        Planted(
          mutation: mutation, description: description, check: check, place: name,
          declarations: changed, subjects: [name.name]))
    }
    if declaration.lifecycle.needsChange {
      plant(
        .droppedNeedsChange, "manager '\(name.name)' no longer waits for a change",
        checks: "manager '\(name.name)' holds its controls back until something changed"
      ) { $0.lifecycle.needsChange = false }
    }
    if declaration.lifecycle.commits {
      plant(
        .droppedCommits, "button '\(name.name)' no longer commits",
        checks: "button '\(name.name)' commits what it sent when its request ends well"
      ) { $0.lifecycle.commits = false }
    }
    if let target = declaration.lifecycle.resets {
      let what = target.name.map { "what '\($0.name)' holds" } ?? "the screen"
      plant(
        .droppedResets, "button '\(name.name)' no longer resets",
        checks: "button '\(name.name)' puts \(what) back to its starting values"
      ) { $0.lifecycle.resets = nil }
    }
    if let enabled = declaration.enabledWhen {
      plantEnabledWhenMutants(of: name, enabled, index, in: &planting)
    }
    if declaration.lifecycle.focusesInvalid {
      plant(
        .droppedFocusInvalid, "button '\(name.name)' no longer focuses the first invalid field",
        checks: "button '\(name.name)' moves the focus to the first invalid field it submits"
      ) { $0.lifecycle.focusesInvalid = false }
    }
    guard let (details, from, to) = changedStart(of: declaration.details) else { return }
    plant(
      .changedStartingValue,
      "\(declaration.kind.rawValue) '\(name.name)' starts with \(to) instead of \(from)",
      checks: "\(declaration.kind.rawValue) '\(name.name)' starts with \(from)"
    ) { $0.details = details }
  }

  /// A button's `enabled when` with each condition dropped (the line, for one condition) and
  /// each negated.
  private static func plantEnabledWhenMutants(
    of name: NameReference, _ enabled: Declaration.EnabledWhen, _ index: Int,
    in planting: inout Planting
  ) {
    let conditions = enabled.conditions.map(\.condition) + enabled.dirtiness.map(\.condition)
    let all = conditions.map(\.description).joined(separator: " and ")
    let place = NameReference(name: "enabled", position: enabled.position)
    func plant(
      _ mutation: MutationOperator, _ description: String, _ with: Declaration.EnabledWhen?
    ) {
      var changed = planting.declarations
      changed[index].enabledWhen = with
      planting.planted.append(
        Planted(
          mutation: mutation, description: description,
          check: "'\(name.name)' is enabled only while \(all)", place: place,
          declarations: changed, subjects: [name.name]))
    }
    let count = enabled.conditions.count + enabled.dirtiness.count
    for (position, condition) in conditions.enumerated() {
      plant(
        .droppedEnabledWhen,
        "'\(name.name)' is enabled without its condition '\(condition.description)'",
        count == 1 ? nil : enabled.removing(at: position))
      plant(
        .negatedEnabledWhen,
        "'\(name.name)' is enabled while '\(condition.negated.description)' instead of "
          + "'\(condition.description)'", enabled.negating(at: position))
    }
  }

  /// A declaration with another starting value, with the value it had and has, as a message
  /// writes them (a secure field's text masked); `nil` for one that starts as its kind does.
  private static func changedStart(of details: Declaration.Details)
    -> (Declaration.Details, from: String, to: String)?
  {
    switch details {
    case .field(var options):
      guard let text = options.text, !text.isEmpty else { return nil }
      options.text = nil
      let shown = options.isSecure ? Masking.mask(text) : text
      return (.field(options), shown.scenarioQuoted, "\"\"")
    case .switch(let isOn, let rules):
      guard isOn else { return nil }
      return (.switch(isOn: false, rules: rules), "on", "off")
    case .picker(var options):
      guard let selected = options.selected else { return nil }
      options.selected = nil
      return (.picker(options), selected.scenarioQuoted, ControlValue.noneWord)
    case .stepper(var options):
      guard let value = options.value, value != options.from || options.to > options.from
      else { return nil }
      let other = value + options.step <= options.to ? value + options.step : value - options.step
      guard other >= options.from else { return nil }
      options.value = other
      return (.stepper(options), "\(value)", "\(other)")
    case .date(var options):
      guard let selected = options.selected else { return nil }
      options.selected = nil
      return (.date(options), selected.description, ControlValue.noneWord)
    case .button, .manager, .group:
      return nil
    }
  }

  private static func plantButtonMutants(
    _ name: NameReference, _ index: Int, submits: [NameReference], busy: Duration?,
    rows: Declaration.RowChange?, in planting: inout Planting
  ) {
    if !submits.isEmpty {
      planting.plant(
        .droppedSubmits, "button '\(name.name)' no longer submits its fields",
        checks: "button '\(name.name)' submits its fields", at: name, index,
        .button(submits: [], busy: busy, rows: rows))
    }
    if busy != nil {
      planting.plant(
        .droppedBusy, "button '\(name.name)' is never busy",
        checks: "button '\(name.name)' is busy after a tap", at: name, index,
        .button(submits: submits, busy: nil, rows: rows))
    }
    if let rows {
      let (verb, checks) =
        switch rows {
        case .adds: ("adds to", "adds a row to")
        case .removes: ("removes from", "removes the last row of")
        }
      planting.plant(
        .droppedRowChange, "button '\(name.name)' \(verb) no group",
        checks: "button '\(name.name)' \(checks) group '\(rows.group.name)'", at: rows.group,
        index, .button(submits: submits, busy: busy, rows: nil))
    }
  }

  /// A group's bounds moved by one each way, where the bounds stay in order and hold the
  /// starting rows.
  private static func plantGroupMutants(
    _ name: NameReference, _ index: Int, _ options: GroupOptions, in planting: inout Planting
  ) {
    let shifts: [(String, WritableKeyPath<GroupOptions, Int>, Int)] = [
      ("from", \.from, -1), ("from", \.from, 1), ("to", \.to, -1), ("to", \.to, 1),
    ]
    for (word, bound, shift) in shifts {
      var changed = options
      changed[keyPath: bound] += shift
      changed.rows = options.startingRows
      guard changed.from >= 0, changed.from <= changed.to,
        changed.bounds.contains(changed.startingRows)
      else { continue }
      planting.plant(
        .shiftedGroupBound,
        "group '\(name.name)' has '\(word) \(changed[keyPath: bound])'",
        checks: "group '\(name.name)' has '\(word) \(options[keyPath: bound])'", at: name, index,
        .group(changed))
    }
  }

  private static func plantManagerMutants(
    _ name: NameReference, _ index: Int, verifies: [NameReference], manages: [NameReference],
    in planting: inout Planting
  ) {
    for (reference, fewer) in verifies.eachLeftOut {
      planting.plant(
        .forgottenMember, "manager '\(name.name)' no longer verifies '\(reference.name)'",
        checks: "manager '\(name.name)' verifies '\(reference.name)'",
        at: reference, index, .manager(verifies: fewer, manages: manages))
    }
    for (reference, fewer) in manages.eachLeftOut {
      planting.plant(
        .forgottenManagedControl,
        "manager '\(name.name)' no longer manages '\(reference.name)'",
        checks: "manager '\(name.name)' manages '\(reference.name)'", at: reference,
        index, .manager(verifies: verifies, manages: fewer))
      let declarations = planting.declarations
      for (other, otherDeclaration) in declarations.enumerated() where other != index {
        guard case .manager(let otherVerifies, let otherManages) = otherDeclaration.details,
          !otherManages.contains(where: { $0.name == reference.name })
        else { continue }
        var changed = declarations
        changed[index].details = .manager(verifies: verifies, manages: fewer)
        changed[other].details = .manager(
          verifies: otherVerifies, manages: otherManages + [reference])
        let otherName = otherDeclaration.name.name
        planting.planted.append(
          Planted(
            mutation: .movedManagedControl,
            description: "'\(reference.name)' is managed by '\(otherName)' instead of "
              + "'\(name.name)'",
            check: "'\(reference.name)' is managed by '\(name.name)', not '\(otherName)'",
            place: reference, declarations: changed,
            subjects: [name.name, otherName, reference.name]))
      }
    }
  }

}

extension Array {
  /// Each element with the array that leaves it out: what forgetting one member, or dropping
  /// one rule, leaves.
  var eachLeftOut: [(element: Element, rest: [Element])] {
    indices.map { index in
      var rest = self
      rest.remove(at: index)
      return (self[index], rest)
    }
  }
}

extension Mutator {
  /// A mutant of a rule's conditions: the mistake, what changed, what kills it, where, and
  /// the rule changed.
  typealias ConditionMutant = (
    operator: MutationOperator, description: String, check: String, place: NameReference,
    rule: RuleDeclaration
  )

  /// A rule's conditions, each dropped and each negated.
  static func conditionMutants(of rule: RuleDeclaration, label: String) -> [ConditionMutant] {
    let keyword = rule.rule.keyword
    return rule.conditions.indices.flatMap { index -> [ConditionMutant] in
      let condition = rule.conditions[index]
      var fewer = rule.conditions
      fewer.remove(at: index)
      var negated = rule.conditions
      negated[index] = ConditionDeclaration(
        name: condition.name, test: condition.condition.negated.test)
      func declaration(_ conditions: [ConditionDeclaration]) -> RuleDeclaration {
        RuleDeclaration(
          rule: rule.rule.replacingConditions(with: conditions.map(\.condition)),
          position: rule.position, comparedField: rule.comparedField, conditions: conditions,
          dateReference: rule.dateReference, dirtiness: rule.dirtiness,
          relativeReference: rule.relativeReference)
      }
      let said = condition.condition.description
      return [
        (
          .droppedCondition, "\(label): \(keyword) applies whether or not \(said)",
          "\(label): \(keyword) applies only when \(said)", condition.name, declaration(fewer)
        ),
        (
          .negatedCondition,
          "\(label): \(keyword) applies when \(condition.condition.negated.description), "
            + "not when \(said)",
          "\(label): \(keyword) applies when \(said)", condition.name, declaration(negated)
        ),
      ]
    }
  }
}

extension Declaration.EnabledWhen {
  /// The line without one of its conditions, counted over its conditions on values then on
  /// dirtiness.
  fileprivate func removing(at position: Int) -> Self {
    var values = conditions
    var dirty = dirtiness
    if position < values.count {
      values.remove(at: position)
    } else {
      dirty.remove(at: position - values.count)
    }
    return Self(conditions: values, dirtiness: dirty, position: self.position)
  }

  /// The line with one of its conditions negated, counted as ``removing(at:)`` counts.
  fileprivate func negating(at position: Int) -> Self {
    var values = conditions
    var dirty = dirtiness
    if position < values.count {
      let condition = values[position]
      values[position] = ConditionDeclaration(
        name: condition.name, test: condition.condition.negated.test)
    } else {
      dirty[position - values.count] = dirty[position - values.count].negated
    }
    return Self(conditions: values, dirtiness: dirty, position: self.position)
  }
}
