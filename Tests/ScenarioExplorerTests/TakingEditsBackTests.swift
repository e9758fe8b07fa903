import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// A member of the app's own, which the explorer cannot save: valid once the app has counted
/// `needed` edits of a field, in a count of its own.
private final class EditCount: IValidatable {
  let name = "tries"
  let verifiers = ManagerList()
  private(set) var validity: Validity = .invalid
  var errors: [String] { validity == .valid ? [] : ["Not yet."] }
  var shownError: String? { nil }
  var isExcludedFromValidation: Bool { false }

  /// Counts the field's edits; `shared` counts across every screen built, as an app's global
  /// would.
  init(of field: TextField, needed: Int, shared: Counter? = nil) {
    let counter = shared ?? Counter()
    field.addObserver { [weak self] event in
      guard let self, case .textChanged = event else { return }
      counter.value += 1
      let new: Validity = counter.value == needed ? .valid : .invalid
      guard new != validity else { return }
      validity = new
      verifiers.notify(self)
    }
  }
}

private final class Counter: @unchecked Sendable {
  var value = 0
}

/// A screen whose manager verifies `a` and the app's count of `a`'s edits, and manages `go`.
private func countingScreen(clock: VirtualClock, needed: Int, shared: Counter? = nil) -> Screen {
  let screen = Screen(title: "Counting", clock: clock)
  let field = screen.makeTextField("a")
  field.validate([.required()])
  _ = screen.makeSwitch("s")
  let form = screen.makeManager("form")
  try? form.verify(field)
  try? form.verify(EditCount(of: field, needed: needed, shared: shared))
  try? form.manage(screen.makeButton("go"))
  return screen
}

private let invariants = """
  screen from "counting"
  never go enabled while s off
  scenario "go waits for a"
    expect go disabled
  """

private func file(needed: Int, shared: Counter? = nil) -> CheckedFile {
  let catalogue = ScreenCatalogue().registering("counting") { clock in
    countingScreen(clock: clock, needed: needed, shared: shared)
  }
  return CheckedFile(text: invariants, path: "counting.scenario", catalogue: catalogue)
}

@Suite("Taking edits back when states are replayed")
struct TakingEditsBackTests {
  @Test func anEditTakenBackLeadsToTheStateItLeftAndKeepsTheSession() throws {
    let space = try #require(StateSpace(file: file(needed: 99)))
    #expect(!space.restores, "the app's count cannot be saved")
    space.reset()
    let home = space.fingerprint()
    let edit = Move.set("a", to: "x", from: "")
    let undo = try #require(space.undo(of: edit))
    for move in edit { #expect(space.apply(move) == nil) }
    #expect(space.fingerprint() != home)
    guard case .home = space.takeBack(undo, home: home) else {
      Issue.record("setting a back to its empty text leads back")
      return
    }
    #expect(space.history.map(\.line) == ["paste a \"x\"", "clear a"])
    let flip = [Move.toggle("s")]
    let back = try #require(space.undo(of: flip))
    #expect(space.apply(flip[0]) == nil)
    guard case .home = space.takeBack(back, home: home) else {
      Issue.record("flipping s back leads back")
      return
    }
    #expect(space.undo(of: [Move.tap("go")]) == nil, "a tap is not taken back")
  }

  @Test func takingEditsBackVisitsTheSameStatesAsReplayingEveryPath() {
    // Two edits never reach the count of three: no session of the search makes the gate
    // valid, so both ways of reaching states meet the same ones.
    let report = Explorer.exploreSystematically(file(needed: 1_000), options: .init())
    #expect(report.replayReason != nil)
    #expect(report.violation == nil)
    #expect(!report.isBounded)
    #expect(report.statesVisited == 4, "a empty or not, s on or off")
  }

  @Test func aViolationMetAlongASessionIsReportedAsThatSessionAndReplays() throws {
    // The third edit of `a` makes the app's count valid: only a session that takes an edit
    // back and makes it again gets there, and that session is the counterexample.
    let found = file(needed: 3)
    let report = Explorer.exploreSystematically(found, options: .init())
    let violation = try #require(report.violation)
    #expect(violation.expected == "never go enabled while s off")
    #expect(violation.steps.count == 3, "\(violation.steps)")
    let written = CheckedFile(
      text: violation.scenarioFile, path: "found.scenario",
      catalogue: ScreenCatalogue().registering("counting") { clock in
        countingScreen(clock: clock, needed: 3)
      })
    #expect(written.replayAll().first?.failure?.expected == violation.expected)
  }

  @Test func aViolationThatABuiltScreenDoesNotMeetAgainGivesNoVerdict() {
    // The count is shared by every screen built: only the first screen's third edit makes it
    // valid, and no replay on a screen built anew meets that again.
    let report = Explorer.exploreSystematically(
      file(needed: 3, shared: Counter()), options: .init())
    #expect(report.violation == nil)
    #expect(report.unreproduced?.contains("did not happen again") == true)
    #expect(report.deadControls.isEmpty, "no verdict of any kind")
  }
}

@Suite("Conditions and the explorer")
struct ConditionExplorerTests {
  /// The email's required applies when the phone is filled, where it should when the phone is
  /// empty; the phone has no rule of its own: with both empty, save opens.
  private static let negated = """
    field email
      required "Give an email or a phone number." when phone filled
      email
    field phone allow digit
    button save
    manager form verifies email phone manages save
    never save enabled while email empty and phone empty
    scenario "an email opens save"
      type email "a@b.co"
      expect save enabled
    """

  @Test func aNegatedConditionIsFoundAndTheCorrectOneHolds() throws {
    let buggy = CheckedFile(text: Self.negated, path: "contact.scenario")
    try #require(buggy.isValid, "\(buggy.renderedDiagnostics)")
    let systematic = Explorer.exploreSystematically(buggy, options: .init())
    let violation = try #require(systematic.violation)
    #expect(violation.expected == "never save enabled while email empty and phone empty")
    #expect(
      systematic.inputs.first?.description
        == "email: \"\", \"a@b.co\", \"a@b\" (as the empty screen gives them; solved again "
        + "for each value of phone)")
    let correct = CheckedFile(
      text: Self.negated.replacingOccurrences(of: "when phone filled", with: "when phone empty"),
      path: "contact.scenario")
    let report = Explorer.exploreSystematically(correct, options: .init())
    #expect(report.violation == nil)
    #expect(!report.isBounded)
    for seed in [1, 2, 3] as [UInt64] {
      #expect(Explorer.explore(correct, options: Explorer.Options(seed: seed)).violation == nil)
    }
  }

  @Test func thePlannerEmptiesAndFillsAField() throws {
    let file = CheckedFile(text: Self.negated, path: "contact.scenario")
    let space = try #require(StateSpace(file: file))
    space.reset()
    #expect(
      Planner(space: space).moves(toward: "phone", .filled).map(\.line) == [
        "paste phone \"1\""
      ])
    #expect(Planner(space: space).moves(toward: "phone", .empty).isEmpty, "empty already")
    _ = space.apply(Move.paste("phone", "12"))
    #expect(Planner(space: space).moves(toward: "phone", .empty).map(\.line) == ["clear phone"])
  }
}
