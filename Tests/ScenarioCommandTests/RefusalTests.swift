import Foundation
import ScenarioCommand
import ScenarioEngine
import Testing

/// What a mode refuses when it runs, found in the files or the environment: each refusal from a
/// real command line, its whole line on standard error, and exit status 64.
@Suite("The runner's refusals")
struct RefusalTests {
  typealias Refusal = RunnerCommand.Refusal

  /// The package's own Scenarios folder.
  private static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios").path
  private static let login = scenarios + "/login.scenario"

  /// A command line, the environment it runs in, what it is refused for, and the whole text.
  struct Refused: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var environment: [String: String] = [:]
    let refusal: Refusal
    let message: String

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refused: [Refused] = [
    Refused(
      arguments: ["--explore", "a.scenario", "b.scenario"], refusal: .exploreTakesOneFile,
      message:
        "--explore takes one scenario file, such as 'scenario-runner --explore Scenarios/login.scenario'"
    ),
    Refused(
      arguments: ["--mutate", scenarios, "--out", "killing.scenario"],
      refusal: .mutationOutputNeedsOneFile(program: "scenario-runner"),
      message:
        "--mutate --out FILE writes one file's scenarios; name one file, such as 'scenario-runner --mutate Scenarios/login.scenario --out login-killing.scenario'"
    ),
    Refused(
      arguments: ["--mutate", login, "--out", login], refusal: .mutationOutputIsTheFile(login),
      message: "--out '\(login)' is the file itself; write the strengthened file beside it"),
    Refused(
      arguments: ["--generate", login, "--out", login], refusal: .suiteOutputIsTheFile(login),
      message: "--out '\(login)' is the file itself; write the suite beside it"),
    Refused(
      arguments: ["--list-screens"], refusal: .noCatalogue(program: "scenario-runner"),
      message:
        "scenario-runner has no catalogue: --list-screens lists the screens that a runner of your own registers ('ScenarioCommand.main(catalogue:)')"
    ),
    Refused(
      arguments: ["--record", login], environment: ["CI": "true"],
      refusal: .recordInContinuousIntegration,
      message:
        "--record refuses to run when CI is set: a job must never pass by recording what the screen shows. Record on your machine, review the diff, and commit it."
    ),
    Refused(
      arguments: ["--lsp"], refusal: .languageServerOutsideTheCommandLine,
      message: "--lsp talks over standard input and output; run it from the command line"),
    Refused(
      arguments: ["--filter", "no such title", login],
      refusal: .unmatchedFilter(
        "no such title",
        nearest: [
          "nothing shows before the user types", "the pattern must match the whole text",
          "sign in is disabled until both fields are valid",
        ]),
      message: """
        --filter 'no such title' matches no scenario; the nearest titles are:
          nothing shows before the user types
          the pattern must match the whole text
          sign in is disabled until both fields are valid
        """),
  ]

  @Test(arguments: refused)
  func aModeRefusesToRunForItsFact(_ refused: Refused) throws {
    var output = ""
    var errors = ""
    let status = try RunnerCommand(arguments: refused.arguments).run(
      environment: refused.environment, writeError: { errors += $0 }
    ) { output += $0 }
    #expect(status == .usage)
    #expect(errors == refused.refusal.line)
    #expect(output == "")
  }

  @Test(arguments: refused)
  func aRefusalRendersToItsWholeLine(_ refused: Refused) {
    #expect(refused.refusal.description == refused.message)
    #expect(refused.refusal.line == "error: \(refused.message)\n")
  }
}
