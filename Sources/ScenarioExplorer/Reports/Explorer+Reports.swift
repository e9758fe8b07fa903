import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// What an exploration reports: what it found, and what it covered.

extension Explorer {
  /// What an exploration found, and what it covered.
  public struct Report: Sendable {
    /// The seed used.
    public let seed: UInt64
    /// How many runs were made (a shard makes its share).
    public let runs: Int
    /// How many steps were tried, over all runs.
    public let stepsTried: Int
    /// The violation found, if any, shrunk.
    public let violation: Violation?
    /// How many steps of each kind ran.
    public let stepKinds: [String: Int]
    /// The controls that steps acted on.
    public let controls: Set<String>
    /// The rules that were seen failing, as `FIELD keyword`.
    public let failingRules: Set<String>
    /// The rules that were seen passing, as `FIELD keyword`.
    public let passingRules: Set<String>
    /// The managers seen both valid and not valid, sorted.
    public let managersFlippedBothWays: [String]
    /// The controls seen both enabled and disabled, sorted.
    public let controlsEnabledAndDisabled: [String]
    /// Controls that no explored state enabled although every member their managers verify was
    /// seen valid, or (managed ones) that none disabled: likely bugs of the screen's
    /// declaration, each with why.
    public let deadControls: [DeadControl]
    /// Controls that no explored state enabled because a member their managers verify was
    /// never seen valid: not a verdict on the screen, and the members named.
    public let unreached: [Unreached]
    /// The texts tried for each field (besides hostile ones), secure ones masked.
    public let inputs: [FieldInputsDescription]
    /// Why states were reached by replaying their paths instead of being restored, if they
    /// were: a violation that restored states met and a new screen did not, with where the
    /// two parted.
    public let replayReason: String?
    /// What the runs covered of each group of rows: the most rows they gave it.
    public var rows: [RowsCovered] = []
    /// Why states that differ only by the order of rows were told apart, on a screen with
    /// groups whose rows are not interchangeable for the search.
    public var rowOrder: String?
  }

  /// What a search covered of one group of rows.
  public struct RowsCovered: Sendable, Hashable, CustomStringConvertible {
    /// The group's name.
    public let group: String
    /// The most rows the search gave the group.
    public let upTo: Int
    /// The most rows the group allows; `nil` when it has no `to`.
    public let allows: Int?
    /// Whether states that differ only by the order of its rows were one state.
    public let interchangeable: Bool

    /// Whether the search gave the group every number of rows it allows.
    public var isWhole: Bool { allows == upTo }

    /// `passenger: up to 3 rows (it allows 6)`.
    public var description: String {
      "\(group): up to \(upTo) \(upTo == 1 ? "row" : "rows")"
        + (isWhole ? "" : " (it allows \(allows.map(String.init) ?? "any number"))")
    }
  }

  /// A control the exploration never saw enabled, and the members that it never saw valid, or
  /// never saw valid at once.
  public struct Unreached: Sendable, Hashable, CustomStringConvertible {
    /// The control's name.
    public let name: String
    /// The fields, switches and members of the app's own that its managers verify and that
    /// were never valid; when ``neverTogether``, all of them, each valid in some state.
    public let members: [String]
    /// Whether each member was valid in some state, but no state had them all valid at once:
    /// no verdict either, since the control waits for all of them.
    public var neverTogether = false

    /// `pay was never enabled: cardNumber never valid in the states reached`, or `pay was never
    /// enabled: cardNumber, contact each valid in some state, never all at once`.
    public var description: String {
      guard !members.isEmpty else {
        return "\(name) was never enabled in the states visited (the search stopped at its bounds)"
      }
      return "\(name) was never enabled: " + members.joined(separator: ", ")
        + (neverTogether
          ? " each valid in some state, never all at once" : " never valid in the states reached")
    }
  }

  /// A control that stayed the same in every explored state.
  public struct DeadControl: Sendable, Hashable, CustomStringConvertible {
    /// The control's name.
    public let name: String
    /// Whether it was never enabled (else never disabled).
    public let neverEnabled: Bool
    /// Why, as the model explains it at the last state seen.
    public let explanation: String

    /// `register is never enabled: register is disabled because …`.
    public var description: String {
      "\(name) is never \(ControlState(enabled: neverEnabled).rawValue): \(explanation)"
    }
  }

  /// A violation and the scenario that reproduces it.
  public struct Violation: Sendable {
    /// The property that must hold.
    public let expected: String
    /// What the screen showed instead.
    public let actual: String
    /// The length of the sequence before and after shrinking.
    public let foundAfter: Int
    /// The shrunk steps, as they may be printed: a secure field's texts masked.
    public let steps: [String]
    /// A complete scenario file: the steps and the assertion that fails, after the
    /// screen's declarations.
    ///
    /// It holds the texts the explorer made up, a secure field's too, so that it
    /// replays; the file's own texts for secure fields are never among them.
    public let scenarioFile: String
  }
}
