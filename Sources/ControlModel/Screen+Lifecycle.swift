import ModelSupport

/// Something a button that `resets` puts back to its starting state: a ``Screen``, or a
/// manager or group of the validating layer.
public protocol Resettable: AnyObject {
  /// Puts the controls back to their starting values: see ``Screen/reset()``.
  func reset()
}

/// Something the app saves, whose current values then become its starting values: a
/// ``Screen``, or a manager, group or control.
public protocol Committable: AnyObject {
  /// Makes the current values the starting values: see ``Screen/commit()``.
  func commit()
}

extension Screen: Committable {
  /// Makes the current values the starting values: the app saved them ("Save draft").
  ///
  /// Every control's value becomes its starting value and every group's current rows (their
  /// number, and each place's values) its starting rows, so that ``isDirty`` clears and a
  /// reset comes back to these values. Nothing else changes: touched, shown errors, validity,
  /// the focus and requests in flight stay (a field pending on its remote check stays
  /// pending).
  public func commit() {
    hub.receive(.commit(nil)) { commit(controls: nil, groups: rowGroups) }
  }

  /// Commits some of the screen's controls and groups: see ``commit()``.
  ///
  /// - Parameters:
  ///   - controls: The controls to commit besides the groups' rows; `nil` for every control.
  ///   - groups: The groups whose rows to commit.
  package func commit(controls: [any Control]?, groups: [any RowStructure]) {
    hub.beginChange()
    defer { hub.endChange() }
    hub.holdingEvents {
      for group in groups { group.commitRows() }
      var committing = controls ?? self.controls
      if controls != nil { committing += groups.flatMap(\.rowControls) }
      for control in committing {
        if let value = control.kind.value { control.kind.restart(at: value) }
      }
    }
  }

  /// Commits what a button sent at its tap: each group's rows as they were then, place by
  /// place, and each other control still on the screen at the value it sent.
  func commit(_ sent: SentValues) {
    hub.beginChange()
    defer { hub.endChange() }
    hub.holdingEvents {
      for (group, count, places) in sent.groups { group.commitRows(count: count, places: places) }
      for control in sent.controls where !control.kind.manageable.core.wasRemoved {
        if let value = sent.values[ObjectIdentifier(control as AnyObject)] {
          control.kind.restart(at: value)
        }
      }
    }
  }
}

extension Screen {
  /// Whether the form differs from its starting state.
  ///
  /// A control's value differs from its starting value (a row's control from its place's), or
  /// a group has another number of rows than its starting one. After a load, it is `true` exactly when the form's values differ
  /// from those loaded.
  public var isDirty: Bool {
    controls.contains(where: \.isDirty)
      || rowGroups.contains { $0.rowCount != $0.startingRowCount }
  }
}

extension Screen: Resettable {
  /// Puts the whole form back as it started: "Discard changes".
  ///
  /// Every control goes back to its starting value and every group to its starting rows, place
  /// by place (rows added since are removed, a starting row still on screen goes back to its
  /// place with its own state, a removed one comes back as a new row at its place, and each
  /// place takes the starting values recorded for it). The rules run at once, without
  /// debounce, a `remote` rule counting as passed unless the field remembers an answer for
  /// that same text, which then stands; shown errors close and display policies are closed again; debounces, checks and
  /// requests in flight are cancelled (buttons stop being busy); dirty and touched clear; the
  /// focus goes nowhere, opening no error. Counts (taps, refusals, requests sent) and the clock
  /// stay.
  public func reset() {
    hub.receive(.reset(nil)) { reset(controls: nil, groups: rowGroups, buttons: true) }
  }

  /// Resets some of the screen's controls and groups: see ``reset()``.
  ///
  /// - Parameters:
  ///   - controls: The controls to reset besides the groups' rows; `nil` for every control.
  ///   - groups: The groups whose rows to reset.
  ///   - buttons: Whether buttons' requests in flight are cancelled too (a whole reset).
  package func reset(controls: [any Control]?, groups: [any RowStructure], buttons: Bool = false) {
    // One change: a focused field outside the reset loses the focus only if it still cannot
    // take input once every control is back, not through a state the reset passes on its way
    // (a control hidden and failing a rule as the same value changes).
    hub.beginChange()
    defer { hub.endChange() }
    hub.holdingEvents {
      if let focused = saved.focused {
        let inReset =
          controls == nil
          || controls?.contains { $0 === focused } == true
          || groups.contains { group in group.rowControls.contains { $0 === focused } }
        if inReset { endEditing() }
      }
      for group in groups { group.resetRows() }
      let resetting = controls ?? self.controls
      for control in resetting { control.kind.resetToStart() }
      if controls != nil {
        for group in groups {
          for control in group.rowControls { control.kind.resetToStart() }
        }
      }
      if buttons {
        for button in self.buttons { button.cancelRequest() }
      }
    }
    resetsDone &+= 1
    if reportsBrokenInvariants {
      resetToCheck = ResetRecord(
        scope: controls.map { .part(controls: $0, groups: groups) } ?? .screen)
    }
  }

  /// Resets through a button's target: the screen, a manager or a group of the validating
  /// layer, or a ``Resettable`` of the app's own.
  ///
  /// A target of the app's own that does not reach the screen's reset is held, when the owner
  /// checks every step, to the contract on what it evidently put back: each control that was
  /// dirty before it and is pristine after.
  ///
  /// - Parameter target: What the button resets.
  func reset(through target: any Resettable) {
    guard reportsBrokenInvariants else { return target.reset() }
    let before = resetsDone
    let dirty = controls.filter(\.isDirty)
    target.reset()
    guard resetsDone == before else { return }
    let present = Set(controls.map(ObjectIdentifier.init))
    let putBack = dirty.filter { present.contains(ObjectIdentifier($0)) && !$0.isDirty }
    resetToCheck = ResetRecord(scope: .putBack(putBack))
  }

  /// What the contract of the last reset finds wrong, once: each control it reset is at its
  /// starting value, pristine, untouched, shows no error, its display of errors closed and
  /// nothing pending; each group it reset has its starting rows; the focus is on none of them
  /// (on none at all after a whole reset, which leaves no button busy either).
  ///
  /// Checked by an owner that checks every step (``reportsBrokenInvariants``), after the step
  /// that reset; then forgotten, as ``forgetChanges()`` forgets it.
  ///
  /// - Returns: The violations, empty when the last reset did what a reset does, or when
  ///   there was none since the last check.
  package func takeResetViolations() -> [InvariantViolation] {
    guard let record = resetToCheck else { return [] }
    resetToCheck = nil
    var violations: [InvariantViolation] = []
    switch record.scope {
    case .screen:
      for control in controls {
        violations.appendFound(resetViolations(of: control, checksValue: true))
      }
      for group in rowGroups { violations.appendFound(rowViolations(afterResetOf: group)) }
      if let focused = saved.focused {
        violations.append(
          InvariantViolation(
            subject: focused.name, expected: "no focus after a reset", actual: "focused"))
      }
      for button in buttons where button.core.isBusy {
        violations.append(
          InvariantViolation(
            subject: button.name, expected: "not busy after a reset of the screen",
            actual: "busy"))
      }
    case .part(let controls, let groups):
      let reset = controls + groups.flatMap(\.rowControls)
      for control in reset {
        violations.appendFound(resetViolations(of: control, checksValue: true))
      }
      for group in groups { violations.appendFound(rowViolations(afterResetOf: group)) }
      if let focused = saved.focused, reset.contains(where: { $0 === focused }) {
        violations.append(
          InvariantViolation(
            subject: focused.name, expected: "no focus after a reset of what holds it",
            actual: "focused"))
      }
    case .putBack(let controls):
      for control in controls {
        violations.appendFound(resetViolations(of: control, checksValue: false))
      }
    }
    return violations
  }

  /// What a reset must have put back of one control; a text is never written out.
  private func resetViolations(of control: any Control, checksValue: Bool)
    -> [InvariantViolation]
  {
    let kind = control.kind
    guard let starting = kind.startingValue else { return [] }
    var violations: [InvariantViolation] = []
    func broken(_ expected: String, _ actual: String) {
      violations.append(
        InvariantViolation(
          subject: control.name, expected: expected + " after a reset", actual: actual))
    }
    if checksValue, let value = kind.value, value != starting {
      if case .text = value {
        broken("its starting text", "another text")
      } else {
        broken("its starting value, \(starting.words)", value.words)
      }
    }
    let lifecycle = kind.lifecycle
    if lifecycle.isDirty { broken("pristine", "dirty") }
    if lifecycle.isTouched { broken("untouched", "touched") }
    // A button's layer shows no error: its display is closed.
    guard let display = kind.behavior?.errorDisplay else { return violations }
    let value = if case .field = kind { "text" } else { "value" }
    if let shown = display.shownError {
      broken("no error shown", "shows \"\(shown)\"")
    } else if display.isOpen {
      broken(
        "its display of errors closed", "open: its next invalid \(value) shows an error at once")
    } else if display.isArmed {
      broken(
        "its display of errors closed",
        "armed by an edit: an invalid \(value) shows an error when editing ends")
    }
    if display.isPending {
      // A starting value is checked without its `remote` rules: nothing is left to wait for.
      violations.append(
        InvariantViolation(
          subject: control.name,
          expected:
            "nothing pending after a reset (a starting text passes its remote rules, or stands "
            + "on the answer remembered for it)",
          actual: "pending"))
    }
    return violations
  }

  private func rowViolations(afterResetOf group: any RowStructure) -> [InvariantViolation] {
    guard group.rowCount != group.startingRowCount else { return [] }
    return [
      InvariantViolation(
        subject: group.name, expected: "its \(group.startingRowCount) starting rows after a reset",
        actual: "\(group.rowCount) rows")
    ]
  }

  /// Moves the focus to the first invalid field of these that takes the focus.
  ///
  /// What a `focus-invalid` button does after its tap opened their errors: fields count in
  /// declaration order (rows in order). A pending field is skipped; with none, the focus stays where it is.
  ///
  /// - Parameter submitted: The fields a button submits.
  func focusFirstInvalid(of submitted: [TextField]) {
    guard !submitted.isEmpty else { return }
    let candidates = Set(submitted.map(ObjectIdentifier.init))
    let first = fields.first { field in
      candidates.contains(ObjectIdentifier(field)) && field.core.acceptsInput
        && field.behavior?.ownValidity == .invalid
    }
    if let first { focus(first) }
  }
}

/// What a reset put back, for the check of its contract right after it
/// (``Screen/takeResetViolations()``).
struct ResetRecord {
  /// What was reset.
  enum Scope {
    /// The whole screen: ``Screen/reset()``.
    case screen
    /// What a manager verifies or a group holds: these controls, and these groups' rows.
    case part(controls: [any Control], groups: [any RowStructure])
    /// What a button's target of the app's own evidently put back: these controls, dirty
    /// before it and pristine after.
    case putBack([any Control])
  }

  /// What was reset.
  let scope: Scope
}
