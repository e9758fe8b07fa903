/// Writes diagnostics as text: `FILE:LINE:COLUMN: error: MESSAGE`, the source line, and a caret
/// under the column.
public struct DiagnosticRenderer: Sendable {
  /// The file's lines, to quote; `nil` where the line is unknown.
  private let sourceLine: @Sendable (SourcePosition) -> String?

  /// Makes a renderer that quotes lines through a look-up.
  ///
  /// - Parameter sourceLine: The text of the line at a position (already redacted).
  public init(sourceLine: @escaping @Sendable (SourcePosition) -> String?) {
    self.sourceLine = sourceLine
  }

  /// The diagnostic and its notes, each with its quoted line and caret.
  ///
  /// - Parameter diagnostic: The diagnostic.
  /// - Returns: The lines of text, without a final newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var lines = block(
      diagnostic.position, severity: diagnostic.severity.rawValue, message: diagnostic.message)
    for note in diagnostic.notes {
      lines += block(note.position, severity: "note", message: note.message)
    }
    return lines.joined(separator: "\n")
  }

  private func block(_ position: SourcePosition, severity: String, message: String) -> [String] {
    var lines = ["\(position): \(severity): \(message)"]
    if let source = sourceLine(position).map(Self.visible) {
      lines.append("  " + source)
      lines.append("  " + Self.caretIndent(source, column: position.column) + "^")
    }
    return lines
  }

  /// A text with each control character but the tab as its picture (U+2400 and on, `␀` for
  /// NUL, `␍` for a carriage return, `␡` for DEL): one character for one, so that a caret
  /// under the line still lines up.
  ///
  /// - Parameter text: A message or a quoted line.
  /// - Returns: The text as a terminal shows it.
  package static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !isHidden(scalar) {
        shown.append(scalar)
      } else if let picture = Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)
      {
        shown.append(picture)
      }
    }
    return String(shown)
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
  }

  /// Spaces up to the column, keeping the line's tabs so that the caret lines up.
  private static func caretIndent(_ line: String, column: Int) -> String {
    var indent = ""
    for (index, character) in line.enumerated() where index < column - 1 {
      indent.append(character == "\t" ? "\t" : " ")
    }
    let missing = column - 1 - indent.count
    return indent + String(repeating: " ", count: max(0, missing))
  }
}
