import Address
import AddressCatalogue
import ControlModel
import ScenarioTesting
import Testing
import ValidationManager

/// The address screen on a virtual clock: time moves only when a test says so, and the tests
/// answer the address book themselves.
@Suite("Contact and shipping address")
struct AddressTests {
  let clock = VirtualClock()
  let address: AddressScreen

  /// An address book the tests never call: the save request waits for the test's answer.
  struct Unreachable: AddressBook {
    func store(_ address: ShippingAddress) async throws {}
  }

  init() {
    address = AddressScreen(clock: clock, book: Unreachable())
  }

  @Test func theCountryDecidesWhichSectionsAreShown() {
    #expect(address.state.isHidden)
    #expect(!address.postcode.isHidden, "nothing chosen is not Iceland")
    address.country.select("US")
    #expect(!address.state.isHidden)
    address.country.select("IS")
    #expect(address.state.isHidden)
    #expect(address.postcode.isHidden)
    #expect(address.screen.invariantViolations().isEmpty)
  }

  @Test func thePostcodeRuleFollowsTheCountry() {
    address.country.select("CA")
    address.postcode.type("k1a 0b1")
    #expect(address.postcode.text == "K1A 0B1")
    #expect(address.postcode.isValid)
    address.country.select("DE")
    #expect(address.postcode.errors == ["Five digits."])
    #expect(address.postcode.shownError == "Five digits.", "on-change: shown since the first edit")
  }

  @Test func anEmailOrAPhoneAtLeastOne() {
    address.country.select("IS")
    #expect(!address.save.isEnabled)
    address.phone.type("5551234")
    #expect(address.email.isValid)
    #expect(address.save.isEnabled)
    address.email.type("ann@")
    #expect(!address.save.isEnabled, "an email that is given must be well formed")
  }

  @Test func aSavedAddressLeavesHiddenSectionsOut() throws {
    address.country.select("IS")
    address.postcode.setText("101")
    address.email.type("ann@example.com")
    address.frequentFlyer.toggle()
    address.frequentFlyerNumber.type("LH123456")
    address.frequentFlyer.toggle()
    #expect(
      address.address
        == ShippingAddress(
          country: "IS", state: nil, postcode: nil, email: "ann@example.com", phone: nil,
          frequentFlyerNumber: nil))
    #expect(address.save.tap())
    let request = try #require(address.screen.outstandingRequests.first)
    #expect(request.controlName == "save")
    #expect(address.save.isBusy)
    request.answer(.valid)
    #expect(!address.save.isBusy)
  }

  @Test func theManagerExplainsWhatHoldsTheSaveBack() {
    address.country.select("US")
    address.postcode.type("10001")
    address.email.type("ann@example.com")
    #expect(
      address.save.explainEnablement().description
        == "save is disabled because manager form is invalid: state: 'Choose a state.' "
        + "(ffNumber hidden, left out)")
  }
}

/// The address screen's scenario files, each scenario a test case of its own, replayed against
/// the screen built in Swift.
@Test(arguments: ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath, catalogue: .address))
func addressScenario(_ scenario: ScenarioCase) {
  scenario.expectToPass()
}
