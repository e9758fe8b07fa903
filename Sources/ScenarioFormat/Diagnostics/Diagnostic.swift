/// A problem found in a scenario file, with where it is.
///
/// Diagnostics are data; ``DiagnosticRenderer`` writes their text. The parser and checker never
/// stop at the first one: every problem of a file is reported.
public struct Diagnostic: Sendable, Hashable {
  /// How serious the diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// The file cannot be replayed.
    case error
    /// The file replays, and something in it can never act (configuration that does
    /// nothing).
    case warning
    /// More about an error, at another place.
    case note
  }

  /// A remark at another place, such as a first declaration.
  public struct Note: Sendable, Hashable {
    /// Where the note points.
    public let position: SourcePosition
    /// The remark.
    public let message: String

    /// The note of an error in a step an examples row made, at the row: it names no case,
    /// which may be a secure field's text (the row's line shows masked).
    static let inExample = "in the example of this row"

    /// The note at the first of two lines where a file has one (a title, a `background`, a
    /// `today` line).
    static func firstIsHere(_ position: SourcePosition) -> Self {
      Self(position: position, message: "the first is here")
    }
  }

  /// How serious it is.
  public let severity: Severity
  /// Where it is.
  public let position: SourcePosition
  /// What is wrong, in the voice of ``DiagnosticMessage``.
  public let message: String
  /// Remarks at other places.
  public let notes: [Note]
  /// The edit that the message's "did you mean" stands for, for an editor's quick fix.
  public let fix: DiagnosticMessage.Fix?

  /// Makes an error.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - position: Where.
  ///   - notes: Remarks at other places.
  public init(_ message: DiagnosticMessage, at position: SourcePosition, notes: [Note] = []) {
    self.init(message, severity: .error, at: position, notes: notes)
  }

  /// Makes a diagnostic of any severity.
  ///
  /// - Parameters:
  ///   - message: What is wrong, or what can never act.
  ///   - severity: How serious it is.
  ///   - position: Where.
  ///   - notes: Remarks at other places.
  public init(
    _ message: DiagnosticMessage, severity: Severity, at position: SourcePosition,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.position = position
    self.message = message.text
    self.notes = notes
    self.fix = message.fix
  }

  /// The same diagnostic with another message text, its fix dropped (it may quote the text).
  func replacingMessage(_ text: String) -> Self {
    Self(DiagnosticMessage(text), severity: severity, at: position, notes: notes)
  }

  /// The same diagnostic with one more note.
  func noting(_ note: Note) -> Self {
    Self(
      DiagnosticMessage(message, fix: fix), severity: severity, at: position,
      notes: notes + [note])
  }
}
