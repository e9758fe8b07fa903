public import ControlModel

/// One previous job's row: the controls the row template made, bound by a cell or a SwiftUI
/// row.
public struct JobRow {
  /// The employer: required.
  public let employer: TextField
  /// The day the job started: required.
  public let from: DatePicker
  /// The day the job ended: shown and required only while ``current`` is off, on or after
  /// ``from``.
  public let to: DatePicker
  /// Whether the applicant still holds the job: a current job has no end day.
  public let current: Switch
}
