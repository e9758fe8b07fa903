import Foundation
import ScenarioEngine

/// What every mode does with files: finds them, loads them, and writes them, saying why not on
/// standard error.
extension RunnerCommand {
  /// The scenario files the paths name; each path that names none is reported.
  ///
  /// - Returns: The files, and `.invalidInput` when a path named none.
  func scenarioFiles(
    _ paths: [String], console: Console
  ) -> (files: [String], status: ExitStatus) {
    let (found, pathErrors) = ScenarioFiles.find(in: paths)
    for error in pathErrors { console.fail("error: \(error)\n") }
    return (found, pathErrors.isEmpty ? .success : .invalidInput)
  }

  /// The file at a path, checked; `nil` when it cannot be read or has an error, which is
  /// reported.
  ///
  /// A valid file's warnings go to standard error, as a compiler's do, so that what the mode
  /// prints (a suite, JSON) stays whole.
  func validFile(
    at path: String, catalogue: ScreenCatalogue, console: Console
  ) -> CheckedFile? {
    let file = CheckedFile.load(path: path, catalogue: catalogue)
    guard file.isValid else {
      reportErrors(of: file, console: console)
      return nil
    }
    if !file.warnings.isEmpty { console.fail(file.renderedWarnings.map { $0 + "\n" }.joined()) }
    return file
  }

  /// Says why a file cannot be used: why it cannot be read to `fail`, its diagnostics to
  /// `write`.
  func reportErrors(of file: CheckedFile, console: Console) {
    if let readError = file.readError { console.fail("error: \(readError)\n") }
    console.write(file.renderedDiagnostics.map { $0 + "\n" }.joined())
  }

  /// Writes bytes to a file, creating its folder.
  ///
  /// - Returns: Whether it was written; when not, the reason went to `fail`.
  func writeFile(_ bytes: some Sequence<UInt8>, to path: String, console: Console) -> Bool {
    do {
      let url = URL(fileURLWithPath: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
      return true
    } catch {
      console.fail("error: cannot write '\(path)': \(error.localizedDescription)\n")
      return false
    }
  }
}
