import Foundation
import ScenarioCommand
import ScenarioEngine
import Testing

/// Every usage error of the runner: the fact the parser finds in a real argument list, and the
/// whole message it renders to.
@Suite("The runner's usage errors")
struct UsageErrorTests {
  typealias UsageError = RunnerCommand.UsageError

  /// A command line, the fact it is refused for, and that fact's whole message.
  struct Refused: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let error: UsageError
    let message: String

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refused: [Refused] = [
    Refused(
      arguments: ["--chek"], error: .unknownOption("--chek", suggestion: "--check"),
      message: "unknown option '--chek'; did you mean '--check'?"),
    Refused(
      arguments: ["--zzzzzzzz"], error: .unknownOption("--zzzzzzzz", suggestion: nil),
      message: "unknown option '--zzzzzzzz'"),
    Refused(
      arguments: ["--format"],
      error: .missingValue(option: "--format", example: "junit:results.xml"),
      message: "option '--format' needs a value, such as '--format junit:results.xml'"),
    Refused(
      arguments: ["--jobs", "0"],
      error: .numberOutOfRange(option: "--jobs", range: 1...256, found: "0"),
      message: "option '--jobs' takes a number from 1 to 256, found '0'"),
    Refused(
      arguments: ["--explore", "a.scenario", "--runs", "many"],
      error: .notAWholeNumber(option: "--runs", found: "many"),
      message: "option '--runs' takes a whole number up to 1000000000, found 'many'"),
    Refused(
      arguments: ["--shard", "4/3"], error: .badShard(found: "4/3"),
      message:
        "option '--shard' takes INDEX/COUNT with INDEX from 1 to COUNT, such as '2/4', found '4/3'"),
    Refused(
      arguments: ["--mutate", "--budget", "2m"],
      error: .badDuration(option: "--budget", found: "2m"),
      message: "option '--budget' takes a duration such as '120s' or '1500ms', found '2m'"),
    Refused(
      arguments: ["--today", "2026-02-29"],
      error: .badDay(option: "--today", found: "2026-02-29", reason: "February 2026 has 28 days"),
      message:
        "option '--today' takes a day YYYY-MM-DD such as '2026-07-01', found '2026-02-29': "
        + "February 2026 has 28 days"),
    Refused(
      arguments: ["--format", "jsno"], error: .unknownFormat("jsno", suggestion: "json"),
      message: "unknown format 'jsno'; did you mean 'json'?"),
    Refused(
      arguments: ["--format", "nope"], error: .unknownFormat("nope", suggestion: nil),
      message: "unknown format 'nope'; use one of 'human', 'tap', 'junit', 'json', 'html', 'github'"
    ),
    Refused(
      arguments: ["--format", "--check"], error: .unknownFormat("--check", suggestion: nil),
      message: "unknown format '--check'; use one of 'human', 'tap', 'junit', 'json', 'html', "
        + "'github' (--format names a report; to lay scenario files out again, use --fmt)"),
    Refused(
      arguments: ["--format", "tap:"], error: .formatNeedsFile("tap"),
      message: "format 'tap' needs a file after ':', such as 'tap:report'"),
    Refused(
      arguments: ["--format", "tap", "--format", "json"], error: .twoReportsOnStandardOutput,
      message:
        "only one report can go to standard output; give the others a file, such as '--format junit:results.xml'"
    ),
    Refused(
      arguments: ["--record", "--explore"], error: .cannotCombine("--record", with: "--explore"),
      message: "option '--record' cannot be combined with '--explore'"),
    Refused(
      arguments: ["--stamp", "x.swift"], error: .goesWithCheckAlone("--stamp"),
      message: "option '--stamp' goes with '--check' alone"),
    Refused(
      arguments: ["--min-score", "80"], error: .goesWithMutate("--min-score"),
      message: "option '--min-score' goes with '--mutate'"),
    Refused(
      arguments: ["--mutate", "--format", "junit"], error: .mutationReportFormat(.junit),
      message:
        "--mutate writes a human or a json report (the mutation-testing report schema), not 'junit'"
    ),
    Refused(
      arguments: ["--generate", "a.scenario", "b.scenario"],
      error: .generateTakesOneFile(found: "b.scenario"),
      message:
        "--generate takes its one file as its value, such as '--generate Scenarios/login.scenario --out login-suite.scenario'; found 'b.scenario'"
    ),
    Refused(
      arguments: ["--list-screens", "Scenarios"],
      error: .listScreensTakesNoPath(found: "Scenarios"),
      message:
        "--list-screens lists this runner's catalogue and takes no path; write it with '--out FILE', found 'Scenarios'"
    ),
    Refused(
      arguments: ["--list-screens", "--check"], error: .listScreensCheckNeedsOutput,
      message:
        "--list-screens --check compares the listing with a file: add '--out FILE', such as '--out Scenarios/app.screens'"
    ),
    Refused(
      arguments: ["--explore", "a.scenario", "--systematic", "--shard", "1/2"],
      error: .shardWithSystematic,
      message: "--shard splits the random runs of --explore; --systematic searches once"),
    Refused(
      arguments: ["--check-log", "session.log", "Scenarios"],
      error: .sessionTakesOneFile(found: "Scenarios"),
      message: "'--check-log', '--log-to-scenario' and '--studio' take their one file as their "
        + "value, not 'Scenarios' too"),
    Refused(
      arguments: ["--studio", "login.scenario", "--trace"],
      error: .cannotCombine("--studio", with: "--trace"),
      message: "option '--studio' cannot be combined with '--trace'"),
  ]

  @Test(arguments: refused)
  func theParserRefusesACommandLineForItsFact(_ refused: Refused) {
    #expect(throws: refused.error) { try RunnerCommand(arguments: refused.arguments) }
  }

  @Test(arguments: refused)
  func aFactRendersToItsWholeMessage(_ refused: Refused) {
    #expect(refused.error.description == refused.message)
    #expect(
      refused.error.withHelp(program: "checkout-scenarios")
        == "error: \(refused.message)\nSee 'checkout-scenarios --help'.\n")
  }

  @Test func everyFactHasACommandLine() {
    #expect(Set(Self.refused.map { Kind($0.error) }) == Set(Kind.allCases))
  }

  /// The kinds of usage error: a new one does not compile here until it is named, and then
  /// ``everyFactHasACommandLine()`` fails until it has a command line.
  enum Kind: CaseIterable {
    case unknownOption, missingValue, numberOutOfRange, notAWholeNumber, badShard, badDuration
    case badDay
    case unknownFormat, formatNeedsFile, twoReportsOnStandardOutput, cannotCombine
    case goesWithCheckAlone, goesWithMutate, mutationReportFormat, generateTakesOneFile
    case listScreensTakesNoPath, listScreensCheckNeedsOutput, shardWithSystematic
    case sessionTakesOneFile

    init(_ error: UsageError) {
      self =
        switch error {
        case .unknownOption: .unknownOption
        case .missingValue: .missingValue
        case .numberOutOfRange: .numberOutOfRange
        case .notAWholeNumber: .notAWholeNumber
        case .badShard: .badShard
        case .badDuration: .badDuration
        case .badDay: .badDay
        case .unknownFormat: .unknownFormat
        case .formatNeedsFile: .formatNeedsFile
        case .twoReportsOnStandardOutput: .twoReportsOnStandardOutput
        case .cannotCombine: .cannotCombine
        case .goesWithCheckAlone: .goesWithCheckAlone
        case .goesWithMutate: .goesWithMutate
        case .mutationReportFormat: .mutationReportFormat
        case .generateTakesOneFile: .generateTakesOneFile
        case .listScreensTakesNoPath: .listScreensTakesNoPath
        case .listScreensCheckNeedsOutput: .listScreensCheckNeedsOutput
        case .shardWithSystematic: .shardWithSystematic
        case .sessionTakesOneFile: .sessionTakesOneFile
        }
    }
  }
}
