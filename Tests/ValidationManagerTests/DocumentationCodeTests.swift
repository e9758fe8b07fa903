import Foundation
import Testing

/// Every Swift example of the documentation is code the build compiles.
///
/// Each ```swift block of README.md, CONTRIBUTING.md and the DocC catalogues
/// (`Sources/*/*.docc`), and of the doc comments of ``commentedSources``, appears, whitespace
/// aside, in one of ``compiledSources``; its `import` lines need only be imports of that source.
///
/// A block that is deliberately a fragment (UIKit or SwiftUI, which Linux lacks; a manifest's
/// excerpt) follows a line `<!-- fragment -->`, and is left out.
@Suite("Documentation examples compile")
struct DocumentationCodeTests {
  /// The package's folder, found from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The sources that hold the examples, as the documentation writes them: tests that run them,
  /// and the files of `Examples/` that the documentation quotes (CI builds those packages).
  static let compiledSources = [
    "Tests/ValidationManagerTests/DocumentationExamplesTests.swift",
    "Tests/ValidationManagerTests/InAnAppTests.swift",
    "Tests/ValidationManagerTests/DraftsArticleTests.swift",
    "Tests/ScenarioEngineTests/DocumentationExamplesTests.swift",
    "Tests/ScenarioExplorerTests/DocumentationExamplesTests.swift",
    "Tests/ScenarioMutationTests/DocumentationExamplesTests.swift",
    "Tests/ScenarioTestingTests/ScenarioFilesTests.swift",
    "Examples/Checkout/Sources/CheckoutCatalogue/CheckoutCatalogue.swift",
    "Examples/Checkout/Sources/checkout-scenarios/CheckoutScenarios.swift",
    "Examples/Checkout/Tests/CheckoutTests/CheckoutScenarioTests.swift",
  ]

  /// The Swift files whose doc comments' examples are held too.
  static let commentedSources = ["Sources/ValidationManager/Rows/RowGroup.swift"]

  /// One ```swift block: where it is, and its code.
  struct Block: CustomTestStringConvertible, Sendable {
    let file: String
    let line: Int
    let code: String
    var testDescription: String { "\(file):\(line)" }
  }

  /// Every block of the documentation that is not marked as a fragment.
  static let blocks: [Block] = {
    var documents = ["README.md", "CONTRIBUTING.md"]
    let sources = root.appendingPathComponent("Sources")
    if let files = FileManager.default.enumerator(atPath: sources.path) {
      for case let file as String in files where file.hasSuffix(".md") && file.contains(".docc/") {
        documents.append("Sources/" + file)
      }
    }
    var blocks: [Block] = []
    for document in documents.sorted() {
      guard let text = read(document) else { continue }
      blocks += Self.blocks(in: text.components(separatedBy: "\n"), of: document)
    }
    for source in commentedSources {
      guard let text = read(source) else { continue }
      let lines = text.components(separatedBy: "\n").map { line in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else { return "" }
        let comment = trimmed.dropFirst(3)
        return String(comment.first == " " ? comment.dropFirst() : comment)
      }
      blocks += Self.blocks(in: lines, of: source)
    }
    return blocks
  }()

  @Test func theDocumentationHasExamples() {
    #expect(Self.blocks.count >= 20)
    #expect(Self.blocks.contains { $0.file == "README.md" })
    #expect(Self.blocks.contains { $0.file.hasSuffix("RowGroup.swift") })
  }

  @Test(arguments: blocks)
  func theExampleIsCompiled(_ block: Block) throws {
    let lines = block.code.components(separatedBy: "\n")
    let imports = lines.filter(Self.isImport).map { $0.trimmingCharacters(in: .whitespaces) }
    let body = Self.squeezed(lines.filter { !Self.isImport($0) }.joined(separator: "\n"))
    let holders = Self.compiledSources.filter { source in
      guard let text = Self.read(source) else { return false }
      return Self.squeezed(text).contains(body)
    }
    try #require(
      !holders.isEmpty,
      "\(block.file):\(block.line): this example is in none of the compiled sources; write it in one that compiles it (or mark it <!-- fragment -->)"
    )
    for module in imports {
      #expect(
        holders.contains { source in
          Self.read(source)?.components(separatedBy: "\n").contains {
            $0.trimmingCharacters(in: .whitespaces).hasSuffix(module)
          } == true
        },
        "\(block.file):\(block.line): '\(module)' is imported by none of \(holders)")
    }
  }

  // MARK: - Reading

  private static func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The ```swift blocks of a file's lines, with the line of each opening fence (from 1); a
  /// block whose previous non-blank line is `<!-- fragment -->` is left out.
  private static func blocks(in lines: [String], of file: String) -> [Block] {
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index].trimmingCharacters(in: .whitespaces)
      guard fence == "```swift" else {
        index += 1
        continue
      }
      let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      let isFragment = previous?.trimmingCharacters(in: .whitespaces) == "<!-- fragment -->"
      var end = index + 1
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
        end += 1
      }
      if !isFragment {
        let code = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")
        blocks.append(Block(file: file, line: index + 1, code: code))
      }
      index = end + 1
    }
    return blocks
  }

  private static func isImport(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    return words.count >= 2 && words.dropLast().last == "import"
  }

  /// The text without white space: what a reformatting cannot change.
  private static func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
  }
}
