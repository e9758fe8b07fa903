import Foundation
import FuzzSupport
import ScenarioLanguageServer

/// libFuzzer's entry: any bytes as a message to the language server, then as an open document
/// asked for completion, hover, definitions, symbols and fixes at places on every line, its
/// semantic tokens and its formatting.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let server = LanguageServer()
  let encoding: JSONValue = size % 3 == 0 ? "utf-8" : (size % 3 == 1 ? "utf-16" : "utf-32")
  _ = server.handle([
    "jsonrpc": "2.0", "id": 1, "method": "initialize",
    "params": ["capabilities": ["general": ["positionEncodings": [encoding]]]],
  ])
  _ = server.handle(Data(bytes))
  let text = String(decoding: bytes, as: UTF8.self)
  let uri: JSONValue = "file:///fuzz.scenario"
  _ = server.handle([
    "jsonrpc": "2.0", "method": "textDocument/didOpen",
    "params": ["textDocument": ["uri": uri, "version": 1, "text": .string(text)]],
  ])
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  for (number, line) in lines.prefix(64).enumerated() {
    let length = line.utf8.count
    for character in [0, length / 2, length, length + 1] {
      let params: JSONValue = [
        "textDocument": ["uri": uri],
        "position": ["line": .number(Double(number)), "character": .number(Double(character))],
      ]
      for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
        _ = server.handle(["jsonrpc": "2.0", "id": 2, "method": .string(method), "params": params])
      }
    }
  }
  _ = server.handle([
    "jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol",
    "params": ["textDocument": ["uri": uri]],
  ])
  for method in ["textDocument/semanticTokens/full", "textDocument/formatting"] {
    _ = server.handle([
      "jsonrpc": "2.0", "id": 5, "method": .string(method),
      "params": ["textDocument": ["uri": uri]],
    ])
  }
  _ = server.handle([
    "jsonrpc": "2.0", "id": 4, "method": "textDocument/codeAction",
    "params": [
      "textDocument": ["uri": uri],
      "range": ["start": ["line": 0, "character": 0], "end": ["line": 1000, "character": 0]],
    ],
  ])
  return 0
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_lsp_main")
public func fuzzLanguageServerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzLanguageServer(data, size)
  }
}
