public import ControlModel

extension Manager: Resettable {
  /// Puts back what this manager verifies (directly or through nested managers) as it started.
  ///
  /// `Screen.reset()` restricted to those controls, and to the groups it
  /// verifies with their rows. The focus goes nowhere only when it was on one of them; buttons
  /// are left as they are (a busy one stays busy).
  ///
  /// ```swift
  /// discard.resetTarget = profile   // "Discard changes" of one section
  /// ```
  public func reset() {
    guard let screen else { return }
    let scope = verifiedScope()
    hub.receive(.reset(name)) { screen.reset(controls: scope.controls, groups: scope.groups) }
  }

  /// What this manager verifies, directly or through nested managers: the controls, and the
  /// groups whose rows it verifies.
  func verifiedScope() -> (controls: [any Control], groups: [any RowStructure]) {
    var controls: [any Control] = []
    var groups: [any RowStructure] = []
    var seen: Set<ObjectIdentifier> = []
    // Without recursion: managers may nest thousands deep.
    var work: [Manager] = [self]
    while let manager = work.popLast() {
      guard seen.insert(ObjectIdentifier(manager)).inserted else { continue }
      for member in manager.members {
        if let nested = MemberKind(member).manager {
          if let group = nested.rowGroup {
            groups.append(group)
          } else {
            work.append(nested)
          }
        } else if let control = ControlKind.of(member)?.control {
          controls.append(control)
        }
      }
    }
    return (controls, groups)
  }
}

extension Manager: Committable {
  /// Makes the current values of what this manager verifies (directly or through nested
  /// managers) their starting values: the app saved that section.
  ///
  /// `Screen.commit()` restricted to those controls and to the groups it verifies with their
  /// rows; nothing else changes.
  public func commit() {
    guard let screen else { return }
    let scope = verifiedScope()
    hub.receive(.commit(name)) { screen.commit(controls: scope.controls, groups: scope.groups) }
  }
}
