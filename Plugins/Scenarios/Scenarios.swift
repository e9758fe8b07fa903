// `swift package scenarios [OPTIONS] [PATH...]`: the runner, from the package's directory.
import Foundation
import PackagePlugin

/// A command plugin that runs the scenario runner with the arguments it is given, from the
/// package's directory, and exits as the runner does.
///
/// In a package with a catalogue of Swift-built screens (an executable product whose target
/// depends on `ScenarioCommand`, such as `checkout-scenarios`), it builds that runner and runs
/// it, so that `screen from` files replay the package's own screens; `--runner NAME` picks
/// one when there are several, and `--runner scenario-runner` the plain runner.
@main
struct Scenarios: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    let chosen = try Self.takeRunner(from: &arguments)
    let (runner, name, isOwn) = try runner(named: chosen, context: context)
    if isOwn {
      // SwiftPM builds the plain runner for every plugin run and says so: say which one runs.
      // (In a package that depends on this one, the plain runner's file is named otherwise.)
      FileHandle.standardError.write(
        Data(
          ("running \(name), this package's runner of its screens built in Swift "
            + "(--runner scenario-runner runs the plain one)\n").utf8))
    }
    let process = Process()
    process.executableURL = runner
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    // Messages name the command the user typed, not the tool's file.
    var environment = ProcessInfo.processInfo.environment
    environment["SCENARIO_RUNNER_COMMAND"] = "swift package scenarios"
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
      print(Self.help)
    }
    if process.terminationReason == .uncaughtSignal {
      Diagnostics.error(
        "\(name) stopped on signal \(process.terminationStatus)")
    }
    // The runner's own status: 1 when a scenario failed, 2 for a file error, 64 for a usage
    // error; a command plugin's error would say only "failed".
    exit(process.terminationStatus)
  }

  /// What the plugin adds to the runner's help.
  static let help = """

    SWIFT PACKAGE SCENARIOS runs the runner from the package's directory. In a package with
    a runner of its own (an executable whose target depends on ScenarioCommand, with the
    catalogue of the screens built in Swift), it builds that runner and runs it:
      --runner NAME         run this executable product of the package instead, or
                            scenario-runner for the plain runner
    Options that write files (--format NAME:FILE, --record, --fmt, --out) need
    'swift package --allow-writing-to-package-directory scenarios ...' where plugins
    run in a sandbox (macOS). The exit status is 0, or 1 for any failure: the runner's
    own status is in the line 'Plugin ended with exit code N'.
    """

  /// Removes `--runner NAME` (or `--runner=NAME`) from the arguments and returns NAME.
  static func takeRunner(from arguments: inout [String]) throws -> String? {
    guard let index = arguments.firstIndex(where: { $0 == "--runner" || $0.hasPrefix("--runner=") })
    else { return nil }
    let argument = arguments.remove(at: index)
    if argument.hasPrefix("--runner=") { return String(argument.dropFirst("--runner=".count)) }
    guard index < arguments.count else {
      throw PluginError(
        "option '--runner' needs the name of an executable product, such as "
          + "'--runner scenario-runner'")
    }
    return arguments.remove(at: index)
  }

  /// The runner to start: the package's own runner of a catalogue if it has one, built now, or
  /// this package's `scenario-runner`; with its product's name, and whether it is the
  /// package's own.
  func runner(named chosen: String?, context: PluginContext) throws -> (
    url: URL, name: String, isOwn: Bool
  ) {
    let own = context.package.products(ofType: ExecutableProduct.self)
      .filter { $0.name != "scenario-runner" && Self.usesScenarioCommand($0.mainTarget) }
      .map(\.name).sorted()
    if chosen == "scenario-runner" || (chosen == nil && own.isEmpty) {
      return (try context.tool(named: "scenario-runner").url, "scenario-runner", false)
    }
    let name: String
    switch chosen {
    case let chosen?:
      guard own.contains(chosen) else {
        throw PluginError(
          "'\(chosen)' is not a runner of this package; "
            + "use \((own + ["scenario-runner"]).map { "'\($0)'" }.joined(separator: ", "))")
      }
      name = chosen
    case nil:
      guard own.count == 1, let only = own.first else {
        throw PluginError(
          "this package has \(own.count) runners (\(own.joined(separator: ", "))); "
            + "pick one with '--runner NAME'")
      }
      name = only
    }
    let result = try packageManager.build(
      .product(name), parameters: PackageManager.BuildParameters(configuration: .debug))
    guard result.succeeded,
      let built = result.builtArtifacts.first(where: {
        $0.kind == .executable && $0.url.lastPathComponent == name
      })
    else {
      throw PluginError("building '\(name)' failed:\n\(result.logText)")
    }
    return (built.url, name, true)
  }

  /// Whether a target reaches the `ScenarioCommand` library: it is a runner of a catalogue.
  private static func usesScenarioCommand(_ target: any Target) -> Bool {
    ([target] + target.recursiveTargetDependencies).contains { target in
      target.name == "ScenarioCommand"
        || target.dependencies.contains { dependency in
          if case .product(let product) = dependency { return product.name == "ScenarioCommand" }
          return false
        }
    }
  }
}

/// An error the plugin reports in the runner's words.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
