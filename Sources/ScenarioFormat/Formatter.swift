/// Lays a scenario file out in one canonical way, keeping what every line says.
///
/// Declarations, `never` lines, `background` and `scenario` lines start at the margin; rules,
/// `shown when` and `enabled when` lines, steps and `examples` are indented by two spaces,
/// table rows by four with their columns aligned; a comment line takes the indentation of the
/// line it precedes. Runs of blank lines become one, a scenario or background (with the
/// comments just above it) has one blank line before it, and the file has none at its start or
/// end and ends with a newline. What a line says after its indentation is kept as written,
/// trailing white space aside, so the file parses to the same scenarios.
///
/// ```swift
/// let formatted = Formatter.format(text)
/// if formatted != text { print("not formatted") }
/// ```
public enum Formatter {
  /// The file's text in the canonical layout.
  ///
  /// - Parameter text: A scenario file's text (formatted or not, valid or not).
  /// - Returns: The text laid out; formatting it again returns it unchanged.
  public static func format(_ text: String) -> String {
    let lines = SourceFile.lines(of: text).map { $0.trimmingTrailingWhitespace() }
    var kinds = lines.map(kind(of:))
    nestRows(&kinds, lines)
    // A comment takes the indentation of the line it precedes.
    var following = Kind.declaration
    for index in kinds.indices.reversed() {
      switch kinds[index] {
      case .comment: kinds[index] = .comment(indent: following.indent)
      case .blank: break
      default: following = kinds[index]
      }
    }
    var output: [String] = []
    var index = 0
    while index < lines.count {
      switch kinds[index] {
      case .blank:
        if let last = output.last, !last.isEmpty { output.append("") }
        index += 1
      case .row:
        var end = index
        while end < lines.count, kinds[end] == .row { end += 1 }
        output += aligned(Array(lines[index..<end]))
        index = end
      case _ where startsScenario(at: index, kinds):
        // One blank line before a scenario and the comments that introduce it.
        if let last = output.last, !last.isEmpty { output.append("") }
        output.append(indented(lines[index], kinds[index].indent))
        index += 1
      default:
        output.append(indented(lines[index], kinds[index].indent))
        index += 1
      }
    }
    while output.last?.isEmpty == true { output.removeLast() }
    return output.isEmpty ? "" : output.joined(separator: "\n") + "\n"
  }

  private enum Kind: Equatable {
    case blank, declaration, nested, scenario, row
    /// A declaration of a group's row, and a rule or `shown when` under one.
    case rowDeclaration, rowNested
    case comment(indent: Int)

    var indent: Int {
      switch self {
      case .blank, .declaration, .scenario: 0
      case .nested, .rowDeclaration: 2
      case .row, .rowNested: 4
      case .comment(let indent): indent
      }
    }
  }

  /// The lines between a `group` line and its `end` are a row's: indented one step more.
  ///
  /// After a `background` or `scenario` line, `today` is a step (version 2.1).
  private static func nestRows(_ kinds: inout [Kind], _ lines: [String]) {
    var inGroup = false
    var inSteps = false
    for index in kinds.indices {
      switch kinds[index] {
      case .declaration:
        let body = Indentation.split(lines[index]).body
        let word = String(body.prefix { !$0.isWhitespace && $0 != "#" && $0 != "\"" })
        switch Keyword.Declaration(rawValue: word) {
        case .group?: inGroup = true
        case .end?: inGroup = false
        case .today? where inSteps: kinds[index] = .nested
        default: if inGroup { kinds[index] = .rowDeclaration }
        }
      case .nested where inGroup: kinds[index] = .rowNested
      case .scenario:
        inGroup = false
        inSteps = true
      default: break
      }
    }
  }

  private static func kind(of line: String) -> Kind {
    let content = Indentation.split(line).body
    guard let first = content.first else { return .blank }
    if first == "#" { return .comment(indent: 0) }
    if first == "|" { return .row }
    let word = String(content.prefix { !$0.isWhitespace && $0 != "#" && $0 != "\"" })
    // A `background` (version 2.1) is laid out as a scenario is: its steps follow it.
    if word == Keyword.Word.scenario.rawValue || word == Keyword.Word.background.rawValue {
      return .scenario
    }
    // `shown when` and `enabled when` belong to the control above them, as its rules do.
    if let declaration = Keyword.Declaration(rawValue: word), declaration != .shown,
      declaration != .enabled
    {
      return .declaration
    }
    return .nested
  }

  /// Whether the line at an index begins a scenario: its `scenario` line, or the first of the
  /// comments just above it.
  private static func startsScenario(at index: Int, _ kinds: [Kind]) -> Bool {
    func isComment(_ kind: Kind) -> Bool {
      if case .comment = kind { true } else { false }
    }
    guard kinds[index] == .scenario || isComment(kinds[index]) else { return false }
    if index > 0, isComment(kinds[index - 1]) { return false }
    var next = index
    while next < kinds.count, isComment(kinds[next]) { next += 1 }
    return next < kinds.count && kinds[next] == .scenario
  }

  private static func indented(_ line: String, _ indent: Int) -> String {
    String(repeating: " ", count: indent) + Indentation.split(line).body
  }

  /// Table rows with their cells trimmed and padded, so that the `|`s line up.
  private static func aligned(_ rows: [String]) -> [String] {
    let cells = rows.map { row -> [String] in
      let content = Indentation.split(row).body.dropFirst()
      var parts = content.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: " \t")
      }
      // The text after the last `|`: nothing for a closed row.
      if parts.last?.isEmpty == true { parts.removeLast() }
      return parts
    }
    let columns = cells.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      cells.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return cells.map { row in
      // A row of no cells stays one: `|  |` would be a row of one empty cell.
      guard !row.isEmpty else { return "    |" }
      let padded = row.indices.map { column in
        row[column] + String(repeating: " ", count: widths[column] - row[column].count)
      }
      return "    | " + padded.joined(separator: " | ") + " |"
    }
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    var text = self[...]
    while let first = text.first, characters.contains(first) { text = text.dropFirst() }
    while let last = text.last, characters.contains(last) { text = text.dropLast() }
    return String(text)
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var result = self
    // A lone `\r` is whitespace to the lexer; left at a line's end, it would join the `\n`
    // written after it into one line ending, and the next formatting would drop it.
    while let last = result.last, last == " " || last == "\t" || last == "\r" {
      result.removeLast()
    }
    return result
  }
}
