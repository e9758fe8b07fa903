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

  /// Every mutant of a file's declared screen, in declaration order; none for a screen from the
  /// catalogue, whose declarations are Swift code.
  static func mutants(of file: ScenarioFile) -> [Mutant] {
    guard file.catalogueScreen == nil else { return [] }
    var planted: [(MutationOperator, String, String, NameReference, [Declaration], Set<String>)] =
      []
    let declarations = file.declarations
    func plant(
      _ mutation: MutationOperator, _ description: String, checks check: String,
      at place: NameReference, _ index: Int, _ details: Declaration.Details
    ) {
      var changed = declarations
      changed[index].details = details
      planted.append(
        (mutation, description, check, place, changed, [declarations[index].name.name]))
    }
    for (index, declaration) in declarations.enumerated() {
      let name = declaration.name
      switch declaration.details {
      case .field(let options):
        for (mutation, description, check, place, changed) in fieldMutants(name, options) {
          plant(mutation, description, checks: check, at: place, index, .field(changed))
        }
      case .switch(let isOn, let rules):
        for (ruleIndex, rule) in rules.enumerated() {
          var fewer = rules
          fewer.remove(at: ruleIndex)
          plant(
            .droppedRule, "switch '\(name.name)' loses its rule \(rule.rule.keyword)",
            checks: "switch '\(name.name)' has its rule \(rule.rule.keyword)",
            at: place(rule, name), index, .switch(isOn: isOn, rules: fewer))
        }
      case .button(let submits, let busy):
        if !submits.isEmpty {
          plant(
            .droppedSubmits, "button '\(name.name)' no longer submits its fields",
            checks: "button '\(name.name)' submits its fields", at: name, index,
            .button(submits: [], busy: busy))
        }
        if busy != nil {
          plant(
            .droppedBusy, "button '\(name.name)' is never busy",
            checks: "button '\(name.name)' is busy after a tap", at: name, index,
            .button(submits: submits, busy: nil))
        }
      case .manager(let verifies, let manages):
        for (member, reference) in verifies.enumerated() {
          var fewer = verifies
          fewer.remove(at: member)
          plant(
            .forgottenMember, "manager '\(name.name)' no longer verifies '\(reference.name)'",
            checks: "manager '\(name.name)' verifies '\(reference.name)'",
            at: reference, index, .manager(verifies: fewer, manages: manages))
        }
        for (managed, reference) in manages.enumerated() {
          var fewer = manages
          fewer.remove(at: managed)
          plant(
            .forgottenManagedControl,
            "manager '\(name.name)' no longer manages '\(reference.name)'",
            checks: "manager '\(name.name)' manages '\(reference.name)'", at: reference,
            index, .manager(verifies: verifies, manages: fewer))
          for (other, otherDeclaration) in declarations.enumerated() where other != index {
            guard case .manager(let otherVerifies, let otherManages) = otherDeclaration.details,
              !otherManages.contains(where: { $0.name == reference.name })
            else { continue }
            var changed = declarations
            changed[index].details = .manager(verifies: verifies, manages: fewer)
            changed[other].details = .manager(
              verifies: otherVerifies, manages: otherManages + [reference])
            planted.append(
              (
                .movedManagedControl,
                "'\(reference.name)' is managed by '\(otherDeclaration.name.name)' instead of "
                  + "'\(name.name)'",
                "'\(reference.name)' is managed by '\(name.name)', not "
                  + "'\(otherDeclaration.name.name)'", reference, changed,
                [name.name, otherDeclaration.name.name, reference.name]
              ))
          }
        }
      }
    }
    return planted.enumerated().map { offset, mutant in
      var mutated = file
      mutated.declarations = mutant.4
      return Mutant(
        id: offset + 1, mutationOperator: mutant.0, description: mutant.1, check: mutant.2,
        position: mutant.3.position, length: max(1, mutant.3.name.count), file: mutated,
        subjects: mutant.5)
    }
  }

  /// The mutants of one field's options and rules: what changed, where, and the new options.
  private static func fieldMutants(_ name: NameReference, _ options: FieldOptions)
    -> [(MutationOperator, String, String, NameReference, FieldOptions)]
  {
    var result: [(MutationOperator, String, String, NameReference, FieldOptions)] = []
    func add(
      _ mutation: MutationOperator, _ description: String, checks check: String,
      _ place: NameReference, _ change: (inout FieldOptions) -> Void
    ) {
      var changed = options
      change(&changed)
      result.append((mutation, description, check, place, changed))
    }
    let field = "field '\(name.name)'"
    for (index, rule) in options.rules.enumerated() {
      let place = place(rule, name)
      add(
        .droppedRule, "\(field) loses its rule \(rule.rule.keyword)",
        checks: "\(field) has its rule \(rule.rule.keyword) (line \(rule.position.line))", place
      ) {
        $0.rules.remove(at: index)
      }
      if let remote = rule.rule.remoteTaken {
        let slower = ValidationRule.remote(
          taken: remote.values, after: remote.delay * 2, rule.rule.message)
        add(
          .changedDelay, "\(field): remote answers after \(remote.delay * 2), not \(remote.delay)",
          checks: "\(field): remote answers after \(remote.delay)", place
        ) {
          $0.rules[index] = RuleDeclaration(
            rule: slower, position: rule.position, comparedField: rule.comparedField)
        }
      }
      for (bound, shifted) in shiftedBounds(of: rule.rule) {
        add(
          .shiftedBound, "\(field): \(rule.rule.keyword) \(bound) becomes \(shifted.bound)",
          checks: "\(field): \(rule.rule.keyword) is \(bound), not \(shifted.bound)", place
        ) {
          $0.rules[index] = RuleDeclaration(
            rule: shifted.rule, position: rule.position, comparedField: rule.comparedField)
        }
      }
    }
    for display in ErrorDisplay.allCases where display != options.display {
      add(
        .changedDisplayPolicy,
        "\(field) shows its errors \(display.rawValue) instead of \(options.display.rawValue)",
        checks: "\(field) shows its errors \(options.display.rawValue), not \(display.rawValue)",
        name
      ) { $0.display = display }
    }
    if options.debounce != nil {
      add(.droppedDebounce, "\(field) loses its debounce", checks: "\(field) debounces", name) {
        $0.debounce = nil
      }
    }
    if options.filter != nil {
      add(
        .droppedFilter, "\(field) loses its allow filter", checks: "\(field) filters input",
        name
      ) { $0.filter = nil }
    }
    if options.limit != nil {
      add(.droppedLimit, "\(field) loses its limit", checks: "\(field) has its limit", name) {
        $0.limit = nil
      }
    }
    if !options.normalizers.isEmpty {
      add(
        .droppedNormalizer, "\(field) loses its normalize",
        checks: "\(field) normalizes input", name
      ) { $0.normalizers = [] }
    }
    return result
  }

  /// A length rule's bound moved down and up by one (down only to zero).
  static func shiftedBounds(of rule: ValidationRule)
    -> [(Int, (bound: Int, rule: ValidationRule))]
  {
    switch rule.kind {
    case .minLength(let bound):
      return [bound - 1, bound + 1].filter { $0 >= 0 }.map {
        (bound, ($0, ValidationRule.minLength($0, rule.message)))
      }
    case .maxLength(let bound):
      return [bound - 1, bound + 1].filter { $0 >= 0 }.map {
        (bound, ($0, ValidationRule.maxLength($0, rule.message)))
      }
    default:
      return []
    }
  }

  /// Where a rule is written, as a name reference that reports can point at.
  private static func place(_ rule: RuleDeclaration, _ owner: NameReference) -> NameReference {
    NameReference(name: rule.rule.keyword, position: rule.position)
  }
}
