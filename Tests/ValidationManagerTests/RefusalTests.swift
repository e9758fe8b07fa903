import ControlModel
import Testing
import ValidationManager

/// A flip of a disabled switch and a tap of a disabled button change nothing and count one
/// refusal each, as a field's refused keystrokes do (version 2).
@Suite("Refusals of switches and buttons")
struct RefusalTests {
  let screen = Screen()

  @Test func aDisabledSwitchAndButtonCountWhatTheyRefuse() throws {
    let code = screen.makeTextField("code")
    code.validate([.required()])
    let terms = screen.makeSwitch("terms")
    let go = screen.makeButton("go")
    let form = screen.makeManager("form")
    try form.verify(code)
    try form.manage(terms)
    try form.manage(go)
    #expect(!terms.toggle())
    #expect(!terms.isOn)
    #expect(!go.tap())
    #expect(!go.tap())
    #expect((terms.refusalCount, go.refusalCount, go.tapCount) == (1, 2, 0))
    let checkpoint = try #require(screen.checkpoint())
    code.type("1")
    #expect(terms.toggle())
    #expect(go.tap())
    #expect((terms.refusalCount, go.refusalCount, go.tapCount) == (1, 2, 1), "accepted")
    go.tap()
    screen.restore(checkpoint)
    #expect((terms.refusalCount, go.refusalCount, go.tapCount) == (1, 2, 0))
    #expect(!terms.isOn)
    let readings = screen.readings(managers: [form])
    #expect(readings.first { $0.name == "terms" }?.refusals == 1)
    #expect(readings.first { $0.name == "go" }?.refusals == 2)
  }
}
