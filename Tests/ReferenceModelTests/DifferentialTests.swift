import Foundation
import ReferenceModel
import ScenarioEngine
import ScenarioFormat
import Testing

/// Replays generated files with the engine and with the reference, and compares every step.
struct ReferenceModelDifferentialTests {
  /// Generated files, replayed by both sides; the last line printed says whether they agree.
  @Test func referenceModelAgreesWithTheEngine() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["REFERENCE_SEED"].flatMap { UInt64($0) } ?? 20_261_127
    let count = environment["REFERENCE_COUNT"].flatMap { Int($0) } ?? 600
    var generator = Generator(seed: seed)
    generator.startsGroupsAtFrom = Comparison.skipped.contains { $0.aspect == "group-start" }
    generator.avoidsResetAfterRemoval = Comparison.skipped.contains { $0.aspect == "reset-rows" }
    generator.avoidsShownWhenWithConditions = Comparison.skipped.contains {
      $0.aspect == "transient-focus"
    }
    generator.avoidsCanonicalSet = Comparison.skipped.contains { $0.aspect == "canonical-set" }
    generator.avoidsSameValueLoad = Comparison.skipped.contains {
      $0.aspect == "same-value-load"
    }
    generator.avoidsDirtyRulesWithRemote = Comparison.skipped.contains {
      $0.aspect == "dirty-rule-recheck"
    }
    generator.avoidsRowDatesOutOfBounds = Comparison.skipped.contains {
      $0.aspect == "row-date-bounds"
    }
    generator.avoidsImmediateCommitOfRows = Comparison.skipped.contains {
      $0.aspect == "commit-rows-at-tap"
    }
    generator.avoidsRowsChangedInFlight = Comparison.skipped.contains {
      $0.aspect == "commit-rows-in-flight"
    }
    let imitated = Set(Comparison.skipped.compactMap { EngineDefect(rawValue: $0.aspect) })
    var replay = Replay()
    var agreed = 0
    var rejected = 0
    for index in 0..<count {
      let file = generator.makeFile(index: index)
      let written = Writer.write(file)
      let path = "generated-\(seed)-\(index).scenario"
      if let folder = environment["REFERENCE_DUMP"] {
        // Every generated file, to read what the generator writes.
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try written.text.write(to: url, atomically: true, encoding: .utf8)
      }
      let checked = CheckedFile(text: written.text, path: path)
      guard checked.isValid else {
        rejected += 1
        if environment["REFERENCE_VERBOSE"] != nil {
          // The file's text may hold a secure field's text: only the diagnostics are printed.
          print("rejected \(path): " + checked.renderedDiagnostics.joined(separator: "\n"))
        }
        continue
      }
      for (number, scenario) in file.scenarios.enumerated() {
        guard let engineScenario = checked.scenarios.first(where: { $0.title == scenario.title })
        else { continue }
        let result = checked.replay(engineScenario, recordingSnapshots: true)
        let reference = ReferenceRun(
          screen: file.screen, scenario: scenario, background: file.background,
          imitating: imitated)
        if let report = replay.firstDisagreement(
          result, reference, steps: file.background + scenario.steps,
          lines: written.backgroundLines + written.stepLines[number],
          scenarioLine: (written.stepLines[number].first ?? 0) - 1)
        {
          let url = FileManager.default.temporaryDirectory.appendingPathComponent(path)
          try written.text.write(to: url, atomically: true, encoding: .utf8)
          print("rejected by the checker: \(rejected) of \(index + 1) files")
          print("disagreement in \(url.path), scenario \"\(scenario.title)\", \(report)")
          Issue.record("the engine and the reference disagree: \(report)")
          return
        }
        agreed += 1
      }
    }
    print(
      "rejected by the checker: \(rejected) of \(count) files; \(replay.comparedSteps) steps "
        + "compared, \(replay.comparedReadings) readings")
    print("reference model: \(agreed) scenarios agree (seed \(seed))")
  }
}
