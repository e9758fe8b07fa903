// Over 300 lines: the message loop and the dispatch of every method; hover, completion and
// diagnostics are in their own files.

public import Foundation
public import ScenarioEngine
import ScenarioFormat

/// A Language Server Protocol server for scenario files: diagnostics as you type, completion,
/// hover, go to definition and document symbols.
///
/// `scenario-runner --lsp` serves it over standard input and output; a runner of your own
/// (`ScreenCatalogue`) serves it with your screens, so that files with `screen from "NAME"`
/// complete and check against the screens your app builds.
///
/// The server is single-threaded: `handle(_:)` takes one message and returns what to send
/// back, and ``serve(input:output:log:)`` runs that over a stream. It never stops on bad input:
/// a malformed message gets an error response, and a half-typed line gets what it can.
public final class LanguageServer {
  /// The screens built in Swift that files may name.
  public let catalogue: ScreenCatalogue
  /// How the client counts columns, as negotiated by `initialize`.
  package private(set) var encoding = PositionEncoding.utf16
  /// The status to exit with once the client has sent `exit`: 0 after `shutdown`, else 1.
  public private(set) var exitStatus: Int32?
  var documents: [String: LanguageDocument] = [:]
  /// Whether the client takes `DocumentSymbol`s, as it says in `initialize`.
  private var hierarchicalSymbols = false
  private var phase = Phase.starting

  private enum Phase {
    case starting, running, shuttingDown
  }

  /// An error response: the protocol's code and a message.
  struct ResponseError: Error {
    let code: Int
    let message: String

    static func invalidParams(_ message: String) -> ResponseError {
      ResponseError(code: -32602, message: message)
    }
  }

  /// Makes a server.
  ///
  /// - Parameter catalogue: The screens built in Swift that files may name with
  ///   `screen from "NAME"`.
  public init(catalogue: ScreenCatalogue = ScreenCatalogue()) {
    self.catalogue = catalogue
  }

  // MARK: - Streams

  /// Serves messages from a stream until the client sends `exit` or closes the stream.
  ///
  /// - Parameters:
  ///   - input: Where messages arrive, such as standard input.
  ///   - output: Where answers go, such as standard output.
  ///   - log: Where complaints about the stream go, such as standard error.
  /// - Returns: The status to exit with: 0 after `shutdown` and `exit`, else 1 (the input
  ///   ended first, or the output closed).
  public func serve(input: FileHandle, output: FileHandle, log: (String) -> Void = { _ in })
    -> Int32
  {
    var framer = MessageFramer()
    while exitStatus == nil {
      let data = input.availableData
      guard !data.isEmpty else { break }
      framer.append(data)
      while exitStatus == nil, let frame = framer.next() {
        switch frame {
        case .badHeader(let reason): log("scenario-runner --lsp: \(reason)\n")
        case .message(let body):
          for answer in handle(body) {
            do {
              try output.write(contentsOf: MessageFramer.frame(answer))
            } catch {
              // The client is gone: nobody is left to answer.
              log("scenario-runner --lsp: the client closed the stream: \(error)\n")
              return 1
            }
          }
        }
      }
    }
    return exitStatus ?? 1
  }

  /// Handles one message's body.
  ///
  /// - Parameter body: The JSON of a request, a notification or a response.
  /// - Returns: The bodies of the messages to send back, in order.
  public func handle(_ body: Data) -> [Data] {
    guard let message = JSONValue.parse(body) else {
      return [
        Self.errorResponse(id: .null, ResponseError(code: -32700, message: "parse error")).encoded
      ]
    }
    return handle(message).map(\.encoded)
  }

  /// Handles one message.
  ///
  /// - Parameter message: A request, a notification or a response.
  /// - Returns: The messages to send back, in order.
  public func handle(_ message: JSONValue) -> [JSONValue] {
    guard case .object = message, let method = message["method"]?.stringValue else {
      // A response to a request of ours (the server sends none), or not a message.
      if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
      return [
        Self.errorResponse(
          id: message["id"] ?? .null,
          ResponseError(code: -32600, message: "a message needs a method"))
      ]
    }
    let params = message["params"] ?? .null
    guard let id = message["id"] else {
      return notification(method, params)
    }
    do {
      return [["jsonrpc": "2.0", "id": id, "result": try request(method, params)]]
    } catch {
      return [Self.errorResponse(id: id, error)]
    }
  }

  private static func errorResponse(id: JSONValue, _ error: ResponseError) -> JSONValue {
    [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .int(error.code), "message": .string(error.message)],
    ]
  }

  private func request(_ method: String, _ params: JSONValue) throws(ResponseError) -> JSONValue {
    switch phase {
    case .starting where method != "initialize":
      throw ResponseError(code: -32002, message: "the server is not initialized")
    case .running where method == "initialize":
      throw ResponseError(code: -32600, message: "the server is already initialized")
    case .shuttingDown:
      throw ResponseError(code: -32600, message: "the server is shutting down")
    default:
      break
    }
    switch method {
    case "initialize": return initialize(params)
    case "shutdown":
      phase = .shuttingDown
      return .null
    case "textDocument/completion":
      let (document, line, column) = try place(params)
      return .array(completions(in: document, line: line, column: column))
    case "textDocument/hover":
      let (document, line, column) = try place(params)
      return hover(in: document, line: line, column: column)
    case "textDocument/definition":
      let (document, line, column) = try place(params)
      return definition(in: document, line: line, column: column)
    case "textDocument/documentSymbol":
      let document = try document(params)
      let symbols = symbols(in: document)
      guard !hierarchicalSymbols else { return .array(symbols) }
      // A client without nested symbols takes `SymbolInformation`: a name and a location.
      return .array(
        symbols.map { symbol in
          [
            "name": symbol["name"] ?? "", "kind": symbol["kind"] ?? 1,
            "location": ["uri": .string(document.uri), "range": symbol["range"] ?? .null],
          ]
        })
    case "textDocument/formatting":
      return try formatting(document(params))
    case "textDocument/semanticTokens/full":
      return try semanticTokens(document(params), lines: nil)
    case "textDocument/semanticTokens/range":
      let document = try document(params)
      guard let start = params["range"]?["start"]?["line"]?.intValue,
        let end = params["range"]?["end"]?["line"]?.intValue
      else { throw .invalidParams("range needs a start and an end") }
      return semanticTokens(document, lines: (start + 1)...max(start + 1, end + 1))
    case "textDocument/codeAction":
      let document = try document(params)
      guard let start = params["range"]?["start"]?["line"]?.intValue,
        let end = params["range"]?["end"]?["line"]?.intValue
      else { throw .invalidParams("range needs a start and an end") }
      let lines = (start + 1)...max(start + 1, end + 1)
      return .array(
        quickFixes(in: document, lines: lines) + recordActions(in: document, lines: lines))
    default:
      throw ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
  }

  private func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
    if method == "exit" {
      exitStatus = phase == .shuttingDown ? 0 : 1
      return []
    }
    guard phase == .running else { return [] }
    let uri = params["textDocument"]?["uri"]?.stringValue
    switch method {
    case "textDocument/didOpen":
      guard let uri, let text = params["textDocument"]?["text"]?.stringValue else { return [] }
      return open(uri, version: params["textDocument"]?["version"]?.intValue ?? 0, text: text)
    case "textDocument/didChange":
      guard let uri, let document = documents[uri] else { return [] }
      var text = document.text
      for change in params["contentChanges"]?.arrayValue ?? [] {
        text = apply(change, to: text)
      }
      return open(
        uri, version: params["textDocument"]?["version"]?.intValue ?? document.version + 1,
        text: text)
    case "textDocument/didClose":
      guard let uri else { return [] }
      documents[uri] = nil
      return [publish(uri: uri, version: nil, diagnostics: [])]
    default:
      return []
    }
  }

  // MARK: - Lifecycle

  private func initialize(_ params: JSONValue) -> JSONValue {
    let offered =
      params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(
        \.stringValue) ?? []
    encoding = .negotiate(offered)
    hierarchicalSymbols =
      params["capabilities"]?["textDocument"]?["documentSymbol"]?[
        "hierarchicalDocumentSymbolSupport"] == true
    phase = .running
    return [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": ["openClose": true, "change": 1],
        "completionProvider": ["triggerCharacters": [" ", "<"]],
        "hoverProvider": true,
        "definitionProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "semanticTokensProvider": [
          "legend": [
            "tokenTypes": .array(Self.tokenTypes.map { .string($0) }),
            "tokenModifiers": ["declaration"],
          ],
          "full": true, "range": true,
        ],
        "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite", "source"]],
      ],
      "serverInfo": ["name": "scenario-runner"],
    ]
  }

  // MARK: - Documents

  private func open(_ uri: String, version: Int, text: String) -> [JSONValue] {
    let document = LanguageDocument(uri: uri, version: version, text: text, catalogue: catalogue)
    documents[uri] = document
    return [publish(uri: uri, version: version, diagnostics: diagnostics(of: document))]
  }

  private func publish(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
    var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
    if let version { params["version"] = .int(version) }
    return [
      "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params),
    ]
  }

  /// A change applied to a text: the whole new text, or a range replaced (for a client that
  /// sends ranges although the server asks for whole texts).
  private func apply(_ change: JSONValue, to text: String) -> String {
    guard let replacement = change["text"]?.stringValue else { return text }
    guard let range = change["range"], let start = range["start"], let end = range["end"] else {
      return replacement
    }
    var lines = SourceFile(path: "", text: text).lines.map { $0 ?? "" }
    if lines.isEmpty { lines = [""] }
    func index(_ position: JSONValue) -> String.Index {
      let line = min(max(position["line"]?.intValue ?? 0, 0), lines.count)
      var offset = text.startIndex
      for number in 0..<line {
        offset = text.index(offset, offsetBy: lines[number].count)
        // Past the line's ending: `\n` or `\r\n`, one Character either way.
        if offset < text.endIndex { offset = text.index(after: offset) }
      }
      guard line < lines.count else { return text.endIndex }
      let column = encoding.column(
        atOffset: position["character"]?.intValue ?? 0, in: lines[line])
      return text.index(offset, offsetBy: column - 1, limitedBy: text.endIndex) ?? text.endIndex
    }
    let from = index(start)
    let to = max(from, index(end))
    return text.replacingCharacters(in: from..<to, with: replacement)
  }

  private func document(_ params: JSONValue) throws(ResponseError) -> LanguageDocument {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      throw .invalidParams("textDocument.uri is missing")
    }
    guard let document = documents[uri] else {
      throw .invalidParams("\(uri) is not open")
    }
    return document
  }

  /// The document and the engine's line and column of a request's `position`.
  private func place(_ params: JSONValue) throws(ResponseError) -> (LanguageDocument, Int, Int) {
    let document = try document(params)
    guard let line = params["position"]?["line"]?.intValue,
      let character = params["position"]?["character"]?.intValue, line >= 0, character >= 0
    else {
      throw .invalidParams("position needs a line and a character, both from 0")
    }
    let column = encoding.column(atOffset: character, in: document.line(line + 1))
    return (document, line + 1, column)
  }

  // MARK: - Positions

  /// The protocol's position of an engine line and column.
  func position(_ document: LanguageDocument, line: Int, column: Int) -> JSONValue {
    let offset = encoding.offset(ofColumn: column, in: document.line(line))
    return ["line": .int(max(line - 1, 0)), "character": .int(offset)]
  }

  /// The protocol's range on one line, between two columns.
  func range(_ document: LanguageDocument, line: Int, from start: Int, to end: Int) -> JSONValue {
    [
      "start": position(document, line: line, column: start),
      "end": position(document, line: line, column: end),
    ]
  }

  /// The edits that lay a document out as `--fmt` does: one edit of the whole text, or none
  /// when it is formatted.
  func formatting(_ document: LanguageDocument) -> JSONValue {
    let formatted = Formatter.format(document.text)
    guard formatted != document.text else { return .array([]) }
    let lines = SourceFile.lines(of: document.text)
    let last = lines.last ?? ""
    let end: JSONValue = [
      "line": .int(lines.count - 1),
      "character": .int(encoding.offset(ofColumn: last.count + 1, in: last)),
    ]
    return [
      [
        "range": ["start": ["line": 0, "character": 0], "end": end], "newText": .string(formatted),
      ]
    ]
  }

  /// The protocol's token types, in the order of ``Highlight/Kind``.
  static let tokenTypes = Highlight.Kind.allCases.map { kind in
    switch kind {
    case .keyword: "keyword"
    case .rule: "function"
    case .name: "variable"
    case .value: "enumMember"
    case .string: "string"
    case .number: "number"
    case .comment: "comment"
    case .parameter: "parameter"
    case .operator: "operator"
    }
  }

  /// The document's semantic tokens (of some lines, or all): the format's highlights, as the
  /// protocol packs them, five numbers each, relative to the one before.
  func semanticTokens(_ document: LanguageDocument, lines: ClosedRange<Int>?) -> JSONValue {
    var data: [JSONValue] = []
    var previousLine = 1
    var previousStart = 0
    for piece in document.checked.file.highlights(in: document.checked.source)
    where lines?.contains(piece.line) ?? true {
      let text = document.line(piece.line)
      let start = encoding.offset(ofColumn: piece.column, in: text)
      let end = encoding.offset(ofColumn: piece.column + piece.length, in: text)
      let deltaLine = piece.line - previousLine
      data += [
        .int(deltaLine), .int(deltaLine == 0 ? start - previousStart : start), .int(end - start),
        .int(piece.kind.rawValue), .int(piece.isDeclaration ? 1 : 0),
      ]
      previousLine = piece.line
      previousStart = start
    }
    return ["data": .array(data)]
  }

  /// The range of the token at a position.
  func tokenRange(_ document: LanguageDocument, at position: SourcePosition) -> JSONValue {
    let extent = document.extent(line: position.line, column: position.column)
    return range(document, line: position.line, from: extent.start, to: extent.end)
  }

}
