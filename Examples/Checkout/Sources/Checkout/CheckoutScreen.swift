public import ControlModel
public import ValidationManager

/// The checkout: card number, expiry, security code, the billing country, an optional promo
/// code checked by the server, the terms, and a pay button whose request is in flight until the payment provider
/// answers.
///
/// The same object runs in the app (on a `LiveClock`, bound to the views) and in tests (on a
/// `VirtualClock`, where the tests answer the promo and payment requests themselves).
///
/// ```swift
/// let checkout = CheckoutScreen(
///   clock: LiveClock(), promoCodes: api, payments: stripe, today: .init(year: 2026, month: 11))
/// checkout.cardNumber.paste("4242 4242 4242 4242")
/// ```
public final class CheckoutScreen {
  /// The screen with every control and the form's manager.
  public let screen: Screen
  /// The card number: spaces are dropped as it is typed or pasted; 16 ASCII digits.
  public let cardNumber: TextField
  /// The expiry, `MM/YY`.
  public let expiry: TextField
  /// The card's security code: 3 or 4 digits.
  public let cvc: TextField
  /// The country the card is billed in: a picker, preselected with the customer's region, as
  /// a real checkout does. (The expiry stays a field: cards print it `MM/YY`, and customers type
  /// it as printed; a day picker would ask for a day the card does not have.)
  public let billingCountry: Picker
  /// An optional promo code, uppercased, checked by the server after a pause in typing.
  public let promoCode: TextField
  /// The terms of sale, which must be accepted.
  public let terms: Switch
  /// Pays: enabled when the form is valid, busy while the payment is in flight.
  public let pay: Button
  /// The countries the shop bills cards in, in the order the picker shows them.
  public static let countries = ["US", "CA", "GB", "DE", "FR", "NL"]

  /// The form: verifies every field, the billing country and the terms, manages the pay
  /// button.
  public let form: Manager
  /// Emails the receipt: enabled once the payment went through.
  public let emailReceipt: Button
  /// The receipt section: verifies the pay button, which counts valid once its last payment
  /// went through, and manages the receipt button.
  public let paid: Manager

  /// How long the promo code waits after the last keystroke before it is checked.
  public static let promoDebounce = Duration.milliseconds(400)

  /// Builds the checkout.
  ///
  /// - Parameters:
  ///   - clock: A `LiveClock` in the app, a `VirtualClock` in tests.
  ///   - promoCodes: The server that checks promo codes.
  ///   - payments: The payment provider.
  ///   - today: This month, to refuse an expired card.
  ///   - region: The customer's region, which the billing country starts with when the shop
  ///     bills cards there.
  public init(
    clock: any ScreenClock, promoCodes: any PromoCodes, payments: any Payments, today: YearMonth,
    region: String = "US"
  ) {
    screen = Screen(title: "Checkout", clock: clock)
    cardNumber = screen.makeTextField(
      "cardNumber", limit: 16, allow: .characterClass(.asciiDigit),
      normalizer: .removingWhitespace)
    expiry = screen.makeTextField("expiry", limit: 5, allow: .characters(Set("0123456789/")))
    cvc = screen.makeTextField(
      "cvc", limit: 4, allow: .characterClass(.asciiDigit), isSecure: true)
    billingCountry = screen.makePicker(
      "billingCountry", options: Self.countries,
      selection: Self.countries.contains(region) ? region : nil)
    promoCode = screen.makeTextField(
      "promoCode", limit: 20,
      normalizer: InputNormalizer.removingWhitespace.followed(by: .uppercased))
    terms = screen.makeSwitch("terms")
    pay = screen.makeButton("pay")
    form = screen.makeManager("form")
    emailReceipt = screen.makeButton("emailReceipt")
    paid = screen.makeManager("paid")

    cardNumber.validate([
      .required("Enter your card number."),
      .minLength(16, "A card number has 16 digits."),
      .custom("That card number is not valid.", CardRules.passesLuhn),
    ])
    expiry.validate([
      .required("Enter the expiry date."),
      .custom("Use the form MM/YY.") { CardRules.expiry($0) != nil },
      .custom("That card has expired.") { text in
        CardRules.expiry(text).map { $0 >= today } ?? true
      },
    ])
    cvc.validate([
      .required("Enter the security code."),
      .minLength(3, "The security code has 3 or 4 digits."),
    ])
    promoCode.validate(
      [
        .minLength(4, "Promo codes have at least 4 characters."),
        .check(failureMessage: "We could not check this code. Try again.") { code in
          try await promoCodes.isValid(code) ? .valid : .invalid("This code is not valid.")
        },
      ], errors: .onChange, debounce: Self.promoDebounce)
    terms.validate([.mustBeOn("Accept the terms of sale.")], errors: .onSubmit)
    billingCountry.validate([.required("Choose the country the card is billed in.")])

    for field in [cardNumber, expiry, cvc] { pay.addSubmittedField(field) }
    pay.addSubmitted(billingCountry)
    pay.addSubmittedSwitch(terms)
    do {
      for member in [cardNumber, expiry, cvc, billingCountry, promoCode] as [any IValidatable] {
        try form.verify(member)
      }
      try form.verify(terms)
      try form.manage(pay)
      // A section opened by a request: the receipt once the payment went through.
      try paid.verify(pay)
      try paid.manage(emailReceipt)
    } catch {
      // The form verifies fields and manages pay; the receipt's manager verifies pay and
      // manages another button: neither can close a cycle.
      preconditionFailure("the checkout's managers have a cycle: \(error)")
    }
    // The action holds the fields, not this object: the screen may outlive it, as when a
    // scenario catalogue keeps only the screen.
    pay.action = { [cardNumber, expiry, cvc, promoCode, billingCountry] in
      let payment = Self.payment(cardNumber, expiry, cvc, promoCode, billingCountry)
      return { try await payments.charge(payment) }
    }
  }

  /// What the pay button sends: the form as it is now.
  public var payment: Payment {
    Self.payment(cardNumber, expiry, cvc, promoCode, billingCountry)
  }

  private static func payment(
    _ cardNumber: TextField, _ expiry: TextField, _ cvc: TextField, _ promoCode: TextField,
    _ billingCountry: Picker
  ) -> Payment {
    Payment(
      cardNumber: cardNumber.text, expiry: expiry.text, cvc: cvc.text,
      promoCode: promoCode.text.isEmpty ? nil : promoCode.text,
      billingCountry: billingCountry.selection ?? "")
  }

  /// What the screen shows under the pay button once a payment ended.
  public var paymentMessage: String? {
    switch pay.lastAnswer {
    case nil: nil
    case .valid?: "Payment accepted."
    case .invalid?, .failed?: "The payment did not go through. Check your card and try again."
    }
  }
}
