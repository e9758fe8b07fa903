extension RunnerCommand {
  /// Why a mode refuses to run, found when it runs because it depends on the files or the
  /// environment: a usage error all the same (the run exits 64), rendered to text in one place
  /// (``description``).
  package enum Refusal: Sendable, Equatable, CustomStringConvertible {
    /// `--explore` without one scenario file.
    case exploreTakesOneFile
    /// `--mutate --out FILE` with more or fewer files than one.
    case mutationOutputNeedsOneFile(program: String)
    /// `--mutate --out FILE` where FILE is the file mutated.
    case mutationOutputIsTheFile(String)
    /// `--generate FILE --out FILE` with the same file twice.
    case suiteOutputIsTheFile(String)
    /// `--list-screens` in a runner without a catalogue.
    case noCatalogue(program: String)
    /// `--record` where `CI` is set.
    case recordInContinuousIntegration
    /// `--lsp` handed to ``RunnerCommand/run(colour:map:catalogue:environment:writeError:progress:isInterrupted:write:)``,
    /// which does not serve it: only the command line does.
    case languageServerOutsideTheCommandLine
    /// A filter that matches no title, with the nearest titles.
    case unmatchedFilter(String, nearest: [String])
    /// `--studio` handed to ``RunnerCommand/run(colour:map:catalogue:environment:writeError:progress:isInterrupted:write:)``,
    /// or run where standard input is not a terminal: it takes keys from a person.
    case studioOutsideATerminal

    /// Why, in the diagnostics' voice.
    package var description: String {
      switch self {
      case .exploreTakesOneFile:
        "--explore takes one scenario file, such as "
          + "'scenario-runner --explore Scenarios/login.scenario'"
      case .mutationOutputNeedsOneFile(let program):
        "--mutate --out FILE writes one file's scenarios; name one file, such as "
          + "'\(program) --mutate Scenarios/login.scenario --out login-killing.scenario'"
      case .mutationOutputIsTheFile(let output):
        "--out '\(output)' is the file itself; write the strengthened file beside it"
      case .suiteOutputIsTheFile(let output):
        "--out '\(output)' is the file itself; write the suite beside it"
      case .noCatalogue(let program):
        "\(program) has no catalogue: --list-screens lists the screens that a runner of your "
          + "own registers ('ScenarioCommand.main(catalogue:)')"
      case .studioOutsideATerminal:
        "--studio takes keys from a person: run it in a terminal, such as "
          + "'scenario-runner --studio Scenarios/login.scenario --out session.scenario'"
      case .recordInContinuousIntegration:
        "--record refuses to run when CI is set: a job must never pass by recording what the "
          + "screen shows. Record on your machine, review the diff, and commit it."
      case .languageServerOutsideTheCommandLine:
        "--lsp talks over standard input and output; run it from the command line"
      case .unmatchedFilter(let filter, let nearest):
        "--filter '\(filter)' matches no scenario"
          + (nearest.isEmpty
            ? "" : "; the nearest titles are:" + nearest.map { "\n  \($0)" }.joined())
      }
    }

    /// The refusal as standard error shows it: `error: …` and a line break.
    package var line: String { "error: \(description)\n" }
  }
}
