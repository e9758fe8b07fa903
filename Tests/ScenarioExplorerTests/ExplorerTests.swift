import ControlModel
import Foundation
import ScenarioCommand
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

@Suite("Explorer")
struct ExplorerTests {
  @Test func waitsAreWrittenAsTheFormatWritesDurations() {
    #expect(Move(action: .wait(.seconds(2))).line == "wait 2s")
    #expect(Move(action: .wait(.milliseconds(1_500))).line == "wait 1500ms")
    #expect(Move(action: .wait(.milliseconds(300))).line == "wait 300ms")
  }

  private let planted = CheckedFile(
    text: """
      field email
        required
        email
      switch terms
        must-be-on
      button register
      manager form verifies email manages register
      never register enabled while terms off
      scenario "happy path"
        type email "ann@example.com"
        toggle terms
        expect register enabled
      """, path: "planted.scenario")

  @Test(arguments: [1, 2, 3, 42] as [UInt64])
  func findsThePlantedBugAndShrinksItToAtMostSixSteps(seed: UInt64) throws {
    let report = Explorer.explore(
      planted, options: Explorer.Options(runs: 200, steps: 40, seed: seed))
    let violation = try #require(report.violation)
    #expect(violation.expected == "never register enabled while terms off")
    #expect(violation.steps.count <= 6)
    #expect(violation.steps.count <= violation.foundAfter)
    let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
    #expect(written.diagnostics.isEmpty)
    let result = try #require(written.replayAll().first)
    #expect(result.failure?.expected == "never register enabled while terms off")
    #expect(result.failure?.position.line == result.scenario.steps.last?.position.line)
  }

  @Test func theSameSeedExploresTheSameSequences() {
    let options = Explorer.Options(runs: 50, steps: 20, seed: 9)
    let first = Explorer.explore(planted, options: options)
    let second = Explorer.explore(planted, options: options)
    #expect(first.violation?.steps == second.violation?.steps)
    #expect(first.stepsTried == second.stepsTried)
  }

  @Test func aCorrectFileExploresCleanAndReportsCoverage() throws {
    let file = CheckedFile.load(path: scenariosFolder + "/registration.scenario")
    let report = Explorer.explore(file, options: Explorer.Options(runs: 40, steps: 30, seed: 5))
    #expect(report.violation == nil)
    // Forty runs of thirty random steps, some after a start along one of the file's scenarios:
    // every step is counted, by its kind too.
    #expect(report.stepsTried >= 1_200)
    #expect(report.stepKinds.values.reduce(0, +) == report.stepsTried)
    #expect(
      Set(report.stepKinds.keys).isSuperset(of: [
        "type", "paste", "backspace", "cursor", "focus", "blur", "tab", "tap", "wait", "clear",
      ]))
    #expect(
      report.controls.isSuperset(of: ["email", "password", "phone", "register", "requestCode"]))
    #expect(report.failingRules.contains("phone min-length"))
  }

  /// A field's rules of one keyword (a pattern for each country) are counted each on its own.
  @Test func theCoverageCountsEachRuleOfAKeywordOnItsOwn() throws {
    let file = try checkedWithoutErrors(
      """
      picker country options "US" "CA"
      field postcode
        required
        pattern "[0-9]{5}" "Five digits." when country is "US"
        pattern "[A-Z][0-9][A-Z]" "Like K1A." when country is "CA"
      scenario "s"
        expect postcode invalid
      """)
    let report = Explorer.explore(file, options: Explorer.Options(runs: 20, steps: 20, seed: 1))
    #expect(
      report.failingRules.isSuperset(of: [
        "postcode required", "postcode pattern 1", "postcode pattern 2",
      ]))
    #expect(!report.failingRules.contains("postcode pattern"))
  }

  @Test func stateKeysAreEqualExactlyWhenTheirWordsAre() {
    var random = SplitMix64(seed: 3)
    var arrays: [[Int32]] = [[], [0], [0, 0], [1, 0], [0, 1], [-1], [Int32.min, Int32.max]]
    for _ in 0..<2_000 {
      arrays.append(
        (0..<Int(random.next() % 6)).map { _ in Int32(truncatingIfNeeded: random.next() % 5) - 2 })
    }
    let keys = Set(arrays.map(StateKey.init))
    #expect(keys.count == Set(arrays).count)
    for array in arrays.prefix(50) {
      #expect(StateKey(array) == StateKey(array))
      #expect(StateKey(array).hashValue == StateKey(array).hashValue)
      #expect(StateKey(array) != StateKey(array + [0]))
    }
  }

  @Test func theStateKeyTellsStatesApartByExactlyTheAspectsItKeys() throws {
    let file = CheckedFile(
      text: """
        field email limit 10
        min-length 3 "Short."
        field code
        button go busy 1s
        manager m verifies email manages go
        scenario "s"
          blur
        """, path: "t.scenario")
    let space = try #require(StateSpace(file: file))
    let names = ["email", "code", "go", "m"]
    let moves: [Move] = [
      Move(action: .focus(Move.reference("email"))), Move.type("email", "ab"),
      Move(action: .cursor(Move.reference("email"), .start)), Move.type("email", "x"),
      Move(action: .focus(Move.reference("code"))), Move.type("email", "abcdefghijk"),
      Move.tap("go"), Move(action: .blur), Move.clear("email"),
    ]
    var keyedSeen = Set<ControlReading.Aspect>()
    var unkeyedSeen = Set<ControlReading.Aspect>()
    for move in moves {
      let before = (space.fingerprint(), names.compactMap(space.instance.reading(of:)))
      #expect(space.apply(move) == nil)
      let after = names.compactMap(space.instance.reading(of:))
      let differing = Set(
        zip(before.1, after).flatMap { old, new in
          old.aspects.filter { old.differs(from: new, in: $0) }
        })
      let keyed = differing.filter(StateSpace.keys)
      keyedSeen.formUnion(keyed)
      unkeyedSeen.formUnion(differing.subtracting(keyed))
      #expect(
        (space.fingerprint() != before.0) == !keyed.isEmpty,
        "after \(move.line): \(differing) differ, of which the key holds \(keyed)")
    }
    #expect(keyedSeen.isSuperset(of: [.value, .validity, .enablement, .busy]))
    #expect(unkeyedSeen.isSuperset(of: [.cursor, .focus, .refusals, .taps]))
  }

  @Test func aViolationOfTheStartingStateIsWrittenAsAFileThatReplaysIt() throws {
    let file = CheckedFile(
      text: "field a\n  required\nbutton go\nnever go enabled while a invalid\n"
        + "scenario \"s\"\n  tab\n", path: "start.scenario")
    let report = Explorer.explore(file, options: Explorer.Options(runs: 3, steps: 5, seed: 1))
    let violation = try #require(report.violation)
    #expect(violation.steps.isEmpty)
    #expect(violation.scenarioFile.contains("  wait 0s\n"))
    let written = CheckedFile(text: violation.scenarioFile, path: "explored.scenario")
    #expect(written.isValid, "\(written.renderedDiagnostics)")
    let results = written.replayAll()
    #expect(results.count == 1)
    #expect(results.first?.failure?.expected == "never go enabled while a invalid")
  }

  @Test func noLikelyBugRestsOnAMemberValidOnlyWhileDisabled() throws {
    // b can never pass its rules; it counts as valid for its managers only while the gate
    // disables it, and then go is disabled too.
    let file = CheckedFile(
      text: """
        field a
          required
        field b limit 2
          required
          min-length 5
        switch s
          must-be-on
        button go
        manager gate verifies s manages b go
        manager form verifies a b manages go
        scenario "s"
          tab
        """, path: "disabled.scenario")
    let random = Explorer.explore(file, options: Explorer.Options(runs: 20, steps: 20))
    #expect(random.violation == nil)
    #expect(random.deadControls.isEmpty, "\(random.deadControls)")
    #expect(
      random.unreached.map(\.description) == [
        "go was never enabled: b never valid in the states reached"
      ])
    let systematic = Explorer.exploreSystematically(file, options: .init(depth: 6, states: 5_000))
    #expect(systematic.deadControls.isEmpty)
    #expect(systematic.neverValid == ["b"])
  }

  /// A blur is what makes the last field touched.
  ///
  /// The edits move the focus from field to field, never away from the last: on a screen of
  /// one field only a blur makes it touched. The search tries one, and never says "all clear"
  /// of a state that only leaving the field reaches.
  @Test func aSystematicSearchEndsTheLastFieldsEditing() throws {
    let file = CheckedFile(
      text: """
        field nickname
          max-length 20
        never nickname touched
        scenario "s"
          expect nickname untouched
        """, path: "one.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let report = Explorer.exploreSystematically(file, options: .init(depth: 8, states: 1_000))
    let violation = try #require(report.violation)
    #expect(violation.expected == "never nickname touched")
    #expect(violation.actual == "nickname is touched")
    #expect(violation.steps == [#"paste nickname "a""#, "blur"])
  }

  @Test func aSystematicSearchBoundedShortOfTheScenariosStartsAgainFromTheirStates() throws {
    // The manager forgets f13: go opens with f13 empty once the twelve others are filled,
    // twelve steps deep, beyond 5,000 states from the empty screen; the scenario goes there.
    let names = (1...13).map { "f\($0)" }
    let text =
      names.map { "field \($0)\n  required\n" }.joined() + "button go\n"
      + "manager form verifies \(names.dropLast().joined(separator: " ")) manages go\n"
      + "never go enabled while f13 invalid\n"
      + "scenario \"all filled\"\n" + names.map { "  type \($0) \"a\"\n" }.joined()
      + "  expect go enabled\n"
    let file = CheckedFile(text: text, path: "large.scenario")
    var seen: [Explorer.SystematicProgress] = []
    let report = Explorer.exploreSystematically(
      file, options: Explorer.SystematicOptions(depth: 64, states: 5_000)
    ) { seen.append($0) }
    #expect(report.scenarioStates > 0)
    #expect(seen.map(\.states).starts(with: [1_000, 2_000, 3_000, 4_000, 5_000]))
    #expect(seen.allSatisfy { $0.bound == 5_000 && !$0.replays })
    let line = RunnerCommand.progressLine(
      "large.scenario",
      Explorer.SystematicProgress(
        states: 3_000, bound: 5_000, depth: 4, replays: true, elapsed: .seconds(14)))
    #expect(line == "large.scenario: 3000 of at most 5000 states, depth 4, 14 s, replaying paths")
    let violation = try #require(report.violation)
    #expect(violation.expected == "never go enabled while f13 invalid")
    let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
    #expect(written.replayAll().first?.failure?.expected == "never go enabled while f13 invalid")
  }

  @Test func anEngineInvariantThatBreaksIsReported() throws {
    let file = CheckedFile(text: "button go\nscenario \"s\"\n  tap go\n", path: "t.scenario")
    let space = try #require(StateSpace(file: file))
    guard let button = space.instance["go"]?.button else {
      Issue.record("the screen has no button 'go'")
      return
    }
    // A gate that is open, attached as if it were closed: the button's count of closed gates
    // no longer follows its gates, which the model's own invariants catch.
    let stranger = OpenGate()
    button.attachGate(stranger, isOpen: false)
    let found = try #require(space.modelViolation())
    #expect(found.expected == "go: 0 closed gates, as its managers are")
    #expect(found.actual == "go: counts 1 closed gates")
    button.detachGate(stranger, wasOpen: false)
    #expect(space.modelViolation() == nil)
  }

  @Test func anInvariantBrokenAroundWhatAnActionChangedIsFound() throws {
    let file = CheckedFile(
      text: "field a\nbutton go\nscenario \"s\"\n  tap go\n", path: "t.scenario")
    let space = try #require(StateSpace(file: file))
    guard let button = space.instance["go"]?.button else {
      Issue.record("the screen has no button 'go'")
      return
    }
    #expect(space.modelViolation() == nil)
    // From a state checked whole, an action, and a change that breaks the button's count of
    // closed gates: the check around what changed finds it.
    space.forgetChanges()
    #expect(space.apply(.tap("go")) == nil)
    let stranger = OpenGate()
    button.attachGate(stranger, isOpen: false)
    let found = try #require(space.modelViolationAroundChanges())
    #expect(found.expected == "go: 0 closed gates, as its managers are")
    #expect(found.actual == "go: counts 1 closed gates")
    button.detachGate(stranger, wasOpen: false)
    #expect(space.modelViolationAroundChanges() == nil)
    // Nothing changed since the last check: nothing to find.
    #expect(space.modelViolationAroundChanges() == nil)
  }

  @Test func theCommandLineTakesTheExplorersOptions() throws {
    let command = try RunnerCommand(arguments: [
      "--explore", "a.scenario", "--runs", "5", "--steps=7", "--seed", "11", "--out", "x.scenario",
    ])
    var exploration = RunnerCommand.Exploration(
      paths: ["a.scenario"], search: .random(RunnerCommand.RandomRuns(runs: 5, steps: 7, seed: 11)))
    exploration.output = "x.scenario"
    #expect(command.mode == .explore(exploration))
    #expect(
      try RunnerCommand(arguments: ["--explore", "x"])
        == RunnerCommand(arguments: ["--explore", "x"]),
      "no seed is picked while parsing: two parses of one command line are equal")
    #expect(throws: RunnerCommand.UsageError.notAWholeNumber(option: "--runs", found: "many")) {
      try RunnerCommand(arguments: ["--explore", "a.scenario", "--runs", "many"])
    }
  }
}

/// A gate that is always open.
private final class OpenGate: Gate {
  var isOpen: Bool { true }
  var unknownNames: [String] { [] }
}
