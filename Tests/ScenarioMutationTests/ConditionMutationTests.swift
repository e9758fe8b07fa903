import ControlModel
import ScenarioEngine
import ScenarioFormat
import ScenarioMutation
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// A condition dropped or negated, on declared and built screens: the scenarios notice, or a
/// scenario that kills the mutant is written.
@Suite("Mutating conditions")
struct ConditionMutationTests {
  private static let contact = """
    field email
      required "Give an email or a phone number." when phone empty
    field phone
    switch member
    field ffNumber
      required "Enter your number." when member on
    button save
    manager form verifies email ffNumber manages save
    scenario "a phone is enough"
      type phone "0612"
      expect email valid
      expect save enabled
      toggle member
      expect ffNumber invalid
    """

  @Test func eachConditionIsDroppedAndNegatedAtItsName() throws {
    let report = MutationTesting.run(CheckedFile(text: Self.contact, path: "contact.scenario"))
    let conditions = report.results.filter {
      [.droppedCondition, .negatedCondition].contains($0.mutant.mutationOperator)
    }
    #expect(
      conditions.map(\.mutant.description) == [
        "field 'email': required applies whether or not phone empty",
        "field 'email': required applies when phone filled, not when phone empty",
        "field 'ffNumber': required applies whether or not member on",
        "field 'ffNumber': required applies when member off, not when member on",
      ])
    #expect(conditions.map(\.mutant.position.line) == [2, 2, 6, 6])
    #expect(conditions.map(\.mutant.position.column) == [52, 52, 38, 38])
    // The scenario types a phone, so email's required must not apply, and flips member on:
    // every condition mutant fails it.
    for result in conditions {
      guard case .killed = result.outcome else {
        Issue.record("\(result.mutant.description): \(result.outcome)")
        continue
      }
    }
  }

  @Test func aBuiltScreensConditionsAreMutatedThroughTheModel() throws {
    let catalogue = ScreenCatalogue().registering("contact") { clock in
      let screen = Screen(title: "Contact", clock: clock)
      let email = screen.makeTextField("email")
      email.validate([.required("Give an email or a phone number.").when(.empty("phone"))])
      _ = screen.makeTextField("phone")
      let form = screen.makeManager("form")
      try? form.verify(email)
      try? form.manage(screen.makeButton("save"))
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "contact"
        scenario "nothing given"
          expect save disabled
        """, path: "contact.scenario", catalogue: catalogue)
    let report = MutationTesting.run(file)
    let conditions = report.results.filter {
      [.droppedCondition, .negatedCondition].contains($0.mutant.mutationOperator)
    }
    #expect(report.failingScenario == nil)
    #expect(conditions.count == 2, "\(report.results.map(\.mutant.description))")
    // The file never gives a phone: the dropped condition survives, with a scenario that
    // kills it; the negated one fails the file's own scenario.
    for result in conditions {
      switch (result.mutant.mutationOperator, result.outcome) {
      case (.negatedCondition, .killed): break
      case (.droppedCondition, .survived(_, let scenario)):
        #expect(scenario.printable.contains("phone"), "\(scenario.printable)")
      default: Issue.record("\(result.mutant.description): \(result.outcome)")
      }
    }
  }

  @Test func aGroupsOwnManagerKeepsItsRowsWhileAnAppsManagerMayForgetTheGroup() throws {
    let catalogue = ScreenCatalogue().registering("rows") { clock in
      let screen = Screen(title: "Passengers", clock: clock)
      let passengers = try? screen.makeRowGroup("passenger", rows: 1...3) { row in
        let first = row.makeTextField("first")
        first.validate([.required()])
        return first
      }
      let form = screen.makeManager("form")
      if let passengers { try? form.verify(passengers) }
      try? form.manage(screen.makeButton("go"))
      return screen
    }
    let file = CheckedFile(
      text: """
        screen from "rows"
        scenario "an empty passenger"
          expect go disabled
        """, path: "rows.scenario", catalogue: catalogue)
    let descriptions = MutationTesting.run(file).results.map(\.mutant.description)
    #expect(descriptions.contains("manager 'form' no longer verifies 'passenger'"))
    #expect(
      !descriptions.contains { $0.hasPrefix("manager 'passenger' no longer verifies") },
      "\(descriptions)")
  }

  @Test func aDeclaredGroupsMistakesArePlantedAndItsScenariosKillThem() throws {
    let file = CheckedFile(
      text: """
        group passenger from 1 to 3
          field first
            required
          field last
          manager row verifies first last manages
        end
        button more adds passenger
        button fewer removes passenger
        button go
        manager form verifies passenger manages go
        scenario "bounds"
          expect fewer disabled
          tap more
          tap more
          expect passenger rows 3
          expect more disabled
          tap fewer
          tap fewer
          expect passenger rows 1
          expect fewer disabled
        scenario "the form waits for every passenger"
          expect go disabled
          expect passenger[1].row invalid
          type passenger[1].first "Ann"
          expect go enabled
          add passenger
          expect go disabled
        """, path: "rows.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    // The scenarios kill what this test is about; the search that tells survivors apart is
    // kept short (rows it adds and removes make each of its states dearer).
    let report = MutationTesting.run(file, bounds: .init(depth: 64, states: 300))
    let results = report.results.map { result -> (String, Bool) in
      if case .killed = result.outcome { return (result.mutant.description, true) }
      return (result.mutant.description, false)
    }
    let descriptions = results.map(\.0)
    for expected in [
      "manager 'form' no longer verifies 'passenger'",
      "manager 'row' no longer verifies 'first'",
      "button 'more' adds to no group",
      "button 'fewer' removes from no group",
      "group 'passenger' has 'from 0'",
      "group 'passenger' has 'to 2'",
      "group 'passenger' has 'to 4'",
    ] {
      #expect(descriptions.contains(expected), "\(descriptions)")
    }
    let survivors = results.filter { !$0.1 }.map(\.0)
    #expect(
      survivors.filter { $0.hasPrefix("group") || $0.hasPrefix("button") }.isEmpty,
      "\(survivors)")
    #expect(!descriptions.contains("group 'passenger' has 'from 2'"), "no bound past its rows")
  }

  /// A group whose `to` moves up by one, on a file whose scenarios never reach the bound: the
  /// search gives both screens the rows to reach it, and writes the scenario that tells them
  /// apart. (Searched up to three rows only, as the original allows, it found no difference
  /// and called the mutant equivalent.)
  @Test func aGroupsRaisedBoundIsToldApartAtTheBoundNeverCalledEquivalent() throws {
    let file = CheckedFile(
      text: """
        group emails from 1 to 3 rows 1
          field address
            required "Enter an address."
        end
        background
          load emails rows 2
        scenario "two rows"
          expect emails rows 2
        """, path: "emails.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let report = MutationTesting.run(file, bounds: .init(depth: 64, states: 5000))
    let raised = try #require(
      report.results.first { $0.mutant.description == "group 'emails' has 'to 4'" })
    guard case .survived(_, let scenario) = raised.outcome else {
      Issue.record("expected a scenario that tells 'to 4' apart, found \(raised.outcome)")
      return
    }
    #expect(scenario.isVerified)
    #expect(
      scenario.printable == """
        # Written by --mutate (ShiftedGroupBound): kills the mutant in which group 'emails' \
        has 'to 4'
        scenario "checks: group 'emails' has 'to 3'"
          add emails
          add emails
          expect emails rows 3
          expect emails refused 1

        """)
  }

  /// A screen's one field: only a blur ends its editing, so the search between the screens
  /// tries one, and an `on-blur` display told from an `on-submit` one is never equivalent.
  @Test func aOneFieldScreensDisplayPolicyIsToldApartByABlur() throws {
    let file = CheckedFile(
      text: """
        field code
          required
          min-length 4 "Four digits."
        button go
        manager form verifies code manages go
        scenario "starts disabled"
          expect go disabled
        """, path: "code.scenario")
    let report = MutationTesting.run(file, bounds: .init(depth: 64, states: 5000))
    let changed = try #require(
      report.results.first {
        $0.mutant.description == "field 'code' shows its errors on-submit instead of on-blur"
      })
    guard case .survived(_, let scenario) = changed.outcome else {
      Issue.record("expected a scenario that tells on-submit apart, found \(changed.outcome)")
      return
    }
    #expect(scenario.isVerified)
    #expect(scenario.printable.contains("\n  blur\n  expect code error \"Four digits.\"\n"))
  }

  /// A bound beyond the rows the search gives: a verdict within the rows searched, never
  /// "equivalent".
  @Test func aMovedBoundBeyondTheRowsSearchedIsNoProofOfEquivalence() throws {
    let file = CheckedFile(
      text: """
        group notes from 0 to 20
          switch done
        end
        scenario "none"
          expect notes rows 0
        """, path: "notes.scenario")
    let report = MutationTesting.run(file, bounds: .init(depth: 64, states: 300))
    let raised = try #require(
      report.results.first { $0.mutant.description == "group 'notes' has 'to 21'" })
    if case .equivalent = raised.outcome {
      Issue.record("a search of up to 8 rows called 'to 21' equivalent to 'to 20'")
    }
  }

  /// Rows for a search between two screens: enough to reach the larger bound of a group whose
  /// bounds differ, one past the larger `from`, within eight; the given rows otherwise.
  @Test func theRowsOfADifferentialSearchReachAMovedBound() {
    func group(_ bounds: ClosedRange<Int>) -> [GroupBound] {
      [GroupBound(name: "g", upTo: 3, bounds: bounds)]
    }
    #expect(Explorer.rows(tellingApart: group(1...3), group(1...4), given: 3) == 4)
    #expect(Explorer.rows(tellingApart: group(1...3), group(1...2), given: 3) == 3)
    #expect(Explorer.rows(tellingApart: group(4...6), group(5...6), given: 3) == 6)
    #expect(Explorer.rows(tellingApart: group(0...20), group(0...21), given: 3) == 8)
    #expect(Explorer.rows(tellingApart: group(0...Int.max), group(1...Int.max), given: 3) == 3)
    #expect(Explorer.rows(tellingApart: group(1...3), group(1...3), given: 2) == 2)
  }

  @Test func aBuiltRowsMutantIsPlantedInEveryRowTheGroupHasAndAdds() throws {
    let catalogue = ScreenCatalogue().registering("rows") { clock in
      let screen = Screen(title: "Passengers", clock: clock)
      let passengers = try? screen.makeRowGroup("passenger", rows: 1...3) { row in
        let first = row.makeTextField("first")
        first.validate([.required("Enter a first name.")])
        return first
      }
      let form = screen.makeManager("form")
      if let passengers { try? form.verify(passengers) }
      try? form.manage(screen.makeButton("go"))
      return screen
    }
    // Only the second row, added by the scenario, tells the mutant apart.
    let file = CheckedFile(
      text: """
        screen from "rows"
        scenario "the second passenger needs a name too"
          type passenger[1].first "Ann"
          add passenger
          expect passenger[2].first errors "Enter a first name."
          expect go disabled
        """, path: "rows.scenario", catalogue: catalogue)
    let report = MutationTesting.run(file)
    let dropped = try #require(
      report.results.first {
        $0.mutant.description == "field 'passenger[1].first' loses its rule required"
      })
    guard case .killed = dropped.outcome else {
      Issue.record("\(dropped.outcome)")
      return
    }
    #expect(
      !report.results.contains { $0.mutant.description.contains("passenger[2]") },
      "a row's mutants are planted once, from the first row")
  }
}
