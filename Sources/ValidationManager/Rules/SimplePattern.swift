/// A matcher for the patterns most forms use, written out so that a keystroke does not pay for a
/// regular-expression engine: a sequence of literal characters and bracket classes, each once or
/// with a greedy quantifier (`?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`), matched against the whole
/// text, code point by code point, as ICU matches them.
///
/// `[0-9]{5}`, `[A-Z][0-9][A-Z] [0-9][A-Z][0-9]`, `[a-z][a-z0-9_]{2,15}` and `[A-Z]{4}[0-9]{2}`
/// are such patterns. Anything else (groups, alternation, `.`, `\d`, anchors, lazy or possessive
/// quantifiers, ICU's set operations) is not: ``init(_:)`` returns `nil`, and the expression
/// engine decides.
struct SimplePattern: Sendable {
  /// One step of the sequence: where its ranges are, and how many times it is taken.
  ///
  /// Plain values only (its ranges are in ``SimplePattern/ranges``), so that reading one on a
  /// keystroke retains nothing.
  private struct Atom: Sendable {
    /// Where the atom's ranges start and end in ``SimplePattern/ranges``.
    let first: Int
    let end: Int
    let isNegated: Bool
    let minimum: Int
    let maximum: Int
  }

  private let atoms: [Atom]
  /// Every atom's inclusive ranges of code points, one atom after the other, each atom's sorted
  /// by where they start.
  private let ranges: [ClosedRange<UInt32>]
  /// Every atom is taken a fixed number of times (`{n}` or once): the text then matches in one
  /// pass, without backtracking.
  private let isFixed: Bool

  /// Whether the atom at `atomIndex` takes the scalar.
  @inline(__always)
  private func atom(_ atomIndex: Int, takes scalar: Unicode.Scalar) -> Bool {
    let atom = atoms[atomIndex]
    let value = scalar.value
    var inside = false
    for position in atom.first..<atom.end where ranges[position].contains(value) {
      inside = true
      break
    }
    return inside != atom.isNegated
  }

  /// The matcher for a pattern of the simple kind, or `nil` for any other.
  init?(_ source: String) {
    var scalars = Array(source.unicodeScalars)[...]
    var atoms: [Atom] = []
    var allRanges: [ClosedRange<UInt32>] = []
    while let first = scalars.first {
      var atom: (ranges: [ClosedRange<UInt32>], isNegated: Bool)
      switch first {
      case "[":
        guard let (ranges, isNegated, rest) = Self.bracket(scalars.dropFirst()) else { return nil }
        atom = (ranges, isNegated)
        scalars = rest
      case "\\":
        guard let escaped = scalars.dropFirst().first, Self.escapable.contains(escaped) else {
          return nil
        }
        atom = ([escaped.value...escaped.value], false)
        scalars = scalars.dropFirst(2)
      default:
        guard !Self.special.contains(first) else { return nil }
        atom = ([first.value...first.value], false)
        scalars = scalars.dropFirst()
      }
      guard let (minimum, maximum, rest) = Self.quantifier(scalars) else { return nil }
      scalars = rest
      atoms.append(
        Atom(
          first: allRanges.count, end: allRanges.count + atom.ranges.count,
          isNegated: atom.isNegated, minimum: minimum, maximum: maximum))
      allRanges += atom.ranges
    }
    self.atoms = atoms
    self.ranges = allRanges
    self.isFixed = atoms.allSatisfy { $0.minimum == $0.maximum }
  }

  /// Characters that mean something outside a class: none of them is a literal here.
  private static let special: Set<Unicode.Scalar> = [
    ".", "(", ")", "|", "^", "$", "*", "+", "?", "{", "}", "[", "]", "\\",
  ]
  /// Characters that a backslash makes literal, everywhere.
  private static let escapable: Set<Unicode.Scalar> = [
    ".", "(", ")", "|", "^", "$", "*", "+", "?", "{", "}", "[", "]", "\\", "-", "/", " ", "&",
    "#", "@", ":", ",", "'", "\"", "!", "%", "=", "<", ">", "~", "`", ";", "_",
  ]

  /// A bracket class after its `[`: literal scalars and ranges, optionally negated; `nil` for
  /// ICU's nested sets, set operations, escapes of letters and an empty or unclosed class.
  private static func bracket(_ input: ArraySlice<Unicode.Scalar>)
    -> ([ClosedRange<UInt32>], Bool, ArraySlice<Unicode.Scalar>)?
  {
    var scalars = input
    let isNegated = scalars.first == "^"
    if isNegated { scalars = scalars.dropFirst() }
    var members: [Unicode.Scalar] = []
    var ranges: [ClosedRange<UInt32>] = []
    var previous: Unicode.Scalar?
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      switch scalar {
      case "]" where !members.isEmpty || !ranges.isEmpty:
        if let previous { ranges.append(previous.value...previous.value) }
        return (ranges.sorted { $0.lowerBound < $1.lowerBound }, isNegated, scalars)
      case "[", "&", "]", "$", "{", "}":
        // ICU's nested sets and set operations, POSIX-like names, and a class that is empty.
        return nil
      case "\\":
        guard let escaped = scalars.first, escapable.contains(escaped) else { return nil }
        scalars = scalars.dropFirst()
        if let previous { ranges.append(previous.value...previous.value) }
        previous = escaped
        members.append(escaped)
      case "-":
        // Right after a range, a hyphen is ICU's to read.
        if previous == nil, !members.isEmpty { return nil }
        guard let start = previous, let end = scalars.first, end != "]", end != "\\", end != "-",
          end != "[", start.value <= end.value
        else {
          // A hyphen first or last is literal; `--` is ICU's set difference.
          if scalars.first == "-" { return nil }
          if let previous { ranges.append(previous.value...previous.value) }
          previous = "-"
          members.append("-")
          continue
        }
        scalars = scalars.dropFirst()
        ranges.append(start.value...end.value)
        previous = nil
        members.append(end)
      default:
        if let previous { ranges.append(previous.value...previous.value) }
        previous = scalar
        members.append(scalar)
      }
    }
    return nil
  }

  /// A greedy quantifier, if one follows: its bounds and what is left; `nil` for a lazy or
  /// possessive one, or a malformed count.
  private static func quantifier(_ input: ArraySlice<Unicode.Scalar>)
    -> (Int, Int, ArraySlice<Unicode.Scalar>)?
  {
    var scalars = input
    let bounds: (Int, Int)
    switch scalars.first {
    case "?": bounds = (0, 1)
    case "*": bounds = (0, .max)
    case "+": bounds = (1, .max)
    case "{":
      guard let close = scalars.firstIndex(of: "}") else { return nil }
      var body = ""
      body.unicodeScalars.append(
        contentsOf: scalars[scalars.index(after: scalars.startIndex)..<close])
      let parts = body.split(separator: ",", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), let low = Int(parts[0]), low <= 1_000 else { return nil }
      let high: Int
      if parts.count == 1 {
        high = low
      } else if parts[1].isEmpty {
        high = .max
      } else {
        guard let given = Int(parts[1]), given >= low, given <= 1_000 else { return nil }
        high = given
      }
      bounds = (low, high)
      scalars = scalars[close...]
    default:
      return (1, 1, scalars)
    }
    scalars = scalars.dropFirst()
    // A lazy (`?`) or possessive (`+`) quantifier is the engine's.
    if scalars.first == "?" || scalars.first == "+" { return nil }
    return (bounds.0, bounds.1, scalars)
  }

  /// Whether the whole text matches, code point by code point; `nil` when deciding would take
  /// more than a few thousand steps (a text that makes a pattern with several open quantifiers
  /// backtrack), which the expression engine then decides.
  ///
  /// - Complexity: O(*n*) for a pattern whose atoms have fixed counts; bounded by the budget
  ///   otherwise.
  func matchesWhole(_ text: String) -> Bool? {
    let scalars = text.unicodeScalars
    if isFixed { return matchesFixed(scalars) }
    var budget = 4_096
    return match(0, scalars.startIndex, in: scalars, budget: &budget)
  }

  /// Whether the whole text matches a pattern whose atoms all have fixed counts: each atom
  /// takes exactly its count of scalars, in one pass.
  private func matchesFixed(_ scalars: String.UnicodeScalarView) -> Bool {
    var index = scalars.startIndex
    for atomIndex in atoms.indices {
      for _ in 0..<atoms[atomIndex].minimum {
        guard index < scalars.endIndex, atom(atomIndex, takes: scalars[index]) else {
          return false
        }
        index = scalars.index(after: index)
      }
    }
    return index == scalars.endIndex
  }

  private func match(
    _ atomIndex: Int, _ start: String.UnicodeScalarView.Index,
    in scalars: String.UnicodeScalarView, budget: inout Int
  ) -> Bool? {
    guard atomIndex < atoms.count else { return start == scalars.endIndex }
    let minimum = atoms[atomIndex].minimum
    let maximum = atoms[atomIndex].maximum
    // Take the atom as often as it goes, up to its maximum.
    var index = start
    var taken = 0
    while taken < maximum, index < scalars.endIndex, atom(atomIndex, takes: scalars[index]) {
      budget -= 1
      guard budget > 0 else { return nil }
      index = scalars.index(after: index)
      taken += 1
    }
    guard taken >= minimum else { return false }
    // Greedy: the longest first, then one fewer at a time.
    while true {
      switch match(atomIndex + 1, index, in: scalars, budget: &budget) {
      case true?: return true
      case nil: return nil
      case false?: break
      }
      guard taken > minimum else { return false }
      budget -= 1
      guard budget > 0 else { return nil }
      index = scalars.index(before: index)
      taken -= 1
    }
  }
}
