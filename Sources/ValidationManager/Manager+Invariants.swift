import ControlModel
import ModelSupport

extension Manager: ScreenComponent {
  package func setObservable(_ isObservable: Bool) {
    links.registrar = isObservable ? Tracking() : nil
  }

  /// The manager's own invariants that do not hold.
  ///
  /// Skipped for a manager of more than `memberLimit` members. Parent managers are not visited:
  /// each checks itself.
  func ownViolations(memberLimit: Int) -> [InvariantViolation] {
    guard links.members.count <= memberLimit else { return [] }
    // Around one change, a member of the app's own type counts as its list last reported it:
    // whether it notifies is its own contract, which a full check (replay, the explorer,
    // `invariantViolations()`) reports, and which the debug checks after each change must
    // not trap on.
    let isAroundChange = memberLimit != .max
    // Counted in one pass, with no array: this runs after every step of a replay.
    var (invalid, pending, dirty, touched) = (0, 0, 0, 0)
    for member in links.members {
      let reported = isAroundChange && !Self.isModelMember(member)
      let validity = reported ? member.verifiers.reportedValidity : member.effectiveValidity
      let lifecycle =
        reported
        ? member.verifiers.reportedState
        : Lifecycle(isDirty: member.isDirty, isTouched: member.isTouched)
      if validity == .invalid { invalid += 1 }
      if validity == .pending { pending += 1 }
      if lifecycle.isDirty { dirty += 1 }
      if lifecycle.isTouched { touched += 1 }
    }
    var violations: [InvariantViolation] = []
    if invalid != saved.invalidCount || pending != saved.pendingCount {
      violations.append(
        InvariantViolation(
          subject: name, expected: "\(invalid) invalid and \(pending) pending members counted",
          actual: "\(saved.invalidCount) invalid and \(saved.pendingCount) pending"))
    }
    if dirty != saved.dirtyCount || touched != saved.touchedCount {
      violations.append(
        InvariantViolation(
          subject: name, expected: "\(dirty) dirty and \(touched) touched members counted",
          actual: "\(saved.dirtyCount) dirty and \(saved.touchedCount) touched"))
    }
    let expected: Validity = invalid > 0 ? .invalid : (pending > 0 ? .pending : .valid)
    if expected != saved.validity {
      violations.append(
        InvariantViolation(
          subject: name, expected: "\(expected.rawValue), as its members are",
          actual: saved.validity.rawValue))
    }
    violations.appendFound(verifiers.reportViolations(of: self))
    return violations
  }
}
