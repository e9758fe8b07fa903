/// The shortest text a regular expression matches whole.
///
/// It reads the common ICU syntax: literals, escapes (`\d`, `\w`, `\s`, escaped symbols), classes with ranges and negation, `.`, groups
/// (`(…)`, `(?:…)`), alternation and quantifiers (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, with
/// lazy or possessive suffixes). Anything else gives `nil`; callers check a sample with the
/// rule itself, so a wrong guess is only a wasted try.
struct PatternSampler {
  private let characters: [Character]
  private var index = 0

  private init(_ pattern: String) {
    characters = Array(pattern)
  }

  /// The shortest text the pattern matches, if the pattern is in the syntax understood here.
  static func shortestMatch(of pattern: String) -> String? {
    var sampler = PatternSampler(pattern)
    guard let result = sampler.alternation(), sampler.index == sampler.characters.count else {
      return nil
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
      guard let (minimum, _) = quantifier() else { return nil }
      result += String(repeating: atom, count: minimum)
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
    case ".": return "a"
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
    let chosen = candidates.first { candidate in
      members.contains { $0.contains(candidate) } != negated
    }
    return chosen.map(String.init)
  }

  /// After a backslash: a shorthand class's sample (several, inside a class) or the character.
  private mutating func escape(inClass: Bool) -> String? {
    guard let character = peek else { return nil }
    index += 1
    switch character {
    case "d": return inClass ? "0123456789" : "0"
    case "w": return inClass ? "a0_" : "a"
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
