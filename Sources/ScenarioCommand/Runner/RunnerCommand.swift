import Foundation
package import ScenarioEngine
package import ScenarioExplorer
import ScenarioFormat

/// The runner's command line, parsed: what to run and how to report it.
package struct RunnerCommand: Sendable, Equatable {
  /// Files and folders to run; `Scenarios` when none is named.
  package var paths: [String] = []
  /// Run only scenarios whose title contains this.
  package var filter: String?
  /// Print the titles without running.
  package var list = false
  /// Parse and check the files without replaying them.
  package var check = false
  /// With `--check`: the file to write when no file has an error (`--stamp FILE`).
  package var stamp: String?
  /// With `--check`: listings of screens built in Swift (`--screens FILE`).
  package var listings: [String] = []
  /// `--list-screens`: write the catalogue's listing.
  package var listScreens = false
  /// Draw the screen and what changed after every step (human output).
  package var trace = false
  /// Print the help.
  package var help = false
  /// How many files to replay at once; the executable supplies the threads.
  package var jobs = 1
  /// Explore the file with random steps instead of replaying its scenarios.
  package var explore = false
  /// With `--explore`: how many sequences, how many steps each, the seed, and where to write
  /// the scenario that reproduces a violation.
  package var exploreOptions = Explorer.Options()
  /// With `--explore --systematic --ordered-rows`: states that differ only by the order of a
  /// group's rows are told apart.
  package var ordersRows = false
  /// `--rows-by-validity`: rows taken by their validity where the screen allows it.
  package var rowsByValidity = false
  /// With `--explore`: the seed given by `--seed`; without it, one is picked when the run
  /// starts (and printed, so that the run can be repeated).
  package var exploreSeed: UInt64?
  /// With `--explore`: the file to write; by default `explored-SEED.scenario`.
  package var exploreOutput: String?
  /// The reports to write, each to a file or (without a path) to standard output.
  package var formats: [Output] = []
  /// With `--explore --systematic`: search the abstract states breadth-first, within these
  /// bounds, instead of random sequences.
  package var systematic: Explorer.SystematicOptions?
  /// With `--shard INDEX/COUNT`: run only this share of the scenarios.
  package var shard: Shard?
  /// Rewrite failing and placeholder expectations with what the screen showed.
  package var record = false
  /// Serve the language server protocol over standard input and output.
  package var lsp = false
  /// `--mutate`: plant wiring mistakes in each file's screen and replay its scenarios.
  package var mutate = false
  /// `--fmt`: rewrite the files in the canonical layout (with `--check`, only say which are not).
  package var format = false
  /// `--generate FILE`: write a scenario suite for the file's screen.
  package var generate: String?
  /// `--min-score N`: with `--mutate`, exit 1 when the mutation score is below N.
  package var minimumScore: Double?
  /// `--budget DURATION`: with `--mutate`, the time the run may take.
  package var mutationBudget: Duration?
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

    /// Makes an output.
    ///
    /// - Parameters:
    ///   - format: The report's format.
    ///   - path: The file to write, or `nil` for standard output.
    package init(format: Format, path: String?) {
      self.format = format
      self.path = path
    }
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

  static let options = RunnerOption.table.flatMap(\.names)

  /// A bad command line, with what is wrong.
  package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in the diagnostics' voice.
    package let description: String
  }

  /// Parses the arguments after the program's name.
  ///
  /// - Parameter arguments: The arguments, such as `["--filter", "phone", "Scenarios"]`.
  /// - Throws: ``UsageError`` for an unknown option, a missing value or two reports on
  ///   standard output.
  package init(arguments: [String]) throws(UsageError) {
    var index = 0
    var onlyPaths = false
    func value(of option: String, example: String) throws(UsageError) -> String {
      guard index < arguments.count else {
        throw UsageError(description: "option '\(option)' needs a value, such as '\(example)'")
      }
      defer { index += 1 }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      let (name, inline) = Self.split(argument)
      if name == "--" {
        onlyPaths = true
        continue
      }
      guard let option = RunnerOption.named(name) else {
        throw UsageError(
          description: "unknown option '\(name)'"
            + DiagnosticMessage.suggestion(name.nearest(among: Self.options)))
      }
      guard let placeholder = option.value else {
        try option.apply(&self, "")
        continue
      }
      let text: String
      if let inline {
        text = inline
      } else {
        text = try value(of: name, example: "\(name) \(option.example ?? placeholder)")
      }
      try option.apply(&self, text)
    }
    try checkCombinations()
    if paths.isEmpty { paths = ["Scenarios"] }
    if formats.isEmpty { formats = [Output(format: .human, path: nil)] }
    if formats.filter({ $0.path == nil }).count > 1 {
      throw UsageError(
        description: "only one report can go to standard output; give the others a file, "
          + "such as '--format junit:results.xml'")
    }
  }

  /// Refuses options that cannot go together: a mode of its own takes no option of another.
  private func checkCombinations() throws(UsageError) {
    for (flag, isSet) in [("--record", record), ("--lsp", lsp)] where isSet {
      let others = [
        ("--explore", explore), ("--list", list), ("--check", check), ("--trace", trace),
        ("--shard", shard != nil), ("--format", !formats.isEmpty),
        ("--filter", lsp && filter != nil),
        ("--record", record && flag != "--record"), ("--lsp", lsp && flag != "--lsp"),
      ].filter(\.1).map(\.0)
      if let other = others.first {
        throw UsageError(description: "option '\(flag)' cannot be combined with '\(other)'")
      }
    }
    try checkMutationOptions()
    for (option, isSet) in [("--stamp", stamp != nil), ("--screens", !listings.isEmpty)] where isSet
    {
      if !check || format || list || listScreens {
        throw UsageError(description: "option '\(option)' goes with '--check' alone")
      }
    }
    try checkListingOptions()
    if format {
      let others = [
        ("--explore", explore), ("--list", list), ("--trace", trace), ("--shard", shard != nil),
        ("--record", record), ("--lsp", lsp), ("--filter", filter != nil),
        ("--format", !formats.isEmpty), ("--mutate", mutate), ("--generate", generate != nil),
      ].filter(\.1).map(\.0)
      if let other = others.first {
        throw UsageError(description: "option '--fmt' cannot be combined with '\(other)'")
      }
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func output(_ text: String) throws(UsageError) -> Output {
    let name = String(text.prefix { $0 != ":" })
    let path = text.count > name.count ? String(text.dropFirst(name.count + 1)) : nil
    guard let format = Format(rawValue: name) else {
      let known = Format.allCases.map(\.rawValue)
      throw UsageError(
        description: "unknown format '\(name)'"
          + (name.nearest(among: known).map { "; did you mean '\($0)'?" }
            ?? "; use one of \(known.map { "'\($0)'" }.joined(separator: ", "))"))
    }
    if let path, path.isEmpty {
      throw UsageError(
        description: "format '\(name)' needs a file after ':', such as '\(name):report'")
    }
    return Output(format: format, path: path)
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
    func fail(_ text: String) {
      if let writeError { writeError(text) } else { write(text) }
    }
    if help {
      write(Self.helpText)
      return .success
    }
    if explore {
      return runExplorer(
        catalogue: catalogue, write: write, fail: fail, progress: progress,
        isInterrupted: isInterrupted)
    }
    if mutate {
      return runMutation(
        catalogue: catalogue, write: write, fail: fail, progress: progress,
        isInterrupted: isInterrupted)
    }
    if format {
      return runFormat(write: write, fail: fail)
    }
    if listScreens {
      return runListScreens(catalogue: catalogue, write: write, fail: fail)
    }
    if let generate {
      return runGenerate(generate, catalogue: catalogue, write: write, fail: fail)
    }
    if lsp {
      fail("error: --lsp talks over standard input and output; run it from the command line\n")
      return .usage
    }
    if record {
      return runRecord(
        catalogue: catalogue, environment: environment ?? ProcessInfo.processInfo.environment,
        write: write, fail: fail)
    }
    if list || check {
      return runListOrCheck(catalogue: catalogue, map: map, write: write, fail: fail)
    }
    return runReplay(colour: colour, map: map, catalogue: catalogue, write: write, fail: fail)
  }

  /// `--list` and `--check`: the files read and checked, nothing replayed.
  private func runListOrCheck(
    catalogue: ScreenCatalogue, map: RunReport.FileMapper, write: (String) -> Void,
    fail: (String) -> Void
  ) -> ExitStatus {
    guard let catalogue = withListings(catalogue, fail: fail) else { return .invalidInput }
    let report = RunReport.run(
      paths: paths, filter: filter, replay: false, map: map, catalogue: catalogue)
    // A build's check says nothing when all is well.
    if stamp == nil || report.exitStatus == .invalidInput {
      write(list ? HumanReport.list(report, filter: filter) : HumanReport.check(report))
    }
    guard report.exitStatus != .invalidInput else { return .invalidInput }
    if let stamp, !writeFile(Self.stampText.utf8, to: stamp, fail: fail) {
      return .invalidInput
    }
    return .success
  }

  /// The main job: the files replayed (a shard of them, if asked), and each report written.
  private func runReplay(
    colour: Bool, map: RunReport.FileMapper, catalogue: ScreenCatalogue,
    write: (String) -> Void, fail: (String) -> Void
  ) -> ExitStatus {
    let needsSnapshots = trace || formats.contains { $0.format == .html }
    var selection: Set<String>?
    if let shard {
      let all = RunReport.run(
        paths: paths, filter: filter, replay: false, map: map, catalogue: catalogue)
      let ids = all.files.flatMap { $0.file.scenarios.map(\.id) }.sorted()
      selection = Set(ids.indices.filter(shard.contains).map { ids[$0] })
    }
    let report = RunReport.run(
      paths: paths, filter: filter, recordingSnapshots: needsSnapshots, map: map,
      catalogue: catalogue, selection: selection)
    if let filter, shard == nil, report.files.allSatisfy({ $0.results.isEmpty }),
      report.files.contains(where: \.file.isValid)
    {
      fail(Self.unmatchedFilter(filter, in: report))
      return .usage
    }
    var status = report.exitStatus
    for output in formats {
      let text: String
      switch output.format {
      case .human:
        text = HumanReport.render(
          report, style: HumanReport.Style(trace: trace, colour: colour && output.path == nil))
      case .tap: text = TAPReport.render(report)
      case .junit: text = JUnitReport.render(report)
      case .json: text = JSONReport.render(report)
      case .html: text = HTMLReport.render(report)
      case .github: text = GitHubReport.render(report)
      }
      guard let path = output.path else {
        write(text)
        continue
      }
      if !writeFile(text.utf8, to: path, fail: fail) { status = .invalidInput }
    }
    return status
  }

  /// The error for a filter that matches no title, with the nearest titles: ranked by how
  /// nearly the filter appears in each, as a filter matches a part of one; then shorter first.
  private static func unmatchedFilter(_ filter: String, in report: RunReport) -> String {
    let wanted = filter.lowercased()
    let ranked = report.files.flatMap { $0.file.scenarios.map(\.title) }.map {
      (title: $0, distance: $0.lowercased().substringDistance(to: wanted))
    }
    let nearest = ranked.sorted {
      ($0.distance, $0.title.count, $0.title) < ($1.distance, $1.title.count, $1.title)
    }.prefix(3).map(\.title)
    return "error: --filter '\(filter)' matches no scenario"
      + (nearest.isEmpty
        ? "\n" : "; the nearest titles are:\n" + nearest.map { "  \($0)\n" }.joined())
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
