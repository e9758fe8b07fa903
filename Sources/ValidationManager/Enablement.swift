public import ControlModel

extension Button {
  /// Enables the button only while every condition holds, besides its managers and its busy
  /// time: the format's `enabled when`.
  ///
  /// A condition reads another control's value, or whether a control, manager or group is
  /// dirty or pristine; the button follows at once, before the change that moved it ends,
  /// whenever a value or a dirtiness it names changes. A Save button that waits for a change,
  /// valid or not:
  ///
  /// ```swift
  /// saveDraft.enable(when: [.dirty("form")])
  /// ```
  ///
  /// ``Control/explainEnablement()`` names the condition that does not hold.
  ///
  /// - Parameter conditions: Conditions on other controls' values or on dirtiness; none
  ///   leaves the button to its managers.
  /// - Precondition: No condition names the button itself.
  public func enable(when conditions: [RuleCondition]) {
    let conditions = conditions.onOthersThan(name, "enabled")
    (enablementRule as? EnablementRule)?.stop()
    enablementRule = nil
    guard !conditions.isEmpty else { return }
    let rule = EnablementRule(button: self, conditions: conditions)
    enablementRule = rule
    rule.evaluate()
  }

  /// The conditions under which the button may be enabled; empty for one its managers alone
  /// enable.
  public var enabledWhen: [RuleCondition] {
    (enablementRule as? EnablementRule)?.conditions ?? []
  }

  /// The `enabled when` conditions that do not hold now, as the format writes them.
  var unmetConditions: [String] {
    guard let rule = enablementRule as? EnablementRule else { return [] }
    return rule.conditions.filter { !rule.holds([$0]) }.map(\.description)
  }

  /// The names the `enabled when` conditions give that name nothing on the screen.
  var conditionsNamingNothing: [String] {
    enablementRule?.unknownNames ?? []
  }
}

extension Button {
  /// Why the button's ``Button/focusesInvalid`` can never move the focus, or `nil` when it can.
  ///
  /// It submits no field, or every field it submits is verified (directly, through nested
  /// managers or a group) by a manager that manages the button: the button is then disabled
  /// whenever one of them is invalid or pending, and an accepted tap finds no invalid field
  /// that takes the focus. Configuration that can never act, which a checker warns about and
  /// mutation testing does not count.
  public var focusInvalidNeverActsReason: String? {
    guard focusesInvalid else { return nil }
    guard !submittedFields.isEmpty else {
      return "'\(name)' submits no field for focus-invalid to move the focus to"
    }
    guard let managers = managersVerifyingEveryFieldSubmitted() else { return nil }
    return "every field '\(name)' submits is verified by a manager that manages it (\(managers)), "
      + "so it is disabled while one is invalid or pending: focus-invalid never finds an "
      + "invalid field to move the focus to"
  }

  /// Why the button would do the same with nothing to submit, or `nil` when what it submits
  /// makes a difference.
  ///
  /// It submits fields only, each opening its errors by its own policy (`on-change` or
  /// `on-blur`, which a tap does not open), each verified by a manager that manages the button
  /// (so a tap is accepted only while each is valid, disabled or hidden, and its request always
  /// goes out), and it does not commit (a button that commits commits what it submits).
  /// Configuration whose loss no scenario can tell, which mutation testing does not count.
  public var submitsNeverActsReason: String? {
    let submitsAGroup =
      screen?.rowGroupsInPlaceOrder.contains { $0.group.submits(with: self) } ?? false
    guard !submittedFields.isEmpty, submittedSwitches.isEmpty, submittedValueControls.isEmpty,
      !submitsAGroup, !commitsOnSuccess, action == nil,
      submittedFields.allSatisfy({ $0.errorDisplay != .onSubmit }),
      let managers = managersVerifyingEveryFieldSubmitted()
    else { return nil }
    return "every field '\(name)' submits opens its errors by its own policy and is verified by "
      + "a manager that manages it (\(managers)): a tap opens nothing, and is accepted only "
      + "when each is valid, so what it submits changes nothing a scenario can see"
  }

  /// The names of the managers of the button, when they verify every field it submits
  /// (directly, through nested managers or a group); `nil` when one is not verified.
  private func managersVerifyingEveryFieldSubmitted() -> String? {
    let managers = self.managers
    var verified = Set<ObjectIdentifier>()
    for manager in managers {
      let scope = manager.verifiedScope()
      for control in scope.controls + scope.groups.flatMap(\.rowControls) {
        verified.insert(ObjectIdentifier(control as AnyObject))
      }
    }
    guard submittedFields.allSatisfy({ verified.contains(ObjectIdentifier($0)) }) else {
      return nil
    }
    return managers.map(\.name).sorted().joined(separator: ", ")
  }
}

/// A button's `enabled when`: a gate that is open while its conditions hold, with the
/// observers that decide it again whenever a value or dirtiness they name changes.
final class EnablementRule: Gate {
  // Unowned(unsafe): the button holds the rule and outlives it.
  private unowned(unsafe) let button: Button
  private let watch: ConditionWatch

  init(button: Button, conditions: [RuleCondition]) {
    self.button = button
    watch = ConditionWatch(control: button, conditions: conditions)
    button.conditionsHeld = true
    button.attachGate(self, isOpen: true)
    // Unowned: the watch stops when this rule goes.
    watch.start { [unowned(unsafe) self] in self.evaluate() }
  }

  /// The conditions under which the button may be enabled.
  var conditions: [RuleCondition] { watch.conditions }

  /// Stops deciding and opens the gate for good: the button was given other conditions.
  func stop() {
    watch.stop()
    button.detachGate(self, wasOpen: button.conditionsHeld)
    button.conditionsHeld = true
  }

  /// Whether the conditions hold now.
  var isOpen: Bool { watch.holds() }

  /// The names the conditions give that name nothing on the screen.
  var unknownNames: [String] { watch.unknownNames }

  /// Whether some of the conditions hold now.
  func holds(_ some: [RuleCondition]) -> Bool { watch.holds(some) }

  /// Opens or closes the gate as the conditions decide now.
  func evaluate() {
    let open = isOpen
    guard open != button.conditionsHeld else { return }
    button.conditionsHeld = open
    button.receive(.gate(isOpen: open))
  }
}
