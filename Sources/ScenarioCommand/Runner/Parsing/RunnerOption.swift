import ControlModel
import Foundation
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat

/// One option of the runner's command line: its names, its value, its help, and what it does.
///
/// The table below is the one place options are declared: ``RunnerCommand`` parses with it
/// (what each option sets is read as one mode after), and `--help` lists it.
package struct RunnerOption: Sendable {
  typealias Apply =
    @Sendable (inout RunnerArguments, String) throws(RunnerCommand.UsageError) -> Void

  /// The names, the long one first: `--help`, `-h`.
  package let names: [String]
  /// The value it takes, as help writes it (`TEXT`), or `nil` for a flag.
  package let value: String?
  /// A value for the example in "needs a value, such as …".
  package let example: String?
  /// What help says, one entry per line.
  package let help: [String]
  /// Whether it belongs to the option above it (`--runs` to `--explore`).
  package let isNested: Bool
  /// Sets the option's value on the arguments read; `nil` for a flag that only is given.
  let apply: Apply?

  init(
    _ names: [String], value: String? = nil, example: String? = nil, nested: Bool = false,
    help: [String], apply: Apply? = nil
  ) {
    self.names = names
    self.value = value
    self.example = example
    self.help = help
    self.isNested = nested
    self.apply = apply
  }

  /// The option with this name, if there is one.
  package static func named(_ name: String) -> RunnerOption? {
    table.first { $0.names.contains(name) }
  }

  /// Every name of every option.
  static let names = table.flatMap(\.names)

  /// The options, in the order help lists them.
  package static let table: [RunnerOption] = [
    RunnerOption(
      ["--filter"], value: "TEXT", example: "phone",
      help: ["run only the scenarios whose title contains TEXT"]
    ) { arguments, text in arguments.filter = text },
    RunnerOption(
      ["--today"], value: "DAY", example: "2026-07-01",
      help: [
        "the day that is today in files without a today line (the system's",
        "day, printed with the first failure, by default)",
      ]
    ) { arguments, text throws(RunnerCommand.UsageError) in
      do throws(CalendarDate.Problem) {
        arguments.today = try CalendarDate(parsing: text)
      } catch {
        throw .badDay(option: "--today", found: text, reason: error.description)
      }
    },
    RunnerOption(
      ["--list"], help: ["print the scenarios' titles (FILE:LINE: TITLE) without running them"]),
    RunnerOption(["--check"], help: ["parse and check the files without replaying them"]),
    RunnerOption(
      ["--stamp"], value: "FILE", example: ".build/checked.swift", nested: true,
      help: [
        "with --check: when no file has an error, print nothing and write",
        "FILE (a Swift comment), the output a build system's command",
        "needs; the build plugin passes it",
      ]
    ) { arguments, text in arguments.stamp = text },
    RunnerOption(
      ["--screens"], value: "FILE", example: "Scenarios/app.screens", nested: true,
      help: [
        "with --check: the names of screens built in Swift, from a listing",
        "(--list-screens), for files that say screen from; repeatable. The",
        "*.screens files below a folder checked are read without it",
      ]
    ) { arguments, text in arguments.listings.append(text) },
    RunnerOption(["--trace"], help: ["after every step, print what changed and draw the screen"]),
    RunnerOption(
      ["--format"], value: "NAME[:FILE]", example: "junit:results.xml",
      help: [
        "human (default), tap (TAP 14), junit (XML), json, html (a",
        "timeline per scenario), or github (annotations on a pull request);",
        "repeat it, each to its own file:",
        "--format junit:results.xml --format human",
      ]
    ) { arguments, text throws(RunnerCommand.UsageError) in
      arguments.outputs.append(try RunnerArguments.output(text))
    },
    number(
      "--jobs", example: "4", in: 1...256,
      help: ["replay N files at once (1); the output keeps the files' order"]
    ) { $0.jobs = $1 },
    RunnerOption(
      ["--shard"], value: "INDEX/COUNT", example: "1/4",
      help: [
        "run share INDEX (1 to COUNT) of the scenarios, for a CI matrix:",
        "the shares are disjoint, balanced, and together the whole suite;",
        "name each shard's reports apart (--format junit:results-2.xml);",
        "with --explore, share INDEX of the random runs",
      ]
    ) { arguments, text throws(RunnerCommand.UsageError) in
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        (1...10_000).contains(count), (1...count).contains(index)
      else { throw .badShard(found: text) }
      arguments.shard = RunnerCommand.Shard(index: index, count: count)
    },
    RunnerOption(
      ["--explore"], value: nil,
      help: [
        "replay random steps (hostile text, texts from the rules that the",
        "fields take, edits, focus, taps, answers to requests, waits), half",
        "of them headed for the invariants' conditions, and check after each",
        "the file's invariants and the model's own; a violation is shrunk",
        "and written as a scenario (exit 1); with --shard I/N, share I of",
        "the runs",
      ]
    ),
    number("--runs", help: "how many random sequences (200)") { $0.random.runs = Int($1) },
    number("--steps", help: "how many steps in each (40)") { $0.random.steps = Int($1) },
    number("--seed", help: "the seed; printed, so that a run replays exactly") {
      $0.random.seed = $1
    },
    RunnerOption(
      ["--systematic"], nested: true,
      help: [
        "search every reachable state breadth-first instead, extending each",
        "from a checkpoint: the first violation is short, then shrunk; it",
        "says all states hold only when none is left, and which texts it tried",
      ]
    ) { arguments, _ in
      arguments.systematic = arguments.systematic ?? Explorer.SystematicOptions()
    },
    number("--depth", help: "with --systematic: the most actions in a sequence (64)") {
      $0.systematic = Explorer.SystematicOptions(
        depth: Int($1), states: $0.systematic?.states ?? Explorer.SystematicOptions().states)
    },
    number("--states", help: "with --systematic: the most states to visit (250000)") {
      $0.systematic = Explorer.SystematicOptions(
        depth: $0.systematic?.depth ?? Explorer.SystematicOptions().depth, states: Int($1))
    },
    number(
      "--rows", example: "6", in: 1...100, nested: true,
      help: [
        "with --explore: the most rows the explorer gives each group (3),",
        "fewer where the group allows fewer; the verdict says what it covered",
      ]
    ) { $0.rows = $1 },
    RunnerOption(
      ["--ordered-rows"], nested: true,
      help: [
        "with --systematic: tell apart states that differ only by the order",
        "of a group's rows (the search takes them for one state otherwise)",
      ]
    ),
    RunnerOption(
      ["--rows-by-validity"], nested: true,
      help: [
        "search as --systematic does, with one row of each group, then with",
        "up to --rows rows that each stand for their validity, where nothing",
        "else reads a row (the report says why not, elsewhere)",
      ]
    ) { arguments, _ in
      arguments.systematic = arguments.systematic ?? Explorer.SystematicOptions()
    },
    RunnerOption(
      ["--out"], value: "FILE", example: "found.scenario", nested: true,
      help: [
        "where to write the scenario (explored-SEED.scenario); a file that replays",
        "holds the texts it types, a secure field's too, which the console masks",
      ]
    ) { arguments, text in arguments.output = text },
    RunnerOption(
      ["--mutate"],
      help: [
        "plant wiring mistakes in each declared screen, one at a time (a",
        "manager forgets a member, a rule is dropped, a bound moves by one...),",
        "replay the file's scenarios against each, and print the score; for",
        "each mistake no scenario notices, a scenario that does (with --out",
        "FILE, the file with those scenarios added is written to FILE)",
      ]
    ),
    number(
      "--min-score", example: "80", in: Double(0)...100, nested: true,
      help: ["with --mutate: exit 1 when the score is below N (0 to 100)"]
    ) { $0.minimumScore = $1 },
    RunnerOption(
      ["--budget"], value: "DURATION", example: "120s", nested: true,
      help: [
        "with --mutate: stop deciding mutants after DURATION (such as 120s);",
        "those not reached are named and not counted in the score",
      ]
    ) { arguments, text throws(RunnerCommand.UsageError) in
      guard case .duration(let duration) = Duration.reading(text), duration > .zero else {
        throw .badDuration(option: "--budget", found: text)
      }
      arguments.budget = duration
    },
    RunnerOption(
      ["--generate"], value: "FILE", example: "Scenarios/login.scenario",
      help: [
        "write a scenario suite for FILE's declared screen: the fewest",
        "scenarios that kill every mutant the search tells apart, each",
        "titled with what it checks, expectations recorded from the model;",
        "to --out FILE, or printed (a secure field's text masked)",
      ]
    ) { arguments, text in arguments.generate = text },
    session(
      "--studio", example: "Scenarios/login.scenario",
      help: [
        "use FILE's screen in the terminal: type into the focused field, Tab",
        "and Shift-Tab, Enter taps, Space toggles, arrows choose and step,",
        "Ctrl-T lets time pass, Ctrl-E explains, Ctrl-A/N/F answer a request",
        "valid, invalid or failed, Ctrl-K marks, Ctrl-D ends; the session is",
        "written as a scenario to --out FILE (studio.scenario), replayed first",
      ]),
    session(
      "--check-log", example: "session.log",
      help: [
        "replay a session's log (a SessionRecorder's) on today's model and",
        "name the first step where the screen differs from what the log says",
        "it showed then (exit 1); a screen of the catalogue needs the app's",
        "own runner",
      ]),
    session(
      "--log-to-scenario", example: "session.log",
      help: ["write a session's log as a scenario file, to --out FILE or printed"]),
    RunnerOption(
      ["--fmt"],
      help: [
        "rewrite the files in one layout: indentation, aligned examples",
        "tables, one blank line before each scenario, comments kept; with",
        "--check, change nothing, print the diff and exit 1 if a file is",
        "not formatted",
      ]
    ),
    RunnerOption(
      ["--list-screens"],
      help: [
        "a runner of your own: print its catalogue's screens as a listing",
        "(each screen's names, kinds and secure fields), which the build",
        "plugin checks screen from files against; with --out FILE, write it",
        "there, and with --check, exit 1 and show the diff when FILE is stale",
      ]
    ),
    RunnerOption(
      ["--record"],
      help: [
        "rewrite each failing expectation, and each placeholder (expect ?,",
        "expect NAME ?, expect NAME text ?...), with what the screen",
        "showed; prints the diff; never a secure field's text; refused",
        "when CI is set",
      ]
    ),
    RunnerOption(
      ["--lsp"],
      help: [
        "serve the Language Server Protocol on standard input and output,",
        "for an editor: diagnostics, completion, hover, definitions",
      ]
    ),
    RunnerOption(["--help", "-h"], help: ["show this help"]),
  ]

  /// An option that takes a number in a range.
  private static func number<Number: OptionNumber>(
    _ option: String, example: String, in range: ClosedRange<Number>, nested: Bool = false,
    help: [String], set: @escaping @Sendable (inout RunnerArguments, Number) -> Void
  ) -> RunnerOption {
    RunnerOption([option], value: "N", example: example, nested: nested, help: help) {
      arguments, text throws(RunnerCommand.UsageError) in
      guard let number = Number(text), range.contains(number) else {
        throw .numberOutOfRange(
          option: option, range: range.lowerBound.asDouble...range.upperBound.asDouble,
          found: text)
      }
      set(&arguments, number)
    }
  }

  /// An option of the explorer that takes a whole number.
  private static func number(
    _ name: String, help: String, set: @escaping @Sendable (inout RunnerArguments, UInt64) -> Void
  ) -> RunnerOption {
    RunnerOption([name], value: "N", example: "100", nested: true, help: [help]) {
      arguments, text throws(RunnerCommand.UsageError) in
      guard let number = UInt64(text), number <= RunnerCommand.UsageError.largestWholeNumber
      else { throw .notAWholeNumber(option: name, found: text) }
      set(&arguments, number)
    }
  }

  /// An option that names a session's file (`--studio`, `--check-log`, `--log-to-scenario`):
  /// each sets the same file, and which of them was given says what is done with it.
  private static func session(_ option: String, example: String, help: [String]) -> RunnerOption {
    RunnerOption([option], value: "FILE", example: example, help: help) { arguments, text in
      arguments.session = text
    }
  }

  /// The OPTIONS section of the help, from the table.
  package static var helpSection: String {
    table.map { option in
      let shortNames = option.names.filter { !$0.hasPrefix("--") }
      let longNames = option.names.filter { $0.hasPrefix("--") }
      var head = (shortNames + longNames).joined(separator: ", ")
      if let value = option.value ?? (option.names == ["--explore"] ? "FILE" : nil) {
        head += " " + value
      }
      let indent = option.isNested ? "    " : "  "
      let column = String(repeating: " ", count: 24)
      let named = indent + head
      // A name that leaves no space before the column has its help on the lines below it.
      let first =
        named.count < column.count - 1
        ? [named.padding(toLength: column.count, withPad: " ", startingAt: 0) + option.help[0]]
        : [named, column + option.help[0]]
      return (first + option.help.dropFirst().map { column + $0 }).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

/// A number an option takes within a range: a whole number, or a score.
protocol OptionNumber: LosslessStringConvertible, Comparable, Sendable {
  /// The number as a `Double`, for the error that names the range.
  var asDouble: Double { get }
}

extension Int: OptionNumber {
  var asDouble: Double { Double(self) }
}

extension Double: OptionNumber {
  var asDouble: Double { self }
}
