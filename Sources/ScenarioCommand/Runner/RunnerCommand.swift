import Foundation
package import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat

/// The runner's command line, parsed: what to run and how to report it.
package struct RunnerCommand: Sendable, Equatable {
  /// What the runner does, with the options it takes.
  package var mode: Mode
  /// The name the runner was started under, for the commands its output suggests: a runner of
  /// your own (`checkout-scenarios`) says its own name.
  package var programName = "scenario-runner"

  /// A share of the scenarios, for a CI matrix of several machines: `--shard 2/4`.
  ///
  /// Every scenario of the run, sorted by its id (`FILE::TITLE`, with ` [CASE]` for a row of an
  /// examples table), goes to the shards in turn: the shards are disjoint, together they are the
  /// whole suite, and their sizes differ by one at most. The same files give the same shares on
  /// every machine.
  package struct Shard: Sendable, Equatable {
    /// Which share, from 1 to ``count``.
    package let index: Int
    /// How many shares.
    package let count: Int

    /// Whether the scenario at this place of the sorted ids belongs to this share.
    func contains(position: Int) -> Bool {
      position % count == index - 1
    }
  }

  /// One report and where it goes.
  package struct Output: Sendable, Equatable {
    /// The report's format.
    package var format: Format
    /// The file to write, or `nil` for standard output.
    package var path: String?
  }

  /// The formats the runner writes.
  package enum Format: String, Sendable, CaseIterable {
    /// The human report.
    case human
    /// TAP version 14.
    case tap
    /// JUnit XML.
    case junit
    /// JSON, one object per scenario.
    case json
    /// A self-contained HTML page with a timeline per scenario.
    case html
    /// GitHub Actions workflow commands: an annotation at each failure and error.
    case github
  }

  /// Parses the arguments after the program's name.
  ///
  /// - Parameter arguments: The arguments, such as `["--filter", "phone", "Scenarios"]`.
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a value an option does
  ///   not take, options that cannot go together, or two reports on standard output.
  package init(arguments: [String]) throws(UsageError) {
    mode = try RunnerArguments(parsing: arguments).mode()
  }

  /// Makes a command of a mode.
  ///
  /// - Parameter mode: What the runner does.
  package init(mode: Mode) {
    self.mode = mode
  }

  /// How many files the mode reads at once: `--jobs N` for a replay, a list or a check, one
  /// otherwise.
  package var jobs: Int {
    switch mode {
    case .replay(let replay): replay.jobs
    case .list(_, let jobs): jobs
    case .check(let check): check.jobs
    case .explore, .mutate, .generate, .format, .listScreens, .record, .checkLog, .logToScenario,
      .studio, .languageServer, .help:
      1
    }
  }

  /// Whether the mode is a long run that Control-C asks to stop and report what it decided:
  /// `--mutate`, `--explore --systematic`.
  package var stopsWhenInterrupted: Bool {
    switch mode {
    case .mutate: true
    case .explore(let exploration):
      if case .systematic = exploration.search { true } else { false }
    case .replay, .list, .check, .generate, .format, .listScreens, .record, .checkLog,
      .logToScenario, .studio, .languageServer, .help:
      false
    }
  }

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - colour: Whether standard output may be coloured (a terminal, and `NO_COLOR` unset).
  ///   - map: How files are replayed: in order here, or on the threads of `--jobs`.
  ///   - catalogue: The screens built in Swift that files may name with `screen from`.
  ///   - environment: The environment, the process's by default; `--record` refuses to run
  ///     when `CI` is set.
  ///   - writeError: Receives the errors found while running (a file that cannot be read or
  ///     written, a filter that matches nothing), for standard error; `nil` sends them to
  ///     `write`.
  ///   - progress: Receives, for a terminal, a line that says how a long run goes (each
  ///     replaces the one before; an empty one ends them); `nil` for none.
  ///   - isInterrupted: Says whether the user asked a long run (`--mutate`,
  ///     `--explore --systematic`) to stop: it then reports what it decided so far.
  ///   - write: Receives the text for standard output.
  /// - Returns: The exit status: a report that cannot be written makes it `2`.
  package func run(
    colour: Bool = false, map: RunReport.FileMapper = RunReport.sequential,
    catalogue: ScreenCatalogue = ScreenCatalogue(),
    environment: [String: String]? = nil,
    writeError: ((String) -> Void)? = nil,
    progress: ((String) -> Void)? = nil,
    isInterrupted: (() -> Bool)? = nil,
    write: (String) -> Void
  ) -> ExitStatus {
    withoutActuallyEscaping(write) { write in
      let console = Console(
        write: write, fail: { text in (writeError ?? write)(text) }, progress: progress,
        isInterrupted: isInterrupted)
      return run(colour: colour, map: map, catalogue: catalogue, environment: environment, console)
    }
  }

  private func run(
    colour: Bool, map: RunReport.FileMapper, catalogue: ScreenCatalogue,
    environment: [String: String]?, _ console: Console
  ) -> ExitStatus {
    switch mode {
    case .replay(let replay):
      return runReplay(
        replay, colour: colour, map: map, catalogue: catalogue, console: console)
    case .list(let selection, _):
      return runList(selection, catalogue: catalogue, map: map, console: console)
    case .check(let check):
      return runCheck(check, catalogue: catalogue, map: map, console: console)
    case .explore(let exploration):
      return runExplorer(exploration, catalogue: catalogue, console: console)
    case .mutate(let mutation):
      return runMutation(mutation, catalogue: catalogue, console: console)
    case .generate(let generation):
      return runGenerate(generation, catalogue: catalogue, console: console)
    case .format(let formatting):
      return runFormat(formatting, catalogue: catalogue, console: console)
    case .listScreens(let output):
      return runListScreens(to: output, catalogue: catalogue, console: console)
    case .record(let selection):
      return runRecord(
        selection, catalogue: catalogue,
        environment: environment ?? ProcessInfo.processInfo.environment, console: console)
    case .checkLog(let path):
      return runCheckLog(path, catalogue: catalogue, console: console)
    case .logToScenario(let path, let output):
      return runLogToScenario(path, output: output, console: console)
    case .studio:
      console.fail(Refusal.studioOutsideATerminal.line)
      return .usage
    case .languageServer:
      console.fail(Refusal.languageServerOutsideTheCommandLine.line)
      return .usage
    case .help:
      console.write(Self.helpText)
      return .success
    }
  }

  /// Where a run's output goes, and who follows a long run: told how it goes, and asked
  /// whether to stop.
  struct Console {
    /// Receives the text for standard output.
    let write: (String) -> Void
    /// Receives the errors found while running, for standard error.
    let fail: (String) -> Void
    /// Receives, for a terminal, how a long run goes; `nil` for none.
    let progress: ((String) -> Void)?
    /// Says whether the user asked a long run to stop.
    let isInterrupted: (() -> Bool)?
  }

  /// What `--stamp` writes: a Swift file, since a build tool plugin's command runs only for an
  /// output the build compiles.
  static let stampText =
    "// The scenario files of this target were checked by scenario-runner --check.\n"

  /// Whether output to a terminal may be coloured: not when `NO_COLOR` is set and not empty.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether standard output is a terminal.
  ///   - environment: The process's environment.
  /// - Returns: Whether to colour.
  package static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }
}
