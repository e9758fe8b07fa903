import ScenarioEngine
import ScenarioFormat

/// The shortest text a regular expression matches whole.
///
/// It reads the common ICU syntax: literals, escapes (`\d`, `\w`, `\s`, escaped symbols), classes
/// with ranges and negation, `.`, groups (`(…)`, `(?:…)`), alternation and quantifiers (`*`, `+`,
/// `?`, `{n}`, `{n,}`, `{n,m}`, with lazy or possessive suffixes). Anything else gives `nil`;
/// callers check a sample with the rule itself, so a wrong guess is only a wasted try.
struct PatternSampler {
  private let characters: [Character]
  private var index = 0
  /// The characters a sample may use (a field's filter and normaliser decide).
  private let allowed: (Character) -> Bool
  /// Characters still to add by repeating atoms beyond their minimum, to reach a length.
  private var budget = 0

  private init(_ pattern: String, allowed: @escaping (Character) -> Bool) {
    characters = Array(pattern)
    self.allowed = allowed
  }

  /// The shortest text the pattern matches, if the pattern is in the syntax understood here.
  ///
  /// - Parameters:
  ///   - pattern: An ICU regular expression.
  ///   - allowed: The characters the sample may use where the pattern leaves a choice.
  /// - Returns: The sample, or `nil` for syntax not understood here.
  static func shortestMatch(
    of pattern: String, allowing allowed: @escaping (Character) -> Bool = { _ in true }
  ) -> String? {
    var sampler = PatternSampler(pattern, allowed: allowed)
    guard let result = sampler.alternation(), sampler.index == sampler.characters.count else {
      return nil
    }
    return result
  }

  /// A text the pattern matches with at least `length` characters where its quantifiers let it
  /// grow (the first ones that can take more do), else the shortest.
  static func match(
    of pattern: String, length: Int, allowing allowed: @escaping (Character) -> Bool
  ) -> String? {
    guard let shortest = shortestMatch(of: pattern, allowing: allowed) else { return nil }
    guard shortest.count < length else { return shortest }
    var sampler = PatternSampler(pattern, allowed: allowed)
    sampler.budget = length - shortest.count
    guard let result = sampler.alternation(), sampler.index == sampler.characters.count else {
      return shortest
    }
    return result
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  /// Alternatives separated by `|`: the shortest of them.
  private mutating func alternation() -> String? {
    var best: String?
    repeat {
      guard let branch = sequence() else { return nil }
      if best == nil || branch.count < (best?.count ?? 0) { best = branch }
    } while consume("|")
    return best
  }

  private mutating func sequence() -> String? {
    var result = ""
    while let character = peek, character != "|", character != ")" {
      guard let atom = atom() else { return nil }
      guard let (minimum, maximum) = quantifier() else { return nil }
      var count = minimum
      if budget > 0, !atom.isEmpty {
        let extra = min(
          (budget + atom.count - 1) / atom.count, (maximum ?? Int.max) - minimum)
        count += extra
        budget -= extra * atom.count
      }
      // A sample longer than the explorer would type is no sample.
      guard count <= RuleInputs.longest, result.count + atom.count * count <= RuleInputs.longest
      else { return nil }
      result += String(repeating: atom, count: count)
    }
    return result
  }

  /// One atom's shortest text.
  private mutating func atom() -> String? {
    guard let character = peek else { return nil }
    index += 1
    switch character {
    case "(":
      if consume("?") { guard consume(":") else { return nil } }
      guard let inner = alternation(), consume(")") else { return nil }
      return inner
    case "[": return characterClass()
    case ".": return Array("a0A").first(where: allowed).map(String.init) ?? "a"
    case "^", "$": return ""
    case "\\": return escape(inClass: false)
    case "*", "+", "?", "{", ")": return nil
    default: return String(character)
    }
  }

  /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` and their suffixes; (1, 1) when there is none.
  private mutating func quantifier() -> (Int, Int?)? {
    var bounds: (Int, Int?) = (1, 1)
    if consume("*") {
      bounds = (0, nil)
    } else if consume("+") {
      bounds = (1, nil)
    } else if consume("?") {
      bounds = (0, 1)
    } else if peek == "{" {
      index += 1
      guard let minimum = number() else { return nil }
      var maximum: Int? = minimum
      if consume(",") { maximum = number() }
      guard consume("}") else { return nil }
      bounds = (minimum, maximum)
    } else {
      return bounds
    }
    _ = consume("?") || consume("+")
    return bounds
  }

  private mutating func number() -> Int? {
    var digits = ""
    while let character = peek, character.isASCII, character.isNumber {
      digits.append(character)
      index += 1
    }
    return Int(digits)
  }

  /// A class's first member among a few likely characters.
  private mutating func characterClass() -> String? {
    let negated = consume("^")
    var members: [(ClosedRange<Character>)] = []
    var isFirst = true
    while let character = peek, character != "]" || isFirst {
      isFirst = false
      index += 1
      var low = character
      if character == "\\" {
        guard let escaped = escape(inClass: true), let first = escaped.first else { return nil }
        if escaped.count > 1 {
          members.append(contentsOf: escaped.map { $0...$0 })
          continue
        }
        low = first
      }
      if peek == "-", index + 1 < characters.count, characters[index + 1] != "]" {
        index += 1
        guard let high = peek else { return nil }
        index += 1
        guard low <= high else { return nil }
        members.append(low...high)
      } else {
        members.append(low...low)
      }
    }
    guard consume("]") else { return nil }
    let candidates: [Character] = Array("a0A") + members.map(\.lowerBound) + Array("_-.@ zZ9")
    let isMember = { (candidate: Character) in
      members.contains { $0.contains(candidate) } != negated
    }
    let chosen =
      candidates.first { isMember($0) && allowed($0) } ?? candidates.first(where: isMember)
    return chosen.map(String.init)
  }

  /// After a backslash: a shorthand class's sample (several, inside a class) or the character.
  private mutating func escape(inClass: Bool) -> String? {
    guard let character = peek else { return nil }
    index += 1
    switch character {
    case "d": return inClass ? "0123456789" : "0"
    case "w": return inClass ? "a0_" : (Array("a0_").first(where: allowed).map(String.init) ?? "a")
    case "s": return " "
    case "D", "W", "S": return inClass ? nil : "!"
    case "n": return "\n"
    case "t": return "\t"
    default: return character.isLetter || character.isNumber ? nil : String(character)
    }
  }

  private mutating func consume(_ character: Character) -> Bool {
    guard peek == character else { return false }
    index += 1
    return true
  }
}
