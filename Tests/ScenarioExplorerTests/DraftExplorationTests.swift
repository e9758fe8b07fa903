import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

@testable import ScenarioExplorer

/// Reference screen 10's mistakes, as the explorer finds them.
///
/// With seeds 1 to 3 and `--systematic`, on copies of `Scenarios/job-application.scenario` with one mistake each: a
/// Discard that resets only the jobs (through `never form dirty after tap discard`), a Save
/// draft that waits for validity, and, built in Swift, a second row that forgets its "to" rule
/// (through a `job[*]` invariant). The correct screen, declared and built in Swift, explores
/// clean; every file the explorer writes replays its violation.
@Suite("Exploring drafts")
struct DraftExplorationTests {
  static let path = scenariosFolder + "/job-application.scenario"

  static func screen10() throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The file with one line changed: the copy's mistake.
  static func copy(replacing line: String, with mistaken: String) throws -> CheckedFile {
    let text = try screen10()
    #expect(text.contains("\n" + line + "\n"), "screen 10 has '\(line)'")
    let copy = text.replacingOccurrences(of: "\n" + line + "\n", with: "\n" + mistaken + "\n")
    return CheckedFile(text: copy, path: "copy.scenario")
  }

  /// The file on the screen built in Swift, with or without a mistake.
  static func builtInSwift(_ mistake: JobApplicationScreen.Mistake?) throws -> CheckedFile {
    let catalogue = ScreenCatalogue().registering("job-application") { clock in
      JobApplicationScreen.make(clock: clock, mistake: mistake)
    }
    return CheckedFile(
      source: SourceFile(path: path, bytes: Array(try screen10().utf8)), catalogue: catalogue,
      replacingDeclaredScreenWith: "job-application")
  }

  /// The explorer finds `property` broken with seeds 1 to 3 and systematically, and each file
  /// it writes breaks it again when replayed.
  static func expectFound(
    _ property: String, in file: CheckedFile, replay: (String) -> CheckedFile
  ) throws {
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    // The file's own scenarios pass on the copy: they do not catch this mistake.
    var violations = [1, 2, 3].map {
      Explorer.explore(file, options: Explorer.Options(seed: $0)).violation
    }
    violations.append(
      Explorer.exploreSystematically(file, options: .init(states: 20_000)).violation)
    for violation in violations {
      let violation = try #require(violation)
      #expect(violation.expected == property)
      let written = replay(violation.scenarioFile)
      #expect(written.diagnostics.isEmpty, "\(written.renderedDiagnostics)")
      #expect(written.replayAll().first?.failure?.expected == property)
    }
  }

  @Test func aDiscardThatResetsOnlyTheJobsIsFound() throws {
    let file = try Self.copy(replacing: "button discard resets", with: "button discard resets job")
    try Self.expectFound("never form dirty after tap discard", in: file) {
      CheckedFile(text: $0, path: "found.scenario")
    }
  }

  @Test func aSaveDraftThatWaitsForValidityIsFound() throws {
    let manager = "manager form verifies name email role years teamSize available privacy job"
    let file = try Self.copy(
      replacing: manager + " manages submit", with: manager + " manages submit saveDraft")
    try Self.expectFound(
      "never saveDraft disabled while form dirty and saveDraft idle", in: file
    ) { CheckedFile(text: $0, path: "found.scenario") }
  }

  @Test func aSecondRowThatForgetsItsEndIsFoundThroughEveryRow() throws {
    let file = try Self.builtInSwift(.secondRowForgetsItsEnd)
    let catalogue = ScreenCatalogue().registering("job-application") { clock in
      JobApplicationScreen.make(clock: clock, mistake: .secondRowForgetsItsEnd)
    }
    try Self.expectFound(
      "never submit enabled while job[*].to empty and job[*].current off", in: file
    ) {
      // The written file declares the screen as the original does: it is replaced again.
      CheckedFile(
        source: SourceFile(path: "found.scenario", text: $0), catalogue: catalogue,
        replacingDeclaredScreenWith: "job-application")
    }
    let violation = try #require(Explorer.explore(file, options: .init(seed: 1)).violation)
    #expect(violation.actual.contains("job[2].to"))
  }

  @Test(arguments: [false, true])
  func theCorrectScreenExploresClean(builtInSwift: Bool) throws {
    let text = try Self.screen10()
    let file = builtInSwift ? try Self.builtInSwift(nil) : CheckedFile(text: text, path: Self.path)
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    #expect(file.replayAll().allSatisfy { $0.passed })
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(file, options: Explorer.Options(seed: seed))
      #expect(report.violation == nil, "seed \(seed): \(String(describing: report.violation))")
    }
    // Save points keep the space open (each commit makes new starting values): the search is
    // bounded, and says so.
    let systematic = Explorer.exploreSystematically(file, options: .init(states: 3000))
    #expect(systematic.violation == nil)
    #expect(systematic.isBounded)
    // The first pass, from the start alone, stopped at its bounds before the scenarios' depth:
    // the report counts it too.
    #expect(systematic.replayReason == nil, "\(systematic.replayReason ?? "")")
    #expect(systematic.earlierPasses.map(\.states) == [3000])
    #expect(systematic.statesInAllPasses == 6000)
  }
}
