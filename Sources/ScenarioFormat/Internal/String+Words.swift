extension String {
  /// The text without the white space it starts with.
  package func trimmingLeadingWhitespace() -> String {
    // Indentation is spaces and tabs before an ASCII character that is no whitespace: each of
    // them is then a character of its own, and the bytes say where the text starts.
    // (ASCII's white space is 0x09 to 0x0D and the space.)
    if let start = firstNonBlankByte, start.byte < 0x80, !(0x09...0x0D).contains(start.byte) {
      return String(self[start.index...])
    }
    return String(drop(while: \.isWhitespace))
  }

  /// The first byte that is no space or tab, and where it is.
  package var firstNonBlankByte: (byte: UInt8, index: String.Index)? {
    let bytes = utf8
    guard let index = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
    return (bytes[index], index)
  }

  /// The optimal-string-alignment distance to another string, in characters: insertions,
  /// deletions, substitutions and swaps of two neighbours each count one.
  package func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previousPrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...target.count {
        let cost = source[i - 1] == target[j - 1] ? 0 : 1
        var best = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
          best = Swift.min(best, previousPrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[target.count]
  }

  /// The fewest edits that make `pattern` appear somewhere in this string, as a filter matches
  /// a part of a title: insertions, deletions and substitutions count one, and the rest of the
  /// string costs nothing.
  package func substringDistance(to pattern: String) -> Int {
    let text = Array(self)
    let wanted = Array(pattern)
    guard !wanted.isEmpty else { return 0 }
    // Column j: the best alignment of the pattern's first i characters ending at text[j - 1];
    // a match may start anywhere, so row 0 is all zeros.
    var previous = [Int](repeating: 0, count: text.count + 1)
    var current = previous
    for i in 1...wanted.count {
      current[0] = i
      for j in stride(from: 1, through: text.count, by: 1) {
        let cost = wanted[i - 1] == text[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous.min() ?? wanted.count
  }

  /// The nearest candidate, when it is close enough to be what was meant.
  ///
  /// The same word in other letter case comes first; otherwise words of one or two characters
  /// get no suggestion, short words allow one edit, longer ones two. An exact match is not a
  /// suggestion.
  package func nearest(among candidates: some Collection<String>) -> String? {
    // The same word in other letter case is the likeliest meaning, however short ("De" for "DE").
    let folded = lowercased()
    if let sameLetters = candidates.first(where: { $0 != self && $0.lowercased() == folded }) {
      return sameLetters
    }
    guard count > 2 else { return nil }
    let limit = count < 5 ? 1 : 2
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != self {
      guard abs(candidate.count - count) <= limit else { continue }
      let distance = editDistance(to: candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }
}
