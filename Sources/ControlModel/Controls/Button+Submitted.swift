import ModelSupport

// What a button submits: the controls whose displays of errors its tap opens and whose
// validity its request waits for, and the groups whose rows it commits.

extension Button {
  /// Adds a field that the button submits, such as one declared after the button.
  ///
  /// - Parameter field: A field of the same screen; adding one twice changes nothing.
  /// - Precondition: The field belongs to the button's screen.
  public func addSubmittedField(_ field: TextField) {
    precondition(field.screen === screen, "'\(field.name)' belongs to another screen")
    guard !submittedFields.contains(where: { $0 === field }) else { return }
    submittedFields.append(field)
  }

  /// Adds a switch that the button submits: a tap opens its `on-submit` error, and a request
  /// goes out only while it is valid (or disabled).
  ///
  /// - Parameter control: A switch of the same screen; adding one twice changes nothing.
  /// - Precondition: The switch belongs to the button's screen.
  public func addSubmittedSwitch(_ control: Switch) {
    precondition(control.screen === screen, "'\(control.name)' belongs to another screen")
    guard !submittedSwitches.contains(where: { $0 === control }) else { return }
    submittedSwitches.append(control)
  }

  /// Adds a control that the button submits, of any kind that holds a value: a tap opens its
  /// display of errors, and a request goes out only while it is valid (or left out).
  ///
  /// - Parameter control: A control of the same screen; adding one twice changes nothing.
  /// - Returns: `false` for a button, which holds no value and cannot be submitted.
  /// - Precondition: The control belongs to the button's screen.
  @discardableResult
  public func addSubmitted(_ control: any Control) -> Bool {
    switch control.kind {
    case .field(let field): addSubmittedField(field)
    case .toggle(let toggle): addSubmittedSwitch(toggle)
    case .button: return false
    case .picker, .stepper, .date:
      guard let valueControl = control.kind.valueControl else { return false }
      precondition(valueControl.screen === screen, "'\(control.name)' belongs to another screen")
      guard !submittedValues.contains(where: { $0 === valueControl }) else { return true }
      submittedValues.append(valueControl)
    }
    return true
  }

  /// Adds a group that the button submits, whose rows a commit of what it sent covers: the
  /// validating layer's (its group's own controls are submitted one by one).
  ///
  /// - Parameter group: A group of the same screen; adding one twice changes nothing.
  package func addSubmittedGroup(_ group: any RowStructure) {
    guard !submittedGroups.contains(where: { $0 === group }) else { return }
    submittedGroupReferences.append(WeakGroup(group))
  }

  /// Stops submitting a control: one of a group's row that was removed.
  ///
  /// - Parameter control: A control; one the button does not submit changes nothing.
  func removeSubmitted(_ control: AnyObject) {
    submittedFields.removeAll { $0 === control }
    submittedSwitches.removeAll { $0 === control }
    submittedValues.removeAll { $0 === control }
  }
}
