import ControlModel

/// What every validation this package attaches to a control shares: the managers that verify
/// the control (``CountedValidation`` tells them of its enablement).
///
/// ``FieldValidation``, ``SwitchValidation`` and ``ButtonValidation`` build on it, and the
/// controls' conformances to ``IValidatable`` find theirs with ``attached(_:as:)``.
class MemberValidation {
  /// The managers that verify the control.
  let verifiers = ManagerList()

  /// The validation attached to a control, when it is of this package's type: checked by type,
  /// without a dynamic cast.
  ///
  /// - Parameters:
  ///   - behavior: The control's behaviour, if any.
  ///   - type: The type this package attaches to that kind of control.
  /// - Returns: The behaviour as that type, or `nil`.
  @inline(__always)
  static func attached<Validation: MemberValidation>(
    _ behavior: AnyObject?, as type: Validation.Type
  ) -> Validation? {
    guard let behavior, ObjectIdentifier(Swift.type(of: behavior)) == ObjectIdentifier(type)
    else { return nil }
    return unsafeDowncast(behavior, to: type)
  }
}

/// A validation that knows the validity its control's managers count, without asking the
/// control: through ``IValidatable``, a control is read as an existential and each property is
/// tracked for Observation.
protocol CountedValidation: MemberValidation {
  /// The validity the managers count now: a disabled or hidden control counts as valid.
  var countedValidity: Validity { get }
}

extension CountedValidation {
  /// Tells the managers, once the screen has settled, that the control's enablement or
  /// visibility changed: they count ``countedValidity`` as it is then.
  ///
  /// A screen that was released takes its controls' enablement with it: a manager released with
  /// it detaches its gates, and nothing is left to tell.
  func enablementDidChange(on screen: Screen?) {
    guard let screen else { return }
    // The validation strongly, for as long as the screen takes to settle: a weak reference
    // would give it a side table, and each retain the slow way. Nothing is kept when nothing
    // else settles.
    screen.settle(self) { $0.verifiers.notify(reporting: $0.countedValidity) }
  }
}

/// A control of this package that carries its validation as its behaviour: how its
/// ``IValidatable`` conformance finds the validation, or attaches one on first use.
protocol ValidatingControl: AnyObject {
  /// The kind of validation this package attaches to the control.
  associatedtype Validation: MemberValidation

  /// The control's behaviour, as an object.
  var behaviorObject: AnyObject? { get }

  /// Makes a validation for the control.
  func makeValidation() -> Validation

  /// Sets a validation as the control's behaviour.
  func attach(_ validation: Validation)

  /// Hears what its validating layer tells it: ``LayerSignal/read`` records a read of the
  /// layer's state for Observation.
  func receive(_ signal: LayerSignal)
}

extension ValidatingControl {
  /// The validation attached, if any, having told Observation that it was read.
  var existingValidation: Validation? {
    receive(.read)
    return MemberValidation.attached(behaviorObject, as: Validation.self)
  }

  /// The validation attached, attached now if there was none.
  var validation: Validation {
    if let existing = existingValidation { return existing }
    let made = makeValidation()
    attach(made)
    return made
  }
}
