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
