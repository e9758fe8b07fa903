public import ScenarioEngine
public import ScenarioExplorer
import ScenarioFormat
import ValidationManager

extension MutationTesting {
  /// A scenario suite written for a screen: the fewest scenarios that kill every mutant the
  /// search can tell apart, each titled with what it checks.
  public struct GeneratedSuite: Sendable {
    /// The file: the screen as declared, then the scenarios, as a file writes them.
    package let text: String
    /// The same with a secure field's text masked, to print.
    public let printable: String
    /// How many scenarios it has.
    public let scenarios: Int
    /// How many mutants it kills.
    public let killed: Int
    /// How many mutants count: those the search told apart, and those it could not decide.
    public let counted: Int
    /// How many mutants no sequence tells apart.
    public var equivalent: Int { equivalentMutants.count }
    /// The mutants no sequence tells apart, which no scenario can kill.
    public let equivalentMutants: [Mutant]
  }

  /// Writes a scenario suite for a file's declared screen, guided by its mutants.
  ///
  /// Each mutant in turn: when the suite so far already kills it, nothing is added; otherwise
  /// the differential search finds the fewest steps that tell it apart from the screen, and
  /// the scenario of those steps with what the screen shows there, checked to pass on the
  /// screen and fail on the mutant, joins the suite. The suite thereby sees each rule pass and
  /// fail where a mutant drops or moves it, each manager's members and managed controls matter,
  /// each display policy and each input shaping; its expectations are the model's.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors whose screen is declared in it; its own
  ///     scenarios are not used.
  ///   - bounds: How far each search goes.
  /// - Returns: The suite, or `nil` for a file with errors.
  public static func generateSuite(
    for file: CheckedFile,
    bounds: Explorer.SystematicOptions = Explorer.SystematicOptions(depth: 64, states: 5_000)
  ) -> GeneratedSuite? {
    guard file.isValid else { return nil }
    var empty = file.file
    empty.scenarios = []
    let bare = file.replacing(file: empty)
    var suite = SuiteBuilder(file: file, header: header(of: file))
    var (killed, counted) = (0, 0)
    var equivalent: [Mutant] = []
    for mutant in Mutator.mutants(of: file) {
      let mutated = mutant.applied(to: bare)
      guard mutated.makeScreen() != nil else { continue }
      if let checked = suite.checked, kills(checked, mutant) {
        killed += 1
        counted += 1
        continue
      }
      let search = Explorer.difference(
        between: bare, and: mutated, focus: mutant.subjects, options: bounds)
      guard let difference = search.difference else {
        // The file's own scenarios are a second witness: one that fails on the mutant tells
        // it apart with a text the search did not type, and joins the suite as it is.
        if let own = ownScenario(killing: mutant, in: file) {
          counted += 1
          killed += 1
          suite.add(title: own.title, text: own.text, printable: own.printable)
        } else if search.isBounded {
          counted += 1
        } else {
          equivalent.append(mutant)
        }
        continue
      }
      counted += 1
      var title = "checks: \(mutant.check)"
      if suite.titles.contains(title) { title += " (line \(mutant.position.line))" }
      // A third mutant of one check on one line (each condition of an `enabled when`).
      if suite.titles.contains(title) { title += " (mutant \(mutant.id))" }
      let scenario = killingScenario(
        for: mutant, difference, in: bare, header: suite.header, title: title)
      guard scenario.isVerified else { continue }
      suite.add(title: title, text: scenario.text, printable: scenario.printable)
      killed += 1
    }
    return GeneratedSuite(
      text: suite.text, printable: suite.printable, scenarios: suite.texts.count,
      killed: killed, counted: counted, equivalentMutants: equivalent)
  }

  /// The suite as it grows: the file's header, then each scenario once by title.
  private struct SuiteBuilder {
    let file: CheckedFile
    let header: [String]
    private(set) var texts: [String] = []
    private(set) var printables: [String] = []
    private(set) var titles = Set<String>()
    /// The suite so far, checked, to see which mutants it kills already.
    private(set) var checked: CheckedFile?

    init(file: CheckedFile, header: [String]) {
      self.file = file
      self.header = header
    }

    /// Adds a scenario whose title is new.
    mutating func add(title: String, text: String, printable: String) {
      guard titles.insert(title).inserted else { return }
      texts.append(text)
      printables.append(printable)
      checked = CheckedFile(
        text: self.text, path: file.source.path, catalogue: file.ownCatalogue)
    }

    var text: String { (header + [""] + texts).joined(separator: "\n") }

    /// The suite as it may be printed: the header's secrets masked.
    var printable: String {
      let printableHeader = header.indices.map { file.printableLine($0 + 1) ?? "" }
      return (printableHeader + [""] + printables).joined(separator: "\n")
    }
  }

  /// The first of the file's own scenarios that fails on a mutant, as written (its lines as a
  /// file has them, and as they may be printed); `nil` when none does or it is a row of an
  /// examples table.
  private static func ownScenario(killing mutant: Mutant, in file: CheckedFile)
    -> (title: String, text: String, printable: String)?
  {
    let mutated = mutant.applied(to: file)
    guard
      let failing = mutated.scenarios.first(where: { mutated.replay($0).failure != nil }),
      failing.example == nil,
      let outline = file.file.outline.first(where: { $0.line == failing.position.line })
    else { return nil }
    let numbers = Array(outline.line...outline.lastLine)
    let text = numbers.map { file.source.line($0) ?? "" }.joined(separator: "\n") + "\n"
    let printable = numbers.map { file.printableLine($0) ?? "" }.joined(separator: "\n") + "\n"
    return (failing.title, text, printable)
  }

  /// Whether a suite's scenarios fail on a mutant.
  private static func kills(_ suite: CheckedFile, _ mutant: Mutant) -> Bool {
    mutant.applied(to: suite).replayAll().contains { !$0.passed }
  }
}
