import ValidationManager

/// The names of a catalogue's screens as text: each screen's controls and managers with their
/// kinds, which fields are secure, and each picker's options.
///
/// It is what a build tool checks `screen from` files against, since a build cannot run the
/// app's code: a runner of your own writes it (`--list-screens --out FILE`), the build plugin
/// reads it (`--check --screens FILE`), and `--list-screens --check` says when it is out of
/// date.
///
/// ```
/// screen "checkout"
///   field cardNumber
///   field cvc secure
///   picker country options "US" "DE"
///   switch terms
///   button pay
///   manager form
///   group line
///     field item
///     stepper quantity
/// ```
///
/// A group's row names are indented below it; a group listed with none starts with no rows,
/// and its row names are checked when a scenario runs.
package struct ScreenListing: Sendable, Equatable {
  /// One name of a screen.
  package struct Entry: Sendable, Hashable {
    package let name: String
    package let symbol: BuiltName
  }

  /// Each screen's names, by the screen's name.
  package private(set) var screens: [String: [Entry]] = [:]

  /// A listing of these screens' names, each screen's in name order.
  ///
  /// - Parameter symbols: Each screen's names with what the checker knows of them, by screen.
  package init(symbols: [String: [String: BuiltName]] = [:]) {
    screens = symbols.mapValues { names in
      names.map { Entry(name: $0.key, symbol: $0.value) }.sorted { $0.name < $1.name }
    }
  }

  /// The names of one screen, for the checker.
  package func symbols(of screen: String) -> [String: BuiltName]? {
    screens[screen].map { entries in
      Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.symbol) })
    }
  }

  /// The listing as a file: a comment saying what writes it, then each screen in name order,
  /// its names in name order.
  ///
  /// - Parameter program: The runner that writes it, for the comment.
  /// - Returns: The listing's text, ending with a newline.
  package func text(writtenBy program: String) -> String {
    var lines = [
      "# The screens built in Swift that scenario files name with `screen from`, as the files",
      "# see them. Written by `\(program) --list-screens`; do not edit. The build plugin checks",
      "# the files against it, and `\(program) --list-screens --check` says when it is stale.",
    ]
    for name in screens.keys.sorted() {
      lines.append(ScenarioWriter.screenLine(name))
      for entry in screens[name] ?? [] {
        lines.append(ScenarioWriter.indent + Self.line(entry.name, entry.symbol))
        for (member, symbol) in (entry.symbol.rowMembers ?? [:]).sorted(by: { $0.key < $1.key }) {
          lines.append(ScenarioWriter.indent + ScenarioWriter.indent + Self.line(member, symbol))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One name's line, without its indentation: `field cvc secure`.
  private static func line(_ name: String, _ symbol: BuiltName) -> String {
    var line = "\(symbol.kind.rawValue) \(name)"
    if symbol.isSecure { line += " " + Keyword.FieldOption.secure.rawValue }
    if let options = symbol.options {
      line += ([Keyword.PickerOption.options.rawValue] + options.map(\.scenarioQuoted))
        .map { " " + $0 }.joined()
    }
    return line
  }

  /// Reads a listing, with an error at the place of every line it cannot read.
  ///
  /// - Parameter source: The listing's lines.
  /// - Returns: The screens it lists (the lines it could read), and its errors.
  package static func parse(_ source: SourceFile) -> (ScreenListing, [Diagnostic]) {
    var reader = Reader()
    var errors: [Diagnostic] = []
    for (index, line) in source.lines.enumerated() {
      do {
        try reader.read(line)
      } catch {
        errors.append(
          Diagnostic(
            error.message,
            at: SourcePosition(file: source.path, line: index + 1, column: error.column)))
      }
    }
    return (reader.listing, errors)
  }

  /// What is wrong with a line of a listing, and where.
  private struct LineError: Error {
    let message: DiagnosticMessage
    let column: Int
  }

  /// Reads a listing line by line: a `screen` line at the margin, then its names indented.
  private struct Reader {
    var listing = ScreenListing()
    var screen: String?
    var names: Set<String> = []
    /// The group listed last, whose row names the lines indented below it give.
    var group: (name: String, column: Int)?
    var rowNames: Set<String> = []

    mutating func read(_ line: String?) throws(LineError) {
      guard let line else {
        throw LineError(message: .expected("a line of UTF-8 text", found: nil), column: 1)
      }
      let tokens: [Token]
      switch LineLexer.tokens(of: line) {
      case .success(let found): tokens = found
      case .failure(let failure):
        throw LineError(message: failure.message, column: failure.column)
      }
      guard let first = tokens.first else { return }
      if first.column > 1 {
        try readEntry(tokens, endColumn: line.count + 1)
      } else {
        try readScreen(tokens, endColumn: line.count + 1)
      }
    }

    /// `screen "NAME"`.
    private mutating func readScreen(_ tokens: [Token], endColumn: Int) throws(LineError) {
      let first = tokens[0]
      guard first.isBare, first.text == Keyword.Declaration.screen.rawValue else {
        let screen = Keyword.Declaration.screen.rawValue
        throw LineError(
          message: DeclarationKind(rawValue: first.text) != nil
            ? .expected(
              "'screen \"NAME\"' at the margin, with the screen's names indented below it",
              found: first.spelling)
            : .unknownKeyword(first.spelling, suggestion: first.text.nearest(among: [screen])),
          column: first.column)
      }
      guard tokens.count > 1, tokens[1].kind == .string else {
        throw LineError(
          message: .expected(
            "the screen's name in quotes", found: tokens.dropFirst().first?.spelling),
          column: tokens.dropFirst().first?.column ?? endColumn)
      }
      screen = tokens[1].text
      names = []
      group = nil
      listing.screens[tokens[1].text] = []
      if tokens.count > 2 {
        throw LineError(message: .unexpectedToken(tokens[2].spelling), column: tokens[2].column)
      }
    }

    /// `KIND NAME [secure]`, below a `screen` line.
    private mutating func readEntry(_ tokens: [Token], endColumn: Int) throws(LineError) {
      let first = tokens[0]
      guard let current = screen else {
        throw LineError(
          message: .expected("'screen \"NAME\"' before the screen's names", found: first.spelling),
          column: first.column)
      }
      guard first.isBare, let kind = DeclarationKind(rawValue: first.text) else {
        let kinds = DeclarationKind.allCases.map(\.rawValue)
        throw LineError(
          message: .unknownKeyword(first.spelling, suggestion: first.text.nearest(among: kinds)),
          column: first.column)
      }
      guard tokens.count > 1, tokens[1].isBare else {
        throw LineError(
          message: .expected(
            "the name of the \(kind.rawValue)", found: tokens.dropFirst().first?.spelling),
          column: tokens.dropFirst().first?.column ?? endColumn)
      }
      let name = tokens[1].text
      let isSecure = try secrecy(of: kind, tokens)
      let options = try self.options(of: kind, tokens)
      let symbol = BuiltName(kind: kind, isSecure: isSecure, options: options)
      if let open = group, first.column > open.column {
        guard rowNames.insert(name).inserted else {
          throw LineError(message: .duplicateName(name), column: tokens[1].column)
        }
        addRowName(name, symbol, to: open.name, on: current)
        return
      }
      guard names.insert(name).inserted else {
        throw LineError(message: .duplicateName(name), column: tokens[1].column)
      }
      group = kind == .group ? (name, first.column) : nil
      rowNames = []
      listing.screens[current, default: []].append(Entry(name: name, symbol: symbol))
    }

    /// A row name below a group's line: the group's entry gains it.
    private mutating func addRowName(
      _ name: String, _ symbol: BuiltName, to group: String, on screen: String
    ) {
      guard var entries = listing.screens[screen],
        let index = entries.lastIndex(where: { $0.name == group })
      else { return }
      var members = entries[index].symbol.rowMembers ?? [:]
      members[name] = symbol
      entries[index] = Entry(name: group, symbol: BuiltName(kind: .group, rowMembers: members))
      listing.screens[screen] = entries
    }

    /// Whether an entry says `secure` after its name (only a field may).
    private func secrecy(of kind: DeclarationKind, _ tokens: [Token]) throws(LineError) -> Bool {
      guard tokens.count > 2, kind != .picker else { return false }
      let secure = Keyword.FieldOption.secure.rawValue
      guard kind == .field, tokens[2].isBare, tokens[2].text == secure else {
        throw LineError(
          message: kind == .field
            ? .expected("'secure' or the end of the line", found: tokens[2].spelling)
            : .unexpectedToken(tokens[2].spelling),
          column: tokens[2].column)
      }
      if tokens.count > 3 {
        throw LineError(message: .unexpectedToken(tokens[3].spelling), column: tokens[3].column)
      }
      return true
    }

    /// A picker's options after `options`: one or more distinct strings.
    ///
    /// A picker listed without them (by an earlier runner) has its options checked when a
    /// scenario runs.
    private func options(of kind: DeclarationKind, _ tokens: [Token]) throws(LineError)
      -> [String]?
    {
      guard kind == .picker, tokens.count > 2 else { return nil }
      let keyword = Keyword.PickerOption.options.rawValue
      guard tokens[2].isBare, tokens[2].text == keyword else {
        throw LineError(
          message: .expected("'\(keyword)' or the end of the line", found: tokens[2].spelling),
          column: tokens[2].column)
      }
      guard tokens.count > 3 else {
        throw LineError(
          message: .expected("the picker's options, each in quotes", found: nil),
          column: tokens[2].column + keyword.count)
      }
      var options: [String] = []
      for token in tokens.dropFirst(3) {
        guard token.kind == .string else {
          throw LineError(
            message: .expected("an option in quotes", found: token.spelling), column: token.column)
        }
        guard !options.contains(token.text) else {
          throw LineError(message: .duplicateOption(token.text), column: token.column)
        }
        options.append(token.text)
      }
      return options
    }
  }
}

/// What a file's checker knows of a name of a screen built in Swift: its kind, whether it is a
/// secure field, and a picker's options.
package struct BuiltName: Sendable, Hashable {
  package let kind: DeclarationKind
  package let isSecure: Bool
  /// A picker's options; `nil` for another kind, or a picker whose options are not known (its
  /// options are then checked when a scenario runs).
  package let options: [String]?
  /// A group's row names, by the names the row template gives; `nil` for another kind, or a
  /// group whose rows are not known (it starts with none: its row names are then checked when
  /// a scenario runs).
  package let rowMembers: [String: BuiltName]?

  package init(
    kind: DeclarationKind, isSecure: Bool = false, options: [String]? = nil,
    rowMembers: [String: BuiltName]? = nil
  ) {
    self.kind = kind
    self.isSecure = isSecure
    self.options = options
    self.rowMembers = rowMembers
  }
}
