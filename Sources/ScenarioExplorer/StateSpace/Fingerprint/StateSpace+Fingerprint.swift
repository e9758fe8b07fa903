import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// What tells two states apart.
extension StateSpace {
  /// Whether the state key tells states apart by an aspect of a control's reading: the
  /// search's abstraction, decided once for each aspect (a new aspect does not compile until it
  /// is decided here, and ``fingerprint()`` reads what this says it keys).
  ///
  /// A field's errors follow from its text and rules, which the key holds; the focus, cursor,
  /// shown errors, taps, refusals and request counts change no state, enablement or request.
  /// (Where the search resets, the focus and the displays of errors are held too: the check
  /// of each reset reads them; see ``LifecycleKeys/checksResets``.)
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
  /// the check of each reset reads them. Each control's state is one word of named bits
  /// (``FieldWord``, ``SwitchWord``, ``ButtonWord``, ``ValueWord``).
  func fingerprint() -> [Int32] {
    // The parts read in place, one at a time: a copy of them all counted a reference to each
    // list, and each control, on every fingerprint.
    let now = inUse.instance.clock.now
    let requests = inUse.instance.screen.outstandingRequests
    // The words written into the last fingerprint's storage, which is free again unless the
    // table of states kept it (most fingerprints are of states seen before).
    var key = caches.fingerprintWords
    caches.fingerprintWords = []
    key.removeAll(keepingCapacity: true)
    key.reserveCapacity(
      inUse.parts.fields.count * 3 + inUse.parts.switches.count + inUse.parts.buttons.count
        + inUse.parts.values.count * 2 + inUse.parts.managers.count + requests.count * 3)
    if layout.groups.isEmpty {
      for index in inUse.parts.fields.indices { appendField(index, now: now, to: &key) }
      for index in inUse.parts.switches.indices { appendSwitch(index, to: &key) }
      appendButtons(to: &key)
      for index in inUse.parts.values.indices { appendValue(index, to: &key) }
      for manager in inUse.parts.managers { key.append(Self.code(manager.validity)) }
      for request in requests {
        key.append(Self.requestMark)
        key.append(layout.controlIndex[request.controlName] ?? -1)
        key.append(request.answerDueAt.map { Self.milliseconds($0 - now) } ?? -1)
      }
    } else {
      appendWithRows(now: now, requests: requests, to: &key)
    }
    if layout.lifecycle.checksResets {
      appendResetMemory(to: &key)
    } else if layout.lifecycle.loadsValues {
      appendStartingRows(to: &key)
    }
    if layout.lifecycle.daysMoved > 0 {
      key.append(Int32(clamping: inUse.instance.clock.today.daysSince1970))
    }
    caches.fingerprintWords = key
    return key
  }

  /// The word before each request in flight.
  static let requestMark: Int32 = -2
  /// The word in place of a control whose row does not exist, and before each group's rows.
  static let absentMark: Int32 = -3

  /// What a reset reads beyond the controls' own state: each field's remembered answers (a
  /// starting text stands on them), and each group's starting rows with the places whose rows
  /// are gone (a reset brings them back).
  private func appendResetMemory(to key: inout [Int32]) {
    let screen = inUse.instance.screen
    for field in screen.fields where field.rules.contains(where: \.isAsynchronous) {
      key.append(memoryID(field.rememberedAnswers))
    }
    for group in layout.groups {
      guard let rows = screen.rowGroup(named: group.name) else { continue }
      key.append(Int32(clamping: rows.startingRowCount))
      key.append(rows.count < rows.startingRowCount ? memoryID(rows.startingPlaces) : -1)
    }
  }

  /// Each group's starting number of rows, where starting values move and resets are not
  /// checked (the reset memory holds them otherwise).
  private func appendStartingRows(to key: inout [Int32]) {
    let screen = inUse.instance.screen
    for group in layout.groups {
      key.append(Int32(clamping: screen.rowGroup(named: group.name)?.startingRowCount ?? -1))
    }
  }

  /// The number of a remembered state, in the search's table.
  private func memoryID(_ memory: some Hashable) -> Int32 {
    let key = AnyHashable(memory)
    if let known = caches.memoryIDs[key] { return known }
    let id = Int32(clamping: caches.memoryIDs.count)
    caches.memoryIDs[key] = id
    return id
  }

  /// The fingerprint of a screen with groups, its rows' words kept together.
  ///
  /// The screen's own controls as on a screen without, then each group's rows, each row's
  /// words together (its fields, switches, value controls, managers and requests in flight).
  /// Where rows are interchangeable (``RowOrder/isInterchangeable``) a group's rows are written
  /// in sorted order, so that states that differ only by the order of rows have one
  /// fingerprint.
  private func appendWithRows(now: Duration, requests: [Request], to key: inout [Int32]) {
    var rows = inUse.parts.rowCounts.map { Array(repeating: [Int32](), count: $0) }
    // Each control's words go to its row's, or to the screen's; none for a row that is gone.
    func write(_ slot: RowSlot?, _ append: (inout [Int32]) -> Void) {
      guard let slot else { return append(&key) }
      guard rows[slot.group].indices.contains(slot.row) else { return }
      append(&rows[slot.group][slot.row])
    }
    // Whether the user added or removed a row is the group's own, when the key holds touches.
    if layout.lifecycle.keysTouched {
      for group in layout.groups {
        key.append(inUse.instance.screen.rowGroup(named: group.name)?.isTouched == true ? 1 : 0)
      }
    }
    // By place: a slot read whole would count a reference to each of its lists.
    for index in layout.fields.indices {
      write(layout.fields[index].row) { appendField(index, now: now, to: &$0) }
    }
    for index in layout.switches.indices {
      write(layout.switches[index].row) { appendSwitch(index, to: &$0) }
    }
    appendButtons(to: &key)
    for index in layout.values.indices {
      write(layout.values[index].row) { appendValue(index, to: &$0) }
    }
    for (manager, slot) in zip(inUse.parts.managers, inUse.parts.managerRows) {
      write(slot) { $0.append(Self.code(manager.validity)) }
    }
    for request in requests {
      let due = request.answerDueAt.map { Self.milliseconds($0 - now) } ?? -1
      // A row's request by its field's place in the first row: the same in every row.
      if let reference = RowReference(request.controlName),
        let slot = layout.rowSlot(of: reference.name), rows[slot.group].indices.contains(slot.row)
      {
        let first = RowReference(group: reference.group, row: 1, member: reference.member).name
        rows[slot.group][slot.row] += [Self.requestMark, layout.controlIndex[first] ?? -1, due]
      } else {
        key += [Self.requestMark, layout.controlIndex[request.controlName] ?? -1, due]
      }
    }
    appendRows(rows, to: &key)
  }

  /// Each group's rows, after the screen's own words: sorted where rows are interchangeable.
  private func appendRows(_ rows: [[[Int32]]], to key: inout [Int32]) {
    caches.lastFingerprintReordered = false
    for var group in rows {
      key.append(Self.absentMark)
      key.append(Int32(group.count))
      if layout.rowOrder.isInterchangeable, group.count > 1 {
        let sorted = group.sorted { $0.lexicographicallyPrecedes($1) }
        if sorted != group { (group, caches.lastFingerprintReordered) = (sorted, true) }
      }
      for row in group {
        key.append(Int32(row.count))
        key += row
      }
    }
  }

  /// A field's words: its text's number, its state word, and when its debounce fires; read
  /// again only when the field or its validation changed.
  @inline(__always)
  private func appendField(_ index: Int, now: Duration, to key: inout [Int32]) {
    let memo = inUse.parts.memo
    guard let field = inUse.parts.fields[index] else {
      key.append(Self.absentMark)
      return
    }
    let versions = ControlKind.field(field).stateVersions
    if layout.lifecycle.loadsValues { key.append(textID(field.startingText, of: index)) }
    if let known = memo.fields[index], known.holds(at: versions) {
      key.append(known.first)
      key.append(known.second)
      key.append(-1)
      return
    }
    let word = fieldWord(of: field)
    let text = textID(field.text, of: index)
    key.append(text)
    key.append(word.rawValue)
    if let due = field.debounceDueTime {
      key.append(Self.milliseconds(due - now))
      memo.fields[index] = nil
    } else {
      key.append(-1)
      memo.fields[index] = PartMemo.Entry(versions: versions, first: text, second: word.rawValue)
    }
  }

  /// A switch's word: its position, enablement and state, and what a reset reads or clears.
  @inline(__always)
  private func appendSwitch(_ index: Int, to key: inout [Int32]) {
    guard let toggle = inUse.parts.switches[index] else {
      key.append(Self.absentMark)
      return
    }
    key.append(switchWord(of: toggle).rawValue)
  }

  /// Each button's word: how its last request ended, whether it is busy, its enablement.
  @inline(__always)
  private func appendButtons(to key: inout [Int32]) {
    for button in inUse.parts.buttons { key.append(Self.buttonWord(of: button).rawValue) }
  }

  /// A picker's, stepper's or date's words: its value, and its state word.
  @inline(__always)
  private func appendValue(_ index: Int, to key: inout [Int32]) {
    let memo = inUse.parts.memo
    guard let control = inUse.parts.values[index] else {
      key.append(Self.absentMark)
      return
    }
    // The starting value is keyed whether or not the memo holds the rest: a key with it on one
    // path and without it on another told the same state apart from itself.
    if layout.lifecycle.loadsValues { key.append(Self.startingKey(of: control)) }
    let versions = control.stateVersions
    if let known = memo.values[index], known.holds(at: versions) {
      key.append(known.first)
      key.append(known.second)
      return
    }
    let (value, word) = valueWord(of: control)
    key.append(value)
    key.append(word.rawValue)
    memo.values[index] = PartMemo.Entry(versions: versions, first: value, second: word.rawValue)
  }

  /// The number of a field's text, in the field's table of texts (shared by the same field of
  /// every row).
  func textID(_ text: String, of index: Int) -> Int32 {
    caches.texts.id(of: text, field: index, table: layout.fields[index].textTable)
  }

  /// A time to come, in whole milliseconds rounded up.
  static func milliseconds(_ duration: Duration) -> Int32 {
    Int32(clamping: Int((duration / .milliseconds(1)).rounded(.up)))
  }
}
