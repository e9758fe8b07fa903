// Where a manager tells the package's own kinds of member and control apart, and its conformances.

public import ControlModel
public import Observation

/// What a manager verifies, as one closed set.
///
/// A member is one of the package's controls, a nested manager, or a member of the app's own
/// type. This file is the one place that tells them apart by type.
package enum MemberKind {
  /// A control of the package.
  case control(ControlKind)
  /// A nested manager.
  case manager(Manager)
  /// A member of the app's own type, whose state the model cannot see.
  case app(any IValidatable)

  /// Tells a member's kind.
  package init(_ member: any IValidatable) {
    if let manager = member as? Manager {
      self = .manager(manager)
    } else if let control = ControlKind.of(member) {
      self = .control(control)
    } else {
      self = .app(member)
    }
  }

  /// The nested manager, if the member is one.
  package var manager: Manager? {
    guard case .manager(let manager) = self else { return nil }
    return manager
  }

  /// The group of rows a member is, if it is one: a manager verifies a group through the
  /// manager of its rows.
  static func group(_ member: any IValidatable) -> (any AnyRowGroup)? {
    member as? any AnyRowGroup
  }
}

extension ControlKind {
  /// The control, as a member a manager can verify: every kind of control validates itself.
  package var validatable: any IValidatable {
    switch self {
    case .field(let field): field
    case .toggle(let toggle): toggle
    case .button(let button): button
    case .picker(let picker): picker
    case .stepper(let stepper): stepper
    case .date(let date): date
    }
  }

  /// The control's rules; none for a button.
  package var rules: [ValidationRule] {
    switch self {
    case .field(let field): field.rules
    case .toggle(let toggle): toggle.rules
    case .button: []
    case .picker(let picker): picker.rules
    case .stepper(let stepper): stepper.rules
    case .date(let date): date.rules
    }
  }
}

extension Control {
  /// The managers that manage this control, in the order they began to.
  package var managers: [Manager] {
    // Only managers attach gates to controls.
    kind.manageable.gates.compactMap { $0 as? Manager }
  }
}

extension Screen {
  /// The screen's managers, in the order they were made.
  public var managers: [Manager] {
    // Managers are the only components a screen owns.
    components.compactMap { $0 as? Manager }
  }

  /// The manager with this name, if there is one.
  ///
  /// - Parameter name: A manager's name.
  /// - Returns: The manager, or `nil` when there is none or the name is a control's.
  public func manager(named name: String) -> Manager? {
    component(named: name) as? Manager
  }
}

extension Manager {
  /// Whether a member is one of this package's own: a field, switch, button or manager, whose
  /// notifications and state the model keeps itself.
  package static func isModelMember(_ member: any IValidatable) -> Bool {
    if case .app = MemberKind(member) { false } else { true }
  }

  /// The screen of a member of this package's own kinds; `nil` for the app's own.
  static func screen(of member: any IValidatable) -> Screen? {
    switch MemberKind(member) {
    case .control(let control): control.screen
    case .manager(let manager): manager.screen
    case .app: nil
    }
  }
}

extension Manager: Observable {
  /// The key path under which Observation tracks the manager.
  package var observedState: Void { () }
}

extension Manager: CustomStringConvertible {
  /// The manager's name and validity.
  public var description: String {
    "Manager(\(name), \(validity))"
  }
}
