import AddressCatalogue
import ScenarioCommand

/// Replays the address screen's scenario files against the screen built in Swift:
/// `swift run address-scenarios [OPTIONS] [PATH...]`, by default `Scenarios`.
@main
struct AddressScenarios {
  static func main() {
    ScenarioCommand.main(catalogue: .address)
  }
}
