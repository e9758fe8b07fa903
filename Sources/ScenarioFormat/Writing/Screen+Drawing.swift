public import ControlModel
public import ValidationManager

extension Screen {
  /// The screen drawn as text, one line per control in declaration order: its name, kind, text
  /// (a secure field's text as one `•` per character), cursor, state, shown error, enablement
  /// and focus.
  ///
  /// ```
  /// email     field   "ann@"   cursor 4  invalid  error "Not an email."  enabled   focused
  /// terms     switch  off                invalid  no error              enabled
  /// register  button  0 taps                                            disabled
  /// ```
  ///
  /// A switch shows its error as its display policy lets it, as a field does: nobody flipped
  /// `terms` above, so it shows none.
  ///
  /// With `lifecycle`, each control, manager and group that holds values says whether it is
  /// `dirty` or `pristine`, and `touched`, in a last column: what a file that asserts them sees.
  ///
  /// - Parameters:
  ///   - managers: Managers to draw after the controls, with their state.
  ///   - indent: Put before every line.
  ///   - lifecycle: Whether to draw dirty and touched.
  /// - Returns: The lines, joined by newlines. A secret never appears.
  public func render(managers: [Manager] = [], indent: String = "", lifecycle: Bool = false)
    -> String
  {
    let readings = readings(managers: managers)
    let rows = readings.map { reading in
      Self.columns(of: reading)
        + (lifecycle ? [lifecycleWords(of: reading.name, managers: managers)] : [])
    }
    var widths: [Int] = []
    for row in rows {
      for (index, cell) in row.enumerated() {
        if index >= widths.count { widths.append(0) }
        widths[index] = max(widths[index], cell.count)
      }
    }
    return rows.map { row in
      var line = indent
      for (index, cell) in row.enumerated() {
        let isLast = row[(index + 1)...].allSatisfy(\.isEmpty)
        line += isLast ? cell : cell.padding(to: widths[index]) + "  "
        if isLast { break }
      }
      return line
    }.joined(separator: "\n")
  }

  /// `dirty touched`, `pristine`…, for a name that holds values; empty for a button.
  private func lifecycleWords(of name: String, managers: [Manager]) -> String {
    let member: (any IValidatable)? =
      rowGroup(named: name) ?? managers.first { $0.name == name }
      ?? control(named: name).flatMap { control in
        if case .button = control.kind { nil } else { control.kind.validatable }
      }
    guard let member else { return "" }
    return ControlState(dirty: member.isDirty).rawValue
      + (member.isTouched ? " " + ControlState.touched.rawValue : "")
  }

  private static func columns(of reading: ControlReading) -> [String] {
    let enablement = reading.isEnabled.map { ControlState(enabled: $0).rawValue } ?? ""
    let validity = reading.validity?.rawValue ?? ""
    let error = reading.shownError.map { "error \($0.scenarioQuoted)" } ?? "no error"
    let kind = DeclarationKind(reading.kind).rawValue
    let hidden = reading.isHidden ? ControlState.hidden.rawValue : ""
    switch reading.kind {
    case .field:
      let focus = reading.isFocused ? "focused" : ""
      return [
        reading.name, kind, reading.value.description.scenarioQuoted,
        "cursor \(reading.cursor ?? 0)", validity, error, enablement,
        [focus, hidden].filter { !$0.isEmpty }.joined(separator: " "),
      ]
    case .toggle, .stepper, .date:
      return [
        reading.name, kind, reading.value.description, "", validity, error, enablement, hidden,
      ]
    case .picker:
      let value =
        if case .option(let option?) = reading.value { option.scenarioQuoted } else {
          reading.value.description
        }
      return [reading.name, kind, value, "", validity, error, enablement, hidden]
    case .button:
      let busy = reading.isBusy ? " (busy)" : ""
      return [
        reading.name, kind, reading.value.description, "", "", "", enablement + busy, hidden,
      ]
    case .manager:
      return [reading.name, kind, "", "", validity, "", "", ""]
    case .member:
      return [reading.name, kind, "", "", validity, error, "", ""]
    case .group:
      return [reading.name, kind, reading.value.description, "", validity, "", "", ""]
    }
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
