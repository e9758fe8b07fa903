import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// The mistakes planted in the rules of switches, pickers, steppers and dates: a rule dropped, a
// condition dropped, negated or narrowed, a stepper's or an age's bound shifted by one, a date
// reference replaced by the date control's fixed bound.

extension Mutator {
  /// A mistake in one control's rules: what it is, the check it breaks, where, and the
  /// control's changed details.
  typealias RuleMutant = (
    operator: MutationOperator, description: String, check: String, place: NameReference,
    details: Declaration.Details
  )

  /// Every mistake planted in a control's rules, each in a copy of its details.
  static func ruleMutants(of declaration: Declaration, in declarations: [Declaration])
    -> [RuleMutant]
  {
    let name = declaration.name
    let label = "\(declaration.kind.rawValue) '\(name.name)'"
    let rules = declaration.details.rules
    var result: [RuleMutant] = []
    func plant(_ mistake: ConditionMutant, at index: Int) {
      var changed = rules
      changed[index] = mistake.rule
      result.append(
        (
          mistake.operator, mistake.description, mistake.check, mistake.place,
          declaration.details.replacingRules(with: changed)
        ))
    }
    for (index, rule) in rules.enumerated() {
      let keyword = rule.rule.keyword
      var fewer = rules
      fewer.remove(at: index)
      result.append(
        (
          .droppedRule, "\(label) loses its rule \(keyword)",
          "\(label) has its rule \(keyword)"
            + (rule.position.line > 0 ? " (line \(rule.position.line))" : ""),
          place(rule, name),
          declaration.details.replacingRules(with: fewer)
        ))
      for mistake in conditionMutants(of: rule, label: label) + narrowedConditions(of: rule, label)
      {
        plant(mistake, at: index)
      }
      for mistake in shiftedBounds(of: rule, label, place(rule, name)) {
        plant(mistake, at: index)
      }
      if let mistake = fixedReference(of: rule, label, place(rule, name), in: declarations) {
        plant(mistake, at: index)
      }
    }
    return result
  }

  /// Each `is` or `is-not` condition with one option fewer (when it has two or more).
  static func narrowedConditions(of rule: RuleDeclaration, _ label: String)
    -> [ConditionMutant]
  {
    rule.conditions.indices.flatMap { index -> [ConditionMutant] in
      let condition = rule.conditions[index]
      let options: [String]
      switch condition.test {
      case .is(let named), .isNot(let named): options = named
      default: return []
      }
      guard options.count > 1 else { return [] }
      return options.indices.map { left in
        var fewer = options
        let dropped = fewer.remove(at: left)
        let test: RuleCondition.Test =
          if case .is = condition.test { .is(fewer) } else { .isNot(fewer) }
        var conditions = rule.conditions
        conditions[index] = ConditionDeclaration(name: condition.name, test: test)
        let said = condition.condition.description
        return (
          .fewerOptions,
          "\(label): \(rule.rule.keyword) forgets \(dropped.scenarioQuoted) in '\(said)'",
          "\(label): \(rule.rule.keyword) applies when \(said)", condition.name,
          RuleDeclaration(
            rule: rule.rule.replacingConditions(with: conditions.map(\.condition)),
            position: rule.position, comparedField: rule.comparedField, conditions: conditions,
            dateReference: rule.dateReference)
        )
      }
    }
  }

  /// A stepper's `at-least`/`at-most` bound and an age's years moved by one either way.
  private static func shiftedBounds(
    of rule: RuleDeclaration, _ label: String, _ place: NameReference
  ) -> [ConditionMutant] {
    let made = rule.rule
    let shifted: [(Int, Int, ValidationRule)]
    switch made.kind {
    case .atLeast(let bound):
      shifted = [bound - 1, bound + 1].map { (bound, $0, ValidationRule.atLeast($0, made.message)) }
    case .atMost(let bound):
      shifted = [bound - 1, bound + 1].map { (bound, $0, ValidationRule.atMost($0, made.message)) }
    default:
      guard let (test, years) = made.ageTest, let reference = made.dateReference else { return [] }
      shifted = [years - 1, years + 1].filter { $0 >= 0 }.map {
        (years, $0, ValidationRule.age(test, $0, on: reference, made.message))
      }
    }
    return shifted.map { bound, moved, changed in
      (
        .shiftedBound, "\(label): \(made.keyword) \(bound) becomes \(moved)",
        "\(label): \(made.keyword) is \(bound), not \(moved)", place,
        RuleDeclaration(
          rule: changed.when(made.conditions), position: rule.position, comparedField: nil,
          conditions: rule.conditions, dateReference: rule.dateReference)
      )
    }
  }

  /// A date rule whose REF names a date control, comparing with that control's fixed bound
  /// (its `to`, else its `from`) instead of its day.
  private static func fixedReference(
    of rule: RuleDeclaration, _ label: String, _ place: NameReference,
    in declarations: [Declaration]
  ) -> ConditionMutant? {
    guard let reference = rule.dateReference,
      case .date(let options)? = declarations.first(where: {
        $0.name.name == reference.name
      })?.details,
      let fixed = options.to ?? options.from ?? options.selected
    else { return nil }
    let made = rule.rule
    let changed: ValidationRule
    if let comparison = made.dateComparison {
      changed = .date(comparison, .day(fixed), made.message)
    } else if let (test, years) = made.ageTest {
      changed = .age(test, years, on: .day(fixed), made.message)
    } else {
      return nil
    }
    return (
      .fixedReference,
      "\(label): \(made.keyword) compares with \(fixed), not with '\(reference.name)'",
      "\(label): \(made.keyword) follows the day of '\(reference.name)'", place,
      RuleDeclaration(
        rule: changed.when(made.conditions), position: rule.position, comparedField: nil,
        conditions: rule.conditions, dateReference: nil)
    )
  }
}
