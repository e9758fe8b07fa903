import ControlModel
import Foundation

/// Which texts of a scenario file belong to a secure field, decided once on the parsed file,
/// and every printable form of the file's lines, steps and titles that follows from it.
///
/// A step's text is secret when the field it names is not a field the file knows to be plain:
/// a secure field, or a name the file does not declare (an error's line is masked to be safe).
/// The texts are `type`, `paste`, `expect … text` and the text an `answer` names. Every mask
/// is written by ``ControlModel/Masking``.
package struct Secrets: Sendable {
  /// The names whose texts may be printed: every declared name but a secure field's, and but a
  /// field that an `equals` ties to one (its text is the secure field's, when it passes).
  package let plainFields: Set<String>
  /// The secure fields, and the fields an `equals` ties to one.
  package let secureFields: Set<String>
  /// Whether the file may hold a secret at all.
  ///
  /// It may when it has a secure field, a line that names the word `secure`, or a screen
  /// whose names are not known. A line that could not be read is masked only then.
  package let mayHoldSecrets: Bool

  /// Secrets of a file whose plain fields are known.
  ///
  /// - Parameters:
  ///   - plainFields: The declared names that are not secure fields.
  ///   - mayHoldSecrets: Whether the file may hold a secret at all.
  ///   - secureFields: The secure fields, and the fields an `equals` ties to one.
  package init(
    plainFields: Set<String>, mayHoldSecrets: Bool = true, secureFields: Set<String> = []
  ) {
    self.plainFields = plainFields.subtracting(secureFields)
    self.mayHoldSecrets = mayHoldSecrets
    self.secureFields = secureFields
  }

  /// The secure fields of a file's declarations, and every field an `equals` ties to one, in
  /// either direction and through chains: what passes such a rule is the secure field's text.
  ///
  /// - Parameters:
  ///   - declarations: The file's declarations.
  ///   - secure: The names known to be secure fields.
  /// - Returns: The names whose texts are secret.
  package static func tiedToSecureFields(
    _ declarations: [Declaration], secure: Set<String>
  ) -> Set<String> {
    // A row's name under its template key (`acct[].pw`), as the checker's tables keep it; a
    // row's rule names its own row's control first.
    let rowNames = Set(
      declarations.compactMap { declaration in
        declaration.group.map { RowReference.templateKey(group: $0, member: declaration.name.name) }
      })
    func key(_ name: String, in group: String?) -> String {
      guard let group else { return name }
      let row = RowReference.templateKey(group: group, member: name)
      return rowNames.contains(row) ? row : name
    }
    var ties: [(String, String)] = []
    for declaration in declarations {
      for rule in declaration.details.rules {
        guard let other = rule.comparedField else { continue }
        ties.append(
          (
            key(declaration.name.name, in: declaration.group),
            key(other.name, in: declaration.group)
          ))
      }
    }
    var found = secure
    var grew = true
    while grew {
      grew = false
      for (one, other) in ties where found.contains(one) != found.contains(other) {
        found.insert(one)
        found.insert(other)
        grew = true
      }
    }
    return found
  }

  /// Whether a step of a picker's or a date's names a secure field: its string, which the
  /// checker refuses, may be the field's text.
  private func isWrongKindOnASecureField(_ action: Step.Action) -> Bool {
    switch action {
    case .select(let name, _), .pick(let name, _): isSecureField(name.name)
    default: false
    }
  }

  /// Whether a name is a secure field's, or a field's that an `equals` ties to one (a row
  /// reference by its row's name).
  private func isSecureField(_ name: String) -> Bool {
    secureFields.contains(Checker.key(NameReference(written: name)))
  }

  /// Whether a name's texts may be printed: a row reference's are when its row name's are.
  ///
  /// - Parameter name: A name as written in a step.
  /// - Returns: `true` unless the name is a secure field's, or unknown.
  package func isPlain(_ name: String) -> Bool {
    isPlain(NameReference(written: name))
  }

  /// Whether a parsed name's texts may be printed: `true` unless it names a secure field, or
  /// nothing the file declares (a row reference by its row's name).
  package func isPlain(_ reference: NameReference) -> Bool {
    plainFields.contains(Checker.key(reference))
  }

  // MARK: - Steps

  /// The text a step carries that belongs to a secure field, if any.
  ///
  /// - Parameter action: A step.
  /// - Returns: The secret text, or `nil` for a step whose text may be printed or that has none.
  package func secretText(of action: Step.Action) -> String? {
    switch action {
    case .type(let name, let text), .paste(let name, let text), .expect(.text(let name, let text)),
      .expect(.value(let name, .text(let text))), .answer(let name, let text?, _),
      .set(let name, .text(let text)), .load(let name, .text(let text)):
      isPlain(name) ? nil : text
    case .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle, .wait, .explain,
      .select, .increment, .decrement, .pick, .add, .remove, .answer(_, nil, _), .expect, .set,
      .load, .reset, .loadRows, .commit, .today:
      nil
    }
  }

  /// The step with its secret text masked.
  ///
  /// - Parameter action: A step.
  /// - Returns: The same step, its secret text (if any) one bullet per character.
  package func masked(_ action: Step.Action) -> Step.Action {
    guard secretText(of: action) != nil else { return action }
    switch action {
    case .type(let name, let text): return .type(name, Masking.mask(text))
    case .paste(let name, let text): return .paste(name, Masking.mask(text))
    case .expect(.text(let name, let text)): return .expect(.text(name, Masking.mask(text)))
    case .expect(.value(let name, .text(let text))):
      return .expect(.value(name, .text(Masking.mask(text))))
    case .answer(let name, let text?, let answer):
      return .answer(name, text: Masking.mask(text), answer)
    case .set(let name, .text(let text)): return .set(name, .text(Masking.mask(text)))
    case .load(let name, .text(let text)): return .load(name, .text(Masking.mask(text)))
    case .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle, .wait, .explain,
      .select, .increment, .decrement, .pick, .add, .remove, .answer(_, nil, _), .expect, .set,
      .load, .reset, .loadRows, .commit, .today:
      return action
    }
  }

  /// A step as it may be printed: written by the format's writer, its secret text masked.
  ///
  /// - Parameter action: A step.
  /// - Returns: The step's line, without indentation.
  package func printable(_ action: Step.Action) -> String {
    ScenarioWriter.line(masked(action))
  }

  // MARK: - The file

  /// The file with the values of examples rows that go into a secure field masked in the
  /// rows' titles (and so in their ids, in every report and listing).
  ///
  /// - Parameter file: A parsed file.
  /// - Returns: The same file, its titles masked.
  package func maskingTitles(of file: ScenarioFile) -> ScenarioFile {
    var file = file
    for index in file.scenarios.indices where file.scenarios[index].example != nil {
      let secrets = Set(
        file.scenarios[index].steps.compactMap { secretText(of: $0.action) }.filter {
          !$0.isEmpty
        })
      var title = file.scenarios[index].title
      // Longest first, so that a secret inside another is masked with it.
      for secret in secrets.sorted(by: { $0.count > $1.count }) {
        title = title.replacingOccurrences(of: secret, with: Masking.mask(secret))
      }
      file.scenarios[index].title = title
      if let example = file.scenarios[index].example, secrets.contains(example) {
        file.scenarios[index].example = Masking.mask(example)
      }
    }
    return file
  }

  /// The lines of a file that print otherwise than written, masked: the strings of step lines
  /// that hold a secret, the cells of examples rows that go into one, the strings of a line
  /// that names the word `secure`, and lines that could not be read (all but their first
  /// word), in a file that may hold a secret.
  ///
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - source: Its lines.
  /// - Returns: The masked lines, by line number.
  package func maskedLines(of file: ScenarioFile, source: SourceFile) -> [Int: String] {
    var masked: [Int: String] = [:]
    let secretLines = secretStrings(of: file)
    for (number, secret) in secretLines {
      guard let text = source.line(number) else { continue }
      masked[number] = Masking.mask(text, columns: secret.strings, droppingFrom: secret.end)
    }
    for (number, strings) in file.literals.secureLines {
      guard let text = masked[number] ?? source.line(number) else { continue }
      masked[number] = Masking.mask(text, columns: strings)
    }
    for (number, strings) in stringsNamingSecureFields(file, source) {
      guard let text = masked[number] ?? source.line(number) else { continue }
      masked[number] = Masking.mask(text, columns: strings)
    }
    for number in file.literals.unreadable where mayHoldSecrets {
      guard let text = source.line(number) else { continue }
      let indent = text.prefix { $0 == " " || $0 == "\t" }.count
      let word = text.dropFirst(indent).prefix { !$0.isWhitespace }.count
      let start = indent + word + 2
      masked[number] = Masking.mask(text, columns: [start..<max(start, text.count + 1)])
    }
    for (number, text) in secretCells(of: file, source: source, secretLines: secretLines) {
      masked[number] = text
    }
    return masked
  }

  /// The strings of each line before the first scenario (a declaration, a rule, a condition, a
  /// `never` line) that names a secure field: `when pw is "…"` compares with its text.
  private func stringsNamingSecureFields(
    _ file: ScenarioFile, _ source: SourceFile
  ) -> [Int: [Range<Int>]] {
    guard !secureFields.isEmpty else { return [:] }
    let end = file.outline.first?.line ?? source.lines.count + 1
    var found: [Int: [Range<Int>]] = [:]
    for number in 1..<max(1, end) {
      guard let text = source.line(number), case .success(let tokens) = LineLexer.tokens(of: text),
        tokens.contains(where: { $0.isBare && isSecureField($0.text) })
      else { continue }
      let strings = tokens.filter { !$0.isBare }.map {
        ($0.column + 1)..<max($0.column + 1, $0.end - 1)
      }
      if !strings.isEmpty { found[number] = strings }
    }
    return found
  }

  /// Diagnostics whose messages repeat no text their lines mask: a message that quotes what it
  /// found (`found 'hunter2'`) on a line that holds a secret shows it masked too.
  ///
  /// A masked run of three characters or more is masked wherever the message has it; a shorter
  /// one, only where the message quotes it alone, so that a one-letter secret does not blot the
  /// message's words.
  ///
  /// - Parameters:
  ///   - diagnostics: A file's diagnostics.
  ///   - source: Its lines.
  ///   - maskedLines: Its lines as they may be printed (``maskedLines(of:source:)``).
  /// - Returns: The diagnostics, their messages masked.
  package static func maskingMessages(
    of diagnostics: [Diagnostic], source: SourceFile, maskedLines: [Int: String]
  ) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      let line = diagnostic.position.line
      guard let printed = maskedLines[line], let written = source.line(line) else {
        return diagnostic
      }
      var message = diagnostic.message
      for run in hiddenRuns(written, printed).sorted(by: { $0.count > $1.count }) {
        let mask = Masking.mask(run)
        if run.count >= 3 {
          message = message.replacingOccurrences(of: run, with: mask)
        } else {
          for quote in ["'", "\""] {
            message = message.replacingOccurrences(
              of: quote + run + quote, with: quote + mask + quote)
          }
        }
      }
      return message == diagnostic.message ? diagnostic : diagnostic.replacingMessage(message)
    }
  }

  /// The runs of a line that its printed form masks, each as written.
  private static func hiddenRuns(_ written: String, _ printed: String) -> [String] {
    var runs: [String] = []
    var run = ""
    for (character, shown) in zip(written, printed) {
      if shown == Masking.bullet, character != shown {
        run.append(character)
      } else if !run.isEmpty {
        runs.append(run)
        run = ""
      }
    }
    if !run.isEmpty { runs.append(run) }
    // A message quotes one token of a run: each word too, and each without its quotes.
    let words = runs.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    let unquoted = words.map { $0.trimmingCharacters(in: ["\""]) }.filter { !$0.isEmpty }
    return Array(Set(runs + words + unquoted))
  }

  /// The strings of step lines that hold a secret, by line, with the column their line is cut
  /// at: a parsed step's text (its first string), decided by the step; every string of a line
  /// that did not parse (a misspelt keyword's included), decided by the name after its
  /// keyword, to be safe.
  private func secretStrings(of file: ScenarioFile) -> [Int: (strings: [Range<Int>], end: Int)] {
    var strings: [Int: (strings: [Range<Int>], end: Int)] = [:]
    // The background's steps (version 2.1) as every scenario's.
    func note(_ steps: [Step]) {
      for step in steps {
        guard let literal = step.literal,
          secretText(of: step.action) != nil || isWrongKindOnASecureField(step.action)
        else { continue }
        strings[step.position.line] = ([literal], step.lineEnd)
      }
    }
    note(file.background?.steps ?? [])
    for scenario in file.scenarios { note(scenario.steps) }
    for (number, line) in file.literals.unparsedSteps {
      switch line.keyword {
      case nil, .type, .paste, .answer, .expect, .set, .load:
        // Its strings; with none, its words after a name (a text written without quotes).
        let named = line.target.map { LineCursor.isName($0) || $0.contains("[") } ?? false
        let secret =
          line.strings.isEmpty ? (named ? line.rest.map { [$0] } ?? [] : []) : line.strings
        if !(line.target.map(isPlain) ?? false), !secret.isEmpty {
          strings[number] = (secret, line.end)
        }
      case .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle, .wait, .explain,
        .select, .increment, .decrement, .pick, .add, .remove, .reset, .commit, .today:
        // A step of another kind on a secure field (`toggle pw "…"`) may carry its text too;
        // on an unknown name it says nothing of one.
        if let target = line.target, isSecureField(target), let rest = line.rest {
          strings[number] = (line.strings.isEmpty ? [rest] : line.strings, line.end)
        }
      }
    }
    return strings
  }

  /// The rows of examples tables whose cells go into a secret string of their scenario's
  /// steps, with those cells masked: the first column's too, when its names go into one.
  ///
  /// A step that did not parse (its table has an error) is judged by its target, as a line
  /// that did not parse is. In titles and ids, a value that goes into a secure field is masked
  /// (``maskingTitles(of:)``).
  private func secretCells(
    of file: ScenarioFile, source: SourceFile,
    secretLines: [Int: (strings: [Range<Int>], end: Int)]
  ) -> [Int: String] {
    var result: [Int: String] = [:]
    for scenario in file.outline {
      guard let table = scenario.examples, !table.rowLines.isEmpty else { continue }
      var secret = Set<String>()
      // The lines no row made a step of (the table has an error), judged by their targets.
      let made = Set(
        file.scenarios.lazy.filter { $0.position.line == scenario.line }
          .flatMap { $0.steps.map(\.position.line) })
      for number in scenario.stepLines {
        guard let text = source.line(number) else { continue }
        guard let first = secretLines[number]?.strings.first else {
          if !made.contains(number) { secret.formUnion(placeholdersOfUnparsedStep(text)) }
          continue
        }
        // From the secret string's opening quote (or the placeholder a row's value quotes) to
        // the end of the line: every column named there may carry the secret.
        let characters = Array(text)
        let start = min(max(0, first.lowerBound - 2), characters.count)
        secret.formUnion(Parser.placeholders(in: String(characters[start...])).map(\.name))
      }
      let columns = table.columns.indices.filter { secret.contains(table.columns[$0].name) }
      guard !columns.isEmpty else { continue }
      for number in table.rowLines {
        guard let text = source.line(number), let cells = file.literals.cells[number] else {
          continue
        }
        let masked = columns.filter(cells.indices.contains).map { cells[$0] }
        result[number] = Masking.mask(text, columns: masked)
      }
    }
    return result
  }

  /// The placeholders in the strings of a step line that no row made a step of, when the
  /// line may write a secret: a step of a text, or an unknown keyword, naming a name that is
  /// not a plain field's.
  private func placeholdersOfUnparsedStep(_ text: String) -> Set<String> {
    guard case .success(let tokens) = LineLexer.tokens(of: text), let first = tokens.first,
      first.isBare
    else { return [] }
    switch Keyword.Step(rawValue: first.text) {
    case nil, .type, .paste, .answer, .expect, .set, .load:
      let target = tokens.dropFirst().first.flatMap { $0.isBare ? $0.text : nil }
      guard !(target.map(isPlain) ?? false) else { return [] }
      return Set(
        tokens.filter { !$0.isBare }.flatMap { Parser.placeholders(in: $0.text) }.map(\.name))
    case .backspace, .clear, .cursor, .focus, .blur, .tab, .tap, .toggle, .wait, .explain,
      .select, .increment, .decrement, .pick, .add, .remove, .reset, .commit, .today:
      return []
    }
  }
}
