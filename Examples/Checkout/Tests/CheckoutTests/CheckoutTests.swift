import Checkout
import ControlModel
import Testing
import ValidationManager

/// The checkout on a virtual clock: time moves only when a test says so, and the tests answer the
/// promo server and the payment provider themselves, in the order they choose.
@Suite("Checkout")
struct CheckoutTests {
  let clock = VirtualClock()
  let checkout: CheckoutScreen

  /// Services the tests never call: on a virtual clock the requests wait for the test's answer.
  struct Unreachable: PromoCodes, Payments {
    func isValid(_ code: String) async throws -> Bool { false }
    func charge(_ payment: Payment) async throws {}
  }

  init() {
    checkout = CheckoutScreen(
      clock: clock, promoCodes: Unreachable(), payments: Unreachable(),
      today: YearMonth(year: 2026, month: 11))
  }

  /// Fills the card details with a valid card and accepts the terms.
  private func fillValidCard() {
    checkout.cardNumber.paste("4242 4242 4242 4242")
    checkout.expiry.type("12/29")
    checkout.cvc.type("123")
    checkout.terms.toggle()
  }

  @Test func payIsDisabledUntilTheFormIsValid() {
    #expect(!checkout.pay.isEnabled)
    #expect(checkout.cardNumber.shownError == nil, "nothing shows before the user typed")
    fillValidCard()
    #expect(checkout.pay.isEnabled)
    checkout.terms.toggle()
    #expect(!checkout.pay.isEnabled)
    #expect(
      checkout.pay.explainEnablement().description
        == "pay is disabled because manager form is invalid: terms: 'Accept the terms of sale.'")
  }

  @Test func aPastedCardNumberLosesItsSpaces() {
    checkout.cardNumber.paste("4242 4242 4242 4242")
    #expect(checkout.cardNumber.text == "4242424242424242")
    #expect(checkout.cardNumber.validity == .valid)
    checkout.cardNumber.type("4")
    #expect(checkout.cardNumber.refusalCount == 1, "a 17th digit is refused")
  }

  @Test(arguments: [
    ("4242 4242 4242 4241", "That card number is not valid."),
    ("4242 4242", "A card number has 16 digits."),
  ])
  func aBadCardNumberShowsWhyWhenTheFieldIsLeft(number: String, message: String) {
    checkout.cardNumber.paste(number)
    #expect(checkout.cardNumber.shownError == nil)
    checkout.screen.tab()
    #expect(checkout.cardNumber.shownError == message)
  }

  @Test func unicodeDigitsAreRefused() {
    checkout.cardNumber.type("4٤٢½²2")
    #expect(checkout.cardNumber.text == "42")
    #expect(checkout.cardNumber.refusalCount == 4)
  }

  @Test(arguments: [
    ("13/29", "Use the form MM/YY."),
    ("1229", "Use the form MM/YY."),
    ("10/26", "That card has expired."),
  ])
  func aBadExpiryIsRefused(expiry: String, message: String) {
    checkout.expiry.type(expiry)
    #expect(checkout.expiry.errors.first == message)
  }

  @Test func thePromoCodeIsCheckedAfterAPauseInTyping() throws {
    fillValidCard()
    checkout.promoCode.type("save10")
    #expect(checkout.promoCode.text == "SAVE10")
    #expect(checkout.promoCode.validity == .pending)
    #expect(!checkout.pay.isEnabled, "a pending code keeps pay disabled")
    clock.advance(by: .milliseconds(399))
    #expect(checkout.screen.outstandingRequests.isEmpty)
    clock.advance(by: .milliseconds(1))
    let request = try #require(checkout.promoCode.outstandingRequests.first)
    #expect(request.kind == .check(text: "SAVE10"))
    request.answer(.valid)
    #expect(checkout.pay.isEnabled)
  }

  @Test func aLateAnswerForAnOlderCodeIsIgnored() throws {
    fillValidCard()
    checkout.promoCode.type("SAVE1")
    clock.advance(by: CheckoutScreen.promoDebounce)
    let first = try #require(checkout.promoCode.outstandingRequests.first)
    checkout.promoCode.type("0")
    #expect(first.isCancelled, "the edit cancels the check in flight")
    clock.advance(by: CheckoutScreen.promoDebounce)
    let second = try #require(checkout.promoCode.outstandingRequests.first)
    // The server answers out of order: SAVE10 first, then the stale SAVE1.
    #expect(second.answer(.valid))
    #expect(!first.answer(.invalid("This code is not valid.")))
    #expect(checkout.promoCode.validity == .valid)
    #expect(checkout.promoCode.shownError == nil)
    #expect(checkout.pay.isEnabled)
  }

  @Test func anUnknownCodeShowsTheServersMessage() throws {
    fillValidCard()
    checkout.promoCode.type("NOPE")
    clock.advance(by: CheckoutScreen.promoDebounce)
    try #require(checkout.promoCode.outstandingRequests.first)
      .answer(.invalid("This code is not valid."))
    #expect(checkout.promoCode.shownError == "This code is not valid.")
    #expect(!checkout.pay.isEnabled)
    checkout.promoCode.clear()
    #expect(!checkout.pay.isEnabled, "pending until the debounce has passed")
    clock.advance(by: CheckoutScreen.promoDebounce)
    #expect(checkout.pay.isEnabled, "the promo code is optional")
    #expect(checkout.screen.outstandingRequests.isEmpty, "an empty code is not sent")
  }

  @Test func aServerThatCannotBeReachedFailsClosed() throws {
    fillValidCard()
    checkout.promoCode.type("SAVE10")
    clock.advance(by: CheckoutScreen.promoDebounce)
    try #require(checkout.promoCode.outstandingRequests.first).answer(.failed("offline"))
    #expect(checkout.promoCode.shownError == "We could not check this code. Try again.")
    #expect(!checkout.pay.isEnabled)
  }

  @Test func mashingPaySendsOnePaymentWithTheFormAsTapped() throws {
    fillValidCard()
    #expect(checkout.pay.tap())
    #expect(!checkout.pay.tap())
    #expect(!checkout.pay.tap())
    #expect(checkout.pay.sentRequestCount == 1)
    #expect(checkout.pay.isBusy)
    let payment = try #require(checkout.pay.request)
    #expect(payment.kind == .action)
    payment.answer(.valid)
    #expect(!checkout.pay.isBusy)
    #expect(checkout.paymentMessage == "Payment accepted.")
  }

  @Test func theReceiptOpensOnceThePaymentWentThrough() throws {
    #expect(!checkout.emailReceipt.isEnabled)
    fillValidCard()
    checkout.pay.tap()
    #expect(checkout.paid.validity == .pending)
    #expect(!checkout.emailReceipt.isEnabled)
    try #require(checkout.pay.request).answer(.valid)
    #expect(checkout.emailReceipt.isEnabled)
    // Editing the card afterwards disables pay, not the receipt of the payment made.
    checkout.cvc.clear()
    #expect(!checkout.pay.isEnabled)
    #expect(checkout.emailReceipt.isEnabled)
  }

  @Test func aDeclinedPaymentFreesThePayButton() throws {
    fillValidCard()
    checkout.pay.tap()
    try #require(checkout.pay.request).answer(.failed("card declined"))
    #expect(checkout.pay.isEnabled)
    #expect(!checkout.emailReceipt.isEnabled)
    #expect(
      checkout.paymentMessage == "The payment did not go through. Check your card and try again.")
  }

  @Test func thePaymentCarriesTheFormAsItWasWhenTapped() async throws {
    actor Recorder: Payments {
      var charged: [Payment] = []
      func charge(_ payment: Payment) async throws { charged.append(payment) }
    }
    let recorder = Recorder()
    let checkout = CheckoutScreen(
      clock: clock, promoCodes: Unreachable(), payments: recorder,
      today: YearMonth(year: 2026, month: 11))
    checkout.cardNumber.paste("4242424242424242")
    checkout.expiry.type("01/30")
    checkout.cvc.type("999")
    checkout.terms.toggle()
    checkout.pay.tap()
    let request = try #require(checkout.pay.request)
    #expect(await request.run())
    #expect(
      await recorder.charged == [
        Payment(
          cardNumber: "4242424242424242", expiry: "01/30", cvc: "999", promoCode: nil,
          billingCountry: "US")
      ])
  }

  @Test func theBillingCountryStartsWithTheRegionAndMustBeChosen() {
    #expect(checkout.billingCountry.selection == "US")
    let abroad = CheckoutScreen(
      clock: clock, promoCodes: Unreachable(), payments: Unreachable(),
      today: YearMonth(year: 2026, month: 11), region: "JP")
    #expect(abroad.billingCountry.selection == nil, "a region the shop does not bill in")
    fillValidCard()
    #expect(checkout.pay.isEnabled)
    checkout.billingCountry.select(nil)
    #expect(!checkout.pay.isEnabled)
    #expect(checkout.billingCountry.shownError == "Choose the country the card is billed in.")
    checkout.billingCountry.select("DE")
    #expect(checkout.payment.billingCountry == "DE")
  }

  @Test func tappingPayWithoutTheTermsShowsTheirError() {
    checkout.cardNumber.paste("4242424242424242")
    checkout.expiry.type("12/29")
    checkout.cvc.type("123")
    #expect(checkout.terms.shownError == nil)
    #expect(!checkout.pay.tap(), "pay is disabled while the terms are off")
    checkout.terms.toggle()
    checkout.terms.toggle()
    #expect(checkout.terms.shownError == nil, "the terms show their error on submit only")
  }

  @Test func theModelHoldsItsInvariantsThroughAWholeCheckout() throws {
    fillValidCard()
    checkout.promoCode.type("SAVE10")
    clock.advance(by: CheckoutScreen.promoDebounce)
    try #require(checkout.promoCode.outstandingRequests.first).answer(.valid)
    checkout.pay.tap()
    #expect(checkout.screen.invariantViolations().isEmpty)
  }
}
