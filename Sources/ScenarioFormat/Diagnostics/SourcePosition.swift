/// A place in a scenario file: file, line and column.
///
/// Lines and columns are 1-based. Columns count `Character`s, like every length in the scenario
/// format, so a column after an emoji is one more than the emoji's start.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path as it was named.
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column in characters, from 1.
  public let column: Int

  /// Makes a position.
  ///
  /// - Parameters:
  ///   - file: The file's path.
  ///   - line: The line, from 1.
  ///   - column: The column in characters, from 1.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COLUMN`.
  public var description: String { "\(file):\(line):\(column)" }

  /// `FILE:LINE`.
  public var fileAndLine: String { "\(file):\(line)" }

  /// Orders positions by file, line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
