import ControlModel
import Testing

@testable import ValidationManager

/// A manager that stops verifying a member or managing a control at run time: what a form that
/// changes shape needs when the user removes a row.
@Suite("Members and managed controls that leave a manager")
struct MembershipChangeTests {
  let clock = VirtualClock()
  let screen: Screen

  init() {
    screen = Screen(title: "Passengers", clock: clock)
  }

  private func requiredField(_ name: String) -> TextField {
    let field = screen.makeTextField(name)
    field.validate([.required("\(name) is required.")], errors: .onChange)
    return field
  }

  @Test func aManagerThatStopsVerifyingItsOnlyInvalidMemberTurnsValid() throws {
    let first = requiredField("first")
    let second = requiredField("second")
    let save = screen.makeButton("save")
    let form = screen.makeManager("form")
    try form.verify(first)
    try form.verify(second)
    try form.manage(save)
    var heard: [Validity] = []
    form.onValidityChange { heard.append($0) }
    first.type("Ada")
    #expect(!save.isEnabled, "the second is still empty")
    form.stopVerifying(second)
    #expect(form.validity == .valid)
    #expect(save.isEnabled)
    #expect(heard == [.valid], "one change, heard once")
    #expect(form.members.map(\.name) == ["first"])
    #expect(second.verifyingManagers.isEmpty)
    #expect(second.errors == ["second is required."], "the member keeps its own state")
    second.type("x")
    second.clear()
    #expect(form.validity == .valid, "a member that left is not counted again")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func theMembersOtherManagersGoOnCountingIt() throws {
    let name = requiredField("name")
    let form = screen.makeManager("form")
    let step = screen.makeManager("step")
    let next = screen.makeButton("next")
    try form.verify(name)
    try step.verify(name)
    try step.manage(next)
    form.stopVerifying(name)
    #expect(form.validity == .valid)
    #expect(step.validity == .invalid)
    #expect(!next.isEnabled)
    #expect(name.verifyingManagers.map(\.name) == ["step"])
    name.type("Ada")
    #expect(step.validity == .valid)
    #expect(next.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func theOtherMembersKeepTheirOrderAndAreStillCounted() throws {
    let fields = ["a", "b", "c"].map(requiredField)
    let form = screen.makeManager("form")
    for field in fields { try form.verify(field) }
    form.stopVerifying(fields[1])
    #expect(form.errors == ["a is required.", "c is required."])
    fields[2].type("z")
    #expect(form.errors == ["a is required."], "the member after the one removed is found")
    fields[0].type("x")
    #expect(form.validity == .valid)
    fields[2].clear()
    #expect(form.validity == .invalid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aNestedManagerLeavesItsParentAndCanBeVerifiedAgain() throws {
    let name = requiredField("name")
    let row = screen.makeManager("row")
    let form = screen.makeManager("form")
    try row.verify(name)
    try form.verify(row)
    #expect(form.validity == .invalid)
    form.stopVerifying(row)
    #expect(form.validity == .valid)
    #expect(row.validity == .invalid, "the row is what it was")
    try form.verify(row)
    #expect(form.validity == .invalid, "verified again, counted again")
    name.type("Ada")
    #expect(form.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aMemberThatIsDisabledOrPendingLeavesWhatWasCounted() throws {
    let code = screen.makeTextField("code")
    code.validate([.remote(taken: ["0000"], after: .seconds(1))])
    let form = screen.makeManager("form")
    try form.verify(code)
    code.type("1234")
    #expect(code.validity == .pending)
    #expect(form.validity == .pending)
    form.stopVerifying(code)
    #expect(form.validity == .valid, "the pending member left")
    clock.advance(by: .seconds(1))
    #expect(code.validity == .valid, "its own check still answers")
    #expect(code.verifyingManagers.isEmpty)
    // Disabled: counted as valid, and taken out as such.
    let gate = screen.makeManager("gate")
    try gate.verify(requiredField("blocked"))
    try gate.manage(code)
    try form.verify(code)
    #expect(!code.isEnabled)
    form.stopVerifying(code)
    #expect(form.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func leavingTwiceOrNeverHavingBeenAMemberChangesNothing() throws {
    let name = requiredField("name")
    let other = requiredField("other")
    let form = screen.makeManager("form")
    try form.verify(name)
    form.stopVerifying(other)
    #expect(form.members.map(\.name) == ["name"])
    #expect(form.validity == .invalid)
    form.stopVerifying(name)
    form.stopVerifying(name)
    #expect(form.members.isEmpty)
    #expect(form.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aControlThatIsNoLongerManagedIsEnabledAgain() throws {
    let name = requiredField("name")
    let save = screen.makeButton("save")
    let form = screen.makeManager("form")
    let other = screen.makeManager("other")
    try form.verify(name)
    try form.manage(save)
    #expect(!save.isEnabled)
    form.stopManaging(save)
    #expect(save.isEnabled)
    form.stopManaging(save)
    #expect(save.isEnabled, "twice changes nothing")
    try other.verify(name)
    try other.manage(save)
    try form.manage(save)
    form.stopManaging(save)
    #expect(!save.isEnabled, "another manager still holds it back")
    name.type("Ada")
    #expect(save.isEnabled)
    #expect(screen.invariantViolations().isEmpty)
  }
}
