import Foundation
import ScenarioEngine

/// What every mode does with files: finds them, and writes them, saying why not on standard
/// error.
extension RunnerCommand {
  /// The scenario files the paths name; each path that names none is reported.
  ///
  /// - Returns: The files, and `.invalidInput` when a path named none.
  func scenarioFiles(
    _ paths: [String], fail: (String) -> Void
  ) -> (files: [String], status: ExitStatus) {
    let (found, pathErrors) = ScenarioFiles.find(in: paths)
    for error in pathErrors { fail("error: \(error)\n") }
    return (found, pathErrors.isEmpty ? .success : .invalidInput)
  }

  /// Writes bytes to a file, creating its folder.
  ///
  /// - Returns: Whether it was written; when not, the reason went to `fail`.
  func writeFile(_ bytes: some Sequence<UInt8>, to path: String, fail: (String) -> Void) -> Bool {
    do {
      let url = URL(fileURLWithPath: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
      return true
    } catch {
      fail("error: cannot write '\(path)': \(error.localizedDescription)\n")
      return false
    }
  }
}
