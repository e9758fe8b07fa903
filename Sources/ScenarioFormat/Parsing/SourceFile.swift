/// A scenario file's text, split into lines.
///
/// Bytes are read as UTF-8: a byte-order mark is dropped, `\r\n` and `\n` end lines, and a line
/// that is not valid UTF-8 is reported at its place rather than decoded wrongly.
public struct SourceFile: Sendable {
  /// The path the file was named by.
  public let path: String
  /// The lines, without their endings; `nil` for a line that is not valid UTF-8.
  public let lines: [String?]

  /// Splits bytes into lines.
  ///
  /// - Parameters:
  ///   - path: The path to report positions with.
  ///   - bytes: The file's content.
  public init(path: String, bytes: some Collection<UInt8>) {
    self.path = path
    let bytes = Array(bytes)
    self.lines = bytes.withUnsafeBufferPointer(Self.split)
  }

  private static func split(_ all: UnsafeBufferPointer<UInt8>) -> [String?] {
    var bytes = all[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    var lines: [String?] = []
    var start = bytes.startIndex
    while start <= bytes.endIndex {
      var end = start
      while end < bytes.endIndex, bytes[end] != 0x0A { end += 1 }
      let next = end + 1
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      // ASCII is valid UTF-8: decoded without the validating path, which costs several times
      // as much on the short lines a file is made of.
      let isASCII = !line.contains { $0 >= 0x80 }
      lines.append(
        isASCII ? String(decoding: line, as: UTF8.self) : String(validating: line, as: UTF8.self))
      start = next
    }
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Splits a string into lines.
  ///
  /// - Parameters:
  ///   - path: The path to report positions with.
  ///   - text: The file's content.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// A text's lines, ended as a file's are (`\n` or `\r\n`), each kept, the last too (empty
  /// after a final line ending): for what lays a text out or edits it whole.
  ///
  /// Split by scalars: `\r\n` is one Character, which a split of the Characters by `\n` would
  /// not cut, leaving a file written with `\r\n` one line.
  ///
  /// - Parameter text: A text.
  /// - Returns: Its lines, without their endings.
  package static func lines(of text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(String.UnicodeScalarView($0.last == "\r" ? $0.dropLast() : $0[...]))
    }
  }

  /// The text of a line, from 1, if it exists and is valid UTF-8.
  ///
  /// - Parameter number: The line number.
  /// - Returns: The line without its ending.
  public func line(_ number: Int) -> String? {
    guard lines.indices.contains(number - 1) else { return nil }
    return lines[number - 1]
  }
}
