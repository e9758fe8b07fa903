extension ScenarioWriter {
  /// A whole file: its screen line, declarations, invariants, then each scenario after a blank
  /// line.
  ///
  /// A scenario of an examples table is written out as a scenario of its own.
  ///
  /// - Parameter file: A parsed file.
  /// - Returns: The text, ending with a newline.
  public static func text(of file: ScenarioFile) -> String {
    var lines: [String] = []
    if let catalogue = file.catalogueScreen {
      lines.append(screenLine(catalogue.name, fromCatalogue: true))
    } else if let title = file.title {
      lines.append(screenLine(title))
    }
    if let today = file.today { lines.append(todayLine(today.day)) }
    lines += self.lines(file.declarations)
    lines += file.invariants.map(line)
    if let background = file.background {
      lines += [""] + self.lines(background: background.steps)
    }
    for scenario in file.scenarios {
      lines.append("")
      lines += [scenarioLine(scenario.title)] + scenario.steps.map { indent + line($0) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A file's screen as lines: its `screen` line, declarations and invariants, without its
  /// `today` line and scenarios: the screen a session on it is recorded against.
  ///
  /// - Parameter file: A parsed file.
  /// - Returns: The lines.
  public static func screenLines(of file: ScenarioFile) -> [String] {
    var lines: [String] = []
    if let catalogue = file.catalogueScreen {
      lines.append(screenLine(catalogue.name, fromCatalogue: true))
    } else if let title = file.title {
      lines.append(screenLine(title))
    }
    return lines + self.lines(file.declarations) + file.invariants.map(line)
  }
}
