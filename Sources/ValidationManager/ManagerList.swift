/// The managers that verify a member, held weakly, for conformers of ``IValidatable``.
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
  private var entries: [WeakManager] = []

  private struct WeakManager {
    weak var manager: Manager?
  }

  /// Makes an empty list.
  public init() {}

  /// The managers still alive, in the order they were added.
  public var managers: [Manager] { entries.compactMap(\.manager) }

  /// Adds a manager, once.
  ///
  /// - Parameter manager: The manager to notify.
  public mutating func add(_ manager: Manager) {
    entries.removeAll { $0.manager == nil }
    guard !entries.contains(where: { $0.manager === manager }) else { return }
    entries.append(WeakManager(manager: manager))
  }

  /// Removes a manager.
  ///
  /// - Parameter manager: The manager to stop notifying.
  public mutating func remove(_ manager: Manager) {
    entries.removeAll { $0.manager == nil || $0.manager === manager }
  }

  /// Tells every manager that the member may have changed.
  ///
  /// - Parameter member: The member whose validity or exclusion may have changed.
  public func notify(_ member: any IValidatable) {
    for entry in entries {
      entry.manager?.memberDidChange(member)
    }
  }
}
