/// Something a button that `resets` puts back to its starting state: a ``Screen``, or a
/// manager or group of the validating layer.
public protocol Resettable: AnyObject {
  /// Puts the controls back to their starting values: see ``Screen/reset()``.
  func reset()
}

extension Screen: Resettable {
  /// Puts the whole form back as it started: "Discard changes".
  ///
  /// Every control goes back to its starting value and every group to its starting rows (the
  /// first rows keep their place, rows past the starting number are removed, missing ones are
  /// added as new). The rules run at once, without debounce, a `remote` rule counting as
  /// passed; shown errors close and display policies are closed again; debounces, checks and
  /// requests in flight are cancelled (buttons stop being busy); dirty and touched clear; the
  /// focus goes nowhere, opening no error. Counts (taps, refusals, requests sent) and the clock
  /// stay.
  public func reset() {
    reset(controls: nil, groups: rowGroups, buttons: true)
  }

  /// Resets some of the screen's controls and groups: see ``reset()``.
  ///
  /// - Parameters:
  ///   - controls: The controls to reset besides the groups' rows; `nil` for every control.
  ///   - groups: The groups whose rows to reset.
  ///   - buttons: Whether buttons' requests in flight are cancelled too (a whole reset).
  package func reset(controls: [any Control]?, groups: [any RowStructure], buttons: Bool = false) {
    hub.holdingEvents {
      if let focused {
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
  }

  /// Moves the focus to the first invalid field of these that takes the focus.
  ///
  /// What a `focus-invalid` button does after its tap opened their errors: fields count in
  /// declaration order (rows in order). A pending field is skipped; with none, the focus stays where it is.
  ///
  /// - Parameter submitted: The fields a button submits.
  package func focusFirstInvalid(of submitted: [TextField]) {
    guard !submitted.isEmpty else { return }
    let candidates = Set(submitted.map(ObjectIdentifier.init))
    let first = fields.first { field in
      candidates.contains(ObjectIdentifier(field)) && field.core.acceptsInput
        && field.behavior?.fieldValidity == .invalid
    }
    if let first { focus(first) }
  }
}
