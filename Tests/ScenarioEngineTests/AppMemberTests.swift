import ControlModel
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine

/// A member of the app's own type that a manager verifies is named in files by the name it
/// gives itself: in `never`, `expect` and `explain`, and in the screen's listing.
@Suite("Members of the app's own type")
struct AppMemberTests {
  private let catalogue = ScreenCatalogue().registering("contact") { clock in
    let screen = Screen(title: "Contact", clock: clock)
    let phone = screen.makeTextField("phone")
    let email = screen.makeTextField("email")
    let contact = AppGate("contact", error: "Give a phone or an email.")
    for field in [phone, email] {
      field.addObserver { event in
        if case .textChanged = event { contact.update(!phone.text.isEmpty || !email.text.isEmpty) }
      }
    }
    let proceed = screen.makeButton("continue")
    let form = screen.makeManager("form")
    try? form.verify(contact)
    try? form.manage(proceed)
    return screen
  }

  @Test func filesNameTheAppsMember() throws {
    let file = CheckedFile(
      text: """
        screen from "contact"
        never continue enabled while contact invalid
        scenario "a phone is enough"
          expect contact invalid
          expect contact error "Give a phone or an email."
          explain contact
          type phone "0612"
          expect contact valid
          expect contact no-error
          expect continue enabled
        """, path: "contact.scenario", catalogue: catalogue)
    #expect(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    let result = try #require(file.replayAll().first)
    #expect(result.passed, "\(String(describing: result.failure))")
    #expect(
      result.steps.flatMap(\.output)
        == ["contact: 'Give a phone or an email.'"])
    #expect(file.symbols["contact"]?.kind == .member)
  }

  @Test func aStateAMemberDoesNotHaveIsAnErrorAtItsPlace() {
    let file = CheckedFile(
      text: "screen from \"contact\"\nscenario \"s\"\n  expect contact on\n",
      path: "contact.scenario", catalogue: catalogue)
    #expect(file.diagnostics.count == 1)
    #expect(file.diagnostics.first?.position.line == 3)
  }

  @Test func theListingNamesTheMember() throws {
    let listing = try ScreenListing(catalogue: catalogue).text(writtenBy: "app-scenarios")
    #expect(listing.contains("  member contact\n"))
    let (read, errors) = ScreenListing.parse(SourceFile(path: "contact.screens", text: listing))
    #expect(errors.isEmpty)
    #expect(read.symbols(of: "contact")?["contact"]?.kind == .member)
  }
}
