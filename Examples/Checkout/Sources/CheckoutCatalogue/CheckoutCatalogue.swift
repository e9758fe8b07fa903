import Checkout
import ControlModel
import ScenarioEngine

extension ScreenCatalogue {
  /// The checkout's screens, for its scenario files: `screen from "checkout"`.
  ///
  /// The services are never called: on a virtual clock every request waits for the scenario's
  /// `answer` step.
  public static let checkout = ScreenCatalogue()
    .registering("checkout") { clock in
      CheckoutScreen(
        clock: clock, promoCodes: ScriptedServices(), payments: ScriptedServices(),
        today: YearMonth(year: 2026, month: 11)
      ).screen
    }
}

/// Services whose answers the scenario files script with `answer` steps.
struct ScriptedServices: PromoCodes, Payments {
  struct NotScripted: Error {}
  func isValid(_ code: String) async throws -> Bool { throw NotScripted() }
  func charge(_ payment: Payment) async throws { throw NotScripted() }
}
