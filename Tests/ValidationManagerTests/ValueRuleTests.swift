import ControlModel
import TestSupport
import Testing

@testable import ValidationManager

/// The rules of pickers, steppers and dates, conditions on their values, and controls shown
/// only while their conditions hold.
@Suite("Rules of pickers, steppers and dates, and visibility")
struct ValueRuleTests {
  let screen = Screen()

  private func day(_ text: String) throws -> CalendarDate {
    try CalendarDate(parsing: text)
  }

  // MARK: - Pickers

  @Test func aPickerWithNothingChosenRunsOnlyItsRequiredRule() {
    let country = screen.makePicker("country", options: ["US", "DE"])
    country.validate([.required("Choose a country.")])
    #expect(country.errors == ["Choose a country."])
    #expect(country.shownError == nil, "nothing shows before the first change")
    country.select("DE")
    #expect(country.isValid)
    country.select(nil)
    #expect(country.shownError == "Choose a country.", "shown from the first change")
    let optional = screen.makePicker("optional", options: ["A"])
    optional.validate([])
    #expect(optional.isValid)
  }

  @Test func aSubmittingTapOpensAPickersDisplay() {
    let country = screen.makePicker("country", options: ["US"])
    country.validate([.required("Choose a country.")], errors: .onSubmit)
    let save = screen.makeButton("save", busy: .seconds(1))
    save.addSubmitted(country)
    #expect(country.shownError == nil)
    save.tap()
    #expect(country.shownError == "Choose a country.")
    #expect(!save.isBusy, "an invalid picker keeps the request back")
  }

  // MARK: - Steppers

  @Test func aStepperChecksItsBoundsAndDefaultMessagesNameThem() {
    let bags = screen.makeStepper("bags", range: 0...5)
    bags.validate([.atLeast(1), .atMost(3)])
    #expect(bags.errors == ["must be at least 1"])
    bags.increment(4)
    #expect(bags.errors == ["must be at most 3"])
    bags.decrement()
    #expect(bags.isValid)
  }

  // MARK: - Dates

  @Test func dateRulesCompareWithADayOrAnotherDate() throws {
    let outbound = screen.makeDatePicker("outbound")
    let back = screen.makeDatePicker("back")
    back.validate([
      .required(), .date(.after, .control("outbound")),
      .date(.onOrBefore, .day(try day("2026-12-31"))),
    ])
    #expect(back.errors == ["is required"])
    back.pick(try day("2026-07-10"))
    #expect(back.isValid, "with no outbound day, the comparison with it passes")
    outbound.pick(try day("2026-07-10"))
    #expect(back.errors == ["must be after outbound"], "checked again when outbound changed")
    outbound.pick(try day("2026-07-09"))
    #expect(back.isValid)
    back.pick(try day("2027-01-01"))
    #expect(back.errors == ["must be on or before 2026-12-31"])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func anInfantIsUnderTwoOnTheDayOfTheFlight() throws {
    let flight = screen.makeDatePicker("flight", selection: try day("2026-07-01"))
    let born = screen.makeDatePicker("born")
    born.validate([.age(.under, 2, on: .control("flight"))])
    #expect(born.rules.first?.message == "must be under 2 years old on flight")
    born.pick(try day("2024-07-01"))
    #expect(born.errors == ["must be under 2 years old on flight"], "two on the day itself")
    born.pick(try day("2024-07-02"))
    #expect(born.isValid)
    flight.pick(try day("2026-07-02"))
    #expect(!born.isValid, "checked again when the flight moved")
  }

  @Test func someoneBornOn29FebruaryIsAYearOlderOn1March() throws {
    let born = screen.makeDatePicker("born", selection: try day("2008-02-29"))
    born.validate([.age(.atLeast, 18, on: .day(try day("2026-02-28")), "Adults only.")])
    #expect(born.errors == ["Adults only."], "still 17 on 28 February 2026")
    let later = screen.makeDatePicker("later", selection: try day("2008-02-29"))
    later.validate([.age(.atLeast, 18, on: .day(try day("2026-03-01")))])
    #expect(later.isValid, "18 on 1 March 2026")
    #expect(later.rules.first?.message.contains("18") == true)
  }

  // MARK: - Conditions on values

  @Test func conditionsReadOptionsAndNumbers() {
    let country = screen.makePicker("country", options: ["US", "DE", "CA", "IS"])
    let bags = screen.makeStepper("bags", range: 0...3)
    let postcode = screen.makeTextField("postcode")
    postcode.validate([
      .required("Enter a postcode.").when(.isNot("country", "IS")),
      .minLength(5, "Five digits.").when(.is("country", "US", "DE")),
    ])
    let note = screen.makeTextField("note")
    note.validate([.required("Say what is in the bags.").when(.atLeast("bags", 2))])
    #expect(postcode.errors == ["Enter a postcode."], "nothing chosen counts for is-not")
    country.select("IS")
    #expect(postcode.isValid)
    country.select("US")
    #expect(postcode.errors == ["Enter a postcode.", "Five digits."])
    #expect(note.isValid)
    bags.increment(2)
    #expect(note.errors == ["Say what is in the bags."])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func negatedConditionsHoldExactlyWhenTheirOriginalsDoNot() {
    let values: [ControlValue] = [
      .option(nil), .option("US"), .option("IS"), .number(1), .number(2), .text(""),
      .text("x"), .on(true),
    ]
    let conditions: [RuleCondition] = [
      .is("n", "US"), .isNot("n", "US"), .atLeast("n", 2), .atMost("n", 1), .empty("n"),
      .filled("n"),
    ]
    for condition in conditions {
      for value in values where condition.valueKinds.contains(value.kind) {
        let read = ControlValues(["n": value])
        #expect(condition.holds(in: read) != condition.negated.holds(in: read), "\(condition)")
      }
    }
  }

  // MARK: - Visibility

  @Test func aHiddenControlIsLeftOutByItsManagersAndKeepsItsValue() {
    let member = screen.makeSwitch("member")
    let number = screen.makeTextField("number")
    number.show(when: [.on("member")])
    number.validate([.required("Enter your number.")])
    let save = screen.makeButton("save")
    let form = screen.makeManager("form")
    #expect(throws: Never.self) {
      try form.verify(number)
      try form.manage(save)
    }
    #expect(number.isHidden)
    #expect(!number.isValid, "its own state follows its rules")
    #expect(save.isEnabled, "a hidden member is left out")
    member.toggle()
    #expect(!number.isHidden)
    #expect(!save.isEnabled)
    number.type("LH1")
    member.toggle()
    #expect(number.isHidden)
    #expect(number.text == "LH1")
    #expect(screen.focusedField == nil, "it lost the focus as it was hidden")
    #expect(form.report().description == "manager form is valid (number hidden, left out)")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func conditionsGivenAgainReadOnlyTheNewControls() {
    let member = screen.makeSwitch("member")
    let guest = screen.makeSwitch("guest")
    let number = screen.makeTextField("number")
    number.show(when: [.on("member")])
    number.show(when: [.on("guest")])
    #expect(number.isHidden)
    member.toggle()
    #expect(number.isHidden, "the conditions given first no longer decide")
    guest.toggle()
    #expect(!number.isHidden)
    number.validate([.required("Needed.").when(.on("member"))])
    number.validate([.required("Needed.").when(.on("guest"))])
    member.toggle()
    guest.toggle()
    #expect(number.isValid, "the rule given first no longer reads member")
    guest.toggle()
    #expect(!number.isValid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func visibilityReadsAControlMadeAfterIt() {
    let state = screen.makePicker("state", options: ["NY"])
    state.show(when: [.is("country", "US")])
    #expect(state.isHidden, "no country yet: the condition does not hold")
    let country = screen.makePicker("country", options: ["US", "IS"], selection: "US")
    #expect(!state.isHidden, "read as soon as country is made")
    country.select("IS")
    #expect(state.isHidden)
    #expect(state.shownWhen == [.is("country", "US")])
  }

  @Test func aButtonGoesBusyWhenWhatItSubmitsIsValidOrHidden() {
    let member = screen.makeSwitch("member", isOn: true)
    let number = screen.makeTextField("number")
    number.show(when: [.on("member")])
    number.validate([.required()])
    let save = screen.makeButton("save", submits: [number], busy: .seconds(1))
    save.tap()
    #expect(!save.isBusy)
    member.toggle()
    save.tap()
    #expect(save.isBusy, "the hidden field is left out of the busy check")
  }

  @Test func aHiddenButtonRefusesTaps() {
    let member = screen.makeSwitch("member")
    let add = screen.makeButton("add")
    add.show(when: [.on("member")])
    #expect(!add.tap())
    #expect(add.refusalCount == 1)
    member.toggle()
    #expect(add.tap())
  }

  @Test func rulesReadingOptionsSeeThemThroughControlValues() {
    let rule = ValidationRule.custom("Five digits in the US.", reading: ["country"]) {
      text, values in
      values["country"] != .option("US") || text.count == 5
    }
    #expect(rule.evaluate("123", reading: ControlValues(["country": .option("US")])) != .passed)
    #expect(rule.evaluate("123", reading: ControlValues(["country": .option("DE")])) == .passed)
  }
}
