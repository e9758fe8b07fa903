import ControlModel
import ValidationManager

extension Parser {
  mutating func parseRule(
    _ rule: Keyword.Rule, at position: SourcePosition, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) {
    let keyword = rule.rawValue
    guard let target = ruleTarget else {
      throw LineCursor.Failure(message: .noRuleTarget(keyword), position: position)
    }
    let (plain, compared, reference) = try Self.readAnyRule(rule, &cursor)
    let conditions = try Self.readConditions(&cursor)
    try cursor.end()
    let values = conditions.values
    let made = values.isEmpty ? plain : plain.when(values.map(\.condition))
    let declaration = RuleDeclaration(
      rule: made, position: position, comparedField: compared, conditions: values,
      dateReference: reference, dirtiness: conditions.dirtiness,
      relativeReference: cursor.relativeDay)
    // The rules of a control line with an error are checked, and left out.
    guard file.declarations.indices.contains(target) else { return }
    let owner = file.declarations[target]
    if let kind = owner.details.valueKind, !made.fits(kind) {
      throw LineCursor.Failure(
        message: Self.unfit(keyword, owner: owner, kind: kind), position: position)
    }
    file.declarations[target].details.append(declaration)
  }

  /// Why a rule does not fit a control.
  private static func unfit(_ keyword: String, owner: Declaration, kind: ControlValue.Kind)
    -> DiagnosticMessage
  {
    switch owner.kind {
    case .field: return .ruleNotForField(keyword)
    case .switch: return .ruleNotForSwitch(keyword, switch: owner.name.name)
    case .stepper where keyword == Keyword.Rule.required.rawValue: return .requiredOnStepper
    default:
      let fitting = Keyword.Rule.allCases.filter { rule in
        ValidationRule.Constraint.allCases.contains {
          $0.word == rule.rawValue && $0.valueKinds.contains(kind)
        }
      }
      return .ruleNotForKind(
        keyword, kind: owner.kind.rawValue, name: owner.name.name,
        fits: fitting.map { "'\($0.rawValue)'" }.joined(separator: ", "))
    }
  }

  /// Any rule's arguments and message: the field an `equals` names, the date a REF names.
  private static func readAnyRule(_ rule: Keyword.Rule, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> (ValidationRule, NameReference?, NameReference?)
  {
    if let (made, reference) = try readValueRule(rule, &cursor) {
      return (made, nil, reference)
    }
    let (made, compared) = try readRule(rule, &cursor)
    return (made, compared, nil)
  }

  /// A rule's arguments and message, after its keyword; with the field an `equals` names.
  private static func readRule(_ rule: Keyword.Rule, _ cursor: inout LineCursor)
    throws(LineCursor.Failure) -> (ValidationRule, NameReference?)
  {
    var compared: NameReference?
    let made: ValidationRule
    switch rule {
    case .required:
      made = .required(cursor.optionalString())
    case .minLength:
      made = .minLength(try cursor.number(), cursor.optionalString())
    case .maxLength:
      made = .maxLength(try cursor.number(), cursor.optionalString())
    case .pattern:
      let (expression, expressionPosition) = try cursor.string(
        "a regular expression in quotes, such as \"[0-9]+\"")
      do {
        made = try .pattern(expression, cursor.optionalString())
      } catch {
        throw LineCursor.Failure(
          message: .invalidPattern(error),
          position: expressionPosition)
      }
    case .email:
      made = .email(cursor.optionalString())
    case .contains, .excludes:
      let name = try cursor.word("character class", among: Self.classes)
      let characterClass = CharacterClass(rawValue: name) ?? .digit
      made =
        rule == .contains
        ? .contains(characterClass, cursor.optionalString())
        : .excludes(characterClass, cursor.optionalString())
    case .equals:
      let name = try cursor.name("the name of the field to equal", kinds: [.field])
      compared = name
      made = .equals(name.name, cursor.optionalString())
    case .remote:
      guard cursor.consume(.taken, what: "remote option") else {
        throw cursor.failure(
          .expected("'taken' and the values the server refuses", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      var taken: Set<String> = []
      while let value = cursor.optionalString() { taken.insert(value) }
      guard cursor.consume(.after, what: "remote option") else {
        throw cursor.failure(
          .expected("a value in quotes or 'after' and a duration", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      made = .remote(taken: taken, after: try cursor.duration(), cursor.optionalString())
    case .mustBeOn:
      made = .mustBeOn(cursor.optionalString())
    case .atLeast, .atMost, .after, .before, .onOrAfter, .onOrBefore, .ageAtLeast, .ageUnder:
      // Read by `readValueRule`.
      made = .required(cursor.optionalString())
    }
    return (made, compared)
  }
}
