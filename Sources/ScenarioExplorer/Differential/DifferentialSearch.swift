import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The breadth-first search over pairs of states behind
/// ``Explorer/difference(between:and:options:)``.
struct DifferentialSearch {
  let left: StateSpace
  let right: StateSpace
  let options: Explorer.SystematicOptions
  private var nodes: [(parent: Int, moves: [Move])] = [(-1, [])]

  /// The controls the search acts on; `nil` for all.
  let acting: Set<String>?
  /// The controls the reference screen's layout knows, compared after each step.
  private let controlNames: [String]
  /// The fields the search starts from whose rules include a closure of the app's: in every
  /// state reached, each of their texts is tried on both screens where the rules' verdicts
  /// differ (a closure may read any control, so a state deep in the search may be the one
  /// where it fails).
  let probed: [(index: Int, name: String)]
  /// The members of the app's own type that the managers named in the search's focus verify,
  /// and what the managers read of them together in each state visited.
  private let appMembers: [String]
  private var memberStates: Set<[Explorer.AppMemberStates.MemberState]> = []
  /// Whether the managers named in the search's focus, on both screens, verify only members
  /// of the app's own type: what a change of them does then depends on those members alone.
  private let focusActsThroughAppMembers: Bool

  /// Prepares a search; the fields it enriches get texts at every length bound and shaping
  /// probes (`nil` for all).
  init(
    left: StateSpace, right: StateSpace, options: Explorer.SystematicOptions,
    acting: Set<String>?, enriching: Set<String>?
  ) {
    self.left = left
    self.right = right
    self.options = options
    self.acting = acting
    // The search compares the displays of errors, which open on a blur.
    left.endsEditing = true
    right.endsEditing = true
    let isFocused = { (manager: Manager) in enriching?.contains(manager.name) ?? false }
    let focused = left.instance.managers.filter(isFocused)
    var named = Set<String>()
    appMembers = focused.flatMap(\.members).filter { !Manager.isModelMember($0) }.map(\.name)
      .filter { named.insert($0).inserted }
    focusActsThroughAppMembers =
      !focused.isEmpty && !appMembers.isEmpty
      && (focused + right.instance.managers.filter(isFocused)).allSatisfy {
        $0.members.allSatisfy { !Manager.isModelMember($0) }
      }
    let layout = left.layout
    controlNames =
      layout.fields.map(\.name) + layout.switches.map(\.name) + layout.values.map(\.name)
      + layout.buttons.map(\.name)
    // Both screens try every text either would, and texts at every length bound of either:
    // a bound moved by one shows only at the bound. A group's rows are alike: the first row's
    // fields show it, and the other rows take the texts their rules give.
    var probed: [(index: Int, name: String)] = []
    for (index, slot) in left.layout.fields.enumerated() {
      let name = slot.name
      left.extraTexts[index] = nil
      right.extraTexts[index] = nil
      guard enriching?.contains(name) ?? true, (slot.row?.row ?? 0) == 0,
        right.layout.fields.indices.contains(index), right.layout.fields[index].name == name,
        let field = left.instance.screen.field(named: name),
        let other = right.instance.screen.field(named: name)
      else { continue }
      let unique = Self.texts(
        trying: slot.inputs, right.layout.fields[index].inputs, on: field, other)
      left.extraTexts[index] = unique
      right.extraTexts[index] = unique
      if enriching != nil, (field.rules + other.rules).contains(where: \.isOpaqueClosure) {
        probed.append((index, name))
      }
    }
    self.probed = probed
  }

  /// The texts both screens try in a field: each one's valid texts and near misses, texts at
  /// every length bound of either, and probes of the shaping, once each.
  private static func texts(
    trying mine: FieldInputs, _ theirs: FieldInputs, on field: TextField, _ other: TextField
  ) -> [String] {
    var texts = mine.valid + mine.misses + theirs.valid + theirs.misses
    let base = texts.first { !$0.isEmpty } ?? mine.sample ?? "a"
    for length in boundaryLengths(field) + boundaryLengths(other) {
      var text = String(base.prefix(length))
      while text.count < length, let last = text.last ?? base.last { text.append(last) }
      texts.append(text)
    }
    // Probes of the shaping: white space, the other case, a letter and a symbol, in the text
    // and in its place at its end (under a limit).
    let shorter = String(base.dropLast())
    texts += [" " + base, base.uppercased(), base.lowercased(), base + "x", shorter + "x"]
    texts += [base + "!", shorter + "!"]
    var seen = Set<String>()
    return texts.filter { seen.insert($0).inserted }
  }

  /// The lengths around each length bound of a field's rules and its limit: one short, on it,
  /// one over.
  private static func boundaryLengths(_ field: TextField) -> [Int] {
    var lengths: [Int] = []
    if let limit = field.limit {
      lengths += [limit - 1, limit, limit + 1].filter { (1...RuleInputs.longest).contains($0) }
    }
    for rule in field.rules {
      switch rule.kind {
      case .minLength(let bound), .maxLength(let bound):
        lengths += [bound - 1, bound, bound + 1].filter { (1...RuleInputs.longest).contains($0) }
      default:
        continue
      }
    }
    return lengths
  }

  /// Searches from the empty screens first, for the shortest difference, within a share of
  /// the bounds; then, when that finds none and does not exhaust the pairs, from the states
  /// along the reference file's scenarios too, within the whole bounds.
  mutating func run() -> Explorer.DifferentialReport {
    let share = min(options.states, 1_000)
    let plain = search(states: share, fromScenarios: false)
    guard plain.difference == nil, plain.isBounded else {
      return plain
    }
    nodes = [(-1, [])]
    return search(states: options.states, fromScenarios: true)
  }

  private mutating func search(states: Int, fromScenarios: Bool) -> Explorer.DifferentialReport {
    left.reset()
    right.reset()
    if let difference = compare(after: []) { return report(difference, visited: 1, false) }
    noteMemberStates()
    var seen: Set<[Int32]> = [key()]
    var frontier: [(node: Int, left: ScreenCheckpoint?, right: ScreenCheckpoint?)] = [
      (0, left.checkpoint(), right.checkpoint())
    ]
    if fromScenarios, let found = followScenarios(seen: &seen, frontier: &frontier) {
      return found
    }
    var depth = 0
    while !frontier.isEmpty, depth < max(0, options.depth) {
      depth += 1
      var next: [(node: Int, left: ScreenCheckpoint?, right: ScreenCheckpoint?)] = []
      for var entry in frontier {
        for moves in actions(from: &entry) {
          reach(&entry)
          var brokeOne = false
          for move in moves {
            let (leftFound, rightFound) = (left.apply(move), right.apply(move))
            if leftFound != nil || rightFound != nil {
              brokeOne = true
              if leftFound == nil, let found = rightFound {
                let path = self.path(to: entry.node) + moves
                return report(
                  difference(
                    path, names: [], expectations: [], brokenInvariant: found.expected),
                  visited: seen.count, false)
              }
              break
            }
          }
          // A path on which the reference screen breaks an invariant is the suite's own
          // failure, not a difference: it is not followed.
          if brokeOne { continue }
          let path = self.path(to: entry.node) + moves
          if let difference = compare(after: path) {
            return report(shortest(path, difference), visited: seen.count, false)
          }
          guard seen.insert(key()).inserted else { continue }
          noteMemberStates()
          nodes.append((entry.node, moves))
          if seen.count >= states { return report(nil, visited: seen.count, true) }
          let saved = (left: left.checkpoint(), right: right.checkpoint())
          if let found = probe(after: path, saved: saved) {
            return report(shortest(found.path, found.difference), visited: seen.count, false)
          }
          next.append((nodes.count - 1, saved.left, saved.right))
        }
      }
      frontier = next
    }
    return report(nil, visited: seen.count, !frontier.isEmpty)
  }

  /// Walks both screens along the reference file's own scenarios, comparing after each step,
  /// and adds the states they pass through to the search's first frontier: a difference
  /// behind many valid fields is often a step away from where a scenario ends.
  ///
  /// - Returns: The report, when a scenario's steps tell the screens apart.
  private mutating func followScenarios(
    seen: inout Set<[Int32]>,
    frontier: inout [(node: Int, left: ScreenCheckpoint?, right: ScreenCheckpoint?)]
  ) -> Explorer.DifferentialReport? {
    for moves in left.scenarioPaths {
      left.reset()
      right.reset()
      var node = 0
      for move in moves {
        let (leftFound, rightFound) = (left.apply(move), right.apply(move))
        if leftFound != nil || rightFound != nil {
          guard leftFound == nil, let found = rightFound else { break }
          return report(
            difference(
              path(to: node) + [move], names: [], expectations: [],
              brokenInvariant: found.expected),
            visited: seen.count, false)
        }
        if let difference = compare(after: path(to: node) + [move]) {
          return report(shortest(path(to: node) + [move], difference), visited: seen.count, false)
        }
        nodes.append((node, [move]))
        node = nodes.count - 1
        if seen.insert(key()).inserted {
          noteMemberStates()
          let saved = (left: left.checkpoint(), right: right.checkpoint())
          if let found = probe(after: path(to: node), saved: saved) {
            return report(shortest(found.path, found.difference), visited: seen.count, false)
          }
          frontier.append((node, saved.left, saved.right))
        }
      }
    }
    return nil
  }

  private func report(_ difference: Explorer.Difference?, visited: Int, _ isBounded: Bool)
    -> Explorer.DifferentialReport
  {
    // A group given fewer rows than it allows, on either screen: no difference is a verdict
    // within them only.
    let rowsCut = (left.layout.rowsCovered + right.layout.rowsCovered).contains { !$0.isWhole }
    var report = Explorer.DifferentialReport(
      difference: difference, statesVisited: visited, isBounded: isBounded || rowsCut,
      options: options)
    if difference == nil, !appMembers.isEmpty {
      let seen = Explorer.AppMemberStates(names: appMembers, states: memberStates)
      report.alwaysValidMembers = seen.alwaysValid
      if focusActsThroughAppMembers { report.appMembersSeen = seen }
    }
    return report
  }

  /// Notes what the managers read of ``appMembers`` in the reference screen's state.
  private mutating func noteMemberStates() {
    guard !appMembers.isEmpty else { return }
    memberStates.insert(
      appMembers.map { name in
        guard let member = left.instance[name]?.validatable else {
          return .init(.invalid, isDirty: true, isTouched: true)
        }
        return .init(
          member.effectiveValidity, isDirty: member.isDirty, isTouched: member.isTouched)
      })
  }

  /// The actions both screens would try from a pair of states: the reference's, then the
  /// other's that the reference has not, each once.
  private func actions(
    from entry: inout (node: Int, left: ScreenCheckpoint?, right: ScreenCheckpoint?)
  ) -> [[Move]] {
    reach(&entry)
    var seen = Set<[String]>()
    var result: [[Move]] = []
    for (_, moves) in left.keyedActions() + right.keyedActions()
    where seen.insert(moves.map(\.line)).inserted {
      if let acting, let name = moves.first?.controlName, !acting.contains(name) { continue }
      result.append(moves)
    }
    return result
  }

  /// Puts both screens in an entry's states; a side whose saved state it cannot restore (a
  /// row was added or removed since) replays the path and saves the state again, for the
  /// entry's next actions.
  private func reach(
    _ entry: inout (node: Int, left: ScreenCheckpoint?, right: ScreenCheckpoint?)
  ) {
    let node = entry.node
    let restores = (left.canRestore(entry.left), right.canRestore(entry.right))
    left.reach(entry.left) { path(to: node) }
    right.reach(entry.right) { path(to: node) }
    if !restores.0 { entry.left = left.checkpoint() }
    if !restores.1 { entry.right = right.checkpoint() }
  }

  /// What tells a pair of states apart: both fingerprints, and what the single explorer
  /// leaves out but a later step can show (whether each field's errors show, the focus, how
  /// long each button stays busy).
  private func key() -> [Int32] {
    let first = left.fingerprint()
    return [Int32(first.count)] + first + right.fingerprint() + Self.shown(left)
      + Self.shown(right)
  }

  private static func shown(_ space: StateSpace) -> [Int32] {
    let screen = space.instance.screen
    let now = space.instance.clock.now
    var key: [Int32] = screen.fields.map { $0.isErrorDisplayOpen ? 1 : 0 }
    // Dirty and touched, which a step shows later (`expect form dirty`), of every control and
    // manager.
    key += screen.controls.map { ($0.isDirty ? 2 : 0) + ($0.isTouched ? 1 : 0) }
    key += space.instance.managers.map { ($0.isDirty ? 2 : 0) + ($0.isTouched ? 1 : 0) }
    key.append(Int32(screen.fields.firstIndex { $0 === screen.focusedField } ?? -1))
    for control in screen.controls {
      guard case .button(let button) = control.kind else { continue }
      key.append(
        button.busyUntil.map { Int32(clamping: Int((($0 - now) / .milliseconds(1)).rounded())) }
          ?? -1)
    }
    return key
  }

  private func path(to node: Int) -> [Move] {
    var groups: [[Move]] = []
    var index = node
    while index > 0 {
      groups.append(nodes[index].moves)
      index = nodes[index].parent
    }
    return groups.reversed().flatMap { $0 }
  }

  /// The difference the screens show now, if any, as the reference's expectations: every
  /// aspect of each name's reading that a scenario can assert (a field's exact text, a
  /// switch's position, a picker's, stepper's or date's value, taps, validity, the shown error,
  /// every error, enablement, refusals, requests, the focus), and whether it is dirty and
  /// touched.
  func compare(after path: [Move]) -> Explorer.Difference? {
    var names: [String] = []
    var expectations: [String] = []
    for name in controlNames + managerNames {
      guard let shown = left.instance.reading(of: name),
        let other = right.instance.reading(of: name)
      else { continue }
      // Only what a line can assert: a cursor or a busy time alone is no difference.
      var assertions =
        shown == other
        ? []
        : shown.aspects.compactMap { aspect in
          shown.differs(from: other, in: aspect)
            ? Self.assertion(observing: aspect, of: shown) : nil
        }
      assertions += lifecycleAssertions(of: name)
      guard !assertions.isEmpty else { continue }
      names.append(name)
      for assertion in assertions {
        expectations += left.inUse.replayer.recordedLines(for: assertion, changedSince: nil).lines
      }
    }
    guard !names.isEmpty else { return nil }
    var seen = Set<String>()
    return difference(
      path, names: names, expectations: expectations.filter { seen.insert($0).inserted },
      brokenInvariant: nil)
  }

  private var managerNames: [String] { left.instance.managers.map(\.name) }

  private func difference(
    _ path: [Move], names: [String], expectations: [String], brokenInvariant: String?
  ) -> Explorer.Difference {
    let lines = path.map(\.line)
    return Explorer.Difference(
      steps: path.map { left.file.printable($0.action) }, lines: lines, names: names,
      expectations: expectations, brokenInvariant: brokenInvariant)
  }
}
