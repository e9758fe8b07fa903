import ControlModel

/// One row: its controls and managers under the names the template gave, and the app's value.
final class RowRecord<Row> {
  let scope: RowScope
  let controls: [(local: String, control: any Control)]
  let managers: [(local: String, manager: Manager)]
  let fieldCount: Int
  /// The app's row value, as the template returned it.
  let value: Row
  /// The screen's structure versions before and after the row was added at run time (none
  /// for a starting row).
  var structureVersions: (before: Int, after: Int)?
  /// The place (from 0) this row is the starting row of, or `nil` for a row added since the
  /// starting rows were set.
  var startingPlace: Int?

  /// The starting values the row was made with, as its template declares them: what a row
  /// past the starting rows compares with.
  var declaredValues: [String: ControlValue] = [:]

  /// Each value control's starting value, by the name the template gave.
  var startingValues: [String: ControlValue] {
    var values: [String: ControlValue] = [:]
    for (local, control) in controls {
      if let value = control.kind.startingValue { values[local] = value }
    }
    return values
  }

  init(builder: RowBuilder, value: Row) {
    scope = builder.scope
    controls = builder.controls
    managers = builder.managers
    fieldCount = builder.fieldCount
    self.value = value
  }

  /// The row is made: the names its rules give are looked up again (in the row first), and
  /// the group's manager verifies its controls.
  func complete(verifiedBy manager: Manager) {
    for (_, control) in controls {
      control.kind.behavior?.controlDidChange(.rowCompleted)
      (control.kind.manageable.core.visibilityRule as? VisibilityRule)?.evaluate()
      // Verifying a control cannot make a cycle: a control verifies nothing.
      try? manager.verify(control.kind.validatable)
    }
  }

  /// Lets go of the row before its controls leave the screen: the managers that verify or
  /// manage its controls and managers let go of them, its managers of what they verify and
  /// manage, and its controls' validations of their scheduled work and of what they read.
  static func letGo(
    controls: [(local: String, control: any Control)],
    managers: [(local: String, manager: Manager)]
  ) {
    for (_, rowManager) in managers {
      for control in rowManager.managedControls { rowManager.stopManaging(control) }
      for member in rowManager.members { rowManager.stopVerifying(member) }
      for verifier in rowManager.verifyingManagers { verifier.stopVerifying(rowManager) }
      rowManager.screen?.removeComponent(rowManager)
    }
    for (_, control) in controls {
      let member = control.kind.validatable
      for verifier in member.verifyingManagers { verifier.stopVerifying(member) }
      for manager in control.managers { manager.stopManaging(control) }
      control.kind.behavior?.controlDidChange(.leavingScreen)
      (control.kind.manageable.core.visibilityRule as? VisibilityRule)?.stop()
    }
  }

  /// Gives the row's controls and managers the names of the row's new place.
  func rename(group: String, index: Int, on screen: Screen) {
    for (local, control) in controls {
      screen.rename(control, from: control.name, to: RowBuilder.qualifiedName(group, index, local))
    }
    for (local, manager) in managers {
      let name = RowBuilder.qualifiedName(group, index, local)
      screen.rename(manager, from: manager.name, to: name)
      manager.storedName = name
    }
  }
}
