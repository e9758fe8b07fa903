import Foundation
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ValidationManager

/// The reports of a mutation run: a summary for people, and JSON in the mutation-testing report
/// schema that Stryker's dashboard and HTML viewer read.
public enum MutationReport {
  /// The summary: each file's score and counts, each survivor with its place, what it changed,
  /// and the scenario that kills it; the score of the whole run last.
  ///
  /// - Parameter reports: The files' mutation runs.
  /// - Returns: The text, ending with a newline.
  public static func human(_ reports: [MutationTesting.FileReport]) -> String {
    var lines: [String] = []
    for report in reports {
      let path = report.file.source.path
      if let failing = report.failingScenario {
        lines.append(
          "\(path): not mutated: scenario \(failing.scenario.title.scenarioQuoted) fails on the "
            + "original screen; make the suite pass first")
        continue
      }
      guard !report.results.isEmpty else {
        lines.append("\(path): no mutants (the screen has nothing to change)")
        continue
      }
      lines.append("\(path): \(summary(of: report))")
      // Survivors first, those with a scenario that kills them before those the search could
      // not tell apart; then what does not count.
      let ranked = report.results.enumerated().sorted {
        (rank($0.element.outcome), $0.offset) < (rank($1.element.outcome), $1.offset)
      }
      for (_, result) in ranked { lines += describe(result, in: report) }
    }
    let killed = reports.reduce(0) { $0 + $1.killed }
    let counted = reports.reduce(0) { $0 + $1.counted }
    let all = reports.reduce(0) { $0 + $1.results.count }
    let score = counted == 0 ? "no mutant counts" : String(format: "%.1f%%", score(reports) ?? 0)
    lines.append("mutation score \(score): \(killed) of \(counted) mutants killed (\(all) planted)")
    let replay = reports.reduce(Duration.zero) { $0 + $1.times.replay }
    let search = reports.reduce(Duration.zero) { $0 + $1.times.search }
    let total = Double((replay + search) / .milliseconds(1)) / 1000
    if all > 0 {
      lines.append(
        String(
          format: "%.2f s: %.2f s replaying the scenarios, %.2f s telling survivors apart; "
            + "%.0f mutants/s", total, Double(replay / .milliseconds(1)) / 1000,
          Double(search / .milliseconds(1)) / 1000, Double(all) / max(total, 0.001)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one mutant that was not killed: where, what, and why it lives; none for a
  /// killed one.
  private static func describe(
    _ result: MutationTesting.Result, in report: MutationTesting.FileReport
  ) -> [String] {
    let bounds = report.bounds
    let place = result.mutant.place
    let what = "\(result.mutant.mutationOperator.rawValue): \(result.mutant.description)"
    switch result.outcome {
    case .killed:
      return []
    case .survived(_, let scenario):
      return [
        "  survived   \(place): \(what)",
        scenario.isVerified
          ? "    add this scenario to kill it:"
          : "    these steps tell it apart, but \(scenario.unverifiedReason ?? ""); add one by "
            + "hand:",
      ] + scenario.printable.split(separator: "\n").map { "      " + $0 }
    case .undecided(let visited):
      let members = result.alwaysValidMembers.map { "'\($0)'" }.joined(separator: ", ")
      return [
        "  survived   \(place): \(what)",
        "    no scenario fails on it, and \(visited) pairs of states (within --depth "
          + "\(bounds.depth), --states \(bounds.states)) did not tell it apart",
      ]
        + (members.isEmpty
          ? []
          : [
            "    \(members), of the app's own type, stayed valid in every state visited: what "
              + "only they gate never changed, and the mutant may be equivalent"
          ])
    case .equivalent(let visited):
      return [
        "  equivalent \(place): \(what)",
        "    no sequence tells it apart: all \(visited) reachable pairs of states agree, "
          + "with the texts each rule passes and fails, and every length bound and shaping "
          + "probe of what the mutant changes",
      ]
    case .equivalentWhile(let members, let visited):
      return [
        "  equivalent \(place): \(what)",
        "    while the app's own members keep to what \(visited) pairs of states showed: "
          + "\(members.seenInWords); what it changes acts only through them",
        "    (if the app can make them otherwise, a scenario that does so kills it)",
      ]
    case .neverActs(let reason):
      return ["  equivalent \(place): \(what)", "    it can never act: \(reason)"]
    case .notViable(let reason):
      return ["  not viable \(place): \(what): \(reason)"]
    case .notReached:
      let why = report.wasInterrupted ? "the run was interrupted" : "the --budget ran out"
      return ["  not run    \(place): \(what): \(why) before its turn"]
    }
  }

  /// Where a mutant's lines come in the report: what a scenario can kill first.
  private static func rank(_ outcome: MutationTesting.Outcome) -> Int {
    switch outcome {
    case .survived: 0
    case .undecided: 1
    case .equivalent, .equivalentWhile, .neverActs: 2
    case .notViable: 3
    case .notReached: 4
    case .killed: 5
    }
  }

  /// The score of a whole run: killed over counted, from 0 to 100; `nil` when none counts.
  public static func score(_ reports: [MutationTesting.FileReport]) -> Double? {
    let counted = reports.reduce(0) { $0 + $1.counted }
    guard counted > 0 else { return nil }
    return Double(reports.reduce(0) { $0 + $1.killed }) * 100 / Double(counted)
  }

  private static let notRunBudget = "not run within the budget"
  /// Equivalent on a condition the report names: the app's own members keep to what was seen.
  private static let conditionallyEquivalent =
    "equivalent while the app's members keep to what was seen"
  private static let notRunInterrupted = "not run (interrupted)"

  private static func summary(of report: MutationTesting.FileReport) -> String {
    var counts: [String: Int] = [:]
    for result in report.results {
      let word =
        switch result.outcome {
        case .killed: "killed"
        case .survived, .undecided: "survived"
        case .equivalent, .neverActs: "equivalent"
        case .equivalentWhile: conditionallyEquivalent
        case .notViable: "not viable"
        case .notReached: report.wasInterrupted ? notRunInterrupted : notRunBudget
        }
      counts[word, default: 0] += 1
    }
    let words = [
      "killed", "survived", "equivalent", conditionallyEquivalent, "not viable", notRunBudget,
      notRunInterrupted,
    ]
    let parts = words.compactMap { word in
      counts[word].map { "\($0) \(word)" }
    }
    let score = report.score.map { String(format: "score %.1f%%", $0) } ?? "no mutant counts"
    return "\(report.results.count) mutants: " + parts.joined(separator: ", ") + "; \(score)"
  }

  // MARK: - The mutation-testing report schema

  struct Document: Codable {
    var schemaVersion = "2"
    var thresholds = Thresholds()
    var files: [String: FileObject]
  }

  struct Thresholds: Codable {
    var high = 80
    var low = 60
  }

  struct FileObject: Codable {
    var language = "scenario"
    var source: String
    var mutants: [MutantObject]
  }

  struct MutantObject: Codable {
    var id: String
    var mutatorName: String
    var description: String
    var location: Location
    var status: String
    var statusReason: String?
    var killedBy: [String]?
  }

  struct Location: Codable {
    var start: Position
    var end: Position
  }

  struct Position: Codable {
    var line: Int
    var column: Int
  }

  /// The run as JSON in the mutation-testing report schema (version 2): each file's source,
  /// its secrets masked as every output masks them, and each mutant with its status.
  ///
  /// Killed is `Killed`, survived and undecided are `Survived`, an equivalent mutant is
  /// `Ignored` and one that cannot be built is `CompileError`, each with its reason.
  ///
  /// - Parameter reports: The files' mutation runs.
  /// - Returns: The document, ending with a newline.
  public static func json(_ reports: [MutationTesting.FileReport]) -> String {
    var files: [String: FileObject] = [:]
    for report in reports where !report.results.isEmpty {
      let source = report.file.source.lines.indices.map {
        report.file.printableLine($0 + 1) ?? ""
      }.joined(separator: "\n")
      files[report.file.source.path] = FileObject(
        source: source,
        mutants: report.results.map { object($0, interrupted: report.wasInterrupted) })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(Document(files: files)) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func object(_ result: MutationTesting.Result, interrupted: Bool) -> MutantObject {
    let mutant = result.mutant
    let start = Position(line: mutant.position.line, column: mutant.position.column)
    let end = Position(line: mutant.position.line, column: mutant.position.column + mutant.length)
    var object = MutantObject(
      id: "\(mutant.id)", mutatorName: mutant.mutationOperator.rawValue,
      description: mutant.description + (mutant.madeAt.map { " (made at \($0))" } ?? ""),
      location: Location(start: start, end: end),
      status: "Killed")
    switch result.outcome {
    case .killed(let scenario, _):
      object.killedBy = [scenario]
    case .survived(let difference, _):
      object.status = "Survived"
      object.statusReason = "told apart by: " + difference.steps.joined(separator: "; ")
    case .undecided(let visited):
      object.status = "Survived"
      object.statusReason = "not told apart within \(visited) pairs of states (bounded)"
    case .equivalent(let visited):
      object.status = "Ignored"
      object.statusReason = "equivalent: all \(visited) reachable pairs of states agree"
    case .equivalentWhile(let members, let visited):
      object.status = "Ignored"
      object.statusReason =
        "equivalent while the app's own members keep to what \(visited) pairs of states "
        + "showed: \(members.seenInWords)"
    case .neverActs(let reason):
      object.status = "Ignored"
      object.statusReason = "equivalent: it can never act: " + reason
    case .notViable(let reason):
      object.status = "CompileError"
      object.statusReason = reason
    case .notReached:
      object.status = "Pending"
      object.statusReason =
        interrupted
        ? "the run was interrupted before its turn" : "the time budget ran out before its turn"
    }
    return object
  }
}
