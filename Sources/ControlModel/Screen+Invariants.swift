import ModelSupport

extension Screen {
  /// Every invariant of the screen's model that does not hold.
  ///
  /// Names are unique; the focused field is one of this screen's fields and is enabled; every
  /// field's cursor and selection lie within its text and its character count equals the text's;
  /// every control's enablement follows its managers; and the validation layer's own: a field's
  /// or switch's state follows its rules, and a manager's counts and state follow its members;
  /// each group's rows are at its place among the controls, under their rows' names, within its
  /// bounds, and verified by its manager.
  ///
  /// The model checks the same after each mutation in debug builds, around what changed.
  ///
  /// Beside the model's own, it reports the app's mistake that no state of the model mends: a
  /// button's `enabled when` condition that names nothing on the screen, which keeps the button
  /// disabled for good.
  ///
  /// - Parameter includingAppMistakes: Whether to report the app's mistakes too; the scenario
  ///   engine leaves them out, and warns of them once for the screen instead.
  /// - Returns: The violations, empty when the model is consistent.
  /// - Complexity: O(*n*) in the controls, members and the total length of the texts.
  public func invariantViolations(includingAppMistakes: Bool = true) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    // One name per control and component: fewer names than both means a duplicate, which only
    // then is looked for (a set of every name on every check cost the explorer a twentieth).
    if lookup.namedObjects.count != controls.count + components.count {
      var names = Set<String>()
      for control in controls where !names.insert(control.name).inserted {
        violations.append(
          InvariantViolation(
            subject: control.name, expected: "a unique name", actual: "a duplicate"))
      }
    }
    violations.appendFound(focusViolations())
    for control in controls {
      violations.appendFound(ownViolations(of: control, memberLimit: .max))
    }
    for component in components {
      violations.appendFound(component.invariantViolations())
    }
    for group in rowGroups {
      violations.appendFound(group.invariantViolations())
    }
    guard includingAppMistakes else { return violations }
    for control in controls {
      guard case .button(let button) = control.kind, let rule = button.enablementRule else {
        continue
      }
      for name in rule.unknownNames {
        violations.append(
          InvariantViolation(
            subject: button.name, expected: "conditions on names of its screen",
            actual: "a condition names '\(name)', which is nothing on its screen"))
      }
    }
    return violations
  }

  /// The invariants around what changed since the last check, for an owner that checks after
  /// every step (``reportsBrokenInvariants``): each control and manager whose state changed, in
  /// full (every rule of a changed field runs again, custom ones included), the managers that
  /// count them (whose counts changed with them), the focus, and every manager with a member of
  /// the app's own type, whose changes the model may not have heard.
  ///
  /// What nothing changed is not visited, so a step costs what it changed, not the screen.
  /// Without a journal, or when more changed than the journal holds, it checks the whole
  /// screen, as ``invariantViolations(includingAppMistakes:)`` does without the app's
  /// mistakes. Either way, the next call starts from here.
  ///
  /// - Returns: The violations, empty when the model is consistent around the changes.
  /// - Complexity: O(*c*) in what changed, their members and their texts' lengths.
  package func violationsAroundChanges() -> [InvariantViolation] {
    guard let journal = hub.state.journal else {
      return invariantViolations(includingAppMistakes: false)
    }
    defer { journal.clear() }
    guard !journal.recorded.overflowed else {
      return invariantViolations(includingAppMistakes: false)
    }
    // The focus's invariants break only with a change of the focus or of the focused field's
    // enablement, each of which records the focused field: they are checked with it.
    var violations: [InvariantViolation] = []
    journal.recorded.fields.forEachOnce { field in
      violations.appendFound(ownViolations(of: field, memberLimit: .max))
      if field === saved.focused { violations.appendFound(focusViolations()) }
    }
    journal.recorded.buttons.forEachOnce { button in
      violations.appendFound(ownViolations(of: button, memberLimit: .max))
    }
    journal.recorded.valueControls.forEachOnce { object in
      if let control = ControlKind.of(object)?.control {
        violations.appendFound(ownViolations(of: control, memberLimit: .max))
      }
    }
    journal.forEachComponent { component in
      violations.appendFound(component.invariantViolations())
    }
    for component in lookup.componentsCheckedEveryStep {
      violations.appendFound(component.invariantViolations())
    }
    return violations
  }

  /// Forgets what changed so far, and the last reset: the owner has just checked the whole
  /// screen.
  package func forgetChanges() {
    hub.state.journal?.clear()
    resetToCheck = nil
  }

  /// The focused field is one of this screen's fields and is enabled.
  private func focusViolations() -> [InvariantViolation] {
    guard let focused = saved.focused else { return [] }
    var violations: [InvariantViolation] = []
    if !isOwnField(focused) {
      violations.append(
        InvariantViolation(
          subject: focused.name, expected: "focus on a field of this screen",
          actual: "focus on a foreign field"))
    }
    if !focused.core.isEnabled {
      violations.append(
        InvariantViolation(
          subject: focused.name, expected: "focus on an enabled field",
          actual: "focus on a disabled field"))
    }
    if focused.core.isHidden {
      violations.append(
        InvariantViolation(
          subject: focused.name, expected: "focus on a shown field",
          actual: "focus on a hidden field"))
    }
    return violations
  }

  /// Checks the screen's invariants, trapping with a message naming the first that fails.
  ///
  /// - Complexity: O(*n*), as ``invariantViolations(includingAppMistakes:)``.
  public func checkInvariants() {
    if let first = invariantViolations().first {
      // Trapping is what this check is asked for: the caller (a test) chose it over
      // `invariantViolations()`, which reports the same as data. No input, step or event calls
      // it; the engine and the explorer use the data form.
      preconditionFailure("invariant violated: \(first)")
    }
  }

  /// Checks the invariants around a control that just changed, trapping on the first that fails.
  ///
  /// It checks the control, its validation and its managers of up to 1,000 members, and skips
  /// the fresh evaluation of texts over 10,000 characters. Called by `assert` after mutations, so
  /// that debug builds check the model as it runs and release builds pay nothing.
  ///
  /// A screen whose ``reportsBrokenInvariants`` is set skips it: its owner checks the whole
  /// screen after each step and reports what it finds, in every build.
  ///
  /// - Returns: `true`, so that it reads as an assertion.
  package func checkInvariants(around control: AnyObject) -> Bool {
    guard !isSettling, !reportsBrokenInvariants, let control = ControlKind.of(control)?.control
    else {
      return true
    }
    if let first = ownViolations(of: control, memberLimit: 1_000).first {
      // A bug of the model itself, in a debug build: no input reaches it (inputs go through
      // the same mutations whose invariants this checks), and no app code does (a member of
      // the app's own type counts as it last reported, custom rules are not re-run, and a
      // screen the engine owns reports instead).
      preconditionFailure("invariant violated: \(first)")
    }
    return true
  }

  /// As ``checkInvariants(around:)``, for the control with this name.
  func checkInvariants(aroundNamed name: String) -> Bool {
    guard let control = lookup.namedObjects[name] else { return true }
    return checkInvariants(around: control)
  }

  /// Every invariant of one control that does not hold, its validation included, its
  /// managers not (each checks itself).
  package func violations(of control: any Control) -> [InvariantViolation] {
    ownViolations(of: control, memberLimit: .max)
  }

  private func ownViolations(of control: any Control, memberLimit: Int) -> [InvariantViolation] {
    switch control.kind {
    case .field(let field): ownViolations(of: field, memberLimit: memberLimit)
    case .toggle(let toggle): valueControlViolations(of: toggle, memberLimit: memberLimit)
    case .button(let button): ownViolations(of: button, memberLimit: memberLimit)
    case .picker(let picker): valueControlViolations(of: picker, memberLimit: memberLimit)
    case .stepper(let stepper): valueControlViolations(of: stepper, memberLimit: memberLimit)
    case .date(let date): valueControlViolations(of: date, memberLimit: memberLimit)
    }
  }

  private func ownViolations(of field: TextField, memberLimit: Int) -> [InvariantViolation] {
    // Read in place: a field that no manager manages has no gates to check.
    var violations = field.core.gates.isEmpty ? [] : field.core.enablementViolations()
    if field.screen !== self {
      violations.append(
        InvariantViolation(
          subject: field.name, expected: "a field of this screen", actual: "another screen's"))
    }
    if field.saved.hasFocus != (field === saved.focused) {
      violations.append(
        InvariantViolation(
          subject: field.name, expected: "the focus the screen gives it",
          actual: field.saved.hasFocus ? "focused" : "not focused"))
    }
    if field.saved.length > 10_000, memberLimit != .max {
      return violations
    }
    let count = Self.characterCount(of: field.saved.content)
    if field.saved.length != count {
      violations.append(
        InvariantViolation(
          subject: field.name, expected: "\(count) characters, as its text has",
          actual: "counts \(field.saved.length)"))
    }
    if !(0...field.saved.length).contains(field.saved.caret)
      || !(0...field.saved.length).contains(field.saved.anchor ?? field.saved.caret)
    {
      violations.append(
        InvariantViolation(
          subject: field.name, expected: "a cursor and selection within its text",
          actual:
            "cursor \(field.saved.caret), anchor \(field.saved.anchor.map(String.init) ?? "none")"))
    }
    if let found = field.behavior?.invariantViolations(memberLimit: memberLimit) {
      violations.appendFound(found)
    }
    return violations
  }

  /// A text's count of characters, counted fresh: by its bytes when every one is an ASCII
  /// scalar other than `\r` (each of which is then a character of its own, since only `\r\n`
  /// joins two ASCII scalars into one character), else by its characters.
  private static func characterCount(of text: String) -> Int {
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }
    return ascii == true ? text.utf8.count : text.count
  }

  private func ownViolations(of button: Button, memberLimit: Int) -> [InvariantViolation] {
    var violations = button.core.enablementViolations()
    if let found = button.behavior?.invariantViolations(memberLimit: memberLimit) {
      violations.appendFound(found)
    }
    return violations
  }

  private func valueControlViolations(
    of control: ValueControl<some ValueDomain>, memberLimit: Int
  )
    -> [InvariantViolation]
  {
    control.core.enablementViolations() + control.valueViolations()
      + (control.behavior?.invariantViolations(memberLimit: memberLimit) ?? [])
  }
}
