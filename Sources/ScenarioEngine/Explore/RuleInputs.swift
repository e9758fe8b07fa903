import ControlModel
import ValidationManager

/// Texts derived from a field's rules: texts that pass all of them, and texts that fail one just
/// barely, for the explorer to type.
///
/// Candidates are built from the rules' public description (a pattern's shortest match, an
/// address for `email`, the bounds of the lengths, a character of each class a rule asks for,
/// the other field's text for `equals`, a value that is not taken for `remote`), then checked
/// with the rules themselves: the model decides what passes, the explorer only proposes.
enum RuleInputs {
  /// A character of each class, for `contains`.
  static func sample(of characterClass: CharacterClass) -> String {
    switch characterClass {
    case .digit, .asciiDigit: "1"
    case .letter, .lowercase, .alphanumeric: "a"
    case .uppercase: "A"
    case .symbol: "!"
    case .whitespace: " "
    }
  }

  /// Texts that pass every rule of the field that answers at once, shortest first.
  ///
  /// - Parameters:
  ///   - field: A field with rules.
  ///   - compared: The text of the field an `equals` rule names.
  /// - Returns: The texts, each checked with the rules.
  static func valid(for field: TextField, compared: (String) -> String?) -> [String] {
    let rules = field.rules.filter { !$0.isAsynchronous }
    guard !rules.isEmpty else { return [] }
    var bases: [String] = []
    var minimum = 0
    var maximum = Int.max
    var needed: [CharacterClass] = []
    var excluded: [CharacterClass] = []
    var taken: Set<String> = []
    for rule in field.rules {
      switch rule.kind {
      case .pattern(let pattern):
        if let sample = PatternSampler.shortestMatch(of: pattern.source) { bases.append(sample) }
      case .email: bases.append("a@b.co")
      case .equals(let name): if let text = compared(name) { bases.append(text) }
      case .minLength(let count): minimum = max(minimum, count)
      case .maxLength(let count): maximum = min(maximum, count)
      case .contains(let characterClass): needed.append(characterClass)
      case .excludes(let characterClass): excluded.append(characterClass)
      case .remote: taken.formUnion(rule.remoteTaken?.values ?? [])
      default: break
      }
    }
    if bases.isEmpty { bases = ["a"] }
    var candidates: [String] = []
    for base in bases {
      var text = base
      for characterClass in needed where !text.contains(where: characterClass.contains) {
        text += sample(of: characterClass)
      }
      text = String(text.filter { character in !excluded.contains { $0.contains(character) } })
      let filler: Character = text.last ?? "a"
      while text.count < minimum { text.append(filler) }
      if text.count > maximum { text = String(text.prefix(maximum)) }
      while taken.contains(text), text.count < max(minimum, 1) + 8 { text.append(filler) }
      candidates.append(text)
    }
    return candidates.filter { passes($0, rules: rules, compared: compared) }
  }

  /// Texts that fail a rule of the field just barely: one character short or long, one class
  /// missing, an address without its domain's end.
  static func nearMisses(for field: TextField, compared: (String) -> String?) -> [String] {
    let rules = field.rules.filter { !$0.isAsynchronous }
    guard let valid = valid(for: field, compared: compared).first else { return [] }
    var misses: [String] = []
    for rule in rules {
      switch rule.kind {
      case .minLength(let count) where count > 1: misses.append(String(valid.prefix(count - 1)))
      case .maxLength(let count):
        misses.append(
          valid
            + String(
              repeating: valid.last.map(String.init) ?? "a", count: max(1, count + 1 - valid.count))
        )
      case .contains(let characterClass):
        misses.append(String(valid.filter { !characterClass.contains($0) }))
      case .email: misses.append("a@b")
      case .pattern: misses.append(valid + "!")
      case .equals: misses.append(valid + "x")
      default: continue
      }
    }
    return misses.filter { !$0.isEmpty && !passes($0, rules: rules, compared: compared) }
  }

  private static func passes(
    _ text: String, rules: [ValidationRule], compared: (String) -> String?
  ) -> Bool {
    rules.allSatisfy {
      $0.isSatisfied(by: text, comparedText: $0.comparedFieldName.flatMap(compared))
    }
  }
}
