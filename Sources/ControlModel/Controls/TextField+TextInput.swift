extension TextField {
  /// Applies an edit as a UI hands it over: replace a range of UTF-16 code units of the current
  /// text with a string, atomically.
  ///
  /// This is what `UITextFieldDelegate`'s
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` passes: an `NSRange` in UTF-16 and
  /// a replacement (empty for a deletion; a paste, an autocorrection or dictation as one longer
  /// string). The field focuses first, then the ``normalizer`` reshapes the replacement, the
  /// ``filter`` decides on it and the ``limit`` on the resulting text: the edit is taken whole or
  /// refused whole (counting one refusal). Afterwards the cursor stands after the inserted text.
  ///
  /// Offsets a UI can produce never trap:
  /// - offsets outside the text are clamped to it, and a reversed range is read as empty;
  /// - a bound that falls inside a character (between a base letter and its combining mark,
  ///   inside a ZWJ family or a flag, or between the halves of a surrogate pair) is widened to
  ///   the whole character: the lower bound moves back to the character's start, the upper bound
  ///   forward to its end. An empty range inside a character inserts before it.
  ///
  /// - Parameters:
  ///   - utf16Range: The code units to replace, counted from the start of the text.
  ///   - replacement: The text to put in their place.
  /// - Returns: Whether the edit was accepted (`false` also when the field refused the focus).
  @discardableResult
  public func replace(utf16Range: Range<Int>, with replacement: String) -> Bool {
    let range = characterRange(utf16: utf16Range)
    let accepted = core.hub.receive(journaled(replacing: range, with: replacement)) {
      guard focus() else { return false }
      return replaceCharacters(range, with: replacement)
    }
    assert(screen?.checkInvariants(around: self) ?? true)
    return accepted
  }

  /// Applies an edit as a SwiftUI binding hands it over: the whole new text.
  ///
  /// The field finds what changed (the characters between the common start and the common end
  /// of the old and new texts) and applies that as one replacement, as
  /// ``replace(utf16Range:with:)`` does: the normaliser, filter and limit decide on the inserted
  /// characters, and a refused edit leaves the text as it was, so that the view shows the
  /// model's text again at its next update.
  ///
  /// ```swift
  /// TextField("Card number", text: Binding(
  ///   get: { checkout.cardNumber.text },
  ///   set: { checkout.cardNumber.edit(to: $0) }))
  /// ```
  ///
  /// - Parameter newText: The text the view now shows.
  /// - Returns: Whether the edit was accepted; setting the text the field has is accepted and
  ///   changes nothing.
  @discardableResult
  public func edit(to newText: String) -> Bool {
    let (removed, inserted) = difference(to: newText)
    if removed.isEmpty, inserted.isEmpty { return focus() }
    let accepted = core.hub.receive(journaled(replacing: removed, with: inserted)) {
      guard focus() else { return false }
      return replaceCharacters(removed, with: inserted)
    }
    assert(screen?.checkInvariants(around: self) ?? true)
    return accepted
  }

  /// What an edit from the text to another removes and inserts: the characters between their
  /// common start and common end.
  private func difference(to newText: String) -> (removed: Range<Int>, inserted: String) {
    let old = Array(saved.content)
    let new = Array(newText)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix..<(old.count - suffix), String(new[prefix..<(new.count - suffix)]))
  }

  /// The selection in UTF-16 code units, for a UI that positions its own caret.
  public var selectionInUTF16: Range<Int> {
    let range = selection
    return utf16Offset(ofCharacter: range.lowerBound)..<utf16Offset(ofCharacter: range.upperBound)
  }

  /// Sets the text from code, as UIKit's `text =` does: no focus, no editing event, and no
  /// refusal (the limit, filter and normaliser shape input, not code).
  ///
  /// The cursor moves to the end and the selection ends. The field's rules run at once on the
  /// new text, without debounce, and a set text is not an edit: it does not open an `on-change`
  /// display policy. Observers hear ``ControlEvent/textSet``, never ``ControlEvent/textChanged``.
  /// Setting the text the field already has changes nothing.
  ///
  /// - Parameter newText: The field's new text.
  public func setText(_ newText: String) {
    core.hub.receive(.set(name, .text(journaled(newText)))) { setTextNow(newText) }
  }

  private func setTextNow(_ newText: String) {
    // The text it has, as Swift compares texts (canonical equivalence): nothing changes.
    guard newText != saved.content else { return }
    let hub = core.hub
    hub.beginChange()
    defer { hub.endChange() }
    saved.isAtStartingValue = false
    saved.content = newText
    saved.length = newText.count
    saved.caret = saved.length
    saved.anchor = nil
    changed()
    let holds = beginEvent(.textSet)
    noteValueChanged()
    behavior?.controlDidChange(.setFromCode)
    if holds { core.hub.end() }
    assert(screen?.checkInvariants(around: self) ?? true)
  }

  /// Loads a text: ``setText(_:)``, and the text becomes the field's starting text, which
  /// ``Control/isDirty`` compares with and a reset goes back to.
  ///
  /// - Parameter newText: The field's new text, and starting text.
  public func load(_ newText: String) {
    core.hub.receive(.load(name, .text(journaled(newText)))) {
      // One change: what reads the field's dirtiness hears it once the load is done, even
      // when the text stays as it was.
      let hub = core.hub
      hub.beginChange()
      defer { hub.endChange() }
      saved.startingText = newText
      setTextNow(newText)
      noteValueChanged()
      changed()
    }
  }

  /// Records whether the text differs from the starting text, after a change of either.
  ///
  /// An empty starting text, the common case, costs a comparison of counts.
  @inline(__always)
  func noteValueChanged() {
    let dirty = saved.startingText.isEmpty ? saved.length != 0 : saved.content != saved.startingText
    guard dirty != core.isDirty else { return }
    core.isDirty = dirty
    // Nobody observes the screen, the common case: the managers hear it, and nothing is held.
    guard core.hub.hasObservers else {
      behavior?.controlDidChange(.lifecycle(isDirty: dirty, isTouched: core.isTouched))
      return
    }
    announceDirtiness(dirty)
  }

  /// Tells the screen's observers that the field became dirty or pristine, and its managers.
  ///
  /// The observers hear it once the managers are current too. Apart from the keystroke's path.
  @inline(never)
  private func announceDirtiness(_ dirty: Bool) {
    core.announceDirtiness(dirty) {
      behavior?.controlDidChange(.lifecycle(isDirty: dirty, isTouched: core.isTouched))
    }
  }

  /// Makes a text the starting text without changing the text: a row's field whose place's
  /// starting text is another, as rows move, or a commit.
  func restart(at text: String) {
    guard !saved.startingText.utf8.elementsEqual(text.utf8) else { return }
    saved.startingText = text
    noteValueChanged()
    changed()
  }

  /// Puts the starting text back, the cursor at its end, untouched: a reset.
  ///
  /// The rules run on it as on a starting text (a `remote` rule passes).
  func resetToStart() {
    let changes = !saved.content.utf8.elementsEqual(saved.startingText.utf8)
    saved.content = saved.startingText
    saved.length = saved.startingText.count
    saved.caret = saved.length
    saved.anchor = nil
    saved.isAtStartingValue = true
    changed()
    if changes { notify(.textSet) }
    let wasDirty = core.isDirty
    if core.setLifecycle(dirty: false, touched: false) {
      core.announceDirtiness(false, flipped: wasDirty) {
        behavior?.controlDidChange(.lifecycle(isDirty: false, isTouched: false))
      }
    }
    behavior?.controlDidChange(.reset)
  }

  /// The characters that a range of UTF-16 offsets covers, widened to whole characters.
  func characterRange(utf16 range: Range<Int>) -> Range<Int> {
    let total = saved.content.utf16.count
    let lower = min(max(range.lowerBound, 0), total)
    let upper = range.isEmpty ? lower : min(max(range.upperBound, lower), total)
    var lowerCharacter: Int?
    var upperCharacter = saved.length
    var offset = 0
    var index = 0
    for character in saved.content {
      let next = offset + character.utf16.count
      if lowerCharacter == nil, lower < next { lowerCharacter = index }
      if upper <= offset {
        upperCharacter = index
        break
      }
      if upper < next {
        upperCharacter = index + 1
        break
      }
      offset = next
      index += 1
    }
    let start = lowerCharacter ?? saved.length
    if lower == upper { return start..<start }
    return start..<max(start, upperCharacter)
  }

  /// The UTF-16 offset at which a character starts.
  func utf16Offset(ofCharacter offset: Int) -> Int {
    let index = saved.content.index(
      saved.content.startIndex, offsetBy: min(max(offset, 0), saved.length))
    return saved.content.utf16.distance(from: saved.content.utf16.startIndex, to: index)
  }
}
