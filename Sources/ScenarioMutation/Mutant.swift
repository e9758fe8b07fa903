public import ControlModel
package import ScenarioEngine
public import ScenarioFormat

/// A wiring mistake that real screens ship, which mutation testing plants one at a time.
///
/// The raw values are the names that reports give the operators (Stryker's `mutatorName`).
public enum MutationOperator: String, Sendable, Hashable, CaseIterable {
  /// A manager forgets one member: a field, switch, button or nested manager.
  case forgottenMember = "ForgottenMember"
  /// A manager forgets one control it manages.
  case forgottenManagedControl = "ForgottenManagedControl"
  /// A managed control is managed by another manager instead.
  case movedManagedControl = "MovedManagedControl"
  /// A field or switch loses one rule (`must-be-on` included).
  case droppedRule = "DroppedRule"
  /// A length bound, a stepper's rule bound or an age moves by one.
  case shiftedBound = "ShiftedBound"
  /// A field's display policy is another one.
  case changedDisplayPolicy = "ChangedDisplayPolicy"
  /// A button no longer submits its fields.
  case droppedSubmits = "DroppedSubmits"
  /// A button loses its busy gate.
  case droppedBusy = "DroppedBusy"
  /// A field loses its debounce.
  case droppedDebounce = "DroppedDebounce"
  /// A `remote` check answers after twice its delay.
  case changedDelay = "ChangedDelay"
  /// A field loses its input filter.
  case droppedFilter = "DroppedFilter"
  /// A field loses its input limit.
  case droppedLimit = "DroppedLimit"
  /// A field loses its normalisers.
  case droppedNormalizer = "DroppedNormalizer"
  /// A rule loses one of its conditions: it applies more often.
  case droppedCondition = "DroppedCondition"
  /// One of a rule's conditions is negated (`on` for `off`, `empty` for `filled`).
  case negatedCondition = "NegatedCondition"
  /// A condition `is` (`is-not`) names one option fewer.
  case fewerOptions = "FewerOptions"
  /// A control loses its `shown when`: it is always shown.
  case droppedShownWhen = "DroppedShownWhen"
  /// A date rule compares with the date control's fixed bound instead of its day.
  case fixedReference = "FixedReference"
  /// A group's bound (`from` or `to`) moves by one.
  case shiftedGroupBound = "ShiftedGroupBound"
  /// A button adds to, or removes from, no group.
  case droppedRowChange = "DroppedRowChange"
  /// A manager loses `needs-change`: its controls no longer wait for a change.
  case droppedNeedsChange = "DroppedNeedsChange"
  /// A button loses `focus-invalid`: its tap leaves the focus where it is.
  case droppedFocusInvalid = "DroppedFocusInvalid"
  /// A control starts with another value: a field empty, a switch flipped, a picker or date
  /// with nothing chosen, a stepper one step off.
  case changedStartingValue = "ChangedStartingValue"
  /// A button loses `commits`: a save that ends well leaves the form dirty.
  case droppedCommits = "DroppedCommits"
  /// A button loses `resets`: a tap of "Discard changes" leaves the edits in place.
  case droppedResets = "DroppedResets"
  /// A button's `enabled when` loses one of its conditions (with one, the line): it is
  /// enabled more often.
  case droppedEnabledWhen = "DroppedEnabledWhen"
  /// One of a button's `enabled when` conditions is negated (`dirty` for `pristine`).
  case negatedEnabledWhen = "NegatedEnabledWhen"
}

/// One mutant: the file's screen with one declaration changed, built in memory.
public struct Mutant: Sendable {
  /// The mutant's number in its file, from 1.
  public let id: Int
  /// The mistake planted.
  public let mutationOperator: MutationOperator
  /// What changed, in a sentence: "manager 'form' no longer verifies 'email'".
  public let description: String
  /// What a scenario that kills the mutant checks, in a sentence: "manager 'form' verifies
  /// 'email'".
  public let check: String
  /// Where the changed declaration, rule or name is written.
  public let position: SourcePosition
  /// How many characters the changed word spans from ``position``, for reports that underline it.
  public let length: Int
  /// For a screen built in Swift, the line of the app's code that made the control (or else
  /// the manager) the change touches, when the screen noted it; ``position`` is then the file's
  /// `screen from` line.
  public let madeAt: SourceOrigin?
  /// Where the change is, as reports print it: the Swift line that made what it touches, with
  /// the file's line, or the file's line alone.
  public var place: String {
    madeAt.map { "\($0) (\(position))" } ?? "\(position)"
  }
  /// The file with the change: its declarations differ, its scenarios are the original's.
  ///
  /// For a screen built in Swift, the original file.
  public let file: ScenarioFile
  /// For a screen built in Swift, the change, applied to each screen the factory builds.
  package let transform: (@Sendable (Screen) -> Void)?
  /// The names the change touches: where the search for a difference starts.
  package let subjects: Set<String>

  package init(
    id: Int, mutationOperator: MutationOperator, description: String, check: String,
    position: SourcePosition, length: Int, file: ScenarioFile, subjects: Set<String>,
    madeAt: SourceOrigin? = nil, transform: (@Sendable (Screen) -> Void)? = nil
  ) {
    self.id = id
    self.mutationOperator = mutationOperator
    self.description = description
    self.check = check
    self.position = position
    self.length = length
    self.file = file
    self.subjects = subjects
    self.madeAt = madeAt
    self.transform = transform
  }

  /// A file, with this mutant's change: its declarations, or its factory's screen changed.
  package func applied(to other: CheckedFile) -> CheckedFile {
    if let transform, let factory = other.factory {
      return other.replacing(factory: { clock in
        let screen = try factory(clock)
        transform(screen)
        return screen
      })
    }
    var mutated = other.file
    mutated.declarations = file.declarations
    return other.replacing(file: mutated)
  }
}
