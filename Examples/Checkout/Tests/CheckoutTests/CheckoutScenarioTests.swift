import CheckoutCatalogue
import ScenarioEngine
import ScenarioTesting
import Testing

/// The checkout's scenario files, each scenario a test case of its own, replayed against the
/// checkout built in Swift; a failure is recorded at the scenario file's line and column.
@Test(arguments: ScenarioCase.all(in: ["Scenarios"], relativeTo: #filePath, catalogue: .checkout))
func checkoutScenario(_ scenario: ScenarioCase) {
  scenario.expectToPass()
}
