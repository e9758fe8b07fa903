import ControlModel
import ScenarioEngine
import Testing
import ValidationManager

@testable import ScenarioExplorer
@testable import ScenarioFormat

/// A screen whose app keeps state in a closure (whether a code was sent) that a checkpoint
/// cannot capture: a violation met on restored states is replayed on a screen built anew
/// before it is believed, and one that does not happen there is no verdict.
@Suite("Restored states against a screen built anew")
struct RestoreDivergenceTests {
  let file: CheckedFile = {
    let catalogue = ScreenCatalogue().registering("app-state") { clock in
      let screen = Screen(title: "Code", clock: clock)
      let send = screen.makeButton("send")
      let code = screen.makeTextField("code", limit: 4)
      // The app's own state, outside the model: a checkpoint does not hold it.
      nonisolated(unsafe) var sent = false
      send.addObserver { event in
        guard case .tapped = event else { return }
        sent = true
        code.revalidate()
      }
      code.validate([.required(), .custom("Send a code first.") { _ in sent }])
      return screen
    }
    return CheckedFile(
      text: "screen from \"app-state\"\nnever code valid\nscenario \"s\"\n  tab\n",
      path: "app-state.scenario", catalogue: catalogue)
  }()

  @Test func aViolationOnlyRestoredStatesMeetNamesWhereTheyPartWays() throws {
    let space = try #require(StateSpace(file: file))
    #expect(space.apply(Move.tap("send")) == nil)
    #expect(space.restoreStart())
    let typed = Move.type("code", "1")
    let found = try #require(space.apply(typed), "the closure remembers the tap")
    #expect(found.expected == "never code valid")
    let reason = try #require(space.unconfirmed([typed], found))
    #expect(
      reason.contains(
        "after step 1 (type code \"1\"), code's states differ: valid restored, invalid built anew"),
      "\(reason)")
    #expect(space.unconfirmed([Move.tap("send"), typed], found) == nil, "the screen's own")
  }

  @Test func anUnconfirmedViolationSwitchesTheSearchToReplaying() throws {
    let session = Explorer.Session(file: file, random: SplitMix64(seed: 1))
    let space = try #require(session.space)
    _ = space.apply(Move.tap("send"))
    _ = space.restoreStart()
    let typed = Move.type("code", "1")
    let found = try #require(space.apply(typed))
    #expect(!session.confirm([typed], found))
    #expect(!space.restores)
    #expect(space.replayReason?.contains("did not happen on a screen built anew") == true)
    // Replaying from a new screen, the same steps meet nothing.
    #expect(session.run([typed]) == nil)
    #expect(session.run([Move.tap("send"), typed])?.violation.expected == "never code valid")
  }
}
