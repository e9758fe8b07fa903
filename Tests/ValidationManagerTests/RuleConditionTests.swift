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

  /// A condition on a picker reads the position of its chosen option, which a restore puts
  /// back with the option: a rule that checks again after the restore reads the option
  /// restored, not the one chosen before it.
  @Test func aRestoredPickerIsReadAtTheOptionRestored() throws {
    let country = screen.makePicker("country", options: ["US", "CA"], selection: "US")
    let postcode = screen.makeTextField("postcode")
    postcode.validate([
      try ValidationRule.pattern("[0-9]{5}", "Five digits.").when(.is("country", "US"))
    ])
    postcode.type("K1A")
    #expect(postcode.errors == ["Five digits."])
    let checkpoint = try #require(screen.checkpoint())
    country.select("CA")
    #expect(postcode.isValid)
    screen.restore(checkpoint)
    #expect(country.selection == "US")
    postcode.type("0")
    #expect(postcode.errors == ["Five digits."], "read at US, the option restored")
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

  /// Every test on every kind of control, decided from the controls found (bound once, read
  /// without building a value) and decided from the values: the two must agree in every state,
  /// including a picker with more options than the bound form holds, options compared by
  /// canonical equivalence, and a control made after the conditions that name it.
  @Test func conditionsDecidedFromTheControlsAgreeWithTheValues() throws {
    let text = screen.makeTextField("text")
    let toggle = screen.makeSwitch("toggle")
    let choice = screen.makePicker("choice", options: ["A", "B", "\u{E9}"])
    let many = screen.makePicker("many", options: (0..<70).map { "o\($0)" })
    let count = screen.makeStepper("count", range: 0...5)
    let day = screen.makeDatePicker("day")
    _ = screen.makeButton("go")
    let tests: [RuleCondition.Test] = [
      .on, .off, .empty, .filled, .is(["A", "e\u{301}", "o65"]), .isNot(["B", "o3"]),
      .atLeast(2), .atMost(2),
    ]
    let names = ["text", "toggle", "choice", "many", "count", "day", "go", "late"]
    var probes: [(condition: RuleCondition, shown: Switch)] = []
    for name in names {
      for test in tests {
        let condition = RuleCondition(name, test)
        let shown = screen.makeSwitch("shown when \(condition)")
        shown.show(when: [condition])
        probes.append((condition, shown))
      }
    }
    func expectAgreement(_ state: String) {
      let values = ControlValues(names: names, on: screen)
      for (condition, shown) in probes {
        #expect(
          shown.isHidden == !condition.holds(in: values), "\(condition) after \(state)")
      }
    }
    expectAgreement("the start")
    text.type("x")
    toggle.toggle()
    choice.select("\u{E9}")
    many.select("o65")
    count.increment(2)
    day.pick(try CalendarDate(parsing: "2024-02-29"))
    expectAgreement("every control changed")
    choice.select("B")
    many.select("o3")
    count.increment()
    expectAgreement("other options and a number past the bound")
    let late = screen.makeSwitch("late")
    late.toggle()
    expectAgreement("a control made after the conditions that name it")
    text.clear()
    choice.select(nil)
    many.select(nil)
    count.decrement(3)
    day.pick(nil)
    late.toggle()
    expectAgreement("every control back to nothing")
    #expect(screen.invariantViolations().isEmpty)
  }
}
