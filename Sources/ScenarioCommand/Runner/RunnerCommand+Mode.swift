package import ControlModel
package import ScenarioExplorer

extension RunnerCommand {
  /// What the runner does: one mode with the options it takes, parsed once from the arguments,
  /// so that options that cannot go together cannot be written together.
  package enum Mode: Sendable, Equatable {
    /// The default: replay the files and write the reports.
    case replay(Replay)
    /// `--list`: print the scenarios' titles (`FILE:LINE: TITLE`) without running them.
    case list(Selection, jobs: Int)
    /// `--check`: parse and check the files without replaying them.
    case check(Check)
    /// `--explore FILE`: random runs or a systematic search of the file's screen.
    case explore(Exploration)
    /// `--mutate`: plant wiring mistakes in each file's screen and replay its scenarios.
    case mutate(Mutation)
    /// `--generate FILE`: write a scenario suite for the file's screen.
    case generate(Generation)
    /// `--fmt`: rewrite the files in the canonical layout, or with `--check` say which are not.
    case format(Formatting)
    /// `--list-screens`: the catalogue's listing.
    case listScreens(ListingOutput)
    /// `--record`: rewrite failing and placeholder expectations with what the screen showed.
    case record(Selection)
    /// `--check-log FILE`: replay a session's log on today's model and name the first step
    /// where the screen differs from the log.
    case checkLog(path: String)
    /// `--log-to-scenario FILE`: write a session's log as a scenario file.
    case logToScenario(path: String, output: String?)
    /// `--studio FILE`: use the file's screen in the terminal and write the session as a
    /// scenario file.
    case studio(path: String, output: String?)
    /// `--lsp`: serve the language server protocol over standard input and output.
    case languageServer
    /// `--help`: print the help.
    case help
  }

  /// The files a mode reads, and which of their scenarios it runs.
  package struct Selection: Sendable, Equatable {
    /// Files and folders; `Scenarios` when none is named.
    package var paths: [String]
    /// Only the scenarios whose title contains this.
    package var filter: String?
    /// `--today DAY`: today in files without a `today` line; the system's day when `nil`.
    package var today: CalendarDate?

    /// Makes a selection.
    ///
    /// - Parameters:
    ///   - paths: Files and folders.
    ///   - filter: A part of the titles to run, or `nil` for all.
    package init(paths: [String] = ["Scenarios"], filter: String? = nil) {
      self.paths = paths
      self.filter = filter
    }
  }

  /// The default mode's options.
  package struct Replay: Sendable, Equatable {
    /// The files and scenarios to replay.
    package var selection: Selection
    /// How many files to replay at once; the executable supplies the threads.
    package var jobs = 1
    /// With `--shard INDEX/COUNT`: only this share of the scenarios.
    package var shard: Shard?
    /// `--trace`: draw the screen and what changed after every step (human output).
    package var trace = false
    /// The reports to write, each to a file or (without a path) to standard output.
    package var outputs = [Output(format: .human, path: nil)]

    /// Makes the options of a replay.
    ///
    /// - Parameter selection: The files and scenarios to replay.
    package init(selection: Selection = Selection()) {
      self.selection = selection
    }
  }

  /// `--check`'s options.
  package struct Check: Sendable, Equatable {
    /// The files to check.
    package var selection: Selection
    /// How many files to read at once.
    package var jobs = 1
    /// `--stamp FILE`: the file to write when no file has an error.
    package var stamp: String?
    /// `--screens FILE`: listings of screens built in Swift.
    package var listings: [String] = []

    /// Makes the options of a check.
    ///
    /// - Parameter selection: The files to check.
    package init(selection: Selection = Selection()) {
      self.selection = selection
    }
  }

  /// `--explore`'s options.
  package struct Exploration: Sendable, Equatable {
    /// The paths named: one scenario file.
    package var paths: [String]
    /// `--rows N`: the most rows the explorer gives each group.
    package var rows = Explorer.Options().rows
    /// `--out FILE`: where to write the scenario that reproduces a violation.
    package var output: String?
    /// Random runs, or a systematic search.
    package var search: Search

    /// Makes the options of an exploration.
    ///
    /// - Parameters:
    ///   - paths: The paths named.
    ///   - search: Random runs, or a systematic search.
    package init(paths: [String], search: Search = .random(RandomRuns())) {
      self.paths = paths
      self.search = search
    }
  }

  /// How `--explore` goes over the states.
  package enum Search: Sendable, Equatable {
    /// Random sequences of steps (`--runs`, `--steps`, `--seed`, `--shard`).
    case random(RandomRuns)
    /// A breadth-first search of every state (`--systematic`, `--depth`, `--states`,
    /// `--ordered-rows`, `--rows-by-validity`).
    case systematic(SystematicSearch)
  }

  /// The random runs of `--explore`.
  package struct RandomRuns: Sendable, Equatable {
    /// How many sequences.
    package var runs = Explorer.Options().runs
    /// How many steps in each.
    package var steps = Explorer.Options().steps
    /// The seed given by `--seed`; without it, one is picked when the run starts (and
    /// printed, so that the run can be repeated).
    package var seed: UInt64?
    /// With `--shard INDEX/COUNT`: only this share of the runs.
    package var shard: Shard?

    /// Makes random runs.
    ///
    /// - Parameters:
    ///   - runs: How many sequences.
    ///   - steps: How many steps in each.
    ///   - seed: The seed, or `nil` to pick one when the run starts.
    package init(
      runs: Int = Explorer.Options().runs, steps: Int = Explorer.Options().steps,
      seed: UInt64? = nil
    ) {
      self.runs = runs
      self.steps = steps
      self.seed = seed
    }
  }

  /// The systematic search of `--explore`.
  package struct SystematicSearch: Sendable, Equatable {
    /// `--depth` and `--states`: the search's bounds.
    package var bounds = Explorer.SystematicOptions()
    /// `--ordered-rows`: states that differ only by the order of a group's rows are told
    /// apart.
    package var ordersRows = false
    /// `--rows-by-validity`: rows taken by their validity where the screen allows it.
    package var rowsByValidity = false

    /// Makes a search within bounds.
    ///
    /// - Parameter bounds: The most actions in a sequence and the most states.
    package init(bounds: Explorer.SystematicOptions = Explorer.SystematicOptions()) {
      self.bounds = bounds
    }
  }

  /// `--mutate`'s options.
  package struct Mutation: Sendable, Equatable {
    /// The files to mutate.
    package var paths: [String]
    /// `--out FILE`: the file with a scenario for each survivor at its end.
    package var output: String?
    /// `--min-score N`: exit 1 when the mutation score is below N.
    package var minimumScore: Double?
    /// `--budget DURATION`: the time the run may take.
    package var budget: Duration?
    /// The reports to write: human or json.
    package var outputs = [Output(format: .human, path: nil)]

    /// Makes the options of a mutation run.
    ///
    /// - Parameter paths: The files to mutate.
    package init(paths: [String]) {
      self.paths = paths
    }
  }

  /// `--generate`'s options.
  package struct Generation: Sendable, Equatable {
    /// The file whose screen the suite is for.
    package var path: String
    /// `--out FILE`: where to write the suite; printed (masked) without it.
    package var output: String?

    /// Makes the options of a generated suite.
    ///
    /// - Parameters:
    ///   - path: The file whose screen the suite is for.
    ///   - output: Where to write it, or `nil` to print it.
    package init(path: String, output: String? = nil) {
      self.path = path
      self.output = output
    }
  }

  /// `--fmt`'s options.
  package struct Formatting: Sendable, Equatable {
    /// The files to format.
    package var paths: [String]
    /// `--check`: change nothing, print the diff and exit 1 if a file is not formatted.
    package var checksOnly: Bool

    /// Makes the options of a formatting run.
    ///
    /// - Parameters:
    ///   - paths: The files to format.
    ///   - checksOnly: Whether to change nothing and say which files are not formatted.
    package init(paths: [String], checksOnly: Bool = false) {
      self.paths = paths
      self.checksOnly = checksOnly
    }
  }

  /// Where `--list-screens` writes the catalogue's listing.
  package enum ListingOutput: Sendable, Equatable {
    /// To standard output.
    case standardOutput
    /// `--out FILE`: to a file.
    case file(String)
    /// `--check --out FILE`: nowhere; it is compared with the file.
    case comparison(with: String)
  }
}
