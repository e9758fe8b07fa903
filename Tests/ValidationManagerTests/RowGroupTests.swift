import Observation
import Synchronization
import Testing

@testable import ControlModel
@testable import ValidationManager

/// Groups of rows that the user adds and removes: where the rows' controls sit, their names
/// and their renumbering, the group's validity, its bounds, and what a removed row lets go of.
@Suite("Groups of rows")
struct RowGroupTests {
  let clock = VirtualClock()
  let screen: Screen

  init() {
    screen = Screen(title: "Passengers", clock: clock)
  }

  struct Passenger {
    let first: TextField
    let type: Picker
    let bags: Stepper
    let row: Manager
  }

  /// The booking screen's passengers: a required first name, a type, bags shown except for an
  /// infant, and a row manager that verifies the name and manages the bags.
  private func passengers(rows: ClosedRange<Int> = 1...6, starting: Int? = nil) throws
    -> RowGroup<Passenger>
  {
    try screen.makeRowGroup("passenger", rows: rows, startingRows: starting) { row in
      let first = row.makeTextField("first")
      first.validate([.required("Enter a first name.")], errors: .onChange)
      let type = row.makePicker("type", options: ["Adult", "Child", "Infant"], selection: "Adult")
      let bags = row.makeStepper("bags", range: 0...3)
      bags.show(when: [.isNot("type", "Infant")])
      let manager = row.makeManager("row")
      try manager.verify(first)
      try manager.manage(bags)
      return Passenger(first: first, type: type, bags: bags, row: manager)
    }
  }

  @Test func rowsSitAtTheGroupsPlaceAndTabVisitsThemThere() throws {
    let email = screen.makeTextField("email")
    let group = try passengers()
    let note = screen.makeTextField("note")
    #expect(
      screen.controls.map(\.name) == [
        "email", "passenger[1].first", "passenger[1].type", "passenger[1].bags", "note",
      ])
    #expect(group.append())
    #expect(
      screen.controls.map(\.name) == [
        "email", "passenger[1].first", "passenger[1].type", "passenger[1].bags",
        "passenger[2].first", "passenger[2].type", "passenger[2].bags", "note",
      ])
    #expect(
      screen.fields.map(\.name) == ["email", "passenger[1].first", "passenger[2].first", "note"])
    var visited: [String] = []
    for _ in 0..<4 {
      screen.tab()
      visited.append(screen.focusedField?.name ?? "nowhere")
    }
    #expect(visited == ["email", "passenger[1].first", "passenger[2].first", "note"])
    #expect(screen.field(named: "passenger[2].first") === group.rows[1].first)
    #expect(group.member(named: "first", inRow: 1) === group.rows[1].first)
    #expect(email.isOnScreen && note.isOnScreen)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func twoGroupsKeepTheirOrderWhateverTheirRowsDo() throws {
    let first = try screen.makeRowGroup("a", rows: 0...3) { row in row.makeTextField("x") }
    let second = try screen.makeRowGroup("b", rows: 0...3) { row in row.makeTextField("y") }
    let last = screen.makeTextField("z")
    #expect(second.append())
    #expect(first.append())
    #expect(first.append())
    #expect(second.append())
    #expect(screen.fields.map(\.name) == ["a[1].x", "a[2].x", "b[1].y", "b[2].y", "z"])
    #expect(first.remove(at: 0))
    #expect(screen.fields.map(\.name) == ["a[1].x", "b[1].y", "b[2].y", "z"])
    #expect(second.remove(at: 1))
    #expect(first.append())
    #expect(screen.fields.map(\.name) == ["a[1].x", "a[2].x", "b[1].y", "z"])
    #expect(last.name == "z")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func boundsRefuseAndCountAndObserversHearInOrder() throws {
    let group = try passengers(rows: 1...2)
    var heard: [RowGroupEvent] = []
    group.addObserver { heard.append($0) }
    #expect(group.append())
    #expect(!group.append(), "two rows at most")
    #expect(group.count == 2)
    #expect(group.remove(at: 1))
    #expect(!group.remove(at: 0), "one row at least")
    #expect(!group.remove(at: 5), "no such row: nothing removed, nothing refused")
    #expect(group.refusalCount == 2)
    #expect(heard == [.rowAdded(1), .refused, .rowRemoved(1), .refused])
    #expect(group.startingRowCount == 1)
  }

  @Test func theGroupIsValidWhenEveryRowIsAndAManagerVerifiesIt() throws {
    let group = try passengers(rows: 0...6, starting: 0)
    let form = screen.makeManager("form")
    let continueButton = screen.makeButton("continue")
    try form.verify(group)
    try form.manage(continueButton)
    #expect(group.validity == .valid, "no rows: valid")
    #expect(continueButton.isEnabled)
    #expect(group.append())
    #expect(group.validity == .invalid)
    #expect(!continueButton.isEnabled, "the managers that depend on a new row follow at once")
    group.rows[0].first.type("Ann")
    #expect(group.validity == .valid)
    #expect(group.append())
    #expect(group.validity == .invalid)
    #expect(group.errors == ["Enter a first name."])
    #expect(group.remove(at: 1))
    #expect(group.validity == .valid, "the invalid row went, and its field is not counted")
    #expect(continueButton.isEnabled)
    #expect(form.members.map(\.name) == ["passenger"])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aRowsRulesAndConditionsReadTheirOwnRow() throws {
    let group = try passengers()
    #expect(group.append())
    let (one, two) = (group.rows[0], group.rows[1])
    two.type.select("Infant")
    #expect(two.bags.isHidden)
    #expect(!one.bags.isHidden, "the first row's type is still Adult")
    one.type.select("Infant")
    #expect(one.bags.isHidden)
    two.type.select("Child")
    #expect(!two.bags.isHidden, "each row's bags read their own row's type")
    #expect(one.bags.isHidden)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func theRowsAfterARemovedOneMoveUpWithTheirState() throws {
    let group = try passengers()
    #expect(group.append())
    #expect(group.append())
    group.rows[1].first.type("Mia")
    group.rows[2].first.type("Leo")
    group.rows[2].bags.increment(2)
    #expect(group.remove(at: 0))
    #expect(group.rows.map(\.first.text) == ["Mia", "Leo"])
    #expect(group.rows.map(\.first.name) == ["passenger[1].first", "passenger[2].first"])
    #expect(group.rows[1].bags.value == 2)
    #expect(group.rows[1].row.name == "passenger[2].row")
    #expect(screen.field(named: "passenger[1].first")?.text == "Mia")
    #expect(screen.field(named: "passenger[3].first") == nil)
    #expect(screen.manager(named: "passenger[2].row") === group.rows[1].row)
    #expect(screen.manager(named: "passenger[3].row") == nil)
    #expect(group.rows[1].bags.isEnabled, "Leo's row manager still manages his bags")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aRemovedRowLetsGoOfTheFocusItsRequestsAndItsManagers() throws {
    let group = try screen.makeRowGroup("contact", rows: 0...3, startingRows: 2) { row in
      let email = row.makeTextField("email")
      email.validate(
        [.required("Enter an email."), .remote(taken: ["x@y.z"], after: .seconds(1))],
        errors: .onBlur)
      return email
    }
    let form = screen.makeManager("form")
    try form.verify(group)
    let removed = group.rows[1]
    removed.focus()
    removed.type("a@b.c")
    let request = try #require(screen.outstandingRequests.first)
    #expect(request.controlName == "contact[2].email")
    #expect(form.validity == .invalid, "the first row is empty, the second pending")
    #expect(group.remove(at: 1))
    #expect(screen.focusedField == nil)
    #expect(removed.shownError == nil, "losing the focus with its row opens nothing")
    #expect(screen.outstandingRequests.isEmpty)
    #expect(!request.answer(.valid), "a late answer is ignored")
    #expect(removed.verifyingManagers.isEmpty)
    #expect(!removed.isOnScreen)
    removed.type("x")
    #expect(removed.refusalCount == 1, "a removed row's field refuses, and counts it")
    #expect(removed.text == "a@b.c")
    clock.advance(by: .seconds(5))
    #expect(form.validity == .invalid, "the first row is still empty")
    group.rows[0].type("ann@example.com")
    clock.advance(by: .seconds(1))
    #expect(form.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aRenumberedRowsRequestKeepsItsRowsName() throws {
    let group = try screen.makeRowGroup("contact", rows: 0...3, startingRows: 2) { row in
      let email = row.makeTextField("email")
      email.validate([.remote(taken: [], after: .seconds(1))])
      return email
    }
    group.rows[1].type("b@c.d")
    #expect(group.remove(at: 0))
    let request = try #require(screen.outstandingRequests.first)
    #expect(request.controlName == "contact[1].email")
    #expect(screen.sentRequestCount(of: "contact[1].email") == 5, "one check a keystroke")
    #expect(screen.sentRequestCount(of: "contact[2].email") == 0)
    clock.advance(by: .seconds(1))
    #expect(group.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aDebounceOfARemovedRowNeverFires() throws {
    let group = try screen.makeRowGroup("line", rows: 0...3, startingRows: 1) { row in
      let amount = row.makeTextField("amount")
      amount.validate(
        [.required(), .minLength(2)], errors: .onChange, debounce: .milliseconds(300))
      return amount
    }
    let form = screen.makeManager("form")
    try form.verify(group)
    group.rows[0].type("1")
    #expect(form.validity == .pending)
    #expect(group.remove(at: 0))
    #expect(form.validity == .valid)
    clock.advance(by: .seconds(1))
    #expect(form.validity == .valid)
    #expect(clock.nextDueTime == nil, "the debounce went with its row")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aTemplateThatThrowsLeavesNothingOnTheScreen() throws {
    struct Refused: Error {}
    var made = 0
    let group = try screen.makeRowGroup("item", rows: 0...5, startingRows: 1) { row in
      made += 1
      let name = row.makeTextField("name")
      if made == 2 { throw Refused() }
      return name
    }
    let before = screen.controls.count
    #expect(!group.append())
    #expect(screen.controls.count == before)
    #expect(screen.field(named: "item[2].name") == nil)
    #expect(group.count == 1)
    #expect(group.append(), "the next row is made again")
    #expect(screen.field(named: "item[2].name") != nil)
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func theScreensInvariantsCheckEachGroupsRows() throws {
    let group = try passengers()
    #expect(group.append())
    #expect(screen.invariantViolations().isEmpty)
    // A row's control renamed behind the group's back, then its manager losing a row's field.
    screen.rename(group.rows[1].first, from: "passenger[2].first", to: "stray")
    #expect(
      screen.invariantViolations().contains {
        $0.subject == "passenger" && $0.expected == "'passenger[2].first' on the screen"
          && $0.actual == "'stray'"
      })
    screen.rename(group.rows[1].first, from: "stray", to: "passenger[2].first")
    #expect(screen.invariantViolations().isEmpty)
    group.manager.stopVerifying(group.rows[0].first)
    #expect(
      screen.invariantViolations().map(\.expected) == [
        "its manager verifying its rows' 6 controls"
      ])
  }

  @Test func buttonsThatAddAndRemoveAreDisabledAtTheBounds() throws {
    let group = try passengers(rows: 1...3)
    let add = screen.makeButton("addPassenger")
    let remove = screen.makeButton("removePassenger")
    group.attachAddButton(add)
    group.attachRemoveButton(remove)
    #expect(add.isEnabled)
    #expect(!remove.isEnabled, "one row: the fewest")
    #expect(remove.explainEnablement().groupBounds == ["group passenger has its fewest rows, 1"])
    var heard: [RowGroupEvent] = []
    group.addObserver { heard.append($0) }
    #expect(add.tap())
    #expect(remove.isEnabled)
    #expect(add.tap())
    #expect(group.count == 3)
    #expect(!add.isEnabled, "three rows: the most")
    #expect(
      add.explainEnablement().description
        == "addPassenger is disabled because group passenger has its most rows, 3")
    #expect(!add.tap())
    #expect(add.refusalCount == 1, "the disabled button refused the tap")
    #expect(group.refusalCount == 0, "the group was asked nothing")
    #expect(remove.tap())
    #expect(group.count == 2)
    #expect(add.isEnabled)
    #expect(add.tapCount == 2 && remove.tapCount == 1)
    #expect(heard == [.rowAdded(1), .rowAdded(2), .rowRemoved(2)])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aTapOpensWhatItSubmitsThenAddsARowWhoseErrorsDoNotShow() throws {
    let email = screen.makeTextField("email")
    email.validate([.required("Enter an email.")], errors: .onSubmit)
    let group = try passengers(rows: 0...3, starting: 0)
    let add = screen.makeButton("addPassenger", submits: [email])
    group.attachAddButton(add)
    var events: [String] = []
    screen.addObserver { event in
      if case .control("addPassenger", .tapped) = event { events.append("tapped") }
    }
    group.addObserver { event in events.append("\(event)") }
    #expect(add.tap())
    #expect(email.shownError == "Enter an email.", "the tap opened what it submits")
    #expect(group.rows[0].first.shownError == nil, "a new row shows nothing")
    #expect(group.rows[0].first.errors == ["Enter a first name."], "its rules ran")
    #expect(events == ["tapped", "rowAdded(0)"], "the row's event after the tap's")
  }

  @Test func aRowControlThatSeveralManagersVerifyLeavesThemAll() throws {
    let group = try passengers(rows: 0...3, starting: 2)
    let form = screen.makeManager("form")
    let names = screen.makeManager("names")
    let outer = screen.makeManager("outer")
    try form.verify(group)
    try names.verify(group.rows[1].first)
    try outer.verify(group.rows[1].row)
    #expect(names.validity == .invalid && outer.validity == .invalid)
    let leaving = group.rows[1]
    #expect(group.remove(at: 1))
    #expect(names.members.isEmpty && names.validity == .valid)
    #expect(outer.members.isEmpty && outer.validity == .valid, "a nested row manager let go")
    #expect(leaving.first.verifyingManagers.isEmpty)
    #expect(leaving.row.verifyingManagers.isEmpty && leaving.row.members.isEmpty)
    #expect(form.validity == .invalid, "the first row is still empty")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func hiddenAndDisabledRowControlsAreLeftOutOfTheGroup() throws {
    let group = try screen.makeRowGroup("passenger", rows: 0...3, startingRows: 1) { row in
      let type = row.makePicker("type", options: ["Adult", "Infant"], selection: "Adult")
      let bags = row.makeStepper("bags", range: 0...3)
      bags.validate([.atLeast(1, "Take a bag.")])
      bags.show(when: [.isNot("type", "Infant")])
      return (type, bags)
    }
    #expect(group.validity == .invalid, "an adult's bags: none")
    group.rows[0].0.select("Infant")
    #expect(group.rows[0].1.isHidden)
    #expect(group.validity == .valid, "an infant's bags are hidden, and left out")
    #expect(group.rows[0].1.errors == ["Take a bag."], "its own state still follows its rules")
  }

  @Test func anEqualsRuleComparesWithTheFieldOfItsOwnRow() throws {
    let group = try screen.makeRowGroup("contact", rows: 0...3, startingRows: 2) { row in
      let email = row.makeTextField("email")
      let confirm = row.makeTextField("confirm")
      confirm.validate([.equals("email", "The emails differ.")], errors: .onChange)
      return (email, confirm)
    }
    group.rows[0].0.type("a@b.c")
    group.rows[1].0.type("x@y.z")
    group.rows[1].1.type("x@y.z")
    #expect(group.rows[1].1.isValid, "row 2 compares with row 2's email")
    group.rows[0].1.type("x@y.z")
    #expect(group.rows[0].1.errors == ["The emails differ."])
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aTemplateWhoseManagerMakesACycleThrowsFromTheStart() {
    #expect(throws: ManagerError.self) {
      _ = try screen.makeRowGroup("loop", rows: 1...2) { row in
        let first = row.makeManager("first")
        let second = row.makeManager("second")
        try first.verify(second)
        try second.verify(first)
        return first
      }
    }
  }

  @Test func aRemovedRowsControlsAndManagersAreReleased() throws {
    let group = try passengers()
    #expect(group.append())
    weak var first: TextField?
    weak var type: Picker?
    weak var bags: Stepper?
    weak var manager: Manager?
    do {
      let row = group.rows[1]
      (first, type, bags, manager) = (row.first, row.type, row.bags, row.row)
      row.first.addObserver { _ in }
      row.type.select("Child")
    }
    #expect(first != nil)
    #expect(group.remove(at: 1))
    #expect(first == nil && type == nil && bags == nil, "nothing holds a removed row's controls")
    #expect(manager == nil, "nor its manager")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aButtonThatSubmitsTheGroupSubmitsTheRowsItHasAtTheTap() throws {
    let group = try screen.makeRowGroup("contact", rows: 0...3, startingRows: 1) { row in
      let email = row.makeTextField("email")
      email.validate([.required("Enter an email.")], errors: .onSubmit)
      return email
    }
    let send = screen.makeButton("send", busy: .seconds(1))
    group.submit(with: send)
    let single = screen.makeButton("single", submits: [group.rows[0]])
    #expect(group.append())
    #expect(send.submittedFields.map(\.name) == ["contact[1].email", "contact[2].email"])
    #expect(send.tap())
    #expect(group.rows.map(\.shownError) == ["Enter an email.", "Enter an email."])
    #expect(!send.isBusy, "what it submits is invalid")
    group.rows[0].type("a@b.c")
    group.rows[1].type("d@e.f")
    #expect(send.tap())
    #expect(send.isBusy)
    clock.advance(by: .seconds(1))
    #expect(group.remove(at: 0))
    #expect(send.submittedFields.map(\.name) == ["contact[1].email"])
    #expect(single.submittedFields.isEmpty, "a removed row's field is submitted no more")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func aCheckpointHoldsTheRowsAndRestoresOnlyWhileTheyAreTheSame() throws {
    let group = try passengers(rows: 1...2)
    let first = group.rows[0].first
    let form = screen.makeManager("form")
    try form.verify(group)
    first.paste("Ann")
    #expect(group.validity == .valid)
    let filled = try #require(screen.checkpoint())
    first.clear()
    _ = group.rows[0].type.select("Infant")
    #expect(group.validity == .invalid && group.rows[0].bags.isHidden)
    #expect(screen.canRestore(filled))
    screen.restore(filled)
    #expect(first.text == "Ann" && group.rows[0].type.selection == "Adult")
    #expect(group.validity == .valid && form.validity == .valid)
    #expect(!group.rows[0].bags.isHidden)
    #expect(screen.invariantViolations().isEmpty)

    // A refusal at the bound is put back too; a row added or removed since is not.
    #expect(!group.remove(at: 0))
    #expect(group.refusalCount == 1)
    #expect(screen.canRestore(filled))
    screen.restore(filled)
    #expect(group.refusalCount == 0)
    #expect(group.append())
    #expect(!screen.canRestore(filled), "the checkpoint saw one row")
    let two = try #require(screen.checkpoint())
    group.rows[1].first.paste("Bo")
    #expect(form.validity == .valid)
    screen.restore(two)
    #expect(group.rows[1].first.text.isEmpty && form.validity == .invalid)
    // Removing the row added last, with nothing added or removed since, gives back the rows
    // the first checkpoint saw; removing another row does not.
    #expect(group.remove(at: 1))
    #expect(!screen.canRestore(two) && screen.canRestore(filled))
    screen.restore(filled)
    #expect(first.text == "Ann" && form.validity == .valid)
    #expect(screen.invariantViolations().isEmpty)
    #expect(group.append())
    group.rows[1].first.paste("Bo")
    #expect(group.remove(at: 0))
    #expect(group.rows[0].first.text == "Bo")
    #expect(!screen.canRestore(two) && !screen.canRestore(filled))
    #expect(!screen.removeRowAddedLast(), "the row left was not added last")
    #expect(screen.invariantViolations().isEmpty)
  }

  @Test func swiftUIRedrawsWhenRowsComeAndGo() throws {
    let group = try passengers(rows: 0...6, starting: 0)
    let changes = Mutex(0)
    withObservationTracking {
      _ = group.rows
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    #expect(group.append())
    #expect(changes.withLock { $0 } == 1)
  }

  @Test func aRowAddedToALargeGroupCostsTheRow() throws {
    // Not a timing: the rows' controls are inserted at their place, and the places after it
    // move, whatever the number of rows.
    let group = try screen.makeRowGroup("item", rows: 0...2_000, startingRows: 1_000) { row in
      row.makeTextField("name")
    }
    let after = screen.makeTextField("after")
    #expect(group.append())
    #expect(screen.fields.count == 1_002)
    #expect(screen.fields[1_000].name == "item[1001].name")
    #expect(screen.fields.last === after)
    #expect(group.remove(at: 0))
    #expect(screen.fields.first?.name == "item[1].name")
    #expect(screen.invariantViolations().isEmpty)
  }
}
