import ControlModel
import Foundation
import ScenarioCommand
import TestSupport
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioExplorer
@testable import ScenarioFormat
@testable import ScenarioLanguageServer

/// A sign-in screen built in Swift, as an app would: an email checked by the server, a secure
/// password, and a button whose request is in flight until answered.
private func signIn(clock: VirtualClock) throws -> Screen {
  let screen = Screen(title: "Sign in", clock: clock)
  let email = screen.makeTextField("email")
  email.validate(
    [.required("Email required."), .email("Invalid email."), .check { _ in .valid }],
    errors: .onChange, debounce: .milliseconds(300))
  let password = screen.makeTextField("password", isSecure: true)
  password.validate([.required("Password required."), .check { _ in .valid }])
  let go = screen.makeButton("signIn", submits: [email, password])
  go.action = { {} }
  let form = screen.makeManager("form")
  try form.verify(email)
  try form.verify(password)
  try form.manage(go)
  return screen
}

private let catalogue = ScreenCatalogue().registering("sign-in", signIn)

private func checked(_ text: String, catalogue: ScreenCatalogue = catalogue) -> CheckedFile {
  CheckedFile(text: text, path: "swift.scenario", catalogue: catalogue)
}

@Suite("Scenario files on screens built in Swift")
struct CatalogueTests {
  @Test func aFileReplaysTheSwiftScreenWithItsInvariants() throws {
    let file = checked(
      """
      screen from "sign-in"
      never signIn enabled while form invalid
      scenario "signing in"
        type email "ann@example.com"
        expect email pending
        wait 300ms
        expect email requests 1
        answer email valid
        type password "hunter22"
        answer password "hunter22" valid
        expect signIn enabled
        tap signIn
        tap signIn
        expect signIn requests 1
        answer signIn valid
        expect signIn enabled
        explain signIn
      """)
    #expect(file.diagnostics.isEmpty)
    let result = try #require(file.replayAll().first)
    #expect(result.passed, "\(String(describing: result.failure))")
    #expect(
      result.steps.last?.output == ["signIn is enabled: manager form is valid"])
  }

  @Test func outOfOrderAnswersAreWrittenByTheTextTheyCheck() throws {
    let file = checked(
      """
      screen from "sign-in"
      scenario "late answer"
        type email "a@b.co"
        wait 300ms
        type email "m"
        wait 300ms
        expect email requests 2
        answer email "a@b.com" invalid "Unknown account."
        answer email "a@b.co" valid
        expect email invalid
        expect email errors "Unknown account."
      """)
    let result = try #require(file.replayAll().first)
    #expect(result.passed, "\(String(describing: result.failure))")
  }

  @Test func answeringWhenNothingWasSentFailsTheScenario() throws {
    let file = checked(
      """
      screen from "sign-in"
      scenario "nothing to answer"
        answer signIn valid
      """)
    let failure = try #require(file.replayAll().first?.failure)
    #expect(failure.expected == "an outstanding request of 'signIn'")
    #expect(failure.actual == "signIn has 0 outstanding and sent 0 in all")
  }

  @Test func aSecureFieldsCheckedTextIsNeverPrinted() throws {
    let file = checked(
      """
      screen from "sign-in"
      scenario "secret"
        answer password "topsecret" valid
      """)
    let failure = try #require(file.replayAll().first?.failure)
    #expect(failure.expected == "a request of 'password' that checked \"•••••••••\"")
    #expect(!failure.step.contains("topsecret"))
    #expect(failure.step == "answer password \"•••••••••\" valid")
  }

  @Test func failsAndRequestCountsCanFail() throws {
    let file = checked(
      """
      screen from "sign-in"
      scenario "counts"
        type email "a@b.co"
        wait 300ms
        answer email fails "offline"
        expect email errors "could not be checked"
        expect email requests 2
      """)
    let failure = try #require(file.replayAll().first?.failure)
    #expect(failure.expected == "requests 2")
    #expect(failure.actual == "requests 1")
  }

  @Test func namesAreCheckedAgainstTheBuiltScreen() {
    let file = checked(
      """
      screen from "sign-in"
      never form enabled
      scenario "typos"
        type emial "x"
        tap email
        expect passwrd valid
      """)
    #expect(
      file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
        "2:7: 'form' is a manager; 'enabled' takes a field, a switch or a button",
        "4:8: unknown field 'emial'; did you mean 'email'?",
        "5:7: 'email' is a field; 'tap' takes a button",
        "6:10: unknown field, switch, button or manager 'passwrd'; did you mean 'password'?",
      ])
  }

  @Test func anUnregisteredScreenSaysHowToRegisterIt() {
    let typo = checked("screen from \"sign-on\"\nscenario \"s\"\n  tab\n")
    #expect(
      typo.diagnostics.map(\.message) == [
        "no screen 'sign-on' is registered (the catalogue has 'sign-in'); did you mean 'sign-in'?"
      ])
    #expect(typo.diagnostics.first?.position.column == 13)
    let none = checked("screen from \"sign-in\"\nscenario \"s\"\n  tab\n", catalogue: .init())
    #expect(
      none.diagnostics.map(\.message) == [
        "no screen 'sign-in' is registered: this runner has no catalogue; register the screen "
          + "with 'ScreenCatalogue().registering(\"sign-in\") { clock in … }' and run the files "
          + "with a runner of your own ('ScenarioCommand.main(catalogue:)'); where the app's "
          + "code cannot run (the build plugin), give its names in a listing that runner writes: "
          + "'--list-screens --out Scenarios/sign-in.screens'"
      ])
  }

  @Test func aScreenWhoseFactoryThrowsIsAnErrorAtItsLineAndNothingReplays() throws {
    struct NoCycles: Error, CustomStringConvertible {
      var description: String { "manager 'form' would verify itself" }
    }
    let throwing = ScreenCatalogue()
      .registering("broken") { (_: VirtualClock) -> Screen in throw NoCycles() }
      .registering("owned", owner: { _ in throw NoCycles() })
    for name in ["broken", "owned"] {
      let file = checked("screen from \"\(name)\"\nscenario \"s\"\n  tab\n", catalogue: throwing)
      #expect(
        file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
          "1:13: screen '\(name)' could not be built (its factory threw: manager 'form' would "
            + "verify itself); fix the screen's code so that it builds, or name a screen that does"
        ])
      #expect(file.makeScreen() == nil)
    }
    var output = ""
    let command = try RunnerCommand(arguments: ["--list-screens"])
    #expect(command.run(catalogue: throwing) { output += $0 } == .invalidInput)
    #expect(
      output
        == "error: screen 'broken' could not be built (its factory threw: manager 'form' would "
        + "verify itself); fix the screen's code so that it builds, then list again\n")
  }

  /// A mistake in a screen's code that would stop an app (a name given twice) fails that
  /// screen alone, with what it is; the catalogue's other screens still replay.
  @Test func aMistakeInAScreensCodeFailsThatScreenAlone() throws {
    let catalogue = ScreenCatalogue()
      .registering("twice") { clock in
        let screen = Screen(clock: clock)
        _ = screen.makeTextField("email")
        _ = screen.makeSwitch("email")
        return screen
      }
      .registering("fine") { clock in
        let screen = Screen(clock: clock)
        _ = screen.makeTextField("email")
        return screen
      }
    let twice = checked("screen from \"twice\"\nscenario \"s\"\n  tab\n", catalogue: catalogue)
    #expect(
      twice.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
        "1:13: screen 'twice' could not be built (two controls or managers are named 'email'); "
          + "fix the screen's code so that it builds, or name a screen that does"
      ])
    let fine = checked(
      "screen from \"fine\"\nscenario \"s\"\n  type email \"a\"\n  expect email text \"a\"\n",
      catalogue: catalogue)
    #expect(fine.diagnostics.isEmpty)
    #expect(fine.replayAll().allSatisfy { $0.passed })
  }

  @Test func aScreenFromTheCatalogueDeclaresNoControls() {
    let file = checked("screen from \"sign-in\"\nfield extra\nscenario \"s\"\n  tab\n")
    #expect(
      file.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
        "2:7: 'field' declares a control, but the screen comes from the catalogue: 'sign-in' is "
          + "built in Swift; remove the declaration or the 'from'"
      ])
  }

  @Test func answerLinesAreParsedWithLocatedErrors() {
    assertDiagnostics(
      """
      field a
      scenario "s"
        answer 1️⃣
        answer a 2️⃣maybe
        answer a invalid3️⃣
        expect a requests 4️⃣many
      """,
      [
        "1️⃣": "expected a field or button name, found the end of the line",
        "2️⃣": "unknown answer 'maybe'; write one of 'valid', 'invalid', 'fails'",
        "3️⃣": "expected the error message in quotes, found the end of the line",
        "4️⃣": "expected a number such as '12', found 'many'",
      ])
  }

  @Test func theExplorerRunsOnASwiftScreen() {
    let file = checked(
      """
      screen from "sign-in"
      never signIn enabled while form invalid
      scenario "s"
        type email "a@b.co"
      """)
    let report = Explorer.explore(file, options: Explorer.Options(runs: 5, steps: 20, seed: 3))
    #expect(report.violation == nil)
    #expect(report.stepsTried == 100)
    #expect(report.controls.isSuperset(of: ["email", "password", "signIn"]))
  }

  @Test func exploringAScreenWithTheAppsMistakeWarnsOfItOnStandardError() throws {
    let typo = ScreenCatalogue().registering("invite") { clock in
      let screen = Screen(title: "Invite", clock: clock)
      screen.makeTextField("email").validate([.required("Enter your email.")])
      screen.makeButton("invite").enable(when: [.dirty("emial")])
      return screen
    }
    let folder = try TemporaryFolder("catalogue")
    let path = try folder.write(
      "i.scenario", "screen from \"invite\"\nscenario \"s\"\n  type email \"a\"\n")
    var output = ""
    var errors = ""
    let status = try RunnerCommand(arguments: ["--explore", "--systematic", path]).run(
      catalogue: typo, writeError: { errors += $0 }
    ) { output += $0 }
    #expect(status == .success)
    #expect(
      errors == """
        \(path):1:13: warning: 'invite' of screen 'invite' is enabled when a condition on \
        'emial' holds, and the screen has nothing of that name: 'invite' never enables; name one \
        of the screen's controls, managers or groups in the app's code
          screen from "invite"
                      ^

        """)
    #expect(output.contains("reachable states hold every invariant"))
  }

  @Test func reportsAndTracesWorkOnASwiftScreen() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalogue-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("s.scenario").path
    try Data("screen from \"sign-in\"\nscenario \"s\"\n  type email \"a\"\n".utf8).write(
      to: URL(fileURLWithPath: path))
    let junit = directory.appendingPathComponent("out/deeper/results.xml").path
    let command = try RunnerCommand(arguments: [
      "--trace", "--format", "junit:\(junit)", "--format", "human", path,
    ])
    var output = ""
    let status = command.run(catalogue: catalogue) { output += $0 }
    #expect(status == .success)
    #expect(
      output == """
        PASS  \(directory.path)/s.scenario  s
              screen at the start:
                  email     field    ""      cursor 0  invalid  no error  enabled
                  password  field    ""      cursor 0  invalid  no error  enabled
                  signIn    button   0 taps                               disabled
                  form      manager                    invalid
              \(directory.path)/s.scenario:3: type email "a"
                  email: text "" → "a", cursor 0 → 1, invalid → pending
                  focus: none → email
                    email     field    "a"     cursor 1  pending  no error  enabled   focused
                    password  field    ""      cursor 0  invalid  no error  enabled
                    signIn    button   0 taps                               disabled
                    form      manager                    invalid
        1 passed, 0 failed

        """)
    #expect(FileManager.default.fileExists(atPath: junit), "the report's folders are created")
  }

  @Test func aFilterThatMatchesNothingIsAnErrorWithTheNearestTitles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("filter-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("f.scenario").path
    try Data(
      "field a\nscenario \"types a letter\"\n  type a \"x\"\nscenario \"tabs away\"\n  tab\n".utf8
    ).write(to: URL(fileURLWithPath: path))
    var output = ""
    let status = try RunnerCommand(arguments: ["--filter", "type a leter", path]).run {
      output += $0
    }
    #expect(status == .usage)
    #expect(
      output
        == "error: --filter 'type a leter' matches no scenario; the nearest titles are:\n"
        + "  types a letter\n  tabs away\n")
  }

  @Test func theNearestTitlesAreThoseTheFilterNearlyAppearsIn() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("filter-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("f.scenario").path
    let titles = [
      "mashing create sends one request", "a taken username is refused after the check",
      "username", "terms", "a username of two letters is too short",
    ]
    try Data(
      ("field a\n" + titles.map { "scenario \"\($0)\"\n  tab\n" }.joined()).utf8
    ).write(to: URL(fileURLWithPath: path))
    var output = ""
    _ = try RunnerCommand(arguments: ["--filter", "usrname", path]).run { output += $0 }
    #expect(
      output.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        == [
          "username", "a username of two letters is too short",
          "a taken username is refused after the check",
        ])
    #expect("a short username".substringDistance(to: "usrname") == 1)
    #expect("terms".substringDistance(to: "usrname") >= 5)
  }
}

@Suite("Shards")
struct ShardTests {
  /// The package's own Scenarios folder.
  private let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios").path

  private func passed(_ arguments: [String]) throws -> [String] {
    var output = ""
    let status = try RunnerCommand(arguments: arguments + [scenarios]).run { output += $0 }
    #expect(status == .success)
    return output.split(separator: "\n").filter { $0.hasPrefix("PASS") }.map(String.init)
  }

  @Test func shardsAreDisjointBalancedAndTogetherTheWholeSuite() throws {
    let whole = try passed([])
    let shards = try (1...3).map { try passed(["--shard", "\($0)/3"]) }
    #expect(shards.flatMap { $0 }.sorted() == whole.sorted())
    #expect(Set(shards.flatMap { $0 }).count == whole.count, "no scenario runs twice")
    let sizes = shards.map(\.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    #expect(try passed(["--shard=2/3"]) == shards[1], "the same share every time")
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/3/5", ""])
  func aBadShardIsAUsageError(shard: String) {
    #expect(throws: RunnerCommand.UsageError.badShard(found: shard)) {
      try RunnerCommand(arguments: ["--shard", shard])
    }
  }
}

@Suite("The runner's options table")
struct RunnerOptionTableTests {
  @Test func helpListsEveryOptionOfTheTableAndNothingElse() {
    let help = RunnerCommand.helpText
    for option in RunnerOption.table {
      for name in option.names { #expect(help.contains(name), "\(name)") }
    }
    let listed = help.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
      .filter { $0.prefix { $0 == " " }.count <= 4 }
    #expect(listed.count == RunnerOption.table.count)
    // Each option's name and value whole, with its help after a space or on the next line.
    for line in listed {
      let named = line.drop { $0 == " " }.prefix { $0 != " " }
      #expect(named.hasPrefix("-"), "\(line)")
    }
    #expect(
      help.contains("\n  --log-to-scenario FILE\n                        write a session's log"))
  }

  @Test func helpNamesEveryWordOfTheFormat() {
    let help = RunnerCommand.helpText
    let words: [String] =
      Keyword.Declaration.allCases.map(\.rawValue) + Keyword.Rule.allCases.map(\.rawValue)
      + Keyword.Step.allCases.map(\.rawValue) + Keyword.Predicate.allCases.map(\.rawValue)
      + Keyword.FieldOption.allCases.map(\.rawValue)
      + Keyword.PickerOption.allCases.map(\.rawValue)
      + Keyword.StepperOption.allCases.map(\.rawValue)
      + Keyword.DateOption.allCases.map(\.rawValue) + Keyword.GroupOption.allCases.map(\.rawValue)
      + Keyword.RowOption.allCases.map(\.rawValue)
      + Keyword.LifecycleOption.allCases.map(\.rawValue)
      + Keyword.Word.allCases.map(\.rawValue) + Keyword.Condition.allCases.map(\.rawValue)
      + Keyword.DurationUnit.allCases.map(\.rawValue) + Keyword.Verdict.allCases.map(\.rawValue)
      // Version 2.1's words.
      + ["commit", "commits", "today", "background", "today+N", "today-N", "GROUP[*].NAME"]
    for word in Set(words) {
      let pattern =
        "(^|[^A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: word)
        + "($|[^A-Za-z0-9-])"
      #expect(help.range(of: pattern, options: .regularExpression) != nil, "\(word)")
    }
  }

  @Test func everyOptionThatTakesAValueSaysWhichWhenItIsMissing() {
    for option in RunnerOption.table where option.value != nil {
      let name = option.names[0]
      let example = option.example ?? option.value ?? ""
      let error = #expect(throws: RunnerCommand.UsageError.self) {
        try RunnerCommand(arguments: [name])
      }
      #expect(error == .missingValue(option: name, example: example))
      #expect(
        error?.description == "option '\(name)' needs a value, such as '\(name) \(example)'")
    }
  }
}
