public import ControlModel
import Foundation
import ScenarioFormat

/// How a run ends, as the runner's exit status.
public enum ExitStatus: Int32, Sendable {
  /// Every scenario passed.
  case success = 0
  /// A scenario failed.
  case failure = 1
  /// A file could not be read or has an error; the other files still ran.
  case invalidInput = 2
  /// The command line was wrong.
  case usage = 64
  /// A long run (`--mutate`, `--explore --systematic`) was interrupted, after it reported what
  /// it decided: the shell's status for a command ended by Control-C.
  case interrupted = 130
}

/// The files of a run and each scenario's result.
public struct RunReport: Sendable {
  /// One file of the run.
  public struct FileReport: Sendable {
    /// The file, checked.
    public let file: CheckedFile
    /// The results of the scenarios that ran, in file order; none when the file has errors.
    public let results: [ScenarioResult]
  }

  /// The files, in the order they were found.
  public let files: [FileReport]
  /// Paths that named nothing to run, with why.
  public let pathErrors: [String]

  /// How many scenarios passed.
  public var passed: Int { files.reduce(0) { $0 + $1.results.filter(\.passed).count } }
  /// How many scenarios failed.
  public var failed: Int { files.reduce(0) { $0 + $1.results.filter { !$0.passed }.count } }

  /// `2` when a file could not be read or has an error, else `1` when a scenario failed, else
  /// `0`.
  public var exitStatus: ExitStatus {
    if !pathErrors.isEmpty || files.contains(where: { !$0.file.isValid }) { return .invalidInput }
    return failed > 0 ? .failure : .success
  }

  /// Finds, checks and replays scenario files.
  ///
  /// - Parameters:
  ///   - paths: Files and folders; a folder stands for every `*.scenario` file below it, in
  ///     sorted order.
  ///   - filter: Text that the titles of the scenarios to run contain; `nil` for all.
  ///   - replay: Whether to replay the scenarios, or only to check the files.
  ///   - recordingSnapshots: Whether to keep the screen after every step.
  ///   - map: How the files are turned into reports: ``sequential`` by default.
  ///   - catalogue: The screens built in Swift that files may name with `screen from`.
  ///   - selection: The ids of the scenarios to replay, for a shard; `nil` for all.
  ///   - today: The day that is today in files without a `today` line; the system's day
  ///     when `nil`.
  /// - Returns: Every file with its results.
  public static func run(
    paths: [String], filter: String? = nil, replay: Bool = true, recordingSnapshots: Bool = false,
    map: FileMapper = sequential, catalogue: ScreenCatalogue = ScreenCatalogue(),
    selection: Set<String>? = nil, today: CalendarDate? = nil
  ) -> RunReport {
    let (files, pathErrors) = ScenarioFiles.find(in: paths)
    let reports = map(files) { path in
      let file = CheckedFile.load(path: path, catalogue: catalogue, today: today)
      let results =
        replay
        ? file.replayAll(
          filter: filter, recordingSnapshots: recordingSnapshots,
          where: { selection?.contains($0.id) ?? true }) : []
      return FileReport(file: file, results: results)
    }
    return RunReport(files: reports, pathErrors: pathErrors)
  }

  /// How a run turns its files into reports.
  ///
  /// In order on this thread, or, given by the caller, on several threads. Each file is checked
  /// and replayed on its own screens, and the result must keep the files' order.
  public typealias FileMapper =
    @Sendable ([String], @escaping @Sendable (String) -> FileReport) -> [FileReport]

  /// Every file in order, on the calling thread.
  public static let sequential: FileMapper = { paths, body in paths.map(body) }
}

/// Finds scenario files below folders.
public enum ScenarioFiles {
  /// Whether a file or folder exists at the path.
  ///
  /// - Parameter path: A path.
  /// - Returns: `true` when something is there.
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The files that paths stand for: a file for itself, a folder for every `*.scenario` below
  /// it in sorted order.
  ///
  /// - Parameter paths: Files and folders.
  /// - Returns: The files, and a message for every path that names nothing.
  public static func find(in paths: [String]) -> (files: [String], errors: [String]) {
    var files: [String] = []
    var errors: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append("cannot read '\(path)': no such file or directory")
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = Self.files(below: path, endingWith: Keyword.fileSuffix)
      if found.isEmpty {
        errors.append("no '\(Keyword.fileSuffix)' files below '\(path)'")
      }
      files.append(contentsOf: found)
    }
    return (files, errors)
  }

  /// The files below a folder whose names end so, in sorted order; none when the path is no
  /// folder.
  ///
  /// - Parameters:
  ///   - folder: A folder's path.
  ///   - suffix: How the files' names end, such as `.scenario` or `.screens`.
  /// - Returns: Their paths, each starting with the folder's.
  package static func files(below folder: String, endingWith suffix: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [] }
    return (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(suffix) }
      .sorted()
      .map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
  }
}
