public import Observation

/// An `ObservationRegistrar` in a box of its own.
///
/// The registrar's layout is resilient: held inline, it would make the struct or class around
/// it go through run-time value witnesses on every access, which cost more than half again on
/// the keystroke path (measured with the W1 benchmark). A box is one reference, `nil` while
/// nothing observes.
public final class Tracking {
  @usableFromInline let registrar = ObservationRegistrar()

  /// Makes a registrar of its own.
  @inlinable
  public init() {}

  /// Records a read of the subject for Observation.
  @inlinable @inline(__always)
  public func access<Subject: Observable>(_ subject: Subject, keyPath: KeyPath<Subject, Void>) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Makes a change that Observation reports.
  @inlinable @inline(__always)
  public func withMutation<Subject: Observable, Result>(
    of subject: Subject, keyPath: KeyPath<Subject, Void>, _ mutation: () throws -> Result
  ) rethrows -> Result {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }
}
