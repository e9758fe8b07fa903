import ControlModel
import Testing

@testable import ValidationManager

/// Rules of the app's that read other controls: named, given only what they name, checked
/// again when those change, with messages of their own.
@Suite("Rules that read other controls")
struct ReadingRuleTests {
  let screen = Screen()

  /// The postcode's rule follows the country: five digits for the US, five to seven
  /// characters for GB, anything elsewhere.
  private static let postcodeRule = ValidationRule.custom(reading: ["country"]) { text, read in
    switch read.text(of: "country") {
    case "US":
      text.count == 5 && text.allSatisfy(\.isNumber) ? .passed : .failed("A ZIP code has 5 digits.")
    case "GB": (5...7).contains(text.count) ? .passed : .failed("A postcode has 5 to 7 characters.")
    default: .passed
    }
  }

  private func addressForm() -> (country: TextField, postcode: TextField, go: Button) {
    let country = screen.makeTextField("country", limit: 2)
    let postcode = screen.makeTextField("postcode")
    postcode.validate([.required("Enter your postcode."), Self.postcodeRule], errors: .onChange)
    let form = screen.makeManager("form")
    try? form.verify(postcode)
    let go = screen.makeButton("go")
    try? form.manage(go)
    return (country, postcode, go)
  }

  @Test func theRuleIsCheckedAgainWhenTheControlItReadsChanges() {
    let (country, postcode, go) = addressForm()
    postcode.type("SW1A1")
    #expect(postcode.isValid, "no country: anything goes")
    #expect(go.isEnabled)
    country.type("US")
    #expect(postcode.validity == .invalid, "checked again without an edit of its own")
    #expect(postcode.errors == ["A ZIP code has 5 digits."])
    #expect(postcode.shownError == "A ZIP code has 5 digits.")
    #expect(!go.isEnabled)
    country.clear()
    country.type("GB")
    #expect(postcode.isValid)
    #expect(go.isEnabled)
    postcode.clear()
    #expect(postcode.errors == ["Enter your postcode.", "A postcode has 5 to 7 characters."])
    country.setText("FR")
    #expect(postcode.errors == ["Enter your postcode."], "a text set from code counts too")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aRuleSeesOnlyTheControlsItNames() {
    let secret = screen.makeTextField("secret")
    let field = screen.makeTextField("field")
    secret.type("x")
    field.validate([
      .custom("sees nothing it did not name", reading: ["other"]) { _, read in
        read.text(of: "secret") == nil && read["secret"] == nil
      }
    ])
    field.type("a")
    #expect(field.isValid)
  }

  @Test func aSwitchItReadsChecksItAgain() {
    let international = screen.makeSwitch("international")
    let phone = screen.makeTextField("phone")
    phone.validate([
      .custom("Start with + and the country code.", reading: ["international"]) { text, read in
        read.isOn("international") != true || text.hasPrefix("+")
      }
    ])
    phone.type("0612")
    #expect(phone.isValid)
    international.toggle()
    #expect(phone.errors == ["Start with + and the country code."])
    international.toggle()
    #expect(phone.isValid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aControlMadeAfterTheRuleIsReadOnceItExists() {
    let phone = screen.makeTextField("phone")
    phone.validate([
      .custom("Needs a plus.", reading: ["international"]) { text, read in
        read.isOn("international") != true || text.hasPrefix("+")
      }
    ])
    phone.type("1")
    let international = screen.makeSwitch("international")
    phone.type("2")
    international.toggle()
    #expect(phone.errors == ["Needs a plus."], "observed from the first check after it was made")
  }

  @Test func aNameThatIsNoControlIsAnInvariantViolation() {
    let field = screen.makeTextField("field")
    field.validate([.custom("x", reading: ["contry"]) { _, _ in true }])
    #expect(
      field.invariantViolations().map(\.actual) == [
        "a rule reads 'contry', which is no control of its screen"
      ])
  }

  @Test func rulesReplacedStopReadingWhatTheyNoLongerName() {
    let country = screen.makeTextField("country")
    let postcode = screen.makeTextField("postcode")
    let calls = Counter()
    postcode.validate([
      .custom("never", reading: ["country"]) { _, _ in
        calls.value += 1
        return false
      }
    ])
    postcode.type("a")
    let before = calls.value
    country.type("U")
    #expect(calls.value == before + 1)
    postcode.validate([.required()])
    country.type("S")
    #expect(calls.value == before + 1, "no longer checked when the country changes")
  }

  @Test func aCheckpointRestoresTheReadingRulesAndTheirState() throws {
    let (country, postcode, _) = addressForm()
    country.type("US")
    postcode.type("123")
    let checkpoint = try #require(screen.checkpoint())
    postcode.validate([.required()])
    country.clear()
    screen.restore(checkpoint)
    #expect(postcode.errors == ["A ZIP code has 5 digits."])
    #expect(screen.invariantViolations().isEmpty)
    country.clear()
    #expect(postcode.isValid, "the restored rule reads the country again")
  }

  @Test func aRuleIsTestedWithValuesGivenOutright() {
    #expect(
      Self.postcodeRule.evaluate("1234", reading: ControlValues(["country": .text("US")]))
        == .failed("A ZIP code has 5 digits."))
    #expect(
      Self.postcodeRule.evaluate("12345", reading: ControlValues(["country": .text("US")]))
        == .passed)
    #expect(Self.postcodeRule.readControlNames == ["country"])
    #expect(Self.postcodeRule.constraint == .custom)
    #expect(ValidationRule.equals("password").readControlNames == ["password"])
    #expect(ValidationRule.required().readControlNames.isEmpty)
  }

  private final class Counter: @unchecked Sendable {
    var value = 0
  }
}
