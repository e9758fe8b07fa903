import ControlModel
import TestSupport
import Testing

@Suite("Buttons and switches")
struct ButtonAndSwitchTests {
  let screen = Screen()
  /// Stand-ins for managers; a control does not keep its gates alive, the suite does.
  let gate = NSObjectGate()
  let otherGate = NSObjectGate()

  @Test func anEnabledButtonAcceptsAndCountsTaps() {
    let button = screen.makeButton("go")
    var taps = 0
    button.addObserver { if $0 == .tapped { taps += 1 } }
    #expect(button.tap())
    #expect(button.tap())
    #expect(button.tapCount == 2)
    #expect(taps == 2)
  }

  @Test func aDisabledButtonIgnoresTaps() {
    let button = screen.makeButton("go")
    button.attachGate(gate, isOpen: false)
    #expect(!button.tap())
    #expect(button.tapCount == 0)
  }

  @Test func aTapDoesNotMoveTheFocus() {
    let field = screen.makeTextField("name")
    let button = screen.makeButton("go")
    field.type("a")
    button.tap()
    #expect(screen.focusedField === field)
  }

  @Test func aBusyButtonIsDisabledForItsBusyTime() {
    let button = screen.makeButton("go", busy: .seconds(2))
    var enablement: [Bool] = []
    button.addObserver { if case .enabledChanged(let value) = $0 { enablement.append(value) } }
    #expect(button.tap())
    #expect(button.isBusy)
    #expect(!button.isEnabled)
    #expect(button.busyUntil == .seconds(2))
    #expect(!button.tap(), "mashing sends one request")
    screen.virtualClock.advance(by: .milliseconds(1999))
    #expect(button.isBusy)
    screen.virtualClock.advance(by: .milliseconds(1))
    #expect(!button.isBusy)
    #expect(button.isEnabled)
    #expect(button.tapCount == 1)
    #expect(enablement == [false, true])
  }

  @Test func aBusyButtonStaysDisabledWhileAGateIsClosed() {
    let button = screen.makeButton("go", busy: .seconds(1))
    button.attachGate(gate, isOpen: true)
    button.tap()
    button.receive(.gate(isOpen: false))
    screen.virtualClock.advance(by: .seconds(1))
    #expect(!button.isEnabled)
    button.receive(.gate(isOpen: true))
    #expect(button.isEnabled)
  }

  @Test func aSwitchStartsOffOrOnAndFlipsWhenEnabled() {
    let terms = screen.makeSwitch("terms")
    let news = screen.makeSwitch("news", isOn: true)
    #expect(!terms.isOn)
    #expect(news.isOn)
    var events: [ControlEvent] = []
    terms.addObserver { events.append($0) }
    #expect(terms.toggle())
    #expect(terms.isOn)
    terms.attachGate(gate, isOpen: false)
    #expect(!terms.toggle())
    #expect(terms.isOn)
    #expect(events == [.valueChanged, .enabledChanged(false)])
  }
}
