import ControlModel
import Testing
import ValidationManager

@Suite("Ownership")
struct OwnershipTests {
  @Test func aButtonThatSubmitsAGroupAndCommitsIsFreedWithItsScreen() throws {
    weak var weakScreen: Screen?
    weak var weakButton: Button?
    weak var weakGroup: RowGroup<TextField>?
    weak var weakSave: Button?
    do {
      let screen = Screen()
      let jobs = try screen.makeRowGroup("job", rows: 1...3) { $0.makeTextField("employer") }
      let next = screen.makeButton("next", busy: .seconds(1))
      jobs.submit(with: next)
      let save = screen.makeButton("save", busy: .seconds(1))
      save.commitsOnSuccess = true
      save.enable(when: [.dirty("job")])
      jobs.rows[0].type("Acme")
      next.tap()
      save.tap()  // in flight when the screen goes: what it sent is let go too
      weakScreen = screen
      weakButton = next
      weakGroup = jobs
      weakSave = save
    }
    #expect(weakScreen == nil)
    #expect(weakButton == nil)
    #expect(weakGroup == nil)
    #expect(weakSave == nil)
  }

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
      let nested = screen.makeManager("nested")
      let form = screen.makeManager("form")
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

  /// Controls that read each other (two fields, each required while the other is empty; two
  /// switches, each shown while the other is on; a field whose rule applies for a picker's
  /// option) are freed with their screen: what one validation holds of another control, the
  /// screen's end lets go.
  @Test func controlsThatReadEachOtherAreFreedWithTheirScreen() {
    weak var weakScreen: Screen?
    weak var weakEmail: TextField?
    weak var weakPhone: TextField?
    weak var weakFirst: Switch?
    weak var weakSecond: Switch?
    weak var weakCountry: Picker?
    do {
      let screen = Screen()
      let email = screen.makeTextField("email")
      let phone = screen.makeTextField("phone")
      email.validate([.required("Give one.").when(.empty("phone"))])
      phone.validate([.required("Give one.").when(.empty("email"))])
      let first = screen.makeSwitch("first")
      let second = screen.makeSwitch("second")
      first.show(when: [.on("second")])
      second.show(when: [.on("first")])
      let country = screen.makePicker("country", options: ["US", "CA"])
      country.validate([.required().when(.filled("email"))])
      email.type("a@b.c")
      country.select("CA")
      #expect(phone.validity == .valid)
      (weakScreen, weakEmail, weakPhone) = (screen, email, phone)
      (weakFirst, weakSecond, weakCountry) = (first, second, country)
    }
    #expect(weakScreen == nil)
    #expect(weakEmail == nil)
    #expect(weakPhone == nil)
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(weakCountry == nil)
  }

  /// An app's observer that revalidates a field whose closure reads the switch observed.
  ///
  /// Each holds the other, as version 1 screens wire them. The screen's end lets both go, with
  /// the member of the app's own type that a button's observer holds.
  @Test func controlsThatTheAppsClosuresTieTogetherAreFreedWithTheirScreen() throws {
    final class Taps: IValidatable {
      let name = "taps"
      let verifiers = ManagerList()
      var count = 0
      var validity: Validity { count > 0 ? .valid : .invalid }
      var errors: [String] { [] }
      var shownError: String? { nil }
      var isExcludedFromValidation: Bool { false }
    }
    weak var weakBags: TextField?
    weak var weakInfant: Switch?
    weak var weakTaps: Taps?
    do {
      let screen = Screen()
      let infant = screen.makeSwitch("infant")
      let bags = screen.makeTextField("bags", text: "0")
      nonisolated(unsafe) let infantSwitch = infant
      bags.validate([.custom("An infant has no bags.") { !infantSwitch.isOn || $0 == "0" }])
      infant.addObserver { event in
        if event == .valueChanged { bags.revalidate() }
      }
      let add = screen.makeButton("add")
      let taps = Taps()
      add.addObserver { [taps] event in
        if event == .tapped {
          taps.count += 1
          taps.verifiers.notify(taps)
        }
      }
      let gate = screen.makeManager("gate")
      try gate.verify(taps)
      try gate.manage(bags)
      add.tap()
      infant.toggle()
      #expect(bags.isEnabled)
      weakBags = bags
      weakInfant = infant
      weakTaps = taps
    }
    #expect(weakBags == nil)
    #expect(weakInfant == nil)
    #expect(weakTaps == nil)
  }

  @Test func aManagerDoesNotKeepItsScreenAlive() throws {
    weak var weakScreen: Screen?
    var form: Manager?
    do {
      let screen = Screen()
      let field = screen.makeTextField("name")
      field.validate([.required()])
      let manager = screen.makeManager("form")
      try manager.verify(field)
      form = manager
      weakScreen = screen
    }
    #expect(weakScreen == nil, "the manager holds its members, which hold the screen weakly")
    #expect(form?.members.count == 1)
    #expect(form?.screen == nil)
  }

  /// A manager that its caller keeps no reference to still gates its button: the screen owns
  /// it. (Before managers belonged to their screen, such a manager was released and its button
  /// became enabled with a required field empty: the model failed open.)
  @Test func aManagerNobodyKeepsStillGatesItsControls() throws {
    let screen = Screen()
    let email = screen.makeTextField("email")
    email.validate([.required()])
    let pay = screen.makeButton("pay")
    do {
      let form = screen.makeManager("form")
      try form.verify(email)
      try form.manage(pay)
    }
    #expect(!pay.isEnabled)
    #expect(screen.manager(named: "form")?.validity == .invalid)
    email.type("a@b.co")
    #expect(pay.isEnabled)
    email.clear()
    #expect(!pay.isEnabled)
  }
}
