import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The mutants of a screen built in Swift that change its lifecycle and its buttons'
/// enablement: a manager's `needsChange` and a button's `focusesInvalid`, `commitsOnSuccess`
/// and `resetTarget` dropped, a starting value changed, and a button's `enabled when`
/// conditions dropped or flipped.
extension Mutator {
  /// Each manager's `needsChange` and each button's `focusesInvalid` dropped, and each
  /// control that starts with a value of its own started otherwise, as the declared ones are.
  static func lifecycleMutants(of screen: Screen) -> [BuiltMutation] {
    var planted: [BuiltMutation] = []
    for manager in screen.managers where manager.needsChange {
      let name = manager.name
      planted.append(
        (
          .droppedNeedsChange, "manager '\(name)' no longer waits for a change",
          "manager '\(name)' holds its controls back until something changed", [name],
          { screen, named in screen.manager(named: named(name))?.needsChange = false }
        ))
    }
    for control in screen.controls {
      let name = control.name
      if case .button(let button) = control.kind {
        planted += buttonMutants(of: button)
      }
      if case .button(let button) = control.kind, button.focusesInvalid {
        planted.append(
          (
            .droppedFocusInvalid, "button '\(name)' no longer focuses the first invalid field",
            "button '\(name)' moves the focus to the first invalid field it submits", [name],
            { screen, named in
              if case .button(let button)? = screen.control(named: named(name))?.kind {
                button.focusesInvalid = false
              }
            }
          ))
      }
      guard let (other, from, to) = otherStart(of: control.kind) else { continue }
      let kind = Declaration(describing: control.kind).kind.rawValue
      planted.append(
        (
          .changedStartingValue, "\(kind) '\(name)' starts with \(to) instead of \(from)",
          "\(kind) '\(name)' starts with \(from)", [name],
          { screen, named in try? screen.control(named: named(name))?.load(other) }
        ))
    }
    return planted
  }

  /// A button's `commitsOnSuccess` and `resetTarget` dropped, and its `enable(when:)`
  /// conditions each dropped and each negated, as the declared mutants change them.
  static func buttonMutants(of button: Button) -> [BuiltMutation] {
    let name = button.name
    var planted: [BuiltMutation] = []
    func change(
      _ apply: @escaping @Sendable (Button) -> Void
    ) -> @Sendable (Screen, (String) -> String) -> Void {
      { screen, named in
        if case .button(let button)? = screen.control(named: named(name))?.kind { apply(button) }
      }
    }
    if button.commitsOnSuccess {
      planted.append(
        (
          .droppedCommits, "button '\(name)' no longer commits",
          "button '\(name)' commits what it sent when its request ends well", [name],
          change { $0.commitsOnSuccess = false }
        ))
    }
    if button.resetTarget != nil {
      planted.append(
        (
          .droppedResets, "button '\(name)' no longer resets",
          "button '\(name)' puts what it resets back to its starting values", [name],
          change { $0.resetTarget = nil }
        ))
    }
    let conditions = button.enabledWhen
    let all = conditions.map(\.description).joined(separator: " and ")
    for (position, condition) in conditions.enumerated() {
      var fewer = conditions
      fewer.remove(at: position)
      var flipped = conditions
      flipped[position] = condition.negated
      let (dropped, negated) = (fewer, flipped)
      planted.append(
        (
          .droppedEnabledWhen,
          "'\(name)' is enabled without its condition '\(condition.description)'",
          "'\(name)' is enabled only while \(all)", [name], change { $0.enable(when: dropped) }
        ))
      planted.append(
        (
          .negatedEnabledWhen,
          "'\(name)' is enabled while '\(condition.negated.description)' instead of "
            + "'\(condition.description)'", "'\(name)' is enabled only while \(all)", [name],
          change { $0.enable(when: negated) }
        ))
    }
    return planted
  }
}
