/// Where ``TextField/moveCursor(to:)`` puts the cursor.
public enum CursorPosition: Sendable, Hashable {
  /// Before the first character.
  case start
  /// After the last character.
  case end
  /// After this many characters, clamped to the text: a negative offset means the start, an
  /// offset past the end means the end.
  case offset(Int)
}

extension TextField {
  /// Focuses the field, then types the text one keystroke per character at the cursor.
  ///
  /// Each accepted keystroke is one edit and replaces the selection, if there is one. The
  /// ``normalizer`` reshapes each keystroke first; a keystroke that the ``filter`` or ``limit``
  /// then refuses changes nothing, sends no event and counts one refusal; typing goes on with
  /// the next character. When the field loses the focus during the typing (a manager or a
  /// condition reacting to its keystrokes disables or hides it), the keystrokes left are refused,
  /// one refusal each.
  ///
  /// - Parameter text: The characters to type.
  /// - Complexity: O(*k*) for *k* characters typed at the end of the text.
  public func type(_ text: String) {
    core.hub.receive(journaled(insertion: text, paste: false)) {
      guard focus() else { return }
      for (offset, character) in text.enumerated() {
        guard saved.hasFocus else {
          countRefusals(text.count - offset)
          break
        }
        insert(character)
      }
    }
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Focuses the field, then inserts all of the text at the cursor as one edit, or refuses it.
  ///
  /// The text takes the place of the selection, if there is one. The ``normalizer`` reshapes it
  /// first; it is refused whole (counting one refusal) when the filter or limit would not let all
  /// of it in.
  ///
  /// Pasting an empty text changes nothing.
  ///
  /// - Parameter text: The text to paste.
  public func paste(_ text: String) {
    core.hub.receive(journaled(insertion: text, paste: true)) {
      guard focus(), !text.isEmpty else { return }
      if configuration.normalizer != nil || saved.anchor != nil {
        replaceCharacters(selectedRange, with: text)
      } else {
        insert(text, firstScalarASCII: text.utf8.first.map(Self.isASCII) ?? false)
      }
    }
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Focuses the field, then deletes the selection or the character before the cursor,
  /// `count` times.
  ///
  /// Each deletion is one edit. At the start of the text, with nothing selected, it does
  /// nothing. When the field loses the focus on the way, the deletions left are refused, one
  /// refusal each.
  ///
  /// - Parameter count: How many characters to delete.
  public func backspace(_ count: Int = 1) {
    core.hub.receive(journaled(backspaces: count)) { backspaceNow(count) }
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  private func backspaceNow(_ count: Int) {
    guard focus() else { return }
    for done in 0..<max(0, count) {
      guard saved.hasFocus else {
        countRefusals(count - done)
        break
      }
      if saved.anchor != nil, !selectedRange.isEmpty {
        replaceCharacters(selectedRange, with: "")
        continue
      }
      saved.anchor = nil
      guard saved.caret > 0 else { break }
      if saved.caret == saved.length {
        saved.content.removeLast()
        saved.length -= 1
        saved.caret = saved.length
      } else {
        let end = saved.content.index(saved.content.startIndex, offsetBy: saved.caret)
        let start = saved.content.index(before: end)
        saved.content.removeSubrange(start..<end)
        saved.length = saved.content.count
        saved.caret = min(saved.caret - 1, saved.length)
      }
      didEdit()
    }
  }

  /// Focuses the field, then empties it in one edit; an empty field stays as it is.
  public func clear() {
    core.hub.receive(.clear(name)) {
      guard focus(), !saved.content.isEmpty else { return }
      saved.content = ""
      saved.length = 0
      saved.caret = 0
      saved.anchor = nil
      didEdit()
    }
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Focuses the field and puts the cursor at the position, ending any selection.
  ///
  /// An offset outside the text is clamped to it: a UI or a user can name any offset, and the
  /// cursor always stands between two characters. (A scenario's `cursor FIELD N` past the end
  /// is an error of the scenario, which the engine reports before calling this.)
  ///
  /// - Parameter position: Where the cursor goes.
  public func moveCursor(to position: CursorPosition) {
    let target: Int
    switch position {
    case .start: target = 0
    case .end: target = saved.length
    case .offset(let offset): target = min(max(offset, 0), saved.length)
    }
    core.hub.receive(.cursor(name, target)) {
      guard focus() else { return }
      setSelection(anchor: nil, caret: target)
    }
  }

  /// Focuses the field and selects a range of characters; the cursor stands at its end.
  ///
  /// The range is clamped to the text. Typing, pasting or a backspace then replaces the
  /// selected characters; moving the cursor or the focus ends the selection.
  ///
  /// - Parameter range: The characters to select, counted from the start of the text.
  public func select(_ range: Range<Int>) {
    guard focus() else { return }
    let lower = min(max(range.lowerBound, 0), saved.length)
    let upper = min(max(range.upperBound, lower), saved.length)
    setSelection(anchor: lower == upper ? nil : lower, caret: upper)
  }

  /// Focuses the field and selects all of its text.
  public func selectAll() {
    select(0..<saved.length)
  }

  /// What the field's text would be after clearing it and pasting the text, without doing it:
  /// the ``normalizer`` reshapes the text, then the ``filter`` and ``limit`` decide, as for a
  /// paste.
  ///
  /// Tools that propose input (the scenario explorer) ask this so that they propose only texts
  /// the field takes. Nothing changes: no focus, no refusal counted, no event.
  ///
  /// - Parameter text: The text a user would paste.
  /// - Returns: The text the field would hold, or `nil` when it would refuse the paste.
  public func textAfterPasting(_ text: String) -> String? {
    guard let inserted = shapedInsertion(text) else { return nil }
    return inserted.isEmpty || fitsLimit(inserted.count) ? inserted : nil
  }

  /// What an insertion puts in, as every edit decides it.
  ///
  /// The normaliser reshapes it, then the filter takes it whole or refuses it (`nil`). An empty
  /// insertion is never refused.
  func shapedInsertion(_ raw: String, isNormalized: Bool = false) -> String? {
    let inserted = isNormalized ? raw : (configuration.normalizer.map { $0(raw) } ?? raw)
    if !inserted.isEmpty, let filter = configuration.filter, !filter.allows(inserted) { return nil }
    return inserted
  }

  /// Whether a text of this many characters fits the limit.
  func fitsLimit(_ count: Int) -> Bool {
    configuration.limit.map { count <= $0 } ?? true
  }

  // MARK: - Implementation

  func setSelection(anchor newAnchor: Int?, caret newCaret: Int) {
    guard newAnchor != saved.anchor || newCaret != saved.caret else { return }
    saved.anchor = newAnchor
    saved.caret = newCaret
    changed()
    notify(.selectionChanged)
  }

  /// One keystroke at the cursor.
  private func insert(_ character: Character) {
    guard saved.caret == saved.length, saved.anchor == nil, configuration.normalizer == nil else {
      replaceCharacters(selectedRange, with: String(character))
      return
    }
    if let filter = configuration.filter, !filter.allows(character) {
      countRefusal()
      return
    }
    // Read in UTF-8, where a byte under 0x80 is a whole ASCII scalar: the unicode scalars'
    // views cost a few hundred instructions a keystroke.
    let newCount: Int
    if let lastByte = lastByteOfText {
      if character.utf8.first.map(Self.isASCII) ?? false, Self.isASCII(lastByte),
        lastByte != UInt8(ascii: "\r")
      {
        newCount = saved.length + 1
      } else {
        newCount = countAfterAppending(String(character), firstScalarASCII: false)
      }
    } else {
      newCount = 1
    }
    if let limit = configuration.limit, newCount > limit {
      countRefusal()
      return
    }
    saved.content.append(character)
    saved.length = newCount
    saved.caret = newCount
    didEdit()
  }

  /// A paste at the cursor with nothing selected and no normaliser.
  private func insert(_ inserted: String, firstScalarASCII: Bool) {
    if let filter = configuration.filter, !filter.allows(inserted) {
      countRefusal()
      return
    }
    guard saved.caret == saved.length else {
      replaceCharacters(saved.caret..<saved.caret, with: inserted, isNormalized: true)
      return
    }
    let newCount = countAfterAppending(inserted, firstScalarASCII: firstScalarASCII)
    if let limit = configuration.limit, newCount > limit {
      countRefusal()
      return
    }
    saved.content.append(contentsOf: inserted)
    saved.length = newCount
    saved.caret = newCount
    didEdit()
  }

  /// Replaces characters with text as one edit: the normaliser reshapes the inserted text, the
  /// filter decides on it and the limit on the resulting text; a refusal changes nothing.
  ///
  /// Afterwards the cursor stands after as many characters as the text before the range plus
  /// the inserted text has on its own (capped at the new length), even when the insertion
  /// joins the character that follows.
  ///
  /// - Returns: Whether the edit was accepted.
  @discardableResult
  func replaceCharacters(_ range: Range<Int>, with raw: String, isNormalized: Bool = false)
    -> Bool
  {
    guard let inserted = shapedInsertion(raw, isNormalized: isNormalized) else {
      countRefusal()
      return false
    }
    if inserted.isEmpty, range.isEmpty {
      // Nothing to insert and nothing to delete: a keystroke the normaliser dropped.
      return true
    }
    let start = saved.content.index(saved.content.startIndex, offsetBy: range.lowerBound)
    let end = saved.content.index(start, offsetBy: range.count)
    let head = String(saved.content[..<start]) + inserted
    let newText = head + saved.content[end...]
    let newCount = newText.count
    if !inserted.isEmpty, !fitsLimit(newCount) {
      countRefusal()
      return false
    }
    saved.content = newText
    saved.length = newCount
    saved.caret = min(head.count, newCount)
    saved.anchor = nil
    didEdit()
    return true
  }

  /// The last UTF-8 byte of the text, read from its storage where the string has one (a native
  /// string always does): `utf8.last` walks the generic collection's path.
  private var lastByteOfText: UInt8? {
    saved.content.utf8.withContiguousStorageIfAvailable { $0.last } ?? saved.content.utf8.last
  }

  /// Whether a UTF-8 byte is a whole ASCII scalar (no byte of a longer scalar is under 0x80).
  @inline(__always)
  private static func isASCII(_ byte: UInt8) -> Bool { byte < 0x80 }

  /// The number of characters after appending, looking only at the last character: appending
  /// can join the inserted text to the last character (a combining mark, a ZWJ sequence, the
  /// second half of a flag) but never moves an earlier boundary.
  private func countAfterAppending(_ inserted: String, firstScalarASCII: Bool) -> Int {
    guard let lastByte = lastByteOfText else { return inserted.count }
    let insertedCount = inserted.utf8.count == 1 ? 1 : inserted.count
    if firstScalarASCII, Self.isASCII(lastByte), lastByte != UInt8(ascii: "\r") {
      return saved.length + insertedCount
    }
    let lastStart = saved.content.index(before: saved.content.endIndex)
    return saved.length - 1 + (saved.content[lastStart...] + inserted).count
  }

  /// The edit's event goes out first, then what it caused (validity, shown error, managers,
  /// enablement, requests), once all of it is done: an observer of the edit reads the new text
  /// and every state the edit changed (dirtiness included), and hears what followed from it in
  /// the events after.
  private func didEdit() {
    saved.isAtStartingValue = false
    changed()
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    let holds = beginEvent(.textChanged)
    noteValueChanged()
    behavior?.controlDidChange(.userChanged)
    if holds { core.hub.end() }
  }
}
