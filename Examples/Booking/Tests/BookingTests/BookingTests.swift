import Booking
import BookingCatalogue
import ControlModel
import ScenarioTesting
import Testing
import ValidationManager

/// The passengers screen on a virtual clock: time moves only when a test says so, and the tests
/// answer the booking service themselves.
@Suite("Passengers of a flight booking")
struct BookingTests {
  let clock = VirtualClock()
  let booking: PassengersScreen

  /// A booking service the tests never call: the booking request waits for the test's answer.
  struct Unreachable: BookingService {
    func book(_ booking: Booking) async throws {}
  }

  init() {
    booking = PassengersScreen(
      clock: clock, flight: CalendarDate(year: 2026, month: 7, day: 1), service: Unreachable())
  }

  private func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate? {
    CalendarDate(year: year, month: month, day: day)
  }

  @Test func oneToSixPassengersAndTheButtonsFollowTheBounds() {
    #expect(booking.passengers.count == 1)
    #expect(!booking.removePassenger.isEnabled)
    for _ in 1...5 { #expect(booking.addPassenger.tap()) }
    #expect(booking.passengers.count == 6)
    #expect(!booking.addPassenger.isEnabled)
    #expect(!booking.passengers.append(), "a seventh passenger is refused")
    #expect(booking.passengers.refusalCount == 1)
    #expect(booking.removePassenger.tap())
    #expect(booking.passengers.count == 5)
    #expect(booking.addPassenger.isEnabled)
    #expect(booking.screen.invariantViolations().isEmpty)
  }

  @Test func eachRowsRulesReadItsOwnTypeAndTheFlight() {
    booking.passengers.append()
    let adult = booking.passengers.rows[0]
    let infant = booking.passengers.rows[1]
    infant.type.select("Infant")
    #expect(infant.bags.isHidden)
    #expect(!adult.bags.isHidden, "the first row's type is its own")
    infant.born.pick(day(2024, 6, 30))
    #expect(infant.born.errors == ["An infant is younger than 2 on the day of the flight."])
    adult.born.pick(day(2024, 6, 30))
    #expect(adult.born.isValid, "an adult has no age rule here")
    booking.flight.pick(day(2026, 6, 29))
    #expect(infant.born.isValid, "the rule reads the flight's day as it is now")
  }

  @Test func theFlightIsLoadedAndContinueFocusesTheFirstFieldToFix() {
    #expect(booking.flight.startingValue == .day(day(2026, 7, 1)))
    #expect(!booking.flight.isDirty && !booking.screen.managers.contains { $0.isDirty })
    booking.passengers.append()
    let second = booking.passengers.rows[1]
    second.first.type("Mia")
    booking.proceed.tap()
    #expect(booking.screen.focusedField === booking.email)
    #expect(booking.email.shownError == "Enter an email.")
    booking.email.type("ann@example.com")
    booking.proceed.tap()
    #expect(booking.screen.focusedField === booking.passengers.rows[0].first)
    #expect(booking.passengers.isDirty && booking.passengers.isTouched)
    // Discarding goes back to one passenger and the loaded flight.
    booking.flight.pick(day(2026, 7, 2))
    booking.screen.reset()
    #expect(booking.passengers.count == 1 && booking.flight.day == day(2026, 7, 1))
    #expect(!booking.passengers.isDirty && booking.screen.focusedField == nil)
  }

  @Test func aRemovedPassengersRowLeavesAndTheNextMovesUp() throws {
    booking.passengers.append()
    booking.passengers.append()
    booking.passengers.rows[1].first.type("Mia")
    booking.passengers.rows[2].first.type("Bo")
    let bo = booking.passengers.rows[2].first
    #expect(booking.passengers.remove(at: 1))
    #expect(booking.passengers.rows.map(\.first.text) == ["", "Bo"])
    #expect(bo.name == "passenger[2].first")
    #expect(booking.screen.focusedField === bo, "the focus moves up with its row")
    #expect(booking.screen.invariantViolations().isEmpty)
  }

  @Test func continueSendsTheBookingOnlyWhenEveryPassengerIsValid() throws {
    booking.email.type("ann@example.com")
    #expect(booking.proceed.tap(), "Continue stays enabled to reveal the errors")
    #expect(booking.screen.outstandingRequests.isEmpty)
    #expect(booking.passengers.rows[0].first.shownError == "Enter a first name.")
    let row = booking.passengers.rows[0]
    row.first.type("Ann")
    row.last.type("Lee")
    row.born.pick(day(1990, 5, 17))
    row.bags.increment(2)
    #expect(
      booking.booking
        == Booking(
          email: "ann@example.com",
          passengers: [
            Passenger(first: "Ann", last: "Lee", type: "Adult", born: day(1990, 5, 17), bags: 2)
          ]))
    #expect(booking.proceed.tap())
    let request = try #require(booking.screen.outstandingRequests.first)
    #expect(request.controlName == "continue")
    #expect(booking.proceed.isBusy)
    request.answer(.valid)
    #expect(!booking.proceed.isBusy)
  }
}

/// The passengers screen's scenario files, each scenario a test case of its own, replayed
/// against the screen built in Swift.
@Test(arguments: ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath, catalogue: .booking))
func bookingScenario(_ scenario: ScenarioCase) {
  scenario.expectToPass()
}
