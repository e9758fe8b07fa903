import Foundation
import Testing

@testable import ScenarioLanguageServer

/// The hover of a keyword and the format reference's entry for it are one text: every word the
/// hover knows is listed under "Keywords" in `FormatReference.md` with the hover's text, and the
/// article lists no other word.
@Suite("Keyword documentation")
struct KeywordDocumentationTests {
  /// The format reference, found from this file.
  static let articlePath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ScenarioFormat/ScenarioFormat.docc/Articles")
    .appendingPathComponent("FormatReference.md").path

  @Test func theFormatReferenceListsEveryKeywordWithItsHoverText() throws {
    let article = try String(contentsOfFile: Self.articlePath, encoding: .utf8)
    let listed = Self.entries(inKeywordsOf: article)
    let documented = KeywordDocumentation.entries
    var agree = true
    for entry in documented where listed[entry.word] != entry.text {
      agree = false
      Issue.record(
        "'\(entry.word)': the hover says \(entry.text), the article \(listed[entry.word] ?? "nothing")"
      )
    }
    let known = Set(documented.map(\.word))
    for word in listed.keys.sorted() where !known.contains(word) {
      agree = false
      Issue.record("'\(word)' is listed in the article, but the hover does not know it")
    }
    if !agree {
      let section = Self.section(documented)
      Issue.record("The section as the hover's texts write it, under '### Keywords':\n\n\(section)")
    }
  }

  @Test func theWordsAreWrappedSoThatTheirTextsReadBackWhole() {
    let section = "### Keywords\n\n" + Self.section(KeywordDocumentation.entries)
    let listed = Self.entries(inKeywordsOf: section)
    #expect(listed.count == KeywordDocumentation.entries.count)
    for entry in KeywordDocumentation.entries {
      #expect(listed[entry.word] == entry.text)
    }
    #expect(section.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  // MARK: - Reading and writing the article's section

  /// The list items `- **word**: text` between `### Keywords` and the next heading of its level
  /// or above, each with its continuation lines (indented by two spaces) joined by one space, by
  /// word.
  static func entries(inKeywordsOf article: String) -> [String: String] {
    let lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "### Keywords") else { return [:] }
    var entries: [String: String] = [:]
    var current: String?
    func close() {
      guard let item = current, let end = item.range(of: "**: ") else { return }
      let word = String(item[item.index(item.startIndex, offsetBy: 2)..<end.lowerBound])
      entries[word] = item
      current = nil
    }
    for line in lines[(start + 1)...] {
      if line.hasPrefix("## ") || line.hasPrefix("### ") { break }
      if line.hasPrefix("- **") {
        close()
        current = String(line.dropFirst(2))
      } else if current != nil, line.hasPrefix("  "),
        !line.trimmingCharacters(in: .whitespaces).isEmpty
      {
        current? += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        close()
      }
    }
    close()
    return entries
  }

  /// The entries under their vocabularies' headings, each item wrapped at 100 columns.
  static func section(_ entries: [(heading: String, word: String, text: String)]) -> String {
    var lines: [String] = []
    var heading: String?
    for entry in entries {
      if entry.heading != heading {
        if heading != nil { lines.append("") }
        lines.append("#### \(entry.heading)")
        lines.append("")
        heading = entry.heading
      }
      lines.append(contentsOf: wrapped("- " + entry.text))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A list item wrapped at 100 columns, its continuation lines indented by two spaces; a line
  /// never starts with a character that Markdown would read as a new block.
  private static func wrapped(_ item: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in item.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      let startsBlock =
        word.first.map { "-+*#>|".contains($0) } ?? true
        || (word.dropLast().allSatisfy(\.isNumber) && [".", ")"].contains(word.last))
      if candidate.count > 100, !line.isEmpty, !startsBlock {
        lines.append(line)
        line = "  " + word
      } else {
        line = candidate
      }
    }
    lines.append(line)
    return lines
  }
}
