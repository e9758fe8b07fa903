/// A generator of random screens and scenarios, biased toward the format's edges.
///
/// Deterministic: the same seed writes the same files.
package struct Generator {
  var random: SplitMix64
  var messages = 0
  /// Names of the screen being made, by kind.
  var fields: [String] = []
  var switches: [String] = []
  var pickers: [String: [String]] = [:]
  var steppers: [String: ClosedRange<Int>] = [:]
  var dates: [String: (from: DayExpr?, to: DayExpr?)] = [:]
  var group: GroupSpec?
  /// The `today` line of the screen being made.
  var today = Day.fallbackToday
  /// Whether groups start at `from` rows only (to look past a known disagreement locally).
  package var startsGroupsAtFrom = false
  /// Whether no reset follows a removal of a row (to look past a known disagreement locally).
  package var avoidsResetAfterRemoval = false
  /// Whether `set` and `load` never write a text canonically equal to the field's, in other
  /// scalars (to look past a known disagreement locally).
  package var avoidsCanonicalSet = false
  /// Whether a control with a conditional rule never gets a `shown when` line, and no trap is
  /// set for a focus lost inside a step (to look past that known disagreement locally).
  package var avoidsShownWhenWithConditions = false
  /// Whether a `load` never writes the value the control already has (to look past a known
  /// disagreement locally: the engine does not read dirty conditions again after it).
  package var avoidsSameValueLoad = false
  /// Whether a control with a `remote` rule has no rule on a dirtiness (to look past a known
  /// disagreement locally: the engine checks such a control again at every change of dirtiness).
  package var avoidsDirtyRulesWithRemote = false
  /// Whether `today` never moves so that a row's date made afterwards has crossed bounds or a
  /// starting day outside them (to look past a known disagreement locally: the engine stops the
  /// whole run when it makes such a row).
  package var avoidsRowDatesOutOfBounds = false
  /// Whether no button without `busy` both adds or removes a row and `commits` (to look past a
  /// known disagreement locally: the engine commits the rows after the tap's row is added or
  /// removed).
  package var avoidsImmediateCommitOfRows = false
  /// Whether a group's rows never change while a button that `commits` it is busy, and no button
  /// that adds or removes a row commits when busy (to look past a known disagreement locally: the
  /// engine commits such rows by identity rather than by place).
  package var avoidsRowsChangedInFlight = false
  /// Whether the screen being made is dense: more conditions, `shown when`, debounces, groups
  /// and managed fields.
  var isDense = false

  /// Starts from a seed.
  package init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// Makes one file: a screen and two to four scenarios.
  package mutating func makeFile(index: Int) -> FileSpec {
    let screen = makeScreen(index: index)
    let background = random.chance(15) ? makeBackground(screen) : []
    var scenarios: [ScenarioSpec] = []
    for number in 1...random.int(2...4) {
      scenarios.append(makeScenario(screen, title: "case \(number)", after: background))
    }
    return FileSpec(screen: screen, scenarios: scenarios, background: background)
  }

  /// Texts typed, pasted, set and loaded: emoji, combining marks, digits beyond ASCII.
  static let texts = [
    "a", "ab", "Ann", "abc", "12345", "42", "taken", "x@y.io", "ann@example.com", "é", "e\u{301}",
    "Caf\u{E9}", "Cafe\u{301}", "👩‍👩‍👧", "😀", "½", "٣", " ", "K1A 0B1", "A1!", "\u{301}", "ZZ",
    "hello world", "Q",
  ]

  /// Days near the edges: 29 February, the day before and after, bounds.
  static let days: [Day] = [
    (2024, 2, 29), (2023, 2, 28), (2023, 3, 1), (2024, 3, 1), (2000, 2, 29), (2022, 2, 28),
    (2026, 7, 1), (2024, 6, 30), (2024, 7, 2), (2008, 7, 1), (1990, 5, 17), (2019, 12, 31),
    (2027, 1, 1), (2020, 1, 1), (2006, 3, 1),
  ].compactMap { Day($0.0, $0.1, $0.2) }

  /// Days a file's `today` line names: a 29 February, the first of July, a year's end.
  static let todays: [Day] = [(2026, 7, 1), (2024, 2, 29), (2025, 3, 1), (2019, 12, 31)]
    .compactMap { Day($0.0, $0.1, $0.2) }

  /// Offsets of `today±N` in bounds, picks, values and REFs.
  static let offsets = [0, 0, 1, -1, 30, -365, 365]

  static let optionSets = [
    ["US", "DE", "CA", "IS"], ["Adult", "Child", "Infant"], ["Caf\u{E9}", "Th\u{E9}", "Tea"],
  ]

  static let patterns = [
    "[0-9]{5}", "[A-Z][a-z]*", ".*a.*", "[a-z]+", "[A-Z][0-9][A-Z] [0-9][A-Z][0-9]",
  ]

  mutating func message() -> String? {
    messages += 1
    return random.chance(12) ? nil : "M\(messages) fails"
  }

  mutating func resetNames() {
    fields = []
    switches = []
    pickers = [:]
    steppers = [:]
    dates = [:]
    group = nil
  }

  /// Makes a screen: top-level controls, maybe a group, buttons and managers.
  mutating func makeScreen(index: Int) -> ScreenSpec {
    resetNames()
    isDense = random.chance(35)
    today = random.pick(Self.todays) ?? Day.fallbackToday
    var controls: [ControlSpec] = []
    for number in 1...random.int(1...4) { controls.append(skeleton("f\(number)", kind: 0)) }
    for number in 0..<random.int(0...2) { controls.append(skeleton("s\(number + 1)", kind: 1)) }
    if random.chance(50) { controls.append(skeleton("p1", kind: 2)) }
    if random.chance(40) { controls.append(skeleton("n1", kind: 3)) }
    for number in 0..<random.int(0...2) { controls.append(skeleton("d\(number + 1)", kind: 4)) }
    if random.chance(isDense ? 85 : 55) { group = makeGroup() }
    let outside = controls
    controls = controls.map { addRules(to: $0, neighbours: outside) }
    var items = controls.map(Item.control)
    items.shuffle(using: &random)
    if var made = group {
      let neighbours = outside + made.controls
      made.controls = made.controls.map { addRules(to: $0, neighbours: neighbours) }
      made.managers = makeRowManagers(made)
      group = made
      items.insert(.group(made), at: random.below(items.count + 1))
    }
    let buttons = makeButtons()
    let managers = makeManagers(values: controls.map(\.name), buttons: buttons.map(\.name))
    items += addEnabledWhen(to: buttons, controls: controls, managers: managers).map(Item.control)
    items += managers.map(Item.manager)
    if !avoidsShownWhenWithConditions, random.chance(12) {
      items += hidingTrap(managers: managers)
    }
    if group != nil, !avoidsShownWhenWithConditions, random.chance(12) {
      items += removalTrap(managers: managers)
    }
    items = addManagerDirtiness(to: items, managers: managers.map(\.name))
    if avoidsDirtyRulesWithRemote { items = items.map(withoutDirtyRulesBesideRemote) }
    var screen = ScreenSpec(title: random.chance(50) ? "Screen \(index)" : nil, items: items)
    if random.chance(15) { screen.invariants = [makeInvariant(managers.map(\.name))] }
    if random.chance(10), let button = random.pick(buttons.map(\.name)) {
      screen.invariants.append(tapInvariant(button, managers: managers.map(\.name)))
    }
    if let group, random.chance(15) {
      screen.invariants.append(starInvariant(group, managers: managers.map(\.name)))
    }
    // Always a `today` line, so that a run does not depend on the system's day.
    screen.today = today
    return screen
  }
}

extension SplitMix64: RandomNumberGenerator {}
