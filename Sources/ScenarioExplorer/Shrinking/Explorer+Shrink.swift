import ControlModel
import ScenarioEngine
import ScenarioFormat

extension Explorer.Session {
  /// The shortest sequence found that still violates the same property.
  ///
  /// Passes, repeated while one of them shortens the sequence: cut after the violating step;
  /// remove chunks of steps, then any pair of steps (a focus and a blur, a toggle and a toggle
  /// back); replace each field's edits by one paste of the text they left; merge waits; write
  /// typing as one paste; then cut texts to their shortest, together where two steps carry the
  /// same text (a password and its confirmation must stay equal).
  func shrink(_ moves: [Move], property: String) -> [Move] {
    func reproduces(_ candidate: [Move]) -> Bool {
      run(candidate)?.violation.expected == property
    }
    var current = moves
    func cut() {
      if let index = run(current)?.index, index >= 0 { current = Array(current.prefix(index + 1)) }
    }
    cut()
    var rounds = 0
    while rounds < 4 {
      rounds += 1
      let before = current.map(\.line)
      removeChunks(&current, reproduces)
      removePairs(&current, reproduces)
      onePastePerField(&current, reproduces)
      mergeWaits(&current, reproduces)
      typingAsPaste(&current, reproduces)
      shortenTexts(&current, reproduces)
      cut()
      if current.map(\.line) == before { break }
    }
    return current
  }

  private func removeChunks(_ current: inout [Move], _ reproduces: ([Move]) -> Bool) {
    var chunk = max(1, current.count / 2)
    while true {
      var index = 0
      var removed = false
      while index < current.count {
        let candidate = Array(current[..<index] + current[min(current.count, index + chunk)...])
        if reproduces(candidate) {
          current = candidate
          removed = true
        } else {
          index += chunk
        }
      }
      if chunk == 1 && !removed { break }
      if !removed { chunk = max(1, chunk / 2) }
    }
  }

  private func removePairs(_ current: inout [Move], _ reproduces: ([Move]) -> Bool) {
    var removed = true
    while removed, current.count <= 24 {
      removed = false
      search: for first in current.indices {
        for second in current.indices where second > first {
          var candidate = current
          candidate.remove(at: second)
          candidate.remove(at: first)
          if reproduces(candidate) {
            current = candidate
            removed = true
            break search
          }
        }
      }
    }
  }

  /// The field a step edits, if it edits one.
  private static func editedField(_ move: Move) -> String? {
    switch move.action {
    case .type(let name, _), .paste(let name, _), .backspace(let name, _), .clear(let name),
      .cursor(let name, _):
      name.name
    default: nil
    }
  }

  /// Each field's edits replaced by one paste of the text they left, where that still fails.
  private func onePastePerField(_ current: inout [Move], _ reproduces: ([Move]) -> Bool) {
    let fields = Set(current.compactMap(Self.editedField))
    for name in fields.sorted() {
      let edits = current.indices.filter { Self.editedField(current[$0]) == name }
      guard let last = edits.last,
        edits.count > 1 || current[last].kind != .paste
      else { continue }
      guard let text = text(of: name, after: Array(current.prefix(last + 1))) else { continue }
      var candidate: [Move] = []
      for (index, move) in current.enumerated() {
        if index == last {
          candidate += Move.set(name, to: text, from: "")
        } else if !edits.contains(index) {
          candidate.append(move)
        }
      }
      if reproduces(candidate) { current = candidate }
    }
  }

  /// A field's text after some steps, replayed on a fresh screen.
  private func text(of name: String, after moves: [Move]) -> String? {
    guard let space else { return nil }
    space.reset()
    for move in moves { _ = space.apply(move) }
    return space.instance.screen.field(named: name)?.text
  }

  private static func milliseconds(_ move: Move) -> Int? {
    if case .wait(let duration) = move.action { return Int(duration / .milliseconds(1)) }
    return nil
  }

  /// Two waits as one where that still fails, and each wait as short as it may be.
  private func mergeWaits(_ current: inout [Move], _ reproduces: ([Move]) -> Bool) {
    var merged = true
    while merged {
      merged = false
      let waits = current.indices.filter { Self.milliseconds(current[$0]) != nil }
      search: for first in waits {
        for second in waits where second > first {
          let total =
            (Self.milliseconds(current[first]) ?? 0)
            + (Self.milliseconds(current[second]) ?? 0)
          for keep in [first, second] {
            var candidate = current
            candidate[keep] = Move.wait(milliseconds: total)
            candidate.remove(at: keep == first ? second : first)
            if reproduces(candidate) {
              current = candidate
              merged = true
              break search
            }
          }
        }
      }
    }
  }

  /// Typing written as one paste of the same text, where that still fails.
  private func typingAsPaste(_ current: inout [Move], _ reproduces: ([Move]) -> Bool) {
    for index in current.indices {
      guard case .type(let name, let text) = current[index].action else { continue }
      var candidate = current
      candidate[index] = Move.paste(name.name, text)
      if reproduces(candidate) { current = candidate }
    }
  }

  /// Texts cut to their shortest: a single character, or a prefix or suffix; steps that carry
  /// the same text are cut together.
  private func shortenTexts(_ current: inout [Move], _ reproduces: ([Move]) -> Bool) {
    var done = Set<String>()
    for index in current.indices {
      guard let text = Self.text(of: current[index]), text.count > 1,
        done.insert(text).inserted
      else { continue }
      let sharing = current.indices.filter { Self.text(of: current[$0]) == text }
      for simpler in Self.simpler(text) {
        var candidate = current
        for other in sharing {
          candidate[other] = Self.replacing(text: simpler, in: current[other])
        }
        if reproduces(candidate) {
          current = candidate
          break
        }
      }
    }
  }

  private static func text(of move: Move) -> String? {
    switch move.action {
    case .type(_, let text), .paste(_, let text): text
    default: nil
    }
  }

  private static func replacing(text: String, in move: Move) -> Move {
    switch move.action {
    case .type(let name, _): Move.type(name.name, text)
    case .paste(let name, _): Move.paste(name.name, text)
    default: move
    }
  }

  /// Shorter texts to try in place of a text, shortest first: each of its first characters,
  /// then its prefixes and suffixes (texts of up to 64 characters), then its halves.
  static func simpler(_ text: String) -> [String] {
    var result = text.prefix(8).map { String($0) }
    if text.count <= 64 {
      result += (2..<text.count).flatMap { length in
        [String(text.prefix(length)), String(text.suffix(length))]
      }
    }
    result += [String(text.prefix(text.count / 2)), String(text.suffix(text.count / 2))]
    return result.filter { !$0.isEmpty }
  }
}
