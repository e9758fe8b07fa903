import ValidationManager

/// The names of a catalogue's screens as text: each screen's controls and managers with their
/// kinds, and which fields are secure.
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
///   switch terms
///   button pay
///   manager form
/// ```
package struct ScreenListing: Sendable, Equatable {
  /// One name of a screen.
  package struct Entry: Sendable, Hashable {
    package let name: String
    package let kind: DeclarationKind
    package let isSecure: Bool
  }

  /// Each screen's names, by the screen's name.
  package private(set) var screens: [String: [Entry]] = [:]

  /// A listing of these screens' names, each screen's in name order.
  ///
  /// - Parameter symbols: Each screen's names with their kinds and secrecy, by screen.
  package init(symbols: [String: [String: (kind: DeclarationKind, isSecure: Bool)]] = [:]) {
    screens = symbols.mapValues { names in
      names.map { Entry(name: $0.key, kind: $0.value.kind, isSecure: $0.value.isSecure) }
        .sorted { $0.name < $1.name }
    }
  }

  /// The names of one screen, for the checker.
  package func symbols(of screen: String) -> [String: (kind: DeclarationKind, isSecure: Bool)]? {
    screens[screen].map { entries in
      Dictionary(uniqueKeysWithValues: entries.map { ($0.name, ($0.kind, $0.isSecure)) })
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
        let secure = entry.isSecure ? " " + Keyword.FieldOption.secure.rawValue : ""
        lines.append(ScenarioWriter.indent + "\(entry.kind.rawValue) \(entry.name)" + secure)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a listing, with an error at the place of every line it cannot read.
  ///
  /// - Parameter source: The listing's lines.
  /// - Returns: The screens it lists (the lines it could read), and its errors.
  package static func parse(_ source: SourceFile) -> (ScreenListing, [Diagnostic]) {
    var listing = ScreenListing()
    var errors: [Diagnostic] = []
    var screen: String?
    var names: Set<String> = []
    let kinds = DeclarationKind.allCases.map(\.rawValue)
    for (index, line) in source.lines.enumerated() {
      func error(_ message: DiagnosticMessage, column: Int) {
        errors.append(
          Diagnostic(
            message, at: SourcePosition(file: source.path, line: index + 1, column: column)))
      }
      guard let line else {
        error(.expected("a line of UTF-8 text", found: nil), column: 1)
        continue
      }
      let tokens: [Token]
      switch LineLexer.tokens(of: line) {
      case .success(let found): tokens = found
      case .failure(let failure):
        error(failure.message, column: failure.column)
        continue
      }
      guard let first = tokens.first else { continue }
      let isIndented = first.column > 1
      if !isIndented {
        guard first.isBare, first.text == Keyword.Declaration.screen.rawValue else {
          error(
            DeclarationKind(rawValue: first.text) != nil
              ? .expected(
                "'screen \"NAME\"' at the margin, with the screen's names indented below it",
                found: first.spelling)
              : .unknownKeyword(first.spelling, suggestion: first.text.nearest(among: ["screen"])),
            column: first.column)
          continue
        }
        guard tokens.count > 1, tokens[1].kind == .string else {
          error(
            .expected("the screen's name in quotes", found: tokens.dropFirst().first?.spelling),
            column: tokens.dropFirst().first?.column ?? line.count + 1)
          continue
        }
        if tokens.count > 2 {
          error(.unexpectedToken(tokens[2].spelling), column: tokens[2].column)
        }
        screen = tokens[1].text
        names = []
        listing.screens[tokens[1].text] = []
        continue
      }
      guard let current = screen else {
        error(
          .expected("'screen \"NAME\"' before the screen's names", found: first.spelling),
          column: first.column)
        continue
      }
      guard first.isBare, let kind = DeclarationKind(rawValue: first.text) else {
        error(
          .unknownKeyword(first.spelling, suggestion: first.text.nearest(among: kinds)),
          column: first.column)
        continue
      }
      guard tokens.count > 1, tokens[1].isBare else {
        error(
          .expected("the name of the \(kind.rawValue)", found: tokens.dropFirst().first?.spelling),
          column: tokens.dropFirst().first?.column ?? line.count + 1)
        continue
      }
      let name = tokens[1].text
      guard names.insert(name).inserted else {
        error(.duplicateName(name), column: tokens[1].column)
        continue
      }
      var isSecure = false
      if tokens.count > 2 {
        if kind == .field, tokens[2].isBare, tokens[2].text == Keyword.FieldOption.secure.rawValue {
          isSecure = true
        } else {
          error(
            kind == .field
              ? .expected("'secure' or the end of the line", found: tokens[2].spelling)
              : .unexpectedToken(tokens[2].spelling),
            column: tokens[2].column)
          continue
        }
        if tokens.count > 3 {
          error(.unexpectedToken(tokens[3].spelling), column: tokens[3].column)
          continue
        }
      }
      listing.screens[current, default: []].append(
        Entry(name: name, kind: kind, isSecure: isSecure))
    }
    return (listing, errors)
  }
}
