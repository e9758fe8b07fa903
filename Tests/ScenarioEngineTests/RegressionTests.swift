import Foundation
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

/// Every file of `Tests/Regressions/` replays passing: the cases the model once got wrong.
@Suite("Regressions")
struct RegressionTests {
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: regressionsFolder)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted()
  }()

  @Test func theFolderHoldsTheRegressions() {
    #expect(Self.files.count >= 5)
  }

  @Test(arguments: files)
  func replaysPassing(name: String) {
    let file = CheckedFile.load(path: "\(regressionsFolder)/\(name)")
    #expect(file.isValid, "\(file.renderedDiagnostics)")
    let results = file.replayAll()
    #expect(!results.isEmpty)
    for result in results {
      if let failure = result.failure {
        let place = "\(name): '\(result.scenario.title)' failed at line \(failure.position.line)"
        let what = "\(failure.step): expected \(failure.expected), actual \(failure.actual)"
        Issue.record(Comment(rawValue: "\(place): \(what)"))
      }
    }
  }
}
