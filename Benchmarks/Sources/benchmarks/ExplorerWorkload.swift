import Foundation
import ScenarioEngine
import ScenarioExplorer

/// `benchmarks --explore`: the explorer's rates on the reference screens and on generated forms.
///
/// For each screen, the systematic search's distinct states and actions tried, its time, and
/// states a second; then the time of the default random exploration (200 runs of 40 steps).
/// Each search runs up to five times (fewer once two seconds have gone) and the fastest run is
/// reported: a search of a small screen takes a few tenths of a second, which the load of a
/// shared machine moves by a third from one run to the next (`--once` runs each once, for a
/// profile). Run it in a release build.
enum ExplorerWorkload {
  /// A form of `count` fields, each required with at least 3 characters, all verified by one
  /// manager that manages the submit button.
  static func generatedForm(fields count: Int) -> String {
    var lines: [String] = []
    for index in 1...count { lines += ["field f\(index)", "  required", "  min-length 3"] }
    lines.append("button submit")
    let names = (1...count).map { "f\($0)" }.joined(separator: " ")
    lines.append("manager form verifies \(names) manages submit")
    lines.append("never submit enabled while f1 invalid")
    lines += ["scenario \"s\"", "  expect submit disabled"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// - Parameters:
  ///   - folder: The reference screens' folder.
  ///   - checkout: The eight-field checkout with three switches of the test fixtures.
  ///   - only: A part of the names of the screens to run; all of them when `nil`.
  ///   - once: Whether each search runs once, as a profile wants it.
  ///   - states: A bound on each search's states, below the searches' own; `nil` for theirs.
  /// - Returns: The table of rates, in Markdown.
  static func run(
    scenarios folder: String, checkout: String, only: String? = nil, once: Bool = false,
    states: Int? = nil
  ) -> String {
    var screens: [(String, CheckedFile, Explorer.SystematicOptions)] = []
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in files.sorted() where name.hasSuffix(".scenario") {
      screens.append((name, CheckedFile.load(path: folder + "/" + name), .init()))
    }
    screens.append(
      ("checkout-8-fields-3-switches", CheckedFile.load(path: checkout), .init()))
    screens.append(
      ("form-10-fields", CheckedFile(text: generatedForm(fields: 10), path: "f10"), .init()))
    screens.append(
      (
        "form-20-fields (to 100,000 states)",
        CheckedFile(text: generatedForm(fields: 20), path: "f20"), .init(states: 100_000)
      ))
    if let states {
      for index in screens.indices {
        screens[index].2.states = min(screens[index].2.states, states)
      }
    }
    var rows = [
      "screen | states | actions | exhausted | fastest s | states/s | actions/s | default --explore s",
      "--- | ---: | ---: | --- | ---: | ---: | ---: | ---:",
    ]
    for (name, file, options) in screens where only.map(name.contains) ?? true {
      guard file.isValid else {
        rows.append("\(name) | error: \(file.readError ?? file.renderedDiagnostics.joined()) |")
        continue
      }
      var fastest: (seconds: Double, report: Explorer.SystematicReport)?
      var spent = 0.0
      for _ in 1...(once ? 1 : 5) where spent < 2 {
        let started = ContinuousClock.now
        let report = Explorer.exploreSystematically(file, options: options)
        let run = self.seconds(ContinuousClock.now - started)
        spent += run
        if run < fastest?.seconds ?? .infinity { fastest = (run, report) }
      }
      guard let (seconds, report) = fastest else { continue }
      let randomStarted = ContinuousClock.now
      _ = Explorer.explore(file, options: Explorer.Options(seed: 1))
      let random = self.seconds(ContinuousClock.now - randomStarted)
      rows.append(
        [
          name, "\(report.statesVisited)", "\(report.transitions)",
          report.isBounded || report.violation != nil ? "no" : "yes",
          String(format: "%.2f", seconds),
          String(format: "%.0f", Double(report.statesVisited) / max(seconds, 1e-6)),
          String(format: "%.0f", Double(report.transitions) / max(seconds, 1e-6)),
          String(format: "%.2f", random),
        ].joined(separator: " | "))
    }
    if only.map("passengers".contains) ?? true {
      rows += ["", rowsByValidity(CheckedFile.load(path: folder + "/passengers.scenario"))]
    }
    return rows.joined(separator: "\n")
  }

  /// Reference screen 7 with up to six passengers taken by their validity, with and without
  /// the symmetry reduction: the states of each of the two searches and the time, once each
  /// (each takes tens of seconds).
  static func rowsByValidity(_ file: CheckedFile) -> String {
    var rows = [
      "passengers, up to 6 rows by validity | states with 1 row | states with 6 rows | exhausted | s",
      "--- | ---: | ---: | --- | ---:",
    ]
    for ordered in [false, true] {
      var options = Explorer.SystematicOptions()
      options.rows = 6
      options.rowsByValidity = true
      options.reducesRowOrder = !ordered
      let started = ContinuousClock.now
      let report = Explorer.exploreSystematically(file, options: options)
      let seconds = self.seconds(ContinuousClock.now - started)
      rows.append(
        [
          ordered ? "rows in order (--ordered-rows)" : "rows interchangeable",
          "\(report.statesVisited)",
          report.rowsByValidity.map { "\($0.validityStates)" } ?? "not taken",
          report.isBounded || report.violation != nil || report.rowsByValidity == nil
            ? "no" : "yes",
          String(format: "%.1f", seconds),
        ].joined(separator: " | "))
    }
    return rows.joined(separator: "\n")
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
