import ControlModel
import Foundation
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat

@Suite("Inputs from the rules")
struct RuleInputsTests {
  @Test(arguments: [
    ("[a-z][a-z0-9_]{2,15}", "aaa"),
    (".{8,64}", "aaaaaaaa"),
    ("[A-Z]{4}[0-9]{2}", "AAAA00"),
    ("(0[1-9]|1[0-2])/[0-9]{2}", "01/00"),
    ("[A-Za-z0-9]*", ""),
    ("\\d{3}-\\d{4}", "000-0000"),
    ("(?:ab|c)+x?", "c"),
    ("[^0-9]+", "a"),
  ])
  func aPatternsShortestMatchMatchesIt(pattern: String, expected: String) throws {
    let sample = try #require(PatternSampler.shortestMatch(of: pattern))
    #expect(sample == expected)
    #expect(try ValidationRule.pattern(pattern).isSatisfied(by: sample))
  }

  @Test(arguments: ["(ab", "a{2", "[a-", "\\p{L}+"])
  func anUnsupportedPatternGivesNothing(pattern: String) {
    #expect(PatternSampler.shortestMatch(of: pattern) == nil)
  }

  @Test(arguments: [
    ("Write the date as YYYY-MM-DD.", "2000-01-31"),
    ("A ZIP code has 5 digits.", "12345"),
    ("Enter a card number.", "4242424242424242"),
  ])
  func anAppsPredicateIsTriedWithTheValuesFormsAskFor(message: String, expected: String) {
    let screen = Screen()
    let field = screen.makeTextField("value", limit: 20)
    let accepts: @Sendable (String) -> Bool =
      switch expected.count {
      case 10:
        { text in
          let parts = text.split(separator: "-", omittingEmptySubsequences: false)
          return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
        }
      case 5: { $0.count == 5 && $0.allSatisfy(\.isNumber) }
      default: { $0.count == 16 && $0.hasPrefix("4") }
      }
    field.validate([.required(), .custom(message, accepts)])
    #expect(RuleInputs.valid(for: field) { _ in nil } == [expected])
    #expect(RuleInputs.unsatisfiable(field) { _ in nil } == nil)
  }

  @Test func validTextsPassEveryRuleAndNearMissesFailOne() throws {
    let screen = Screen()
    let password = screen.makeTextField("password")
    password.validate([
      .required(), .minLength(12), .contains(.uppercase), .contains(.lowercase),
      .contains(.digit), .contains(.symbol),
    ])
    let valid = RuleInputs.valid(for: password) { _ in nil }
    let text = try #require(valid.first)
    #expect(text.count == 12, "no longer than it must be: \(text)")
    #expect(password.rules.allSatisfy { $0.isSatisfied(by: text) })
    let misses = RuleInputs.nearMisses(for: password) { _ in nil }
    #expect(!misses.isEmpty)
    for miss in misses {
      #expect(password.rules.filter { !$0.isSatisfied(by: miss) }.count >= 1, "\(miss)")
    }
    #expect(misses.contains(String(text.prefix(11))))
  }

  @Test func anEmailAndAnEqualsFieldGetValidTexts() throws {
    let screen = Screen()
    let email = screen.makeTextField("email")
    email.validate([.required(), .email(), .remote(taken: ["a@b.co"], after: .seconds(1))])
    let confirm = screen.makeTextField("confirm")
    confirm.validate([.equals("email")])
    #expect(RuleInputs.valid(for: email) { _ in nil } == ["a@b.coo"], "a value that is not taken")
    #expect(RuleInputs.nearMisses(for: email) { _ in nil }.contains("a@b"))
    #expect(
      RuleInputs.valid(for: confirm) { $0 == "email" ? .text("x@y.org") : nil } == ["x@y.org"])
  }

  @Test func aRuleThatReadsAnotherControlIsSolvedForThatControlsValue() throws {
    let screen = Screen()
    _ = screen.makeTextField("country")
    _ = screen.makeSwitch("international")
    let postcode = screen.makeTextField("postcode")
    postcode.validate([
      .required(),
      .custom(reading: ["country", "international"]) { text, read in
        let digits = text.allSatisfy(\.isNumber)
        switch (read.text(of: "country"), read.isOn("international")) {
        case ("US", _): return digits && text.count == 5 ? .passed : .failed("5 digits")
        case (_, true?): return text.hasPrefix("+") ? .passed : .failed("starts with +")
        default: return .passed
        }
      },
    ])
    let us = try #require(
      RuleInputs.valid(for: postcode) { $0 == "country" ? .text("US") : nil }.first)
    #expect(us.count == 5 && us.allSatisfy(\.isNumber), "\(us)")
    #expect(!RuleInputs.nearMisses(for: postcode) { $0 == "country" ? .text("US") : nil }.isEmpty)
    let abroad = RuleInputs.valid(for: postcode) { $0 == "international" ? .on(true) : nil }
    #expect(abroad.first?.hasPrefix("+") == true, "\(abroad)")
    #expect(RuleInputs.valid(for: postcode) { _ in nil }.first?.isEmpty == false)
  }
}

@Suite("Planted bugs that only valid input reveals")
struct RevealedByValidInputTests {
  /// The form forgets `code`, which only a pattern-valid text of `reference` and a valid email
  /// can reveal: the invariant breaks only once every other member is valid.
  private let forgotten = """
    field reference
      required
      pattern "[A-Z]{3}-[0-9]{4}"
    field email
      required
      email
    field code
      required
      min-length 6
    button submit
    manager form verifies reference email manages submit
    never submit enabled while code invalid
    scenario "nothing typed"
      expect submit disabled
    """

  @Test(arguments: [1, 2, 3, 4, 5, 42] as [UInt64])
  func isFoundWithEverySeedAndShrunk(seed: UInt64) throws {
    let file = CheckedFile(text: forgotten, path: "forgotten.scenario")
    let report = Explorer.explore(file, options: Explorer.Options(seed: seed))
    let violation = try #require(report.violation, "seed \(seed)")
    #expect(violation.expected == "never submit enabled while code invalid")
    #expect(violation.steps.count <= 6, "\(violation.steps)")
    // The texts are as short as the rules allow: "AAA-0000" and "a@b.co", not long pastes.
    for step in violation.steps {
      let quoted = step.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
      #expect(quoted.count <= 8, "\(step)")
    }
    let written = CheckedFile(text: violation.scenarioFile, path: "found.scenario")
    #expect(written.replayAll().first?.failure?.expected == violation.expected)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theCorrectFormExploresClean(seed: UInt64) {
    let fixed = forgotten.replacingOccurrences(
      of: "verifies reference email manages", with: "verifies reference email code manages")
    let file = CheckedFile(text: fixed, path: "fixed.scenario")
    #expect(Explorer.explore(file, options: Explorer.Options(seed: seed)).violation == nil)
  }
}

@Suite("Coverage and dead controls")
struct CoverageTests {
  @Test func aControlNeverEnabledOrNeverDisabledIsReportedWithWhy() {
    let file = CheckedFile(
      text: """
        field code
          required
          min-length 5
          max-length 3
        field note
        button save
        button send
        manager form verifies code manages save
        manager always verifies note manages send
        scenario "s"
          type code "x"
        """, path: "dead.scenario")
    let report = Explorer.explore(file, options: Explorer.Options(runs: 20, steps: 20, seed: 1))
    #expect(report.violation == nil)
    // No text passes code's rules: save is not reached, and no verdict rests on it. Nothing
    // can make note invalid, so send staying enabled is no finding either.
    #expect(report.deadControls.isEmpty)
    #expect(
      report.unreached.map(\.description) == [
        "save was never enabled: code never valid in the states reached"
      ])
    #expect(
      report.inputs.first?.unsatisfiable == "it needs 5 characters and takes at most 3")
    #expect(report.failingRules.isSuperset(of: ["code min-length", "code max-length"]))
    #expect(report.passingRules.contains("code required"))
  }

  @Test func aCorrectFormFlipsItsManagersAndControlsBothWays() {
    let file = CheckedFile(
      text: """
        field email
          required
          email
        button go
        manager form verifies email manages go
        scenario "s"
          type email "a@b.co"
        """, path: "ok.scenario")
    let report = Explorer.explore(file, options: Explorer.Options(runs: 20, steps: 20, seed: 2))
    #expect(report.managersFlippedBothWays == ["form"])
    #expect(report.controlsEnabledAndDisabled.contains("go"))
    #expect(report.deadControls.isEmpty)
  }
}

@Suite("Rule results for coverage")
struct RuleResultsTests {
  @Test func rulesThatShareAMessageAreToldApart() throws {
    let screen = Screen()
    let password = screen.makeTextField("password")
    password.validate([
      .contains(.uppercase, "Password is weak."), .contains(.lowercase, "Password is weak."),
      .contains(.digit, "Password is weak."), .contains(.symbol, "Password is weak."),
    ])
    #expect(password.syncRuleResults == nil, "an empty field without required runs no rule")
    password.type("abcL")
    let results = try #require(password.syncRuleResults)
    #expect(results.map(\.passed) == [true, true, false, false])
  }
}
