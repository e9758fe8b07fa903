import Foundation

/// The package's own `Scenarios/` folder, found from this file.
public let scenariosFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Scenarios").path
