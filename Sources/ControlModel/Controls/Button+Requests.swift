import ModelSupport

// A button's requests: sending one, its end (and the commit of what it sent), and the busy
// state in between.

extension Button {
  func send(on screen: Screen) {
    let operation: (@Sendable () async throws -> Answer)? = action.map { action in
      let work = action()
      return {
        try await work()
        return .valid
      }
    }
    let simulated = operation == nil ? busyDuration.map { ($0, Answer.valid) } : nil
    let request = screen.send(
      .action, from: name, simulated: simulated, operation: operation
    ) { [weak self] answer in
      self?.requestDidEnd(answer)
    }
    guard request.isOutstanding else { return }
    saved.currentRequest = request
    if commitsOnSuccess { saved.sent = valuesSent(on: screen) }
    core.notify(.requestSent(request.id))
    setBusy(true)
    behavior?.controlDidChange(.requestChanged)
  }

  /// Cancels the request in flight, if any: the button stops being busy (a reset).
  func cancelRequest() {
    saved.currentRequest?.cancel()
  }

  func requestDidEnd(_ answer: Answer?) {
    guard let request = saved.currentRequest else { return }
    saved.currentRequest = nil
    let sent = saved.sent
    saved.sent = nil
    if let answer { saved.lastAnswer = answer }
    // The request's end goes out first, then what it caused: the button freed, the sections
    // it opens.
    core.hub.holdingEvents {
      core.notify(.requestEnded(request.id, answer))
      setBusy(false)
      behavior?.controlDidChange(.requestChanged)
      if answer == .valid, let sent, let screen { screen.commit(sent) }
    }
  }

  /// What the button sends now, for a commit when its request ends well: the values of what
  /// it submits (of every control when it submits nothing), and its groups' rows by place.
  func valuesSent(on screen: Screen) -> SentValues {
    let submitsNothing =
      submittedFields.isEmpty && submittedSwitches.isEmpty && submittedValues.isEmpty
      && submittedGroups.isEmpty
    let groups = submitsNothing ? screen.rowGroups : submittedGroups
    // A group's rows are committed by place, with the group.
    let inGroups = Set(groups.flatMap(\.rowControls).map { ObjectIdentifier($0 as AnyObject) })
    let submitted: [any Control] =
      submitsNothing
      ? screen.controls
      : submittedFields.map { $0 } + submittedSwitches.map { $0 } + submittedValueControls
    let controls = submitted.filter { !inGroups.contains(ObjectIdentifier($0 as AnyObject)) }
    var values: [ObjectIdentifier: ControlValue] = [:]
    for control in controls {
      if let value = control.kind.value { values[ObjectIdentifier(control as AnyObject)] = value }
    }
    return SentValues(
      controls: controls, values: values,
      groups: groups.map { ($0, $0.rowCount, $0.placeValues) })
  }

  func setBusy(_ isBusy: Bool) {
    let flipped = core.setBusy(isBusy)
    changed()
    core.notify(.busyChanged(isBusy))
    if flipped { enablementDidFlip() }
  }

}

/// What a button that commits sent at its accepted tap.
///
/// The controls and groups are not kept alive: they hold the button (a group its submitters, a
/// manager what it manages), and a screen released with the request in flight lets them go.
struct SentValues {
  private let controlReferences: [WeakReference<AnyObject>]
  /// Their values at the tap.
  let values: [ObjectIdentifier: ControlValue]
  private let groupReferences: [(WeakGroup, count: Int, [[String: ControlValue]])]

  init(
    controls: [any Control], values: [ObjectIdentifier: ControlValue],
    groups: [(group: any RowStructure, count: Int, places: [[String: ControlValue]])]
  ) {
    controlReferences = controls.map { WeakReference($0 as AnyObject) }
    self.values = values
    groupReferences = groups.map { (WeakGroup($0.group), $0.count, $0.places) }
  }

  /// The controls it submitted (every control, when it submits nothing), those still alive.
  var controls: [any Control] {
    controlReferences.compactMap { $0.object.flatMap(ControlKind.of)?.control }
  }

  /// The groups it submitted still alive, with their number of rows and each place's values
  /// at the tap.
  var groups: [(group: any RowStructure, count: Int, places: [[String: ControlValue]])] {
    groupReferences.compactMap { reference, count, places in
      reference.group.map { ($0, count, places) }
    }
  }
}
