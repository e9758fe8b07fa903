import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// W5: a generated scenario file of `keystrokes` keystrokes, parsed, checked and replayed,
/// against the same keystrokes through the API.
enum RunnerWorkload {
  static let word = "abcdefghij"

  static let declarations = """
    screen "Registration"
    field email errors on-blur
      required "Enter your email."
      email "That is not an email address."
    field password secure
      required
      min-length 8
    field phone allow digit limit 12
      required
      min-length 10
    button register
    button requestCode
    manager form verifies email password phone manages register
    manager sms verifies phone manages requestCode

    """

  /// The file: one scenario of `type email "abcdefghij"` and `clear email` lines.
  static func file(keystrokes: Int) -> String {
    let lines = keystrokes / word.count
    var text = declarations + "scenario \"a million keystrokes\"\n"
    text.reserveCapacity(text.utf8.count + lines * 38)
    for _ in 0..<lines {
      text += "  type email \"\(word)\"\n  clear email\n"
    }
    text += "  expect register disabled\n"
    return text
  }

  static func trials(keystrokes: Int) -> [Trial] {
    let text = file(keystrokes: keystrokes)
    let typed = (keystrokes / word.count) * word.count
    return [
      Trial(implementation: "runner") {
        {
          let file = CheckedFile(source: SourceFile(path: "generated.scenario", text: text))
          let results = file.replayAll()
          precondition(file.isValid && results.allSatisfy(\.passed), "the generated file failed")
          return typed
        }
      },
      Trial(implementation: "api") {
        let screen = Screen(title: "Registration")
        let email = screen.makeTextField("email")
        email.validate([.required("Enter your email."), .email("That is not an email address.")])
        let password = screen.makeTextField("password", isSecure: true)
        password.validate([.required(), .minLength(8)])
        let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
        phone.validate([.required(), .minLength(10)])
        let register = screen.makeButton("register")
        let requestCode = screen.makeButton("requestCode")
        let form = screen.makeManager("form")
        let sms = screen.makeManager("sms")
        for field in [email, password, phone] { try? form.verify(field) }
        try? form.manage(register)
        try? sms.verify(phone)
        try? sms.manage(requestCode)
        let lines = keystrokes / word.count
        return {
          for _ in 0..<lines {
            email.type(word)
            email.clear()
          }
          precondition(email.characterCount == 0 && email.screen != nil)
          blackHole((screen, form, sms, register.isEnabled))
          return typed
        }
      },
    ]
  }
}

/// W6: resident memory of a screen of `count` fields, each with two rules, verified by one
/// manager. Measured in a child process per implementation, so that no earlier workload's
/// freed memory hides the growth.
enum MemoryWorkload {
  static func build(_ implementation: String, count: Int) -> Any {
    switch implementation {
    case "ours":
      let screen = Screen()
      let manager = screen.makeManager("form")
      for index in 0..<count {
        let field = screen.makeTextField("f\(index)")
        field.validate(ManyFields.rules)
        try? manager.verify(field)
      }
      let button = screen.makeButton("submit")
      try? manager.manage(button)
      return (screen, manager)
    case "opencombine":
      let inputs = (0..<count).map { _ in CombineField() }
      let form = CombineForm(count: count)
      for (index, input) in inputs.enumerated() {
        form.bind(index, combineValidity(input, ManyFields.rules))
      }
      return (inputs, form)
    case "naive":
      let inputs = (0..<count).map { _ in NaiveField(rules: ManyFields.rules) }
      let manager = NaiveManager()
      for input in inputs { manager.verify(input) }
      return (inputs, manager)
    default:
      return (Array(repeating: "", count: count), Array(repeating: false, count: count))
    }
  }

  /// Measures in this process: the growth of the resident set per field.
  static func measure(_ implementation: String, count: Int) -> Double {
    blackHole(build(implementation, count: 100))
    let before = Harness.residentBytes()
    let built = build(implementation, count: count)
    let after = Harness.residentBytes()
    blackHole(built)
    return Double(after - before) / Double(count)
  }
}
