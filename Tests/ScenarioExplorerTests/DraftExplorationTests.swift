import ControlModel
import Foundation
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

/// Reference screen 10's mistakes, as the explorer finds them: a Save draft that waits for
/// validity, and a second row that forgets its "to" rule (through a `job[*]` invariant); the
/// correct screens explore clean.
@Suite("Exploring drafts")
struct DraftExplorationTests {
  /// A draft whose Save draft keeps it on the device: it commits at its tap, so it is never
  /// busy, and is enabled whenever something changed.
  static let draft = """
    today 2026-11-28
    field name
      required
    group job from 1 to 3
      field employer
        required
    end
    button addJob adds job
    button saveDraft commits
      enabled when form dirty
    manager form verifies name job manages
    never saveDraft disabled while form dirty
    never saveDraft enabled while form pristine
    background
      load name "Ann"
    scenario "s"
      clear name
      expect saveDraft enabled
    """

  static let waitsForValidity = draft.replacingOccurrences(
    of:
      "button saveDraft commits\n  enabled when form dirty\nmanager form verifies name job manages",
    with: "button saveDraft commits\nmanager form verifies name job manages saveDraft needs-change")

  @Test func aSaveDraftThatWaitsForValidityIsFound() throws {
    #expect(Self.waitsForValidity != Self.draft)
    let file = CheckedFile(text: Self.waitsForValidity, path: "waits.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let property = "never saveDraft disabled while form dirty"
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(file, options: Explorer.Options(seed: seed))
      let violation = try #require(report.violation, "seed \(seed)")
      #expect(violation.expected == property)
      let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
      #expect(written.replayAll().first?.failure?.expected == property)
    }
    let systematic = Explorer.exploreSystematically(file, options: .init())
    #expect(systematic.violation?.expected == property)
  }

  @Test func theCorrectDraftExploresClean() throws {
    let file = CheckedFile(text: Self.draft, path: "draft.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    #expect(file.replayAll().allSatisfy { $0.passed })
    for seed in [1, 2, 3] as [UInt64] {
      #expect(Explorer.explore(file, options: Explorer.Options(seed: seed)).violation == nil)
    }
    // Save points keep the space open (each commit makes new starting values): the search is
    // bounded, and says so.
    let systematic = Explorer.exploreSystematically(file, options: .init(states: 5000))
    #expect(systematic.violation == nil)
    #expect(systematic.isBounded && systematic.statesVisited == 5000)
  }

  /// Jobs whose "to" is required while "current" is off, built in Swift; `forgetsRow2` leaves
  /// the rule out of the second row.
  static func jobs(forgetsRow2: Bool) -> ScreenCatalogue {
    ScreenCatalogue().registering("jobs") { clock in
      let screen = Screen(title: "Jobs", clock: clock)
      let jobs = try? screen.makeRowGroup("job", rows: 1...3) { row in
        let to = row.makeDatePicker("to")
        if !(forgetsRow2 && row.index == 1) {
          to.validate([.required("Enter when the job ended.").when(.off("current"))])
        }
        row.makeSwitch("current")
      }
      let submit = screen.makeButton("submit")
      let add = screen.makeButton("addJob")
      let form = screen.makeManager("form")
      if let jobs {
        jobs.attachAddButton(add)
        try? form.verify(jobs)
      }
      try? form.manage(submit)
      return screen
    }
  }

  static let jobsFile = """
    screen from "jobs"
    never submit enabled while job[*].to empty and job[*].current off
    scenario "s"
      expect submit disabled
    """

  @Test func aSecondRowThatForgetsItsRuleIsFoundThroughEveryRow() throws {
    let file = CheckedFile(
      text: Self.jobsFile, path: "jobs.scenario", catalogue: Self.jobs(forgetsRow2: true))
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let property = "never submit enabled while job[*].to empty and job[*].current off"
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(file, options: Explorer.Options(seed: seed))
      let violation = try #require(report.violation, "seed \(seed)")
      #expect(violation.expected == property)
    }
    let systematic = Explorer.exploreSystematically(file, options: .init())
    let violation = try #require(systematic.violation)
    #expect(violation.expected == property)
    #expect(violation.actual.contains("job[2].to"))
  }

  @Test func everyRowKeepingItsRuleExploresClean() throws {
    let file = CheckedFile(
      text: Self.jobsFile, path: "jobs.scenario", catalogue: Self.jobs(forgetsRow2: false))
    for seed in [1, 2, 3] as [UInt64] {
      #expect(Explorer.explore(file, options: Explorer.Options(seed: seed)).violation == nil)
    }
    #expect(Explorer.exploreSystematically(file, options: .init(states: 5000)).violation == nil)
  }
}
