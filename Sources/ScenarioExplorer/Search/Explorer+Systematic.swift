import ControlModel
public import ScenarioEngine
import ScenarioFormat
import ValidationManager

extension Explorer {
  /// How far the systematic mode searches.
  public struct SystematicOptions: Sendable, Equatable {
    /// The most actions in a sequence.
    public var depth = 64
    /// The most distinct states to visit.
    public var states = 250_000
    /// Whether edits of independent fields are tried in one order only (sleep sets).
    ///
    /// The same states, fewer actions. Off only to check that it changes no state.
    var reducesInterleavings = true
    /// Whether each new state's model invariants are checked over the whole screen, rather
    /// than around what the action that reached it changed from a state already checked.
    ///
    /// The same verdicts, more work. On only to check that it changes none.
    var checksWholeScreen = false
    /// The program the written scenario's header names: the runner as the user ran it.
    public var tool = "scenario-runner"
    /// The most rows the search gives a group (fewer where the group allows fewer; never fewer
    /// than it starts with).
    public var rows = 3
    /// Whether states that differ only by the order of a group's rows are one state, where
    /// nothing observes that order (a symmetry reduction): the same verdicts, fewer states.
    public var reducesRowOrder = true
    /// Whether rows are taken by their validity where the rest of the screen reads a row only
    /// through it.
    ///
    /// A search of the screen's own rows with one row, then a search with up to ``rows`` rows
    /// that each stand for their validity (``Explorer/RowsByValidity``). Where the screen does not allow it, the rows are searched whole, and the
    /// report says why (``SystematicReport/rowsByValidityObstacle``).
    public var rowsByValidity = false

    /// Makes options.
    ///
    /// - Parameters:
    ///   - depth: The most actions in a sequence.
    ///   - states: The most distinct states to visit.
    public init(depth: Int = 64, states: Int = 250_000) {
      self.depth = depth
      self.states = states
    }
  }

  /// How a systematic search goes, every thousand states: for progress lines.
  public struct SystematicProgress: Sendable {
    /// The distinct states visited so far, and the most the search visits.
    public let states: Int, bound: Int
    /// The depth of the states being expanded.
    public let depth: Int
    /// Whether states are reached by replaying their paths.
    public let replays: Bool
    /// The time since the search began.
    public let elapsed: Duration
  }

  /// What the systematic mode found, and what it covered.
  public struct SystematicReport: Sendable {
    /// The distinct states visited.
    public let statesVisited: Int
    /// The actions tried, over all states.
    public let transitions: Int
    /// Whether the search stopped at its bounds before it ran out of new states: only a search
    /// that did not may say that every reachable state holds.
    public internal(set) var isBounded: Bool
    /// The depth the search reached.
    public let depthReached: Int
    /// The shortest violation, if there is one.
    public let violation: Violation?
    /// The texts tried for each field, secure ones masked, in declaration order.
    public let inputs: [FieldInputsDescription]
    /// Controls that no reachable state enabled although every member that their managers
    /// verify was valid in some state: likely bugs of the screen's declaration.
    public internal(set) var deadControls: [DeadControl]
    /// Why states were reached by replaying their paths instead of being restored, if they
    /// were.
    public let replayReason: String?
    /// The fields and switches that no state reached had valid: no verdict covers them valid.
    public let neverValid: [String]
    /// How many states along the file's own scenarios the search started from, besides the
    /// empty screen: none unless a search from the empty screen stopped at its bounds before
    /// the depth the scenarios reach.
    public var scenarioStates = 0
    /// How many states the app sets up before the file's scenarios (their leading `load` and
    /// `set` steps) the search started from too, besides the declared screen.
    public var appStates = 0
    /// What the states are told apart by besides ``abstraction``, and why: each control's
    /// starting value when the file loads values, whether it is touched when an invariant
    /// reads it, and touched, the displays of errors and the focus where the search resets
    /// (each reset is checked against what it clears).
    public var lifecycleParts: [String] = []
    /// Whether the search reset (it tried `reset`, or a button resets): then each reset it made
    /// was checked against what a reset puts back, and the verdict says so.
    public var checkedResets = false
    /// Why no verdict is given, when a violation met along a session did not happen again
    /// on a screen built anew (a screen that does not answer the same steps the same way).
    public var unreproduced: String?
    /// The values tried for each picker, stepper and date, in declaration order:
    /// `country: "US", "DE", none`.
    public var valuesTried: [String] = []
    /// Whether the search was interrupted before it ran out of states or reached its bounds:
    /// then it is bounded, and covers only the states it visited.
    public var wasInterrupted = false
    /// What the search covered of each group of rows: the most rows it gave it, and whether
    /// its rows were interchangeable.
    public var rows: [RowsCovered] = []
    /// Why states that differ only by the order of rows were told apart, on a screen with
    /// groups whose rows are not interchangeable for the search.
    public var rowOrder: String?
    /// What the search covered with rows taken by their validity, when it took them so.
    public var rowsByValidity: RowsByValidity?
    /// Why rows were searched whole although the search was asked to take them by their
    /// validity.
    public var rowsByValidityObstacle: String?
    /// Whether a search that took the rows whole and stopped at its bounds could have taken
    /// them by their validity (nothing else reads a row).
    public var rowsByValidityAvailable = false

    /// The abstraction the states were told apart by, in words.
    public static let abstraction =
      "each field's exact text, state, enablement and pending debounce; each switch's "
      + "position, state and enablement; each button's busy state and enablement; each "
      + "picker's, stepper's and date's value, state, enablement and visibility; each "
      + "manager's state; and the requests in flight with when their answers are due. The "
      + "focus, shown errors, taps and refusals are left out, unless said after: no invariant "
      + "reads them and none of them changes a state or an enablement"
  }

  /// The texts the explorer tried in one field.
  public struct FieldInputsDescription: Sendable, Hashable, CustomStringConvertible {
    /// The field's name.
    public let field: String
    /// The texts, quoted (a secure field's masked), or what they follow.
    public let texts: [String]
    /// Why no text the field takes passes its rules, if none does.
    public let unsatisfiable: String?
    /// The other controls whose values the texts are solved again for in each state: those a
    /// condition or a rule of the app's reads (an `equals` is said in the texts themselves).
    public var follows: [String] = []

    /// `email: "", "a@a.co", "a@a"`.
    public var description: String {
      "\(field): " + texts.joined(separator: ", ")
        + (follows.isEmpty
          ? ""
          : " (as the empty screen gives them; solved again for each value of "
            + follows.joined(separator: " and ") + ")")
        + (unsatisfiable.map { " (no valid text: \($0))" } ?? "")
    }
  }

  /// Searches the screen's states breadth-first, as a model checker does.
  ///
  /// From every state reached it tries every action open there (set an enabled field to each
  /// text of its alphabet, toggle a switch, tap a button, answer a request in flight valid,
  /// invalid or failed, wait until the next scheduled work), each distinct state once. A state
  /// is extended from a checkpoint, not replayed. Edits of independent fields and switches are
  /// tried in one order only (sleep sets: fewer actions, the same states). The first violation
  /// found, short by breadth, is shrunk. Deterministic: no randomness.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - options: The bounds of the search.
  ///   - progress: Told every thousand states how the search goes.
  ///   - isInterrupted: Asked at each new state whether to stop: when it says so, the search
  ///     ends there and reports what it covered, bounded.
  /// - Returns: The states visited, what was covered, and the shortest violation if there is
  ///   one.
  /// - Complexity: O(*s* · *a*) actions for *s* states with *a* actions each.
  public static func exploreSystematically(
    _ file: CheckedFile, options: SystematicOptions,
    progress: ((SystematicProgress) -> Void)? = nil, isInterrupted: (() -> Bool)? = nil
  ) -> SystematicReport {
    exploreSystematically(
      file, options: options, watch: Watch(progress: progress, isInterrupted: isInterrupted))
  }

  /// ``exploreSystematically(_:options:progress:isInterrupted:)``, followed by a watch.
  static func exploreSystematically(
    _ file: CheckedFile, options: SystematicOptions, watch: Watch
  ) -> SystematicReport {
    if options.rowsByValidity {
      return exploreRowsByValidity(file, options: options, watch: watch)
    }
    guard
      let space = StateSpace(file: file, rows: options.rows, symmetry: options.reducesRowOrder)
    else {
      return SystematicReport(
        statesVisited: 0, transitions: 0, isBounded: false, depthReached: 0, violation: nil,
        inputs: [], deadControls: [], replayReason: nil, neverValid: [])
    }
    var report = search(space, options, fromScenarios: false, watch).report(file: file)
    // Deeper than the bounds reach, the file's own scenarios lead to states a bug may sit next
    // to (a form filled but for one field): search again from those too.
    let deepest = file.scenarios.map { $0.steps.count { !$0.isCheck } }.max() ?? 0
    if report.violation == nil, report.unreproduced == nil, !report.wasInterrupted,
      report.isBounded, deepest > report.depthReached
    {
      report = search(space, options, fromScenarios: true, watch).report(file: file)
    }
    if report.isBounded, report.violation == nil, !space.groups.isEmpty {
      report.rowsByValidityAvailable = rowsByValidityObstacle(file, space: space) == nil
    }
    return report
  }

  /// A breadth-first search run to its end: again, replaying every path, when a restored
  /// state turned out to differ from the same state replayed.
  private static func search(
    _ space: StateSpace, _ options: SystematicOptions, fromScenarios: Bool, _ watch: Watch
  ) -> BreadthFirstSearch {
    var search = BreadthFirstSearch(space: space, options: options, fromScenarios: fromScenarios)
    search.watch = watch
    if let restarted = search.run() {
      // The screen keeps state outside the model: search again, replaying every path.
      space.stopRestoring(because: restarted)
      search = BreadthFirstSearch(space: space, options: options, fromScenarios: fromScenarios)
      search.watch = watch
      _ = search.run()
    }
    return search
  }

  /// Who follows a systematic search: told how it goes, and asked whether to stop.
  struct Watch {
    var progress: ((SystematicProgress) -> Void)?
    var isInterrupted: (() -> Bool)?
  }
}

extension Explorer {
  /// The names of the members that managers verify, other than managers, in the order the
  /// managers and their members come.
  static func memberNames(of managers: [Manager]) -> [String] {
    var seen = Set<String>()
    return managers.flatMap(\.members).filter { MemberKind($0).manager == nil }.map(\.name).filter {
      seen.insert($0).inserted
    }
  }

  /// Notes the names of the members that are valid by their own rules now.
  static func noteValidMembers(of managers: [Manager], in valid: inout Set<String>) {
    for manager in managers {
      // By its own rules: a disabled member counts as valid for its managers, but a verdict
      // that rests on it would rest on a state its rules never reached.
      for member in manager.members where member.validity == .valid {
        valid.insert(member.name)
      }
    }
  }

  /// The members that the managers of a control verify, through nested managers: fields,
  /// switches and members of the app's own types.
  static func verifiedMembers(of control: any Control) -> [String] {
    var names: [String] = []
    var seen = Set<ObjectIdentifier>()
    var work = control.managers
    while let manager = work.popLast() {
      guard seen.insert(ObjectIdentifier(manager)).inserted else { continue }
      for member in manager.members {
        if let nested = MemberKind(member).manager {
          work.append(nested)
        } else {
          names.append(member.name)
        }
      }
    }
    return names
  }

  /// The values each picker, stepper and date is given, as the format writes them.
  static func describeValues(_ space: StateSpace) -> [String] {
    space.layout.values.compactMap { slot in
      guard let name = describedName(slot.name, row: slot.row) else { return nil }
      return "\(name): " + slot.inputs.map(ScenarioWriter.value).joined(separator: ", ")
    }
  }

  /// The name a report gives a control's inputs: a row's control once for every row
  /// (`passenger[N].first`, each row being given the same), `nil` for the other rows.
  private static func describedName(_ name: String, row: RowSlot?) -> String? {
    guard let row else { return name }
    guard row.row == 0 else { return nil }
    return RowReference(name)?.everyRow ?? name
  }

  /// The texts each field is given, secure ones masked.
  static func describeInputs(_ space: StateSpace) -> [FieldInputsDescription] {
    space.layout.fields.enumerated().compactMap { index, slot in
      let input = slot.inputs
      guard let name = describedName(input.name, row: slot.row) else { return nil }
      let shown: (String) -> String = { text in
        (input.isSecure ? Masking.mask(text) : text).scenarioQuoted
      }
      var texts: [String]
      var follows: [String] = []
      if input.compared.isEmpty {
        texts = space.initialAlphabet(of: index).map(shown)
        follows = input.partners
      } else {
        texts = [
          "\"\"", "the text of \(input.compared.joined(separator: " and "))",
          "one that differs from it",
        ]
        follows = input.partners.filter { !input.compared.contains($0) }
      }
      if texts.isEmpty { texts = ["\"\""] }
      var description = FieldInputsDescription(
        field: name, texts: texts, unsatisfiable: input.unsatisfiable)
      description.follows = follows
      return description
    }
  }
}
