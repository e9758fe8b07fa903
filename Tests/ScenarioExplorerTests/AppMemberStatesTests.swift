import ControlModel
import ScenarioExplorer
import Testing

/// How the validities seen of the app's own members are put in words, and when they cover
/// every combination.
struct AppMemberStatesTests {
  @Test func aMemberThatNeverChangedStayed() {
    let seen = states(names: ["open"], combinations: [[.valid]])
    #expect(seen.seenInWords == "'open' stayed valid, pristine and untouched")
    #expect(seen.alwaysValid == ["open"])
    #expect(!seen.coversEveryCombination)
  }

  @Test func membersThatAlwaysAgreeAreAlike() {
    let seen = states(
      names: ["p2Active", "canRemove"], combinations: [[.valid, .valid], [.invalid, .invalid]])
    #expect(
      seen.seenInWords
        == "'p2Active' and 'canRemove' were always alike (both valid or both invalid), each "
        + "pristine and untouched")
    let three = states(
      names: ["a", "b", "c"],
      combinations: [[.valid, .valid, .valid], [.invalid, .invalid, .invalid]])
    #expect(
      three.seenInWords
        == "'a', 'b' and 'c' were always alike (all valid or all invalid), each pristine and "
        + "untouched")
    #expect(seen.alwaysValid.isEmpty)
    #expect(!seen.coversEveryCombination)
  }

  @Test func constantMembersAreEachNamed() {
    let seen = states(names: ["a", "b"], combinations: [[.valid, .invalid]])
    #expect(seen.seenInWords == "'a' stayed valid, 'b' stayed invalid, each pristine and untouched")
    #expect(seen.alwaysValid == ["a"])
  }

  @Test func otherCombinationsAreListed() {
    let one = states(names: ["a"], combinations: [[.valid], [.pending]])
    #expect(one.seenInWords == "'a' was only ever pending or valid, pristine and untouched")
    #expect(!one.coversEveryCombination)
    let two = states(
      names: ["a", "b"],
      combinations: [[.valid, .valid], [.valid, .invalid], [.invalid, .valid]])
    #expect(
      two.seenInWords
        == "('a', 'b') were only ever (invalid, valid), (valid, invalid) or (valid, valid), each "
        + "pristine and untouched")
    #expect(!two.coversEveryCombination)
  }

  @Test func everyCombinationSeenLeavesNoCondition() {
    let seen = states(
      names: ["a", "b"],
      combinations: [
        [.valid, .valid], [.valid, .invalid], [.invalid, .valid], [.invalid, .invalid],
      ])
    #expect(seen.coversEveryCombination)
  }

  /// A member that was dirty in some state: the condition holds its lifecycle to what was seen
  /// too, since a manager counts a dirty member.
  @Test func aLifecycleThatMovedIsKeptToWhatWasSeen() {
    let seen = Explorer.AppMemberStates(
      names: ["open"], states: [[.init(.valid)], [.init(.valid, isDirty: true)]])
    #expect(seen.combinations == [[.valid]])
    #expect(seen.seenInWords == "'open' stayed valid, dirty and touched only as seen")
  }

  /// Validities seen, each member pristine and untouched.
  private func states(names: [String], combinations: Set<[Validity]>) -> Explorer.AppMemberStates {
    Explorer.AppMemberStates(
      names: names,
      states: Set(combinations.map { $0.map { Explorer.AppMemberStates.MemberState($0) } }))
  }
}
