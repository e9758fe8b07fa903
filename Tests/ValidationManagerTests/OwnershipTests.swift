import ControlModel
import Testing
import ValidationManager

@Suite("Ownership")
struct OwnershipTests {
  @Test func aReleasedScreenFreesItsFieldsAndManagers() throws {
    weak var weakScreen: Screen?
    weak var weakField: TextField?
    weak var weakConfirmation: TextField?
    weak var weakForm: Manager?
    weak var weakNested: Manager?
    do {
      let screen = Screen()
      let field = screen.makeTextField("password")
      field.validate(
        [.required(), .remote(taken: ["x"], after: .seconds(1))], debounce: .milliseconds(100))
      let confirmation = screen.makeTextField("confirmation")
      confirmation.validate([.equals("password")])
      let button = screen.makeButton("go", submits: [field], busy: .seconds(1))
      let nested = Manager("nested")
      let form = Manager("form")
      try nested.verify(field)
      try form.verify(nested)
      try form.verify(confirmation)
      try form.manage(button)
      form.onValidityChange { [weak form] _ in _ = form?.validity }
      field.type("abc")
      confirmation.type("abc")
      weakScreen = screen
      weakField = field
      weakConfirmation = confirmation
      weakForm = form
      weakNested = nested
    }
    #expect(weakScreen == nil)
    #expect(weakField == nil)
    #expect(weakConfirmation == nil)
    #expect(weakForm == nil)
    #expect(weakNested == nil)
  }

  @Test func aManagerDoesNotKeepItsScreenAlive() throws {
    weak var weakScreen: Screen?
    let form = Manager("form")
    do {
      let screen = Screen()
      let field = screen.makeTextField("name")
      field.validate([.required()])
      try form.verify(field)
      weakScreen = screen
    }
    #expect(weakScreen == nil, "the manager holds its members, which hold the screen weakly")
    #expect(form.members.count == 1)
  }
}
