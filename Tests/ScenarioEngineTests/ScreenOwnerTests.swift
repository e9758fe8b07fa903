import ControlModel
import ScenarioEngine
import Testing
import ValidationManager

/// A screen built in Swift and owned by an object of the app's own (a view model), which the
/// screen's controls reach weakly: the engine keeps it alive while it uses the screen, and lets
/// go of it after.
@Suite("Screens owned by the app's objects")
struct ScreenOwnerTests {
  /// A contact form whose Discard is the view model itself.
  final class ContactModel: ScreenOwner, Resettable {
    let screen: Screen
    let name: TextField
    let handWritten: Bool

    init(clock: VirtualClock, handWritten: Bool) {
      screen = Screen(title: "Contact", clock: clock)
      name = screen.makeTextField("name")
      name.validate([.required("Enter a name.")], errors: .onChange)
      self.handWritten = handWritten
      screen.makeButton("discard").resetTarget = self
    }

    /// Discard: the screen's reset, or the starting text set back by hand.
    func reset() {
      if handWritten {
        try? name.set(.text(""))
      } else {
        screen.reset()
      }
    }
  }

  /// The models made, weakly: what the engine still keeps alive.
  final class Made: @unchecked Sendable {
    var models: [Weak] = []
    struct Weak { weak var model: ContactModel? }
  }

  private func file(handWritten: Bool, made: Made) -> CheckedFile {
    CheckedFile(
      text: """
        screen from "contact"
        scenario "discard empties the name and closes its error"
          type name "a"
          tap discard
          expect name text ""
          expect name no-error
        """,
      path: "contact.scenario",
      catalogue: ScreenCatalogue().registering("contact") { clock in
        let model = ContactModel(clock: clock, handWritten: handWritten)
        made.models.append(Made.Weak(model: model))
        return model
      })
  }

  @Test func theOwnerLivesWhileItsScreenIsUsedAndIsLetGoAfter() throws {
    let made = Made()
    let checked = file(handWritten: false, made: made)
    try #require(checked.isValid, "\(checked.renderedDiagnostics)")
    let results = checked.replayAll()
    #expect(results.count == 1 && results.allSatisfy { $0.failure == nil }, "\(results)")
    #expect(!made.models.isEmpty)
    #expect(made.models.allSatisfy { $0.model == nil }, "no owner outlives its scenario")
  }

  @Test func aHandWrittenDiscardFailsTheStepThatTapsItSayingWhatItLeft() throws {
    let made = Made()
    let results = file(handWritten: true, made: made).replayAll()
    let failure = try #require(results.first?.failure)
    #expect(failure.expected == "name: no error shown after a reset")
    #expect(failure.actual == #"name: shows "Enter a name.""#)
    #expect(failure.explanation?.contains("A Resettable of the app's own") == true)
    #expect(made.models.allSatisfy { $0.model == nil })
  }
}
