import Foundation
import ScenarioEngine
import ScenarioFormat

/// The modes that read files: the replay and its reports, `--list` and `--check`.
extension RunnerCommand {
  /// `--list`: the files read, and the scenarios' titles printed; nothing replayed.
  func runList(
    _ selection: Selection, catalogue: ScreenCatalogue, map: RunReport.FileMapper,
    console: Console
  ) -> ExitStatus {
    read(
      selection, listings: [], stamp: nil, lists: true, catalogue: catalogue, map: map,
      console: console)
  }

  /// `--check`: the files read and checked, nothing replayed; with `--stamp`, nothing printed
  /// when all is well and the stamp written.
  func runCheck(
    _ check: Check, catalogue: ScreenCatalogue, map: RunReport.FileMapper,
    console: Console
  ) -> ExitStatus {
    read(
      check.selection, listings: check.listings, stamp: check.stamp, lists: false,
      catalogue: catalogue, map: map, console: console)
  }

  /// The files read and checked, nothing replayed: their titles, or what the check found.
  private func read(
    _ selection: Selection, listings: [String], stamp: String?, lists: Bool,
    catalogue: ScreenCatalogue, map: RunReport.FileMapper, console: Console
  ) -> ExitStatus {
    guard
      let catalogue = withListings(
        catalogue, paths: selection.paths, listings: listings, console: console)
    else { return .invalidInput }
    let report = RunReport.run(
      paths: selection.paths, filter: selection.filter, replay: false, map: map,
      catalogue: catalogue, today: selection.today)
    // A build's check says nothing when all is well.
    if stamp == nil || report.exitStatus == .invalidInput {
      console.write(
        lists ? HumanReport.list(report, filter: selection.filter) : HumanReport.check(report))
    }
    guard report.exitStatus != .invalidInput else { return .invalidInput }
    if let stamp, !writeFile(Self.stampText.utf8, to: stamp, console: console) {
      return .invalidInput
    }
    return .success
  }

  /// The main job: the files replayed (a shard of them, if asked), and each report written.
  func runReplay(
    _ replay: Replay, colour: Bool, map: RunReport.FileMapper, catalogue: ScreenCatalogue,
    console: Console
  ) -> ExitStatus {
    let (paths, filter) = (replay.selection.paths, replay.selection.filter)
    let needsSnapshots = replay.trace || replay.outputs.contains { $0.format == .html }
    var selection: Set<String>?
    if let shard = replay.shard {
      let all = RunReport.run(
        paths: paths, filter: filter, replay: false, map: map, catalogue: catalogue,
        today: replay.selection.today)
      let ids = all.files.flatMap { $0.file.scenarios.map(\.id) }.sorted()
      selection = Set(ids.indices.filter(shard.contains).map { ids[$0] })
    }
    let report = RunReport.run(
      paths: paths, filter: filter, recordingSnapshots: needsSnapshots, map: map,
      catalogue: catalogue, selection: selection, today: replay.selection.today)
    if let filter, replay.shard == nil, report.files.allSatisfy({ $0.results.isEmpty }),
      report.files.contains(where: \.file.isValid)
    {
      console.fail(Self.unmatchedFilter(filter, in: report).line)
      return .usage
    }
    var status = report.exitStatus
    for output in replay.outputs {
      let text: String
      switch output.format {
      case .human:
        text = HumanReport.render(
          report,
          style: HumanReport.Style(trace: replay.trace, colour: colour && output.path == nil))
      case .tap: text = TAPReport.render(report)
      case .junit: text = JUnitReport.render(report)
      case .json: text = JSONReport.render(report)
      case .html: text = HTMLReport.render(report)
      case .github: text = GitHubReport.render(report)
      }
      guard let path = output.path else {
        console.write(text)
        continue
      }
      if !writeFile(text.utf8, to: path, console: console) { status = .invalidInput }
    }
    return status
  }

  /// The refusal of a filter that matches no title, with the nearest titles: ranked by how
  /// nearly the filter appears in each, as a filter matches a part of one; then shorter first.
  private static func unmatchedFilter(_ filter: String, in report: RunReport) -> Refusal {
    let wanted = filter.lowercased()
    let ranked = report.files.flatMap { $0.file.scenarios.map(\.title) }.map {
      (title: $0, distance: $0.lowercased().substringDistance(to: wanted))
    }
    let nearest = ranked.sorted {
      ($0.distance, $0.title.count, $0.title) < ($1.distance, $1.title.count, $1.title)
    }.prefix(3).map(\.title)
    return .unmatchedFilter(filter, nearest: Array(nearest))
  }
}
