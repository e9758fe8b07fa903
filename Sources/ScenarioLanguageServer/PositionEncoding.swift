import ScenarioEngine
import ScenarioFormat

/// How a language client counts columns: in UTF-8 bytes, UTF-16 code units or Unicode scalars
/// (the protocol's `utf-8`, `utf-16` and `utf-32`), never in `Character`s.
///
/// The engine's positions count `Character`s; the server converts at its edge, line by line.
package enum PositionEncoding: String, Sendable, CaseIterable {
  /// Bytes of UTF-8.
  case utf8 = "utf-8"
  /// Code units of UTF-16, the protocol's default.
  case utf16 = "utf-16"
  /// Unicode scalars.
  case utf32 = "utf-32"

  /// The encoding to use: the first of the client's, in its order of preference, that the
  /// server knows; UTF-16 when the client names none.
  ///
  /// - Parameter offered: The client's `general.positionEncodings`.
  /// - Returns: The chosen encoding.
  package static func negotiate(_ offered: [String]) -> PositionEncoding {
    offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
  }

  /// How many code units a character takes.
  func width(of character: Character) -> Int {
    switch self {
    case .utf8: character.utf8.count
    case .utf16: character.utf16.count
    case .utf32: character.unicodeScalars.count
    }
  }

  /// The code-unit offset of a 1-based character column in a line; a column past the end
  /// counts the missing characters as one unit each, so that a diagnostic at the end of a line
  /// stays there.
  ///
  /// - Parameters:
  ///   - column: A column in characters, from 1.
  ///   - line: The line's text.
  /// - Returns: The offset, from 0.
  package func offset(ofColumn column: Int, in line: String) -> Int {
    var offset = 0
    var seen = 0
    for character in line {
      guard seen < column - 1 else { return offset }
      offset += width(of: character)
      seen += 1
    }
    return offset + max(0, column - 1 - seen)
  }

  /// The 1-based character column at a code-unit offset; an offset inside a character is that
  /// character's column, and one past the end is the column after the line.
  ///
  /// - Parameters:
  ///   - offset: An offset in code units, from 0.
  ///   - line: The line's text.
  /// - Returns: The column, from 1.
  package func column(atOffset offset: Int, in line: String) -> Int {
    var units = 0
    var column = 1
    for character in line {
      let width = width(of: character)
      if offset < units + width { return column }
      units += width
      column += 1
    }
    return column
  }
}
