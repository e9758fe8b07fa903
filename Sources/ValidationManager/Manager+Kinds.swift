// Where a manager tells the package's own kinds of member and control apart, and its conformances.

import ControlModel
public import Observation

extension Manager {
  /// Whether a member is one of this package's own: a field, switch, button or manager, whose
  /// notifications and state the model keeps itself.
  package static func isModelMember(_ member: any IValidatable) -> Bool {
    member is TextField || member is Switch || member is Button || member is Manager
  }

  /// The screen of a member of this package's own kinds; `nil` for the app's own.
  static func screen(of member: any IValidatable) -> Screen? {
    switch member {
    case let field as TextField: field.screen
    case let control as Switch: control.screen
    case let manager as Manager: manager.screen
    default: nil
    }
  }

  /// The screen of a control of this package's own kinds.
  static func screen(of control: any Control) -> Screen? {
    switch control {
    case let field as TextField: field.screen
    case let toggle as Switch: toggle.screen
    case let button as Button: button.screen
    default: nil
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
