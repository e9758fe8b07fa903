import Foundation
import ReferenceModel
import Testing

/// The regression scenarios, each a disagreement of the engine with the page, pass on the
/// reference.
struct ReferenceModelRegressionTests {
  /// `Tests/Regressions/`, which the engine's tests and CI's runner replay too.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Regressions")

  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map {
      folder.lastPathComponent + "/" + $0
    }
  }

  /// Each regression file's scenarios pass on the reference.
  @Test(arguments: files)
  func referenceModelPassesRegression(_ name: String) throws {
    let url = Self.folder.deletingLastPathComponent().appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let file = try #require(Reader.read(text), "the reference reads \(name)")
    for scenario in file.scenarios {
      let run = ReferenceRun(screen: file.screen, scenario: scenario, background: file.background)
      #expect(run.initialViolation == nil, "\(name): \(scenario.title)")
      if let failed = run.failedStep {
        Issue.record(
          "\(name): \(scenario.title): step \(failed + 1) fails: \(run.steps[failed].result)")
      }
    }
  }

  /// The reader reads back what the writer writes, for generated files.
  @Test func referenceModelReadsWhatItWrites() {
    var generator = Generator(seed: 7)
    for index in 0..<50 {
      let file = generator.makeFile(index: index)
      let text = Writer.write(file).text
      let again = Reader.read(text).map { Writer.write($0).text }
      #expect(again == text, "file \(index) reads back as it was written")
    }
  }
}
