import ControlModel
import Synchronization
import TestSupport
import Testing
import ValidationManager

@Suite("Managers")
struct ManagerTests {
  let screen = Screen()

  private func requiredField(_ name: String, minimum: Int = 1) -> TextField {
    let field = screen.makeTextField(name)
    field.validate([.required("\(name) is required."), .minLength(minimum)])
    return field
  }

  @Test func aManagedButtonIsEnabledExactlyWhenItsManagerIsValid() throws {
    let email = requiredField("email")
    let password = requiredField("password")
    let signIn = screen.makeButton("signIn")
    let form = screen.makeManager("form")
    try form.verify(email)
    try form.verify(password)
    try form.manage(signIn)
    #expect(!signIn.isEnabled)
    email.type("a")
    #expect(!signIn.isEnabled)
    password.type("b")
    #expect(signIn.isEnabled)
    email.backspace()
    #expect(!signIn.isEnabled, "disabled again as soon as one field is not valid")
  }

  @Test func aManagerThatVerifiesNothingIsValid() throws {
    let form = screen.makeManager("empty")
    let button = screen.makeButton("go")
    try form.manage(button)
    #expect(form.validity == .valid)
    #expect(button.isEnabled)
  }

  @Test func aManagerIsPendingWhileAMemberIsPendingAndNoneIsInvalid() throws {
    let name = screen.makeTextField("name")
    name.validate([.required()], debounce: .milliseconds(100))
    let other = requiredField("other")
    let form = screen.makeManager("form")
    try form.verify(name)
    try form.verify(other)
    name.type("a")
    #expect(form.validity == .invalid)
    other.type("b")
    #expect(form.validity == .pending)
    screen.virtualClock.advance(by: .milliseconds(100))
    #expect(form.validity == .valid)
  }

  @Test func disabledMembersCountAsValid() throws {
    let section = screen.makeSwitch("business")
    let company = requiredField("company")
    let gate = screen.makeManager("gate")
    section.validate([.mustBeOn()])
    try gate.verify(section)
    try gate.manage(company)
    let form = screen.makeManager("form")
    let submit = screen.makeButton("submit")
    try form.verify(company)
    try form.manage(submit)
    #expect(!company.isEnabled, "the section is switched off")
    #expect(company.validity == .invalid, "its own state stays current")
    #expect(submit.isEnabled, "a disabled field does not block the form")
    section.toggle()
    #expect(company.isEnabled)
    #expect(!submit.isEnabled)
    company.type("ACME")
    #expect(submit.isEnabled)
  }

  @Test func oneFieldNotifiesSeveralManagers() throws {
    let email = requiredField("email")
    let phone = requiredField("phone", minimum: 10)
    let register = screen.makeButton("register")
    let sendCode = screen.makeButton("sendCode")
    let form = screen.makeManager("form")
    let sms = screen.makeManager("sms")
    try form.verify(email)
    try form.verify(phone)
    try form.manage(register)
    try sms.verify(phone)
    try sms.manage(sendCode)
    #expect(phone.verifyingManagers.map(\.name) == ["form", "sms"])
    phone.type("0612345678")
    #expect(sendCode.isEnabled)
    #expect(!register.isEnabled)
    email.type("a")
    #expect(register.isEnabled)
  }

  @Test func aControlManagedBySeveralManagersNeedsAllOfThem() throws {
    let a = requiredField("a")
    let b = requiredField("b")
    let button = screen.makeButton("go")
    let first = screen.makeManager("first")
    let second = screen.makeManager("second")
    try first.verify(a)
    try second.verify(b)
    try first.manage(button)
    try second.manage(button)
    a.type("x")
    #expect(!button.isEnabled)
    b.type("y")
    #expect(button.isEnabled)
    a.clear()
    #expect(!button.isEnabled)
  }

  @Test func nestedManagersPassValidityUp() throws {
    let street = requiredField("street")
    let city = requiredField("city")
    let email = requiredField("email")
    let address = screen.makeManager("address")
    let form = screen.makeManager("form")
    let save = screen.makeButton("save")
    try address.verify(street)
    try address.verify(city)
    try form.verify(address)
    try form.verify(email)
    try form.manage(save)
    email.type("e")
    street.type("s")
    #expect(!save.isEnabled)
    city.type("c")
    #expect(address.isValid)
    #expect(save.isEnabled)
    #expect(address.verifyingManagers.map(\.name) == ["form"])
  }

  @Test func observersHearOnlyRealChanges() throws {
    let field = requiredField("name", minimum: 3)
    let form = screen.makeManager("form")
    try form.verify(field)
    var heard: [Validity] = []
    form.onValidityChange { heard.append($0) }
    field.type("abcdef")
    field.backspace()
    field.backspace()
    field.backspace()
    field.backspace()
    field.type("x")
    #expect(heard == [.valid, .invalid, .valid])
  }

  @Test func controlEnablementEventsAreEdgeOnly() throws {
    let field = requiredField("name", minimum: 2)
    let button = screen.makeButton("go")
    let form = screen.makeManager("form")
    try form.verify(field)
    try form.manage(button)
    var events: [ControlEvent] = []
    button.addObserver { events.append($0) }
    field.type("abcd")
    field.backspace()
    field.backspace()
    field.backspace()
    #expect(events == [.enabledChanged(true), .enabledChanged(false)])
  }

  @Test func aRemovedValidityObserverHearsNothing() throws {
    let field = requiredField("name")
    let form = screen.makeManager("form")
    try form.verify(field)
    var heard = 0
    let token = form.onValidityChange { _ in heard += 1 }
    form.removeObserver(token)
    field.type("a")
    #expect(heard == 0)
  }

  @Test func verifyingTwiceChangesNothing() throws {
    let field = requiredField("name")
    let form = screen.makeManager("form")
    try form.verify(field)
    try form.verify(field)
    #expect(form.members.count == 1)
    field.type("a")
    #expect(form.isValid)
  }

  @Test func aManagerThatVerifiesItselfIsACycle() {
    let form = screen.makeManager("form")
    let error = #expect(throws: ManagerError.self) { try form.verify(form) }
    #expect(error == .cycle(["form", "form"]))
    #expect(error?.description == "manager 'form' depends on itself")
  }

  @Test func nestedManagersThatVerifyEachOtherAreACycle() throws {
    let a = screen.makeManager("a")
    let b = screen.makeManager("b")
    let c = screen.makeManager("c")
    try a.verify(b)
    try b.verify(c)
    let error = #expect(throws: ManagerError.self) { try c.verify(a) }
    #expect(error == .cycle(["c", "a", "b", "c"]))
    #expect(error?.description == "managers form a cycle: 'c' → 'a' → 'b' → 'c'")
  }

  @Test func managingAControlThatYouVerifyIsACycle() throws {
    let terms = screen.makeSwitch("terms")
    let form = screen.makeManager("form")
    try form.verify(terms)
    let error = #expect(throws: ManagerError.self) { try form.manage(terms) }
    #expect(error == .cycle(["form", "form"]))
  }

  @Test func managersThatManageEachOthersFieldsAreACycle() throws {
    let x = requiredField("x")
    let y = requiredField("y")
    let first = screen.makeManager("first")
    let second = screen.makeManager("second")
    try first.verify(x)
    try second.manage(x)
    try second.verify(y)
    let error = #expect(throws: ManagerError.self) { try first.manage(y) }
    #expect(error == .cycle(["second", "first", "second"]))
    let reverse = screen.makeManager("third")
    try reverse.manage(y)
    try second.verify(reverse)
    #expect(second.members.count == 2, "no cycle: third depends on nothing")
  }

  @Test func aCycleFoundThroughVerifyingAManagedField() throws {
    let x = requiredField("x")
    let y = requiredField("y")
    let first = screen.makeManager("first")
    let second = screen.makeManager("second")
    try first.manage(y)
    try second.verify(y)
    try second.manage(x)
    let error = #expect(throws: ManagerError.self) { try first.verify(x) }
    #expect(error == .cycle(["first", "second", "first"]))
  }

  @Test func aKeystrokeRunsOnlyTheEditedFieldsRules() throws {
    let runs = Mutex<[String: Int]>([:])
    let form = screen.makeManager("form")
    var fields: [TextField] = []
    for index in 0..<200 {
      let name = "f\(index)"
      let field = screen.makeTextField(name)
      field.validate([
        .required(),
        .custom("counted") { _ in
          runs.withLock { $0[name, default: 0] += 1 }
          return true
        },
      ])
      try form.verify(field)
      fields.append(field)
    }
    runs.withLock { $0 = [:] }
    fields[17].type("abc")
    #expect(runs.withLock { $0 } == ["f17": 3])
  }

  @Test func managerErrorsCollectTheInvalidMembersErrors() throws {
    let a = requiredField("a")
    let b = requiredField("b")
    let form = screen.makeManager("form")
    try form.verify(a)
    try form.verify(b)
    #expect(
      form.errors == [
        "a is required.", "must be at least 1 characters", "b is required.",
        "must be at least 1 characters",
      ])
    a.type("x")
    #expect(form.errors == ["b is required.", "must be at least 1 characters"])
  }

  @Test func aManagerTheCallerDropsStillHoldsItsControlsDisabled() throws {
    let field = requiredField("name")
    let button = screen.makeButton("go")
    do {
      let form = screen.makeManager("form")
      try form.verify(field)
      try form.manage(button)
      #expect(!button.isEnabled)
    }
    #expect(!button.isEnabled, "the screen owns the manager: the model fails closed")
    field.type("x")
    #expect(button.isEnabled)
  }
}

@Suite("Deep nesting")
struct DeepNestingTests {
  @Test func managersNestedTenThousandDeepPropagateWithoutRecursion() throws {
    let screen = Screen()
    let field = screen.makeTextField("field")
    field.validate([.required("Required.")])
    let button = screen.makeButton("go")
    var managers: [Manager] = []
    var inner: any IValidatable = field
    for index in 0..<10_000 {
      let manager = screen.makeManager("m\(index)")
      try manager.verify(inner)
      managers.append(manager)
      inner = manager
    }
    let top = try #require(managers.last)
    try top.manage(button)
    #expect(!button.isEnabled)
    field.type("x")
    #expect(button.isEnabled)
    #expect(managers.allSatisfy { $0.isValid })
    field.backspace()
    #expect(!button.isEnabled)
    let explanation = button.explainEnablement().description
    #expect(
      explanation.hasPrefix("go is disabled because manager m9999 is invalid: (manager m9998"))
    #expect(!explanation.contains("m9000"), "nested managers are described 32 levels deep")
  }
}

@Suite("Long chains through managed fields")
struct ManagedChainTests {
  /// Manager *i* verifies field *i* and manages field *i + 1*: each flip passes down the chain,
  /// one field at a time, through the screen rather than the stack.
  @Test func aChainOfTenThousandSettlesAndIsReleasedWithoutRecursion() throws {
    weak var weakScreen: Screen?
    var screen: Screen? = Screen()
    let fields = (0...10_000).map { index -> TextField in
      let field = screen?.makeTextField("f\(index)") ?? Screen().makeTextField("unused")
      field.validate([.required()])
      return field
    }
    var managers: [Manager] = []
    for index in 0..<10_000 {
      let manager = try #require(screen?.makeManager("m\(index)"))
      try manager.verify(fields[index])
      try manager.manage(fields[index + 1])
      managers.append(manager)
    }
    // Empty and enabled fields are invalid, disabled ones count as valid: enablement
    // alternates down the chain.
    #expect(fields.indices.allSatisfy { fields[$0].isEnabled == $0.isMultiple(of: 2) })
    fields[0].type("x")
    #expect(fields[0].isEnabled)
    #expect(fields.indices.dropFirst().allSatisfy { fields[$0].isEnabled == !$0.isMultiple(of: 2) })
    // The screen owns its managers: releasing it releases the chain, which then tells nobody.
    weakScreen = screen
    screen = nil
    managers.removeAll()
    #expect(weakScreen == nil)
  }
}
