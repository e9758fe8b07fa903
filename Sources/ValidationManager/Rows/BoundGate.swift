import ControlModel

/// What disables a group's add (remove) button while the group has its most (fewest) rows.
final class BoundGate: Gate {
  private let opens: () -> Bool
  private let reason: String
  /// Whether it was open when the button last heard of it.
  var wasOpen = true

  init(closed reason: String, _ opens: @escaping () -> Bool) {
    self.reason = reason
    self.opens = opens
  }

  var isOpen: Bool { opens() }
  /// A group's bound names nothing.
  var unknownNames: [String] { [] }

  /// Why the button is held back, while it is: for its explanation.
  var closedReason: String? { isOpen ? nil : reason }
}

extension BoundGate {
  /// Why a group's bounds hold a control back: one reason for each of its gates that is a
  /// group's and is closed.
  static func closedReasons(of kind: ControlKind) -> [String] {
    kind.manageable.gates.compactMap { ($0 as? BoundGate)?.closedReason }
  }
}
