public import ControlModel

/// Something whose validity managers verify: a `TextField`, a `Switch` or a ``Manager``.
///
/// The name `IValidatable` is fixed by the product brief, after the validation-manager pattern
/// it comes from; it is the only `I`-prefixed name here. Read it as a capability.
///
/// - **valid**: every rule passes. An empty field without a `required` rule is valid, and its
///   other rules are not run.
/// - **invalid**: some rule fails and no answer is awaited.
/// - **pending**: a debounce is running or a remote answer is awaited; pending is not valid.
///
/// A conformer keeps the managers that verify it in a ``ManagerList`` (which does not keep them
/// alive) and calls its `notify(_:)` whenever its ``validity`` or ``isExcludedFromValidation``
/// may have changed. The list passes on only real transitions, so a notification that changes
/// nothing costs one comparison. Which managers are in it is the managers' business: they add
/// and remove themselves.
public protocol IValidatable: AnyObject {
  /// The name under which explanations list this member.
  var name: String { get }

  /// The current state.
  var validity: Validity { get }

  /// The messages of every failing rule, in rule order.
  var errors: [String] { get }

  /// The error shown to the user, if any: for a field, the first error once its display policy
  /// opened; for a switch, its first error once its display policy opened (its first flip, or
  /// a submitting tap); a manager shows none.
  var shownError: String? { get }

  /// Whether managers leave this member out, counting it as valid: a disabled field or switch.
  var isExcludedFromValidation: Bool { get }

  /// The managers that verify this member, which ``Manager/verify(_:)`` adds to and a
  /// released manager leaves: keep one list for the member's lifetime (`let verifiers =
  /// ManagerList()`) and call its ``ManagerList/notify(_:)`` when the validity may have changed.
  var verifiers: ManagerList { get }

  /// Whether the member's value differs from its starting value: for a manager, whether a
  /// member it verifies is dirty (disabled and hidden ones included). A member of your own type
  /// that is never dirty need not implement it.
  var isDirty: Bool { get }

  /// Whether the user touched the member: for a manager, whether a member it verifies is
  /// touched.
  var isTouched: Bool { get }
}

extension IValidatable {
  /// A member of your own type is never dirty unless it says so.
  public var isDirty: Bool { false }

  /// A member of your own type is never touched unless it says so.
  public var isTouched: Bool { false }

  /// Whether ``validity`` is `Validity.valid`.
  public var isValid: Bool { validity == .valid }

  /// The state that managers count: `Validity.valid` when the member is excluded.
  public var effectiveValidity: Validity {
    isExcludedFromValidation ? .valid : validity
  }

  /// The managers that verify this member, in the order they started to.
  public var verifyingManagers: [Manager] { verifiers.managers }
}

/// A member of your own type whose state the scenario explorer may save and put back.
///
/// The explorer extends each state it reaches from a checkpoint of the screen instead of
/// replaying the steps that led there. It captures every control and manager of this package by
/// itself; a member of your own type (an ``IValidatable`` of yours, such as a gate that opens
/// once a request succeeded) keeps state the model cannot see, so the explorer replays every
/// path on such a screen, which is many times slower. Conform to this protocol to let it
/// restore states instead: capture whatever your member keeps that steps can change (its
/// ``ManagerList`` is captured for you).
///
/// ```swift
/// final class CodeSent: IValidatable, RestorableValidatable {
///   let verifiers = ManagerList()
///   private(set) var validity: Validity = .invalid
///   func captureState() -> () -> Void {
///     let validity = validity
///     return { [unowned self] in self.validity = validity }
///   }
///   …
/// }
/// ```
///
/// On a screen from a catalogue, the explorer also replays some of the states it restored on a
/// fresh screen; a difference (state your type did not capture) makes it replay every path.
public protocol RestorableValidatable: IValidatable {
  /// Captures the state that steps can change; calling the closure puts it back, without
  /// notifying anyone.
  ///
  /// - Returns: The closure that restores the state as it is now.
  func captureState() -> () -> Void
}
