import ControlModel
import ScenarioFormat
import ValidationManager

/// The run as one self-contained HTML page: per scenario, a timeline with a row per control
/// and a column per step.
///
/// It reads without hovering: each column headed by its step written
/// upright in full, each cell coloured by state and marked with it (✓ valid, ✗ invalid, …
/// pending, ! an error shown), the failing step marked. Failed scenarios come first; the hover
/// adds the control's value and error.
public enum HTMLReport {
  /// The report as HTML.
  ///
  /// Scenarios replayed without snapshots show no timeline.
  ///
  /// - Parameter report: A run made with `recordingSnapshots: true`.
  /// - Returns: The page.
  public static func render(_ report: RunReport) -> String {
    var body: [String] = []
    for error in report.pathErrors {
      body.append("<p class=\"error\">error: \(html(error))</p>")
    }
    for fileReport in report.files {
      let file = fileReport.file
      body.append("<h2>\(html(file.source.path))</h2>")
      if let readError = file.readError {
        body.append("<p class=\"error\">error: \(html(readError))</p>")
      }
      if !file.diagnostics.isEmpty {
        body.append(
          "<pre class=\"error\">\(html(file.renderedDiagnostics.joined(separator: "\n")))</pre>")
      }
      if !file.warnings.isEmpty {
        body.append(
          "<pre class=\"warning\">\(html(file.renderedWarnings.joined(separator: "\n")))</pre>")
      }
      // Failed scenarios first, each group in file order.
      for result in fileReport.results.filter({ !$0.passed }) + fileReport.results.filter(\.passed)
      {
        body.append(timeline(result))
      }
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8" />
      <title>Scenario report</title>
      <style>
      \(stylesheet)
      </style>
      </head>
      <body>
      <h1>Scenarios: \(report.passed) passed, \(report.failed) failed</h1>
      <p class="legend"><span class="valid" style="background:#aceebb">valid</span>\
      <span style="background:#ffcecb">invalid</span>\
      <span style="background:#fff1b3">pending</span>\
      <span style="background:#b6e3ff">enabled</span>\
      <span style="background-image:repeating-linear-gradient(45deg,rgba(0,0,0,.18) 0\
       3px,transparent 3px 7px)">disabled</span>\
      <span style="outline:2px solid #0969da">focused</span>\
       ✓ valid, ✗ invalid, … pending, ! an error shown. Each column is a step, read upwards;\
       hover a cell for the control's value and error. A blank cell: the control did not\
       exist at that step (a row not yet added, or removed).</p>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  /// The page's style: one colour for each state, stripes for a disabled control.
  private static let stylesheet = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
    h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 2em; }
    section { margin: 1em 0 2em; }
    .title { font-weight: 600; } .pass { color: #1a7f37; } .fail { color: #cf222e; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #d0d7de; padding: 2px 6px; text-align: center;\
     white-space: nowrap; }
    th.control { text-align: right; font-weight: 500; }
    th.step { font-weight: normal; font-size: 12px; color: #24292f; vertical-align: bottom;\
     padding: 4px 2px; }
    th.step div { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap;\
     margin: 0 auto; text-align: left; }
    th.step small { color: #57606a; }
    th.failed { background: #ffebe9; color: #cf222e; font-weight: 700; }
    td { width: 2.2em; min-width: 2.2em; height: 1.6em; font-size: 12px; }
    td.valid { background: #aceebb; } td.invalid { background: #ffcecb; }\
     td.pending { background: #fff1b3; }
    td.enabled { background: #b6e3ff; } td.none { background: #f6f8fa; }
    td.disabled { background-image: repeating-linear-gradient(45deg, rgba(0,0,0,.18) 0 3px,\
     transparent 3px 7px); }
    td.focused { outline: 2px solid #0969da; outline-offset: -2px; }
    td.absent { background: #ffffff; border-color: transparent; }
    td.failedstep { box-shadow: inset 0 0 0 2px #cf222e; }
    .legend span { display: inline-block; padding: 0 6px; margin-right: 4px;\
     border: 1px solid #d0d7de; }
    pre { background: #f6f8fa; padding: 8px; overflow-x: auto; }
    pre.error { background: #ffebe9; }
    pre.warning { background: #fff8c5; }
    """

  private static func timeline(_ result: ScenarioResult) -> String {
    let status =
      result.passed ? "<span class=\"pass\">passed</span>" : "<span class=\"fail\">failed</span>"
    var lines = [
      "<section id=\"\(html(result.id))\">",
      "<p class=\"title\">\(html(result.scenario.title)) — \(status) "
        + "<small>(\(html(result.scenario.position.fileAndLine)))</small></p>",
    ]
    let columns: [(label: String, step: StepOutcome?, snapshot: ScreenSnapshot)] =
      (result.initialSnapshot.map { [("start", nil, $0)] } ?? [])
      + result.steps.compactMap { step in step.snapshot.map { (step.text, step, $0) } }
    guard !columns.isEmpty else {
      if let failure = result.failure {
        lines.append(
          "<pre class=\"error\">\(html(HumanReport.render(failure).joined(separator: "\n")))</pre>")
      }
      lines.append("</section>")
      return lines.joined(separator: "\n")
    }
    lines.append("<table>")
    var header = "<tr><th></th>"
    for (index, column) in columns.enumerated() {
      let failed = column.step?.status == .failed
      let line = column.step.map { "line \($0.position.line): " } ?? ""
      let number = index == 0 && column.step == nil ? "" : "\(index). "
      // The step upright and whole, so that a narrow column still reads as one line.
      header +=
        "<th class=\"step\(failed ? " failed" : "")\" title=\"\(html(line + column.label))\">"
        + "<div>\(html(number + column.label)) <small>\(column.snapshot.clock.scenarioText)</small>"
        + "</div></th>"
    }
    lines.append(header + "</tr>")
    let snapshots = columns.map(\.snapshot)
    let lookups = snapshots.map { snapshot in
      Dictionary(snapshot.entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    for line in lineNames(snapshots) {
      var cells =
        "<tr><th class=\"control\">\(html(line.name)) "
        + "<small>\(DeclarationKind(line.kind).rawValue)</small></th>"
      for (column, lookup) in zip(columns, lookups) {
        // A control that does not exist at this step (a row not yet added, or removed) shows
        // an empty cell.
        cells += lookup[line.name].map { cell($0, at: column.step) } ?? "<td class=\"absent\"></td>"
      }
      lines.append(cells + "</tr>")
    }
    lines.append("</table>")
    if let failure = result.failure {
      lines.append(
        "<pre class=\"error\">\(html(HumanReport.render(failure).joined(separator: "\n")))</pre>")
    }
    lines.append("</section>")
    return lines.joined(separator: "\n")
  }

  /// The timeline's lines, one per name that any snapshot holds, each once.
  ///
  /// A line is keyed by its control's name, so that it shows the same control at every step.
  /// The first snapshot gives the order; a name that appears later (a row added) takes its place
  /// after the name before it in the snapshot where it first appears.
  ///
  /// - Parameter snapshots: The snapshots, in the order of the steps.
  /// - Returns: The names, each with its kind of control or manager.
  static func lineNames(_ snapshots: [ScreenSnapshot]) -> [(
    name: String, kind: ControlReading.Kind
  )] {
    var lines: [(name: String, kind: ControlReading.Kind)] = []
    var placed: Set<String> = []
    for snapshot in snapshots {
      var previous: String?
      for entry in snapshot.entries {
        defer { previous = entry.name }
        guard placed.insert(entry.name).inserted else { continue }
        let after = previous.flatMap { name in lines.firstIndex { $0.name == name } }
        lines.insert((entry.name, entry.kind), at: after.map { $0 + 1 } ?? 0)
      }
    }
    return lines
  }

  /// One control's state after one step: a mark for its validity and shown error, classes
  /// for its colours, and the whole state in the cell's title.
  private static func cell(_ state: ScreenSnapshot.Entry, at step: StepOutcome?) -> String {
    var classes = [
      state.validity?.rawValue
        ?? (state.isEnabled == true ? ControlState.enabled.rawValue : "none")
    ]
    if state.isEnabled == false { classes.append(ControlState.disabled.rawValue) }
    if state.isFocused { classes.append("focused") }
    if state.isHidden { classes.append(ControlState.hidden.rawValue) }
    if step?.status == .failed { classes.append("failedstep") }
    var hover = [step.map { "line \($0.position.line): \($0.text)" } ?? "start"]
    var detail = "\(state.name): "
    switch state.value {
    case .text(let text): detail += text.scenarioQuoted + " "
    case .on, .taps, .option, .number, .day, .rows: detail += state.value.description + " "
    case .none: break
    }
    detail += [
      state.validity?.rawValue, state.isEnabled.map { ControlState(enabled: $0).rawValue },
    ]
    .compactMap { $0 }.joined(separator: ", ")
    hover.append(detail)
    if let error = state.shownError { hover.append("error: \(error)") }
    let glyph: String
    switch state.validity {
    case .valid?: glyph = "✓"
    case .invalid?: glyph = "✗"
    case .pending?: glyph = "…"
    case nil: glyph = ""
    }
    let mark = glyph + (state.shownError == nil ? "" : "!")
    return "<td class=\"\(classes.joined(separator: " "))\" "
      + "title=\"\(html(hover.joined(separator: "\n")))\">\(mark)</td>"
  }

  /// Text escaped for HTML.
  static func html(_ text: String) -> String {
    JUnitReport.xml(text)
  }
}
