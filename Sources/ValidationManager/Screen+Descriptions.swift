public import ControlModel

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
  /// - Parameters:
  ///   - managers: Managers to draw after the controls, with their state.
  ///   - indent: Put before every line.
  /// - Returns: The lines, joined by newlines. A secret never appears.
  public func render(managers: [Manager] = [], indent: String = "") -> String {
    let rows =
      controls.map(Self.columns(of:))
      + managers.map { [$0.name, "manager", "", "", $0.validity.rawValue, "", "", ""] }
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

  private static func columns(of control: any Control) -> [String] {
    let enablement = ControlState(enabled: control.isEnabled).rawValue
    switch control {
    case let field as TextField:
      let error = field.shownError.map { "error \($0.scenarioQuoted)" } ?? "no error"
      return [
        field.name, "field", field.displayText.scenarioQuoted, "cursor \(field.cursor)",
        field.validity.rawValue, error, enablement, field.isFocused ? "focused" : "",
      ]
    case let control as Switch:
      return [
        control.name, "switch", ControlState(on: control.isOn).rawValue, "",
        control.validity.rawValue,
        control.shownError.map { "error \($0.scenarioQuoted)" } ?? "no error", enablement, "",
      ]
    case let button as Button:
      let busy = button.isBusy ? " (busy)" : ""
      return [
        button.name, "button", button.tapsText, "", "", "", enablement + busy, "",
      ]
    default:
      return [control.name, "control", "", "", "", "", enablement, ""]
    }
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
