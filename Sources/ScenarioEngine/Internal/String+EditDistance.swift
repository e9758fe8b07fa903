extension String {
  /// The optimal-string-alignment distance to another string, in characters: insertions,
  /// deletions, substitutions and swaps of two neighbours each count one.
  func editDistance(to other: String) -> Int {
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

  /// The nearest candidate, when it is close enough to be what was meant.
  ///
  /// Words of one or two characters get no suggestion, short words allow one edit, longer ones
  /// two; an exact match is not a suggestion.
  func nearest(among candidates: some Sequence<String>) -> String? {
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
