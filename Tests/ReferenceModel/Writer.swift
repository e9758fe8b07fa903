/// A file's text with the line of every scenario's steps.
package struct WrittenFile: Sendable {
  /// The scenario file's text.
  package var text: String
  /// For each scenario, the 1-based line of each of its steps.
  package var stepLines: [[Int]]
  /// The 1-based line of each step of the `background` block.
  package var backgroundLines: [Int] = []
}

/// Writes a ``FileSpec`` as scenario text.
package enum Writer {
  /// Writes the file, recording where each step is.
  package static func write(_ file: FileSpec) -> WrittenFile {
    var lines: [String] = []
    if let title = file.screen.title { lines.append("screen \(quote(title))") }
    // "The file says which day today is with `today DAY` on its own line, after `screen` and
    // before the first scenario" (Version 2.1, Today)
    if let today = file.screen.today { lines.append("today \(today)") }
    for item in file.screen.items {
      switch item {
      case .control(let control): lines += controlLines(control, indent: "")
      case .manager(let manager): lines.append(managerLine(manager, indent: ""))
      case .group(let group): lines += groupLines(group)
      }
    }
    for invariant in file.screen.invariants { lines.append(invariantLine(invariant)) }
    var backgroundLines: [Int] = []
    if !file.background.isEmpty {
      lines += ["", "background"]
      for step in file.background {
        lines.append("  " + stepText(step))
        backgroundLines.append(lines.count)
      }
    }
    var stepLines: [[Int]] = []
    for scenario in file.scenarios {
      lines.append("")
      lines.append("scenario \(quote(scenario.title))")
      var these: [Int] = []
      for step in scenario.steps {
        lines.append("  " + stepText(step))
        these.append(lines.count)
      }
      stepLines.append(these)
    }
    return WrittenFile(
      text: lines.joined(separator: "\n") + "\n", stepLines: stepLines,
      backgroundLines: backgroundLines)
  }

  /// A string literal with the format's escapes.
  package static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      // A mark right after the opening quote would join it into one character: escape it.
      case _ where out == "\"" && Self.isMark(scalar):
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: scalar.properties.isGraphemeExtend
    }
  }

  /// A duration in milliseconds as `Nms` or `Ns`.
  package static func duration(_ milliseconds: Int) -> String {
    milliseconds % 1000 == 0 && milliseconds > 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }

  private static func groupLines(_ group: GroupSpec) -> [String] {
    var head = "group \(group.name) from \(group.from) to \(group.to)"
    if let rows = group.rows { head += " rows \(rows)" }
    var lines = [head]
    for control in group.controls { lines += controlLines(control, indent: "  ") }
    for manager in group.managers { lines.append(managerLine(manager, indent: "  ")) }
    lines.append("end")
    return lines
  }

  private static func managerLine(_ manager: ManagerSpec, indent: String) -> String {
    var line = "\(indent)manager \(manager.name) verifies"
    for name in manager.verifies { line += " \(name)" }
    line += " manages"
    for name in manager.manages { line += " \(name)" }
    if manager.needsChange { line += " needs-change" }
    return line
  }

  private static func controlLines(_ control: ControlSpec, indent: String) -> [String] {
    var lines = [indent + declarationLine(control)]
    for rule in control.rules { lines.append(indent + "  " + ruleText(rule)) }
    if let enabled = control.enabledWhen {
      lines.append(
        indent + "  enabled when " + enabled.map(conditionText).joined(separator: " and "))
    }
    if let shown = control.shownWhen {
      lines.append(indent + "  shown when " + shown.map(conditionText).joined(separator: " and "))
    }
    return lines
  }

  private static func declarationLine(_ control: ControlSpec) -> String {
    let name = control.name
    switch control.kind {
    case .field(let options): return "field \(name)" + fieldOptions(options)
    case .toggle(let isOn): return "switch \(name)" + (isOn ? " on" : "")
    case .picker(let options, let selected):
      var line = "picker \(name) options " + options.map(quote).joined(separator: " ")
      if let selected { line += " selected \(quote(selected))" }
      return line
    case .stepper(let from, let to, let step, let value):
      return "stepper \(name) from \(from) to \(to) step \(step) value \(value)"
    case .date(let from, let to, let selected):
      var line = "date \(name)"
      if let from { line += " from \(from)" }
      if let to { line += " to \(to)" }
      if let selected { line += " selected \(selected)" }
      return line
    case .button(let options): return "button \(name)" + buttonOptions(options)
    }
  }

  private static func fieldOptions(_ options: FieldOptions) -> String {
    var line = ""
    if options.isSecure { line += " secure" }
    if let limit = options.limit { line += " limit \(limit)" }
    switch options.allow {
    case .characterClass(let charClass): line += " allow \(charClass.rawValue)"
    case .characters(let characters): line += " allow \(quote(characters))"
    case nil: break
    }
    line += " errors \(options.policy.rawValue)"
    if let debounce = options.debounce { line += " debounce \(duration(debounce))" }
    if let text = options.text { line += " text \(quote(text))" }
    return line
  }

  private static func buttonOptions(_ options: ButtonOptions) -> String {
    var line = ""
    if !options.submits.isEmpty { line += " submits " + options.submits.joined(separator: " ") }
    if let adds = options.adds { line += " adds \(adds)" }
    if let removes = options.removes { line += " removes \(removes)" }
    if options.focusInvalid { line += " focus-invalid" }
    if let busy = options.busy { line += " busy \(duration(busy))" }
    if options.commits { line += " commits" }
    switch options.resets {
    case .screen: line += " resets"
    case .named(let name): line += " resets \(name)"
    case nil: break
    }
    return line
  }
}
