package import ModelSupport

/// The package's kinds of control, as one closed set: every control a ``Screen`` makes is one of
/// these, and ``Control/kind`` says which.
///
/// Code that treats the kinds differently switches over this enum, with no `default:`, so that a
/// new kind of control does not compile until every such switch handles it. The places that
/// switch over it are listed in the package's CONTRIBUTING.md, under "Adding a kind of control".
public enum ControlKind {
  /// A text field.
  case field(TextField)
  /// A switch.
  case toggle(Switch)
  /// A button.
  case button(Button)
  /// A picker: one option or none.
  case picker(Picker)
  /// A stepper: a whole number in a range.
  case stepper(Stepper)
  /// A date picker: a calendar day or none.
  case date(DatePicker)

  /// The kind of an object of the screen's namespace.
  ///
  /// The one place that tells the package's controls apart by type: a class check per kind,
  /// cheaper than a cast to `any Control` (an `equals` rule looks its partner up on every
  /// evaluation).
  ///
  /// - Parameter object: A control or manager of a screen.
  /// - Returns: The control's kind, or `nil` for a manager.
  package static func of(_ object: AnyObject) -> ControlKind? {
    // The control classes are final: an exact type check is a comparison, where a cast walks
    // the class hierarchy.
    let type = ObjectIdentifier(Swift.type(of: object))
    @inline(__always) func exactly<Class: AnyObject>(_ candidate: Class.Type) -> Class? {
      type == ObjectIdentifier(candidate) ? unsafeDowncast(object, to: candidate) : nil
    }
    if let field = exactly(TextField.self) { return .field(field) }
    if let toggle = exactly(Switch.self) { return .toggle(toggle) }
    if let button = exactly(Button.self) { return .button(button) }
    if let picker = exactly(Picker.self) { return .picker(picker) }
    if let stepper = exactly(Stepper.self) { return .stepper(stepper) }
    if let date = exactly(DatePicker.self) { return .date(date) }
    return nil
  }

  /// The control, as the plumbing between controls and managers sees it.
  package var manageable: any ManageableControl {
    switch self {
    case .field(let field): field
    case .toggle(let toggle): toggle
    case .button(let button): button
    case .picker(let picker): picker
    case .stepper(let stepper): stepper
    case .date(let date): date
    }
  }

  /// Adds an observer that reads only the control's value: another control's rules or
  /// conditions (see ``ControlCore/addReader(_:)``).
  ///
  /// - Returns: What removes the observer again.
  package func addReader(_ handler: @escaping (ControlEvent) -> Void) -> () -> Void {
    let token = manageable.core.addReader(handler)
    return { manageable.core.removeReader(token) }
  }

  /// A picker, stepper or date picker, as the code they share sees it; `nil` for the others.
  var valueControl: (any AnyValueControl)? {
    switch self {
    case .field, .toggle, .button: nil
    case .picker(let picker): picker
    case .stepper(let stepper): stepper
    case .date(let date): date
    }
  }

  /// The validating layer attached to the control, if any.
  ///
  /// A switch, not ``manageable``'s requirement: through the protocol, a value control's
  /// generic class looks its metadata up on every read (the explorer reads it for every
  /// control of every state where resets are checked: +0.3% of its instructions).
  package var behavior: (any ControlBehavior)? {
    switch self {
    case .field(let field): field.behavior
    case .toggle(let toggle): toggle.behavior
    case .button(let button): button.behavior
    case .picker(let picker): picker.behavior
    case .stepper(let stepper): stepper.behavior
    case .date(let date): date.behavior
    }
  }

  /// The versions of the control's own state and of its validating layer's
  /// (``StateVersion``): while both stay the same, so does everything each one saves in a
  /// checkpoint, which the explorer's fingerprint of a state reads.
  ///
  /// A call, so that a read from another module checks no exclusivity dynamically.
  package var stateVersions: (own: StateVersion, validation: StateVersion?) {
    @inline(never) get {
      switch self {
      case .field(let field): (field.versions.current, field.behavior?.currentVersion)
      case .toggle(let toggle): (toggle.versions.current, toggle.behavior?.currentVersion)
      case .button(let button): (button.versions.current, button.behavior?.currentVersion)
      case .picker(let picker): (picker.versions.current, picker.behavior?.currentVersion)
      case .stepper(let stepper): (stepper.versions.current, stepper.behavior?.currentVersion)
      case .date(let date): (date.versions.current, date.behavior?.currentVersion)
      }
    }
  }

  /// The control's value; `nil` for a button, which holds none.
  public var value: ControlValue? {
    switch self {
    case .field(let field): .text(field.textAndCount.text)
    case .toggle(let toggle): toggle.storedValue
    case .button: nil
    case .picker(let picker): picker.storedValue
    case .stepper(let stepper): stepper.storedValue
    case .date(let date): date.storedValue
    }
  }

  /// The control, as a ``Control``.
  public var control: any Control { manageable }

  /// The screen that owns the control, while it lives.
  ///
  /// A switch, as the validating layer's read is: through the protocol, a value control's
  /// generic class looks its metadata up on every read.
  public var screen: Screen? {
    switch self {
    case .field(let field): field.screen
    case .toggle(let toggle): toggle.screen
    case .button(let button): button.screen
    case .picker(let picker): picker.screen
    case .stepper(let stepper): stepper.screen
    case .date(let date): date.screen
    }
  }
}
