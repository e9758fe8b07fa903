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
    var bytes = Array(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var lines: [String?] = []
    var start = 0
    while start <= bytes.count {
      var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let next = end + 1
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      lines.append(String(validating: bytes[start..<end], as: UTF8.self))
      start = next
    }
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  /// Splits a string into lines.
  ///
  /// - Parameters:
  ///   - path: The path to report positions with.
  ///   - text: The file's content.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
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
