import CheckoutCatalogue
import ScenarioCommand

/// Replays the checkout's scenario files against the checkout built in Swift:
/// `swift run checkout-scenarios [OPTIONS] [PATH...]`, by default `Scenarios`.
@main
struct CheckoutScenarios {
  static func main() {
    ScenarioCommand.main(catalogue: .checkout)
  }
}
