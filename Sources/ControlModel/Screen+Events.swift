public import ModelSupport
import Observation

extension Screen {
  // MARK: - Events

  /// Registers a closure that hears every event on this screen: every control's events, focus
  /// moves and managers' changes.
  ///
  /// - Parameter handler: Called after each event, with the screen already in its new state.
  /// - Returns: A token that ``removeObserver(_:)`` takes.
  @discardableResult
  public func addObserver(_ handler: @escaping (ScreenEvent) -> Void) -> ObservationToken {
    defer { refreshListeners() }
    return ObservationToken(id: hub.state.observers.add(handler))
  }

  /// Removes an observer; removing one that is already gone does nothing.
  ///
  /// - Parameter token: The token that ``addObserver(_:)`` returned.
  public func removeObserver(_ token: ObservationToken) {
    hub.state.observers.remove(token.number)
    refreshListeners()
  }

  /// Calls a closure with each control whose enablement gates drive: every control the
  /// screen's factories make.
  func forEachManageableControl(_ body: (any ManageableControl) -> Void) {
    for control in controls {
      body(control.kind.manageable)
    }
  }

  func refreshListeners() {
    forEachManageableControl { $0.refreshListened() }
  }

  /// The screen's events as an asynchronous sequence, buffered from the moment it is made.
  ///
  /// - Returns: A stream of every event on this screen.
  public func events() -> AsyncStream<ScreenEvent> {
    ObserverList.stream(
      add: { [weak self] in self?.addObserver($0) ?? ObservationToken(id: 0) },
      remove: { [weak self] in self?.removeObserver($0) })
  }

  /// Makes a change that Observation reports, when the screen is observable.
  func mutate(_ change: () -> Void) {
    if let registrar {
      registrar.withMutation(of: self, keyPath: \.observedState, change)
    } else {
      change()
    }
  }

  /// The key path under which Observation tracks the screen.
  var observedState: Void { () }

  /// Captures the focus and the requests, for a ``ScreenCheckpoint``.
  func checkpointOwnState() -> SavedPart {
    versionedCheckpoint {
      let saved = self.saved
      return { screen in screen.saved = saved }
    }
  }
}

extension Screen: VersionedState {}

extension Screen {
  /// Runs work once a control (or a manager) of this name is made on the screen: a rule that
  /// reads a control the app makes after giving the rule checks again then, as does a
  /// condition on the dirtiness of a manager made after it.
  ///
  /// - Parameters:
  ///   - name: A name no control of the screen has yet.
  ///   - work: What to run, right after the control is made.
  package func whenControlIsMade(named name: String, _ work: @escaping () -> Void) {
    waitingForName[name, default: []].append(work)
  }
}
