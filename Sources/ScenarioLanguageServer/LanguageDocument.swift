import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat

/// An open scenario file as the language server sees it: its text, the engine's check of it,
/// and the questions the editor asks about places in it.
///
/// Positions here are the engine's: lines from 1, columns in characters from 1. The server
/// converts to and from the client's encoding.
struct LanguageDocument {
  let uri: String
  let version: Int
  let text: String
  let checked: CheckedFile
  /// The lines, with a line that is not valid UTF-8 as empty (the client sends strings).
  let lines: [String]
  /// The names of the catalogue's screens, for `screen from`.
  let catalogueNames: [String]
  private let recordingCache = RecordingCache()

  init(uri: String, version: Int, text: String, catalogue: ScreenCatalogue) {
    self.uri = uri
    self.version = version
    self.text = text
    let path = Self.path(of: uri)
    self.checked = CheckedFile(source: SourceFile(path: path, text: text), catalogue: catalogue)
    self.lines = checked.source.lines.map { $0 ?? "" }
    self.catalogueNames = catalogue.names
  }

  /// The file path of a `file:` URI, or the URI itself for another scheme.
  static func path(of uri: String) -> String {
    guard let url = URL(string: uri), url.isFileURL else { return uri }
    return url.path
  }

  /// The text of a line, from 1; empty past the end.
  func line(_ number: Int) -> String {
    lines.indices.contains(number - 1) ? lines[number - 1] : ""
  }

  // MARK: - Names

  /// The kind of a name the steps may use: declared, or on the built screen.
  func kind(of name: String) -> DeclarationKind? {
    checked.symbols[name]?.kind ?? checked.symbols[Checker.key(NameReference(written: name))]?.kind
  }

  /// What `--record` would write into the file, replayed once per version of the text.
  var recording: Recording { recordingCache.value(for: checked) }

  /// A screen of the catalogue that the file names, built, to describe its names.
  var builtScreen: ScreenInstance? {
    guard let factory = checked.factory else { return nil }
    let clock = VirtualClock()
    return (try? factory(clock)).map { ScreenInstance(built: $0, clock: clock) }
  }

  /// The options of a picker, declared or built, in order.
  func options(of name: String) -> [String] {
    if case .picker(let options)? = declaration(of: name)?.details { return options.options }
    if case .control(.picker(let picker))? = builtScreen?[name] { return picker.options }
    return []
  }

  /// The days worth offering for a date, declared or built: its bounds and its starting day.
  func days(of name: String) -> [(day: CalendarDate, what: String)] {
    var bounds: (from: CalendarDate?, to: CalendarDate?, selected: CalendarDate?)
    if case .date(let options)? = declaration(of: name)?.details {
      bounds = (options.from, options.to, options.selected)
    } else if case .control(.date(let date))? = builtScreen?[name] {
      bounds = (date.earliest, date.latest, date.day)
    } else {
      return []
    }
    var days: [(day: CalendarDate, what: String)] = []
    for (day, what) in [
      (bounds.from, "the first day \(name) takes"), (bounds.to, "the last day \(name) takes"),
      (bounds.selected, "the day \(name) starts with"),
    ] {
      if let day, !days.contains(where: { $0.day == day }) { days.append((day, what)) }
    }
    return days
  }

  /// The declaration of a name in this file, if the file declares it.
  func declaration(of name: String) -> Declaration? {
    guard let row = RowReference(name) else {
      return checked.file.declarations.first { $0.name.name == name }
    }
    return checked.file.declarations.first { $0.name.name == row.member && $0.group == row.group }
  }

  // MARK: - Tokens

  /// The extent of the token that starts at a column, as the lexer reads it.
  ///
  /// A string left open runs to the end of the line; at a column where no token starts (a
  /// placeholder inside a string) the extent is the word there, and past the end of the line
  /// it is empty.
  ///
  /// - Returns: The first column and the column after the last.
  func extent(line number: Int, column: Int) -> (start: Int, end: Int) {
    let text = line(number)
    switch LineLexer.tokens(of: text) {
    case .success(let tokens):
      if let token = tokens.first(where: { $0.column == column }) { return (column, token.end) }
    case .failure(let failure):
      if failure.column == column, failure.message == .unterminatedString {
        return (column, text.count + 1)
      }
    }
    let word = text.dropFirst(max(column - 1, 0)).prefix { !$0.isWhitespace && $0 != "\"" }
    return (column, column + word.count)
  }

  /// The bare word under a column, with its extent, if any: a name or keyword.
  func word(line number: Int, column: Int) -> (text: String, start: Int, end: Int)? {
    guard case .success(let tokens) = LineLexer.tokens(of: line(number)) else { return nil }
    for token in tokens where token.isBare && (token.column...token.end).contains(column) {
      return (token.text, token.column, token.end)
    }
    return nil
  }

  /// The tokens of a line, to tell what a word in it is; none for a line with a string left
  /// open.
  func tokens(line number: Int) -> [Token] {
    guard case .success(let tokens) = LineLexer.tokens(of: line(number)) else { return [] }
    return tokens
  }

  // MARK: - Structure

  /// The outline entry of the scenario that a line belongs to, if it comes after a `scenario`
  /// line: the parser's, so that the editor and the engine agree on where scenarios stand.
  func scenario(containing number: Int) -> ScenarioOutline? {
    checked.file.outline.last { $0.line <= number }
  }

  /// The line of the `scenario` that a line belongs to, if it comes after one.
  func scenarioLine(containing number: Int) -> Int? {
    scenario(containing: number)?.line
  }

  /// The last line of the scenario that starts at a line, without trailing blank or comment
  /// lines.
  func scenarioEnd(from start: Int) -> Int {
    scenario(containing: start)?.lastLine ?? start
  }

  /// The columns of the examples table of the scenario at a line: the header row's names.
  func exampleColumns(scenarioLine start: Int) -> [String] {
    scenario(containing: start)?.examples?.columns.map(\.name).filter { !$0.isEmpty } ?? []
  }
}

/// The recording of one version of a document, made when first asked for: editors ask for
/// code actions each time the cursor moves.
private final class RecordingCache {
  private var recording: Recording?

  func value(for file: CheckedFile) -> Recording {
    if let recording { return recording }
    let made = file.record()
    recording = made
    return made
  }
}
