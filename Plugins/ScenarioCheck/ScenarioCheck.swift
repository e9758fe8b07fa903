// Checks a target's scenario files while the target builds, so that `swift build` and Xcode
// show each error at FILE:LINE:COL.
import Foundation
import PackagePlugin

/// A build tool plugin that checks the `.scenario` files among a target's files (for a target
/// with none, those of the package's `Scenarios` folder): every error the runner's `--check`
/// finds appears at its place, with its did-you-mean, and fails the build.
///
/// It runs the package's own `scenario-runner`, when a scenario file, a listing or the runner
/// changed. A `.screens` file beside the scenario files (written by a runner of your own with
/// `--list-screens`) gives the names of the Swift-built screens that `screen from` files name.
@main
struct ScenarioCheck: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    return try Self.commands(
      for: target.sourceFiles.map(\.url), target: target.name,
      packageDirectory: context.package.directoryURL,
      runner: context.tool(named: "scenario-runner").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The one command that checks the target's scenario files (or, for a target with none, the
  /// package's `Scenarios` folder), or none when there is none.
  static func commands(
    for targetFiles: [URL], target: String, packageDirectory: URL, runner: URL,
    workDirectory: URL
  ) -> [Command] {
    var files = targetFiles
    if !files.contains(where: { $0.pathExtension == "scenario" }) {
      files = Self.files(below: packageDirectory.appending(path: "Scenarios"))
    }
    let scenarios = files.filter { $0.pathExtension == "scenario" }
      .sorted { $0.path < $1.path }
    guard !scenarios.isEmpty else { return [] }
    let listings = files.filter { $0.pathExtension == "screens" }.sorted { $0.path < $1.path }
    // The folders that hold them: the runner reads each whole, and a folder is an input too,
    // so that a file added to it is checked at the next build, before the package is read
    // again.
    let folders = Set(scenarios.map { $0.deletingLastPathComponent().standardizedFileURL })
      .sorted { $0.path < $1.path }
    // The runner writes this Swift file only when every scenario file is free of errors: a
    // build command runs only for an output that the build uses.
    let stamp = workDirectory.appending(path: "ScenarioFilesChecked.swift")
    var arguments = ["--check", "--stamp", stamp.path]
    for listing in listings { arguments += ["--screens", listing.path] }
    // The runner reads a folder with the folders below it: name each tree once.
    arguments += folders.filter { folder in
      !folders.contains { $0 != folder && folder.path.hasPrefix($0.path + "/") }
    }.map(\.path)
    let count = scenarios.count == 1 ? "1 scenario file" : "\(scenarios.count) scenario files"
    return [
      .buildCommand(
        displayName: "Checking \(count) of \(target)",
        executable: runner, arguments: arguments,
        inputFiles: scenarios + listings + folders + [runner], outputFiles: [stamp])
    ]
  }
}

extension ScenarioCheck {
  /// Every file below a folder; none when there is no such folder.
  static func files(below folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walker.compactMap { $0 as? URL }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ScenarioCheck: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      try Self.commands(
        for: target.inputFiles.map(\.url), target: target.displayName,
        packageDirectory: context.xcodeProject.directoryURL,
        runner: context.tool(named: "scenario-runner").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
