/// An examples table: a header naming the columns, then a row per case.
struct ExamplesTable {
  struct Cell {
    let text: String
    let column: Int
  }

  struct Row {
    let line: Int
    let cells: [Cell]
  }

  let position: SourcePosition
  var header: [Cell] = []
  var headerLine = 0
  /// Whether any row was written, even one refused, or the header was refused: then an empty
  /// table has been reported already.
  var hasRowLines = false
  var rows: [Row] = []
}

extension Parser {
  /// Takes a line of an open scenario: a step to parse when the scenario closes, the
  /// `examples` line, or a table row.
  ///
  /// - Returns: `false` for a line that is parsed at once: a `scenario` line or a declaration.
  mutating func routeScenarioLine(_ number: Int, _ line: String) -> Bool {
    if Self.isTableRow(line) {
      addTableRow(number, line)
      return true
    }
    // Most lines are steps, read when the scenario closes: a first word that is plainly no
    // line kind needs no lexing here.
    if table == nil, let word = Self.plainFirstWord(of: line),
      (Self.lineKinds[word] ?? .step) == .step
    {
      pending.append((number, line))
      return true
    }
    guard case .success(let tokens) = LineLexer.tokens(of: line) else {
      pending.append((number, line))
      return true
    }
    guard let first = tokens.first else { return true }
    let position = SourcePosition(file: file.path, line: number, column: first.column)
    switch first.isBare ? Self.lineKinds[first.text] : nil {
    case .scenario?, .declaration?, .background?:
      return false
    case .examples?:
      if table != nil {
        diagnostics.append(Diagnostic(.duplicateExamples, at: position))
      } else {
        if tokens.count > 1 {
          let extra = tokens[1]
          diagnostics.append(
            Diagnostic(
              .unexpectedToken(extra.spelling),
              at: SourcePosition(file: file.path, line: number, column: extra.column)))
        }
        table = ExamplesTable(position: position)
      }
    default:
      if table != nil {
        diagnostics.append(Diagnostic(.stepAfterExamples, at: position))
      } else {
        pending.append((number, line))
      }
    }
    return true
  }

  /// The line's first word when it is plainly one bare word.
  ///
  /// ASCII letters and hyphens after the indentation, then a space, a tab or the end. `nil` for
  /// anything else (a comment, a string, a blank line), which the lexer reads.
  static func plainFirstWord(of line: String) -> String? {
    guard let (_, start) = line.firstNonBlankByte else { return nil }
    let word = line.utf8[start...].prefix { $0 != 0x20 && $0 != 0x09 }
    let isPlain = word.allSatisfy { byte in
      let letter = byte | 0x20
      return (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
        || byte == UInt8(ascii: "-")
    }
    return isPlain ? String(Substring(word)) : nil
  }

  mutating func addTableRow(_ number: Int, _ line: String) {
    let cells = Self.cells(of: line)
    file.literals.cells[number] = cells.map { $0.column..<($0.column + $0.text.count) }
    let pipe =
      (line.firstIndex(of: "|").map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
    let start = SourcePosition(file: file.path, line: number, column: pipe)
    guard var current = table else {
      diagnostics.append(Diagnostic(.tableRowOutsideExamples, at: start))
      return
    }
    defer { table = current }
    if !current.header.isEmpty { current.hasRowLines = true }
    guard !current.header.isEmpty else {
      var seen = Set<String>()
      for cell in cells {
        let position = SourcePosition(file: file.path, line: number, column: cell.column)
        if !LineCursor.isName(cell.text) {
          current.hasRowLines = true
          diagnostics.append(Diagnostic(.invalidColumnName(cell.text), at: position))
        } else if !seen.insert(cell.text).inserted {
          diagnostics.append(Diagnostic(.duplicateColumn(cell.text), at: position))
        }
      }
      current.header = cells
      current.headerLine = number
      return
    }
    guard cells.count == current.header.count else {
      diagnostics.append(
        Diagnostic(.cellCount(expected: current.header.count, found: cells.count), at: start))
      return
    }
    let name = cells[0].text
    let position = SourcePosition(file: file.path, line: number, column: cells[0].column)
    if name.isEmpty {
      diagnostics.append(Diagnostic(.emptyCaseName, at: position))
      return
    }
    if let earlier = current.rows.first(where: { $0.cells[0].text == name }) {
      diagnostics.append(Diagnostic(.duplicateCase(firstLine: earlier.line), at: position))
      return
    }
    current.rows.append(ExamplesTable.Row(line: number, cells: cells))
  }

  /// What a line starts with, read from its bytes, for the outline.
  private enum LineStart {
    case blank, scenario, examples, row, other
  }

  private static func lineStart(of line: String) -> LineStart {
    guard let (first, start) = line.firstNonBlankByte, first != UInt8(ascii: "#") else {
      return .blank
    }
    if first == UInt8(ascii: "|") { return .row }
    let word = line.utf8[start...].prefix { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: "#") }
    if word.elementsEqual("scenario".utf8) { return .scenario }
    if word.elementsEqual("examples".utf8) { return .examples }
    return .other
  }

  /// Notes a line in the file's outline: a `scenario` line opens an entry, and each later line
  /// that is not blank or a comment extends it as a step, its `examples` line, or a row.
  mutating func outline(_ number: Int, _ line: String) {
    let start = Self.lineStart(of: line)
    if start == .scenario { file.outline.append(ScenarioOutline(line: number)) }
    guard start != .blank, start != .scenario, !file.outline.isEmpty else { return }
    let last = file.outline.count - 1
    file.outline[last].lastLine = number
    switch start {
    case .examples where file.outline[last].examples == nil:
      file.outline[last].examples = ExamplesOutline(line: number)
    case .row:
      guard var table = file.outline[last].examples else { return }
      if table.columns.isEmpty {
        table.columns = Self.cells(of: line).map { .init(name: $0.text, column: $0.column) }
      } else {
        table.rowLines.append(number)
      }
      file.outline[last].examples = table
    case .other where file.outline[last].examples == nil:
      file.outline[last].stepLines.append(number)
    default:
      break
    }
  }

  /// Whether a line is a row of a table: its first character that is not white space is `|`.
  package static func isTableRow(_ line: String) -> Bool {
    // Decided by the bytes when the first one after the indentation is ASCII and no bar, or a
    // bar that no combining mark can join (an ASCII byte or the end follows).
    if let (byte, index) = line.firstNonBlankByte, byte < 0x80 {
      guard byte == UInt8(ascii: "|") else { return false }
      let next = line.utf8.index(after: index)
      if next == line.utf8.endIndex || line.utf8[next] < 0x80 { return true }
    }
    return line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("|")
  }

  /// The cells between the `|`s, trimmed, each with the column of its first character.
  private static func cells(of line: String) -> [ExamplesTable.Cell] {
    let characters = Array(line)
    guard let first = characters.firstIndex(of: "|") else { return [] }
    var cells: [ExamplesTable.Cell] = []
    var start = first + 1
    for index in (first + 1)..<characters.count where characters[index] == "|" {
      cells.append(cell(characters[start..<index], from: start))
      start = index + 1
    }
    let rest = characters[start...]
    if !rest.allSatisfy(\.isWhitespace) { cells.append(cell(rest, from: start)) }
    return cells
  }

  private static func cell(_ characters: ArraySlice<Character>, from start: Int)
    -> ExamplesTable.Cell
  {
    let leading = characters.prefix(while: \.isWhitespace).count
    let text = String(characters.dropFirst(leading)).trimmingTrailingWhitespace()
    return ExamplesTable.Cell(text: text, column: start + leading + 1)
  }

  /// Ends the current scenario: parses its step lines once, or, with an examples table, once
  /// per case with the placeholders replaced.
  mutating func closeScenario() {
    guard isScenarioOpen, let template = file.scenarios.last else { return }
    isScenarioOpen = false
    let lines = pending
    pending = []
    let examples = table
    table = nil
    guard !lines.isEmpty else {
      diagnostics.append(Diagnostic(.emptyScenario(template.title), at: template.position))
      return
    }
    guard let examples else {
      for line in lines { parseText(line.number, line.text, columnMap: nil, note: nil) }
      return
    }
    guard !examples.header.isEmpty, !examples.rows.isEmpty else {
      if !examples.hasRowLines {
        diagnostics.append(Diagnostic(.emptyExamples, at: examples.position))
      }
      return
    }
    guard placeholdersMatchColumns(of: examples, template: template, lines: lines) else {
      // The other errors of the steps still count: those without a placeholder are checked
      // as written.
      for line in lines where Self.placeholders(in: line.text).isEmpty {
        parseText(line.number, line.text, columnMap: nil, note: nil)
      }
      return
    }
    file.scenarios.removeLast()
    for row in examples.rows {
      expand(template, lines: lines, row: row, columns: examples.header.map(\.text))
    }
  }

  /// Whether every placeholder of the title and steps names a column, and every column but the
  /// first is used; each miss is reported.
  private mutating func placeholdersMatchColumns(
    of examples: ExamplesTable, template: Scenario, lines: [(number: Int, text: String)]
  ) -> Bool {
    let columns = examples.header.map(\.text)
    var used = Set<String>()
    var isValid = true
    let titleLine = template.position.line
    for (number, text) in [(titleLine, source.line(titleLine) ?? "")] + lines {
      for placeholder in Self.placeholders(in: text) {
        if columns.contains(placeholder.name) {
          used.insert(placeholder.name)
          continue
        }
        isValid = false
        diagnostics.append(
          Diagnostic(
            .undefinedPlaceholder(
              placeholder.name, suggestion: placeholder.name.nearest(among: columns)),
            at: SourcePosition(file: file.path, line: number, column: placeholder.column)))
      }
    }
    for cell in examples.header.dropFirst() where !used.contains(cell.text) {
      isValid = false
      diagnostics.append(
        Diagnostic(
          .unusedColumn(cell.text),
          at: SourcePosition(file: file.path, line: examples.headerLine, column: cell.column)
        ))
    }
    return isValid
  }

  /// Adds the scenario of one row: the template's title and steps with the row's values in.
  private mutating func expand(
    _ template: Scenario, lines: [(number: Int, text: String)], row: ExamplesTable.Row,
    columns: [String]
  ) {
    let values = Dictionary(
      zip(columns, row.cells.map(\.text)), uniquingKeysWith: { first, _ in first })
    let name = row.cells[0].text
    let title = Self.substitute(template.title, values).text
    var scenario = Scenario(
      title: "\(title) [\(name)]", position: template.position, example: name)
    let rowPosition = SourcePosition(
      file: file.path, line: row.line, column: row.cells[0].column)
    scenario.examplePosition = rowPosition
    file.scenarios.append(scenario)
    let note = Diagnostic.Note(position: rowPosition, message: Diagnostic.Note.inExample)
    for line in lines {
      let (text, map) = Self.substitute(line.text, values)
      exampleText = text.trimmingLeadingWhitespace()
      parseText(line.number, text, columnMap: map, note: note)
      exampleText = nil
    }
  }

  /// Every `<name>` in a text, with the column of its `<`.
  package static func placeholders(in text: String) -> [(name: String, column: Int)] {
    let characters = Array(text)
    var found: [(String, Int)] = []
    var index = 0
    while index < characters.count {
      if characters[index] == "<", let (name, end) = placeholder(in: characters, at: index) {
        found.append((name, index + 1))
        index = end + 1
      } else {
        index += 1
      }
    }
    return found
  }

  /// The text with each `<name>` that has a value replaced, and for each character of the
  /// result the column it came from.
  static func substitute(_ text: String, _ values: [String: String]) -> (text: String, map: [Int]) {
    let characters = Array(text)
    var result = ""
    var map: [Int] = []
    var index = 0
    while index < characters.count {
      if characters[index] == "<", let (name, end) = placeholder(in: characters, at: index),
        let value = values[name]
      {
        result += value
        map.append(contentsOf: repeatElement(index + 1, count: value.count))
        index = end + 1
      } else {
        result.append(characters[index])
        map.append(index + 1)
        index += 1
      }
    }
    return (result, map)
  }

  /// The placeholder name starting at a `<`, and the index of its `>`.
  private static func placeholder(in characters: [Character], at start: Int)
    -> (String, Int)?
  {
    var end = start + 1
    while end < characters.count, characters[end] != ">", end - start <= 64 {
      end += 1
    }
    guard end < characters.count, characters[end] == ">" else { return nil }
    let name = String(characters[(start + 1)..<end])
    return LineCursor.isName(name) ? (name, end) : nil
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var result = self
    while let last = result.last, last.isWhitespace { result.removeLast() }
    return result
  }
}
