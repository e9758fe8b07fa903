// The AST of a file, one small type per node: the file and its names here, declarations in
// ScenarioFile+Declarations.swift, scenarios and steps in ScenarioFile+Steps.swift.

/// A parsed scenario file: one screen, then its scenarios.
///
/// Every node keeps its position.
public struct ScenarioFile: Sendable {
  /// The file's path.
  public let path: String
  /// The screen's title, if the file gives one.
  public var title: String?
  /// The name of a screen of the catalogue, for a file that says `screen from "NAME"`
  /// instead of declaring its controls.
  public var catalogueScreen: NameReference?
  /// The screen's controls and managers, in declaration order.
  public var declarations: [Declaration] = []
  /// The properties that must hold after every step of every scenario.
  public var invariants: [Invariant] = []
  /// The `today DAY` line, if the file has one (version 2.1).
  public var today: TodayLine?
  /// The `background` block, if the file has one (version 2.1).
  public var background: Background?
  /// The scenarios, in file order.
  public var scenarios: [Scenario] = []
  /// Where each `scenario` line stands and what follows it, as written: one entry per line that
  /// starts with `scenario`, even one with errors, so that an editor finds its way in a file
  /// being typed.
  public var outline: [ScenarioOutline] = []
  /// Where the file's texts stand in its lines, for masking.
  package var literals = LiteralMap()

  package init(path: String) {
    self.path = path
  }
}

/// The lines of one scenario as written: its `scenario` line, its steps and its examples table.
public struct ScenarioOutline: Sendable {
  /// The line of the `scenario` keyword.
  public let line: Int
  /// The last line of the scenario that is not blank or a comment: its last step or row.
  public internal(set) var lastLine: Int
  /// The lines of its steps as written (once, however many rows an examples table has).
  public internal(set) var stepLines: [Int] = []
  /// Its examples table, if it has an `examples` line.
  public internal(set) var examples: ExamplesOutline?

  init(line: Int) {
    self.line = line
    self.lastLine = line
  }
}

/// An examples table as written.
public struct ExamplesOutline: Sendable {
  /// One name of the header row, with where it starts.
  public struct Column: Sendable, Hashable {
    /// The column's name, which steps write as `<name>`.
    public let name: String
    /// The column of its first character.
    public let column: Int
  }

  /// The line of the `examples` keyword.
  public let line: Int
  /// The header row's names, in order; the first names the cases.
  public internal(set) var columns: [Column] = []
  /// The lines of the rows below the header, accepted or not.
  public internal(set) var rowLines: [Int] = []
}

/// A name as written, with where.
public struct NameReference: Sendable, Hashable {
  /// The name.
  public let name: String
  /// Where it is written.
  public let position: SourcePosition

  package init(name: String, position: SourcePosition) {
    self.name = name
    self.position = position
  }

  /// A name that a writer writes (a recording, a counterexample), at no place in a file yet.
  ///
  /// - Parameter name: The name.
  public init(written name: String) {
    self.init(name: name, position: SourcePosition(file: "", line: 0, column: 0))
  }
}
