import Booking
import ControlModel
public import ScenarioEngine

extension ScreenCatalogue {
  /// The passengers screen, for its scenario files: `screen from "passengers"`.
  ///
  /// The booking service is never called: on a virtual clock the booking request waits for the
  /// scenario's `answer` step. The flight is on 1 July 2026.
  public static let booking = ScreenCatalogue()
    .registering("passengers") { clock in
      PassengersScreen(clock: clock, flight: flightDay, service: ScriptedService()).screen
    }

  /// The flight's day in the scenario files.
  private static let flightDay = CalendarDate(year: 2026, month: 7, day: 1)
}

/// A booking service whose answers the scenario files script with `answer` steps.
struct ScriptedService: BookingService {
  struct NotScripted: Error {}
  func book(_ booking: Booking) async throws { throw NotScripted() }
}
