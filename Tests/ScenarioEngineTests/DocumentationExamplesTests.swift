import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

// The Swift examples of ScenarioEngine's documentation, kept compiling and true: each is written
// here as it is there, then checked. `DocumentationCodeTests` holds the two equal.

@Suite("Documentation examples: the engine")
struct EngineDocumentationExamplesTests {
  /// ScenarioEngine.md and WritingScenarios.md, "Replaying from your own code".
  @Test func replayingAFileFromYourOwnCode() {
    let file = CheckedFile.load(path: "Scenarios/registration.scenario")
    for diagnostic in file.renderedDiagnostics { print(diagnostic) }
    for result in file.replayAll() {
      if let failure = result.failure {
        print(HumanReport.render(failure).joined(separator: "\n"))
      }
    }

    let found = CheckedFile.load(path: scenariosFolder + "/registration.scenario")
    #expect(found.isValid)
    #expect(!found.scenarios.isEmpty && found.replayAll().allSatisfy { $0.passed })
  }

  /// RecordingSessions.md, "Attach a recorder in a debug build".
  @Test func aRecorderInADebugBuild() throws {
    let checkout = PayModel(clock: VirtualClock())
    #if DEBUG
      let recorder = SessionRecorder(
        screen: checkout.screen, screenName: "checkout", catalogue: .checkout)
    #endif
    checkout.terms.toggle()
    checkout.terms.toggle()
    var shared: [String] = []
    func share(_ text: String) { shared.append(text) }

    recorder.mark("Pay opened before the terms were accepted")
    let recording = try recorder.recording(title: "pay opened too early")
    share(recording.text)  // a file for the bug report

    #expect(recording.parting == nil)
    #expect(shared.first?.contains("  toggle terms\n  toggle terms\n") == true)
  }

  /// WritingScenarios.md, "A screen owned by a view model".
  @Test func aScreenOwnedByAViewModel() {
    final class ContactModel: ScreenOwner, Resettable {
      let screen: Screen
      let name: TextField

      init(clock: any ScreenClock) {
        screen = Screen(title: "Contact", clock: clock)
        name = screen.makeTextField("name")
        name.validate([.required("Enter a name.")], errors: .onChange)
        screen.makeButton("discard").resetTarget = self
      }

      func reset() { screen.reset() }  // "Discard changes", and the app's own clean-up
    }
    let catalogue = ScreenCatalogue().registering("contact") { ContactModel(clock: $0) }

    let file = CheckedFile(
      text: """
        screen from "contact"
        scenario "discard empties the name and closes its error"
          type name "a"
          clear name
          expect name error "Enter a name."
          tap discard
          expect name no-error
          expect name untouched
        """,
      path: "contact.scenario", catalogue: catalogue)
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    #expect(file.replayAll().allSatisfy { $0.passed })
  }

  /// ScenarioFormat.md, "Overview".
  @Test func parsingAFile() {
    let text = "field email\nscenario \"s\"\n  type email \"a\"\n"
    let (file, diagnostics) = Parser.parse(SourceFile(path: "login.scenario", text: text))
    for diagnostic in diagnostics { print(diagnostic.message) }
    for scenario in file.scenarios { print(scenario.title, scenario.steps.count) }

    #expect(diagnostics.isEmpty)
    #expect(file.scenarios.map(\.title) == ["s"])
  }
}

/// A screen with a switch, for the recorder's example: registered as `checkout`.
private final class PayModel {
  let screen: Screen
  let terms: Switch

  init(clock: any ScreenClock) {
    screen = Screen(title: "Pay", clock: clock)
    terms = screen.makeSwitch("terms")
    terms.validate([.mustBeOn("Accept the terms.")])
  }
}

extension ScreenCatalogue {
  /// The recorder example's catalogue.
  fileprivate static let checkout = ScreenCatalogue().registering("checkout") {
    PayModel(clock: $0).screen
  }
}
