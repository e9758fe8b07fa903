import ControlModel
import Testing
import ValidationManager

/// The README's Swift example, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
  @Test func registrationWithTwoManagers() throws {
    let screen = Screen(title: "Registration")
    let email = screen.makeTextField("email")
    email.validate([.required("Enter your email."), .email("That is not an email address.")])
    let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
    phone.validate([.required(), .minLength(10, "A phone number has at least 10 digits.")])
    let register = screen.makeButton("register")
    let requestCode = screen.makeButton("requestCode")

    let form = screen.makeManager("form")
    try form.verify(email)
    try form.verify(phone)
    try form.manage(register)
    let sms = screen.makeManager("sms")
    try sms.verify(phone)
    try sms.manage(requestCode)
    var heard: [Validity] = []
    form.onValidityChange { heard.append($0) }

    phone.type("0612345678")
    #expect(requestCode.isEnabled)
    #expect(!register.isEnabled)
    #expect(
      register.explainEnablement().description
        == "register is disabled because manager form is invalid: email: 'Enter your email.'")
    email.type("ann@example.com")
    #expect(heard == [.valid])
  }
}
