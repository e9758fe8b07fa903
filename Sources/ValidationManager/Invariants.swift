public import ControlModel

extension TextField {
  /// Every invariant of the field that does not hold, and of the managers that verify it.
  ///
  /// The field's cursor and selection lie within its text; its character count is the text's;
  /// its enablement follows its managers; its state follows its rules (when it is not pending,
  /// its validity and errors are what its rules give its text); and each of its managers counts
  /// it as it is.
  ///
  /// - Returns: The violations, empty when the field is consistent.
  public func invariantViolations() -> [InvariantViolation] {
    (screen?.violations(of: self) ?? []) + verifyingManagers.flatMap { $0.invariantViolations() }
  }

  /// Checks the field's invariants, trapping with a message naming the first that fails.
  public func checkInvariants() {
    if let first = invariantViolations().first {
      // Trapping is what this check is asked for: the caller (a test) chose it over
      // `invariantViolations()`, which reports the same as data. No input, step or event calls
      // it; the engine and the explorer use the data form.
      preconditionFailure("invariant violated: \(first)")
    }
  }
}

extension Manager {
  /// Every invariant of the manager that does not hold: its counts of invalid and pending
  /// members and its state follow its members, and its parent managers count it as it is.
  ///
  /// - Returns: The violations, empty when the manager is consistent.
  /// - Complexity: O(*n*) in the manager's members.
  public func invariantViolations() -> [InvariantViolation] {
    ownViolations(memberLimit: .max)
  }

  /// Checks the manager's invariants, trapping with a message naming the first that fails.
  public func checkInvariants() {
    if let first = invariantViolations().first {
      // Trapping is what this check is asked for: the caller (a test) chose it over
      // `invariantViolations()`, which reports the same as data. No input, step or event calls
      // it; the engine and the explorer use the data form.
      preconditionFailure("invariant violated: \(first)")
    }
  }
}
