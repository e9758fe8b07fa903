/// The managers that verify a member, for conformers of ``IValidatable``.
///
/// The list does not keep its managers alive: a manager removes itself from its members' lists
/// when it is released, so a member never notifies a released manager.
///
/// ```swift
/// final class DatePicker: IValidatable {
///   private var managers = ManagerList()
///   func addManager(_ manager: Manager) { managers.add(manager) }
///   func removeManager(_ manager: Manager) { managers.remove(manager) }
///   var date: Date? { didSet { managers.notify(self) } }
///   …
/// }
/// ```
public struct ManagerList {
  // Unowned: a manager holds its members strongly and removes itself from their lists in its
  // deinit, so every manager here is alive; weak references would cost an atomic load each.
  private var entries: [Unmanaged<Manager>] = []

  /// Makes an empty list.
  public init() {}

  /// The managers, in the order they were added.
  public var managers: [Manager] { entries.map { $0.takeUnretainedValue() } }

  /// Whether no manager is in the list.
  public var isEmpty: Bool { entries.isEmpty }

  /// Adds a manager.
  ///
  /// ``Manager/verify(_:)`` adds itself once per member; a manager added twice is notified
  /// twice, which costs a look-up and changes nothing.
  ///
  /// - Parameter manager: The manager to notify.
  public mutating func add(_ manager: Manager) {
    entries.append(Unmanaged.passUnretained(manager))
  }

  /// Removes a manager.
  ///
  /// The last manager takes the removed one's place, so the order of the others may change.
  ///
  /// - Parameter manager: The manager to stop notifying.
  /// - Complexity: O(*k*), where *k* is the manager's position: managers released in the order
  ///   they were added cost O(1) each.
  public mutating func remove(_ manager: Manager) {
    let target = Unmanaged.passUnretained(manager).toOpaque()
    guard let index = entries.firstIndex(where: { $0.toOpaque() == target }) else { return }
    entries.swapAt(index, entries.count - 1)
    entries.removeLast()
  }

  /// Tells every manager that the member may have changed.
  ///
  /// - Parameter member: The member whose validity or exclusion may have changed.
  public func notify(_ member: any IValidatable) {
    for index in entries.indices {
      entries[index].takeUnretainedValue().memberDidChange(member)
    }
  }
}
