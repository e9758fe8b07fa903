/// Where ``TextField/moveCursor(to:)`` puts the cursor.
public enum CursorPosition: Sendable, Hashable {
  /// Before the first character.
  case start
  /// After the last character.
  case end
  /// After this many characters.
  case offset(Int)
}

extension TextField {
  /// Focuses the field, then types the text one keystroke per character at the cursor.
  ///
  /// Each accepted keystroke is one edit. A keystroke that the field's ``filter`` or ``limit``
  /// refuses changes nothing, sends no event and counts one refusal; typing goes on with the
  /// next character.
  ///
  /// - Parameter text: The characters to type.
  /// - Complexity: O(*k*) for *k* characters typed at the end of the text.
  public func type(_ text: String) {
    guard focus() else { return }
    for character in text {
      guard isFocused else { return }
      insert(character)
    }
  }

  /// Focuses the field, then inserts all of the text at the cursor as one edit, or refuses it
  /// whole (counting one refusal) when the filter or limit would not let all of it in.
  ///
  /// Pasting an empty text changes nothing.
  ///
  /// - Parameter text: The text to paste.
  public func paste(_ text: String) {
    guard focus(), !text.isEmpty else { return }
    insert(text, firstScalarASCII: text.unicodeScalars.first?.isASCII ?? false)
  }

  /// Focuses the field, then deletes the character before the cursor, `count` times.
  ///
  /// Each deletion is one edit. At the start of the text it does nothing.
  ///
  /// - Parameter count: How many characters to delete.
  public func backspace(_ count: Int = 1) {
    guard focus() else { return }
    for _ in 0..<max(0, count) {
      guard isFocused, cursor > 0 else { return }
      if cursor == characterCount {
        text.removeLast()
        characterCount -= 1
        cursor = characterCount
      } else {
        let end = text.index(text.startIndex, offsetBy: cursor)
        let start = text.index(before: end)
        text.removeSubrange(start..<end)
        characterCount = text.count
        cursor = min(cursor - 1, characterCount)
      }
      didEdit()
    }
  }

  /// Focuses the field, then empties it in one edit; an empty field stays as it is.
  public func clear() {
    guard focus(), !text.isEmpty else { return }
    text = ""
    characterCount = 0
    cursor = 0
    didEdit()
  }

  /// Focuses the field and puts the cursor at the position.
  ///
  /// - Parameter position: Where the cursor goes.
  /// - Precondition: An offset lies between 0 and the number of characters.
  public func moveCursor(to position: CursorPosition) {
    guard focus() else { return }
    switch position {
    case .start: cursor = 0
    case .end: cursor = characterCount
    case .offset(let offset):
      precondition(
        (0...characterCount).contains(offset),
        "cursor offset \(offset) is outside the \(characterCount) characters of '\(name)'"
      )
      cursor = offset
    }
  }

  // MARK: - Implementation

  /// One keystroke at the cursor.
  private func insert(_ character: Character) {
    guard cursor == characterCount, let firstScalar = character.unicodeScalars.first else {
      insert(String(character), firstScalarASCII: false)
      return
    }
    if let filter, !filter.allows(character) {
      countRefusal()
      return
    }
    let newCount: Int
    if let lastScalar = text.unicodeScalars.last {
      if firstScalar.isASCII, lastScalar.isASCII, lastScalar != "\r" {
        newCount = characterCount + 1
      } else {
        newCount = countAfterAppending(String(character), firstScalarASCII: false)
      }
    } else {
      newCount = 1
    }
    if let limit, newCount > limit {
      countRefusal()
      return
    }
    text.append(character)
    characterCount = newCount
    cursor = newCount
    didEdit()
  }

  private func insert(_ inserted: String, firstScalarASCII: Bool) {
    if let filter, !filter.allows(inserted) {
      countRefusal()
      return
    }
    if cursor == characterCount {
      let newCount = countAfterAppending(inserted, firstScalarASCII: firstScalarASCII)
      if let limit, newCount > limit {
        countRefusal()
        return
      }
      text.append(contentsOf: inserted)
      characterCount = newCount
      cursor = newCount
    } else {
      let split = text.index(text.startIndex, offsetBy: cursor)
      let head = String(text[..<split]) + inserted
      let newText = head + text[split...]
      let newCount = newText.count
      if let limit, newCount > limit {
        countRefusal()
        return
      }
      text = newText
      characterCount = newCount
      cursor = min(head.count, newCount)
    }
    didEdit()
  }

  /// The number of characters after appending, looking only at the last character: appending
  /// can join the inserted text to the last character (a combining mark, a ZWJ sequence, the
  /// second half of a flag) but never moves an earlier boundary.
  private func countAfterAppending(_ inserted: String, firstScalarASCII: Bool) -> Int {
    guard let lastScalar = text.unicodeScalars.last else { return inserted.count }
    let insertedCount = inserted.utf8.count == 1 ? 1 : inserted.count
    if firstScalarASCII, lastScalar.isASCII, lastScalar != "\r" {
      return characterCount + insertedCount
    }
    let lastStart = text.index(before: text.endIndex)
    return characterCount - 1 + (text[lastStart...] + inserted).count
  }

  private func didEdit() {
    behavior?.fieldDidEdit(self)
    observers.notify(.textChanged)
  }
}
