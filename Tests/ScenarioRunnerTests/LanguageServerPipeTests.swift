import Foundation
import Testing

/// `scenario-runner --lsp` as an editor runs it: a child process spoken to over pipes.
final class LanguageServerProcess {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer = Data()
  private var nextID = 1

  init() throws {
    process.executableURL = productsDirectory.appendingPathComponent("scenario-runner")
    process.arguments = ["--lsp"]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  func send(_ message: [String: Any]) throws {
    let body = try JSONSerialization.data(withJSONObject: message)
    input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Reads the next message; the server always answers, so this returns or the pipe closes.
  func receive() throws -> [String: Any] {
    while true {
      if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
        let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) ?? 0
        if buffer.count - end.upperBound >= length {
          let body = buffer[end.upperBound..<(end.upperBound + length)]
          buffer = Data(buffer[(end.upperBound + length)...])
          return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        }
      }
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw CocoaError(.fileReadUnknown) }
      buffer.append(data)
    }
  }

  func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    var message = try receive()
    while message["id"] as? Int != id { message = try receive() }
    return message
  }

  func closeInput() throws {
    try input.fileHandleForWriting.close()
  }

  /// Closes the server's standard output, as a client that goes away does.
  func closeOutput() throws {
    try output.fileHandleForReading.close()
  }
}

@Suite("scenario-runner --lsp, over pipes")
struct LanguageServerPipeTests {
  let uri = "file:///tmp/typo.scenario"
  let text = """
    field email
      required "Enter your email."
    button go
    manager form verifies email manages go
    scenario "s"
      type emial "ann"
      type 
      expect go enabled
    """

  @Test func anEditorSessionFromInitializeToExit() throws {
    let server = try LanguageServerProcess()
    let initialized = try server.request(
      "initialize",
      ["processId": NSNull(), "capabilities": ["general": ["positionEncodings": ["utf-16"]]]])
    let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["positionEncoding"] as? String == "utf-16")
    try server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    try server.send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": ["uri": uri, "languageId": "scenario", "version": 1, "text": text]
      ],
    ])
    let published = try server.receive()
    #expect(published["method"] as? String == "textDocument/publishDiagnostics")
    let diagnostics = (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    let first = try #require(diagnostics?.first)
    #expect(first["message"] as? String == "unknown field 'emial'; did you mean 'email'?")
    let range = first["range"] as? [String: [String: Int]]
    #expect(range?["start"] == ["line": 5, "character": 7])
    #expect(range?["end"] == ["line": 5, "character": 12])

    let position: [String: Any] = [
      "textDocument": ["uri": uri], "position": ["line": 6, "character": 7],
    ]
    let completion = try server.request("textDocument/completion", position)
    let labels = (completion["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
    #expect(labels == ["email"])

    let hover = try server.request(
      "textDocument/hover",
      ["textDocument": ["uri": uri], "position": ["line": 0, "character": 7]])
    let contents = (hover["result"] as? [String: Any])?["contents"] as? [String: Any]
    #expect((contents?["value"] as? String)?.contains("required \"Enter your email.\"") == true)

    #expect(try server.request("shutdown", [:])["result"] is NSNull)
    try server.send(["jsonrpc": "2.0", "method": "exit"])
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 0)
  }

  @Test func aClientThatGoesAwayEndsTheServerWithOne() throws {
    let server = try LanguageServerProcess()
    try server.closeOutput()
    try server.send([
      "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]],
    ])
    server.process.waitUntilExit()
    #expect(server.process.terminationReason == .exit)
    #expect(server.process.terminationStatus == 1)
  }

  @Test func closingTheStreamEndsTheServerWithOne() throws {
    let server = try LanguageServerProcess()
    try server.closeInput()
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 1)
  }
}
