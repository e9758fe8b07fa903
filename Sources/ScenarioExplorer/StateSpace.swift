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
  private let start: ScreenCheckpoint?

  /// What the explorer types into one field.
  struct FieldInputs {
    let name: String
    let isSecure: Bool
    /// The fields an `equals` rule of this one names: its texts follow theirs.
    let partners: [String]
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
  let fieldNames: [String]
  let switchNames: [String]
  let buttonNames: [String]
  /// The texts the file writes into fields that are not secure, in file order, with no text of
  /// a secure field among them.
  let textsWritten: [(field: String, text: String)]
  /// Whether each control's actions commute with other controls' at all, by its index on the
  /// screen: a switch, or a field with no asynchronous rule and no debounce (whose requests and
  /// scheduled work would be ordered) and no `equals` either way, on a declared screen (an
  /// app's closures may tie controls together).
  private let commuting: [Bool]
  /// For each control, the controls whose enablement it can change or that can change its own.
  private let coupled: [Set<Int>]
  private var texts: [[String: Int32]]
  private var recentTexts: [[String]]

  /// The screen's parts, typed once per screen built.
  private struct Parts {
    var fields: [TextField] = []
    var switches: [Switch] = []
    var buttons: [Button] = []
    var managers: [Manager] = []

    init(_ instance: ScreenInstance) {
      fields = instance.screen.fields
      for control in instance.screen.controls {
        if let toggle = control as? Switch { switches.append(toggle) }
        if let button = control as? Button { buttons.append(button) }
      }
      managers = instance.managers
    }
  }

  private var parts: Parts
  private let controlIndex: [String: Int32]
  private var inputCache: [String: (valid: [String], misses: [String])] = [:]

  init?(file: CheckedFile) {
    guard let instance = file.makeScreen() else { return nil }
    self.file = file
    self.instance = instance
    self.replayer = Replayer(file: file, instance: instance)
    let screen = instance.screen
    fieldNames = screen.fields.map(\.name)
    switchNames = screen.controls.compactMap { ($0 as? Switch)?.name }
    buttonNames = screen.controls.compactMap { ($0 as? Button)?.name }
    var compared = Set<String>()
    var inputs: [FieldInputs] = []
    let written = Self.textsWritten(in: file)
    textsWritten = written
    for field in screen.fields {
      let partners = field.rules.compactMap(\.comparedFieldName)
      compared.formUnion(partners)
      let current: (String) -> String? = { screen.field(named: $0)?.text }
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
      inputs.append(
        FieldInputs(
          name: field.name, isSecure: field.isSecure, partners: partners,
          valid: valid, misses: misses, taken: misses.filter(taken.contains),
          sample: ["a", "1", "A"].first { field.textAfterPasting($0) == $0 },
          // A field that follows another's text is judged by the states reached instead.
          unsatisfiable: partners.isEmpty && valid.isEmpty
            ? RuleInputs.unsatisfiable(field, compared: current) : nil))
    }
    self.inputs = inputs
    let isDeclared = file.factory == nil
    commuting = screen.controls.map { control in
      guard isDeclared else { return false }
      if control is Switch { return true }
      guard let field = control as? TextField else { return false }
      return field.debounce == nil && !field.rules.contains(where: \.isAsynchronous)
        && field.rules.allSatisfy { $0.comparedFieldName == nil } && !compared.contains(field.name)
    }
    coupled = Self.couplings(of: screen)
    texts = Array(repeating: [:], count: inputs.count)
    recentTexts = Array(repeating: [], count: inputs.count)
    parts = Parts(instance)
    controlIndex = Dictionary(
      screen.controls.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { a, _ in a })
    start = screen.checkpoint()
    if start == nil {
      replayReason =
        "a manager verifies a member of the app's own type, whose state the explorer cannot "
        + "save, so each state is reached by replaying its path (conform it to "
        + "RestorableValidatable to let the explorer restore states instead)"
    }
  }

  /// For each field, the fields it is coupled with through managers: one that a manager
  /// verifying it (directly or through nested managers) manages, or one whose managers verify
  /// it.
  private static func couplings(of screen: Screen) -> [Set<Int>] {
    let index = Dictionary(
      screen.controls.enumerated().map { (ObjectIdentifier($1 as AnyObject), $0) },
      uniquingKeysWith: { first, _ in first })
    func position(_ object: AnyObject) -> Int? { index[ObjectIdentifier(object)] }
    var affects = Array(repeating: Set<Int>(), count: screen.controls.count)
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
          if let nested = member as? Manager {
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
    var coupled = Array(repeating: Set<Int>(), count: screen.controls.count)
    for source in affects.indices {
      var reached = Set<Int>()
      var work = Array(affects[source])
      while let next = work.popLast() {
        guard reached.insert(next).inserted else { continue }
        work.append(contentsOf: affects[next])
      }
      for target in reached where target != source {
        coupled[source].insert(target)
        coupled[target].insert(source)
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
        switch step.action {
        case .type(let name, let text), .paste(let name, let text),
          .expect(.text(let name, let text)):
          if file.plainFields.contains(name.name) {
            written.append((name.name, text))
          } else {
            secrets.insert(text)
          }
        case .answer(_, let text?, _):
          secrets.insert(text)
        default: continue
        }
      }
    }
    return written.filter { !$0.text.isEmpty && !secrets.contains($0.text) }
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
    if let checkpoint, restores {
      instance.screen.restore(checkpoint)
      return nil
    }
    return replay(path())
  }

  /// Goes back to the empty screen.
  func reset() {
    if let start, restores {
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

  /// The fingerprint that moves reach on a newly built screen.
  ///
  /// The screen in use stays as it is. It is a check that restoring states captures everything
  /// (a screen from the catalogue may keep state in the app's closures). `nil` when the moves
  /// meet a violation.
  func fingerprintReplayedFresh(_ moves: [Move]) -> [Int32]? {
    let (kept, keptReplayer, keptParts) = (instance, replayer, parts)
    defer { (instance, replayer, parts) = (kept, keptReplayer, keptParts) }
    rebuild()
    if initialViolation() != nil { return nil }
    for move in moves where apply(move) != nil {
      return nil
    }
    return fingerprint()
  }

  private func rebuild() {
    guard let fresh = file.makeScreen() else { return }
    instance = fresh
    replayer = Replayer(file: file, instance: fresh)
    parts = Parts(fresh)
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
    do {
      try replayer.apply(move.action)
    } catch {
      return nil
    }
    if let mismatch = replayer.invariantViolation() {
      return Found(expected: mismatch.expected, actual: mismatch.actual, assertion: nil)
    }
    if let name = move.pastedField, let before, let field = instance.screen.field(named: name),
      field.refusalCount > before.refused, field.text != before.text
    {
      return Found(
        expected: "a refused paste changes nothing", actual: "\(name)'s text changed",
        assertion: "expect \(name) text \(before.text.scenarioQuoted)")
    }
    return nil
  }

  /// The model's own invariants (enablement follows managers, a manager's counts follow its
  /// members, a field's state follows its rules), checked by the model itself.
  func modelViolation() -> Found? {
    guard let broken = replayer.modelViolation() else { return nil }
    return Found(expected: broken.expected, actual: broken.actual, assertion: nil)
  }

  // MARK: - Actions

  /// The texts that pass a field's rules and that fail one, in the current state: for a field
  /// with `equals`, solved against the other field's current text.
  func currentInputs(of index: Int) -> (valid: [String], misses: [String]) {
    let input = inputs[index]
    guard !input.partners.isEmpty else { return (input.valid, input.misses) }
    let screen = instance.screen
    let key = input.partners.map { screen.field(named: $0)?.text ?? "" }.joined(separator: "\u{0}")
    let cacheKey = input.name + "\u{1}" + key
    if let cached = inputCache[cacheKey] { return cached }
    guard let field = screen.field(named: input.name) else { return ([], []) }
    let current: (String) -> String? = { screen.field(named: $0)?.text }
    let result = (
      RuleInputs.valid(for: field, compared: current),
      RuleInputs.nearMisses(for: field, compared: current)
    )
    inputCache[cacheKey] = result
    return result
  }

  /// The texts the systematic search sets a field to in the current state: the empty text, one
  /// that passes the rules and one that fails them (and a value a `remote` rule refuses); for a
  /// field with `equals`, one solved against the other field's current text.
  func alphabet(of index: Int) -> [String] {
    let (valid, misses) = currentInputs(of: index)
    return Self.alphabet(
      valid: valid, misses: misses, taken: inputs[index].taken, sample: inputs[index].sample)
  }

  /// The alphabet of a field whose texts follow no other field's.
  func initialAlphabet(of index: Int) -> [String] {
    let input = inputs[index]
    return Self.alphabet(
      valid: input.valid, misses: input.misses, taken: input.taken, sample: input.sample)
  }

  private static func alphabet(
    valid: [String], misses: [String], taken: [String], sample: String?
  ) -> [String] {
    var result = [""]
    if let first = valid.first { result.append(first) }
    if let miss = misses.first(where: { !result.contains($0) && !taken.contains($0) }) {
      result.append(miss)
    }
    if let value = taken.first(where: { !result.contains($0) }) { result.append(value) }
    if valid.isEmpty, misses.isEmpty, let sample { result.append(sample) }
    return result
  }

  /// An action that commutes with others: setting a field to a text, or flipping a switch (the
  /// control's index on the screen, and the text's number, -1 for a flip).
  struct ActionKey: Hashable {
    let control: Int32
    let text: Int32
  }

  /// Every action open in the current state, each as the steps that carry it out: set an enabled
  /// field to each text of its alphabet, toggle an enabled switch, tap an enabled button, answer
  /// the oldest outstanding request of each control (valid, invalid, failed), and wait until the
  /// next piece of scheduled work is due; each with its key when it is one that commutes with
  /// the actions of independent controls (``independent(_:_:)``).
  func keyedActions() -> [(key: ActionKey?, moves: [Move])] {
    var actions: [(key: ActionKey?, moves: [Move])] = []
    let screen = instance.screen
    for (index, name) in fieldNames.enumerated() {
      guard let field = screen.field(named: name), field.isEnabled else { continue }
      let current = field.text
      let control = controlIndex[name] ?? -1
      let commutes = control >= 0 && commuting[Int(control)]
      for text in alphabet(of: index) where text != current {
        let key = commutes ? ActionKey(control: control, text: textID(text, of: index)) : nil
        actions.append((key, Move.set(name, to: text, from: current)))
      }
    }
    for name in switchNames {
      guard case .switch(let toggle)? = instance[name], toggle.isEnabled else { continue }
      let control = controlIndex[name] ?? -1
      let commutes = control >= 0 && commuting[Int(control)]
      actions.append((commutes ? ActionKey(control: control, text: -1) : nil, [Move.toggle(name)]))
    }
    actions += otherActions().map { (nil, $0) }
    return actions
  }

  /// Whether two edits commute: different fields, neither reading the other (`equals`) nor
  /// enabling it (through a manager that verifies one and manages the other).
  func independent(_ first: ActionKey, _ second: ActionKey) -> Bool {
    first.control != second.control
      && !coupled[Int(first.control)].contains(Int(second.control))
  }

  /// The taps, answers and the wait open now.
  private func otherActions() -> [[Move]] {
    var actions: [[Move]] = []
    for name in buttonNames {
      if case .button(let button)? = instance[name], button.isEnabled {
        actions.append([Move.tap(name)])
      }
    }
    actions += answerActions()
    if let wait = waitToNextWork() { actions.append([wait]) }
    return actions
  }

  /// Answers for the oldest outstanding request of each control: valid, invalid and failed for
  /// a field's check; valid and failed for a button's action.
  func answerActions() -> [[Move]] {
    var answered = Set<String>()
    var actions: [[Move]] = []
    for request in instance.screen.outstandingRequests
    where answered.insert(request.controlName).inserted {
      let name = request.controlName
      actions.append([Move.answer(name, .valid)])
      if let field = instance.screen.field(named: name) {
        let message =
          field.rules.first(where: \.isAsynchronous)?.message ?? "Not accepted."
        actions.append([Move.answer(name, .invalid(message))])
      }
      actions.append([Move.answer(name, .failed("unreachable"))])
    }
    return actions
  }

  /// A wait until the next piece of scheduled work is due, if any is scheduled.
  func waitToNextWork() -> Move? {
    guard let due = instance.clock.nextDueTime else { return nil }
    let delta = due - instance.clock.now
    let milliseconds = max(1, Int((delta / .milliseconds(1)).rounded(.up)))
    return Move.wait(milliseconds: milliseconds)
  }

  // MARK: - Telling states apart

  /// What tells the current state apart from others, for the search.
  ///
  /// Each field's exact text (as a number per distinct text), its state, enablement and when its
  /// debounce fires; each switch's position, state and enablement; each button's busy state and
  /// enablement; each manager's state; and each request in flight with when its answer is due,
  /// all relative to the clock's time. The focus, shown errors, taps and refusals are left out:
  /// no invariant reads them, and none of them changes a state, an enablement or a request.
  func fingerprint() -> [Int32] {
    let parts = self.parts
    let now = instance.clock.now
    var key: [Int32] = []
    key.reserveCapacity(parts.fields.count * 3 + parts.switches.count + parts.buttons.count + 8)
    for (index, field) in parts.fields.enumerated() {
      key.append(textID(field.text, of: index))
      key.append(Self.code(field.validity) << 1 | (field.isEnabled ? 1 : 0))
      key.append(field.debounceDueTime.map { Self.milliseconds($0 - now) } ?? -1)
    }
    for toggle in parts.switches {
      key.append(
        (toggle.isOn ? 4 : 0) | (toggle.isEnabled ? 2 : 0) | (toggle.validity == .valid ? 1 : 0))
    }
    for button in parts.buttons {
      key.append(
        (button.lastAnswer == .valid ? 4 : 0) | (button.isBusy ? 2 : 0)
          | (button.isEnabled ? 1 : 0))
    }
    for manager in parts.managers { key.append(Self.code(manager.validity)) }
    for request in instance.screen.outstandingRequests {
      key.append(-2)
      key.append(controlIndex[request.controlName] ?? -1)
      key.append(request.answerDueAt.map { Self.milliseconds($0 - now) } ?? -1)
    }
    return key
  }

  /// A number for each distinct text of a field: a short list searched in order (a field
  /// holds few distinct texts in a search), a table beyond that.
  func textID(_ text: String, of index: Int) -> Int32 {
    if let found = recentTexts[index].firstIndex(of: text) { return Int32(found) }
    if recentTexts[index].count < 16 {
      recentTexts[index].append(text)
      return Int32(recentTexts[index].count - 1)
    }
    if let known = texts[index][text] { return known }
    let id = Int32(16 + texts[index].count)
    texts[index][text] = id
    return id
  }

  private static func code(_ validity: Validity) -> Int32 {
    switch validity {
    case .valid: 0
    case .invalid: 1
    case .pending: 2
    }
  }

  private static func milliseconds(_ duration: Duration) -> Int32 {
    Int32(clamping: Int((duration / .milliseconds(1)).rounded(.up)))
  }
}
