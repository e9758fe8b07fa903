import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

extension Mutator {
  /// A mistake in a field's line: what it is, the check it breaks, where, and the new options.
  typealias FieldMutation = (
    mutation: MutationOperator, description: String, check: String, place: NameReference,
    options: FieldOptions
  )

  /// The mutants of one field's options and rules: what changed, where, and the new options.
  static func fieldMutants(_ name: NameReference, _ options: FieldOptions)
    -> [FieldMutation]
  {
    var planting = FieldPlanting(options: options, label: "field '\(name.name)'")
    for (index, rule) in options.rules.enumerated() {
      planting.plantRuleMutants(rule, at: index, place: place(rule, name))
    }
    planting.plantOptionMutants(at: name)
    return planting.result
  }

  /// The mutants of one field's line, each a copy of its options with one change.
  struct FieldPlanting {
    let options: FieldOptions
    let label: String
    var result: [FieldMutation] = []

    mutating func add(
      _ mutation: MutationOperator, _ description: String, checks check: String,
      _ place: NameReference, _ change: (inout FieldOptions) -> Void
    ) {
      var changed = options
      change(&changed)
      result.append((mutation, description, check, place, changed))
    }

    /// A rule dropped, a remote check slowed, a length bound moved, a condition dropped or
    /// negated.
    mutating func plantRuleMutants(_ rule: RuleDeclaration, at index: Int, place: NameReference) {
      let field = label
      for mutant in Mutator.conditionMutants(of: rule, label: field) {
        add(mutant.operator, mutant.description, checks: mutant.check, mutant.place) {
          $0.rules[index] = mutant.rule
        }
      }
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
            rule: slower.when(rule.rule.conditions), position: rule.position,
            comparedField: rule.comparedField, conditions: rule.conditions)
        }
      }
      for (bound, shifted) in Mutator.shiftedBounds(of: rule.rule) {
        add(
          .shiftedBound, "\(field): \(rule.rule.keyword) \(bound) becomes \(shifted.bound)",
          checks: "\(field): \(rule.rule.keyword) is \(bound), not \(shifted.bound)", place
        ) {
          $0.rules[index] = RuleDeclaration(
            rule: shifted.rule.when(rule.rule.conditions), position: rule.position,
            comparedField: rule.comparedField, conditions: rule.conditions)
        }
      }
    }

    /// Another display policy, and the debounce, filter, limit and normalisers dropped.
    mutating func plantOptionMutants(at name: NameReference) {
      let field = label
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
    }
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
  static func place(_ rule: RuleDeclaration, _ owner: NameReference) -> NameReference {
    NameReference(name: rule.rule.keyword, position: rule.position)
  }
}
