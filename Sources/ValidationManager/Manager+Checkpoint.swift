public import ControlModel
public import ModelSupport

extension Manager: Checkpointing, VersionedState {
  /// Captures the state and counts, for a screen's checkpoint; `false` when a member is of the
  /// app's own type that is not a ``RestorableValidatable``, whose state the model cannot
  /// capture.
  package func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    var foreign: [(state: () -> Void, verifiers: SavedPart)] = []
    for member in links.members
    where links.appMemberCount > 0 && !Self.isModelMember(member) {
      guard let restorable = member as? any RestorableValidatable else { return false }
      foreign.append((restorable.captureState(), restorable.verifiers.checkpoint()))
    }
    let own = versionedCheckpoint {
      let saved = self.saved
      return { manager in manager.saved = saved }
    }
    restorers.append(own)
    restorers.append(verifiers.checkpoint())
    for (state, verifiers) in foreign {
      restorers.append(state)
      restorers.append(verifiers)
    }
    return true
  }
}

extension Manager: Gate {
  /// A manager lets its controls be enabled while it is valid.
  package var isOpen: Bool { saved.gateOpen }
  /// A manager names its members by reference: none is unknown.
  package var unknownNames: [String] { [] }
}
