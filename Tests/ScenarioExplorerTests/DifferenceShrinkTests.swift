import ScenarioEngine
import Testing

@testable import ScenarioExplorer

@Suite("The difference between two screens is the shortest found")
struct DifferenceShrinkTests {
  /// Seven required fields open an eighth, whose limit is `limit`.
  ///
  /// A note that nothing reads is written between the fields by the file's scenario. The limits
  /// differ only once the
  /// eighth field is open and full: deeper than the search from the empty screens reaches, so
  /// it is found from the scenario's states, whose path carries the note's steps.
  private func file(limit: Int) -> CheckedFile {
    let fields = (1...7).map { "f\($0)" }
    var text = fields.map { "field \($0)\n  required\n" }.joined()
    text += "field f8 limit \(limit)\nfield note\n"
    text += "manager section verifies \(fields.joined(separator: " ")) manages f8\n"
    text += "scenario \"everything filled\"\n"
    for (index, field) in fields.enumerated() {
      text += "  type note \"\(index)\"\n  type \(field) \"x\"\n"
    }
    text += "  type f8 \"abc\"\n  expect f8 enabled\n"
    return CheckedFile(text: text, path: "limit-\(limit).scenario")
  }

  @Test func stepsTheDifferenceDoesNotNeedAreDropped() throws {
    let original = file(limit: 3)
    try #require(original.isValid, "\(original.renderedDiagnostics)")
    let report = Explorer.difference(between: original, and: file(limit: 4))
    let difference = try #require(report.difference)
    // The seven fields that open the eighth, then a text over its limit: no note.
    #expect(
      difference.steps == (1...7).map { "type f\($0) \"x\"" } + ["paste f8 \"abcc\""],
      "\(difference.steps)")
    #expect(difference.expectations.contains("expect f8 refused 1"))
  }
}
