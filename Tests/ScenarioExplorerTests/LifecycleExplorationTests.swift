import ControlModel
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// The explorer and a form's lifecycle: it starts from what the app loads, tries `reset`, and
/// tells states apart by starting values and, where an invariant reads it, by touched.
@Suite("Exploring a form's lifecycle")
struct LifecycleExplorationTests {
  /// An edit screen loaded from the server; `needs` is the manager's `needs-change` or nothing.
  static func profile(needs: String, never: String = "never save enabled while form pristine")
    -> String
  {
    """
    field name
      required
    field email
      required
      email
    switch newsletter
    button save submits name email
    manager form verifies name email newsletter manages save \(needs)
    \(never)
    scenario "loaded"
      load name "Ann"
      load email "ann@example.com"
      expect save disabled
    scenario "another profile"
      load name "Bo"
      load email "bo@example.com"
      load newsletter on
      toggle newsletter
    """
  }

  static func checked(_ text: String) throws -> CheckedFile {
    let file = CheckedFile(text: text, path: "profile.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    return file
  }

  @Test func saveEnabledOnAPristineFormIsFoundFromWhatTheAppLoads() throws {
    let wrong = try Self.checked(Self.profile(needs: ""))
    let systematic = Explorer.exploreSystematically(wrong, options: .init())
    let violation = try #require(systematic.violation)
    #expect(violation.expected == "never save enabled while form pristine")
    // The shortest path: what the first scenario loads, and nothing the user did.
    #expect(violation.steps == [#"load name "Ann""#, #"load email "ann@example.com""#])
    #expect(systematic.appStates > 0)
    for seed in UInt64(1)...5 {
      let random = Explorer.explore(wrong, options: .init(runs: 30, steps: 10, seed: seed))
      #expect(random.violation?.expected == violation.expected, "seed \(seed)")
    }
  }

  @Test func theCorrectVersionHoldsEverywhereAndTheSearchTriesReset() throws {
    let right = try Self.checked(Self.profile(needs: "needs-change"))
    let systematic = Explorer.exploreSystematically(right, options: .init())
    #expect(systematic.violation == nil && !systematic.isBounded)
    // Two setups (one loads a newsletter too), the declared screen, and what users do there.
    #expect(systematic.appStates == 5)
    // Starting values (the file loads them), and what each reset is checked against.
    #expect(systematic.lifecycleParts.count == 2)
    #expect(systematic.lifecycleParts.last?.contains("each reset is checked") == true)
    for seed in UInt64(1)...3 {
      let random = Explorer.explore(right, options: .init(runs: 30, steps: 10, seed: seed))
      #expect(random.violation == nil, "seed \(seed)")
      #expect(random.stepKinds["reset", default: 0] > 0, "seed \(seed)")
    }
    let space = try #require(StateSpace(file: right))
    #expect(space.offersReset)
    #expect(space.keyedActions().contains { $0.moves.map(\.line) == ["reset"] })
  }

  @Test func startingValuesTellStatesApartWhenTheFileLoadsThem() throws {
    // Without the starting values in the state, "Bo" typed after loading "Ann" and "Bo" as
    // loaded would be one state, one dirty and one not.
    let file = try Self.checked(
      Self.profile(needs: "needs-change", never: "never save enabled while name pristine"))
    let report = Explorer.exploreSystematically(file, options: .init())
    // Save is enabled by a change of the email or the newsletter alone, the name pristine.
    let violation = try #require(report.violation)
    #expect(violation.expected == "never save enabled while name pristine")
    #expect(violation.steps.first?.hasPrefix("load ") == true)
  }

  @Test func touchedIsPartOfTheStateWhereAnInvariantReadsIt() throws {
    let file = try Self.checked(
      Self.profile(needs: "needs-change", never: "never save enabled while name untouched"))
    let report = Explorer.exploreSystematically(file, options: .init())
    // Typed but not yet left: the name is dirty and valid, and untouched until its editing ends.
    let violation = try #require(report.violation)
    #expect(violation.expected == "never save enabled while name untouched")
    #expect(report.lifecycleParts.contains { $0.contains("touched") })
    #expect(report.lifecycleParts.contains { $0.contains("an invariant reads it") } == false)
    // No invariant reads touched there, but the search resets, and checks each reset.
    let untouchedFree = try Self.checked(Self.profile(needs: "needs-change"))
    let parts = Explorer.exploreSystematically(untouchedFree, options: .init()).lifecycleParts
    #expect(parts.contains { $0.contains("touched") && $0.contains("each reset is checked") })
    // A screen that never resets is not told apart by touches nor by displays.
    let neverResets = try Self.checked(
      Self.profile(needs: "", never: "never save enabled while name invalid"))
    #expect(
      Explorer.exploreSystematically(neverResets, options: .init()).lifecycleParts
        .allSatisfy { !$0.contains("touched") })
  }

  /// A new contact, built in Swift and owned by its view model, which is its own "Discard
  /// changes": the screen's reset, or each control's starting value set back from code by hand
  /// (which leaves the errors the user opened).
  final class ContactModel: ScreenOwner, Resettable {
    let screen: Screen
    let handWritten: Bool

    init(clock: VirtualClock, handWritten: Bool) {
      screen = Screen(title: "Contact", clock: clock)
      let name = screen.makeTextField("name")
      name.validate([.required("Enter a name.")], errors: .onChange)
      _ = screen.makeSwitch("newsletter")
      self.handWritten = handWritten
      screen.makeButton("discard").resetTarget = self
    }

    func reset() {
      guard handWritten else { return screen.reset() }
      for control in screen.controls {
        if let start = control.startingValue { try? control.set(start) }
      }
    }
  }

  static func contactFile(handWritten: Bool, text: String? = nil) -> CheckedFile {
    CheckedFile(
      text: text
        ?? """
        screen from "contact"
        scenario "a new contact starts empty"
          expect name text ""
        """,
      path: "contact.scenario",
      catalogue: ScreenCatalogue().registering("contact") { clock in
        ContactModel(clock: clock, handWritten: handWritten)
      })
  }

  @Test func aHandWrittenDiscardThatLeavesAnErrorShownIsFoundWithItsShortestPath() throws {
    let buggy = Self.contactFile(handWritten: true)
    try #require(buggy.isValid, "\(buggy.renderedDiagnostics)")
    let systematic = Explorer.exploreSystematically(buggy, options: .init())
    let violation = try #require(systematic.violation)
    #expect(violation.expected == "name: no error shown after a reset")
    #expect(violation.actual == #"name: shows "Enter a name.""#)
    // A keystroke opens the name's display; Discard sets the text back, and its error shows.
    #expect(
      violation.steps.count == 2 && violation.steps.last == "tap discard", "\(violation.steps)")
    let written = Self.contactFile(handWritten: true, text: violation.scenarioFile)
    #expect(written.replayAll().first?.failure?.expected == violation.expected)
    #expect(
      Self.contactFile(handWritten: false, text: violation.scenarioFile).replayAll()
        .allSatisfy { $0.failure == nil }, "the same steps pass with the screen's own reset")
    for seed in UInt64(1)...5 {
      let random = Explorer.explore(buggy, options: .init(runs: 30, steps: 10, seed: seed))
      #expect(random.violation?.steps.last == "tap discard", "seed \(seed)")
    }
  }

  @Test func theScreensOwnResetBehindDiscardIsSilent() throws {
    let correct = Self.contactFile(handWritten: false)
    try #require(correct.isValid, "\(correct.renderedDiagnostics)")
    let systematic = Explorer.exploreSystematically(correct, options: .init())
    #expect(systematic.violation == nil && !systematic.isBounded)
    for seed in UInt64(1)...3 {
      let random = Explorer.explore(correct, options: .init(runs: 30, steps: 10, seed: seed))
      #expect(random.violation == nil, "seed \(seed)")
    }
  }

  /// The states before and after a blur of a field typed into: the focus and the display of
  /// errors differ, nothing else the search keys does.
  private func fingerprintsAroundABlur(resets: Bool) throws -> ([Int32], [Int32]) {
    let file = try Self.checked(
      """
      field name errors on-blur
        required
      field city
      \(resets ? "button discard resets" : "button go")
      scenario "typed, then left"
        type name "a"
        blur
      """)
    let space = try #require(StateSpace(file: file))
    let steps = file.scenarios[0].steps.map { Move(scenarioStep: $0.action) }
    #expect(space.apply(steps[0]) == nil)
    let typed = space.fingerprint()
    #expect(space.apply(steps[1]) == nil)
    return (typed, space.fingerprint())
  }

  @Test func whereTheSearchResetsTheFocusAndTheDisplaysOfErrorsTellStatesApart() throws {
    let (typed, left) = try fingerprintsAroundABlur(resets: true)
    #expect(typed != left, "a reset from each is checked against different things")
    let (typedNoReset, leftNoReset) = try fingerprintsAroundABlur(resets: false)
    #expect(typedNoReset == leftNoReset, "no invariant reads them and nothing resets")
  }
}
