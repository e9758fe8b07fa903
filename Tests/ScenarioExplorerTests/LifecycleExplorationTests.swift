import ScenarioEngine
import ScenarioFormat
import Testing

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
    #expect(systematic.lifecycleParts.count == 1)
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
    let untouchedFree = try Self.checked(Self.profile(needs: "needs-change"))
    #expect(
      !Explorer.exploreSystematically(untouchedFree, options: .init()).lifecycleParts
        .contains { $0.contains("touched") })
  }
}
