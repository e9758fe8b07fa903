import ControlModel
import Testing

@testable import ValidationManager

/// An app may give a field or switch new rules while the screen runs (a postcode's rules follow
/// the country): the invariants judge the state by the rules in force, and a checkpoint puts
/// back the rules it was taken under.
@Suite("Rules replaced at run time")
struct RulesReplacedAtRunTimeTests {
  let screen = Screen()

  private func usRules() -> [ValidationRule] {
    [.required("Enter your ZIP code."), .custom("A ZIP code has 5 digits.") { $0.count == 5 }]
  }

  private func postcodeFollowingCountry() -> (country: TextField, postcode: TextField) {
    let country = screen.makeTextField("country", limit: 2)
    let postcode = screen.makeTextField("postcode")
    postcode.validate(usRules())
    country.addObserver { event in
      guard case .textChanged = event else { return }
      postcode.validate(
        country.text == "GB"
          ? [.required("Enter your postcode."), .minLength(5, "A postcode has 5 to 7 characters.")]
          : usRules())
    }
    return (country, postcode)
  }

  @Test func theInvariantsJudgeByTheRulesInForce() {
    let (country, postcode) = postcodeFollowingCountry()
    #expect(postcode.errors == ["Enter your ZIP code.", "A ZIP code has 5 digits."])
    country.type("GB")
    #expect(postcode.errors == ["Enter your postcode.", "A postcode has 5 to 7 characters."])
    postcode.type("SW1")
    #expect(postcode.errors == ["A postcode has 5 to 7 characters."])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aCheckpointPutsBackTheRulesItWasTakenUnder() throws {
    let (country, postcode) = postcodeFollowingCountry()
    let form = screen.makeManager("form")
    try form.verify(postcode)
    let start = try #require(screen.checkpoint())
    country.type("GB")
    postcode.type("SW1A1")
    #expect(postcode.validity == .valid)
    #expect(form.validity == .valid)
    screen.restore(start)
    #expect(postcode.rules.count == 2, "the US rules, as when the checkpoint was taken")
    #expect(postcode.errors == ["Enter your ZIP code.", "A ZIP code has 5 digits."])
    #expect(form.validity == .invalid)
    #expect(screen.invariantViolations().isEmpty)
    // And forward again: the restored field follows its restored rules.
    postcode.type("12345")
    #expect(postcode.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aSwitchsRulesComeBackWithItsCheckpoint() throws {
    let terms = screen.makeSwitch("terms")
    terms.validate([])
    let start = try #require(screen.checkpoint())
    terms.validate([.mustBeOn("Accept the terms.")])
    #expect(terms.validity == .invalid)
    screen.restore(start)
    #expect(terms.rules.isEmpty)
    #expect(terms.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }
}
