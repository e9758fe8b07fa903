import ControlModel
import Foundation
import ScenarioCommand
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

/// A gate of the app's own: valid once the button's last request succeeded.
private class Succeeded: IValidatable {
  let name: String
  let verifiers = ManagerList()
  fileprivate(set) var validity: Validity = .invalid

  init(_ name: String, after button: Button) {
    self.name = name
    button.addObserver { [weak self] event in
      guard let self, case .requestEnded(_, let answer) = event else { return }
      self.validity = answer == .valid ? .valid : .invalid
      self.verifiers.notify(self)
    }
  }

  var errors: [String] { validity == .valid ? [] : ["The card is not verified."] }
  var shownError: String? { nil }
  var isExcludedFromValidation: Bool { false }
}

/// The same gate, which lets the explorer save and restore its state.
private final class RestorableSucceeded: Succeeded, RestorableValidatable {
  func captureState() -> () -> Void {
    let validity = validity
    return { [unowned self] in self.validity = validity }
  }
}

/// A payment screen built in Swift.
///
/// A card verified by the app's service opens the payment section; a promo code is checked by another service. `forgetsCVC` plants the bug: the
/// payment form does not verify the CVC, which only shows once the card was verified.
private func paymentScreen(
  clock: VirtualClock, forgetsCVC: Bool, restorableGate: Bool = false
) -> Screen {
  let screen = Screen(title: "Payment", clock: clock)
  let card = screen.makeTextField("card", limit: 16, allow: .characterClass(.asciiDigit))
  card.validate([.required(), .minLength(16)])
  let verify = screen.makeButton("verifyCard")
  // On the virtual clock the work never runs: the explorer answers the request.
  verify.action = { {} }
  let cvc = screen.makeTextField("cvc", limit: 4, allow: .characterClass(.asciiDigit))
  cvc.validate([.required(), .minLength(3)])
  let promo = screen.makeTextField("promo")
  promo.validate([.check { _ in .valid }], debounce: .milliseconds(300))
  let pay = screen.makeButton("pay")
  let cardForm = screen.makeManager("cardForm")
  let section = screen.makeManager("section")
  let paymentForm = screen.makeManager("paymentForm")
  do {
    try cardForm.verify(card)
    try cardForm.manage(verify)
    try section.verify(
      restorableGate
        ? RestorableSucceeded("cardVerified", after: verify)
        : Succeeded("cardVerified", after: verify))
    try section.manage(cvc)
    try section.manage(pay)
    try paymentForm.verify(section)
    if !forgetsCVC { try paymentForm.verify(cvc) }
    try paymentForm.verify(promo)
    try paymentForm.manage(pay)
  } catch {
    Issue.record("the payment screen does not build: \(error)")
  }
  return screen
}

@Suite("Explorer verdicts")
struct ExplorerVerdictTests {
  private static let invariants = """
    screen from "payment"
    never pay enabled while cvc invalid
    never pay enabled while promo pending
    scenario "s"
      expect pay disabled
    """

  private func file(forgetsCVC: Bool, restorableGate: Bool = false) -> CheckedFile {
    let catalogue = ScreenCatalogue().registering("payment") { clock in
      paymentScreen(clock: clock, forgetsCVC: forgetsCVC, restorableGate: restorableGate)
    }
    return CheckedFile(text: Self.invariants, path: "payment.scenario", catalogue: catalogue)
  }

  @Test func aBugBehindTheAppsAnswerIsFoundInBothModes() throws {
    let buggy = file(forgetsCVC: true)
    try #require(buggy.isValid, "\(buggy.renderedDiagnostics)")
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(buggy, options: Explorer.Options(seed: seed))
      let violation = try #require(report.violation, "seed \(seed)")
      #expect(violation.expected == "never pay enabled while cvc invalid")
      #expect(violation.steps.contains("answer verifyCard valid"), "\(violation.steps)")
      #expect(violation.steps.count == 3, "seed \(seed): \(violation.steps)")
      let written = CheckedFile(
        text: violation.scenarioFile, path: "found.scenario",
        catalogue: ScreenCatalogue().registering("payment") { clock in
          paymentScreen(clock: clock, forgetsCVC: true)
        })
      #expect(written.replayAll().first?.failure?.expected == violation.expected)
    }
    let systematic = Explorer.exploreSystematically(buggy, options: .init())
    let violation = try #require(systematic.violation)
    #expect(
      violation.steps == [
        "paste card \"1111111111111111\"", "tap verifyCard", "answer verifyCard valid",
      ])
    // The app's gate keeps its own state: states are replayed, and the report says why.
    #expect(systematic.replayReason?.contains("the app's own type") == true)
  }

  @Test func aGateThatCapturesItsStateIsRestoredNotReplayed() throws {
    let buggy = Explorer.exploreSystematically(
      file(forgetsCVC: true, restorableGate: true), options: .init())
    #expect(buggy.replayReason == nil)
    #expect(buggy.violation?.steps.last == "answer verifyCard valid")
    let correct = Explorer.exploreSystematically(
      file(forgetsCVC: false, restorableGate: true), options: .init())
    let replayed = Explorer.exploreSystematically(file(forgetsCVC: false), options: .init())
    #expect(correct.replayReason == nil)
    #expect(correct.violation == nil)
    #expect(!correct.isBounded)
    #expect(correct.statesVisited == replayed.statesVisited, "the same states either way")
  }

  @Test func theCorrectScreenIsCleanAndEveryControlIsReached() throws {
    let correct = file(forgetsCVC: false)
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(correct, options: Explorer.Options(seed: seed))
      #expect(report.violation == nil, "seed \(seed): \(report.violation?.steps ?? [])")
      #expect(report.deadControls.isEmpty, "\(report.deadControls)")
      #expect(report.unreached.isEmpty, "\(report.unreached)")
      #expect(report.controlsEnabledAndDisabled.contains("pay"))
    }
    let systematic = Explorer.exploreSystematically(correct, options: .init())
    #expect(systematic.violation == nil)
    #expect(!systematic.isBounded)
    #expect(systematic.deadControls.isEmpty)
  }

  /// Each member valid in some state, never all at once: no state shows the control disabled
  /// with everything valid, so no "likely bug"; both modes name it not reached, with why.
  @Test func membersNeverValidAtOnceGiveNoVerdict() throws {
    let file = CheckedFile(
      text: """
        switch terms
          must-be-on
        field code limit 5
          required when terms on
          min-length 10 when terms on
        button save
        manager form verifies terms code manages save
        scenario "s"
          expect save disabled
        """, path: "apart.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let expected = "save was never enabled: terms, code each valid in some state, never all at once"
    for seed in [1, 2] as [UInt64] {
      let random = Explorer.explore(file, options: Explorer.Options(runs: 30, seed: seed))
      #expect(random.deadControls.isEmpty, "\(random.deadControls)")
      #expect(random.unreached.map(\.description).sorted() == [expected])
    }
    let systematic = Explorer.exploreSystematically(file, options: .init())
    #expect(!systematic.isBounded)
    #expect(systematic.deadControls.isEmpty)
    #expect(systematic.unreached.map(\.description) == [expected])
  }

  /// A control disabled in a state where every member its managers verify is valid is a likely
  /// bug, explained as the model explains it in that state.
  @Test func aControlDisabledWhileEveryMemberIsValidIsALikelyBug() throws {
    let file = CheckedFile(
      text: """
        field code
          required
        field pin allow digit
          required
          contains letter
        switch mode
        button save
          enabled when mode on
        manager form verifies code manages save
        manager locked verifies pin manages mode
        scenario "s"
          expect save disabled
        """, path: "dead.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let random = Explorer.explore(file, options: Explorer.Options(runs: 30, seed: 1))
    #expect(random.deadControls.map(\.name) == ["save"], "\(random.unreached)")
    #expect(random.deadControls.first?.explanation.contains("mode") == true)
  }

  /// Dates with no bound, no starting day and no fixed day in their rules get days around
  /// today and a spread, never only none: the rows can be made valid, and Submit is reached.
  @Test func datesThatNothingDatesGetDaysAroundToday() throws {
    let file = CheckedFile(
      text: """
        today 2026-11-28
        group job from 1 to 2 rows 1
          date from
            required
          date to
            required
            on-or-after from
        end
        button submit
        manager form verifies job manages submit
        scenario "s"
          expect submit disabled
        """, path: "undated.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let random = Explorer.explore(file, options: Explorer.Options(runs: 40, seed: 1))
    #expect(random.unreached.isEmpty, "\(random.unreached)")
    #expect(random.controlsEnabledAndDisabled.contains("submit"))
    let systematic = Explorer.exploreSystematically(file, options: .init(states: 20_000))
    #expect(systematic.unreached.isEmpty, "\(systematic.unreached)")
    #expect(systematic.valuesTried.contains { $0.hasPrefix("job[N].from: none, 2016-11-30") })
  }

  @Test func aFieldWithoutAnyValidTextIsNamedAndGetsNoVerdict() throws {
    let file = CheckedFile(
      text: """
        field code allow digit
          required
          contains letter
        button save
        manager form verifies code manages save
        scenario "s"
          expect save disabled
        """, path: "none.scenario")
    let random = Explorer.explore(file, options: Explorer.Options(runs: 20, seed: 1))
    #expect(random.deadControls.isEmpty)
    #expect(
      random.unreached.map(\.description) == [
        "save was never enabled: code never valid in the states reached"
      ])
    #expect(
      random.inputs.first?.unsatisfiable == "it takes no letter character, which a rule asks for")
    let systematic = Explorer.exploreSystematically(file, options: .init())
    #expect(!systematic.isBounded)
    #expect(systematic.deadControls.isEmpty)
    #expect(systematic.neverValid == ["code"])
  }

  @Test func lengthsBeyondWhatAPersonTypesAreNamedNotTyped() {
    let file = CheckedFile(
      text: """
        field a
          required
          min-length 1000000000
        field b
          max-length 1000000000
        field c
          pattern "x{90000}"
        button go
        manager m verifies a b c manages go
        scenario "s"
          tab
        """, path: "huge.scenario")
    let random = Explorer.explore(file, options: Explorer.Options(runs: 5, steps: 10, seed: 1))
    #expect(
      random.inputs.first?.unsatisfiable
        == "it needs 1000000000 characters, more than the explorer types (1000)")
    #expect(
      random.unreached.map(\.description) == [
        "go was never enabled: a never valid in the states reached"
      ])
    let systematic = Explorer.exploreSystematically(file, options: .init())
    #expect(!systematic.isBounded)
    #expect(systematic.neverValid == ["a"])
    #expect(systematic.inputs.map(\.texts).allSatisfy { $0.allSatisfy { $0.count < 100 } })
  }

  @Test func textsComeFromWhatTheFieldTakes() throws {
    let screen = Screen()
    let phone = screen.makeTextField(
      "phone", limit: 12, allow: .characterClass(.digit), normalizer: .removingWhitespace)
    phone.validate([.required(), .minLength(10)])
    let valid = try #require(RuleInputs.valid(for: phone) { _ in nil }.first)
    #expect(valid == "1111111111")
    #expect(phone.textAfterPasting(valid) == valid)
    for miss in RuleInputs.nearMisses(for: phone, compared: { _ in nil }) {
      #expect(phone.textAfterPasting(miss) == miss, "the field takes \(miss)")
    }
    let code = screen.makeTextField("code", allow: .characters(Set("ABC123")))
    code.validate([.required(), try .pattern("[A-C]{2}[1-3]{3}")])
    #expect(RuleInputs.valid(for: code) { _ in nil } == ["AA111"])
    #expect(phone.textAfterPasting("12 34") == "1234")
    #expect(phone.textAfterPasting("12a") == nil)
  }

  @Test func theSystematicSearchExhaustsAndSaysWhatItTried() throws {
    let file = CheckedFile(
      text: """
        field email
          required
          email
        field password secure
          required
          min-length 8
        switch terms
          must-be-on
        button register busy 500ms
        manager form verifies email password terms manages register
        never register enabled while terms off
        scenario "s"
          expect register disabled
        """, path: "exhaust.scenario")
    let report = Explorer.exploreSystematically(file, options: .init())
    #expect(report.violation == nil)
    #expect(!report.isBounded)
    #expect(
      report.inputs.map(\.description) == [
        "email: \"\", \"a@b.co\", \"a@b\"", "password: \"\", \"••••••••\", \"•••••••\"",
      ])
    let bounded = Explorer.exploreSystematically(file, options: .init(depth: 2))
    #expect(bounded.isBounded)
    // The pass from the start alone stops at depth 2; the search then starts again from the
    // states along directed random runs too (whose hostile texts the search does not try).
    let fromTheStart = bounded.earlierPasses.first?.states ?? bounded.statesVisited
    #expect(fromTheStart < report.statesVisited)
    #expect(bounded.directedStates > 0)
  }

  @Test func theRunnerSaysWhatTheSearchCoveredAndNoMore() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("explorer-verdicts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func run(_ text: String, _ options: [String]) throws -> [String] {
      let path = folder.appendingPathComponent("f.scenario").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      var output = ""
      let command = try RunnerCommand(arguments: ["--explore", path, "--systematic"] + options)
      _ = command.run { output += $0 }
      return output.split(separator: "\n").map(String.init)
    }
    let form = """
      field email
        required
        email
      field code allow digit
        required
        contains letter
      button go
      manager form verifies email code manages go
      scenario "s"
        expect go disabled
      """
    let whole = try run(form, [])
    #expect(whole.first?.hasSuffix("systematically: 6 states and 12 actions to depth 3") == true)
    #expect(whole.contains("texts tried:"))
    #expect(whole.contains("  email: \"\", \"a@b.co\", \"a@b\""))
    #expect(
      whole.contains {
        $0.hasPrefix("  code: \"\", \"1\" (no valid text: it takes no letter character")
      })
    #expect(
      whole.last
        == "all 6 reachable states hold every invariant; code was never valid, so no state "
        + "where it is valid was checked; go was never enabled, so no state behind it was checked")
    #expect(!whole.contains { $0.hasPrefix("likely bug") }, "no verdict rests on code")
    let bounded = try run(form, ["--depth", "1"])
    #expect(
      bounded.last
        == "no violation in the 4 states within the bounds (--depth 1, --states 250000); "
        + "raise them to search further")
  }

  @Test func exploringInSharesCoversTheRunsOnce() {
    let file = CheckedFile.load(path: scenariosFolder + "/registration.scenario")
    let whole = Explorer.explore(file, options: Explorer.Options(runs: 12, steps: 10, seed: 3))
    var steps = 0
    var runs = 0
    for index in 1...3 {
      let share = Explorer.explore(
        file,
        options: Explorer.Options(
          runs: 12, steps: 10, seed: 3, shard: Explorer.Shard(index: index, count: 3)))
      steps += share.stepsTried
      runs += share.runs
    }
    #expect(runs == whole.runs)
    #expect(steps == whole.stepsTried)
    #expect(Explorer.Shard(index: 4, count: 3) == nil)
  }
}

@Suite("Interleavings")
struct InterleavingTests {
  /// Trying edits of independent fields in one order only leaves out actions, never states.
  ///
  /// On every reference screen, the eight-field checkout, a form with a nested section and
  /// switches, and one whose rules read other controls, the search with sleep sets visits
  /// exactly the states of the search without. Checking each new state's model invariants
  /// around what its action changed gives the verdict of checking the whole screen.
  @Test(arguments: [
    "login", "ordered-checks", "registration", "rule-list", "sign-in", "sign-in-submit",
    "sign-up", "eight-field-checkout", "sections", "conditions", "address", "chains",
  ])
  func theReductionVisitsTheSameStates(name: String) throws {
    let file: CheckedFile
    switch name {
    case "conditions":
      // Rules that read other controls: neither side's edits commute with the other's.
      file = CheckedFile(
        text: """
          field email
            required when phone empty
            email
          field phone allow digit
            required when email empty
            min-length 3 when international on
          switch international
          field note
            required
          switch consent
            must-be-on when phone filled
          button go
          manager form verifies email phone consent note manages go
          scenario "s"
            tab
          """, path: "conditions.scenario")
    case "chains":
      // Controls coupled through what reads them: x is read by z, which a manager verifies
      // that manages y; a picker shows y; a stepper and a date that nothing reads, and a switch
      // that a condition reads. Only the pairs that nothing ties together may commute.
      file = CheckedFile(
        text: """
          field x
          field z
            required when x empty
          picker p options "A" "B"
            required
          field y
            shown when p is "A"
            required
          stepper n from 0 to 3 step 2
            at-least 2 when extra on
          switch extra
          date d from 2024-02-28 to 2024-03-01
            required
          button go
          manager m verifies z manages y
          manager form verifies x z y p n d manages go
          scenario "s"
            tab
          """, path: "chains.scenario")
    case "eight-field-checkout":
      file = CheckedFile(text: PlantedBugTests.eightFieldCheckout, path: "c.scenario")
    case "sections":
      file = CheckedFile(
        text: """
          field a
            required
          field b allow digit
            min-length 2
          switch extra
          field c
            required
          field d
            max-length 2
          switch terms
            must-be-on
          button go
          manager section verifies extra manages c
          manager inner verifies c d manages
          manager form verifies a b inner terms manages go
          scenario "s"
            tab
          """, path: "sections.scenario")
    default:
      file = CheckedFile.load(path: scenariosFolder + "/\(name).scenario")
    }
    try #require(file.isValid)
    var plain = Explorer.SystematicOptions()
    plain.reducesInterleavings = false
    let reduced = Explorer.exploreSystematically(file, options: .init())
    let unreduced = Explorer.exploreSystematically(file, options: plain)
    #expect(!reduced.isBounded && !unreduced.isBounded)
    #expect(reduced.statesVisited == unreduced.statesVisited, "\(name)")
    #expect(reduced.transitions <= unreduced.transitions, "\(name)")
    #expect(reduced.violation == nil && unreduced.violation == nil)
    var whole = Explorer.SystematicOptions()
    whole.checksWholeScreen = true
    let checkedWhole = Explorer.exploreSystematically(file, options: whole)
    #expect(checkedWhole.statesVisited == reduced.statesVisited, "\(name)")
    #expect(checkedWhole.transitions == reduced.transitions, "\(name)")
    #expect(checkedWhole.violation == nil && !checkedWhole.isBounded)
  }

  @Test func editsOfCoupledControlsAreNeverPutToSleep() throws {
    let file = CheckedFile(
      text: """
        field a
          required
        field b
          required
        field c
        manager first verifies a manages b
        manager second verifies b manages c
        scenario "s"
          tab
        """, path: "chain.scenario")
    let space = try #require(StateSpace(file: file))
    // a enables b, which enables c: each pair is coupled, through the chain too.
    space.instance.screen.field(named: "a")?.paste("x")
    space.instance.screen.field(named: "b")?.paste("y")
    let keys = space.keyedActions().compactMap(\.key)
    let a = try #require(keys.first { $0.control == 0 })
    let b = try #require(keys.first { $0.control == 1 })
    let c = try #require(keys.first { $0.control == 2 })
    #expect(!space.independent(a, b))
    #expect(!space.independent(a, c), "a reaches c through b")
    #expect(!space.independent(b, c))
  }
}

@Suite("Checkpoints")
struct CheckpointTests {
  /// A restored state behaves as the same state replayed on a fresh screen: for random paths
  /// on every reference screen, a checkpoint taken midway, other steps taken, the checkpoint
  /// restored and a continuation applied give what the path and the continuation give on a
  /// fresh screen.
  static let screens = [
    "address", "login", "ordered-checks", "registration", "rule-list", "sign-in",
    "sign-in-submit", "sign-up",
  ]

  @Test(arguments: screens)
  func aRestoredScreenBehavesAsTheOriginal(name: String) throws {
    let file = CheckedFile.load(path: scenariosFolder + "/\(name).scenario")
    var session = Explorer.Session(file: file, random: SplitMix64(seed: 7))
    let space = try #require(session.space)
    #expect(space.restores)
    for run in 0..<20 {
      session.random = SplitMix64(run: run, of: 7)
      let (path, _) = session.randomRun(steps: 12)
      let (detour, _) = session.randomRun(steps: 8)
      let (continuation, _) = session.randomRun(steps: 8)
      // Replayed: the path, then the continuation.
      _ = space.replay(path + continuation)
      let expected = ScreenSnapshot(space.instance)
      let expectedPrint = space.fingerprint()
      // Restored: the path, a checkpoint, a detour, back, then the continuation.
      _ = space.replay(path)
      let checkpoint = try #require(space.checkpoint())
      let atCheckpoint = ScreenSnapshot(space.instance)
      for move in detour { _ = space.apply(move) }
      space.instance.screen.restore(checkpoint)
      #expect(ScreenSnapshot(space.instance) == atCheckpoint, "\(name), run \(run)")
      for move in continuation { _ = space.apply(move) }
      #expect(ScreenSnapshot(space.instance) == expected, "\(name), run \(run)")
      #expect(space.fingerprint() == expectedPrint, "\(name), run \(run)")
      #expect(space.modelViolation() == nil)
    }
  }

  /// Checkpoints restored in any order, again and again, each put back their own state.
  ///
  /// A checkpoint skips the parts that did not change since it was taken or last put back, and
  /// puts back every part that did. Checked on every reference screen, state by state, and
  /// against the same path replayed on a screen built anew; a checkpoint is sometimes taken
  /// twice with no step between, which shares the saved parts.
  @Test(arguments: screens)
  func checkpointsRestoredInAnyOrderPutBackTheirOwnState(name: String) throws {
    let file = CheckedFile.load(path: scenariosFolder + "/\(name).scenario")
    var session = Explorer.Session(file: file, random: SplitMix64(seed: 11))
    let space = try #require(session.space)
    for run in 0..<12 {
      session.random = SplitMix64(run: run, of: 11)
      let (moves, _) = session.randomRun(steps: 40)
      space.reset()
      var choices = SplitMix64(run: run, of: 23)
      var path: [Move] = []
      var saved: [(checkpoint: ScreenCheckpoint, path: [Move], state: ObservedState)] = []
      var next = 0
      while next < moves.count {
        switch choices.next() % 4 {
        case 0:
          let checkpoint = try #require(space.checkpoint())
          saved.append((checkpoint, path, ObservedState(space)))
        case 1 where !saved.isEmpty:
          let pick = saved[Int(choices.next() % UInt64(saved.count))]
          space.instance.screen.restore(pick.checkpoint)
          #expect(ObservedState(space) == pick.state, "\(name), run \(run)")
          path = pick.path
        default:
          _ = space.apply(moves[next])
          path.append(moves[next])
          next += 1
        }
      }
      let fresh = space.onNewScreen { () -> ObservedState in
        _ = space.initialViolation()
        for move in path { _ = space.apply(move) }
        return ObservedState(space)
      }
      #expect(ObservedState(space) == fresh, "\(name), run \(run)")
      #expect(space.modelViolation() == nil)
    }
  }

  /// What a test compares of a screen: every reading, the fingerprint, the refusals, the
  /// requests in flight and the clock's next work.
  struct ObservedState: Equatable {
    let snapshot: ScreenSnapshot
    let fingerprint: [Int32]
    let refusals: [Int]
    let requests: [Int]
    let nextWork: Duration?

    init(_ space: StateSpace) {
      let screen = space.instance.screen
      snapshot = ScreenSnapshot(space.instance)
      fingerprint = space.fingerprint()
      refusals = screen.fields.map(\.refusalCount)
      requests = screen.outstandingRequests.map(\.id)
      nextWork = space.instance.clock.nextDueTime
    }
  }

  @Test func requestsAndTimeComeBackWithTheCheckpoint() throws {
    let clock = VirtualClock()
    let screen = Screen(clock: clock)
    let code = screen.makeTextField("code")
    code.validate(
      [.remote(taken: ["used"], after: .milliseconds(500))], debounce: .milliseconds(200))
    code.type("used")
    clock.advance(by: .milliseconds(200))
    #expect(code.validity == .pending)
    let checkpoint = try #require(screen.checkpoint())
    let request = try #require(screen.outstandingRequests.first)
    clock.advance(by: .milliseconds(500))
    #expect(code.validity == .invalid)
    #expect(screen.outstandingRequests.isEmpty)
    screen.restore(checkpoint)
    #expect(code.validity == .pending)
    #expect(screen.outstandingRequests.map(\.id) == [request.id])
    #expect(clock.now == .milliseconds(200))
    #expect(request.answer(.valid))
    #expect(code.validity == .valid)
    screen.restore(checkpoint)
    clock.advance(by: .milliseconds(500))
    #expect(code.validity == .invalid, "the scheduled answer fires again after a restore")
  }
}

@Suite("Secrets in the explorer's output")
struct ExplorerSecretTests {
  @Test func noSecureTextReachesAnyOutput() throws {
    let secret = "kangaroo"
    let text = """
      field user
        required
      field pw secure
        required
        min-length 8
      button go
      manager form verifies pw manages go
      never go enabled while user invalid
      scenario "rows <pw>"
        type pw "<pw>"
        expect go <state>
        examples
          | pw       | state    |
          | \(secret) | enabled  |
      """
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("explorer-secrets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("secret.scenario").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var output = ""
    for arguments in [
      ["--explore", path, "--seed", "1"], ["--explore", path, "--systematic"],
      ["--explore", path, "--seed", "2", "--runs", "3"], ["--list", path], [path],
      ["--format", "json", path], ["--format", "junit", path], ["--format", "tap", path],
      ["--format", "html", path],
      ["--trace", path],
    ] {
      let out = folder.appendingPathComponent("found.scenario").path
      let command = try RunnerCommand(
        arguments: arguments
          + ["--out", out].filter { _ in
            arguments.first == "--explore"
          })
      _ = command.run(catalogue: ScreenCatalogue()) { output += $0 }
    }
    #expect(output.contains("explored"))
    #expect(output.contains("rows ••••••••"))
    #expect(!output.contains(secret))
    // The explorer's own texts for the secure field are masked on the console too.
    let systematic = Explorer.exploreSystematically(
      CheckedFile(text: text, path: "secret.scenario"), options: .init())
    for line in systematic.violation?.steps ?? [] where line.contains(" pw ") {
      #expect(line.contains("•"), "\(line)")
    }
  }
}

/// A create-account screen as a new user writes it.
///
/// A debounced availability check, an email,
/// a password and its confirmation, a phone with a normaliser, a code field opened by a gate of
/// the user's own once "send code" succeeded, terms. `bug` leaves one member out of the form.
private func createAccount(clock: VirtualClock, bug: String?, restorableGate: Bool) -> Screen {
  let screen = Screen(title: "Create account", clock: clock)
  let username = screen.makeTextField("username")
  username.validate(
    [.required(), .minLength(3), .check { _ in .valid }], debounce: .milliseconds(300))
  let email = screen.makeTextField("email")
  email.validate([.required(), .email()])
  let password = screen.makeTextField("password", isSecure: true)
  password.validate([.required(), .minLength(8), .contains(.digit)])
  let confirm = screen.makeTextField("confirm", isSecure: true)
  confirm.validate([.required(), .equals("password")])
  let phone = screen.makeTextField(
    "phone", limit: 12, allow: .characterClass(.digit), normalizer: .removingWhitespace)
  phone.validate([.required(), .minLength(10)])
  let sendCode = screen.makeButton("sendCode")
  // On the virtual clock the work never runs: the explorer answers the request.
  sendCode.action = { {} }
  let code = screen.makeTextField("code", limit: 6, allow: .characterClass(.asciiDigit))
  code.validate([.required(), .minLength(6)])
  let terms = screen.makeSwitch("terms")
  terms.validate([.mustBeOn()])
  let create = screen.makeButton("createAccount")
  let sms = screen.makeManager("sms")
  let codeSection = screen.makeManager("codeSection")
  let form = screen.makeManager("form")
  do {
    try sms.verify(phone)
    try sms.manage(sendCode)
    try codeSection.verify(
      restorableGate
        ? RestorableSucceeded("codeSent", after: sendCode) : Succeeded("codeSent", after: sendCode))
    try codeSection.manage(code)
    for member in [username, email, password, confirm, code] where member.name != bug {
      try form.verify(member)
    }
    if bug != "terms" { try form.verify(terms) }
    try form.verify(codeSection)
    try form.manage(create)
  } catch {
    Issue.record("the create-account screen does not build: \(error)")
  }
  return screen
}

@Suite("A new user's create-account screen")
struct CreateAccountExplorationTests {
  private static let text = """
    screen from "create-account"
    never createAccount enabled while password invalid
    never createAccount enabled while code invalid
    never createAccount enabled while terms off
    never createAccount enabled while username pending
    scenario "nothing typed"
      expect createAccount disabled
    """

  private func file(bug: String?, restorableGate: Bool = false) -> CheckedFile {
    CheckedFile(
      text: Self.text, path: "create.scenario",
      catalogue: ScreenCatalogue().registering("create-account") { clock in
        createAccount(clock: clock, bug: bug, restorableGate: restorableGate)
      })
  }

  @Test(arguments: [
    ("password", "never createAccount enabled while password invalid", 11),
    ("code", "never createAccount enabled while code invalid", 10),
    ("terms", "never createAccount enabled while terms off", 10),
  ])
  func eachForgottenMemberIsFoundAndShrunk(bug: String, property: String, shortest: Int) throws {
    let buggy = file(bug: bug)
    for seed in [1, 2, 3] as [UInt64] {
      let violation = try #require(
        Explorer.explore(buggy, options: Explorer.Options(seed: seed)).violation,
        "\(bug), seed \(seed)")
      #expect(violation.expected == property)
      #expect(violation.steps.count == shortest, "\(bug), seed \(seed): \(violation.steps)")
      #expect(violation.steps.contains("answer sendCode valid"))
    }
    let systematic = Explorer.exploreSystematically(
      file(bug: bug, restorableGate: true), options: .init())
    #expect(systematic.violation?.expected == property)
    #expect(systematic.violation?.steps.count == shortest)
  }

  @Test func theCorrectScreenIsCleanWithNoLikelyBug() {
    let correct = file(bug: nil)
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(correct, options: Explorer.Options(seed: seed))
      #expect(report.violation == nil, "seed \(seed): \(report.violation?.steps ?? [])")
      #expect(report.deadControls.isEmpty, "seed \(seed): \(report.deadControls)")
      #expect(report.unreached.isEmpty, "seed \(seed): \(report.unreached)")
    }
    let systematic = Explorer.exploreSystematically(
      file(bug: nil, restorableGate: true), options: .init())
    #expect(systematic.violation == nil)
    #expect(!systematic.isBounded)
    #expect(systematic.deadControls.isEmpty)
    #expect(systematic.neverValid.isEmpty)
  }
}
