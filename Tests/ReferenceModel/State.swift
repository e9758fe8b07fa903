/// A validatable's state: valid, invalid (neither valid nor pending) or pending.
package enum Validity: String, Hashable, Sendable {
  case valid, invalid, pending
}

/// A rule's message: the one written, or the default one that names the constraint.
package enum Message: Hashable, Sendable, CustomStringConvertible {
  /// A message written in the file.
  case written(String)
  /// A default message; the page fixes only that it contains `token`.
  case standard(rule: String, token: String)

  /// The message, or a description of the default one.
  package var description: String {
    switch self {
    case .written(let text): text
    case .standard(let rule, let token): "<default of \(rule), containing '\(token)'>"
    }
  }

  /// Whether a message shown by another implementation is this one.
  package func matches(_ text: String) -> Bool {
    switch self {
    case .written(let written): written == text
    case .standard(_, let token): token.isEmpty || text.contains(token)
    }
  }
}

/// One control of the running screen: a top-level control, or a control of one row.
package struct InstanceID: Hashable, Sendable {
  /// The group of the row, if any.
  package var group: String?
  /// The row's identity (0 for a top-level control); rows keep it when they move.
  package var row: Int
  /// The declared name.
  package var name: String
}

/// A control's changing state.
struct ControlState {
  var value: Value
  /// The starting value (top-level controls; rows read theirs by place).
  var start: Value
  var cursor = 0
  var validity = Validity.valid
  var errors: [Message] = []
  var shown: Message?
  var isDisplayOpen = false
  var hasEdit = false
  var isTouched = false
  var refusals = 0
  var requests = 0
  var taps = 0
  var busyToken: Int?
  var debounceToken: Int?
  var remoteToken: Int?
  /// Whether a `remote` rule counts as passed because the value is a starting one.
  var isRemoteWaived = true
  /// The last completed answer for each text: true when the text was refused.
  var remembered: [String: Bool] = [:]
  /// The dirtiness of each `NAME dirty` / `NAME pristine` of its rules when they last ran.
  var readDirtiness: [Bool] = []
  /// What a busy button that `commits` sent at its accepted tap, committed when it ends.
  var sent: Sent?
}

// "A button that `commits` commits the values it sent: those at its accepted tap, not
// keystrokes typed while it is busy." (Precise points of version 2.1)
/// The values a button's request sent: top-level controls' values, and each group's rows.
struct Sent {
  var values: [InstanceID: Value] = [:]
  /// For each group, its rows (identity and values) in order.
  var groups: [String: [(row: Int, values: [String: Value])]] = [:]
}

/// A row of a group at run time.
struct RowState {
  /// The identity of the row.
  var id: Int
  /// The place among the starting rows that this row was made for, if it is a starting row.
  var startingPlace: Int?
  /// The row's own starting values, for when it is past the starting rows: those it was made
  /// with, or loaded into it.
  var ownStart: [String: Value] = [:]
}

/// A group at run time.
struct GroupState {
  var rows: [RowState] = []
  var startingCount: Int
  /// For each place 1…N (index 0…N-1), the starting values of the row's controls.
  var startingValues: [[String: Value]]
  var refusals = 0
  var isTouchedByRows = false
}

/// Work the virtual clock will do.
enum ClockWork {
  case debounce(InstanceID, token: Int)
  case answer(InstanceID, token: Int, text: String, taken: Bool, message: Message)
  case busyEnd(InstanceID, token: Int)
}

/// A scheduled piece of work.
struct ClockEvent {
  var time: Int
  var order: Int
  var work: ClockWork
}
