import ControlModel
import Observation

extension RowGroup {
  // MARK: - Making and letting go

  /// Makes a row: at the end, or at a place before others (their names already moved down).
  func addRow(at insertion: Int? = nil, offsets: (controls: Int, fields: Int)? = nil)
    throws
  {
    guard let screen else { return }
    let index = insertion ?? records.count
    let builder = RowBuilder(group: name, index: index, screen: screen)
    let before = place.size
    let value: Row
    do {
      value = try screen.makeControls(at: place, offset: offsets, in: builder.scope) {
        try makeRow(builder)
      }
    } catch {
      // What the template made before it threw leaves the screen again, from where it began.
      RowRecord<Row>.letGo(controls: builder.controls, managers: builder.managers)
      screen.removeControls(
        at: place, offset: offsets?.controls ?? before.controls,
        count: place.size.controls - before.controls,
        fieldOffset: offsets?.fields ?? before.fields, fieldCount: place.size.fields - before.fields
      )
      throw error
    }
    let record = RowRecord(builder: builder, value: value)
    record.declaredValues = record.startingValues
    registrar.withMutation(of: self, keyPath: rowsKeyPath) {
      records.insert(record, at: index)
    }
    record.complete(verifiedBy: manager)
    for button in submitters {
      for (_, control) in record.controls { button.addSubmitted(control) }
    }
  }

  /// Where a row's controls and fields start among the group's: counted from the nearer end,
  /// so that the last row (the one removed most often) costs its own size.
  func offsets(of index: Int) -> (controls: Int, fields: Int) {
    let end = min(index, records.count)
    var offsets = (controls: 0, fields: 0)
    if end > records.count / 2 {
      offsets = place.size
      for record in records[end...] {
        offsets.controls -= record.controls.count
        offsets.fields -= record.fieldCount
      }
      return offsets
    }
    for record in records[..<end] {
      offsets.controls += record.controls.count
      offsets.fields += record.fieldCount
    }
    return offsets
  }

  func refuse() {
    registrar.withMutation(of: self, keyPath: rowsKeyPath) { refusals += 1 }
    changed(.refused)
  }
}
