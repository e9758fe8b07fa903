import BookingCatalogue
import ScenarioCommand

/// Replays the passengers screen's scenario files against the screen built in Swift:
/// `swift run booking-scenarios [OPTIONS] [PATH...]`, by default `Scenarios`.
@main
struct BookingScenarios {
  static func main() {
    ScenarioCommand.main(catalogue: .booking)
  }
}
