/// A control whose enablement managers drive: the plumbing between ``Control`` and the
/// validation managers of this package.
///
/// A control keeps a list of its *gates* (the managers that manage it) and the number of them
/// that are closed; it is enabled when none is closed (and, for a button, when it is not busy).
/// Gates are not kept alive: a gate detaches itself before it is released, as a manager does in
/// its deinit. (Weak references would give every manager a side table, which makes each retain
/// of it on the keystroke path take the slow route.)
package protocol ManageableControl: Control {
  /// The gates of this control (its managers), in the order they were attached.
  var gates: [AnyObject] { get }

  /// Attaches a gate; a closed gate disables the control.
  func attachGate(_ gate: AnyObject, isOpen: Bool)

  /// Detaches a gate, e.g. when its manager is released.
  func detachGate(_ gate: AnyObject, wasOpen: Bool)

  /// Tells the control that one of its gates opened or closed.
  func gateDidChange(isOpen: Bool)
}

/// The enablement state that every manageable control keeps.
package struct Enablement {
  package var gates: [Unmanaged<AnyObject>] = []
  package var closedGates = 0
  package var isBusy = false

  package var isEnabled: Bool { closedGates == 0 && !isBusy }

  package mutating func attach(_ gate: AnyObject, isOpen: Bool) {
    gates.append(Unmanaged.passUnretained(gate))
    if !isOpen { closedGates += 1 }
  }

  package mutating func detach(_ gate: AnyObject, wasOpen: Bool) {
    let target = Unmanaged.passUnretained(gate).toOpaque()
    gates.removeAll { $0.toOpaque() == target }
    if !wasOpen { closedGates = max(0, closedGates - 1) }
  }

  package mutating func gateDidChange(isOpen: Bool) {
    closedGates = max(0, closedGates + (isOpen ? -1 : 1))
  }
}
