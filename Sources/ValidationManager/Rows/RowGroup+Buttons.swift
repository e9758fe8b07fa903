public import ControlModel
import ModelSupport

extension RowGroup {
  // MARK: - Buttons

  /// Makes a button add a row at each accepted tap, after the tap opened the displays of what
  /// the button submits and the button went busy; the button is disabled while the group has
  /// its most rows (besides what its managers decide).
  ///
  /// - Parameter button: A button of the group's screen.
  public func attachAddButton(_ button: Button) {
    let most = "group \(name) has its most rows, \(bounds.upperBound)"
    attach(
      button, adds: true,
      gate: BoundGate(closed: most) { [unowned self] in records.count < bounds.upperBound }
    ) { [unowned self] in
      holdingEvents { if appendRow() { rowsDidChange(byUser: true) } }
    }
  }

  /// Makes a button remove the last row at each accepted tap; the button is disabled while the
  /// group has its fewest rows.
  ///
  /// - Parameter button: A button of the group's screen.
  public func attachRemoveButton(_ button: Button) {
    let fewest = "group \(name) has its fewest rows, \(bounds.lowerBound)"
    attach(
      button, adds: false,
      gate: BoundGate(closed: fewest) { [unowned self] in records.count > bounds.lowerBound }
    ) { [unowned self] in
      holdingEvents { if removeRow(at: records.count - 1) { rowsDidChange(byUser: true) } }
    }
  }

  func attach(
    _ button: Button, adds: Bool, gate: BoundGate, action: @escaping () -> Void
  ) {
    precondition(button.screen === screen, "'\(button.name)' belongs to another screen")
    gate.wasOpen = gate.isOpen
    gates.append((gate, button))
    button.attachGate(gate, isOpen: gate.wasOpen)
    button.rowChange = (name, adds, action)
  }

  /// Tells the buttons that add and remove whether they may now.
  func updateGates() {
    for (gate, button) in gates {
      let isOpen = gate.isOpen
      guard isOpen != gate.wasOpen else { continue }
      gate.wasOpen = isOpen
      button.receive(.gate(isOpen: isOpen))
    }
  }

  /// Whether an accepted tap of the button submits the group's rows (``submit(with:)``).
  ///
  /// - Parameter button: A button of the screen.
  /// - Returns: `true` when the button submits the group.
  public func submits(with button: Button) -> Bool {
    submitters.contains { $0 === button }
  }

  /// Makes a button submit the group: at each accepted tap, every control of every row the
  /// group has then (a row added later included) opens its display of errors, and the
  /// button's request goes out only while they are valid or left out.
  ///
  /// - Parameter button: A button of the group's screen.
  public func submit(with button: Button) {
    precondition(button.screen === screen, "'\(button.name)' belongs to another screen")
    guard !submitters.contains(where: { $0 === button }) else { return }
    submitters.append(button)
    button.addSubmittedGroup(self)
    for record in records {
      for (_, control) in record.controls { button.addSubmitted(control) }
    }
  }

  // MARK: - Events

  /// Registers a closure that hears every change to the rows: added, removed, refused.
  ///
  /// - Parameter handler: Called after each change, with the rows as they are then.
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (RowGroupEvent) -> Void) -> ObservationToken {
    screen?.hub.hasOtherListeners = true
    return ObservationToken(id: observers.add(handler))
  }

  /// Removes an observer.
  ///
  /// - Parameter token: What ``addObserver(_:)`` returned.
  public func removeObserver(_ token: ObservationToken) {
    observers.remove(token.number)
  }

}
