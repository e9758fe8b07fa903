import Foundation

/// The package's own `Scenarios/` folder, found from this file.
public let scenariosFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Scenarios").path

/// The package's `Tests/Regressions/` folder: scenario files that each keep a case the model
/// once got wrong, with the sentence of the format that decides it.
public let regressionsFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Regressions").path

/// A folder of a test's own under the system's temporary directory, removed with the value.
public final class TemporaryFolder {
  /// The folder's path.
  public let path: String

  /// Makes the folder.
  ///
  /// - Parameter prefix: The start of its name, which says what made it.
  /// - Throws: The file system's error when the folder cannot be made.
  public init(_ prefix: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes a file in the folder.
  ///
  /// - Parameters:
  ///   - name: The file's name.
  ///   - text: Its content.
  /// - Returns: The file's path.
  /// - Throws: The file system's error when the file cannot be written.
  public func write(_ name: String, _ text: String) throws -> String {
    let file = (path as NSString).appendingPathComponent(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }
}
