import ControlModel
import TestSupport
import Testing
import ValidationManager

@Suite("Explanations")
struct ExplanationTests {
  let screen = Screen()

  @Test func explainsWhichManagerFieldAndRuleHoldAButtonBack() throws {
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email."), .email("That is not an email address.")])
    let register = screen.makeButton("register")
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.manage(register)
    email.type("ann")
    let explanation = register.explainEnablement()
    #expect(!explanation.isEnabled)
    #expect(
      explanation.description
        == "register is disabled because manager form is invalid: email: 'That is not an email address.'"
    )
    email.type("@x.io")
    #expect(
      register.explainEnablement().description == "register is enabled: manager form is valid")
  }

  @Test func explainsTheConditionsUnderWhichTheFailingRuleApplies() throws {
    let email = screen.makeTextField("email")
    let phone = screen.makeTextField("phone")
    let member = screen.makeSwitch("member")
    email.validate([.required("Give an email or a phone number.").when(.empty("phone"))])
    let number = screen.makeTextField("number")
    number.validate([.required("Enter your number.").when(.on("member"), .filled("email"))])
    let save = screen.makeButton("save")
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.verify(number)
    try form.manage(save)
    #expect(
      save.explainEnablement().description
        == "save is disabled because manager form is invalid: email: 'Give an email or a phone "
        + "number.' (while phone empty)")
    phone.type("1")
    email.type("a@b.co")
    member.toggle()
    #expect(
      save.explainEnablement().description
        == "save is disabled because manager form is invalid: number: 'Enter your number.' "
        + "(while member on and email filled)")
  }

  @Test func explainsPendingBusyAndNesting() throws {
    let user = screen.makeTextField("user")
    user.validate([.remote(taken: [], after: .seconds(1))])
    let street = screen.makeTextField("street")
    street.validate([.required("Enter a street.")])
    let address = screen.makeManager("address")
    try address.verify(street)
    let form = screen.makeManager("form")
    try form.verify(user)
    try form.verify(address)
    let save = screen.makeButton("save", busy: .seconds(2))
    try form.manage(save)
    user.type("ann")
    #expect(
      save.explainEnablement().description
        == "save is disabled because manager form is invalid: user is pending; (manager address is invalid: street: 'Enter a street.')"
    )
    street.type("Main St")
    screen.virtualClock.advance(by: .seconds(1))
    save.tap()
    screen.virtualClock.advance(by: .milliseconds(500))
    #expect(
      save.explainEnablement().description
        == "save is disabled because it is busy for another 1.5 seconds")
  }

  @Test func busyTimeIsSaidInWords() {
    let send = screen.makeButton("send", busy: .seconds(3))
    send.tap()
    let steps: [(Duration, String)] = [
      (.zero, "send is disabled because it is busy for another 3 seconds"),
      (.seconds(2), "send is disabled because it is busy for another 1 second"),
      (.milliseconds(700), "send is disabled because it is busy for another 300 milliseconds"),
      (.milliseconds(299), "send is disabled because it is busy for another 1 millisecond"),
      (.milliseconds(1), "send is enabled: no manager manages it"),
    ]
    for (wait, expected) in steps {
      screen.virtualClock.advance(by: wait)
      #expect(send.explainEnablement().description == expected)
    }
  }

  @Test func explainsSeveralManagersAndNoManager() throws {
    let free = screen.makeButton("free")
    #expect(free.explainEnablement().description == "free is enabled: no manager manages it")
    let phone = screen.makeTextField("phone")
    phone.validate([.required()])
    let form = screen.makeManager("form")
    let sms = screen.makeManager("sms")
    try form.verify(phone)
    try sms.verify(phone)
    let send = screen.makeButton("send")
    try form.manage(send)
    try sms.manage(send)
    #expect(
      send.explainEnablement().description
        == "send is disabled because manager form is invalid: phone: 'is required', and manager sms is invalid: phone: 'is required'"
    )
    phone.type("1")
    #expect(
      send.explainEnablement().description == "send is enabled: managers form and sms are valid")
    #expect(send.explainEnablement().managers.map(\.name) == ["form", "sms"])
  }
}
