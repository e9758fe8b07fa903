// Over 300 lines: the stored state of a space and how it is reached; the actions and fingerprints
// are in StateSpace+Actions.swift.

import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The explorer's hold on one screen: the inputs each field takes, the actions open in the state
/// the screen is in, what tells two states apart, and the checks after each action.
///
/// States are extended, not replayed: the space checkpoints a state (``ScreenCheckpoint``) and
/// restores it before each action tried from it. A screen whose state the model cannot capture
/// (a manager verifies a member of the app's own type) is rebuilt and replayed instead, and the
/// space says so in ``replayReason``.
final class StateSpace {
  let file: CheckedFile
  private(set) var instance: ScreenInstance
  private(set) var replayer: Replayer
  /// Why states are reached by replaying their paths, or `nil` when they are restored.
  private(set) var replayReason: String?
  /// The moves applied to the screen in use since it was built, when states are replayed: a
  /// real session, which a screen built anew replays as it is.
  private(set) var history: [Move] = []
  /// The state the screen in use was built in, saved.
  private var start: ScreenCheckpoint?
  /// The screen's groups of rows, with the most rows the search gives each.
  let groups: [GroupBound]
  /// Whether the search takes states that differ only by the order of a group's rows for one
  /// state (a symmetry reduction): on a declared screen none of whose invariants names a row.
  let rowsInterchangeable: Bool
  /// Why rows are not interchangeable for the search, on a screen with groups.
  let rowOrderReason: String?
  /// Whether an invariant reads whether controls are touched: then the fingerprint holds it
  /// (nothing else does; dirty follows from the values, which the search never loads).
  let readsTouched: Bool
  /// Whether the search tries `reset`, the user's "Discard changes": on a screen whose
  /// managers need a change or whose invariants read dirty or touched.
  let offersReset: Bool
  /// Whether the search resets (it tries `reset`, or a button resets): each reset is checked
  /// against what it must clear (touched, the displays of errors, the focus), which the
  /// fingerprint then holds.
  let checksResets: Bool
  /// Whether the fingerprint holds whether each control is touched: an invariant reads it, or
  /// resets are checked.
  let keysTouched: Bool
  /// Whether the file's scenarios load values, which become starting values: then the
  /// fingerprint holds each control's starting value too, as what is dirty depends on it.
  let loadsValues: Bool
  /// What the app sets up before each scenario's user steps (its leading `load` and `set`
  /// steps), where a user starts besides the declared screen; distinct, in file order.
  let appSetups: [[Move]]

  /// A group of rows as the search covers it.
  struct GroupBound {
    let name: String
    /// The most rows the search gives the group: its `to`, or fewer when the search is bounded
    /// below it (and never fewer than it starts with).
    let upTo: Int
    /// The rows the group allows.
    let bounds: ClosedRange<Int>
  }

  /// Where a control the search knows sits: in which group (by its place in ``groups``) and
  /// in which row (from 0), for a control of a row.
  struct RowSlot: Equatable {
    let group: Int
    let row: Int
  }

  /// What the explorer types into one field.
  struct FieldInputs {
    let name: String
    let isSecure: Bool
    /// The controls this field's rules read (the field an `equals` names, the controls a rule
    /// of the app's or a condition names): its texts follow their values.
    let partners: [String]
    /// The fields its `equals` rules name.
    let compared: [String]
    /// Texts the field takes that pass its rules, shortest first.
    let valid: [String]
    /// Texts the field takes that fail a rule just barely.
    let misses: [String]
    /// The misses that only a `remote` rule refuses: values it says are taken.
    let taken: [String]
    /// A one-character text the field takes, for a field whose rules give no text.
    let sample: String?
    /// Why no text the field takes passes its rules, if none does.
    let unsatisfiable: String?
  }

  /// The fields' inputs, in declaration order, as the empty screen gives them.
  let inputs: [FieldInputs]
  /// More texts to set fields to, by field index, beyond the alphabet the rules give: the
  /// differential search's texts at every length bound.
  var extraTexts: [Int: [String]] = [:] {
    didSet { (inputCache, fixedInputs) = ([:], Array(repeating: nil, count: inputs.count)) }
  }
  let fieldNames: [String]
  /// The row of each field, switch and picker (stepper, date) of a group's row, by its place
  /// among the fields (switches, value controls); `nil` for the screen's own.
  let fieldRows: [RowSlot?]
  let switchRows: [RowSlot?]
  let valueRows: [RowSlot?]
  /// The table of texts each field's texts are numbered in, by the field's place: its own, or
  /// the first row's field of the same name, so that equal rows have equal numbers.
  let textTables: [Int]
  let switchNames: [String]
  let buttonNames: [String]
  /// The pickers, steppers and dates, in declaration order.
  let valueNames: [String]
  /// The values the explorer gives each picker, stepper and date, in the order of
  /// ``valueNames``.
  let valueInputs: [[ControlValue]]
  /// The texts the file writes into fields that are not secure, in file order, with no text of
  /// a secure field among them.
  let textsWritten: [(field: String, text: String)]
  /// For each control, the controls whose state it can change or that can change its own: read
  /// by a rule or a `shown when` (`equals`, a condition, a date's reference), enabled through a
  /// manager, or through a chain of these.
  let coupled: Couplings
  /// The key's control for each field's, switch's and picker's (stepper's, date's) actions, by
  /// its place among the screen's parts: its index on the screen when its actions commute with
  /// other controls' at all, -1 when they never do.
  ///
  /// A switch, a picker, a stepper, a date picker, or a field with no asynchronous rule and no
  /// debounce (whose requests and scheduled work would be ordered) commutes, on a declared
  /// screen (an app's closures may tie controls together). Which pairs commute is
  /// ``coupled``'s to say.
  let fieldKeys: [Int32]
  let switchKeys: [Int32]
  let valueKeys: [Int32]
  // Unchecked exclusivity: every fingerprint reads them, once for each field.
  @exclusivity(unchecked) var texts: [[String: Int32]]
  /// A number for each distinct state that a reset reads beyond the controls' own: a field's
  /// remembered answers, a group's starting places whose rows are gone.
  var memoryIDs: [AnyHashable: Int32] = [:]
  @exclusivity(unchecked) var recentTexts: [[String]]
  /// Each field's text at the last fingerprint and its number: most actions leave most
  /// fields as they were, and a text compared with the same text is one comparison.
  @exclusivity(unchecked) var lastTexts: [(text: String, id: Int32)?]
  /// The moves that set each field to each of its texts, by the text's number (``textID(_:of:)``):
  /// from the empty field, and from one that holds a text.
  @exclusivity(unchecked) var setMoveCache: [[Int32: (fromEmpty: [Move], fromText: [Move])]]
  /// The moves that give each picker and date each of its inputs, by the input's place; `nil`
  /// for a stepper, whose presses depend on its number.
  let valueMoves: [[[Move]]?]
  /// The move that taps each button, in the order of ``buttonNames``.
  let tapMoves: [[Move]]
  /// The move that flips each switch, in the order of ``switchNames``.
  let toggleMoves: [[Move]]
  /// The row of each name asked of ``rowSlot(of:)``, `nil` for one of no row.
  private var rowSlots: [String: RowSlot?] = [:]
  /// Whether the last fingerprint wrote a group's rows in another order than the screen has
  /// them (``rowsInterchangeable``).
  var lastFingerprintReordered = false
  /// The storage of the last fingerprint, written again by the next one when nothing else
  /// holds it.
  @exclusivity(unchecked) var fingerprintWords: [Int32] = []

  /// The screen's parts, typed once per screen built and again each time its rows change: on a
  /// screen with groups, each control the search knows (``fieldNames``, ``switchNames``,
  /// ``valueNames``) by its place, `nil` while its row does not exist.
  struct Parts {
    var fields: [TextField?] = []
    var switches: [Switch?] = []
    var buttons: [Button] = []
    var values: [ControlKind?] = []
    var managers: [Manager] = []
    /// The row each manager belongs to, for a row's manager.
    var managerRows: [RowSlot?] = []
    /// How many rows each group has, in the order of ``StateSpace/groups``.
    var rowCounts: [Int] = []
    /// What the search worked out of these parts: made anew with them, since a screen built
    /// anew has other controls, whose versions start again.
    let memo: PartMemo

    /// The parts of a screen without groups, in its own order.
    init(_ instance: ScreenInstance) {
      fields = instance.screen.fields
      for control in instance.screen.controls {
        switch control.kind {
        case .field: break
        case .toggle(let toggle): switches.append(toggle)
        case .button(let button): buttons.append(button)
        case .picker, .stepper, .date: values.append(control.kind)
        }
      }
      managers = instance.managers
      memo = PartMemo(fields: fields.count, values: values.count)
    }

    /// The parts of a screen with groups, at the places the search knows them by.
    init(_ instance: ScreenInstance, in space: StateSpace) {
      let screen = instance.screen
      fields = space.fieldNames.map { screen.field(named: $0) }
      switches = space.switchNames.map { name in
        if case .toggle(let toggle)? = screen.control(named: name)?.kind { toggle } else { nil }
      }
      values = space.valueNames.map { screen.control(named: $0)?.kind }
      buttons = space.buttonNames.compactMap { name in
        if case .button(let button)? = screen.control(named: name)?.kind { button } else { nil }
      }
      managers = instance.managers
      managerRows = managers.map { space.rowSlot(of: $0.name) }
      rowCounts = space.groups.map { screen.rowGroup(named: $0.name)?.count ?? 0 }
      memo = PartMemo(fields: fields.count, values: values.count)
    }
  }

  /// What the search works out once of a screen's parts: the fingerprint's words for each field
  /// and value control, with the versions they were read at, and the controls each field's rules
  /// read.
  ///
  /// While the versions of the control and of its validating layer
  /// (``ControlKind/stateVersions``) stay the same, so do the words. A field whose debounce is
  /// scheduled is read again each time (its words count the time left).
  final class PartMemo {
    struct Entry {
      let versions: (own: StateVersion, validation: StateVersion?)
      let first: Int32
      let second: Int32

      func holds(at versions: (own: StateVersion, validation: StateVersion?)) -> Bool {
        self.versions.own == versions.own && self.versions.validation == versions.validation
      }
    }

    @exclusivity(unchecked) var fields: [Entry?]
    @exclusivity(unchecked) var values: [Entry?]
    /// For each field, the controls its rules read (``FieldInputs/partners``), found on this
    /// screen the first time they are needed: a field by its place among the fields.
    @exclusivity(unchecked) var partners: [[Partner]?]

    enum Partner {
      case field(Int)
      case other(ControlKind)
      case missing
    }

    init(fields: Int, values: Int) {
      self.fields = Array(repeating: nil, count: fields)
      self.values = Array(repeating: nil, count: values)
      self.partners = Array(repeating: nil, count: fields)
    }
  }

  @exclusivity(unchecked) var parts: Parts
  let controlIndex: [String: Int32]
  @exclusivity(unchecked) var inputCache: [InputKey: InputsNow] = [:]
  /// The inputs of each field whose rules read no other control, once worked out.
  @exclusivity(unchecked) var fixedInputs: [InputsNow?] = []

  /// A field's inputs in one state: the texts that pass its rules, those that fail one, and
  /// the texts the search sets it to.
  struct InputsNow {
    let valid: [String]
    let misses: [String]
    let alphabet: [String]
  }

  /// A field's inputs are worked out once for each set of values of the controls its rules
  /// read: each value as a number that tells it apart (a field's text by its number, a
  /// picker's option by its place, a stepper's number, a day, a switch's position).
  struct InputKey: Hashable {
    let field: Int
    let partners: [Int32]
  }

  /// Takes hold of a file's screen.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - rows: The most rows the search gives a group (fewer when the group allows fewer, and
  ///     never fewer than it starts with).
  ///   - symmetry: Whether states that differ only by the order of a group's rows are one
  ///     state, where nothing observes that order.
  init?(file: CheckedFile, rows: Int = 3, symmetry: Bool = true) {
    guard let instance = file.makeScreen() else { return nil }
    self.file = file
    self.instance = instance
    self.replayer = Replayer(file: file, instance: instance)
    // On a screen with groups, the search knows every control its rows can hold, up to the
    // most rows it gives each group: those of a screen built with that many rows.
    var groups: [GroupBound] = []
    var whole = instance
    if !instance.screen.rowGroupNames.isEmpty, let full = file.makeScreen() {
      whole = full
      for name in full.screen.rowGroupNames {
        guard let group = full.screen.rowGroup(named: name) else { continue }
        let most = min(group.bounds.upperBound, max(rows, group.startingRowCount, 1))
        while group.count < most, group.append() {}
        groups.append(GroupBound(name: name, upTo: group.count, bounds: group.bounds))
      }
    }
    self.groups = groups
    let screen = whole.screen
    fieldNames = screen.fields.map(\.name)
    let parts = Parts(whole)
    switchNames = parts.switches.compactMap { $0?.name }
    buttonNames = parts.buttons.map(\.name)
    valueNames = parts.values.compactMap { $0?.control.name }
    let given = Self.daysGiven(in: file)
    let valueInputs = parts.values.compactMap { $0 }.map {
      Self.valueInputs(of: $0, on: screen, given: given)
    }
    self.valueInputs = valueInputs
    let written = Self.textsWritten(in: file)
    textsWritten = written
    let inputs = screen.fields.map { Self.inputs(of: $0, on: screen, written: written) }
    self.inputs = inputs
    let isDeclared = file.factory == nil
    let commutes = screen.controls.map { control in
      guard isDeclared else { return false }
      switch control.kind {
      case .toggle, .picker, .stepper, .date: return true
      case .button: return false
      case .field(let field):
        return field.debounce == nil && !field.rules.contains(where: \.isAsynchronous)
      }
    }
    coupled = Self.couplings(of: screen)
    // The rows of a group take the same texts: one table of texts for each of a row's fields.
    let groupIndex = Dictionary(
      groups.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let slot = { (name: String) -> RowSlot? in
      guard let reference = RowReference(name), let group = groupIndex[reference.group] else {
        return nil
      }
      return RowSlot(group: group, row: reference.row - 1)
    }
    fieldRows = fieldNames.map(slot)
    switchRows = switchNames.map(slot)
    valueRows = valueNames.map(slot)
    var firstOfTemplate: [String: Int] = [:]
    textTables = fieldNames.enumerated().map { index, name in
      guard let reference = RowReference(name) else { return index }
      let key = RowReference.templateKey(group: reference.group, member: reference.member)
      if let first = firstOfTemplate[key] { return first }
      firstOfTemplate[key] = index
      return index
    }
    texts = Array(repeating: [:], count: inputs.count)
    recentTexts = Array(repeating: [], count: inputs.count)
    lastTexts = Array(repeating: nil, count: inputs.count)
    setMoveCache = Array(repeating: [:], count: inputs.count)
    // Every part of the screen built with its most rows exists.
    let values = parts.values.compactMap { $0 }
    valueMoves = zip(values, valueInputs).map { control, inputs in
      if case .stepper = control { return nil }
      return inputs.map { Self.moves(setting: control, to: $0) }
    }
    tapMoves = parts.buttons.map { [Move.tap($0.name)] }
    toggleMoves = switchNames.map { [Move.toggle($0)] }
    fixedInputs = Array(repeating: nil, count: inputs.count)
    self.parts = parts
    let controlIndex = Dictionary(
      screen.controls.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { a, _ in a })
    self.controlIndex = controlIndex
    let keys = { (names: [String]) -> [Int32] in
      names.map { name in
        guard let index = controlIndex[name], commutes[Int(index)] else { return -1 }
        return index
      }
    }
    fieldKeys = keys(fieldNames)
    switchKeys = keys(switchNames)
    valueKeys = keys(valueNames)
    start = instance.screen.checkpoint()
    let rowNamed = file.file.invariants.lazy.flatMap(\.conditions).first { $0.name.row != nil }
    let states = file.file.invariants.flatMap(\.conditions).compactMap { condition in
      if case .state(let state) = condition.check { state } else { nil }
    }
    readsTouched = states.contains { $0 == .touched || $0 == .untouched }
    var setups: [[Move]] = []
    for scenario in file.scenarios {
      let setup = scenario.steps.prefix { $0.isCheck || $0.action.isSetUpByTheApp }
        .filter { !$0.isCheck }.map { Move(scenarioStep: $0.action) }
      if !setup.isEmpty, !setups.contains(where: { $0.map(\.line) == setup.map(\.line) }) {
        setups.append(setup)
      }
    }
    appSetups = setups
    loadsValues = file.scenarios.contains { scenario in
      scenario.steps.contains { if case .load = $0.action { true } else { false } }
    }
    let loadsIntoRows = file.scenarios.contains { scenario in
      scenario.steps.contains {
        if case .load(let name, _) = $0.action { name.row != nil } else { false }
      }
    }
    offersReset =
      readsTouched || states.contains { $0 == .dirty || $0 == .pristine }
      || instance.screen.components.contains { ($0 as? Manager)?.needsChange == true }
    checksResets = offersReset || parts.buttons.contains { $0.resetTarget != nil }
    keysTouched = readsTouched || checksResets
    if groups.isEmpty {
      (rowsInterchangeable, rowOrderReason) = (false, nil)
    } else if !isDeclared {
      (rowsInterchangeable, rowOrderReason) = (
        false, "the screen is built in Swift, whose code may read the order of its rows"
      )
    } else if loadsIntoRows {
      (rowsInterchangeable, rowOrderReason) = (
        false, "the file's scenarios load values into rows, whose starting values are kept by place"
      )
    } else if let rowNamed {
      (rowsInterchangeable, rowOrderReason) = (
        false, "an invariant names \(rowNamed.name.name), a row by its place"
      )
    } else if !symmetry {
      (rowsInterchangeable, rowOrderReason) = (false, "the reduction was turned off")
    } else {
      (rowsInterchangeable, rowOrderReason) = (true, nil)
    }
    if start == nil {
      replayReason =
        "a manager verifies a member of the app's own type, whose state the explorer cannot "
        + "save, so each state is reached by replaying its path (conform it to "
        + "RestorableValidatable to let the explorer restore states instead)"
    }
    if !groups.isEmpty { self.parts = Parts(instance, in: self) }
  }

  /// What the search covers of each group of rows.
  var rowsCovered: [Explorer.RowsCovered] {
    groups.map { group in
      Explorer.RowsCovered(
        group: group.name, upTo: group.upTo,
        allows: group.bounds.upperBound == .max ? nil : group.bounds.upperBound,
        interchangeable: rowsInterchangeable)
    }
  }

  /// The row a control or manager of this name belongs to, for one of a row: read once for
  /// each name (the parts are typed again each time rows come and go).
  func rowSlot(of name: String) -> RowSlot? {
    guard !groups.isEmpty else { return nil }
    if let known = rowSlots[name] { return known }
    var slot: RowSlot?
    if let reference = RowReference(name),
      let group = groups.firstIndex(where: { $0.name == reference.group })
    {
      slot = RowSlot(group: group, row: reference.row - 1)
    }
    rowSlots[name] = .some(slot)
    return slot
  }

  /// The texts the explorer gives a field: valid ones, near misses, taken values, a sample.
  private static func inputs(
    of field: TextField, on screen: Screen, written: [(field: String, text: String)]
  ) -> FieldInputs {
    var seen = Set<String>()
    let partners = field.rules.flatMap(\.readControlNames).filter { seen.insert($0).inserted }
    let current = { ControlValues.value(of: $0, on: screen) }
    var valid = RuleInputs.valid(for: field, compared: current)
    var misses = RuleInputs.nearMisses(for: field, compared: current)
    // A rule the solver cannot read (a date, a check digit): the texts the file itself
    // types into the field, where the field takes them, tell passing from failing.
    if partners.isEmpty, valid.isEmpty || misses.isEmpty, !field.isSecure {
      let syncRules = field.rules.filter { !$0.isAsynchronous }
      for (name, text) in written where name == field.name {
        guard let shaped = field.textAfterPasting(text), !shaped.isEmpty else { continue }
        let passes = syncRules.allSatisfy { $0.isSatisfied(by: shaped) }
        if passes, valid.isEmpty { valid.append(shaped) }
        if !passes, misses.isEmpty { misses.append(shaped) }
      }
    }
    let taken = Set(field.rules.flatMap { $0.remoteTaken?.values ?? [] })
    return FieldInputs(
      name: field.name, isSecure: field.isSecure, partners: partners,
      compared: field.rules.compactMap(\.comparedFieldName),
      valid: valid, misses: misses, taken: misses.filter(taken.contains),
      sample: ["a", "1", "A"].first { field.textAfterPasting($0) == $0 },
      // A field that follows another's text is judged by the states reached instead.
      unsatisfiable: partners.isEmpty && valid.isEmpty
        ? RuleInputs.unsatisfiable(field, compared: current) : nil)
  }

  /// The values the explorer gives the picker, stepper or date of this name; none for another
  /// name.
  func valueInputs(named name: String) -> [ControlValue] {
    valueNames.firstIndex(of: name).map { valueInputs[$0] } ?? []
  }

  /// For each control, the controls it is coupled with: one whose rules or `shown when` read
  /// it, or that it reads; one that a manager verifying it (directly or through nested
  /// managers) manages, or one whose managers verify it; and through chains of these.
  private static func couplings(of screen: Screen) -> Couplings {
    let index = Dictionary(
      screen.controls.enumerated().map { (ObjectIdentifier($1 as AnyObject), $0) },
      uniquingKeysWith: { first, _ in first })
    func position(_ object: AnyObject) -> Int? { index[ObjectIdentifier(object)] }
    var affects = Array(repeating: Set<Int>(), count: screen.controls.count)
    // A control a rule or a `shown when` reads changes the reader: checked again, shown or
    // hidden, and so counted otherwise by the reader's managers.
    for (reader, control) in screen.controls.enumerated() {
      let names = control.kind.rules.flatMap(\.readControlNames) + control.shownWhen.map(\.name)
      for name in names {
        guard let read = screen.control(named: name).flatMap({ position($0 as AnyObject) }),
          read != reader
        else { continue }
        affects[read].insert(reader)
      }
    }
    for manager in screen.managers {
      // Every control the manager verifies, through nested managers, against every control it
      // manages. (A manager that verifies a nested one reaches the nested one's managed
      // controls when that one is visited in turn.)
      var verified = Set<Int>()
      var work = [manager]
      var seen = Set<ObjectIdentifier>()
      while let current = work.popLast() {
        guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
        for member in current.members {
          if let nested = MemberKind(member).manager {
            work.append(nested)
          } else if let at = position(member) {
            verified.insert(at)
          }
        }
      }
      let managed = manager.managedControls.compactMap { position($0) }
      for source in verified {
        for target in managed where target != source {
          affects[source].insert(target)
        }
      }
    }
    // A control that enables another changes what that one counts for its own managers:
    // follow the chain, then couple both ways.
    var coupled = Couplings(controls: screen.controls.count)
    for source in affects.indices {
      var reached = Set<Int>()
      var work = Array(affects[source])
      while let next = work.popLast() {
        guard reached.insert(next).inserted else { continue }
        work.append(contentsOf: affects[next])
      }
      for target in reached where target != source {
        coupled.couple(source, target)
      }
    }
    return coupled
  }

  /// The texts the file's scenarios type, paste and expect in fields that are not secure, in
  /// file order, less any text they also put into a secure field or answer a check with: the
  /// explorer may type these, and no secret of the file reaches its output.
  private static func textsWritten(in file: CheckedFile) -> [(field: String, text: String)] {
    var written: [(field: String, text: String)] = []
    var secrets = Set<String>()
    for scenario in file.scenarios {
      for step in scenario.steps {
        if let secret = file.secrets.secretText(of: step.action) {
          secrets.insert(secret)
          continue
        }
        switch step.action {
        case .type(let name, let text), .paste(let name, let text),
          .expect(.text(let name, let text)), .load(let name, .text(let text)),
          .set(let name, .text(let text)):
          written.append((name.name, text))
        case .answer(_, let text?, _):
          // A text a check was answered for is the app's, whatever the field.
          secrets.insert(text)
        default: continue
        }
      }
    }
    return written.filter { !$0.text.isEmpty && !secrets.contains($0.text) }
  }

  /// What the fingerprint holds of the form's lifecycle, in words, with why.
  var lifecycleParts: [String] {
    (loadsValues
      ? ["each control's starting value (the file's scenarios load values; dirty follows)"]
      : [])
      + (checksResets
        ? [
          "whether each control and group is touched, each control's display of errors (open, "
            + "armed by an edit, showing an error) and the focus (each reset is checked "
            + "against what it clears)"
        ]
        : readsTouched
          ? ["whether each control and group is touched (an invariant reads it)"] : [])
  }

  /// Whether states are saved and restored.
  var restores: Bool { replayReason == nil }

  // MARK: - Reaching states

  /// The state of the screen now, to come back to; `nil` when states are replayed.
  func checkpoint() -> ScreenCheckpoint? {
    restores ? instance.screen.checkpoint() : nil
  }

  /// Puts the screen back in a state: restores its checkpoint, or replays its path on a fresh
  /// screen.
  ///
  /// - Returns: The violation the path meets on the way, when it is replayed (none is
  ///   expected: the path was checked when it was found).
  @discardableResult
  func reach(_ checkpoint: ScreenCheckpoint?, path: () -> [Move]) -> Found? {
    if let checkpoint, canRestore(checkpoint) {
      instance.screen.restore(checkpoint)
      return nil
    }
    return replay(path())
  }

  /// Whether a checkpoint puts the screen in use back in its state: states are restored, it
  /// was taken of this screen, and it has the rows it had then (else the state is replayed).
  ///
  /// Rows added since, each the last row added and with no other added or removed after it,
  /// are removed first: the screen then has the rows it had (which a checkpoint restores),
  /// and an `add` costs no replay.
  func canRestore(_ checkpoint: ScreenCheckpoint?) -> Bool {
    guard let checkpoint, restores else { return false }
    let screen = instance.screen
    if screen.canRestore(checkpoint) { return true }
    guard screen.took(checkpoint) else { return false }
    var removed = false
    while !screen.canRestore(checkpoint), screen.removeRowAddedLast() { removed = true }
    if removed { parts = Parts(instance, in: self) }
    return screen.canRestore(checkpoint)
  }

  /// Goes back to the empty screen.
  func reset() {
    if canRestore(start), let start {
      instance.screen.restore(start)
    } else {
      rebuild()
    }
  }

  /// Goes back to the empty screen and replays moves, checking after each.
  func replay(_ moves: [Move]) -> Found? {
    reset()
    if let found = initialViolation() { return found }
    for move in moves {
      if let found = apply(move) { return found }
    }
    return nil
  }

  /// Runs work on a screen built anew, then puts the screen in use back as it was.
  func onNewScreen<Result>(_ work: () -> Result) -> Result {
    let kept = (instance, replayer, parts, history, start)
    defer { (instance, replayer, parts, history, start) = kept }
    rebuild()
    return work()
  }

  /// Puts the screen in use back in the state it was built in, from its first checkpoint.
  ///
  /// - Returns: Whether it could: not when states are replayed.
  func restoreStart() -> Bool {
    guard restores else { return false }
    reset()
    return true
  }

  /// Builds the screen anew, with its replayer and parts, and saves the state it starts in
  /// when states are restored.
  private func rebuild() {
    guard let fresh = file.makeScreen() else { return }
    instance = fresh
    replayer = Replayer(file: file, instance: fresh)
    parts = groups.isEmpty ? Parts(fresh) : Parts(fresh, in: self)
    history = []
    if restores { start = fresh.screen.checkpoint() }
  }

  /// Stops restoring states: from now on each is replayed, for the reason given.
  func stopRestoring(because reason: String) {
    replayReason = reason
    rebuild()
  }

  // MARK: - Checks

  /// A violation in the state the screen starts in.
  func initialViolation() -> Found? {
    if let mismatch = replayer.invariantViolation() {
      return Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil)
    }
    return modelViolation()
  }

  /// Applies a step, then checks the file's invariants and that a refused paste changed nothing.
  ///
  /// The model's own invariants are checked by ``modelViolation()``.
  func apply(_ move: Move) -> Found? {
    var before: (text: String, refused: Int)?
    if let name = move.pastedField, let field = instance.screen.field(named: name) {
      before = (field.text, field.refusalCount)
    }
    if !restores { history.append(move) }
    do {
      try replayer.apply(move.action)
    } catch {
      return nil
    }
    if !groups.isEmpty, rowsChanged { parts = Parts(instance, in: self) }
    if let mismatch = replayer.resetMismatch() ?? replayer.invariantViolation() {
      return Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil)
    }
    if let name = move.pastedField, let before, let field = instance.screen.field(named: name),
      field.refusalCount > before.refused, field.text != before.text
    {
      return Found(
        expected: "a refused paste changes nothing", actual: "\(name)'s text changed",
        assertion: .text(NameReference(written: name), before.text))
    }
    return nil
  }

  /// Whether a group's rows changed since the parts were typed: their places then name other
  /// controls.
  private var rowsChanged: Bool {
    let screen = instance.screen
    for (index, group) in groups.enumerated()
    where screen.rowGroup(named: group.name)?.count != parts.rowCounts[index] {
      return true
    }
    return false
  }

  /// The model's own invariants (enablement follows managers, a manager's counts follow its
  /// members, a field's state follows its rules), checked by the model itself.
  func modelViolation() -> Found? {
    guard let broken = replayer.modelViolation() else { return nil }
    return Found(expected: broken.expected, actual: broken.actual, assertion: nil)
  }

  /// The model's own invariants around what changed since ``forgetChanges()``, which was
  /// called in a state whose invariants hold: what did not change still holds them.
  func modelViolationAroundChanges() -> Found? {
    guard let broken = replayer.modelViolationAroundChanges() else { return nil }
    return Found(expected: broken.expected, actual: broken.actual, assertion: nil)
  }

  /// Forgets what changed so far, in a state whose model invariants were checked.
  func forgetChanges() {
    replayer.forgetChanges()
  }

}

/// Which pairs of a screen's controls are coupled, as a square of bits: asked for every pair of
/// edits a sleep set compares (a set of numbers hashed each number asked, 37 million
/// instructions in one search of the address screen).
struct Couplings {
  private let words: Int
  private var bits: [UInt64]

  /// No pair of `controls` controls coupled.
  init(controls: Int) {
    words = (controls + 63) / 64
    bits = Array(repeating: 0, count: words * controls)
  }

  /// Couples two controls, both ways.
  mutating func couple(_ first: Int, _ second: Int) {
    bits[first * words + second / 64] |= 1 << UInt64(second % 64)
    bits[second * words + first / 64] |= 1 << UInt64(first % 64)
  }

  /// Whether two controls are coupled.
  func contains(_ first: Int, _ second: Int) -> Bool {
    bits[first * words + second / 64] & (1 << UInt64(second % 64)) != 0
  }
}
