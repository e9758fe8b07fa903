import ControlModel
import Testing

@Suite("Observation and ownership")
struct ObservationTests {
  @Test func aRemovedObserverHearsNothingMore() {
    let screen = Screen()
    let field = screen.makeTextField("name")
    var heard = 0
    let token = field.addObserver { _ in heard += 1 }
    field.type("a")
    let before = heard
    #expect(before > 0, "the observer heard the first keystroke")
    field.removeObserver(token)
    field.type("b")
    #expect(heard == before)
    field.removeObserver(token)
  }

  @Test(.timeLimit(.minutes(1))) func eventsArriveAsAnAsyncSequence() async {
    let screen = Screen()
    let button = screen.makeButton("go")
    let events = button.events()
    button.tap()
    button.tap()
    var received: [ControlEvent] = []
    for await event in events {
      received.append(event)
      if received.count == 2 { break }
    }
    #expect(received == [.tapped, .tapped])
  }

  @Test func aReleasedScreenFreesItsControls() {
    weak var weakScreen: Screen?
    weak var weakField: TextField?
    weak var weakButton: Button?
    weak var weakSwitch: Switch?
    do {
      let screen = Screen(title: "Temporary")
      let field = screen.makeTextField("name")
      let button = screen.makeButton("go", submits: [field], busy: .seconds(1))
      let toggle = screen.makeSwitch("terms")
      field.addObserver { [weak field] _ in _ = field?.text }
      field.type("abc")
      button.tap()
      toggle.toggle()
      weakScreen = screen
      weakField = field
      weakButton = button
      weakSwitch = toggle
    }
    #expect(weakScreen == nil)
    #expect(weakField == nil)
    #expect(weakButton == nil)
    #expect(weakSwitch == nil)
  }

  @Test func controlsAreFoundByNameInDeclarationOrder() {
    let screen = Screen(title: "Login")
    let login = screen.makeTextField("login")
    let go = screen.makeButton("go")
    let password = screen.makeTextField("password", isSecure: true)
    #expect(screen.controls.map(\.name) == ["login", "go", "password"])
    #expect(screen.fields.map(\.name) == ["login", "password"])
    #expect(screen.control(named: "go") === go)
    #expect(screen.field(named: "login") === login)
    #expect(screen.field(named: "go") == nil)
    #expect(screen.control(named: "nothing") == nil)
    #expect(password.isSecure)
    screen.checkInvariants()
  }
}
