import ControlModel
import ScenarioExplorer
import ScenarioFormat

/// The runner's command line as written, option by option, before it is read as one mode
/// (``RunnerCommand/Mode``): the paths, the options given, and each value, checked as it is
/// read.
struct RunnerArguments {
  typealias Output = RunnerCommand.Output
  typealias UsageError = RunnerCommand.UsageError

  /// The paths, in order.
  var paths: [String] = []
  /// The options given, each by its first name (`--help` for `-h`).
  var given: Set<String> = []
  var filter: String?
  /// `--today DAY`: today in files without a `today` line.
  var today: CalendarDate?
  var stamp: String?
  var listings: [String] = []
  var outputs: [Output] = []
  var jobs = 1
  var shard: RunnerCommand.Shard?
  var random = RunnerCommand.RandomRuns()
  var rows = Explorer.Options().rows
  /// The bounds of a systematic search: set by `--systematic` and by each option that only a
  /// systematic search takes (`--depth`, `--states`, `--rows-by-validity`).
  var systematic: Explorer.SystematicOptions?
  /// `--out FILE`, for `--explore`, `--mutate`, `--generate` and `--list-screens`.
  var output: String?
  var minimumScore: Double?
  var budget: Duration?
  var generate: String?
  /// `--check-log FILE`, `--log-to-scenario FILE` and `--studio FILE`: the session's file.
  var session: String?

  /// Reads the arguments after the program's name.
  ///
  /// - Parameter arguments: The arguments, such as `["--filter", "phone", "Scenarios"]`.
  /// - Throws: ``RunnerCommand/UsageError`` for an unknown option, a missing value or a value
  ///   the option does not take.
  init(parsing arguments: [String]) throws(UsageError) {
    var index = 0
    var onlyPaths = false
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
        throw .unknownOption(name, suggestion: name.nearest(among: RunnerOption.names))
      }
      given.insert(option.names[0])
      guard let placeholder = option.value else {
        try option.apply?(&self, "")
        continue
      }
      var text = inline
      if text == nil, index < arguments.count {
        text = arguments[index]
        index += 1
      }
      guard let text else {
        throw .missingValue(option: name, example: option.example ?? placeholder)
      }
      try option.apply?(&self, text)
    }
  }

  /// Whether an option was given, by its first name.
  func has(_ option: String) -> Bool {
    // Options are spelled here as the table declares them: a misspelt one would never be given.
    assert(RunnerOption.named(option) != nil, "no option \(option)")
    return given.contains(option)
  }

  /// `--name=value` as the name and the value; any other argument as itself.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// A report and where it goes, as `--format NAME[:FILE]` writes it.
  static func output(_ text: String) throws(UsageError) -> Output {
    let name = String(text.prefix { $0 != ":" })
    let path = text.count > name.count ? String(text.dropFirst(name.count + 1)) : nil
    guard let format = RunnerCommand.Format(rawValue: name) else {
      throw .unknownFormat(
        name, suggestion: name.nearest(among: RunnerCommand.Format.allCases.map(\.rawValue)))
    }
    if let path, path.isEmpty { throw .formatNeedsFile(name) }
    return Output(format: format, path: path)
  }
}
