import ControlModel
public import ModelSupport

/// The managers that verify a member: what ``IValidatable/verifiers`` holds.
///
/// A type of your own that conforms to ``IValidatable`` keeps one and calls ``notify(_:)``
/// whenever its validity may have changed; ``Manager/verify(_:)`` adds itself to it and a
/// released manager takes itself out, so membership is never yours to change.
///
/// The list remembers the state it last reported: every manager of a member counts the same
/// effective validity, so a change is passed on as a transition (from, to), and managers keep
/// only counts. A notification that changes nothing costs one comparison and reaches no manager.
///
/// The list does not keep its managers alive: a manager removes itself from its members' lists
/// when it is released, so a member never notifies a released manager. Debug builds check that
/// every manager in a list is alive whenever the list is read.
///
/// ```swift
/// final class DatePicker: IValidatable {
///   let verifiers = ManagerList()
///   var date: Date? { didSet { verifiers.notify(self) } }
///   …
/// }
/// ```
public final class ManagerList {
  /// The managers and what they counted: what ``checkpoint()`` captures.
  private struct Saved {
    // Unmanaged: a manager holds its members strongly and removes itself from their lists in
    // its deinit, so every manager here is alive; weak references would cost an atomic load
    // each. The first manager is stored inline: most members have one, and a keystroke then
    // touches no array of its own.
    var first: Unmanaged<Manager>?
    var others: [Unmanaged<Manager>] = []
    /// The effective validity the managers counted last.
    var reported = Validity.valid
    /// Whether the managers counted the member dirty and touched, last.
    var reportedLifecycle = Lifecycle()
    #if DEBUG
      /// Weak references to the managers, by address, to check that none was released while
      /// it is still listed.
      var watched: [UnsafeMutableRawPointer: WeakManager] = [:]
    #endif
  }

  // Unchecked exclusivity (measured with callgrind, as each one below): a keystroke notifies
  // through here; checked, W4 with 100 managers costs about 25,600 instructions more.
  @exclusivity(unchecked) private var saved = Saved() { didSet { versions.bump() } }
  /// Raised by every change to what a checkpoint captures; holds the state a checkpoint last saved
  /// or put back.
  // Unchecked exclusivity: checked, W4 with 100 managers costs about 8,600 more.
  @usableFromInline @exclusivity(unchecked) package var versions = VersionRecord()

  /// Makes an empty list.
  public init() {}

  /// The managers, in the order they were added (until one is removed).
  public var managers: [Manager] {
    var result: [Manager] = []
    forEachManager { result.append($0) }
    return result
  }

  /// The effective validity the managers counted last.
  var reportedValidity: Validity { saved.reported }

  /// Whether no manager is in the list.
  public var isEmpty: Bool { saved.first == nil }

  /// Tells every manager that the member's state changed, if it did: its validity, or whether
  /// it is excluded (a disabled field or switch counts as valid).
  ///
  /// - Parameter member: The member whose list this is.
  public func notify(_ member: any IValidatable) {
    notify(reporting: member.effectiveValidity)
    notifyLifecycle(dirty: member.isDirty, touched: member.isTouched)
  }

  /// Whether the managers counted the member dirty and touched, last.
  var reportedState: Lifecycle { saved.reportedLifecycle }

  /// Tells every manager that the member became dirty or pristine, touched or untouched, if
  /// it did.
  func notifyLifecycle(dirty: Bool, touched: Bool) {
    let state = Lifecycle(isDirty: dirty, isTouched: touched)
    guard let old = recordLifecycle(state) else { return }
    forEachManager { $0.memberLifecycleDidChange(from: old, to: state) }
  }

  /// Records the member's new lifecycle.
  ///
  /// - Returns: The one the managers counted before, when it differs; `nil` otherwise.
  func recordLifecycle(_ state: Lifecycle) -> Lifecycle? {
    guard state != saved.reportedLifecycle else { return nil }
    defer { saved.reportedLifecycle = state }
    return saved.reportedLifecycle
  }

  /// Tells every manager the state a member's own validation just computed, so that nobody
  /// asks the member for it again.
  ///
  /// - Parameter state: The member's effective validity (its validity, for an enabled member).
  func notify(reporting state: Validity) {
    guard state != saved.reported else { return }
    let old = saved.reported
    saved.reported = state
    forEachManager { $0.memberDidChange(from: old, to: state) }
  }

  // MARK: - Membership, which managers keep

  /// Adds a manager of a member; ``Manager/verify(_:)`` adds itself once per member, having
  /// counted the member's current state.
  func add(_ manager: Manager, for member: any IValidatable) {
    let reference = Unmanaged.passUnretained(manager)
    #if DEBUG
      saved.watched[reference.toOpaque()] = WeakManager(manager)
    #endif
    guard saved.first != nil else {
      saved.reported = member.effectiveValidity
      saved.reportedLifecycle = Lifecycle(isDirty: member.isDirty, isTouched: member.isTouched)
      saved.first = reference
      return
    }
    saved.others.append(reference)
  }

  /// Removes a manager; the last manager takes the removed one's place, so the order of the
  /// others may change.
  ///
  /// - Complexity: O(*k*), where *k* is the manager's position: managers released in the order
  ///   they were added cost O(1) each, but for the first, which the last added replaces.
  func remove(_ manager: Manager) {
    let target = Unmanaged.passUnretained(manager).toOpaque()
    #if DEBUG
      saved.watched[target] = nil
    #endif
    if saved.first?.toOpaque() == target {
      saved.first = saved.others.popLast()
      return
    }
    guard let index = saved.others.firstIndex(where: { $0.toOpaque() == target }) else { return }
    saved.others.swapAt(index, saved.others.count - 1)
    saved.others.removeLast()
  }

  /// Records a member's new effective state.
  ///
  /// - Parameter state: The member's effective state now.
  /// - Returns: The state the managers counted before, when it differs; `nil` otherwise.
  func record(_ state: Validity) -> Validity? {
    guard state != saved.reported else { return nil }
    defer { saved.reported = state }
    return saved.reported
  }

  /// Calls a closure with each manager, without building an array.
  func forEachManager(_ body: (Manager) -> Void) {
    guard let first = saved.first else { return }
    body(alive(first))
    for index in saved.others.indices { body(alive(saved.others[index])) }
  }

  /// The manager behind a reference; debug builds stop at one that was released.
  @inline(__always)
  private func alive(_ reference: Unmanaged<Manager>) -> Manager {
    #if DEBUG
      precondition(
        saved.watched[reference.toOpaque()]?.manager != nil,
        "a manager was released while a member still lists it")
    #endif
    return reference.takeUnretainedValue()
  }

  // MARK: - Checkpoints and invariants

  /// Captures the list for a screen's checkpoint; the closure puts it back.
  func checkpoint() -> SavedPart {
    versionedCheckpoint {
      let saved = self.saved
      return { list in list.saved = saved }
    }
  }

  /// The list's invariant: the state the managers counted is the member's effective state.
  func reportViolations(of member: any IValidatable) -> [InvariantViolation] {
    guard saved.first != nil else { return [] }
    let state = member.effectiveValidity
    var violations: [InvariantViolation] = []
    if state != saved.reported {
      violations.append(
        InvariantViolation(
          subject: member.name, expected: "its managers counting it \(state.rawValue)",
          actual: "counted \(saved.reported.rawValue)"))
    }
    let lifecycle = Lifecycle(isDirty: member.isDirty, isTouched: member.isTouched)
    if lifecycle != saved.reportedLifecycle {
      violations.append(
        InvariantViolation(
          subject: member.name, expected: "its managers counting it \(lifecycle)",
          actual: "counted \(saved.reportedLifecycle)"))
    }
    return violations
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
    forEachManager { violations.appendFound($0.ownViolations(memberLimit: memberLimit)) }
    return violations
  }
}

/// Whether a member is dirty and touched, as its managers count it.
struct Lifecycle: Hashable, CustomStringConvertible {
  var isDirty = false
  var isTouched = false

  var description: String {
    "\(ControlState(dirty: isDirty).rawValue) and \(ControlState(touched: isTouched).rawValue)"
  }
}

#if DEBUG
  /// A weak reference to a manager, for the debug check of ``ManagerList``.
  private struct WeakManager {
    weak var manager: Manager?

    init(_ manager: Manager) {
      self.manager = manager
    }
  }
#endif

extension ManagerList: VersionedState {}
