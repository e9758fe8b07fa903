/// Checks promo codes: the app's server.
public protocol PromoCodes: Sendable {
  /// Whether a code may be used.
  ///
  /// - Parameter code: The code, uppercased and without spaces.
  /// - Returns: `true` when the code is valid.
  /// - Throws: When the server cannot be reached.
  func isValid(_ code: String) async throws -> Bool
}

/// Charges cards: the app's payment provider.
public protocol Payments: Sendable {
  /// Charges a payment.
  ///
  /// - Parameter payment: What to charge.
  /// - Throws: When the payment is declined or the provider cannot be reached.
  func charge(_ payment: Payment) async throws
}

/// A payment, as the checkout sends it.
public struct Payment: Sendable, Hashable {
  /// The card number: 16 ASCII digits.
  public let cardNumber: String
  /// The expiry, `MM/YY`.
  public let expiry: String
  /// The card's security code.
  public let cvc: String
  /// The promo code, if one was entered.
  public let promoCode: String?
  /// The country the card is billed in.
  public let billingCountry: String

  /// Makes a payment.
  ///
  /// - Parameters:
  ///   - cardNumber: The card number.
  ///   - expiry: The expiry, `MM/YY`.
  ///   - cvc: The card's security code.
  ///   - promoCode: The promo code, if one was entered.
  ///   - billingCountry: The country the card is billed in.
  public init(
    cardNumber: String, expiry: String, cvc: String, promoCode: String?, billingCountry: String
  ) {
    self.cardNumber = cardNumber
    self.expiry = expiry
    self.cvc = cvc
    self.promoCode = promoCode
    self.billingCountry = billingCountry
  }
}

/// A month of a year, to tell whether a card has expired.
public struct YearMonth: Sendable, Hashable, Comparable {
  /// The year, such as 2026.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int

  /// Makes a month of a year.
  ///
  /// - Parameters:
  ///   - year: The year, such as 2026.
  ///   - month: The month, 1 to 12.
  public init(year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// Whether the first month comes before the second.
  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
