public import ControlModel

extension Screen {
  /// Every control's value, in declaration order, each group's rows as an array of their
  /// values: what the form holds, to send or to save (buttons hold none).
  ///
  /// - Complexity: O(*n*) in the controls.
  public var values: FormValues {
    var values = FormValues()
    var groups = rowGroupsInPlaceOrder[...]
    for (index, control) in controls.enumerated() {
      while let (group, structure) = groups.first, structure.placeIndex <= index {
        groups.removeFirst()
        values.append(group.name, .rows(rowValues(of: group)), isPrintable: true)
      }
      guard !isRowControl(control) else { continue }
      Self.append(control, as: control.name, to: &values)
    }
    for (group, _) in groups {
      values.append(group.name, .rows(rowValues(of: group)), isPrintable: true)
    }
    return values
  }

  private func rowValues(of group: any AnyRowGroup) -> [FormValues] {
    (0..<group.count).map { row in
      var values = FormValues()
      for control in group.controls(ofRow: row) {
        Self.append(control, as: Self.localName(of: control.name), to: &values)
      }
      return values
    }
  }

  private static func append(_ control: any Control, as name: String, to values: inout FormValues) {
    guard let value = control.kind.value else { return }
    let isSecret = if case .field(let field) = control.kind { field.isSecure } else { false }
    values.append(name, FormValues.Value(value), isPrintable: !isSecret)
  }

  /// A row's control's name as its template gave it: `first` of `passenger[2].first`.
  private static func localName(of name: String) -> String {
    guard let range = name.firstRange(of: "].") else { return name }
    return String(name[range.upperBound...])
  }

  /// Fills the form from values, as a form loaded from a server: each value becomes its
  /// control's starting value (see ``ControlModel/Control/load(_:)``), each group gets as many
  /// rows as its array has, which becomes its starting number; the form is pristine after.
  ///
  /// Names the values lack keep their controls as they are. Everything is checked before
  /// anything is loaded: an unknown name, a value of the wrong kind or outside a control's
  /// options or range, or a number of rows outside a group's bounds is an error naming it, and
  /// the form keeps its values.
  ///
  /// - Parameter values: Values by name, such as ``values`` returned or JSON decoded.
  /// - Throws: ``ControlModel/ControlValueError`` for the first value that does not fit.
  public func load(_ values: FormValues) throws(ControlValueError) {
    let plan = try loadPlan(of: values)
    hub.holdingEvents {
      for (control, value) in plan.controls { try? control.load(value) }
      for (group, structure, rows) in plan.rows {
        // What `load GROUP rows N` replays, for a session's recorder.
        _ = hub.receive(.loadRows(group.name, rows.count)) { structure.loadRowCount(rows.count) }
        for (index, row) in rows.enumerated() {
          let controls = Self.rowControls(of: group, row: index)
          for (name, value) in row { try? controls[name]?.load(value) }
        }
      }
    }
  }

  /// What a load does, every value checked: each control's value, and each group's rows with
  /// their controls' values by the names the template gave.
  private struct LoadPlan {
    var controls: [(any Control, ControlValue)] = []
    var rows: [(any AnyRowGroup, any RowStructure, [[(String, ControlValue)]])] = []
  }

  /// Checks every value of a load before anything is loaded.
  private func loadPlan(of values: FormValues) throws(ControlValueError) -> LoadPlan {
    var plan = LoadPlan()
    for name in values.names {
      guard let value = values[name] else { continue }
      if let (group, structure) = rowGroupAndStructure(named: name) {
        guard case .rows(let rows) = value, group.bounds.contains(rows.count) else {
          throw ControlValueError(
            control: name, problem: .wrongShape(value.shape),
            expected: "an array of \(group.bounds.lowerBound) to \(group.bounds.upperBound) rows")
        }
        plan.rows.append((group, structure, try checkedRows(rows, of: group, structure)))
        continue
      }
      guard let control = control(named: name), !isRowControl(control) else {
        let known = self.values.names.joined(separator: ", ")
        throw ControlValueError(
          control: name, problem: .unknownName, expected: "the form has \(known)")
      }
      plan.controls.append((control, try Self.checked(value, for: control, named: name)))
    }
    return plan
  }

  /// A group's rows checked against its row template's controls, in rows that exist: rows
  /// made for the check are let go after it, and no observer hears of them.
  private func checkedRows(
    _ rows: [FormValues], of group: any AnyRowGroup, _ structure: any RowStructure
  ) throws(ControlValueError) -> [[(String, ControlValue)]] {
    let before = group.count
    guard rows.count > before else { return try Self.checked(rows, of: group) }
    var checked: Result<[[(String, ControlValue)]], ControlValueError> = .success([])
    hub.holdingEvents(delivering: false) {
      structure.setRowCount(rows.count)
      checked = Result { () throws(ControlValueError) in try Self.checked(rows, of: group) }
      structure.setRowCount(before)
    }
    return try checked.get()
  }

  /// Rows of values checked against the group's rows at the same places, which exist.
  private static func checked(
    _ rows: [FormValues], of group: any AnyRowGroup
  ) throws(ControlValueError) -> [[(String, ControlValue)]] {
    var planned: [[(String, ControlValue)]] = []
    for (index, row) in rows.enumerated() {
      let controls = Self.rowControls(of: group, row: index)
      var rowPlan: [(String, ControlValue)] = []
      for name in row.names {
        guard let value = row[name] else { continue }
        let label = "\(group.name)[\(index + 1)].\(name)"
        guard let control = controls[name] else {
          throw ControlValueError(
            control: label, problem: .unknownName,
            expected: "a row of '\(group.name)' has "
              + controls.keys.sorted().joined(separator: ", "))
        }
        rowPlan.append((name, try Self.checked(value, for: control, named: label)))
      }
      planned.append(rowPlan)
    }
    return planned
  }

  /// A row's controls by the names the template gave.
  private static func rowControls(of group: any AnyRowGroup, row: Int) -> [String: any Control] {
    Dictionary(
      group.controls(ofRow: row).map { (localName(of: $0.name), $0) },
      uniquingKeysWith: { first, _ in first })
  }

  /// A value as the control holds it, or the error that says why it cannot.
  private static func checked(
    _ value: FormValues.Value, for control: any Control, named name: String
  )
    throws(ControlValueError) -> ControlValue
  {
    let kind = control.kind
    guard let converted = value.controlValue(for: kind) else {
      var shape = value.shape
      if case .date = kind, case .string(let text) = value {
        do throws(CalendarDate.Problem) {
          _ = try CalendarDate(parsing: text)
        } catch {
          // A day's problem names the text only when it is not written YYYY-MM-DD; a date
          // control's text is a day, never a secret.
          shape = "a string that is no day (\(error))"
        }
      }
      throw ControlValueError(
        control: name, problem: .wrongShape(shape), expected: Self.shape(of: kind))
    }
    // The domain of a control that cannot hold the value, if it cannot.
    let refusing: (any ValueDomain)? =
      switch kind {
      // What code may set: a day outside bounds counted from today too.
      case .picker(let picker): picker.canTake(converted) ? nil : picker.domain
      case .stepper(let stepper): stepper.canTake(converted) ? nil : stepper.domain
      case .date(let date): date.canTake(converted) ? nil : date.domain
      case .field, .toggle, .button: nil
      }
    if let refusing {
      throw ControlValueError(
        control: name, problem: .cannotHold(converted), expected: refusing.description)
    }
    return converted
  }

  private static func shape(of kind: ControlKind) -> String {
    switch kind {
    case .field: "a string"
    case .toggle: "true or false"
    case .button: "nothing"
    case .picker: "one of its options, or null"
    case .stepper: "a whole number"
    case .date: "a day written \"YYYY-MM-DD\", or null"
    }
  }
}
