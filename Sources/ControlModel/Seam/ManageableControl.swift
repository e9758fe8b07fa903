import ModelSupport
import Observation

/// A manager, as the controls it manages see it: open while it is valid.
package protocol Gate: AnyObject {
  /// Whether the gate lets its controls be enabled.
  var isOpen: Bool { get }
  /// The names the gate's conditions give that name nothing on the screen: a typo of the
  /// app's that keeps the gate closed for good, which a full check of the screen reports.
  var unknownNames: [String] { get }
}

/// A control whose enablement gates drive: the plumbing between ``Control`` and the validation
/// managers of this package, written once for every control.
///
/// Each control keeps its own three-line `track()` and `changed()` for Observation: a default
/// implementation here reads the core through the protocol's getter, which copies it on every
/// event (measured: W4 +19%, W3 +5%).
package protocol ManageableControl: Control {
  /// The control's shared state.
  var core: ControlCore { get set }

  /// Hears what its validating layer or one of its gates tells it: the one hook in this
  /// direction, as ``ControlBehavior/controlDidChange(_:)`` is in the other.
  ///
  /// Each control forwards it to its core itself: through the protocol's `core` accessor, a
  /// default implementation copied the core in and out on every flip (W4 benchmark).
  func receive(_ signal: LayerSignal)
}

/// What a control's validating layer and gates tell the control: one case for each, besides a
/// change of the layer's state (``TextField/stateDidChange(_:)`` and its kin), which carries an
/// event.
///
/// It carries no payload of any size, so that it passes in a register: with the change's event
/// among its cases, each read and settle cost the explorer about 0.9% more instructions (address
/// screen).
package enum LayerSignal {
  /// The layer's state was read: Observation records the read, when the screen is observable.
  case read
  /// The layer settled the control's state, whether or not anything listens: the screen's
  /// journal records it (a field re-checked because another changed sends no event when
  /// nothing listens, yet its state is new).
  case settled
  /// One of the control's gates opened or closed.
  case gate(isOpen: Bool)
}

extension ManageableControl {
  /// The gates of this control (its managers), in the order they were attached.
  package var gates: [AnyObject] { core.gateObjects }

  /// Attaches a gate; a closed gate disables the control.
  package func attachGate(_ gate: AnyObject, isOpen: Bool) {
    if core.attach(gate, isOpen: isOpen) { kind.didFlip(visibility: false) }
  }

  /// Detaches a gate, as when its manager is released.
  package func detachGate(_ gate: AnyObject, wasOpen: Bool) {
    if core.detach(gate, wasOpen: wasOpen) { kind.didFlip(visibility: false) }
  }

  /// Shows or hides the control, as its `shown when` conditions decide.
  ///
  /// - Parameter hidden: Whether the control is to be hidden.
  package func setHidden(_ hidden: Bool) {
    // A mutating call goes through the protocol's modify accessor: reading `core.isHidden`
    // through the getter would copy the whole core.
    if core.setHidden(hidden) { kind.didFlip(visibility: true) }
  }

  /// Starts or stops recording the control's changes in the screen's journal.
  func setJournal(_ journal: ChangeJournal?) {
    core.journal = journal
  }

  /// Starts or stops Observation's tracking of the control.
  func setObservable(_ isObservable: Bool) {
    core.registrar = isObservable ? Tracking() : nil
    core.refreshListened()
  }

  /// Recomputes whether anything listens, after the screen's observers changed.
  func refreshListened() {
    core.refreshListened()
  }
}

extension ControlKind {
  /// Tells the control that its enablement or its visibility flipped: its layer, Observation
  /// and its observers hear of it, and a focused field that can no longer keep the focus loses
  /// it.
  ///
  /// - Parameter visibility: Whether the visibility flipped, rather than the enablement.
  func didFlip(visibility: Bool) {
    switch self {
    case .field(let field):
      visibility ? field.visibilityDidFlip() : field.enablementDidFlip()
    case .button(let button):
      visibility ? button.visibilityDidFlip() : button.enablementDidFlip()
    case .toggle(let control): control.didFlip(visibility: visibility)
    case .picker(let control): control.didFlip(visibility: visibility)
    case .stepper(let control): control.didFlip(visibility: visibility)
    case .date(let control): control.didFlip(visibility: visibility)
    }
  }
}
