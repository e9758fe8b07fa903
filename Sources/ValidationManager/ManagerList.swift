import ControlModel

/// Conformance plumbing: the managers that verify a member, for conformers of ``IValidatable``.
///
/// Only a type of your own that conforms to ``IValidatable`` needs it; the controls of this
/// package keep theirs. Debug builds check after each change that the managers' counts follow
/// their members.
///
/// The list remembers the state it last reported: every manager of a member counts the same
/// effective validity, so a change is passed on as a transition (from, to), and managers keep
/// only counts. A notification that changes nothing costs one comparison and reaches no manager.
///
/// The list does not keep its managers alive: a manager removes itself from its members' lists
/// when it is released, so a member never notifies a released manager.
///
/// ```swift
/// final class DatePicker: IValidatable {
///   private var managers = ManagerList()
///   func addManager(_ manager: Manager) { managers.add(manager, for: self) }
///   func removeManager(_ manager: Manager) { managers.remove(manager) }
///   var date: Date? { didSet { managers.notify(self) } }
///   …
/// }
/// ```
public struct ManagerList {
  // Unowned: a manager holds its members strongly and removes itself from their lists in its
  // deinit, so every manager here is alive; weak references would cost an atomic load each.
  // The first manager is stored inline: most members have one, and a keystroke then touches no
  // array of its own.
  private var first: Unmanaged<Manager>?
  private var others: [Unmanaged<Manager>] = []
  /// The effective validity the managers counted last.
  private var reported = Validity.valid

  /// Makes an empty list.
  public init() {}

  /// The managers, in the order they were added (until one is removed).
  public var managers: [Manager] {
    (first.map { [$0] } ?? []).map { $0.takeUnretainedValue() }
      + others.map { $0.takeUnretainedValue() }
  }

  /// Whether no manager is in the list.
  public var isEmpty: Bool { first == nil }

  /// Adds a manager of a member.
  ///
  /// ``Manager/verify(_:)`` adds itself once per member, having counted the member's current
  /// state.
  ///
  /// - Parameters:
  ///   - manager: The manager to notify.
  ///   - member: The member whose list this is.
  public mutating func add(_ manager: Manager, for member: any IValidatable) {
    guard first != nil else {
      reported = member.effectiveValidity
      first = Unmanaged.passUnretained(manager)
      return
    }
    others.append(Unmanaged.passUnretained(manager))
  }

  /// Removes a manager.
  ///
  /// The last manager takes the removed one's place, so the order of the others may change.
  ///
  /// - Parameter manager: The manager to stop notifying.
  /// - Complexity: O(*k*), where *k* is the manager's position: managers released in the order
  ///   they were added cost O(1) each, but for the first, which the last added replaces.
  public mutating func remove(_ manager: Manager) {
    let target = Unmanaged.passUnretained(manager).toOpaque()
    if first?.toOpaque() == target {
      first = others.popLast()
      return
    }
    guard let index = others.firstIndex(where: { $0.toOpaque() == target }) else { return }
    others.swapAt(index, others.count - 1)
    others.removeLast()
  }

  /// Records a member's new effective state.
  ///
  /// - Parameter state: The member's effective state now.
  /// - Returns: The state the managers counted before, when it differs; `nil` otherwise.
  mutating func record(_ state: Validity) -> Validity? {
    guard state != reported else { return nil }
    defer { reported = state }
    return reported
  }

  /// The list's invariant: the state the managers counted is the member's effective state.
  func reportViolations(of member: any IValidatable) -> [InvariantViolation] {
    guard first != nil else { return [] }
    let state = member.effectiveValidity
    guard state != reported else { return [] }
    return [
      InvariantViolation(
        subject: member.name, expected: "its managers counting it \(state.rawValue)",
        actual: "counted \(reported.rawValue)")
    ]
  }

  /// The list's invariant, and around one change, its managers' own.
  ///
  /// For the checks around one change (a `memberLimit` below `Int.max`), each manager of up to
  /// `memberLimit` members is checked too. A check of the whole screen visits every manager once
  /// by itself.
  func invariantViolations(of member: any IValidatable, memberLimit: Int)
    -> [InvariantViolation]
  {
    var violations = reportViolations(of: member)
    guard memberLimit != .max else { return violations }
    forEachManager { violations += $0.ownViolations(memberLimit: memberLimit) }
    return violations
  }

  /// Calls a closure with each manager, without building an array.
  func forEachManager(_ body: (Manager) -> Void) {
    guard let first else { return }
    body(first.takeUnretainedValue())
    for index in others.indices { body(others[index].takeUnretainedValue()) }
  }

  /// Tells every manager that the member's state changed, if it did: its validity, or whether
  /// it is excluded (a disabled field or switch counts as valid).
  ///
  /// - Parameter member: The member whose list this is.
  public mutating func notify(_ member: any IValidatable) {
    let state = member.effectiveValidity
    guard state != reported else { return }
    let old = reported
    reported = state
    guard let first else { return }
    first.takeUnretainedValue().memberDidChange(from: old, to: state)
    for index in others.indices {
      others[index].takeUnretainedValue().memberDidChange(from: old, to: state)
    }
  }
}
