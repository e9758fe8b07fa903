/// An address as the address book stores it: what the customer sees, hidden sections left out.
public struct ShippingAddress: Sendable, Hashable {
  /// The country's code.
  public var country: String
  /// The state, for the United States.
  public var state: String?
  /// The postcode, where the country has them.
  public var postcode: String?
  /// The email, if given.
  public var email: String?
  /// The phone, if given.
  public var phone: String?
  /// The frequent-flyer number, for a frequent flyer.
  public var frequentFlyerNumber: String?

  /// An address.
  public init(
    country: String, state: String?, postcode: String?, email: String?, phone: String?,
    frequentFlyerNumber: String?
  ) {
    self.country = country
    self.state = state
    self.postcode = postcode
    self.email = email
    self.phone = phone
    self.frequentFlyerNumber = frequentFlyerNumber
  }
}

/// Where a saved address goes: the app's server.
public protocol AddressBook: Sendable {
  /// Stores an address; throws when it cannot.
  func store(_ address: ShippingAddress) async throws
}
