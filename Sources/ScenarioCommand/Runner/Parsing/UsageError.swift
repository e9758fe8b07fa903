import ScenarioFormat

extension RunnerCommand {
  /// A bad command line, as the fact of what is wrong, found while the arguments are parsed:
  /// rendered to text in one place (``description``), in the diagnostics' voice.
  ///
  /// What a mode refuses when it runs, where it depends on the files or the environment, is a
  /// ``Refusal``.
  package enum UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option that does not exist, with the nearest that does.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value came last.
    case missingValue(option: String, example: String)
    /// A number outside the option's range.
    case numberOutOfRange(option: String, range: ClosedRange<Double>, found: String)
    /// Not a whole number up to ``largestWholeNumber``.
    case notAWholeNumber(option: String, found: String)
    /// `--shard` without `INDEX/COUNT`.
    case badShard(found: String)
    /// Not a duration.
    case badDuration(option: String, found: String)
    /// A value that is no day, with why.
    case badDay(option: String, found: String, reason: String)
    /// A report format that does not exist, with the nearest that does.
    case unknownFormat(String, suggestion: String?)
    /// `--format NAME:` with nothing after the colon.
    case formatNeedsFile(String)
    /// Two reports without a file.
    case twoReportsOnStandardOutput
    /// A mode's option with an option that the mode does not take.
    case cannotCombine(String, with: String)
    /// `--stamp` or `--screens` without `--check` alone.
    case goesWithCheckAlone(String)
    /// `--min-score` or `--budget` without `--mutate`.
    case goesWithMutate(String)
    /// `--mutate` with a report it does not write.
    case mutationReportFormat(Format)
    /// `--generate FILE` with a path besides its file.
    case generateTakesOneFile(found: String)
    /// `--list-screens` with a path.
    case listScreensTakesNoPath(found: String)
    /// `--list-screens --check` without `--out FILE`.
    case listScreensCheckNeedsOutput
    /// `--shard` with `--systematic`, which searches once.
    case shardWithSystematic
    /// `--check-log`, `--log-to-scenario` or `--studio` with a path besides its file.
    case sessionTakesOneFile(found: String)

    /// The largest whole number an option of the explorer takes.
    static let largestWholeNumber: UInt64 = 1_000_000_000

    /// What is wrong, in the diagnostics' voice: `unknown option '--chek'; did you mean
    /// '--check'?`.
    package var description: String {
      switch self {
      case .unknownOption(let name, let suggestion):
        "unknown option '\(name)'" + DiagnosticMessage.suggestion(suggestion)
      case .missingValue(let option, let example):
        "option '\(option)' needs a value, such as '\(option) \(example)'"
      case .numberOutOfRange(let option, let range, let found):
        "option '\(option)' takes a number from \(Self.spelled(range.lowerBound)) to "
          + "\(Self.spelled(range.upperBound)), found '\(found)'"
      case .notAWholeNumber(let option, let found):
        "option '\(option)' takes a whole number up to \(Self.largestWholeNumber), found '\(found)'"
      case .badShard(let found):
        "option '--shard' takes INDEX/COUNT with INDEX from 1 to COUNT, such as '2/4', "
          + "found '\(found)'"
      case .badDuration(let option, let found):
        "option '\(option)' takes a duration such as '120s' or '1500ms', found '\(found)'"
      case .badDay(let option, let found, let reason):
        "option '\(option)' takes a day YYYY-MM-DD such as '2026-07-01', found '\(found)': "
          + reason
      case .unknownFormat(let name, let suggestion):
        "unknown format '\(name)'"
          + (suggestion.map { "; did you mean '\($0)'?" }
            ?? "; use one of "
            + Format.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
          // `--format --check` or `--format FILE`: the formatter is another option.
          + (name.hasPrefix("-") || name.hasSuffix(Keyword.fileSuffix)
            ? " (--format names a report; to lay scenario files out again, use --fmt)" : "")
      case .formatNeedsFile(let name):
        "format '\(name)' needs a file after ':', such as '\(name):report'"
      case .twoReportsOnStandardOutput:
        "only one report can go to standard output; give the others a file, such as "
          + "'--format junit:results.xml'"
      case .cannotCombine(let option, let other):
        "option '\(option)' cannot be combined with '\(other)'"
      case .goesWithCheckAlone(let option): "option '\(option)' goes with '--check' alone"
      case .goesWithMutate(let option): "option '\(option)' goes with '--mutate'"
      case .mutationReportFormat(let format):
        "--mutate writes a human or a json report (the mutation-testing report schema), not "
          + "'\(format.rawValue)'"
      case .generateTakesOneFile(let path):
        "--generate takes its one file as its value, such as "
          + "'--generate Scenarios/login.scenario --out login-suite.scenario'; found '\(path)'"
      case .listScreensTakesNoPath(let path):
        "--list-screens lists this runner's catalogue and takes no path; write it with "
          + "'--out FILE', found '\(path)'"
      case .listScreensCheckNeedsOutput:
        "--list-screens --check compares the listing with a file: add '--out FILE', such as "
          + "'--out Scenarios/app.screens'"
      case .sessionTakesOneFile(let path):
        "'--check-log', '--log-to-scenario' and '--studio' take their one file as their value, "
          + "not '\(path)' too"
      case .shardWithSystematic:
        "--shard splits the random runs of --explore; --systematic searches once"
      }
    }

    /// The error as standard error shows it: `error: …`, then where to read how the command
    /// line goes.
    ///
    /// - Parameter program: The name the runner was started under.
    /// - Returns: `error: …` and `See 'scenario-runner --help'.`, each on its line.
    package func withHelp(program: String) -> String {
      "error: \(description)\nSee '\(program) --help'.\n"
    }

    /// A bound as people write it: `100`, not `100.0`.
    private static func spelled(_ bound: Double) -> String {
      let text = "\(bound)"
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
  }
}
