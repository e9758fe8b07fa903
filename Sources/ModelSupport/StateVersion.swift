/// What a ``ScreenCheckpoint`` puts back: the saved parts, each skipped while it holds its
/// saved state, and closures for what carries no version (requests in flight, members of the
/// app's own types), run at every restore.
package struct Restorers {
  private(set) var parts: [SavedPart] = []
  /// The parts again, uncounted: ``parts`` keeps them alive, and a restore, which visits every
  /// part, counts no reference (26 counted and uncounted again for each action the explorer
  /// took on the address screen).
  private var uncounted: [Unmanaged<SavedPart>] = []
  private(set) var closures: [() -> Void] = []

  /// No restorer yet.
  package init() {}

  /// Adds a part's saved state.
  ///
  /// - Parameter part: What ``VersionedState/versionedCheckpoint(_:)`` returned.
  package mutating func append(_ part: SavedPart) {
    parts.append(part)
    uncounted.append(Unmanaged.passUnretained(part))
  }

  /// Adds a closure that puts state back.
  ///
  /// - Parameter body: Puts the state back, notifying no one.
  package mutating func append(_ body: @escaping () -> Void) { closures.append(body) }

  /// Makes room for a number of parts.
  package mutating func reserveCapacity(_ count: Int) {
    parts.reserveCapacity(count)
    uncounted.reserveCapacity(count)
  }

  /// Puts every part back.
  package func restore() {
    withExtendedLifetime(parts) {
      for part in uncounted { part._withUnsafeGuaranteedRef { $0.restore() } }
    }
    for body in closures { body() }
  }
}

/// A number that every change to a part of a screen raises: what lets a screen's checkpoint
/// skip the parts that did not change.
///
/// Each property a part's checkpoint captures raises the version when it is set
/// (`didSet { versions.bump() }`); putting a saved state back raises it too. Versions only
/// grow, so a part whose version is the one it had when it was last known to hold a saved state
/// holds that state still: restoring it is skipped, and the part's next checkpoint reuses the
/// saved state instead of capturing it again. The explorer restores a state for every action it
/// takes, and an action changes a few parts of a screen, not all of them.
@usableFromInline
package struct StateVersion: Equatable {
  @usableFromInline package var value: UInt64 = 0

  /// Creates the version of a part that has not changed yet.
  package init() {}

  /// Notes a change to the part's state.
  @inlinable package mutating func bump() { value &+= 1 }
}

/// A part's version and the saved state it was last known to hold: what every
/// ``VersionedState`` stores, as one value.
@usableFromInline
package struct VersionRecord {
  /// The part's version: every property its checkpoint captures bumps it when set.
  @usableFromInline package var current = StateVersion()
  /// The state the part was last known to hold, saved: set by its checkpoints.
  @usableFromInline package var latestSaved: SavedPart?

  /// The record of a part that has not changed yet.
  @inlinable package init() {}

  /// Notes a change to the part's state.
  @inlinable package mutating func bump() { current.bump() }
}

/// A part of a screen whose checkpoints skip it while it is unchanged.
@usableFromInline
package protocol VersionedState: AnyObject {
  /// The part's version and its latest saved state.
  var versions: VersionRecord { get set }
}

extension VersionedState {
  /// Captures the part's state for a ``ScreenCheckpoint``, or reuses the latest saved state
  /// while the part still holds it.
  ///
  /// Inlinable, so that the closure that restores the part is made where the part's type is
  /// known: restoring a state then runs code specialized for each part, through no protocol.
  ///
  /// - Parameter capture: Saves the state now; the closure it returns puts it back on the part.
  /// - Returns: What puts the saved state back unless the part holds it already.
  @inlinable
  package func versionedCheckpoint(_ capture: () -> (Self) -> Void) -> SavedPart {
    if let latest = versions.latestSaved, latest.known == versions.current { return latest }
    let put = capture()
    let saved = SavedPart(
      known: versions.current,
      version: { [unowned(unsafe) self] in self.versions.current },
      put: { [unowned(unsafe) self] saved in
        put(self)
        self.versions.bump()
        self.versions.latestSaved = saved
      })
    versions.latestSaved = saved
    return saved
  }
}

/// A part's saved state, and the version at which the part was last known to hold it.
///
/// While the part's version is that one, the part holds the saved state and this is its
/// ``VersionRecord/latestSaved``: a capture at another version is another saved state, and a
/// restore that puts a state back raises the version.
@usableFromInline
package final class SavedPart {
  @usableFromInline @exclusivity(unchecked) var known: StateVersion
  // Both made where the part's type is known; they hold the part without counting references:
  // the checkpoint that holds this keeps the screen, and with it the part, alive.
  @usableFromInline let version: () -> StateVersion
  @usableFromInline let put: (SavedPart) -> Void

  @inlinable
  init(
    known: StateVersion, version: @escaping () -> StateVersion,
    put: @escaping (SavedPart) -> Void
  ) {
    self.known = known
    self.version = version
    self.put = put
  }

  /// Puts the saved state back unless the part holds it already.
  package func restore() {
    guard version() != known else { return }
    put(self)
    known = version()
  }
}
