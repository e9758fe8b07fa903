import ControlModel
import Foundation
import ScenarioCommand
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ScenarioMutation
import Testing
import ValidationManager

@testable import ScenarioCommand

/// Mutation testing of declared screens: the mistakes planted, what kills them, the scenario
/// written for each survivor, equivalence, the reports and the runner's gate.
@Suite("Mutation testing")
struct MutationTests {
  private static let wired = """
    screen "Code"
    field code allow digit limit 6 normalize removing-whitespace errors on-blur debounce 100ms
      required "Enter the code."
      min-length 6 "Six digits."
    field note errors on-change
    switch terms
      must-be-on "Accept the terms."
    button send submits code busy 1s
    manager form verifies code terms manages send
    manager other verifies terms manages

    scenario "a full code is valid"
      type code "123456"
      wait 100ms
      expect code valid
    """

  /// A secure PIN that enables a button.
  static let pin = """
    field pin secure
      min-length 4 "Four digits."
    button go
    manager form verifies pin manages go
    scenario "a PIN opens go"
      type pin "2468"
      expect go enabled
    """

  /// Bounds wide enough for the wired screen's equivalent mutants to be proven so.
  private static let bounds = Explorer.SystematicOptions(depth: 64, states: 20_000)

  /// The wired screen's run, shared: its equivalence checks visit thousands of pairs.
  private static let wiredReport = MutationTesting.run(
    CheckedFile(text: wired, path: "code.scenario"), bounds: bounds)

  private func run(_ text: String) -> MutationTesting.FileReport {
    text == Self.wired
      ? Self.wiredReport
      : MutationTesting.run(CheckedFile(text: text, path: "code.scenario"), bounds: Self.bounds)
  }

  @Test func everyOperatorPlantsItsMistakeAtItsPlace() throws {
    let report = run(Self.wired)
    let planted = Set(report.results.map(\.mutant.mutationOperator))
    // Conditions, version 2's controls and groups are planted in their own suites: the wired
    // screen has none.
    #expect(
      planted
        == Set(MutationOperator.allCases).subtracting([
          .changedDelay, .droppedCondition, .negatedCondition, .fewerOptions, .droppedShownWhen,
          .fixedReference, .shiftedGroupBound, .droppedRowChange, .droppedNeedsChange,
          .droppedFocusInvalid, .changedStartingValue, .droppedCommits, .droppedResets,
          .droppedEnabledWhen, .negatedEnabledWhen,
        ]))
    let descriptions = report.results.map(\.mutant.description)
    for expected in [
      "manager 'form' no longer verifies 'code'", "manager 'form' no longer manages 'send'",
      "'send' is managed by 'other' instead of 'form'", "field 'code' loses its rule required",
      "field 'code': min-length 6 becomes 5", "field 'code': min-length 6 becomes 7",
      "switch 'terms' loses its rule must-be-on", "button 'send' no longer submits its fields",
      "button 'send' is never busy", "field 'code' loses its debounce",
      "field 'code' loses its allow filter", "field 'code' loses its limit",
      "field 'code' loses its normalize",
      "field 'code' shows its errors on-change instead of on-blur",
    ] {
      #expect(descriptions.contains(expected), "\(expected)")
    }
    let forgotten = try #require(
      report.results.first { $0.mutant.description == "manager 'form' no longer verifies 'code'" })
    #expect(forgotten.mutant.position.line == 9)
    #expect(forgotten.mutant.position.column == 23)
    #expect(report.results.map(\.mutant.id) == Array(1...report.results.count))
  }

  @Test func aRemoteCheckThatAnswersLaterIsToldApartByAWait() throws {
    let report = run(
      """
      field handle
        remote taken "admin" after 300ms "That handle is taken."
      button save
      manager form verifies handle manages save
      scenario "a free handle saves"
        type handle "ann"
        wait 300ms
        expect save enabled
      """)
    let slower = try #require(
      report.results.first { $0.mutant.mutationOperator == .changedDelay })
    #expect(
      slower.mutant.description
        == "field 'handle': remote answers after 0.6 seconds, not 0.3 seconds")
    guard case .killed = slower.outcome else {
      Issue.record("the scenario's wait tells a slower answer apart, found \(slower.outcome)")
      return
    }
  }

  @Test func aMutantAScenarioFailsOnIsKilledByIt() throws {
    let report = run(Self.wired)
    let dropped = try #require(
      report.results.first { $0.mutant.description == "field 'code': min-length 6 becomes 7" })
    guard case .killed(let scenario, let position) = dropped.outcome else {
      Issue.record("expected killed, found \(dropped.outcome)")
      return
    }
    #expect(scenario == "code.scenario::a full code is valid")
    #expect(position.line == 15)
  }

  @Test func mutantsNoSequenceTellsApartAreEquivalent() throws {
    let report = run(Self.wired)
    // A field without rules shows no error under any policy; a button that only a valid code
    // enables submits a code whose errors show on blur, which submitting does not change.
    let equivalent = report.results.filter {
      $0.mutant.description.hasPrefix("field 'note' shows its errors")
        || $0.mutant.description == "button 'send' no longer submits its fields"
    }
    #expect(equivalent.count == 3)
    for result in equivalent {
      // Dropped submits that open nothing are equivalent by construction, with no search.
      if result.mutant.mutationOperator == .droppedSubmits {
        guard case .neverActs = result.outcome else {
          Issue.record("expected equivalent by construction, found \(result.outcome)")
          continue
        }
        continue
      }
      guard case .equivalent(let visited) = result.outcome else {
        Issue.record("expected equivalent, found \(result.outcome)")
        continue
      }
      #expect(visited > 1)
    }
    #expect(report.counted == report.results.count - 3, "equivalent mutants do not count")
  }

  @Test func aThinSuiteScoresLowAndItsWrittenScenariosKillEverySurvivor() throws {
    let report = run(Self.wired)
    let score = try #require(report.score)
    #expect(score < 50)
    let survivors = report.results.filter {
      if case .survived = $0.outcome { true } else { false }
    }
    #expect(!survivors.isEmpty)
    for survivor in survivors {
      guard case .survived(_, let scenario) = survivor.outcome else { continue }
      #expect(scenario.isVerified, "\(survivor.mutant.description)")
    }
    let strengthened = try #require(MutationTesting.fileWithKillingScenarios(report))
    let again = run(strengthened)
    #expect(CheckedFile(text: strengthened, path: "code.scenario").isValid)
    #expect(again.killed == again.counted, "every counted mutant is killed")
    #expect(again.score == 100)
  }

  @Test func aSuiteThatFailsOnTheOriginalIsNotMutated() throws {
    let failing = Self.wired.replacingOccurrences(of: "  wait 100ms\n", with: "")
    let report = run(failing)
    #expect(report.results.isEmpty)
    #expect(report.failingScenario?.scenario.title == "a full code is valid")
    #expect(
      MutationReport.human([report]).hasPrefix(
        "code.scenario: not mutated: scenario \"a full code is valid\" fails on the original "
          + "screen; make the suite pass first"))
  }

  @Test func theJSONReportHasTheSchemasRequiredFields() throws {
    let reports = [
      run(Self.wired), MutationTesting.run(CheckedFile(text: Self.pin, path: "pin.scenario")),
    ]
    let json = MutationReport.json(reports)
    #expect(!json.contains("2468"), "a secure field's text is masked in the source")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? String == "2")
    let thresholds = try #require(object["thresholds"] as? [String: Int])
    #expect(thresholds["high"] != nil && thresholds["low"] != nil)
    let files = try #require(object["files"] as? [String: [String: Any]])
    #expect(Set(files.keys) == ["code.scenario", "pin.scenario"])
    let statuses: Set<String> = [
      "Killed", "Survived", "NoCoverage", "CompileError", "RuntimeError", "Timeout", "Ignored",
      "Pending",
    ]
    for (_, file) in files {
      #expect(file["language"] as? String == "scenario")
      #expect(file["source"] is String)
      let mutants = try #require(file["mutants"] as? [[String: Any]])
      #expect(!mutants.isEmpty)
      for mutant in mutants {
        #expect(mutant["id"] is String)
        #expect(mutant["mutatorName"] is String)
        #expect(statuses.contains(mutant["status"] as? String ?? ""))
        let location = try #require(mutant["location"] as? [String: [String: Int]])
        #expect((location["start"]?["line"] ?? 0) >= 1)
        #expect((location["end"]?["column"] ?? 0) > (location["start"]?["column"] ?? 0))
      }
    }
  }

  @Test func aRunSaysHowItGoesAndStopsAtItsBudget() throws {
    let file = CheckedFile(text: Self.pin, path: "pin.scenario")
    var seen: [MutationTesting.Progress] = []
    let report = MutationTesting.run(file, bounds: Self.bounds) { seen.append($0) }
    #expect(seen.count == report.results.count)
    #expect(seen.map(\.done) == Array(1...report.results.count))
    let last = try #require(seen.last)
    #expect(last.total == report.results.count)
    #expect(last.killed == report.killed)
    #expect(last.remaining == .zero)
    #expect(seen.first?.remaining.map { $0 >= .zero } == true)

    var none: [MutationTesting.Progress] = []
    let stopped = MutationTesting.run(file, bounds: Self.bounds, budget: .zero) { none.append($0) }
    #expect(none.isEmpty)
    #expect(stopped.results.count == report.results.count, "every mutant is named")
    #expect(stopped.results.allSatisfy { if case .notReached = $0.outcome { true } else { false } })
    #expect(stopped.score == nil)
    let human = MutationReport.human([stopped])
    #expect(human.contains("not run within the budget"))
    #expect(human.contains("not run    "))
    #expect(MutationReport.json([stopped]).contains("\"Pending\""))
    #expect(
      RunnerCommand.progressLine(
        "pin.scenario",
        MutationTesting.Progress(done: 3, total: 12, killed: 2, survived: 1, elapsed: .seconds(45)))
        == "pin.scenario: mutant 3 of 12 (2 killed, 1 survived), 45 s, about 2 min left")
  }

  @Test func aForgottenMemberOfALargeFormIsToldApartFromTheScenariosStates() throws {
    // Thirteen required fields: a pair of states that tells a forgotten member apart needs
    // the twelve others valid, far beyond 5,000 pairs from the empty screens; the file's own
    // scenario passes through such states.
    let names = (1...13).map { "f\($0)" }
    let text =
      names.map { "field \($0)\n  required\n" }.joined() + "button go\n"
      + "manager form verifies \(names.joined(separator: " ")) manages go\n"
      + "scenario \"all filled\"\n" + names.map { "  type \($0) \"a\"\n" }.joined()
      + "  expect go enabled\n"
    let report = MutationTesting.run(
      CheckedFile(text: text, path: "large.scenario"),
      bounds: Explorer.SystematicOptions(depth: 64, states: 5_000))
    let forgotten = report.results.filter { $0.mutant.mutationOperator == .forgottenMember }
    #expect(forgotten.count == 13)
    for result in forgotten {
      guard case .survived(_, let scenario) = result.outcome else {
        Issue.record("\(result.mutant.description): \(result.outcome)")
        continue
      }
      #expect(scenario.isVerified, "\(scenario.printable)")
    }
  }

  @Test(
    arguments: [
      "login", "ordered-checks", "registration", "rule-list", "sign-in-submit", "sign-in",
      "sign-up",
    ])
  func theGeneratedSuiteOfAReferenceScreenKillsItsMutants(_ name: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/\(name).scenario").path
    let file = CheckedFile.load(path: path)
    let suite = try #require(MutationTesting.generateSuite(for: file))
    let generated = CheckedFile(text: suite.text, path: path)
    #expect(generated.isValid, "\(generated.renderedDiagnostics)")
    #expect(generated.replayAll().allSatisfy { $0.passed }, "it passes on the screen")
    #expect(generated.scenarios.count == suite.scenarios)
    #expect(generated.scenarios.contains { $0.title.hasPrefix("checks: ") })
    let report = MutationTesting.run(generated)
    let score = try #require(report.score)
    #expect(score >= 95, "\(MutationReport.human([report]))")
    #expect(suite.killed == suite.counted)
  }

  @Test func aScreenBuiltInSwiftIsMutatedThroughTheModel() throws {
    let codeLine = #line + 3
    let catalogue = ScreenCatalogue().registering("code") { clock in
      let screen = Screen(title: "Code", clock: clock)
      let code = screen.makeTextField("code", allow: .characterClass(.digit))
      code.validate([.required("Enter the code."), .minLength(4, "Four digits.")])
      let terms = screen.makeSwitch("terms")
      terms.validate([.mustBeOn("Accept the terms.")])
      let send = screen.makeButton("send")
      let form = screen.makeManager("form")
      try? form.verify(code)
      try? form.verify(terms)
      try? form.manage(send)
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "code"
        scenario "a code and the terms send"
          type code "1234"
          toggle terms
          expect send enabled
        """,
      path: "built.scenario", catalogue: catalogue)
    #expect(file.isValid, "\(file.renderedDiagnostics.joined(separator: "\n"))")
    let report = MutationTesting.run(file)
    let descriptions = Set(report.results.map(\.mutant.description))
    #expect(descriptions.contains("manager 'form' no longer verifies 'code'"))
    #expect(descriptions.contains("manager 'form' no longer manages 'send'"))
    #expect(descriptions.contains("field 'code': min-length 4 becomes 3"))
    #expect(descriptions.contains("switch 'terms' loses its rule must-be-on"))
    // Each mutant is placed at the Swift line that made the control it changes, and at the
    // file's `screen from` line.
    let atCode = report.results.filter { $0.mutant.subjects.contains("code") }
    #expect(!atCode.isEmpty)
    for result in atCode {
      #expect(
        result.mutant.madeAt
          == SourceOrigin(fileID: "ScenarioMutationTests/MutationTests.swift", line: codeLine))
      #expect(
        result.mutant.place.hasPrefix("ScenarioMutationTests/MutationTests.swift:\(codeLine) ("))
    }
    for result in report.results {
      #expect(result.mutant.madeAt != nil, "\(result.mutant.description)")
      #expect(result.mutant.position.line == 1, "survivors point at the screen from line")
      if case .survived(_, let scenario) = result.outcome {
        #expect(scenario.isVerified, "\(result.mutant.description)")
      }
    }
    let forgotten = try #require(
      report.results.first { $0.mutant.description == "manager 'form' no longer verifies 'code'" })
    guard case .survived = forgotten.outcome else {
      Issue.record("a scenario that types a valid code cannot tell, found \(forgotten.outcome)")
      return
    }
    let strengthened = try #require(MutationTesting.fileWithKillingScenarios(report))
    let again = MutationTesting.run(
      CheckedFile(text: strengthened, path: "built.scenario", catalogue: catalogue))
    #expect(again.score == 100)
  }
}

@Suite("Mutating a screen built in Swift")
struct BuiltMoveMutationTests {
  /// A move that the app's own `manage` call would refuse (the form verifies the switch it
  /// would then manage: a cycle) is no mutant: planted, it would leave the switch unmanaged
  /// under a name that says otherwise.
  @Test func aMoveThatWouldCloseACycleIsNotPlanted() throws {
    let catalogue = ScreenCatalogue().registering("terms") { clock in
      let screen = Screen(title: "Terms", clock: clock)
      let code = screen.makeTextField("code")
      code.validate([.required("Enter the code.")])
      let terms = screen.makeSwitch("terms")
      terms.validate([.mustBeOn("Accept the terms.")])
      let send = screen.makeButton("send")
      let section = screen.makeManager("section")
      let form = screen.makeManager("form")
      try? section.verify(code)
      try? section.manage(terms)
      try? form.verify(terms)
      try? form.verify(section)
      try? form.manage(send)
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "terms"
        scenario "a code opens the terms, which send"
          type code "1"
          toggle terms
          expect send enabled
        """,
      path: "terms.scenario", catalogue: catalogue)
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let descriptions = Set(MutationTesting.run(file).results.map(\.mutant.description))
    #expect(!descriptions.contains("'terms' is managed by 'form' instead of 'section'"))
    #expect(descriptions.contains("'send' is managed by 'section' instead of 'form'"))
    #expect(descriptions.contains("manager 'section' no longer manages 'terms'"))
  }
}
