public import ControlModel
public import ValidationManager

/// The contact and shipping address of an order: a country picker whose choice decides the
/// postcode's rule and whether a state and a postcode are asked for, an email or a phone (at
/// least one), and a frequent-flyer number shown and required only while its switch is on.
///
/// The same object runs in the app (on a `LiveClock`, bound to the views) and in tests (on a
/// `VirtualClock`, where the tests answer the address book's requests themselves).
///
/// ```swift
/// let address = AddressScreen(clock: LiveClock(), book: api)
/// address.country.select("CA")
/// address.postcode.paste("K1A 0B1")
/// ```
public final class AddressScreen {
  /// The countries the shop ships to, in the order the picker shows them.
  public static let countries = ["US", "DE", "CA", "IS"]
  /// The states of the United States the shop ships to.
  public static let states = ["CA", "NY", "TX", "WA"]

  /// The screen with every control and the form's manager.
  public let screen: Screen
  /// The country: required; Iceland has no postcodes.
  public let country: Picker
  /// The state: shown, and required, only for the United States.
  public let state: Picker
  /// The postcode: five digits in the United States and Germany, `A9A 9A9` in Canada, hidden
  /// for Iceland.
  public let postcode: TextField
  /// The email: required while the phone is empty; well formed when given.
  public let email: TextField
  /// The phone: required while the email is empty; digits only, at least six.
  public let phone: TextField
  /// Whether the customer is a frequent flyer.
  public let frequentFlyer: Switch
  /// The frequent-flyer number: shown and required only while the switch is on.
  public let frequentFlyerNumber: TextField
  /// Saves the address: enabled only while the form is valid; busy while the address book
  /// stores it.
  public let save: Button
  /// The form: verifies every control that holds a value, manages the save button.
  public let form: Manager

  /// Builds the screen.
  ///
  /// - Parameters:
  ///   - clock: A `LiveClock` in the app, a `VirtualClock` in tests.
  ///   - book: Where a saved address goes.
  public init(clock: any ScreenClock, book: any AddressBook) {
    screen = Screen(title: "Contact and shipping address", clock: clock)
    country = screen.makePicker("country", options: Self.countries)
    state = screen.makePicker("state", options: Self.states)
    postcode = screen.makeTextField("postcode", limit: 7, normalizer: .uppercased)
    email = screen.makeTextField("email", normalizer: .removingWhitespace)
    phone = screen.makeTextField("phone", limit: 15, allow: .characterClass(.asciiDigit))
    frequentFlyer = screen.makeSwitch("frequentFlyer")
    frequentFlyerNumber = screen.makeTextField(
      "ffNumber", limit: 8, normalizer: InputNormalizer.removingWhitespace.followed(by: .uppercased)
    )
    save = screen.makeButton("save")
    form = screen.makeManager("form")
    validate()
    wire()
    // The action holds the controls, not this object: the screen may outlive it.
    save.action = { [country, state, postcode, email, phone, frequentFlyerNumber] in
      let address = Self.address(
        country, state, postcode, email, phone, frequentFlyerNumber)
      return { try await book.store(address) }
    }
  }

  /// What the save button sends: the form as it is now, hidden sections left out.
  public var address: ShippingAddress {
    Self.address(country, state, postcode, email, phone, frequentFlyerNumber)
  }

  private static func address(
    _ country: Picker, _ state: Picker, _ postcode: TextField, _ email: TextField,
    _ phone: TextField, _ number: TextField
  ) -> ShippingAddress {
    ShippingAddress(
      country: country.selection ?? "", state: state.isHidden ? nil : state.selection,
      postcode: postcode.isHidden ? nil : postcode.text,
      email: email.text.isEmpty ? nil : email.text, phone: phone.text.isEmpty ? nil : phone.text,
      frequentFlyerNumber: number.isHidden ? nil : number.text)
  }

  private func validate() {
    country.validate([.required("Choose a country.")])
    state.show(when: [.is("country", "US")])
    state.validate([.required("Choose a state.")])
    postcode.show(when: [.isNot("country", "IS")])
    postcode.validate(
      [
        .required("Enter a postcode."),
        AddressRules.pattern("[0-9]{5}", "Five digits.").when(.is("country", "US", "DE")),
        AddressRules.pattern("[A-Z][0-9][A-Z] [0-9][A-Z][0-9]", "Like K1A 0B1.")
          .when(.is("country", "CA")),
      ], errors: .onChange)
    let either = "Give an email or a phone number."
    email.validate(
      [.required(either).when(.empty("phone")), .email("That is not an email address.")],
      errors: .onChange)
    phone.validate(
      [.required(either).when(.empty("email")), .minLength(6, "At least 6 digits.")],
      errors: .onChange)
    frequentFlyerNumber.show(when: [.on("frequentFlyer")])
    frequentFlyerNumber.validate(
      [
        .required("Enter your frequent-flyer number."),
        AddressRules.pattern("[A-Z]{2}[0-9]{6}", "Two letters and six digits."),
      ], errors: .onChange)
  }

  private func wire() {
    let members: [any Control & IValidatable] = [
      country, state, postcode, email, phone, frequentFlyerNumber,
    ]
    for member in members { save.addSubmitted(member) }
    do {
      for member in members { try form.verify(member) }
      try form.manage(save)
    } catch {
      // One manager verifies controls and manages a button: it cannot close a cycle.
      preconditionFailure("the address form's manager has a cycle: \(error)")
    }
  }
}
