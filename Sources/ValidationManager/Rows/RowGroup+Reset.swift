public import ControlModel
package import ModelSupport

extension RowGroup {
  // MARK: - Reset and load

  /// Gives the group its starting rows back, each control at its starting value.
  ///
  /// `Screen.reset()`, restricted to the group: the focus goes nowhere when it
  /// was in one of the rows; buttons are left as they are.
  public func reset() {
    guard let screen else { return }
    screen.hub.receive(.reset(name)) { screen.reset(controls: [], groups: [self]) }
  }

  /// Gives the group its starting rows, not as the user's change: the rows added since are
  /// removed, each starting row still on screen goes back to its place with its own state, a
  /// starting row that was removed comes back as a new row at its place, and every place takes
  /// its starting values (the controls' values are the screen's to reset).
  package func resetRows() {
    recordPlaceStarts()
    for index in records.indices.reversed() where !isStartingRow(at: index) {
      _ = removeRow(at: index, ignoringBounds: true)
    }
    for place in 0..<startingRowCount
    where !records.indices.contains(place) || records[place].startingPlace != place {
      insertRow(at: place)
    }
    for (index, record) in records.enumerated() { record.startingPlace = index }
    applyPlaceStarts(from: 0)
    rowsTouched = false
    rowsDidChange(byUser: false)
    updateGates()
  }

  /// Whether the row at a place is one of the starting rows.
  func isStartingRow(at index: Int) -> Bool {
    guard let place = records[index].startingPlace else { return false }
    return place < startingRowCount
  }

  /// Adds or removes rows at the end until the group has `count` (within its bounds), not as
  /// the user's change: what a load checks its values in, and puts back after.
  package func setRowCount(_ count: Int) {
    holdingEvents {
      while records.count > count, removeRow(at: records.count - 1) {}
      while records.count < count, appendRow() {}
      rowsDidChange(byUser: false)
    }
  }

  /// Where the rows start among the screen's controls.
  package var placeIndex: Int { place.controlIndex }

  /// The controls of every row, in row order.
  package var rowControls: [any Control] {
    records.flatMap { $0.controls.map(\.control) }
  }

  /// Makes a number of rows the group's starting number, adding or removing rows at the end to
  /// have it: a form filled from a server (``ControlModel/Screen/load(_:)``).
  ///
  /// - Parameter count: A number of rows within ``bounds``.
  /// - Returns: Whether the group has that many rows now.
  @discardableResult
  package func loadRowCount(_ count: Int) -> Bool {
    guard bounds.contains(count) else { return false }
    holdingEvents {
      while records.count > count, removeRow(at: records.count - 1) {}
      while records.count < count, appendRow() {}
      makeCurrentRowsStarting()
      rowsDidChange(byUser: false)
    }
    return records.count == count
  }

  /// Makes the current rows the starting rows, each place's values its starting values: what
  /// the app saved.
  ///
  /// `Screen.commit()` restricted to the group: its number of rows and every row's values become
  /// its starting ones, so that it is pristine; nothing else changes (touched, shown errors,
  /// validity, the focus, requests in flight).
  public func commit() {
    guard let screen else { return }
    screen.hub.receive(.commit(name)) { screen.commit(controls: [], groups: [self]) }
  }

  package func commitRows() {
    makeCurrentRowsStarting()
    rowsDidChange(byUser: false)
  }

  package func commitRows(count: Int, places: [[String: ControlValue]]) {
    let startingPlaces = min(startingRowCount, placeStarts.count)
    startingRowCount = count
    placeStarts = places
    for (index, record) in records.enumerated() {
      guard index < count, places.indices.contains(index) else {
        // Past the starting rows: a row at a place that was a starting one compares with its
        // declared starting values; a row already past them keeps its own (a value loaded
        // into it is its starting value until the row goes).
        if index < startingPlaces {
          for (local, control) in record.controls {
            if let value = record.declaredValues[local] { control.kind.restart(at: value) }
          }
        }
        record.startingPlace = nil
        continue
      }
      record.startingPlace = index
      for (local, control) in record.controls {
        if let value = places[index][local] { control.kind.restart(at: value) }
      }
    }
    rowsDidChange(byUser: false)
  }

  package var placeValues: [[String: ControlValue]] {
    records.map { record in
      var values: [String: ControlValue] = [:]
      for (local, control) in record.controls {
        if let value = control.kind.value { values[local] = value }
      }
      return values
    }
  }

  /// Loads a number of rows, as an app fills a form from a server.
  ///
  /// The group gets `count` rows (rows added at the end in their
  /// starting state, or the last ones removed, counting no refusal whatever its buttons), and
  /// `count` becomes its starting number, each place's starting values being its row's values
  /// as they are. The app's, as a load is: the group is not touched.
  ///
  /// ```swift
  /// try jobs.loadRows(draft.jobs.count)
  /// ```
  ///
  /// - Parameter count: A number of rows within ``bounds``.
  /// - Throws: `ControlValueError` for a number outside the bounds; nothing
  ///   changes then.
  public func loadRows(_ count: Int) throws(ControlValueError) {
    guard bounds.contains(count) else {
      throw ControlValueError(
        control: name, problem: .wrongShape("\(count) rows"),
        expected: "\(bounds.lowerBound) to \(bounds.upperBound) rows")
    }
    guard let screen else { return }
    screen.hub.receive(.loadRows(name, count)) { screen.hub.holdingEvents { loadRowCount(count) } }
  }

  /// Captures the refusals counted, for a screen's checkpoint: the rows themselves are the
  /// screen's structure, which a checkpoint restores only while it is unchanged.
  package func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    let saved = (refusals, rowsTouched, startingRowCount)
    let starts = (placeStarts, records.map(\.startingPlace))
    restorers.append { [unowned(unsafe) self] in
      (self.refusals, self.rowsTouched, self.startingRowCount) = saved
      self.placeStarts = starts.0
      for (record, place) in zip(self.records, starts.1) { record.startingPlace = place }
    }
    return true
  }

  /// The controls of a row, in the order the template made them.
  ///
  /// - Parameter index: The row's place, from 0.
  /// - Returns: The controls, or none for a place the group has no row at.
  public func controls(ofRow index: Int) -> [any Control] {
    records.indices.contains(index) ? records[index].controls.map(\.control) : []
  }

  /// The managers a row's template made, in order.
  ///
  /// - Parameter index: The row's place, from 0.
  /// - Returns: The managers, or none for a place the group has no row at.
  public func managers(ofRow index: Int) -> [Manager] {
    records.indices.contains(index) ? records[index].managers.map(\.manager) : []
  }

  /// A row's control or manager by the name the template gave it.
  ///
  /// - Parameters:
  ///   - name: The name the template gave.
  ///   - index: The row's place, from 0.
  /// - Returns: The control or manager, or `nil` when the row or the name is not there.
  public func member(named name: String, inRow index: Int) -> (any IValidatable)? {
    guard records.indices.contains(index) else { return nil }
    let record = records[index]
    if let control = record.scope.control(named: name) { return control.kind.validatable }
    return record.managers.first { $0.local == name }?.manager
  }

}
