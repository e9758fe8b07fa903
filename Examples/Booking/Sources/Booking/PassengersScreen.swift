public import ControlModel
public import ValidationManager

/// One passenger's row: the controls the row template made, bound by a cell or a SwiftUI row.
public struct PassengerRow {
  /// The first name: required.
  public let first: TextField
  /// The last name: required.
  public let last: TextField
  /// Adult, Child or Infant; Adult unless the user chooses otherwise.
  public let type: Picker
  /// The date of birth: required, on or before the flight; an infant is younger than 2 on the
  /// day of the flight, a child from 2 to 11.
  public let born: DatePicker
  /// Checked bags, 0 to 3: shown for an adult or a child (an infant has none).
  public let bags: Stepper
}

/// The passengers of a flight booking: one to six passenger rows, a contact email, and a
/// Continue button that submits them all.
///
/// The same object runs in the app (on a `LiveClock`, bound to the views) and in tests (on a
/// `VirtualClock`, where the tests answer the booking service's requests themselves).
///
/// ```swift
/// let booking = PassengersScreen(clock: LiveClock(), flight: day, service: api)
/// booking.passengers.append()
/// booking.passengers.rows[1].type.select("Infant")
/// ```
public final class PassengersScreen {
  /// The passenger types, in the order the picker shows them.
  public static let types = ["Adult", "Child", "Infant"]

  /// The screen with every control.
  public let screen: Screen
  /// The day of the flight: the booking's, which the rows' age rules read.
  public let flight: DatePicker
  /// The contact email: required, well formed.
  public let email: TextField
  /// The passengers: one to six rows.
  public let passengers: RowGroup<PassengerRow>
  /// Adds a passenger; disabled at six.
  public let addPassenger: Button
  /// Removes the last passenger; disabled at one.
  public let removePassenger: Button
  /// Sends the booking: stays enabled so that a tap can reveal the errors and put the cursor
  /// into the first field to fix; sends only a valid form, and is busy while the booking
  /// service answers.
  public let proceed: Button

  /// Builds the screen.
  ///
  /// - Parameters:
  ///   - clock: A `LiveClock` in the app, a `VirtualClock` in tests.
  ///   - day: The day of the flight, as the booking has it.
  ///   - service: Where a booking goes.
  public init(clock: any ScreenClock, flight day: CalendarDate?, service: any BookingService) {
    screen = Screen(title: "Passengers", clock: clock)
    flight = screen.makeDatePicker("flight")
    // The booking's day is loaded, not chosen: it is the flight's starting value, which the
    // form is pristine with and a reset goes back to.
    try? flight.load(.day(day))
    email = screen.makeTextField("email", normalizer: .removingWhitespace)
    email.validate(
      [.required("Enter an email."), .email("Enter a valid email.")], errors: .onSubmit)
    do {
      passengers = try screen.makeRowGroup("passenger", rows: 1...6, row: Self.passenger)
    } catch {
      // The row template makes no manager: it cannot close a cycle.
      preconditionFailure("the passenger row cannot be made: \(error)")
    }
    addPassenger = screen.makeButton("addPassenger")
    removePassenger = screen.makeButton("removePassenger")
    proceed = screen.makeButton("continue", submits: [email])
    // A tap with something to fix puts the cursor into the first field to fix.
    proceed.focusesInvalid = true
    passengers.attachAddButton(addPassenger)
    passengers.attachRemoveButton(removePassenger)
    passengers.submit(with: proceed)
    // The action holds the controls, not this object: the screen may outlive it.
    proceed.action = { [email, passengers] in
      let booking = Self.booking(email, passengers)
      return { try await service.book(booking) }
    }
  }

  /// What Continue sends: the form as it is now.
  public var booking: Booking { Self.booking(email, passengers) }

  private static func booking(_ email: TextField, _ group: RowGroup<PassengerRow>) -> Booking {
    Booking(
      email: email.text,
      passengers: group.rows.map { row in
        Passenger(
          first: row.first.text, last: row.last.text, type: row.type.selection ?? "Adult",
          born: row.born.day, bags: row.bags.isHidden ? 0 : row.bags.value)
      })
  }

  /// The row template: one passenger's controls and rules, which read the row's own type and
  /// the screen's flight.
  private static func passenger(_ row: RowBuilder) -> PassengerRow {
    let first = row.makeTextField("first")
    first.validate([.required("Enter a first name.")], errors: .onSubmit)
    let last = row.makeTextField("last")
    last.validate([.required("Enter a last name.")], errors: .onSubmit)
    let type = row.makePicker("type", options: types, selection: "Adult")
    let born = row.makeDatePicker("born")
    let flight = ValidationRule.DateReference.control("flight")
    born.validate([
      .required("Enter a date of birth."),
      .date(.onOrBefore, flight, "A date of birth is on or before the flight."),
      .age(.under, 2, on: flight, "An infant is younger than 2 on the day of the flight.")
        .when(.is("type", "Infant")),
      .age(.atLeast, 2, on: flight, "A child is at least 2 on the day of the flight.")
        .when(.is("type", "Child")),
      .age(.under, 12, on: flight, "A child is younger than 12 on the day of the flight.")
        .when(.is("type", "Child")),
    ])
    let bags = row.makeStepper("bags", range: 0...3)
    bags.show(when: [.isNot("type", "Infant")])
    return PassengerRow(first: first, last: last, type: type, born: born, bags: bags)
  }
}
