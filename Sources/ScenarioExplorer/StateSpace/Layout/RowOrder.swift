import ControlModel
import ScenarioEngine
import ScenarioFormat

/// Whether the search takes states that differ only by the order of a group's rows for one
/// state (a symmetry reduction), and why not, on a screen with groups.
struct RowOrder {
  /// Whether rows are interchangeable: on a declared screen none of whose invariants names a
  /// row, and whose scenarios load no value into a row.
  let isInterchangeable: Bool
  /// Why rows are not interchangeable for the search, on a screen with groups.
  let reason: String?

  /// Decides whether a file's rows are interchangeable.
  ///
  /// - Parameters:
  ///   - file: A checked file without errors.
  ///   - hasGroups: Whether the search knows groups of rows on its screen.
  ///   - symmetry: Whether the reduction was asked for.
  init(file: CheckedFile, hasGroups: Bool, symmetry: Bool) {
    let rowNamed = file.file.invariants.first { $0.namesARowByPlace }
    let loadsIntoRows = file.file.stepsWritten.contains {
      if case .load(let name, _) = $0.action { name.row != nil } else { false }
    }
    if !hasGroups {
      reason = nil
    } else if file.factory != nil {
      reason = "the screen is built in Swift, whose code may read the order of its rows"
    } else if loadsIntoRows {
      reason =
        "the file's scenarios load values into rows, whose starting values are kept by place"
    } else if let rowNamed {
      let name =
        rowNamed.conditions.first { $0.name.row != nil }?.name.name ?? rowNamed.afterTap?.name
      reason = "an invariant names \(name ?? "a row"), a row by its place"
    } else if !symmetry {
      reason = "the reduction was turned off"
    } else {
      reason = nil
    }
    isInterchangeable = hasGroups && reason == nil
  }
}
