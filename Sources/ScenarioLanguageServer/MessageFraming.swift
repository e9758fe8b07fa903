import Foundation
import ScenarioEngine
import ScenarioFormat

/// Splits a byte stream into the language server protocol's messages: a `Content-Length:`
/// header, a blank line, then that many bytes of JSON.
///
/// Bytes arrive in any pieces; a message is returned once it is whole. A header without a
/// usable length is dropped with a complaint, so one bad message never stops the stream.
struct MessageFramer {
  /// What the stream held next.
  enum Frame: Equatable {
    /// The body of a message.
    case message(Data)
    /// A header that could not be used, and why.
    case badHeader(String)
  }

  private var buffer: [UInt8] = []
  private var start = 0
  /// Headers longer than this are not headers: the stream is out of step.
  static let headerLimit = 8192

  /// Adds bytes from the stream.
  ///
  /// - Parameter bytes: The next bytes.
  mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 65536, start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next whole frame, or `nil` until more bytes arrive.
  ///
  /// - Returns: A message's body or a bad header.
  mutating func next() -> Frame? {
    guard let (headerEnd, bodyStart) = headerBounds() else {
      if buffer.count - start > Self.headerLimit {
        let dropped = buffer.count - start
        start = buffer.count
        return .badHeader("\(dropped) bytes without a header's blank line were dropped")
      }
      return nil
    }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let length = Self.contentLength(in: header) else {
      start = bodyStart
      return .badHeader(
        "a header without a valid Content-Length was dropped: \(header.debugDescription)")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Data(buffer[bodyStart..<(bodyStart + length)])
    start = bodyStart + length
    return .message(body)
  }

  /// Where the header ends and the body starts: after `\r\n\r\n`, or `\n\n` from a lenient
  /// client.
  private func headerBounds() -> (Int, Int)? {
    var index = start
    while index < buffer.count {
      if buffer[index] == 0x0A {
        if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
        if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
          return (index, index + 3)
        }
      }
      index += 1
    }
    return nil
  }

  private static func contentLength(in header: String) -> Int? {
    for line in header.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length"
      else { continue }
      guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else {
        return nil
      }
      return length
    }
    return nil
  }

  /// A message framed for the stream.
  ///
  /// - Parameter body: The JSON body.
  /// - Returns: The header and the body.
  static func frame(_ body: Data) -> Data {
    var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
    data.append(body)
    return data
  }
}
