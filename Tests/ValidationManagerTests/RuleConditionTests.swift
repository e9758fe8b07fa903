import ControlModel
import TestSupport
import Testing

@testable import ValidationManager

/// Rules that apply only while conditions on other controls' values hold.
@Suite("Conditions on rules")
struct RuleConditionTests {
  let screen = Screen()

  @Test func anEmailOrAPhoneAtLeastOne() {
    let email = screen.makeTextField("email")
    let phone = screen.makeTextField("phone")
    let message = "Give an email or a phone number."
    email.validate([.required(message).when(.empty("phone")), .email()], errors: .onChange)
    phone.validate([.required(message).when(.empty("email"))], errors: .onChange)
    // An empty field whose required applies runs its other rules too, as in version 1.
    #expect(email.errors == [message, "must be an email address"])
    #expect(phone.errors == [message])
    phone.type("0612")
    #expect(phone.isValid)
    #expect(email.isValid, "checked again when the phone changed, with no edit of its own")
    #expect(email.errors.isEmpty)
    #expect(!email.isErrorDisplayOpen, "the re-check opens no display")
    phone.clear()
    #expect(email.errors == [message, "must be an email address"])
    email.type("a@b")
    #expect(email.errors == ["must be an email address"])
    #expect(phone.isValid, "an email was given")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aRequiredThatDoesNotApplyLeavesAnEmptyFieldValidAndRunsNoOtherRule() {
    let member = screen.makeSwitch("member")
    let number = screen.makeTextField("number")
    number.validate([.required("Enter your number.").when(.on("member")), .minLength(8)])
    #expect(number.isValid, "not a member: nothing applies")
    member.toggle()
    #expect(
      number.errors == ["Enter your number.", "must be at least 8 characters"],
      "an empty field whose required applies runs every other rule, as in version 1")
    number.type("12345678")
    #expect(number.isValid)
    member.toggle()
    number.clear()
    #expect(number.isValid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aConditionalRuleOtherThanRequired() {
    let international = screen.makeSwitch("international")
    let phone = screen.makeTextField("phone")
    phone.validate([
      .required(), .minLength(12, "With the country code.").when(.on("international")),
    ])
    phone.type("0612345678")
    #expect(phone.isValid)
    international.toggle()
    #expect(phone.errors == ["With the country code."])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aSwitchsRuleWithAConditionFollowsTheControlItReads() {
    let phone = screen.makeTextField("phone")
    let consent = screen.makeSwitch("consent")
    consent.validate([.mustBeOn("Agree to be called.").when(.filled("phone"))])
    #expect(consent.isValid)
    phone.type("1")
    #expect(consent.errors == ["Agree to be called."])
    consent.toggle()
    #expect(consent.isValid)
    consent.toggle()
    phone.clear()
    #expect(consent.isValid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func anAsynchronousRuleThatDoesNotApplySendsNoCheck() {
    let verify = screen.makeSwitch("verify")
    let code = screen.makeTextField("code")
    code.validate([.required(), .remote(taken: ["1111"], after: .seconds(1)).when(.on("verify"))])
    code.type("1111")
    #expect(code.isValid)
    #expect(screen.outstandingRequests.isEmpty)
    verify.toggle()
    #expect(code.validity == .pending, "checked again: the check applies now")
    #expect(screen.outstandingRequests.count == 1)
    screen.virtualClock.advance(by: .seconds(1))
    #expect(code.errors == ["is already taken"])
    verify.toggle()
    #expect(code.isValid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aCheckpointPutsBackConditionalRulesAndWhatTheyRead() throws {
    let member = screen.makeSwitch("member")
    let number = screen.makeTextField("number")
    number.validate([.required("Enter your number.").when(.on("member"))])
    let checkpoint = try #require(screen.checkpoint())
    member.toggle()
    number.validate([.required()])
    screen.restore(checkpoint)
    #expect(number.isValid)
    member.toggle()
    #expect(number.errors == ["Enter your number."], "the restored rule reads the switch again")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aControlMadeAfterTheRuleIsReadAsSoonAsItIsMade() {
    let email = screen.makeTextField("email")
    email.validate([.required("Give an email or a phone number.").when(.empty("phone"))])
    #expect(email.isValid, "no phone yet: the condition does not hold")
    let phone = screen.makeTextField("phone")
    #expect(email.validity == .invalid, "the phone is made, and empty")
    phone.type("1")
    #expect(email.isValid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aConditionReadsAValueOfTheKindItAsksAbout() {
    let values = ControlValues(["member": .on(true), "phone": .text("")])
    #expect(RuleCondition.on("member").holds(in: values))
    #expect(!RuleCondition.off("member").holds(in: values))
    #expect(RuleCondition.empty("phone").holds(in: values))
    #expect(!RuleCondition.filled("phone").holds(in: values))
    #expect(!RuleCondition.empty("member").holds(in: values), "a switch has no text")
    #expect(!RuleCondition.on("missing").holds(in: values))
    let rule = ValidationRule.required().when(.on("member")).when(.empty("phone"))
    #expect(rule.conditions.map(\.description) == ["member on", "phone empty"])
    #expect(rule.readControlNames == ["member", "phone"])
    #expect(rule.evaluate("", reading: values) == .failed(rule.message))
    #expect(rule.evaluate("", reading: ControlValues(["member": .on(false)])) == .passed)
    #expect(ValidationRule.required().conditions.isEmpty)
  }
}
