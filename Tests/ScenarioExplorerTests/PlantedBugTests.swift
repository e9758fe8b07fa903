import Foundation
import Testing

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

/// Screens with a declaration mistake of the kinds that ship: each found with every seed at the
/// default budget and shrunk to at most six steps, and each correct version explored clean.
@Suite("Planted bugs")
struct PlantedBugTests {
  struct Planted: Sendable, CustomStringConvertible {
    let name: String
    let buggy: String
    /// The mistaken declaration, and what it should say.
    let wrong: String
    let right: String
    let property: String
    /// The fewest steps that show the bug.
    var shortest = 0
    var description: String { name }
  }

  /// The eight-field checkout of the fixtures, correct.
  static let eightFieldCheckout =
    (try? String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ExplorerFixtures/eight-field-checkout.scenario"), encoding: .utf8))
    ?? ""

  static let cases: [Planted] = [
    Planted(
      name: "a strong password the form forgets",
      buggy: """
        field username
          required
          min-length 8
        field password secure
          required
          min-length 12
          contains uppercase
          contains lowercase
          contains digit
          contains symbol
        button signUp
        manager form verifies username manages signUp
        never signUp enabled while password invalid
        scenario "s"
          expect signUp disabled
        """,
      wrong: "manager form verifies username manages",
      right: "manager form verifies username password manages",
      property: "never signUp enabled while password invalid"),
    Planted(
      name: "a pending server check the form forgets",
      buggy: """
        field email
          required
          email
        field username
          required
          remote taken "admin" after 800ms
        button register
        manager form verifies email manages register
        never register enabled while username pending
        scenario "s"
          expect register disabled
        """,
      wrong: "manager form verifies email manages",
      right: "manager form verifies email username manages",
      property: "never register enabled while username pending"),
    Planted(
      name: "a switched-on section whose field is not verified",
      buggy: """
        field email
          required
          email
        switch invoice
        field vat
          required
          pattern "[A-Z]{2}[0-9]{9}"
        button order
        manager section verifies invoice manages vat
        manager form verifies email manages order
        never order enabled while vat invalid
        scenario "s"
          expect order disabled
        """,
      wrong: "manager form verifies email manages order",
      right: "manager form verifies email vat manages order",
      property: "never order enabled while vat invalid"),
    Planted(
      name: "nested managers with the wrong member",
      buggy: """
        field street
          required
        field city
          required
          min-length 2
        field card
          required
          pattern "[0-9]{16}"
        button pay
        manager address verifies street street manages
        manager form verifies address card manages pay
        never pay enabled while city invalid
        scenario "s"
          expect pay disabled
        """,
      wrong: "manager address verifies street street manages",
      right: "manager address verifies street city manages",
      property: "never pay enabled while city invalid"),
    Planted(
      name: "terms forgotten behind a phone that takes digits only",
      buggy: """
        field phone allow digit limit 12
          required
          min-length 10
        switch terms
          must-be-on
        button send
        manager form verifies phone manages send
        never send enabled while terms off
        scenario "s"
          expect send disabled
        """,
      wrong: "manager form verifies phone manages",
      right: "manager form verifies phone terms manages",
      property: "never send enabled while terms off", shortest: 1),
    Planted(
      name: "a confirmation checked, the password itself forgotten",
      buggy: """
        field password secure
          required
          min-length 8
          contains digit
        field confirm secure
          required
          equals password
        button signUp
        manager form verifies confirm manages signUp
        never signUp enabled while password invalid
        scenario "s"
          expect signUp disabled
        """,
      wrong: "manager form verifies confirm manages",
      right: "manager form verifies password confirm manages",
      property: "never signUp enabled while password invalid", shortest: 2),
    Planted(
      name: "an eight-field checkout with three switches that forgets the zip code",
      buggy: eightFieldCheckout.replacingOccurrences(
        of: "verifies first last email phone street city zip card terms",
        with: "verifies first last email phone street city card terms"),
      wrong: "verifies first last email phone street city card terms",
      right: "verifies first last email phone street city zip card terms",
      property: "never order enabled while zip invalid", shortest: 8),
    Planted(
      name: "a section opened by a sent code whose confirm button forgets the code",
      buggy: """
        field phone allow digit
          required
          min-length 10
        button sendCode busy 1s
        field code allow digit
          required
          min-length 6
        button confirm
        manager sms verifies phone manages sendCode
        manager codeSection verifies sendCode manages code confirm
        manager form verifies phone manages confirm
        never confirm enabled while code invalid
        scenario "s"
          expect confirm disabled
        """,
      wrong: "manager form verifies phone manages confirm",
      right: "manager form verifies phone code manages confirm",
      property: "never confirm enabled while code invalid", shortest: 3),
    Planted(
      name: "a state that the United States needs, forgotten by the form",
      buggy: """
        picker country options "US" "DE" "IS"
          required
        picker state options "CA" "NY"
          shown when country is "US"
          required
        field postcode
          shown when country is-not "IS"
          required
          pattern "[0-9]{5}" when country is "US" "DE"
        button save
        manager form verifies country postcode manages save
        never save enabled while country is "US" and state empty
        scenario "s"
          expect save disabled
        """,
      wrong: "manager form verifies country postcode manages",
      right: "manager form verifies country state postcode manages",
      property: "never save enabled while country is \"US\" and state empty"),
    Planted(
      name: "bags above the fare's allowance that the form forgets",
      buggy: """
        picker fare options "Light" "Classic"
          required
        stepper bags to 4
          at-most 1 "One bag in Light." when fare is "Light"
        button book
        manager form verifies fare manages book
        never book enabled while bags invalid
        scenario "s"
          expect book disabled
        """,
      wrong: "manager form verifies fare manages",
      right: "manager form verifies fare bags manages",
      property: "never book enabled while bags invalid"),
    Planted(
      name: "an infant's date of birth the form forgets",
      buggy: """
        date flight from 2026-07-01 to 2026-07-31 selected 2026-07-01
        picker type options "Adult" "Infant"
          required
        date born to 2026-07-31
          required
          age-under 2 on flight when type is "Infant"
        button continue
        manager form verifies flight type manages continue
        never continue enabled while born invalid
        scenario "s"
          expect continue disabled
        """,
      wrong: "manager form verifies flight type manages",
      right: "manager form verifies flight type born manages",
      property: "never continue enabled while born invalid"),
    // No rule states the flight's day: the app loads it, and the date of birth is tried
    // around the age boundary on that day.
    Planted(
      name: "an infant's date of birth on a flight the app loads",
      buggy: """
        date flight
        picker type options "Adult" "Infant" selected "Adult"
        date born
          age-under 2 on flight "An infant is younger than 2." when type is "Infant"
        button continue
        manager form verifies flight type manages continue
        never continue enabled while born invalid
        scenario "the booking's flight"
          load flight 2026-07-01
          expect continue enabled
        """,
      wrong: "manager form verifies flight type manages",
      right: "manager form verifies flight type born manages",
      property: "never continue enabled while born invalid", shortest: 3),
  ]

  @Test(arguments: cases)
  func isFoundWithEverySeedAndShrunk(planted: Planted) throws {
    let file = CheckedFile(text: planted.buggy, path: "planted.scenario")
    try #require(file.diagnostics.isEmpty, "\(file.renderedDiagnostics)")
    for seed in [1, 2, 3, 4, 5] as [UInt64] {
      let report = Explorer.explore(file, options: Explorer.Options(seed: seed))
      let violation = try #require(report.violation, "\(planted.name), seed \(seed)")
      #expect(violation.expected == planted.property)
      #expect(
        violation.steps.count <= max(6, planted.shortest),
        "\(planted.name), seed \(seed): \(violation.steps)")
      if planted.shortest > 0 {
        #expect(violation.steps.count == planted.shortest, "\(planted.name), seed \(seed)")
      }
      let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
      #expect(written.replayAll().first?.failure?.expected == planted.property)
    }
  }

  @Test(arguments: cases)
  func theCorrectVersionExploresClean(planted: Planted) throws {
    let fixed = planted.buggy.replacingOccurrences(of: planted.wrong, with: planted.right)
    try #require(fixed != planted.buggy)
    let file = CheckedFile(text: fixed, path: "fixed.scenario")
    try #require(file.diagnostics.isEmpty)
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(file, options: Explorer.Options(seed: seed))
      #expect(report.violation == nil, "\(planted.name), seed \(seed)")
      #expect(report.deadControls.isEmpty, "\(planted.name): \(report.deadControls)")
    }
  }
}

@Suite("Systematic exploration")
struct SystematicTests {
  @Test(arguments: PlantedBugTests.cases)
  func findsEachPlantedBugWithTheFewestActions(planted: PlantedBugTests.Planted) throws {
    let file = CheckedFile(text: planted.buggy, path: "planted.scenario")
    let report = Explorer.exploreSystematically(file, options: .init())
    let violation = try #require(report.violation, "\(planted.name)")
    #expect(violation.expected == planted.property)
    #expect(violation.steps.count <= max(6, planted.shortest), "\(violation.steps)")
    if planted.shortest > 0 { #expect(violation.steps.count == planted.shortest) }
    let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
    #expect(written.replayAll().first?.failure?.expected == planted.property)
    #expect(violation.scenarioFile.contains("# Found by scenario-runner --explore --systematic"))
  }

  @Test(arguments: PlantedBugTests.cases)
  func theCorrectVersionHoldsInEveryReachableState(planted: PlantedBugTests.Planted) throws {
    let fixed = planted.buggy.replacingOccurrences(of: planted.wrong, with: planted.right)
    let report = Explorer.exploreSystematically(
      CheckedFile(text: fixed, path: "fixed.scenario"), options: .init())
    #expect(report.violation == nil, "\(planted.name): \(report.violation?.steps ?? [])")
    #expect(report.statesVisited > 1)
    #expect(!report.isBounded, "every reachable state was visited")
    #expect(report.deadControls.isEmpty)
    #expect(report.neverValid.isEmpty, "\(report.neverValid)")
  }

  @Test func theSearchIsDeterministicAndBounded() {
    let file = CheckedFile(
      text: "field a\n  required\nfield b\n  min-length 2\nbutton go\n"
        + "manager form verifies a b manages go\nscenario \"s\"\n  tab\n",
      path: "s.scenario")
    let first = Explorer.exploreSystematically(file, options: .init(depth: 3))
    let second = Explorer.exploreSystematically(file, options: .init(depth: 3))
    #expect(first.statesVisited == second.statesVisited)
    let bounded = Explorer.exploreSystematically(file, options: .init(depth: 8, states: 5))
    #expect(bounded.isBounded)
    #expect(bounded.statesVisited == 5)
  }
}

@Suite("Shrinking")
struct ShrinkingTests {
  @Test func aPairOfStepsThatUndoEachOtherIsRemoved() throws {
    let file = CheckedFile(
      text: """
        field email
          required
          email
        switch terms
          must-be-on
        switch news
        button register
        manager form verifies email manages register
        never register enabled while terms off
        scenario "s"
          tab
        """, path: "pairs.scenario")
    let session = Explorer.Session(file: file, random: SplitMix64(seed: 1))
    // Either toggle alone turns the terms on and hides the bug; only the pair can go.
    let toggle = Move.toggle("terms")
    let paste = Move.paste("email", "a@b.co")
    let moves = [toggle, toggle, paste]
    #expect(session.run(moves)?.violation.expected == "never register enabled while terms off")
    let shrunk = session.shrink(moves, property: "never register enabled while terms off")
    #expect(shrunk.map(\.line) == ["paste email \"a@b.co\""])
  }
}
