extension Screen {
  /// Checks the screen's invariants, trapping with a message naming the first that fails.
  ///
  /// Names are unique; every control belongs to this screen; the focused field is one of its
  /// fields and is enabled; every field's cursor lies within its text and its character count
  /// equals the text's.
  ///
  /// - Complexity: O(*n*) in the total length of the fields' texts.
  public func checkInvariants() {
    var names = Set<String>()
    for control in controls {
      precondition(names.insert(control.name).inserted, "duplicate name '\(control.name)'")
    }
    if let focusedField {
      precondition(fields.contains { $0 === focusedField }, "focus is on a foreign field")
      precondition(focusedField.isEnabled, "focus is on disabled '\(focusedField.name)'")
    }
    for field in fields {
      precondition(field.screen === self, "'\(field.name)' belongs to another screen")
      precondition(
        field.isFocused == (field === focusedField),
        "'\(field.name)' disagrees with the screen about its focus")
      precondition(
        field.characterCount == field.text.count,
        "'\(field.name)' counts \(field.characterCount) characters, has \(field.text.count)"
      )
      precondition(
        (0...field.characterCount).contains(field.cursor),
        "'\(field.name)' has its cursor at \(field.cursor) of \(field.characterCount)"
      )
    }
  }
}
