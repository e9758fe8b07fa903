extension DeclarationReader {
  /// A rule line, with its message and `when` conditions.
  static func rule(_ keyword: String, _ rest: [Token]) -> RuleSpec? {
    var tokens = rest[...]
    var conditions: [ConditionSpec] = []
    if let when = tokens.firstIndex(of: .word("when")) {
      guard let read = self.conditions(Array(tokens[(when + 1)...])) else { return nil }
      conditions = read
      tokens = tokens[..<when]
    }
    var message: String?
    if case .string(let written)? = tokens.last, keyword != "pattern" || tokens.count == 2 {
      message = written
      tokens = tokens.dropLast()
    }
    guard let kind = kind(keyword, Array(tokens)) else { return nil }
    return RuleSpec(kind: kind, message: message, conditions: conditions)
  }

  private static func reference(_ word: String) -> DateRef {
    switch Reader.dayExpr(word) {
    case .fixed(let day)?: .day(day)
    case .today(let offset)?: .today(offset)
    case nil: .control(word)
    }
  }

  private static func kind(_ keyword: String, _ tokens: [Token]) -> RuleKind? {
    let words = tokens.compactMap { if case .word(let word) = $0 { word } else { nil } }
    let number = words.first.flatMap { Int($0) }
    switch keyword {
    case "required": return .required
    case "min-length": return number.map(RuleKind.minLength)
    case "max-length": return number.map(RuleKind.maxLength)
    case "pattern":
      guard case .string(let regex)? = tokens.first else { return nil }
      return .pattern(regex)
    case "email": return .email
    case "contains": return words.first.flatMap(CharClass.init).map(RuleKind.contains)
    case "excludes": return words.first.flatMap(CharClass.init).map(RuleKind.excludes)
    case "equals": return words.first.map(RuleKind.equals)
    case "remote":
      guard words.first == "taken", let after = words.firstIndex(of: "after"),
        after + 1 < words.count, let delay = Reader.duration(words[after + 1])
      else { return nil }
      return .remote(strings(tokens.dropFirst()), after: delay)
    case "must-be-on": return .mustBeOn
    case "at-least": return number.map(RuleKind.atLeast)
    case "at-most": return number.map(RuleKind.atMost)
    case "after": return words.first.map { .after(reference($0)) }
    case "before": return words.first.map { .before(reference($0)) }
    case "on-or-after": return words.first.map { .onOrAfter(reference($0)) }
    case "on-or-before": return words.first.map { .onOrBefore(reference($0)) }
    case "age-at-least", "age-under":
      guard words.count == 3, let years = number, words[1] == "on" else { return nil }
      let ref = reference(words[2])
      return keyword == "age-under" ? .ageUnder(years, ref) : .ageAtLeast(years, ref)
    default: return nil
    }
  }

  /// Conditions joined by `and`.
  static func conditions(_ tokens: [Token]) -> [ConditionSpec]? {
    var conditions: [ConditionSpec] = []
    for part in tokens.split(separator: .word("and")) {
      guard let condition = condition(Array(part)) else { return nil }
      conditions.append(condition)
    }
    return conditions.isEmpty ? nil : conditions
  }

  static func condition(_ tokens: [Token]) -> ConditionSpec? {
    guard tokens.count >= 2, case .word(let name) = tokens[0], case .word(let test) = tokens[1]
    else { return nil }
    let number = tokens.count > 2 ? words([tokens[2]])?.first.flatMap { Int($0) } : nil
    switch test {
    case "on": return .on(name)
    case "off": return .off(name)
    case "is": return .isAny(name, strings(tokens.dropFirst(2)))
    case "is-not": return .isNot(name, strings(tokens.dropFirst(2)))
    case "empty": return .empty(name)
    case "filled": return .filled(name)
    case "at-least": return number.map { .atLeast(name, $0) }
    case "at-most": return number.map { .atMost(name, $0) }
    case "dirty": return .dirty(name)
    case "pristine": return .pristine(name)
    default: return nil
    }
  }

  /// A `never` line.
  static func invariant(_ tokens: [Token]) -> InvariantSpec? {
    var tokens = tokens
    var afterTap: String?
    // "… after tap BUTTON" at the end (the engine's extension of version 2.1).
    if tokens.count >= 3, tokens[tokens.count - 3] == .word("after"),
      tokens[tokens.count - 2] == .word("tap"), case .word(let button) = tokens[tokens.count - 1]
    {
      afterTap = button
      tokens.removeLast(3)
    }
    let parts = tokens.split(separator: .word("while"), maxSplits: 1)
    guard let first = parts.first, let condition = invariantCondition(Array(first)) else {
      return nil
    }
    var whileConditions: [InvariantCondition] = []
    if parts.count == 2 {
      for part in parts[1].split(separator: .word("and")) {
        guard let read = invariantCondition(Array(part)) else { return nil }
        whileConditions.append(read)
      }
    }
    return InvariantSpec(condition: condition, whileConditions: whileConditions, afterTap: afterTap)
  }

  private static func invariantCondition(_ tokens: [Token]) -> InvariantCondition? {
    guard let words = words(tokens), words.count >= 2 else {
      return condition(tokens).map(InvariantCondition.value)
    }
    if words.count == 4, words[1] == "rows", let count = Int(words[3]) {
      return words[2] == "at-least" ? .rowsAtLeast(words[0], count) : .rowsAtMost(words[0], count)
    }
    if words.count == 2, let state = StateWord(rawValue: words[1]) {
      return .state(words[0], state)
    }
    return condition(tokens).map(InvariantCondition.value)
  }
}
