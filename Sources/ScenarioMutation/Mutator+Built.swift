import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The mutants of a screen built in Swift, planted through the model's API in each screen the
/// factory builds, with no rebuild: the managers' members and managed controls, the rules,
/// bounds, remote delays, display policies and debounces of fields, and the rules of switches.
/// (A field's filter, limit and normaliser and a button's submits and busy time are fixed when
/// the app makes them.)
extension Mutator {
  /// A mistake to plant in each screen the factory builds: what it is, the check it breaks,
  /// the names it touches, and the change itself.
  typealias BuiltMutation = (
    mutation: MutationOperator, description: String, check: String, subjects: Set<String>,
    transform: @Sendable (Screen, _ named: (String) -> String) -> Void
  )

  static func builtMutants(of file: CheckedFile) -> [Mutant] {
    guard let factory = file.factory, let screenName = file.file.catalogueScreen else {
      return []
    }
    // A factory that throws made the file invalid when it was checked: nothing to mutate.
    guard
      let screen = try? Screen.$notesOrigins.withValue(
        true, operation: { try factory(VirtualClock()) })
    else { return [] }
    // Only read here: an owner handed to it by the catalogue is let go with it.
    screen.handedOwner = nil
    // A row's controls and managers are planted once, in the first row, and changed in every
    // row the group has and adds: the row template is the app's one place for them.
    let planted =
      (managerMutants(of: screen) + screen.fields.flatMap(fieldMutants(of:))
      + valueMutants(of: screen) + lifecycleMutants(of: screen)).filter { mutant in
        mutant.subjects.allSatisfy { RowReference($0).map { $0.row == 1 } ?? true }
      }
    return planted.enumerated().map { offset, mutant in
      Mutant(
        id: offset + 1, mutationOperator: mutant.mutation, description: mutant.description,
        check: mutant.check, position: screenName.position, length: max(1, "screen".count),
        file: file.file, subjects: mutant.subjects, madeAt: origin(of: mutant.subjects, on: screen),
        transform: inEveryRow(touching: mutant.subjects, mutant.transform))
    }
  }

  /// Where the app made what a change touches: the control among its names (the first, by
  /// name, that the screen noted), or else its manager.
  private static func origin(of names: Set<String>, on screen: Screen) -> SourceOrigin? {
    let sorted = names.sorted()
    return sorted.lazy.filter { screen.control(named: $0) != nil }.compactMap(screen.origin(of:))
      .first ?? sorted.lazy.compactMap(screen.origin(of:)).first
  }

  /// A change planted once on a screen, or, when it touches a row's names, in every row its
  /// group has and in each row the group adds later, with the first row's names read as that
  /// row's.
  private static func inEveryRow(
    touching names: Set<String>,
    _ change: @escaping @Sendable (Screen, (String) -> String) -> Void
  ) -> @Sendable (Screen) -> Void {
    guard let group = names.lazy.compactMap(RowReference.init).first?.group else {
      return { screen in change(screen, { $0 }) }
    }
    let rename: @Sendable (Int) -> (String) -> String = { index in
      { name in
        guard let row = RowReference(name), row.group == group, row.row == 1 else { return name }
        return RowReference(group: group, row: index + 1, member: row.member).name
      }
    }
    return { screen in
      guard let rows = screen.rowGroup(named: group) else { return }
      for index in 0..<rows.count { change(screen, rename(index)) }
      rows.addObserver { [weak screen] event in
        guard let screen, case .rowAdded(let index) = event else { return }
        change(screen, rename(index))
      }
    }
  }

  /// Each manager's members and managed controls forgotten (a group's own manager's members
  /// aside), and each managed control moved to another manager.
  private static func managerMutants(of screen: Screen) -> [BuiltMutation] {
    var planted: [BuiltMutation] = []
    for manager in screen.managers {
      let name = manager.name
      // A group's own manager verifies its rows by construction: no app wires it, so no
      // mistake of an app's drops one of its rows' controls.
      let isGroups = screen.rowGroup(named: name)?.manager === manager
      for member in manager.members where !isGroups {
        let memberName = member.name
        planted.append(
          forgetting(memberName, .forgottenMember, "verifies", by: name) { manager, _, named in
            guard let member = manager.members.first(where: { $0.name == named(memberName) })
            else { return }
            manager.stopVerifying(member)
          })
      }
      for control in manager.managedControls {
        let controlName = control.name
        planted.append(
          forgetting(controlName, .forgottenManagedControl, "manages", by: name) {
            manager, screen, named in
            guard let control = screen.control(named: named(controlName)) else { return }
            manager.stopManaging(control)
          })
        for other in screen.managers
        where other !== manager && !other.managedControls.contains(where: { $0 === control })
          && canMove(control, from: manager, to: other)
        {
          let otherName = other.name
          planted.append(
            (
              .movedManagedControl,
              "'\(controlName)' is managed by '\(otherName)' instead of '\(name)'",
              "'\(controlName)' is managed by '\(name)', not '\(otherName)'",
              [name, otherName, controlName],
              { screen, named in
                guard let manager = screen.manager(named: named(name)),
                  let other = screen.manager(named: named(otherName)),
                  let control = screen.control(named: named(controlName))
                else { return }
                manager.stopManaging(control)
                try? other.manage(kind: control.kind)
              }
            ))
        }
      }
    }
    return planted
  }

  /// Whether another manager can take over a control on the probe screen.
  ///
  /// It cannot when the managers would then depend on themselves, which the app's own `manage`
  /// call refuses by throwing (planted, such a move would leave the control unmanaged: another
  /// mutant). The probe screen is put back as it was.
  private static func canMove(_ control: any Control, from manager: Manager, to other: Manager)
    -> Bool
  {
    manager.stopManaging(control)
    defer { try? manager.manage(kind: control.kind) }
    guard (try? other.manage(kind: control.kind)) != nil else { return false }
    other.stopManaging(control)
    return true
  }

  /// A manager that no longer verifies or manages a name: `verb` says which, and `change` makes
  /// it forget the name in each screen that has the manager.
  private static func forgetting(
    _ forgotten: String, _ mutation: MutationOperator, _ verb: String, by manager: String,
    _ change: @escaping @Sendable (Manager, Screen, _ named: (String) -> String) -> Void
  ) -> BuiltMutation {
    (
      mutation, "manager '\(manager)' no longer \(verb) '\(forgotten)'",
      "manager '\(manager)' \(verb) '\(forgotten)'", [manager, forgotten],
      { screen, named in
        guard let found = screen.manager(named: named(manager)) else { return }
        change(found, screen, named)
      }
    )
  }

  /// The rules of each switch, picker, stepper and date, planted as the declared ones are
  /// (dropped, a condition dropped, negated or narrowed, a bound shifted, a date reference
  /// fixed), and each control's `shown when` dropped.
  private static func valueMutants(of screen: Screen) -> [BuiltMutation] {
    let declarations = screen.controls.map { Declaration(describing: $0.kind) }
    var planted: [BuiltMutation] = []
    for (control, declaration) in zip(screen.controls, declarations) {
      let name = control.name
      if !control.shownWhen.isEmpty {
        let said = control.shownWhen.map(\.description).joined(separator: " and ")
        planted.append(
          (
            .droppedShownWhen, "'\(name)' is shown always",
            "'\(name)' is shown only while \(said)", [name],
            { screen, named in screen.control(named: named(name))?.show(when: []) }
          ))
      }
      switch control.kind {
      case .field, .button: continue
      case .toggle, .picker, .stepper, .date: break
      }
      for mutant in ruleMutants(of: declaration, in: declarations) {
        let rules = mutant.details.rules.map(\.rule)
        planted.append(
          (
            mutant.operator, mutant.description, mutant.check, [name],
            { screen, named in
              guard let control = screen.control(named: named(name)) else { return }
              revalidate(control.kind, rules)
            }
          ))
      }
    }
    return planted
  }

  /// Another starting value for a control that starts with one of its own, as the declared
  /// mutants change it, with both written as a message writes them (a secret masked).
  static func otherStart(of control: ControlKind)
    -> (ControlValue, from: String, to: String)?
  {
    switch (control, control.startingValue) {
    case (.field(let field), .text(let text)?) where !text.isEmpty:
      let shown = field.isSecure ? Masking.mask(text) : text
      return (.text(""), shown.scenarioQuoted, "\"\"")
    case (.toggle, .on(true)?):
      return (.on(false), "on", "off")
    case (.picker, .option(let option?)?):
      return (.option(nil), option.scenarioQuoted, ControlValue.noneWord)
    case (.stepper(let stepper), .number(let value)?) where value != stepper.range.lowerBound:
      let other =
        value + stepper.step <= stepper.range.upperBound
        ? value + stepper.step : value - stepper.step
      return (.number(other), "\(value)", "\(other)")
    case (.date, .day(let day?)?):
      return (.day(nil), day.description, ControlValue.noneWord)
    default:
      return nil
    }
  }

  /// Gives a switch, picker, stepper or date other rules, keeping its display policy.
  private static func revalidate(_ control: ControlKind, _ rules: [ValidationRule]) {
    switch control {
    case .toggle(let toggle): toggle.validate(rules, errors: toggle.errorDisplay)
    case .picker(let picker): picker.validate(rules, errors: picker.errorDisplay)
    case .stepper(let stepper): stepper.validate(rules, errors: stepper.errorDisplay)
    case .date(let date): date.validate(rules, errors: date.errorDisplay)
    case .field, .button: break
    }
  }

  /// A built rule's conditions, each dropped and each negated, as the declared ones are.
  private static func conditionMutants(of rule: ValidationRule, label: String) -> [(
    MutationOperator, String, String, ValidationRule
  )] {
    let declared = RuleDeclaration(describing: rule)
    return Mutator.conditionMutants(of: declared, label: label).map {
      ($0.operator, $0.description, $0.check, $0.rule.rule)
    }
  }

  /// The mutants of a built field: each rule dropped, each length bound moved by one, each
  /// other display policy, the debounce dropped.
  private static func fieldMutants(of field: TextField) -> [BuiltMutation] {
    var result: [BuiltMutation] = []
    for (index, rule) in field.rules.enumerated() {
      result += ruleMutants(of: field, rule, at: index)
    }
    let name = field.name
    let label = "field '\(name)'"
    if !field.rules.isEmpty {
      for display in ErrorDisplay.allCases where display != field.errorDisplay {
        result.append(
          (
            .changedDisplayPolicy,
            "\(label) shows its errors \(display.rawValue) instead of "
              + field.errorDisplay.rawValue,
            "\(label) shows its errors \(field.errorDisplay.rawValue), not \(display.rawValue)",
            [name], revalidate(name) { _, current, _ in current = display }
          ))
      }
    }
    if field.debounce != nil {
      result.append(
        (
          .droppedDebounce, "\(label) loses its debounce", "\(label) debounces",
          [name], revalidate(name) { _, _, debounce in debounce = nil }
        ))
    }
    return result
  }

  /// One rule of a built field dropped, its remote check slowed, its length bound moved.
  private static func ruleMutants(of field: TextField, _ rule: ValidationRule, at index: Int)
    -> [BuiltMutation]
  {
    let name = field.name
    let label = "field '\(name)'"
    var result: [BuiltMutation] = [
      (
        .droppedRule, "\(label) loses its rule \(rule.keyword)",
        "\(label) has its rule \(rule.keyword)"
          + (field.rules.count { $0.constraint == rule.constraint } > 1
            ? " (rule \(index + 1))" : ""),
        [name], revalidate(name) { rules, _, _ in rules.remove(at: index) }
      )
    ]
    if let remote = rule.remoteTaken {
      let slower = ValidationRule.remote(
        taken: remote.values, after: remote.delay * 2, rule.message
      ).when(rule.conditions)
      result.append(
        (
          .changedDelay,
          "\(label): remote answers after \(remote.delay * 2), not \(remote.delay)",
          "\(label): remote answers after \(remote.delay)",
          [name], revalidate(name) { rules, _, _ in rules[index] = slower }
        ))
    }
    let narrowed = narrowedConditions(of: RuleDeclaration(describing: rule), label).map {
      ($0.operator, $0.description, $0.check, $0.rule.rule)
    }
    for (mutation, description, check, changed) in conditionMutants(of: rule, label: label)
      + narrowed
    {
      result.append(
        (
          mutation, description, check, [name],
          revalidate(name) { rules, _, _ in
            rules[index] = changed
          }
        ))
    }
    for (bound, shifted) in shiftedBounds(of: rule) {
      let replacement = shifted.rule.when(rule.conditions)
      result.append(
        (
          .shiftedBound, "\(label): \(rule.keyword) \(bound) becomes \(shifted.bound)",
          "\(label): \(rule.keyword) is \(bound), not \(shifted.bound)",
          [name], revalidate(name) { rules, _, _ in rules[index] = replacement }
        ))
    }
    return result
  }

  /// A field's rules, display and debounce changed, on each screen the factory builds.
  private static func revalidate(
    _ name: String,
    _ change:
      @escaping @Sendable (inout [ValidationRule], inout ErrorDisplay, inout Duration?) -> Void
  ) -> @Sendable (Screen, (String) -> String) -> Void {
    { screen, named in
      guard let field = screen.field(named: named(name)) else { return }
      var (rules, display, debounce) = (field.rules, field.errorDisplay, field.debounce)
      change(&rules, &display, &debounce)
      field.validate(rules, errors: display, debounce: debounce)
    }
  }
}
