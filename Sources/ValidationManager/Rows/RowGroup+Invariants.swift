package import ControlModel

extension RowGroup: RowStructure {
  /// How many rows the group has: ``count``, without a read for Observation.
  package var rowCount: Int { records.count }

  /// The group's invariants that do not hold: its number of rows lies within its bounds; each
  /// row's controls are at the group's place among the screen's controls, in row order, each
  /// under its row's name and found on the screen by it; each row's managers are found by
  /// their rows' names; the group's manager verifies exactly the rows' controls.
  package func invariantViolations() -> [InvariantViolation] {
    guard let screen else { return [] }
    var violations: [InvariantViolation] = []
    func broken(_ expected: String, _ actual: String) {
      violations.append(InvariantViolation(subject: name, expected: expected, actual: actual))
    }
    if !bounds.contains(records.count) {
      broken("\(bounds.lowerBound) to \(bounds.upperBound) rows", "\(records.count) rows")
    }
    // Counted row by row: `offsets(of:)` starts from the place's own counts.
    let counted = records.reduce(into: (controls: 0, fields: 0)) { sum, record in
      sum.controls += record.controls.count
      sum.fields += record.fieldCount
    }
    if counted != place.size {
      broken(
        "its place holding its rows' \(counted.controls) controls",
        "a place of \(place.size.controls) controls")
    }
    var position = place.controlIndex
    var verified = Set<ObjectIdentifier>()
    for (index, record) in records.enumerated() {
      for (local, control) in record.controls {
        let expected = RowBuilder.qualifiedName(name, index, local)
        if control.name != expected || screen.control(named: expected) !== control {
          broken("'\(expected)' on the screen", "'\(control.name)'")
        }
        if !screen.controls.indices.contains(position) || screen.controls[position] !== control {
          broken("'\(expected)' at its row's place among the controls", "elsewhere")
        }
        position += 1
        verified.insert(ObjectIdentifier(control as AnyObject))
      }
      for (local, manager) in record.managers {
        let expected = RowBuilder.qualifiedName(name, index, local)
        if manager.name != expected || screen.manager(named: expected) !== manager {
          broken("manager '\(expected)' on the screen", "'\(manager.name)'")
        }
      }
    }
    let members = Set(manager.members.map { ObjectIdentifier($0) })
    if members != verified {
      broken(
        "its manager verifying its rows' \(verified.count) controls",
        "\(members.count) members")
    }
    return violations
  }
}
