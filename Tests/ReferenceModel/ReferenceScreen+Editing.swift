extension ReferenceScreen {
  /// A field's options, if the control is a field.
  func fieldOptions(_ id: InstanceID) -> FieldOptions? {
    if case .field(let options) = controlSpecs[id.name]?.kind { options } else { nil }
  }

  /// A field's text.
  func text(_ id: InstanceID) -> String {
    if case .text(let text) = states[id]?.value { text } else { "" }
  }

  // "A field is touched once its editing ended, however it ended (blur, focus elsewhere, a
  // `focus-invalid` tap, becoming hidden or disabled)." (Precise points of version 2) and
  // "`on-blur` (the default): opens when editing of the field ends, after at least one edit."
  /// Ends the editing of a field: it is touched and an `on-blur` display opens after an edit.
  mutating func endEditing(_ id: InstanceID) {
    guard states[id] != nil else { return }
    states[id]?.isTouched = true
    if fieldOptions(id)?.policy == .onBlur, states[id]?.hasEdit == true {
      states[id]?.isDisplayOpen = true
    }
    refreshShown(id)
  }

  // "A disabled field cannot take the focus: a step that would focus it changes nothing and
  // counts one refusal." (Scenarios, Steps)
  // "Focusing a field that already has the focus changes nothing: its editing goes on and its
  // cursor stays where it is." (Scenarios, Steps)
  /// Focuses a field as a step does; false, after one refusal, when it cannot take the focus.
  mutating func takeFocus(_ id: InstanceID) -> Bool {
    if focus == id { return true }
    guard canFocus(id) else {
      states[id]?.refusals += 1
      return false
    }
    moveFocus(to: id)
    return true
  }

  // "`focus FIELD` | editing of the focused field ends, then FIELD gets the focus with the
  // cursor at the end" (Scenarios, Steps)
  /// Ends the editing of the focused field and gives the focus to another, cursor at the end.
  mutating func moveFocus(to id: InstanceID) {
    if let current = focus { endEditing(current) }
    focus = id
    let length = text(id).count
    states[id]?.cursor = length
  }

  // "A field that becomes disabled while focused loses the focus, which ends its editing."
  // (Scenarios, Steps) "A field that becomes hidden while focused loses the focus, which ends
  // its editing." (Shown and hidden)
  /// Follows a change: checks again the controls whose rules read a dirtiness that changed, then
  /// takes the focus from a field that left the screen, became disabled or became hidden.
  mutating func settleFocus() {
    recheckDirtinessReaders()
    guard let current = focus else { return }
    if states[current] == nil {
      focus = nil
    } else if !isEnabled(current) || isHidden(current) {
      focus = nil
      if engineDefects.contains(.keystrokeDisable), editedField == current {
        states[current]?.isTouched = true
        return
      }
      endEditing(current)
    }
  }

  /// Applies one edit to a field: its text and cursor change, then its checks and re-checks.
  mutating func applyEdit(_ id: InstanceID, text newText: String, cursor: Int) {
    guard let options = fieldOptions(id) else { return }
    states[id]?.value = .text(newText)
    states[id]?.cursor = cursor
    states[id]?.hasEdit = true
    states[id]?.isRemoteWaived = false
    // "`on-change`: opens at the first edit." (When an error shows)
    if options.policy == .onChange { states[id]?.isDisplayOpen = true }
    if let debounce = options.debounce {
      // "With `debounce`, the field is **pending** from each edit until the text has been still
      // for DURATION; then its rules run on the text as it is." (Rules)
      let token = makeToken()
      states[id]?.remoteToken = nil
      states[id]?.debounceToken = token
      states[id]?.validity = .pending
      schedule(after: debounce, .debounce(id, token: token))
      refreshShown(id)
    } else {
      runRules(id, mode: .full)
    }
    editedField = id
    valueChanged(id)
    editedField = nil
  }

  // "A field with `equals NAME` is checked again whenever NAME's text changes: at once
  // (cancelling a remote check in flight), or, while the field waits out its own debounce,
  // when that fires. This re-check is not an edit of the field: it opens no display policy."
  // (Rules) "A control with a conditional rule is checked again whenever a control named in its
  // conditions changes value, exactly as a field with `equals NAME` is" (Conditions)
  // "The rule is checked again whenever REF's day changes." (Version 2, Rules)
  /// Re-checks the controls whose rules name a control whose value changed, then (unless
  /// `settles` is `false`, for a change of several controls at once) the focus.
  mutating func valueChanged(_ changed: InstanceID, settles: Bool = true) {
    for other in orderedInstances() where other != changed {
      guard let spec = controlSpecs[other.name] else { continue }
      let names = Self.namesRead(by: spec)
      guard names.contains(where: { resolve($0, from: other) == changed }) else { continue }
      if states[other]?.debounceToken != nil { continue }
      runRules(other, mode: .recheck)
    }
    if settles { settleFocus() }
  }

  /// The names a control's rules read: `equals`, conditions and date REFs.
  static func namesRead(by control: ControlSpec) -> [String] {
    var names: [String] = []
    for rule in control.rules {
      names += rule.conditions.map(\.name)
      switch rule.kind {
      case .equals(let name): names.append(name)
      case .after(.control(let name)), .before(.control(let name)),
        .onOrAfter(.control(let name)), .onOrBefore(.control(let name)),
        .ageAtLeast(_, .control(let name)), .ageUnder(_, .control(let name)):
        names.append(name)
      default: break
      }
    }
    return names
  }

  // "`type FIELD "TEXT"` | focus FIELD, then one keystroke per character, each inserted at the
  // cursor: one edit each" (Scenarios, Steps)
  /// Types text into a field.
  mutating func type(_ id: InstanceID, _ typed: String) {
    guard takeFocus(id) else { return }
    for character in typed {
      // "When a field loses the focus, or becomes disabled or hidden, during a `type`, `paste`
      // or `backspace` step ..., the step's remaining keystrokes are refused, one refusal each."
      guard focus == id else {
        states[id]?.refusals += 1
        continue
      }
      insert(String(character), into: id)
    }
  }

  // "`paste FIELD "TEXT"` | focus FIELD, then insert all of TEXT at the cursor as one edit, or
  // refuse it whole" (Scenarios, Steps)
  /// Pastes text into a field.
  mutating func paste(_ id: InstanceID, _ pasted: String) {
    guard takeFocus(id) else { return }
    insert(pasted, into: id)
  }

  /// Inserts text at the cursor as one edit, or refuses it.
  mutating func insert(_ inserted: String, into id: InstanceID) {
    guard let options = fieldOptions(id), let state = states[id] else { return }
    let characters = Array(text(id))
    let cursor = min(state.cursor, characters.count)
    let before = String(characters[..<cursor])
    let newText = before + inserted + String(characters[cursor...])
    // "A refused keystroke or paste changes nothing and sends no event; the field counts it."
    // "`limit N` | a keystroke or paste that would make the text longer than N characters is
    // refused" (The screen, field options)
    if let limit = options.limit, newText.count > limit {
      states[id]?.refusals += 1
      return
    }
    // "`allow CLASS` or `allow "CHARS"` | a keystroke or paste containing any character outside
    // the class or set is refused" (The screen, field options)
    if let allow = options.allow, !inserted.allSatisfy({ Self.allows(allow, $0) }) {
      states[id]?.refusals += 1
      return
    }
    // "After an insertion it stands after as many characters as the text before the cursor plus
    // the inserted text has on its own (capped at the new length)" (Lexical rules)
    let newCursor = min((before + inserted).count, newText.count)
    applyEdit(id, text: newText, cursor: newCursor)
  }

  static func allows(_ allow: Allow, _ character: Character) -> Bool {
    switch allow {
    case .characterClass(let charClass): charClass.contains(character)
    case .characters(let characters): characters.contains { $0 == character }
    }
  }
}
