import ScenarioExplorer

// The command line read as one mode: the options that cannot go together refused, in the
// order the runner has always named them, then the mode that the options name.
extension RunnerArguments {
  /// The options that each mode's option refuses, in the order an error names them.
  static let refused: [String: [String]] = [
    "--record": ["--explore", "--list", "--check", "--trace", "--shard", "--format", "--lsp"],
    "--lsp": [
      "--explore", "--list", "--check", "--trace", "--shard", "--format", "--filter", "--record",
    ],
    "--generate": [
      "--mutate", "--explore", "--list", "--check", "--trace", "--shard", "--record", "--lsp",
      "--filter", "--format", "--min-score",
    ],
    "--mutate": [
      "--explore", "--list", "--check", "--trace", "--shard", "--record", "--lsp", "--filter",
    ],
    "--list-screens": [
      "--explore", "--list", "--trace", "--shard", "--record", "--lsp", "--filter", "--fmt",
      "--format", "--mutate", "--generate",
    ],
    "--check-log": sessionRefuses, "--log-to-scenario": sessionRefuses, "--studio": sessionRefuses,
    "--fmt": [
      "--explore", "--list", "--trace", "--shard", "--record", "--lsp", "--filter", "--format",
      "--mutate", "--generate",
    ],
  ]

  /// What the modes of a session's file (`--check-log`, `--log-to-scenario`, `--studio`)
  /// refuse: every other mode, and the options of a replay.
  static let sessionRefuses = [
    "--check-log", "--log-to-scenario", "--studio", "--explore", "--list", "--check", "--trace",
    "--shard", "--format", "--lsp", "--filter", "--record", "--mutate", "--generate", "--fmt",
    "--list-screens",
  ]

  /// The mode the arguments name, with its options.
  ///
  /// - Throws: ``RunnerCommand/UsageError`` for options that cannot go together, or two
  ///   reports on standard output.
  func mode() throws(UsageError) -> RunnerCommand.Mode {
    try checkCombinations()
    let paths = self.paths.isEmpty ? ["Scenarios"] : self.paths
    let outputs = self.outputs.isEmpty ? [Output(format: .human, path: nil)] : self.outputs
    if outputs.count(where: { $0.path == nil }) > 1 { throw .twoReportsOnStandardOutput }
    var selection = RunnerCommand.Selection(paths: paths, filter: filter)
    selection.today = today
    // The language server first: a client may ask for help too.
    if has("--lsp") { return .languageServer }
    if has("--help") { return .help }
    if let session {
      if let path = self.paths.first { throw .sessionTakesOneFile(found: path) }
      if has("--check-log") { return .checkLog(path: session) }
      if has("--log-to-scenario") { return .logToScenario(path: session, output: output) }
      return .studio(path: session, output: output)
    }
    if has("--explore") { return .explore(try exploration(of: paths)) }
    if has("--mutate") { return .mutate(mutation(of: paths, outputs)) }
    if has("--fmt") {
      return .format(RunnerCommand.Formatting(paths: paths, checksOnly: has("--check")))
    }
    if has("--list-screens") {
      return .listScreens(
        output.map { has("--check") ? .comparison(with: $0) : .file($0) } ?? .standardOutput)
    }
    if let generate { return .generate(RunnerCommand.Generation(path: generate, output: output)) }
    if has("--record") { return .record(selection) }
    if has("--list") { return .list(selection, jobs: jobs) }
    if has("--check") {
      var check = RunnerCommand.Check(selection: selection)
      (check.jobs, check.stamp, check.listings) = (jobs, stamp, listings)
      return .check(check)
    }
    var replay = RunnerCommand.Replay(selection: selection)
    (replay.jobs, replay.shard, replay.trace, replay.outputs) = (
      jobs, shard, has("--trace"), outputs
    )
    return .replay(replay)
  }

  /// Refuses options that cannot go together: a mode of its own takes no option of another.
  private func checkCombinations() throws(UsageError) {
    try refuseOthers(of: "--record")
    try refuseOthers(of: "--lsp")
    try refuseOthers(of: "--generate")
    if has("--generate"), let path = paths.first { throw .generateTakesOneFile(found: path) }
    if !has("--mutate") {
      for option in ["--min-score", "--budget"] where has(option) { throw .goesWithMutate(option) }
    }
    try refuseOthers(of: "--mutate")
    if has("--mutate"),
      let output = outputs.first(where: { $0.format != .human && $0.format != .json })
    {
      throw .mutationReportFormat(output.format)
    }
    for option in ["--stamp", "--screens"] where has(option) {
      if !has("--check") || has("--fmt") || has("--list") || has("--list-screens") {
        throw .goesWithCheckAlone(option)
      }
    }
    try refuseOthers(of: "--list-screens")
    if has("--list-screens") {
      if let path = paths.first { throw .listScreensTakesNoPath(found: path) }
      if has("--check"), output == nil { throw .listScreensCheckNeedsOutput }
    }
    try refuseOthers(of: "--fmt")
    for option in ["--check-log", "--log-to-scenario", "--studio"] {
      guard has(option), let other = Self.sessionRefuses.first(where: { $0 != option && has($0) })
      else { continue }
      throw .cannotCombine(option, with: other)
    }
  }

  /// Refuses the options a mode's option does not take, when it is given.
  private func refuseOthers(of option: String) throws(UsageError) {
    guard has(option), let other = Self.refused[option]?.first(where: has) else { return }
    throw .cannotCombine(option, with: other)
  }

  /// `--explore`'s options: random runs, or a systematic search, which takes no shard.
  private func exploration(of paths: [String]) throws(UsageError) -> RunnerCommand.Exploration {
    var runs = random
    runs.shard = shard
    var search = RunnerCommand.Search.random(runs)
    if let systematic {
      guard shard == nil else { throw .shardWithSystematic }
      var options = RunnerCommand.SystematicSearch(bounds: systematic)
      (options.ordersRows, options.rowsByValidity) = (
        has("--ordered-rows"), has("--rows-by-validity")
      )
      search = .systematic(options)
    }
    var exploration = RunnerCommand.Exploration(paths: paths, search: search)
    (exploration.rows, exploration.output) = (rows, output)
    return exploration
  }

  /// `--mutate`'s options.
  private func mutation(of paths: [String], _ outputs: [Output]) -> RunnerCommand.Mutation {
    var mutation = RunnerCommand.Mutation(paths: paths)
    (mutation.output, mutation.minimumScore, mutation.budget) = (output, minimumScore, budget)
    mutation.outputs = outputs
    return mutation
  }
}
