public import ControlModel

/// One passenger as the booking service takes it.
public struct Passenger: Sendable, Hashable {
  /// The first name.
  public var first: String
  /// The last name.
  public var last: String
  /// Adult, Child or Infant.
  public var type: String
  /// The date of birth, if given.
  public var born: CalendarDate?
  /// Checked bags: none for an infant.
  public var bags: Int

  /// A passenger.
  public init(first: String, last: String, type: String, born: CalendarDate?, bags: Int) {
    self.first = first
    self.last = last
    self.type = type
    self.born = born
    self.bags = bags
  }
}

/// A booking: the contact email and the passengers, in the order the form lists them.
public struct Booking: Sendable, Hashable {
  /// The contact email.
  public var email: String
  /// The passengers.
  public var passengers: [Passenger]

  /// A booking.
  public init(email: String, passengers: [Passenger]) {
    self.email = email
    self.passengers = passengers
  }
}

/// Where a booking goes: the app's server.
public protocol BookingService: Sendable {
  /// Books the passengers; throws when it cannot.
  func book(_ booking: Booking) async throws
}
