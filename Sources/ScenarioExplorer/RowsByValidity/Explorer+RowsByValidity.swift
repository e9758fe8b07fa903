import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// Rows taken by their validity: a search that covers many rows of a group whose rows the rest
// of the screen reads only through their validity.
//
// Two exhaustive searches make the verdict. The screen's own, with one row in each group (as
// many as it starts with, when more), reaches every state a row can be in beside every value
// of what the row reads, and checks the model's invariants in each. The second searches a
// screen declared from the file whose rows each hold one picker in their place, valid or not,
// which the search may flip at any time: whatever a real row does, the rest of the screen sees
// a validity this row can have, so every state the rest of the screen reaches with real rows
// it reaches with these (an over-approximation). The second search's states are far fewer:
// rows of two states, whatever their order, instead of rows of hundreds.
//
// That holds only where nothing else reads a row: the screen is declared, its invariants name
// no row, no row's check is asynchronous or debounced (no row is ever pending), nothing reads
// dirty or touched and nothing resets, no manager of a row enables anything outside it, and
// no control that rows read is enabled by a manager. Elsewhere the search takes the rows whole.
// A violation the second search meets may be one no real rows reach: it is never reported as
// one; the screen's own rows are searched instead, and only what they meet is reported.

extension Explorer {
  /// What a search that took rows by their validity covered.
  public struct RowsByValidity: Sendable, Hashable {
    /// The states of the search of the screen's own rows, with one row in each group (as many
    /// as it starts with, when more).
    public let rowStates: Int
    /// The most rows each group was given in the search of the screen's own rows.
    public let rowsCovered: [RowsCovered]
    /// The states of the search in which each row stands for its validity.
    public let validityStates: Int
  }

  /// Why the rows of a file's groups cannot be taken by their validity, or `nil` when they can.
  static func rowsByValidityObstacle(_ file: CheckedFile, space: StateSpace) -> String? {
    if file.factory != nil {
      return "the screen is built in Swift, whose code may read its rows"
    }
    if space.groups.isEmpty { return "the screen has no group of rows" }
    if file.file.invariants.contains(where: \.namesARowByPlace) {
      return "an invariant names a row's control"
    }
    if file.file.invariants.contains(where: { $0.afterTap != nil }) {
      return "an invariant is checked after a tap (`after tap`), a property of a move"
    }
    let lifecycle = space.layout.lifecycle
    if lifecycle.offersReset || lifecycle.checksResets || lifecycle.keysTouched {
      return "the screen reads dirty or touched, or resets"
    }
    for move in space.appSetups.joined() {
      switch move.action {
      case .load(let name, _), .set(let name, _):
        // The control's name only: the value may be a secure field's.
        if RowReference(name.name) != nil {
          return "a scenario's setup gives \(name.name), a row's control, a value"
        }
      default: continue
      }
    }
    guard let screen = file.makeStartingScreen()?.screen else {
      return "the screen cannot be built"
    }
    var readByRows = Set<String>()
    for control in screen.controls {
      let names = control.kind.rules.flatMap(\.readControlNames) + control.shownWhen.map(\.name)
      if RowReference(control.name) == nil {
        if let read = names.first(where: { RowReference($0) != nil }) {
          return "\(control.name) reads \(read)"
        }
        continue
      }
      if case .field(let field) = control.kind,
        field.debounce != nil || field.rules.contains(where: \.isAsynchronous)
      {
        return "\(control.name) is checked later (debounced or asynchronous), so a row can be "
          + "pending"
      }
      readByRows.formUnion(names.filter { RowReference($0) == nil })
    }
    for manager in screen.managers {
      let row = RowReference(manager.name)
      for managed in manager.managedControls {
        let target = RowReference(managed.name)
        if let row, target?.group != row.group || target?.row != row.row {
          return "manager \(manager.name) of a row enables \(managed.name), outside its row"
        }
        if readByRows.contains(managed.name) {
          return "the rows read \(managed.name), which manager \(manager.name) enables"
        }
      }
    }
    return nil
  }

  /// The file's screen with each group's row replaced by one picker that stands for the row's
  /// validity, the file's invariants, and a scenario for each setup of the app's.
  ///
  /// The file as parsed, with those declarations and scenarios in place of its own, written by
  /// ``ScenarioWriter`` and read again; `nil` when what is read back does not hold every
  /// invariant and every control outside the rows that the file has.
  static func validityStandIn(_ file: CheckedFile, space: StateSpace) -> CheckedFile? {
    var standIn = file.file
    standIn.declarations = file.file.declarations.flatMap { declaration -> [Declaration] in
      guard declaration.group == nil else { return [] }
      guard case .group = declaration.details else { return [declaration] }
      return [declaration, standInPicker(in: declaration.name.name)]
    }
    let path = file.source.path
    let setups = space.appSetups.isEmpty ? [[]] : space.appSetups
    standIn.scenarios = setups.enumerated().map { index, setup in
      Scenario(title: "setup \(index + 1)", actions: setup.map(\.action) + [.tab], file: path)
    }
    let written = CheckedFile(text: ScenarioWriter.text(of: standIn), path: path)
    // Every invariant and every control outside the rows must be there, as the file has them.
    let outside = { (file: ScenarioFile) in file.declarations.count { $0.group == nil } }
    guard written.isValid, written.file.invariants.count == file.file.invariants.count,
      outside(written.file) == outside(file.file)
    else { return nil }
    return written
  }

  /// The picker that stands for the validity of a group's row: one option, required.
  private static func standInPicker(in group: String) -> Declaration {
    let required = RuleDeclaration(
      rule: .required("This row is invalid."),
      position: SourcePosition(file: "", line: 0, column: 0), comparedField: nil)
    let options = PickerOptions(options: ["valid"], rules: [required])
    var picker = Declaration(
      name: NameReference(written: standInName), kind: .picker, details: .picker(options))
    picker.group = group
    return picker
  }

  /// The name of the picker that stands for a row's validity.
  static let standInName = "rowIsValid"

  /// A systematic search that takes rows by their validity where it may, and the search of
  /// the rows themselves where it may not (``SystematicOptions/rowsByValidity``).
  static func exploreRowsByValidity(
    _ file: CheckedFile, options: SystematicOptions, watch: Watch
  ) -> SystematicReport {
    var whole = options
    whole.rowsByValidity = false
    guard let space = StateSpace(file: file, rows: options.rows, symmetry: true) else {
      return exploreSystematically(file, options: whole, watch: watch)
    }
    if let obstacle = rowsByValidityObstacle(file, space: space) {
      var report = exploreSystematically(file, options: whole, watch: watch)
      report.rowsByValidityObstacle = obstacle
      return report
    }
    // The screen's own rows, one in each group: every state a row reaches, beside every value
    // of what it reads.
    var one = whole
    one.rows = 1
    var rows = exploreSystematically(file, options: one, watch: watch)
    guard rows.violation == nil, !rows.isBounded, rows.unreproduced == nil else {
      rows.rowsByValidityAvailable = false
      if rows.violation == nil {
        rows.rowsByValidityObstacle =
          rows.unreproduced == nil
          ? "the search with one row in each group, which comes first, stopped at its bounds"
          : "the search with one row in each group, which comes first, gave no verdict"
      }
      return rows
    }
    guard let standIn = validityStandIn(file, space: space) else {
      var report = exploreSystematically(file, options: whole, watch: watch)
      report.rowsByValidityObstacle = "the screen with rows by their validity could not be declared"
      return report
    }
    let validity = exploreSystematically(standIn, options: whole, watch: watch)
    if validity.violation != nil || validity.unreproduced != nil {
      var report = exploreSystematically(file, options: whole, watch: watch)
      report.rowsByValidityObstacle =
        "with rows taken by their validity the search met a state that breaks an invariant ("
        + (validity.violation?.expected ?? "a violation that did not replay")
        + "), which real rows may not reach"
      return report
    }
    rows.rowsByValidity = RowsByValidity(
      rowStates: rows.statesVisited, rowsCovered: rows.rows, validityStates: validity.statesVisited)
    rows.rows = validity.rows
    rows.isBounded = validity.isBounded
    rows.wasInterrupted = validity.wasInterrupted
    rows.deadControls = rows.deadControls.filter { dead in
      validity.deadControls.contains { $0.name == dead.name }
    }
    return rows
  }
}
