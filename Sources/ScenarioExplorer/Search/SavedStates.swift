import ControlModel

/// The saved states a search's frontier starts from, each kept only while the screen it was
/// saved on is the one in use.
///
/// A screen built anew (to replay a path, after a row was removed) never comes back, and the
/// states saved on the one before can no longer be restored: each holds that screen alive, and
/// a frontier of states reached through removed rows would hold a screen for each. They are let
/// go as soon as a state is saved on another screen, and their entries are replayed.
struct SavedStates {
  private var slots: [ScreenCheckpoint?] = []
  /// The places of the states saved on ``screen``.
  private var onScreen: [Int32] = []
  private var screen: ObjectIdentifier?
  /// The places below which every state was let go.
  private var released = 0

  /// Keeps a saved state, letting go of those saved on another screen.
  ///
  /// - Returns: Its place; -1 for none.
  mutating func keep(_ checkpoint: ScreenCheckpoint?, on screen: Screen) -> Int32 {
    guard let checkpoint else { return -1 }
    let id = ObjectIdentifier(screen)
    if id != self.screen {
      for slot in onScreen { slots[Int(slot)] = nil }
      onScreen.removeAll(keepingCapacity: true)
      self.screen = id
    }
    slots.append(checkpoint)
    onScreen.append(Int32(slots.count - 1))
    return Int32(slots.count - 1)
  }

  /// How many states were kept so far: the place the next one takes.
  var count: Int32 { Int32(slots.count) }

  /// Lets go of the states kept at places below one: no entry waits on them any more.
  mutating func release(below limit: Int32) {
    for slot in released..<Int(limit) { slots[slot] = nil }
    released = max(released, Int(limit))
    onScreen.removeAll { $0 < limit }
  }

  /// The saved state at a place; `nil` for none, or one let go.
  subscript(slot: Int32) -> ScreenCheckpoint? {
    slot < 0 ? nil : slots[Int(slot)]
  }
}
