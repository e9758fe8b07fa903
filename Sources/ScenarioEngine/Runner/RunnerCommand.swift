/// The runner's command line, parsed: what to run and how.
public struct RunnerCommand: Sendable, Equatable {
  /// Files and folders to run; `Scenarios` when none is named.
  public var paths: [String] = []
  /// Run only scenarios whose title contains this.
  public var filter: String?
  /// Print the titles without running.
  public var list = false
  /// Print the help.
  public var help = false

  static let options = ["--filter", "--list", "--help"]

  /// A bad command line, with what is wrong.
  public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in the diagnostics' voice.
    public let description: String
  }

  /// Parses the arguments after the program's name.
  ///
  /// - Parameter arguments: The arguments, such as `["--filter", "phone", "Scenarios"]`.
  /// - Throws: ``UsageError`` for an unknown option or a missing value.
  public init(arguments: [String]) throws(UsageError) {
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      switch argument {
      case "--":
        onlyPaths = true
      case "--help", "-h":
        help = true
      case "--list":
        list = true
      case "--filter":
        guard index < arguments.count else {
          throw UsageError(description: "option '--filter' needs a value, such as '--filter phone'")
        }
        filter = arguments[index]
        index += 1
      default:
        if argument.hasPrefix("--filter=") {
          filter = String(argument.dropFirst("--filter=".count))
          continue
        }
        let name = String(argument.prefix { $0 != "=" })
        throw UsageError(
          description: "unknown option '\(name)'"
            + DiagnosticMessage.suggestion(name.nearest(among: Self.options)))
      }
    }
    if paths.isEmpty { paths = ["Scenarios"] }
  }

  /// Runs the command, writing the output through `write`.
  ///
  /// - Parameter write: Receives the output text.
  /// - Returns: The exit status.
  public func run(write: (String) -> Void) -> ExitStatus {
    if help {
      write(Self.helpText)
      return .success
    }
    if list {
      let report = RunReport.run(paths: paths, filter: filter, replay: false)
      write(HumanReport.list(report, filter: filter))
      return report.exitStatus == .invalidInput ? .invalidInput : .success
    }
    let report = RunReport.run(paths: paths, filter: filter)
    write(HumanReport.render(report))
    return report.exitStatus
  }
}
