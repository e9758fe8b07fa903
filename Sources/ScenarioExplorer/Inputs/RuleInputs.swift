import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// Texts for the explorer to paste into a field: texts that pass every rule, and texts that fail
/// one just barely, all of them texts that the field takes.
///
/// Candidates are solved from the rules and the field's input shaping together: the characters
/// the field takes (its normaliser, filter and limit decide, as for a paste), the classes that
/// `contains` asks for and `excludes` forbids, a pattern's match grown to the lengths, an address
/// for `email`, the other field's current text for `equals`, a value that is not taken for
/// `remote`. Each candidate is then put through the field's own paste shaping and checked with
/// the rules: the model decides what passes, the explorer only proposes.
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

  /// The values forms usually ask for, in the shapes people type them, tried against a rule
  /// the solver cannot read: dates, numbers and codes of common lengths, names, addresses,
  /// phone numbers, postcodes, cards, times and web addresses.
  static let commonValues: [String] =
    ["2000-01-31", "31/01/2000", "01/31/2000", "31.01.2000", "2000/01/31", "20000131"]
    + (1...19).map { String("1234567890123456789".prefix($0)) }
    + ["Ann", "Ann Lee", "ann", "ANN", "ann@example.com", "+15550100", "555-0100", "0612345678"]
    + ["SW1A 1AA", "A1B 2C3", "75001", "10115", "12:30", "4242424242424242", "https://a.co"]
    + ["GB82WEST12345698765432", "AB123456C", "yes", "true", "Passw0rd!", "abc123", "A1"]

  /// The longest text the explorer proposes: a rule that needs a longer one is named instead.
  static let longest = 1_000

  /// The characters tried, in order of preference: ASCII first, then a few beyond it.
  private static let palette: [Character] =
    Array("a1A0bcoB9zZ!@._-+#$%&*/:=?^~ ") + ["é", "٣", "ß"]

  /// What the rules ask of a field's text, read once.
  private struct Constraints {
    var minimum = 0
    var maximum = Int.max
    var needed: [CharacterClass] = []
    var excluded: [CharacterClass] = []
    var taken: Set<String> = []
    var patterns: [String] = []
    var isEmail = false
    var compared: [String] = []

    init(_ field: TextField) {
      for rule in field.rules {
        switch rule.kind {
        case .required: minimum = max(minimum, 1)
        case .minLength(let count): minimum = max(minimum, count)
        case .maxLength(let count): maximum = min(maximum, count)
        case .contains(let characterClass): needed.append(characterClass)
        case .excludes(let characterClass): excluded.append(characterClass)
        case .remote: taken.formUnion(rule.remoteTaken?.values ?? [])
        case .pattern(let pattern): patterns.append(pattern.source)
        case .email: isEmail = true
        case .equals(let name): compared.append(name)
        default: break
        }
      }
      if let limit = field.limit { maximum = min(maximum, limit) }
    }
  }

  /// The characters that the field takes on their own, after its normaliser, that no
  /// `excludes` rule forbids.
  private static func pool(for field: TextField, excluded: [CharacterClass]) -> [Character] {
    var seen = Set<Character>()
    var pool: [Character] = []
    var candidates = palette
    if case .characters(let set)? = field.filter { candidates = set.sorted() + candidates }
    for candidate in candidates {
      guard let shaped = field.textAfterPasting(String(candidate)), shaped.count == 1,
        let character = shaped.first, !excluded.contains(where: { $0.contains(character) }),
        seen.insert(character).inserted
      else { continue }
      pool.append(character)
    }
    return pool
  }

  /// Texts that the field takes and that pass every rule of it that answers at once, shortest
  /// first; empty when none could be found.
  ///
  /// - Parameters:
  ///   - field: A field with rules.
  ///   - compared: The current value of a control that a rule reads (the field an `equals`
  ///     names, a control a rule of the app's names).
  /// - Returns: The texts, each taken by the field's paste shaping and checked with the rules.
  static func valid(for field: TextField, compared: (String) -> ControlValues.Value?) -> [String] {
    let rules = field.rules.filter { !$0.isAsynchronous }
    guard !field.rules.isEmpty else { return [] }
    let constraints = Constraints(field)
    guard constraints.minimum <= longest else { return [] }
    let pool = pool(for: field, excluded: constraints.excluded)
    guard let filler = pool.first else { return [] }
    let allowed = Set(pool)
    let bases = Self.bases(constraints, pool: pool, compared: compared)
    let candidates = bases.map { base in
      Self.candidate(from: base, constraints, pool: pool, filler: filler, allowed: allowed)
    }
    var seen = Set<String>()
    func accepted(_ candidate: String) -> String? {
      guard let shaped = field.textAfterPasting(candidate), !shaped.isEmpty || rules.isEmpty,
        !constraints.taken.contains(shaped),
        passes(shaped, rules: rules, compared: compared), seen.insert(shaped).inserted
      else { return nil }
      return shaped
    }
    let found = candidates.compactMap(accepted)
    guard found.isEmpty else { return found }
    // A rule the solver cannot read (an app's predicate): the values forms usually ask for,
    // which the predicate itself accepts or not.
    for value in commonValues {
      if let shape = accepted(value) { return [shape] }
    }
    // A check digit, a date in the future: vary the last two characters over the characters
    // the field takes, as a person trying would.
    let alternatives = Array(pool.prefix(12))
    for candidate in candidates where candidate.count >= 1 {
      let head = Array(candidate)
      for last in alternatives {
        if let text = accepted(String(head.dropLast()) + String(last)) { return [text] }
      }
      guard head.count >= 2 else { continue }
      for first in alternatives {
        for last in alternatives {
          if let text = accepted(String(head.dropLast(2)) + String(first) + String(last)) {
            return [text]
          }
        }
      }
    }
    return []
  }

  /// The texts a valid candidate starts from: a sample of each pattern, an address, the text
  /// of a field an `equals` rule names; the empty text when there is none.
  private static func bases(
    _ constraints: Constraints, pool: [Character], compared: (String) -> ControlValues.Value?
  ) -> [String] {
    let allowed = Set(pool)
    var bases: [String] = []
    for pattern in constraints.patterns {
      if let sample = PatternSampler.match(
        of: pattern, length: constraints.minimum, allowing: allowed.contains)
      {
        bases.append(sample)
      }
    }
    if constraints.isEmail {
      let letters = pool.filter(\.isLowercase) + pool.filter(\.isLetter)
      let address = "a@b.co"
      if address.allSatisfy(allowed.contains) {
        bases.append(address)
      } else if let letter = letters.first {
        bases.append("\(letter)@\(letter).\(letter)\(letter)")
      }
    }
    for name in constraints.compared {
      if case .text(let text)? = compared(name) { bases.append(text) }
    }
    return bases.isEmpty ? [""] : bases
  }

  /// A base grown to the rules: the classes it needs, padded to the minimum length, cut to the
  /// maximum, and lengthened past the taken values.
  private static func candidate(
    from base: String, _ constraints: Constraints, pool: [Character], filler: Character,
    allowed: Set<Character>
  ) -> String {
    var text = base
    for characterClass in constraints.needed where !text.contains(where: characterClass.contains) {
      if let character = pool.first(where: characterClass.contains) { text.append(character) }
    }
    let pad = text.last.flatMap { allowed.contains($0) ? $0 : nil } ?? filler
    // The empty text is the explorer's clear: a valid text has a character at least.
    while text.count < max(constraints.minimum, 1) { text.append(pad) }
    if text.count > constraints.maximum { text = String(text.prefix(constraints.maximum)) }
    var attempts = 0
    while constraints.taken.contains(text), attempts < 8, text.count < constraints.maximum {
      text.append(pad)
      attempts += 1
    }
    return text
  }

  /// Texts that the field takes and that fail one of its rules just barely: one character short
  /// or long, a class missing or forbidden, an address without its domain's end, a value that
  /// is taken.
  static func nearMisses(for field: TextField, compared: (String) -> ControlValues.Value?)
    -> [String]
  {
    let rules = field.rules.filter { !$0.isAsynchronous }
    let constraints = Constraints(field)
    guard let valid = valid(for: field, compared: compared).first else { return [] }
    let pool = pool(for: field, excluded: [])
    let filler = valid.last ?? pool.first ?? "a"
    var misses: [String] = []
    for rule in field.rules {
      switch rule.kind {
      case .minLength(let count) where count > 1: misses.append(String(valid.prefix(count - 1)))
      case .maxLength(let count) where count < longest:
        misses.append(valid + String(repeating: filler, count: max(1, count + 1 - valid.count)))
      case .contains(let characterClass):
        var text = String(valid.filter { !characterClass.contains($0) })
        if let other = pool.first(where: { !characterClass.contains($0) }) {
          while text.count < valid.count { text.append(other) }
        }
        misses.append(text)
      case .excludes(let characterClass):
        if let character = pool.first(where: characterClass.contains) {
          misses.append(String(valid.dropLast()) + String(character))
        }
      case .email:
        if let dot = valid.lastIndex(of: ".") { misses.append(String(valid[..<dot])) }
      case .pattern:
        misses.append(String(valid.dropLast()))
        misses += pool.prefix(6).map { valid + String($0) }
      case .equals: misses += pool.prefix(3).map { valid + String($0) }
      case .remote: misses += (rule.remoteTaken?.values ?? []).sorted()
      case .custom, .customReading:
        misses += [String(valid.dropLast())] + pool.prefix(3).map { String($0) }
      default: continue
      }
    }
    var seen: Set<String> = [valid]
    return misses.compactMap { candidate -> String? in
      guard let shaped = field.textAfterPasting(candidate), !shaped.isEmpty,
        seen.insert(shaped).inserted
      else { return nil }
      let isTaken = constraints.taken.contains(shaped)
      guard isTaken || !passes(shaped, rules: rules, compared: compared) else { return nil }
      return shaped
    }
  }

  /// Why no text the field takes passes its rules, or `nil` when one does (or it has none).
  static func unsatisfiable(_ field: TextField, compared: (String) -> ControlValues.Value?)
    -> String?
  {
    guard !field.rules.isEmpty, valid(for: field, compared: compared).isEmpty else { return nil }
    let constraints = Constraints(field)
    // Without `required` the empty text is valid: the field can be valid, whatever else.
    guard constraints.minimum > 0 else { return nil }
    if pool(for: field, excluded: constraints.excluded).isEmpty {
      return "it takes no character that its rules allow"
    }
    for characterClass in constraints.needed
    where !pool(for: field, excluded: constraints.excluded).contains(where: characterClass.contains)
    {
      return "it takes no \(characterClass.rawValue) character, which a rule asks for"
    }
    if constraints.minimum > constraints.maximum {
      return "it needs \(constraints.minimum) characters and takes at most \(constraints.maximum)"
    }
    if constraints.minimum > longest {
      return "it needs \(constraints.minimum) characters, more than the explorer types "
        + "(\(longest))"
    }
    return "no text it takes was found to pass its rules"
  }

  private static func passes(
    _ text: String, rules: [ValidationRule], compared: (String) -> ControlValues.Value?
  ) -> Bool {
    rules.allSatisfy { rule in
      let names = rule.readControlNames
      guard !names.isEmpty else { return rule.isSatisfied(by: text) }
      var values: [String: ControlValues.Value] = [:]
      for name in names { values[name] = compared(name) }
      return rule.evaluate(text, reading: ControlValues(values)) == .passed
    }
  }
}
