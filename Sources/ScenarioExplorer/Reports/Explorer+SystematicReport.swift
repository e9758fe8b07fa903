import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// What a systematic search reports: its verdict, and what it tried and covered.

extension Explorer {
  /// A pass of a systematic search that another followed.
  public struct EarlierPass: Sendable, Hashable, CustomStringConvertible {
    /// The distinct states it visited.
    public let states: Int
    /// Why another pass followed it.
    public let reason: String

    /// `a pass of 250000 states from the start, which stopped at its bounds`.
    public var description: String {
      "a pass of \(states) \(states == 1 ? "state" : "states") \(reason)"
    }
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
    /// The passes the search made before the one reported, in order: each with its states and
    /// why it did not stand (it stopped at its bounds before the depth the file's scenarios
    /// reach, or a restored state differed from the same state replayed).
    public var earlierPasses: [EarlierPass] = []
    /// Controls that no state visited enabled, with no verdict: members of their managers were
    /// never valid, or never valid at once, or the search stopped at its bounds.
    public var unreached: [Unreached] = []
    /// Why states were reached by replaying their paths instead of being restored, if they
    /// were.
    public let replayReason: String?
    /// The fields and switches that no state reached had valid: no verdict covers them valid.
    public let neverValid: [String]
    /// How many states along the file's own scenarios the search started from, besides the
    /// empty screen: none unless a search from the empty screen stopped at its bounds before
    /// the depth the scenarios reach.
    public var scenarioStates = 0
    /// How many states along directed random runs (each headed for the invariants' conditions)
    /// the search started from too, with those along the scenarios: counted only when it did.
    public var directedStates = 0
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

    /// Every state visited, in every pass.
    public var statesInAllPasses: Int { statesVisited + earlierPasses.map(\.states).reduce(0, +) }

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
