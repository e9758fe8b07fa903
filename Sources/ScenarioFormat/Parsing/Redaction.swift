import ControlModel
import Foundation

/// Masks secrets in a source line before it is printed.
package enum Redaction {
  /// The line with its strings masked where they could be a secret.
  ///
  /// The strings of `type`, `paste`, `answer` and `expect … text` lines are masked, one `•` per
  /// character between the quotes, unless the field they name is a known field that is not
  /// secure. A line that does not lex is masked whole, to be safe.
  package static func redact(_ line: String, plainFields: Set<String>) -> String {
    guard case .success(let tokens) = LineLexer.tokens(of: line), let first = tokens.first,
      first.isBare
    else { return maskStrings(line) }
    let target: String?
    switch first.text {
    case "type", "paste", "answer":
      target = tokens.count > 1 ? tokens[1].text : nil
    case "expect" where tokens.count > 2 && tokens[2].text == "text":
      target = tokens[1].text
    default:
      return line
    }
    if let target, plainFields.contains(target) { return line }
    return maskStrings(line)
  }

  /// The rows of examples tables whose cells go into a masked string of their scenario's steps
  /// (a secure field's text, say), by line number, with those cells masked.
  ///
  /// The tables and their scenario's step lines come from the file's outline. A column is
  /// secret when its `<placeholder>` appears in a step line that ``redact(_:plainFields:)``
  /// masks. The case name in the first column shows here; in titles and ids, a value that goes
  /// into a secure field is masked (`CheckedFile`).
  package static func maskedTableRows(
    of file: ScenarioFile, lines: [String?], plainFields: Set<String>
  ) -> [Int: String] {
    func line(_ number: Int) -> String? {
      lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }
    var result: [Int: String] = [:]
    for scenario in file.outline {
      guard let table = scenario.examples, !table.rowLines.isEmpty else { continue }
      let secret = Set(
        scenario.stepLines.compactMap(line).map { $0.trimmingLeadingWhitespace() }
          .filter { redact($0, plainFields: plainFields) != $0 }
          .flatMap { Parser.placeholders(in: $0).map(\.name) })
      let columns = Set(
        table.columns.indices.dropFirst().filter { secret.contains(table.columns[$0].name) })
      guard !columns.isEmpty else { continue }
      for number in table.rowLines {
        guard let text = line(number) else { continue }
        result[number] = mask(cells: columns, of: text)
      }
    }
    return result
  }

  /// The row with the content of the given cells (counted from 0 after the first `|`) masked,
  /// one `•` per character, so that columns stay where they were.
  private static func mask(cells: Set<Int>, of line: String) -> String {
    var result = ""
    var cell = -1
    for character in line {
      if character == "|" {
        cell += 1
        result.append(character)
      } else if cells.contains(cell), !character.isWhitespace {
        result.append(Masking.bullet)
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Every string's content replaced by bullets, one per character written, so that columns
  /// stay where they were; a comment is dropped.
  private static func maskStrings(_ line: String) -> String {
    var result = ""
    var inString = false
    var escaping = false
    for character in line {
      if inString {
        if escaping {
          escaping = false
          result.append(Masking.bullet)
        } else if character == "\\" {
          escaping = true
          result.append(Masking.bullet)
        } else if character == "\"" {
          inString = false
          result.append(character)
        } else {
          result.append(Masking.bullet)
        }
      } else {
        if character == "#" { break }
        result.append(character)
        if character == "\"" { inString = true }
      }
    }
    return result
  }
}
