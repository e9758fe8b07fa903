import ControlModel
import ScenarioExplorer
import Testing

/// How the validities seen of the app's own members are put in words, and when they cover
/// every combination.
struct AppMemberStatesTests {
  @Test func aMemberThatNeverChangedStayed() {
    let seen = Explorer.AppMemberStates(names: ["open"], combinations: [[.valid]])
    #expect(seen.seenInWords == "'open' stayed valid")
    #expect(seen.alwaysValid == ["open"])
    #expect(!seen.coversEveryCombination)
  }

  @Test func membersThatAlwaysAgreeAreAlike() {
    let seen = Explorer.AppMemberStates(
      names: ["p2Active", "canRemove"], combinations: [[.valid, .valid], [.invalid, .invalid]])
    #expect(
      seen.seenInWords
        == "'p2Active' and 'canRemove' were always alike (both valid or both invalid)")
    let three = Explorer.AppMemberStates(
      names: ["a", "b", "c"],
      combinations: [[.valid, .valid, .valid], [.invalid, .invalid, .invalid]])
    #expect(three.seenInWords == "'a', 'b' and 'c' were always alike (all valid or all invalid)")
    #expect(seen.alwaysValid.isEmpty)
    #expect(!seen.coversEveryCombination)
  }

  @Test func constantMembersAreEachNamed() {
    let seen = Explorer.AppMemberStates(names: ["a", "b"], combinations: [[.valid, .invalid]])
    #expect(seen.seenInWords == "'a' stayed valid, 'b' stayed invalid")
    #expect(seen.alwaysValid == ["a"])
  }

  @Test func otherCombinationsAreListed() {
    let one = Explorer.AppMemberStates(names: ["a"], combinations: [[.valid], [.pending]])
    #expect(one.seenInWords == "'a' was only ever pending or valid")
    #expect(!one.coversEveryCombination)
    let two = Explorer.AppMemberStates(
      names: ["a", "b"],
      combinations: [[.valid, .valid], [.valid, .invalid], [.invalid, .valid]])
    #expect(
      two.seenInWords
        == "('a', 'b') were only ever (invalid, valid), (valid, invalid) or (valid, valid)")
    #expect(!two.coversEveryCombination)
  }

  @Test func everyCombinationSeenLeavesNoCondition() {
    let seen = Explorer.AppMemberStates(
      names: ["a", "b"],
      combinations: [
        [.valid, .valid], [.valid, .invalid], [.invalid, .valid], [.invalid, .invalid],
      ])
    #expect(seen.coversEveryCombination)
  }
}
