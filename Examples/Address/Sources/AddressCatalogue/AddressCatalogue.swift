import Address
import ControlModel
public import ScenarioEngine

extension ScreenCatalogue {
  /// The address screen, for its scenario files: `screen from "address"`.
  ///
  /// The address book is never called: on a virtual clock the save request waits for the
  /// scenario's `answer` step.
  public static let address = ScreenCatalogue()
    .registering("address") { clock in
      AddressScreen(clock: clock, book: ScriptedBook()).screen
    }
}

/// An address book whose answers the scenario files script with `answer` steps.
struct ScriptedBook: AddressBook {
  struct NotScripted: Error {}
  func store(_ address: ShippingAddress) async throws { throw NotScripted() }
}
