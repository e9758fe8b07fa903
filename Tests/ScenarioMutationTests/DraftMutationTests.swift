import ControlModel
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ScenarioMutation
import Testing
import ValidationManager

/// Version 2.1's mistakes: a button that no longer commits, an `enabled when` condition dropped
/// or negated; a "Discard changes" that no longer resets; and configuration that can never act,
/// counted as equivalent.
@Suite("Mutating save points, discards and enabled when")
struct DraftMutationTests {
  private static let draft = """
    today 2026-11-28
    field name
      required
    switch privacy
    button save busy 1s commits
      enabled when form dirty and privacy on
    manager form verifies name privacy manages
    scenario "a save commits, and waits for a change"
      expect save disabled
      type name "Ann"
      expect save disabled
      toggle privacy
      expect save enabled
      tap save
      wait 1s
      expect form pristine
      expect save disabled
    """

  @Test func commitsAndEachEnabledWhenConditionAreMutatedAndKilled() {
    let report = MutationTesting.run(CheckedFile(text: Self.draft, path: "draft.scenario"))
    let planted = report.results.filter {
      [.droppedCommits, .droppedEnabledWhen, .negatedEnabledWhen]
        .contains($0.mutant.mutationOperator)
    }
    #expect(
      planted.map(\.mutant.description) == [
        "button 'save' no longer commits",
        "'save' is enabled without its condition 'privacy on'",
        "'save' is enabled while 'privacy off' instead of 'privacy on'",
        "'save' is enabled without its condition 'form dirty'",
        "'save' is enabled while 'form pristine' instead of 'form dirty'",
      ])
    for result in planted {
      guard case .killed = result.outcome else {
        Issue.record("\(result.mutant.description): \(result.outcome)")
        continue
      }
    }
  }

  @Test func aBuiltScreensCommitsAndConditionsAreMutatedToo() {
    let catalogue = ScreenCatalogue().registering("draft") { clock in
      let screen = Screen(clock: clock)
      let name = screen.makeTextField("name")
      name.validate([.required()])
      let save = screen.makeButton("save", busy: .seconds(1))
      save.commitsOnSuccess = true
      save.enable(when: [.dirty("form")])
      let form = screen.makeManager("form")
      try? form.verify(name)
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "draft"
        scenario "a save commits"
          type name "Ann"
          expect save enabled
          tap save
          wait 1s
          expect save disabled
        """, path: "built.scenario", catalogue: catalogue)
    let report = MutationTesting.run(file)
    let planted = report.results.filter {
      [.droppedCommits, .droppedEnabledWhen, .negatedEnabledWhen]
        .contains($0.mutant.mutationOperator)
    }
    #expect(planted.count == 3)
    #expect(planted.allSatisfy { if case .killed = $0.outcome { true } else { false } })
  }

  @Test func aFocusInvalidThatCanNeverActIsEquivalentNotSurvived() throws {
    let report = MutationTesting.run(
      CheckedFile(
        text: """
          field name
            required
          button go submits name focus-invalid
          manager form verifies name manages go
          scenario "s"
            type name "a"
            expect go enabled
          """, path: "focus.scenario"))
    let dropped = try #require(
      report.results.first { $0.mutant.mutationOperator == .droppedFocusInvalid })
    guard case .neverActs(let reason) = dropped.outcome else {
      Issue.record("\(dropped.outcome)")
      return
    }
    #expect(reason.hasPrefix("every field 'go' submits is verified by a manager"))
    #expect(
      !report.results.contains {
        $0.mutant.mutationOperator == .droppedFocusInvalid && report.counted == report.results.count
      })
  }

  /// Submits that open nothing (fields opening their errors by their own policy) on a button
  /// whose managers verify them are equivalent when dropped; an `on-submit` field is not.
  @Test(arguments: ["on-blur", "on-submit"])
  func droppedSubmitsThatOpenNothingAreEquivalent(policy: String) throws {
    let report = MutationTesting.run(
      CheckedFile(
        text: """
          field name errors \(policy)
            required
          button go submits name busy 1s
          manager form verifies name manages go
          scenario "s"
            type name "a"
            tap go
            clear name
            expect name invalid
          """, path: "submits.scenario"))
    let dropped = try #require(
      report.results.first { $0.mutant.mutationOperator == .droppedSubmits })
    if policy == "on-submit" {
      if case .neverActs = dropped.outcome { Issue.record("an on-submit field's display opens") }
      return
    }
    guard case .neverActs(let reason) = dropped.outcome else {
      Issue.record("\(dropped.outcome)")
      return
    }
    #expect(reason.hasPrefix("every field 'go' submits opens its errors by its own policy"))
  }

  /// A manager that no longer verifies a stepper changes only the manager's dirtiness (the
  /// stepper cannot be invalid): the search between the two screens tells them apart by it,
  /// and writes the two lines that kill the mutant.
  @Test func theSearchBetweenScreensComparesDirtiness() throws {
    let original = CheckedFile(
      text: """
        field name
        stepper years to 40
        button save
        manager form verifies name years manages save
        scenario "s"
          type name "Ann"
        """, path: "years.scenario")
    let mutant = CheckedFile(
      text: """
        field name
        stepper years to 40
        button save
        manager form verifies name manages save
        scenario "s"
          type name "Ann"
        """, path: "years.scenario")
    try #require(original.diagnostics.isEmpty && mutant.diagnostics.isEmpty)
    let report = Explorer.difference(between: original, and: mutant, focus: ["form", "years"])
    let difference = try #require(report.difference)
    #expect(difference.steps.count == 1 && difference.steps[0].hasPrefix("increment years"))
    #expect(difference.expectations.contains("expect form dirty"), "\(difference.expectations)")
  }

  /// A "Discard changes" that no longer resets: killed by a scenario that discards, and told
  /// apart, with a verified scenario, where the file's scenarios never tap it.
  @Test(arguments: [true, false])
  func aDiscardThatNoLongerResetsIsKilledOrToldApart(scenarioDiscards: Bool) throws {
    let discarding = scenarioDiscards ? "\n    tap discard\n    expect name text \"\"" : ""
    let report = MutationTesting.run(
      CheckedFile(
        text: """
          field name
            required
          button discard resets form
          manager form verifies name manages
          scenario "s"
            type name "Ann"\(discarding)
          """, path: "discard.scenario"))
    let dropped = report.results.filter { $0.mutant.mutationOperator == .droppedResets }
    #expect(dropped.map(\.mutant.description) == ["button 'discard' no longer resets"])
    #expect(
      dropped.map(\.mutant.check) == [
        "button 'discard' puts what 'form' holds back to its starting values"
      ])
    let outcome = try #require(dropped.first?.outcome)
    switch (scenarioDiscards, outcome) {
    case (true, .killed): break
    case (false, .survived(_, let scenario)):
      #expect(scenario.isVerified)
      #expect(scenario.printable.contains("  tap discard\n"), "\(scenario.printable)")
    default: Issue.record("\(outcome)")
    }
  }

  @Test func aBuiltScreensDiscardIsMutatedToo() throws {
    let catalogue = ScreenCatalogue().registering("discard") { clock in
      let screen = Screen(clock: clock)
      screen.makeTextField("name").validate([.required()])
      screen.makeButton("discard").resetTarget = screen
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "discard"
        scenario "a discard puts the name back"
          type name "Ann"
          tap discard
          expect name text ""
        """, path: "built.scenario", catalogue: catalogue)
    let report = MutationTesting.run(file)
    let dropped = try #require(
      report.results.first { $0.mutant.mutationOperator == .droppedResets })
    #expect(dropped.mutant.description == "button 'discard' no longer resets")
    guard case .killed = dropped.outcome else {
      Issue.record("\(dropped.outcome)")
      return
    }
  }
}
