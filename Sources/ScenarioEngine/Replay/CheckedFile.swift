public import ControlModel
import Foundation
public import ScenarioFormat
import ValidationManager

/// A scenario file read, parsed and checked: ready to replay, or the reasons it is not.
///
/// Every scenario replays on a fresh screen built from the file's declarations.
///
/// ```swift
/// let file = CheckedFile.load(path: "Scenarios/registration.scenario")
/// for result in file.replayAll() where !result.passed { print(result) }
/// ```
public struct CheckedFile: Sendable {
  /// The file's lines.
  public let source: SourceFile
  /// The parsed file.
  public private(set) var file: ScenarioFile
  /// Every error found, in file order; the file replays only when there is none.
  public let diagnostics: [Diagnostic]
  /// What the file declares that can never act (`focus-invalid` on a button whose managers
  /// verify everything it submits), in file order: the file still replays.
  public let warnings: [Diagnostic]
  /// A problem reading the file at all, such as a missing file.
  public let readError: String?
  /// Which of the file's texts are secret.
  package let secrets: Secrets
  /// The names the steps may use, with their kinds and where they are declared.
  package let symbols: [String: Checker.Symbol]
  /// The lines that print masked: step lines with a secret, rows of examples tables whose
  /// cells go into one, and lines that could not be read.
  package let maskedLines: [Int: String]
  /// The factory of a screen that comes from the catalogue.
  package private(set) var factory: ScreenCatalogue.Factory?
  /// The day that is today at the start of every scenario: the file's `today` line, else the
  /// runner's `--today`, else the system's current day when the file was read.
  public let today: CalendarDate
  /// Whether ``today`` is the system's current day, which a report prints with the first
  /// failure (a file that reads today may pass one day and fail the next).
  public let todayIsTheSystemDay: Bool

  /// The same file with another AST of the same names, such as a mutant's declarations.
  ///
  /// Its checks, secrets and catalogue screen are the original's.
  package func replacing(file: ScenarioFile) -> CheckedFile {
    var copy = self
    copy.file = file
    return copy
  }

  /// The same file on another factory of the same names: a built screen with a change
  /// applied, say.
  package func replacing(factory: @escaping ScreenCatalogue.Factory) -> CheckedFile {
    var copy = self
    copy.factory = factory
    return copy
  }

  /// The catalogue that builds this file's screen, for a file written beside it that names
  /// the same screen; empty for a declared screen.
  package var ownCatalogue: ScreenCatalogue {
    guard let factory, let name = file.catalogueScreen?.name else { return ScreenCatalogue() }
    return ScreenCatalogue().registering(name, factory)
  }

  /// Whether the file can be replayed.
  public var isValid: Bool { diagnostics.isEmpty && readError == nil }

  /// The scenarios, in file order.
  public var scenarios: [Scenario] { file.scenarios }

  /// Reads and checks a file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - catalogue: The screens built in Swift that files may name with `screen from`.
  ///   - today: The day that counts as today in a file without a `today` line: the system's
  ///     current day unless you pass one.
  /// - Returns: The checked file; a file that cannot be read has ``readError`` set.
  public static func load(
    path: String, catalogue: ScreenCatalogue = ScreenCatalogue(), today: CalendarDate? = nil
  ) -> CheckedFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path)
        ? "it cannot be read" : "no such file or directory"
      return CheckedFile(unreadable: path, reason: reason)
    }
    return CheckedFile(
      source: SourceFile(path: path, bytes: data), catalogue: catalogue, today: today)
  }

  /// Parses and checks a file's text.
  ///
  /// - Parameters:
  ///   - text: The file's content.
  ///   - path: The path to report positions with.
  ///   - catalogue: The screens built in Swift that the file may name with `screen from`.
  ///   - today: The day that counts as today in a file without a `today` line: the system's
  ///     current day unless you pass one.
  public init(
    text: String, path: String, catalogue: ScreenCatalogue = ScreenCatalogue(),
    today: CalendarDate? = nil
  ) {
    self.init(source: SourceFile(path: path, text: text), catalogue: catalogue, today: today)
  }

  /// Parses and checks a file's lines, building its screen once to find manager cycles (or,
  /// for a screen of the catalogue, to learn its names).
  ///
  /// - Parameters:
  ///   - source: The file's lines.
  ///   - catalogue: The screens built in Swift that the file may name with `screen from`.
  ///   - today: The day that counts as today in a file without a `today` line: the system's
  ///     current day unless you pass one.
  public init(
    source: SourceFile, catalogue: ScreenCatalogue = ScreenCatalogue(), today: CalendarDate? = nil
  ) {
    self.init(
      source: source, catalogue: catalogue, replacingDeclaredScreenWith: nil, today: today)
  }

  /// Parses and checks a file whose screen is declared, to replay it on a screen of the
  /// catalogue instead: the same scenarios on the Swift-built version, to show that the two
  /// agree.
  ///
  /// The declarations are parsed and checked for syntax, and otherwise left aside: steps,
  /// assertions and invariants are checked against the built screen.
  ///
  /// - Parameters:
  ///   - source: The file's lines.
  ///   - catalogue: The screens built in Swift.
  ///   - name: The catalogue's screen to replay on, in place of the declared one.
  ///   - runnerToday: The day that counts as today in a file without a `today` line: the
  ///     system's current day unless you pass one.
  public init(
    source: SourceFile, catalogue: ScreenCatalogue, replacingDeclaredScreenWith name: String?,
    today runnerToday: CalendarDate? = nil
  ) {
    self.source = source
    var (file, syntaxErrors) = Parser.parse(source)
    let today = file.today?.day ?? runnerToday ?? CalendarDate.today()
    self.today = today
    todayIsTheSystemDay = file.today == nil && runnerToday == nil
    // Steps written from today read it as they run, moved by the `today` steps before them.
    file = file.resolvingDays(today: today)
    let isReplacing = name != nil
    if let name {
      file.catalogueScreen = NameReference(
        name: name, position: SourcePosition(file: source.path, line: 1, column: 1))
    }
    let (factory, builtScreen, catalogueErrors, catalogueWarnings) = Self.catalogueScreen(
      of: file, in: catalogue, today: today, isReplacing: isReplacing)
    let (symbols, nameErrors) =
      file.catalogueScreen != nil && builtScreen == nil
      ? ([:], [])
      : Checker.check(file, builtScreen: builtScreen, declaring: !isReplacing, today: today)
    var diagnostics = syntaxErrors + catalogueErrors + nameErrors
    self.factory = factory
    var warnings = catalogueWarnings
    if diagnostics.isEmpty, factory == nil, file.catalogueScreen == nil {
      do {
        let built = try ScreenInstance.build(file, today: today, checking: true)
        warnings = Self.warnings(of: file, on: built)
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    self.warnings = warnings
    let secure = Set(symbols.filter { $0.value.kind == .field && $0.value.isSecure }.keys)
    let secrets = Secrets(
      plainFields: Set(symbols.keys).subtracting(secure),
      mayHoldSecrets: !secure.isEmpty || !file.literals.secureLines.isEmpty
        || (file.catalogueScreen != nil && builtScreen == nil),
      secureFields: Secrets.tiedToSecureFields(file.declarations, secure: secure))
    self.file = secrets.maskingTitles(of: file)
    let maskedLines = secrets.maskedLines(of: file, source: source)
    // A step of an examples table is checked once per example: report each error once.
    var seen = Set<String>()
    self.diagnostics = Secrets.maskingMessages(
      of: diagnostics.sorted { $0.position < $1.position }.filter {
        seen.insert("\($0.position) \($0.message)").inserted
      }, source: source, maskedLines: maskedLines)
    self.readError = nil
    self.symbols = symbols
    self.secrets = secrets
    self.maskedLines = maskedLines
  }

  /// The screen a `screen from` file names: its factory (none for a screen only listed) and
  /// its names, or the errors that say why there is none; nothing for a declared screen.
  private static func catalogueScreen(
    of file: ScenarioFile, in catalogue: ScreenCatalogue, today: CalendarDate, isReplacing: Bool
  ) -> (ScreenCatalogue.Factory?, [String: BuiltName]?, [Diagnostic], warnings: [Diagnostic]) {
    guard let reference = file.catalogueScreen else { return (nil, nil, [], []) }
    var errors: [Diagnostic] = []
    for declaration in file.declarations where !isReplacing {
      errors.append(
        Diagnostic(
          .declarationOnCatalogueScreen(declaration.kind.rawValue, screen: reference.name),
          at: declaration.name.position))
    }
    if let found = catalogue.factory(named: reference.name) {
      let clock = VirtualClock(today: today)
      do {
        let built = ScreenInstance(built: try found(clock), clock: clock)
        return (found, built.symbols, errors, appMistakes(of: built, at: reference))
      } catch {
        errors.append(
          Diagnostic(
            .screenNotBuilt(reference.name, reason: ScreenCatalogue.BuildFailure.reason(error)),
            at: reference.position))
        return (nil, nil, errors, [])
      }
    }
    if let listed = catalogue.listedSymbols(named: reference.name) {
      return (nil, listed, errors, [])
    }
    errors.append(
      Diagnostic(
        .unregisteredScreen(
          reference.name, registered: catalogue.names,
          suggestion: reference.name.nearest(among: catalogue.names)),
        at: reference.position))
    return (nil, nil, errors, [])
  }

  /// The app's mistakes a screen built in Swift has that no state of it mends, each a warning
  /// at the file's `screen from`: a button whose `enabled when` names nothing on the screen.
  ///
  /// The model reports them beside its invariants (`Screen.invariantViolations(includingAppMistakes:)`);
  /// replay leaves them out of its checks, which would fail every scenario at its first step
  /// as the model's defect.
  private static func appMistakes(of built: ScreenInstance, at reference: NameReference)
    -> [Diagnostic]
  {
    built.screen.controls.flatMap { control -> [Diagnostic] in
      guard case .button(let button) = control.kind else { return [] }
      return button.explainEnablement().conditionsNamingNothing.map { name in
        Diagnostic(
          .conditionNamesNothing(button.name, name, screen: reference.name), severity: .warning,
          at: reference.position)
      }
    }
  }

  /// A file that could not be read: it has ``readError`` and no scenarios.
  ///
  /// - Parameters:
  ///   - path: The path as it was named.
  ///   - reason: Why it could not be read, such as `no such file or directory`.
  public init(unreadable path: String, reason: String) {
    self.source = SourceFile(path: path, text: "")
    self.file = ScenarioFile(path: path)
    self.diagnostics = []
    self.warnings = []
    self.readError = "cannot read '\(path)': \(reason)"
    self.secrets = Secrets(plainFields: [])
    self.symbols = [:]
    self.maskedLines = [:]
    self.factory = nil
    self.today = CalendarDate.today()
    self.todayIsTheSystemDay = true
  }

  /// Builds a fresh screen for one scenario.
  ///
  /// - Returns: The screen with its managers, or `nil` when the file is not valid (or its
  ///   catalogue's factory, which built the screen when the file was checked, throws now).
  public func makeScreen() -> ScreenInstance? {
    // A screen of the catalogue known only from a listing is checked, not built.
    guard isValid, factory != nil || file.catalogueScreen == nil else { return nil }
    if let factory {
      let clock = VirtualClock(today: today)
      return (try? factory(clock)).map { ScreenInstance(built: $0, clock: clock) }
    }
    return try? ScreenInstance.build(file, today: today)
  }

  /// What the declared screen holds that can never act, each at its button.
  private static func warnings(of file: ScenarioFile, on built: ScreenInstance) -> [Diagnostic] {
    file.declarations.compactMap { declaration in
      guard declaration.lifecycle.focusesInvalid,
        let button = built[declaration.name.name]?.button,
        let reason = button.focusInvalidNeverActsReason
      else { return nil }
      return Diagnostic(
        .neverActs(
          Keyword.LifecycleOption.focusInvalid.rawValue, on: declaration.name.name,
          because: reason),
        severity: .warning, at: declaration.name.position)
    }
  }

  /// Builds a fresh screen with the file's `background` run on it: where every scenario's own
  /// steps start, and where the explorer starts.
  ///
  /// - Returns: The screen, or `nil` when the file is not valid or a step of the background
  ///   fails on it.
  package func makeStartingScreen() -> ScreenInstance? {
    guard let instance = makeScreen() else { return nil }
    guard let steps = file.background?.steps, !steps.isEmpty else { return instance }
    let replayer = Replayer(file: self, instance: instance)
    for step in steps {
      do throws(Replayer.Mismatch) {
        try replayer.apply(step.action)
      } catch {
        return nil
      }
    }
    instance.screen.forgetChanges()
    return instance
  }

  /// Replays one scenario of this file on a fresh screen.
  ///
  /// - Parameters:
  ///   - scenario: A scenario of ``scenarios``.
  ///   - recordingSnapshots: Whether to keep the screen after every step, for a trace or a
  ///     report.
  /// - Returns: Its result; a failed assertion stops the scenario there. In a file with errors
  ///   every scenario fails at its title.
  public func replay(_ scenario: Scenario, recordingSnapshots: Bool = false) -> ScenarioResult {
    guard let instance = makeScreen() else {
      let failure = ScenarioFailure(
        position: scenario.position,
        step: ScenarioWriter.scenarioLine(scenario.title),
        expected: "a file without errors",
        actual: readError ?? "\(diagnostics.count) error(s) in \(source.path)",
        explanation: nil, screen: "")
      return ScenarioResult(
        scenario: scenario, failure: failure, stepsRun: 0, steps: [], initialSnapshot: nil)
    }
    return Replayer(file: self, instance: instance).run(
      scenario, recordsSnapshots: recordingSnapshots)
  }

  /// Replays every scenario whose title contains the filter.
  ///
  /// - Parameters:
  ///   - filter: Text the titles must contain; `nil` for all.
  ///   - recordingSnapshots: Whether to keep the screen after every step.
  ///   - isSelected: Which scenarios to replay besides the filter, such as a shard's.
  /// - Returns: The results in file order; none when the file has errors.
  public func replayAll(
    filter: String? = nil, recordingSnapshots: Bool = false,
    where isSelected: (Scenario) -> Bool = { _ in true }
  ) -> [ScenarioResult] {
    guard isValid else { return [] }
    return scenarios.filter { (filter.map($0.title.contains) ?? true) && isSelected($0) }.map {
      replay($0, recordingSnapshots: recordingSnapshots)
    }
  }

  /// The text of a line as it may be printed: strings typed into a secure field are masked.
  ///
  /// - Parameter line: The line number, from 1.
  /// - Returns: The line, or `nil` when there is no such line.
  public func printableLine(_ line: Int) -> String? {
    guard let text = source.line(line) else { return nil }
    return maskedLines[line] ?? text
  }

  /// A step as it may be printed: a row's step with the row's values in, strings typed into a
  /// secure field masked.
  ///
  /// - Parameter step: A step of one of this file's scenarios.
  /// - Returns: The step's text, without its indentation.
  public func printableText(of step: Step) -> String {
    if let text = step.text {
      return secrets.secretText(of: step.action) == nil ? text : secrets.printable(step.action)
    }
    return (printableLine(step.position.line) ?? "").trimmingLeadingWhitespace()
  }

  /// A step the engine made (the explorer's), as it may be printed: written by the format's
  /// writer, its secret text masked.
  ///
  /// - Parameter action: A step.
  /// - Returns: The step's line.
  package func printable(_ action: Step.Action) -> String {
    secrets.printable(action)
  }

  /// Renders every diagnostic with its quoted line and caret.
  public var renderedDiagnostics: [String] { rendered(diagnostics) }

  /// Diagnostics as the runner prints them, each with its line masked where it holds a secret.
  private func rendered(_ found: [Diagnostic]) -> [String] {
    let lines = source.lines.indices.map { printableLine($0 + 1) }
    let renderer = DiagnosticRenderer { position in
      lines.indices.contains(position.line - 1) ? lines[position.line - 1] : nil
    }
    return found.map(renderer.render)
  }

  /// The warnings as the runner prints them, as ``renderedDiagnostics``.
  public var renderedWarnings: [String] { rendered(warnings) }
}
