import ControlModel
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat
import ScenarioMutation
import Testing
import ValidationManager

/// Mutants that act only through members of the app's own type.
@Suite("Mutants behind the app's own members")
struct AppMemberMutationTests {
  /// A gate of the app's own that is valid in every state.
  ///
  /// Forgetting what it gates changes nothing. A search that stops at its bounds (four pairs
  /// here, as a large screen's states outrun any bound) cannot prove it; since the manager
  /// verifies only that member, the mutant is equivalent while it stays valid, and the report
  /// says so.
  @Test func aMutantActingOnlyThroughTheAppsMembersIsEquivalentWhileTheyKeepToWhatWasSeen()
    throws
  {
    let file = try gateFile(verifyingAManager: false)
    let report = MutationTesting.run(file, bounds: .init(depth: 64, states: 4))
    let forgotten = try #require(
      report.results.first { $0.mutant.description == "manager 'gate' no longer manages 'code'" })
    guard case .equivalentWhile(let members, let visited) = forgotten.outcome else {
      Issue.record("expected equivalent while 'open' stays valid, found \(forgotten.outcome)")
      return
    }
    #expect(members.names == ["open"])
    #expect(members.combinations == [[.valid]])
    #expect(visited == 4)
    #expect(forgotten.alwaysValidMembers == ["open"])
    #expect(report.counted == report.killed + report.results.count { $0.isUndecidedOrSurvived })
    let human = MutationReport.human([report])
    #expect(human.contains("equivalent while the app's members keep to what was seen; "))
    let lines = human.split(separator: "\n").map(String.init)
    let at = try #require(
      lines.firstIndex { $0.hasSuffix("manager 'gate' no longer manages 'code'") })
    #expect(lines[at].hasPrefix("  equivalent "))
    #expect(
      Array(lines[(at + 1)...].prefix(2)) == [
        "    while the app's own members keep to what 4 pairs of states showed: 'open' stayed "
          + "valid, pristine and untouched; what it changes acts only through them",
        "    (if the app can make them otherwise, a scenario that does so kills it)",
      ])
    #expect(
      MutationReport.json([report]).contains(
        "equivalent while the app's own members keep to what 4 pairs of states showed: "
          + "'open' stayed valid"))
  }

  /// The same gate verifying a manager of its own as well: what the mutant changes no longer
  /// acts only through the app's member, so the bounded search leaves it undecided, naming
  /// the member.
  @Test func anUndecidedMutantNamesTheAppsMembersThatStayedValid() throws {
    let file = try gateFile(verifyingAManager: true)
    let report = MutationTesting.run(file, bounds: .init(depth: 64, states: 4))
    let forgotten = try #require(
      report.results.first { $0.mutant.description == "manager 'gate' no longer manages 'code'" })
    guard case .undecided = forgotten.outcome else {
      Issue.record("expected undecided within 4 pairs, found \(forgotten.outcome)")
      return
    }
    #expect(forgotten.alwaysValidMembers == ["open"])
    #expect(
      MutationReport.human([report]).contains(
        "'open', of the app's own type, stayed valid in every state visited"))
  }

  /// A gate of the app's own that a tap of the app's button closes: the search reaches the
  /// state where it is invalid, so the mutant is told apart, never assumed equivalent.
  @Test func aMemberTheAppCanCloseIsNotAssumedToStayValid() throws {
    final class Latch: IValidatable {
      let name = "latch"
      let verifiers = ManagerList()
      var isOpen = true
      var validity: Validity { isOpen ? .valid : .invalid }
      var errors: [String] { isOpen ? [] : ["Closed."] }
      var shownError: String? { nil }
      var isExcludedFromValidation: Bool { false }
    }
    let file = try checkedFile("latch", steps: "  type code \"1\"\n") { clock in
      let screen = Screen(title: "Latch", clock: clock)
      let code = screen.makeTextField("code")
      let close = screen.makeButton("close")
      let latch = Latch()
      close.addObserver { event in
        guard event == .tapped else { return }
        latch.isOpen = false
        latch.verifiers.notify(latch)
      }
      let gate = screen.makeManager("gate")
      try? gate.verify(latch)
      try? gate.manage(code)
      return screen
    }
    let report = MutationTesting.run(file)
    let forgotten = try #require(
      report.results.first { $0.mutant.description == "manager 'gate' no longer manages 'code'" })
    guard case .survived(let difference, let scenario) = forgotten.outcome else {
      Issue.record("expected a survivor told apart by a tap, found \(forgotten.outcome)")
      return
    }
    #expect(difference.steps == ["tap close"], "\(difference.steps)")
    #expect(scenario.isVerified, "\(scenario.unverifiedReason ?? "")")
  }

  /// A gate whose manager verifies a member of the app's own type that is always valid, and
  /// an empty manager too when asked.
  private func gateFile(verifyingAManager: Bool) throws -> CheckedFile {
    final class Open: IValidatable {
      let name = "open"
      let verifiers = ManagerList()
      var validity: Validity { .valid }
      var errors: [String] { [] }
      var shownError: String? { nil }
      var isExcludedFromValidation: Bool { false }
    }
    return try checkedFile("gate", steps: "  type code \"1\"\n  expect code valid\n") { clock in
      let screen = Screen(title: "Gate", clock: clock)
      let code = screen.makeTextField("code")
      code.validate([.required("Enter the code.")])
      let gate = screen.makeManager("gate")
      try? gate.verify(Open())
      if verifyingAManager { try? gate.verify(screen.makeManager("inner")) }
      try? gate.manage(code)
      return screen
    }
  }

  /// A file whose screen a catalogue builds, with one scenario of the steps given, checked.
  private func checkedFile(
    _ screen: String, steps: String, _ factory: @escaping ScreenCatalogue.Factory
  ) throws -> CheckedFile {
    let file = CheckedFile(
      text: "screen from \"\(screen)\"\nscenario \"a code\"\n" + steps,
      path: "\(screen).scenario", catalogue: ScreenCatalogue().registering(screen, factory))
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    return file
  }
}

extension MutationTesting.Result {
  fileprivate var isUndecidedOrSurvived: Bool {
    switch outcome {
    case .survived, .undecided: true
    default: false
    }
  }
}
