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
    let header = header(of: file)
    var empty = file.file
    empty.scenarios = []
    let bare = file.replacing(file: empty)
    var texts: [String] = []
    var printables: [String] = []
    var titles = Set<String>()
    var suite: CheckedFile?
    var (killed, counted) = (0, 0)
    var equivalent: [Mutant] = []
    for mutant in Mutator.mutants(of: file) {
      let mutated = mutant.applied(to: bare)
      guard mutated.makeScreen() != nil else { continue }
      if let suite, kills(suite, mutant) {
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
          if titles.insert(own.title).inserted {
            texts.append(own.text)
            printables.append(own.printable)
            suite = CheckedFile(
              text: (header + [""] + texts).joined(separator: "\n"), path: file.source.path,
              catalogue: file.ownCatalogue)
          }
        } else if search.isBounded {
          counted += 1
        } else {
          equivalent.append(mutant)
        }
        continue
      }
      counted += 1
      var title = "checks: \(mutant.check)"
      if titles.contains(title) { title += " (line \(mutant.position.line))" }
      let scenario = killingScenario(
        for: mutant, difference, in: bare, header: header, title: title)
      guard scenario.isVerified else { continue }
      titles.insert(title)
      texts.append(scenario.text)
      printables.append(scenario.printable)
      suite = CheckedFile(
        text: (header + [""] + texts).joined(separator: "\n"), path: file.source.path,
        catalogue: file.ownCatalogue)
      killed += 1
    }
    let printableHeader = header.indices.map { file.printableLine($0 + 1) ?? "" }
    return GeneratedSuite(
      text: (header + [""] + texts).joined(separator: "\n"),
      printable: (printableHeader + [""] + printables).joined(separator: "\n"),
      scenarios: texts.count, killed: killed, counted: counted, equivalentMutants: equivalent)
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
