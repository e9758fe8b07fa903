import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The actions open in a state, and what tells two states apart.
extension StateSpace {
  // MARK: - Actions

  /// The texts that pass a field's rules and that fail one, in the current state: for a field
  /// with `equals`, solved against the other field's current text.
  func currentInputs(of index: Int) -> (valid: [String], misses: [String]) {
    let now = inputsNow(of: index)
    return (now.valid, now.misses)
  }

  /// The texts the systematic search sets a field to in the current state: the empty text, one
  /// that passes the rules and one that fails them (and a value a `remote` rule refuses); for a
  /// field with `equals`, one solved against the other field's current text.
  func alphabet(of index: Int) -> [String] {
    inputsNow(of: index).alphabet
  }

  /// A field's inputs in the current state, worked out once for each set of values of the
  /// controls its rules read (once for all when they read none).
  private func inputsNow(of index: Int) -> InputsNow {
    // The field's inputs read one part at a time: a copy of the whole would count a reference
    // to each of its lists, twice, every time.
    if inputs[index].partners.isEmpty {
      if let known = fixedInputs[index] { return known }
      let made = inputsNow(of: index, valid: inputs[index].valid, misses: inputs[index].misses)
      fixedInputs[index] = made
      return made
    }
    let screen = instance.screen
    let memo = parts.memo
    let partners: [PartMemo.Partner]
    guard let field = parts.fields[index] else {
      return InputsNow(valid: [], misses: [], alphabet: [""])
    }
    if let found = memo.partners[index] {
      partners = found
    } else {
      let fields = parts.fields
      // A row's rules read its own row's controls first.
      partners = inputs[index].partners.map { name -> PartMemo.Partner in
        switch screen.control(named: name, readBy: field)?.kind {
        case .field(let read)?: fields.firstIndex { $0 === read }.map { .field($0) } ?? .missing
        case let kind?: .other(kind)
        case nil: .missing
        }
      }
      memo.partners[index] = partners
    }
    // The rows of a group share their inputs: their rules are the same.
    let cacheKey = InputKey(field: textTables[index], partners: partners.map(valueNumber))
    if let cached = inputCache[cacheKey] { return cached }
    let current = { screen.control(named: $0, readBy: field)?.kind.value }
    let made = inputsNow(
      of: index, valid: RuleInputs.valid(for: field, compared: current),
      misses: RuleInputs.nearMisses(for: field, compared: current))
    inputCache[cacheKey] = made
    return made
  }

  private func inputsNow(of index: Int, valid: [String], misses: [String]) -> InputsNow {
    var alphabet = Self.alphabet(
      valid: valid, misses: misses, taken: inputs[index].taken, sample: inputs[index].sample)
    if let extra = extraTexts[index] { alphabet += extra.filter { !alphabet.contains($0) } }
    return InputsNow(valid: valid, misses: misses, alphabet: alphabet)
  }

  /// A number that tells a control's value apart from its other values, for ``InputKey``.
  private func valueNumber(_ partner: PartMemo.Partner) -> Int32 {
    switch partner {
    case .field(let place): parts.fields[place].map { textID($0.text, of: place) } ?? -1
    case .other(.toggle(let toggle)): toggle.isOn ? 1 : 0
    case .other(let kind): Self.key(of: kind).value
    case .missing: -1
    }
  }

  /// The alphabet of a field whose texts follow no other field's.
  func initialAlphabet(of index: Int) -> [String] {
    let input = inputs[index]
    return Self.alphabet(
      valid: input.valid, misses: input.misses, taken: input.taken, sample: input.sample)
  }

  static func alphabet(
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

  /// Every action open in the current state, each as the steps that carry it out: set a field
  /// that is enabled and shown to each text of its alphabet, toggle such a switch, tap such a
  /// button, choose each other value of such a picker, stepper or date picker, answer
  /// the oldest outstanding request of each control (valid, invalid, failed), and wait until the
  /// next piece of scheduled work is due; each with its key when it is one that commutes with
  /// the actions of independent controls (``independent(_:_:)``).
  ///
  /// - Parameter only: When given, only the keyed actions of the controls these keys name (the
  ///   edits woken at a state reached again): nothing else is worked out.
  /// - Returns: The actions, each with its key if it has one.
  func keyedActions(only: [ActionKey]? = nil) -> [(key: ActionKey?, moves: [Move])] {
    var actions: [(key: ActionKey?, moves: [Move])] = []
    actions.reserveCapacity(16)
    let parts = self.parts
    func skips(_ control: Int32) -> Bool {
      guard let only else { return false }
      return control < 0 || !only.contains { $0.control == control }
    }
    for (index, field) in parts.fields.enumerated() {
      let control = fieldKeys[index]
      // A disabled or hidden field refuses every edit: nothing to try; nor a row's field while
      // its row does not exist.
      guard !skips(control), let field, field.isEnabled, !field.isHidden else { continue }
      let current = field.text
      for text in alphabet(of: index) where text != current {
        let id = textID(text, of: index)
        let key = control >= 0 ? ActionKey(control: control, text: id) : nil
        actions.append((key, setMoves(field: index, to: text, id: id, from: current)))
      }
    }
    for (index, toggle) in parts.switches.enumerated() {
      let control = switchKeys[index]
      guard !skips(control), let toggle, toggle.isEnabled, !toggle.isHidden else { continue }
      let key = control >= 0 ? ActionKey(control: control, text: -1) : nil
      actions.append((key, toggleMoves[index]))
    }
    if only == nil {
      otherActions(into: &actions)
    } else {
      valueActions(into: &actions, skipping: skips)
    }
    return actions
  }

  /// The moves that set a field to a text (``Move/set(_:to:from:)``), made once for each text
  /// and kept by its number: from the empty field, or from one that holds a text.
  private func setMoves(field index: Int, to text: String, id: Int32, from current: String)
    -> [Move]
  {
    if let known = setMoveCache[index][id] {
      return current.isEmpty ? known.fromEmpty : known.fromText
    }
    let name = fieldNames[index]
    let made = (
      fromEmpty: Move.set(name, to: text, from: ""), fromText: Move.set(name, to: text, from: "-")
    )
    setMoveCache[index][id] = made
    return current.isEmpty ? made.fromEmpty : made.fromText
  }

  /// Whether two edits commute: of different controls that nothing ties together (``coupled``:
  /// neither reads the other nor enables it, directly or through a chain).
  func independent(_ first: ActionKey, _ second: ActionKey) -> Bool {
    first.control != second.control
      && !coupled.contains(Int(first.control), Int(second.control))
  }

  /// The taps, the choices of pickers, steppers and dates, the answers and the wait open now;
  /// only a choice may commute (a tap, an answer and a wait order requests and time).
  func otherActions(into actions: inout [(key: ActionKey?, moves: [Move])]) {
    for (index, button) in parts.buttons.enumerated()
    where button.rowChange == nil && button.isEnabled && !button.isHidden {
      actions.append((nil, tapMoves[index]))
    }
    valueActions(into: &actions)
    if !instance.screen.outstandingRequests.isEmpty {
      actions += answerActions().map { (nil, $0) }
    }
    if let wait = waitToNextWork() { actions.append((nil, [wait])) }
    // What adds or removes a row comes last: a state saved before it cannot be restored after
    // it (the screen is built anew and the path replayed), and after the last action of a state
    // none is.
    for (index, button) in parts.buttons.enumerated()
    where button.rowChange != nil && button.isEnabled && !button.isHidden {
      // A tap that would add a row beyond the most the search gives its group is not tried.
      if let change = button.rowChange, change.adds, !mayAddRow(to: change.group) { continue }
      actions.append((nil, tapMoves[index]))
    }
    rowActions(into: &actions)
    // Last too: a reset may add and remove rows.
    if offersReset { actions.append((nil, [Move(action: .reset(nil))])) }
  }

  /// Whether the search may add a row to a group: it has fewer rows than the most the search
  /// gives it.
  func mayAddRow(to name: String) -> Bool {
    guard let index = groups.firstIndex(where: { $0.name == name }) else { return false }
    return parts.rowCounts[index] < groups[index].upTo
  }

  /// The steps that add a row to each group below the most rows the search gives it, and that
  /// remove each of its rows while it has more than its fewest: as a user adds one at the end
  /// and removes any.
  func rowActions(into actions: inout [(key: ActionKey?, moves: [Move])]) {
    for (index, group) in groups.enumerated() {
      let count = parts.rowCounts[index]
      if count < group.upTo { actions.append((nil, [Move.add(group.name)])) }
      // Above its fewest rows, a group has one at least.
      guard count > group.bounds.lowerBound, count > 0 else { continue }
      for row in 1...count { actions.append((nil, [Move.remove(group.name, row)])) }
    }
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

  /// Whether the state key tells states apart by an aspect of a control's reading: the
  /// search's abstraction, decided once for each aspect (a new aspect does not compile until it
  /// is decided here, and ``fingerprint()`` reads what this says it keys).
  ///
  /// A field's errors follow from its text and rules, which the key holds; the focus, cursor,
  /// shown errors, taps, refusals and request counts change no state, enablement or request.
  /// (Where the search resets, the focus and the displays of errors are held too: the check
  /// of each reset reads them; see ``checksResets``.)
  static func keys(_ aspect: ControlReading.Aspect) -> Bool {
    switch aspect {
    case .value, .validity, .enablement, .busy: true
    // Visibility follows from the values the key holds, as a field's errors follow its text.
    case .taps, .cursor, .errors, .shownError, .focus, .refusals, .requests, .visibility: false
    }
  }

  /// What tells the current state apart from others, for the search.
  ///
  /// Each field's exact text (as a number per distinct text), its state, enablement and when its
  /// debounce fires; each switch's position, state and enablement; each button's busy state and
  /// enablement; each manager's state; and each request in flight with when its answer is due,
  /// all relative to the clock's time. The focus, shown errors, taps and refusals are left out:
  /// no invariant reads them, and none of them changes a state, an enablement or a request;
  /// where the search resets, touched, the displays of errors and the focus are held, since
  /// the check of each reset reads them.
  func fingerprint() -> [Int32] {
    // The parts read in place, one at a time: a copy of them all counted a reference to each
    // list, and each control, on every fingerprint.
    let now = instance.clock.now
    let requests = instance.screen.outstandingRequests
    // The words written into the last fingerprint's storage, which is free again unless the
    // table of states kept it (most fingerprints are of states seen before).
    var key = fingerprintWords
    fingerprintWords = []
    key.removeAll(keepingCapacity: true)
    key.reserveCapacity(
      parts.fields.count * 3 + parts.switches.count + parts.buttons.count
        + parts.values.count * 2 + parts.managers.count
        + requests.count * 3)
    if groups.isEmpty {
      for index in parts.fields.indices { appendField(index, now: now, to: &key) }
      for index in parts.switches.indices { appendSwitch(index, to: &key) }
      appendButtons(to: &key)
      for index in parts.values.indices { appendValue(index, to: &key) }
      for manager in parts.managers { key.append(Self.code(manager.validity)) }
      for request in requests {
        key.append(-2)
        key.append(controlIndex[request.controlName] ?? -1)
        key.append(request.answerDueAt.map { Self.milliseconds($0 - now) } ?? -1)
      }
    } else {
      appendWithRows(now: now, requests: requests, to: &key)
    }
    if checksResets { appendResetMemory(to: &key) }
    fingerprintWords = key
    return key
  }

  /// What a reset reads beyond the controls' own state: each field's remembered answers (a
  /// starting text stands on them), and each group's starting rows with the places whose rows
  /// are gone (a reset brings them back).
  private func appendResetMemory(to key: inout [Int32]) {
    for field in instance.screen.fields where field.rules.contains(where: \.isAsynchronous) {
      key.append(memoryID(field.rememberedAnswers))
    }
    for group in groups {
      guard let rows = instance.screen.rowGroup(named: group.name) else { continue }
      key.append(Int32(clamping: rows.startingRowCount))
      key.append(rows.count < rows.startingRowCount ? memoryID(rows.startingPlaces) : -1)
    }
  }

  /// The number of a remembered state, in the search's table.
  private func memoryID(_ memory: some Hashable) -> Int32 {
    let key = AnyHashable(memory)
    if let known = memoryIDs[key] { return known }
    let id = Int32(clamping: memoryIDs.count)
    memoryIDs[key] = id
    return id
  }

  /// The fingerprint of a screen with groups, its rows' words kept together.
  ///
  /// The screen's own controls as on a screen without, then each group's rows, each row's
  /// words together (its fields, switches, value controls, managers and requests in flight).
  /// Where rows are interchangeable
  /// (``rowsInterchangeable``) a group's rows are written in sorted order, so that states that
  /// differ only by the order of rows have one fingerprint.
  private func appendWithRows(now: Duration, requests: [Request], to key: inout [Int32]) {
    var rows = parts.rowCounts.map { Array(repeating: [Int32](), count: $0) }
    // Each control's words go to its row's, or to the screen's; none for a row that is gone.
    func write(_ slots: [RowSlot?], _ append: (Int, inout [Int32]) -> Void) {
      for (index, slot) in slots.enumerated() {
        if let slot {
          guard rows[slot.group].indices.contains(slot.row) else { continue }
          append(index, &rows[slot.group][slot.row])
        } else {
          append(index, &key)
        }
      }
    }
    // Whether the user added or removed a row is the group's own, when the key holds touches.
    if keysTouched {
      for group in groups {
        key.append(instance.screen.rowGroup(named: group.name)?.isTouched == true ? 1 : 0)
      }
    }
    write(fieldRows) { appendField($0, now: now, to: &$1) }
    write(switchRows) { appendSwitch($0, to: &$1) }
    appendButtons(to: &key)
    write(valueRows) { appendValue($0, to: &$1) }
    for (manager, slot) in zip(parts.managers, parts.managerRows) {
      if let slot, rows[slot.group].indices.contains(slot.row) {
        rows[slot.group][slot.row].append(Self.code(manager.validity))
      } else {
        key.append(Self.code(manager.validity))
      }
    }
    for request in requests {
      let due = request.answerDueAt.map { Self.milliseconds($0 - now) } ?? -1
      // A row's request by its field's place in the first row: the same in every row.
      if let reference = RowReference(request.controlName), let slot = rowSlot(of: reference.name),
        rows[slot.group].indices.contains(slot.row)
      {
        let first = RowReference(group: reference.group, row: 1, member: reference.member).name
        rows[slot.group][slot.row] += [-2, controlIndex[first] ?? -1, due]
      } else {
        key += [-2, controlIndex[request.controlName] ?? -1, due]
      }
    }
    lastFingerprintReordered = false
    for var group in rows {
      key.append(-3)
      key.append(Int32(group.count))
      if rowsInterchangeable, group.count > 1 {
        let sorted = group.sorted { $0.lexicographicallyPrecedes($1) }
        if sorted != group { (group, lastFingerprintReordered) = (sorted, true) }
      }
      for row in group {
        key.append(Int32(row.count))
        key += row
      }
    }
  }

  /// A field's words: its text's number, its state and enablement, and when its debounce
  /// fires; read again only when the field or its validation changed.
  @inline(__always)
  private func appendField(_ index: Int, now: Duration, to key: inout [Int32]) {
    let memo = parts.memo
    guard let field = parts.fields[index] else {
      key.append(-3)
      return
    }
    let versions = ControlKind.field(field).stateVersions
    if loadsValues { key.append(textID(field.startingText, of: index)) }
    if let known = memo.fields[index], known.holds(at: versions) {
      key.append(known.first)
      key.append(known.second)
      key.append(-1)
      return
    }
    // A starting text passes its `remote` rule until it changes: a field back at it (a reset)
    // behaves otherwise than one that reached the same text by edits.
    let atStart =
      field.isAtStartingValue && !field.isEmptyUntracked
      && field.rules.contains(where: \.isAsynchronous)
    let (text, state) = (
      textID(field.text, of: index),
      Self.code(field.validity) << 1 | (field.isEnabled ? 1 : 0) | (atStart ? 16 : 0)
        | (keysTouched && field.isTouched ? 32 : 0)
        | (checksResets ? Self.resetWords(of: .field(field), focused: field.isFocused) : 0)
    )
    key.append(text)
    key.append(state)
    if let due = field.debounceDueTime {
      key.append(Self.milliseconds(due - now))
      memo.fields[index] = nil
    } else {
      key.append(-1)
      memo.fields[index] = PartMemo.Entry(versions: versions, first: text, second: state)
    }
  }

  /// A switch's word: its position, enablement and state.
  @inline(__always)
  private func appendSwitch(_ index: Int, to key: inout [Int32]) {
    guard let toggle = parts.switches[index] else {
      key.append(-3)
      return
    }
    key.append(
      (toggle.isOn ? 4 : 0) | (toggle.isEnabled ? 2 : 0) | (toggle.validity == .valid ? 1 : 0)
        | (keysTouched && toggle.isTouched ? 8 : 0)
        | (checksResets ? Self.resetWords(of: .toggle(toggle), focused: false) << 2 : 0)
        | (loadsValues && toggle.startingValue == .on(true) ? 16 : 0))
  }

  /// What a reset clears that the key holds besides touched, where the search resets: the
  /// control's display of errors (bits 64, 128 and 256 of a field's state) and, for a field, the
  /// focus (512), kept in the control's own words so that they move with its row.
  @inline(__always)
  private static func resetWords(of kind: ControlKind, focused: Bool) -> Int32 {
    guard let display = kind.submittedBehavior?.errorDisplay else { return focused ? 512 : 0 }
    return (display.isOpen ? 64 : 0) | (display.isArmed ? 128 : 0)
      | (display.shownError != nil ? 256 : 0) | (focused ? 512 : 0)
  }

  /// Each button's word: how its last request ended, whether it is busy, its enablement.
  @inline(__always)
  private func appendButtons(to key: inout [Int32]) {
    for button in parts.buttons {
      key.append(
        (button.lastAnswer == .valid ? 4 : 0) | (button.isBusy ? 2 : 0)
          | (button.isEnabled ? 1 : 0))
    }
  }

  /// A picker's, stepper's or date's words: its value, and its state, enablement and
  /// visibility.
  @inline(__always)
  private func appendValue(_ index: Int, to key: inout [Int32]) {
    let memo = parts.memo
    guard let control = parts.values[index] else {
      key.append(-3)
      return
    }
    let versions = control.stateVersions
    if let known = memo.values[index], known.holds(at: versions) {
      key.append(known.first)
      key.append(known.second)
      return
    }
    if loadsValues { key.append(Self.startingKey(of: control)) }
    let (value, plainState) = Self.key(of: control)
    let state =
      plainState | (keysTouched && control.control.isTouched ? 1 << 20 : 0)
      | (checksResets ? Self.resetWords(of: control, focused: false) << 21 : 0)
    key.append(value)
    key.append(state)
    memo.values[index] = PartMemo.Entry(versions: versions, first: value, second: state)
  }

  /// A number for each distinct text of a field: a short list searched in order (a field
  /// holds few distinct texts in a search), a table beyond that.
  func textID(_ text: String, of index: Int) -> Int32 {
    if let last = lastTexts[index], last.text == text { return last.id }
    let id = newTextID(text, of: index)
    lastTexts[index] = (text, id)
    return id
  }

  /// The number of a text other than the field's last one, in the field's table of texts
  /// (shared by the same field of every row).
  private func newTextID(_ text: String, of field: Int) -> Int32 {
    let index = textTables[field]
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

  static func code(_ validity: Validity) -> Int32 {
    switch validity {
    case .valid: 0
    case .invalid: 1
    case .pending: 2
    }
  }

  static func milliseconds(_ duration: Duration) -> Int32 {
    Int32(clamping: Int((duration / .milliseconds(1)).rounded(.up)))
  }
}
