import ControlModel
import Foundation
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioFormat
@testable import ScenarioLanguageServer

/// A client of the server in this process: it sends messages through ``LanguageServer/handle(_:)``
/// as JSON bodies, as a stream would.
final class TestClient {
  let server: LanguageServer
  private var nextID = 1
  let uri = "file:///work/signup.scenario"
  /// The result of `initialize`.
  private(set) var capabilities: JSONValue = .null

  init(
    encodings: [String]? = nil, catalogue: ScreenCatalogue = ScreenCatalogue(),
    nestedSymbols: Bool = true
  ) {
    server = LanguageServer(catalogue: catalogue)
    var capabilities: [String: JSONValue] = [
      "textDocument": [
        "documentSymbol": ["hierarchicalDocumentSymbolSupport": .bool(nestedSymbols)]
      ]
    ]
    if let encodings {
      capabilities["general"] = ["positionEncodings": .array(encodings.map(JSONValue.string))]
    }
    self.capabilities =
      request("initialize", ["processId": nil, "capabilities": .object(capabilities)])["result"]?[
        "capabilities"] ?? .null
    _ = notify("initialized", [:])
  }

  /// Sends raw bytes as one message's body.
  func send(_ body: Data) -> [JSONValue] {
    server.handle(body).compactMap(JSONValue.parse)
  }

  /// Sends a request and returns its response.
  func request(_ method: String, _ params: JSONValue) -> JSONValue {
    let id = nextID
    nextID += 1
    let message: JSONValue = [
      "jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params,
    ]
    let answers = send(message.encoded)
    return answers.first { $0["id"] == .int(id) } ?? .null
  }

  /// Sends a notification and returns what the server sent back.
  func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
    send(JSONValue.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).encoded)
  }

  /// Opens the document and returns its diagnostics.
  @discardableResult
  func open(_ text: String, version: Int = 1) -> [JSONValue] {
    let sent = notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "scenario", "version": .int(version),
          "text": .string(text),
        ]
      ])
    return sent.first?["params"]?["diagnostics"]?.arrayValue ?? []
  }

  func at(_ line: Int, _ character: Int) -> JSONValue {
    [
      "textDocument": ["uri": .string(uri)],
      "position": ["line": .int(line), "character": .int(character)],
    ]
  }

  /// The labels completion offers at a place.
  func complete(_ line: Int, _ character: Int) -> [String] {
    request("textDocument/completion", at(line, character))["result"]?.arrayValue?.compactMap {
      $0["label"]?.stringValue
    } ?? []
  }

  /// The hover's text at a place, if any.
  func hover(_ line: Int, _ character: Int) -> String? {
    request("textDocument/hover", at(line, character))["result"]?["contents"]?["value"]?.stringValue
  }
}

/// A range as `LINE:CHARACTER-LINE:CHARACTER`, from 0, as the protocol counts.
func rangeText(_ range: JSONValue?) -> String {
  func position(_ value: JSONValue?) -> String {
    "\(value?["line"]?.intValue ?? -1):\(value?["character"]?.intValue ?? -1)"
  }
  return position(range?["start"]) + "-" + position(range?["end"])
}

let signupScreen = """
  screen "Signup"
  field email errors on-change  # checked as you type
    required "Enter your email."
    email "Not an email."
  field password secure
    min-length 8 "Eight or more."
  switch terms
    must-be-on "Accept the terms."
  button signup
  manager form verifies email password terms manages signup

  """

@Suite("Language server: protocol")
struct LanguageServerProtocolTests {
  @Test func initializeAnswersCapabilitiesAndTheFirstEncodingTheClientPrefers() {
    let client = TestClient(encodings: ["utf-8", "utf-16"])
    #expect(client.capabilities["positionEncoding"] == "utf-8")
    #expect(client.capabilities["textDocumentSync"]?["change"] == 1)
    #expect(client.capabilities["hoverProvider"] == true)
    #expect(client.capabilities["definitionProvider"] == true)
    #expect(client.capabilities["documentSymbolProvider"] == true)
    #expect(client.capabilities["completionProvider"]?["triggerCharacters"] == [" ", "<"])
    #expect(
      TestClient(encodings: ["utf-16", "utf-8"]).capabilities["positionEncoding"] == "utf-16")
    #expect(TestClient(encodings: ["utf-32"]).capabilities["positionEncoding"] == "utf-32")
    #expect(TestClient(encodings: ["ucs-2"]).capabilities["positionEncoding"] == "utf-16")
    #expect(TestClient().capabilities["positionEncoding"] == "utf-16")
  }

  @Test func requestsBeforeInitializeAreRefused() {
    let server = LanguageServer()
    let answers = server.handle(
      ["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": [:]])
    #expect(answers.first?["error"]?["code"] == -32002)
    #expect(answers.first?["id"] == 1)
    // A notification before `initialize` is dropped without an answer.
    #expect(
      server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [:]]).isEmpty)
  }

  @Test func badMessagesGetErrorsAndTheServerGoesOn() {
    let client = TestClient()
    #expect(client.send(Data("{not json".utf8)).first?["error"]?["code"] == -32700)
    #expect(client.send(Data("[1, 2]".utf8)).first?["error"]?["code"] == -32600)
    #expect(client.send(Data(#"{"id": 7}"#.utf8)).first?["error"]?["code"] == -32600)
    #expect(client.request("workspace/symbol", [:])["error"]?["code"] == -32601)
    #expect(client.request("textDocument/hover", [:])["error"]?["code"] == -32602)
    #expect(
      client.request("textDocument/hover", client.at(0, 0))["error"]?["message"]
        == "file:///work/signup.scenario is not open")
    client.open(signupScreen)
    #expect(
      client.request(
        "textDocument/hover",
        ["textDocument": ["uri": .string(client.uri)], "position": ["line": -1]]
      )["error"]?["code"] == -32602)
    #expect(client.request("initialize", ["capabilities": [:]])["error"]?["code"] == -32600)
    // A response from the client (to a request the server never sent) is ignored.
    #expect(client.send(Data(#"{"jsonrpc": "2.0", "id": 3, "result": null}"#.utf8)).isEmpty)
    #expect(client.hover(9, 10) != nil)
  }

  @Test func shutdownThenExitEndsWithZero() {
    let client = TestClient()
    #expect(client.request("shutdown", nil)["result"] == .null)
    #expect(client.request("textDocument/hover", client.at(0, 0))["error"]?["code"] == -32600)
    #expect(client.server.exitStatus == nil)
    _ = client.notify("exit", nil)
    #expect(client.server.exitStatus == 0)
  }

  @Test func exitWithoutShutdownEndsWithOne() {
    let client = TestClient()
    _ = client.notify("exit", nil)
    #expect(client.server.exitStatus == 1)
  }
}

@Suite("Language server: diagnostics")
struct LanguageServerDiagnosticsTests {
  @Test func aTypoIsReportedAtItsRangeWithASuggestion() throws {
    let client = TestClient()
    let diagnostics = client.open(
      signupScreen + """
        scenario "signs up"
          type emial "ann@example.com"
          tap sigup
        """)
    #expect(diagnostics.count == 2)
    let typo = try #require(diagnostics.first)
    #expect(typo["message"] == "unknown field 'emial'; did you mean 'email'?")
    #expect(rangeText(typo["range"]) == "11:7-11:12")
    #expect(typo["severity"] == 1)
    #expect(diagnostics.last?["message"] == "unknown button 'sigup'; did you mean 'signup'?")
    #expect(rangeText(diagnostics.last?["range"]) == "12:6-12:11")
  }

  @Test func aPlaceholderIsInformationNotAnError() {
    let diagnostics = TestClient().open(
      """
      field a
      scenario "s <n>"
        clear a
        expect a ?  # to record
        examples
          | n |
          | 1 |
          | 2 |
      """)
    #expect(diagnostics.count == 1, "once for the rows of a table")
    #expect(diagnostics.first?["severity"] == 3)
    #expect(
      diagnostics.first?["message"]
        == "a placeholder: it fails until --record writes what the screen shows here")
    #expect(rangeText(diagnostics.first?["range"]) == "3:2-3:12")
  }

  @Test func aStringIsUnderlinedToItsClosingQuote() {
    let diagnostics = TestClient().open(
      """
      field a
      scenario "s"
        type a "x\\"y" extra
        type a "open
      """)
    #expect(
      diagnostics.map { $0["message"]?.stringValue ?? "" } == [
        "expected the end of the line, found 'extra'", "missing closing quote '\"' of a string",
      ])
    #expect(diagnostics.map { rangeText($0["range"]) } == ["2:16-2:21", "3:9-3:14"])
  }

  @Test func columnsCountTheNegotiatedUnitsNeverCharacters() {
    // The family emoji is one Character, 8 UTF-16 units, 18 UTF-8 bytes and 5 scalars.
    let text = """
      field a
      scenario "s"
        type a "👩‍👩‍👧" tap
      """
    let expected = ["utf-16": "2:20-2:23", "utf-8": "2:30-2:33", "utf-32": "2:17-2:20"]
    for (encoding, range) in expected {
      let diagnostics = TestClient(encodings: [encoding]).open(text)
      #expect(rangeText(diagnostics.first?["range"]) == range, "\(encoding)")
    }
  }

  @Test func notesBecomeRelatedInformation() throws {
    let diagnostics = TestClient().open(
      """
      field a
      scenario "twice"
        clear a
      scenario "twice"
        clear a
      """)
    let duplicate = try #require(diagnostics.first)
    #expect(rangeText(duplicate["range"]) == "3:9-3:16")
    let note = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
    #expect(note["message"] == "the first is here")
    #expect(rangeText(note["location"]?["range"]) == "1:9-1:16")
  }

  @Test func everyChangeRepublishesAndCloseClearsThem() {
    let client = TestClient()
    #expect(client.open(signupScreen + "scenario \"s\"\n  tap signup\n").isEmpty)
    let changed = client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(client.uri), "version": 2],
        "contentChanges": [["text": .string(signupScreen + "scenario \"s\"\n  tap sign\n")]],
      ])
    #expect(changed.first?["params"]?["version"] == 2)
    #expect(changed.first?["params"]?["diagnostics"]?.arrayValue?.count == 1)
    // A client may send a range although the server asks for whole texts.
    let ranged = client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(client.uri), "version": 3],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 11, "character": 10], "end": ["line": 11, "character": 10],
            ],
            "text": "up",
          ]
        ],
      ])
    #expect(ranged.first?["params"]?["diagnostics"]?.arrayValue?.isEmpty == true)
    #expect(client.server.documents[client.uri]?.text.hasSuffix("  tap signup\n") == true)
    let closed = client.notify(
      "textDocument/didClose", ["textDocument": ["uri": .string(client.uri)]])
    #expect(closed.first?["params"]?["diagnostics"] == [])
    #expect(client.server.documents.isEmpty)
  }

  @Test func aSuggestionIsAQuickFix() throws {
    let client = TestClient(catalogue: languageServerCatalogue)
    client.open(
      signupScreen + """
        scenario "s <digits>"
          tpye email "a"
          tap sigup
          expect signup enabeld
          paste email "<digts>"
          clear nothing
          examples
            | digits |
            | 1      |
        """)
    func fixes(_ line: Int) -> [String] {
      let actions =
        client.request(
          "textDocument/codeAction",
          [
            "textDocument": ["uri": .string(client.uri)],
            "range": [
              "start": ["line": .int(line), "character": 0],
              "end": ["line": .int(line), "character": 0],
            ],
            "context": ["diagnostics": []],
          ])["result"]?.arrayValue ?? []
      return actions.map { action in
        let edit = action["edit"]?["changes"]?[client.uri]?.arrayValue?.first
        return "\(action["title"]?.stringValue ?? "") \(rangeText(edit?["range"])) "
          + (edit?["newText"]?.stringValue ?? "")
      }
    }
    #expect(fixes(11) == ["Change to 'type' 11:2-11:6 type"])
    #expect(fixes(12) == ["Change to 'signup' 12:6-12:11 signup"])
    #expect(fixes(13) == ["Change to 'enabled' 13:16-13:23 enabled"])
    #expect(fixes(14) == ["Change to '<digits>' 14:15-14:22 <digits>"])
    #expect(fixes(15) == [], "no name is near 'nothing'")
    let action = try #require(
      client.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(client.uri)],
          "range": ["start": ["line": 12, "character": 0], "end": ["line": 12, "character": 3]],
        ])["result"]?.arrayValue?.first)
    #expect(action["kind"] == "quickfix")
    #expect(
      action["diagnostics"]?.arrayValue?.first?["message"]
        == "unknown button 'sigup'; did you mean 'signup'?")
    client.open("screen from \"sign-inn\"\nscenario \"s\"\n  blur\n")
    #expect(fixes(0) == [#"Change to '"sign-in"' 0:12-0:22 "sign-in""#])
  }

  @Test func recordingIsACodeActionOfTheLineAndOfTheFile() throws {
    let client = TestClient()
    client.open(
      signupScreen + """
        scenario "s"
          type email "ann@example.com"
          expect ?  # typed
          expect signup enabled
          expect email valid
        """)
    func actions(_ line: Int) -> [JSONValue] {
      client.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(client.uri)],
          "range": [
            "start": ["line": .int(line), "character": 0],
            "end": ["line": .int(line), "character": 0],
          ],
        ])["result"]?.arrayValue ?? []
    }
    let placeholder = actions(12)
    #expect(
      placeholder.map { $0["title"] } == [
        "Record what the screen shows (3 lines)",
        "Record every failing and placeholder expectation of the file",
      ])
    #expect(placeholder.first?["kind"] == "refactor.rewrite")
    let edit = try #require(placeholder.first?["edit"]?["changes"]?[client.uri]?.arrayValue?.first)
    #expect(rangeText(edit["range"]) == "12:0-12:19")
    #expect(
      edit["newText"]
        == "  expect email text \"ann@example.com\"  # typed\n  expect email valid\n  expect focus email"
    )
    #expect(actions(13).first?["title"] == "Record what the screen shows (1 line)")
    let whole = try #require(actions(13).last?["edit"]?["changes"]?[client.uri]?.arrayValue)
    #expect(whole.count == 2)
    #expect(
      actions(14).map { $0["title"] } == [
        "Record every failing and placeholder expectation of the file"
      ])
    #expect(actions(11).count == 1, "a passing step offers the file's recording only")
  }

  @Test func aFileOnACatalogueScreenIsCheckedAgainstTheBuiltScreen() {
    let client = TestClient(catalogue: languageServerCatalogue)
    let diagnostics = client.open(
      """
      screen from "sign-in"
      scenario "s"
        type emial "a"
      """)
    #expect(diagnostics.first?["message"] == "unknown field 'emial'; did you mean 'email'?")
    #expect(rangeText(diagnostics.first?["range"]) == "2:7-2:12")
    let unknown = client.open("screen from \"sign-up\"\nscenario \"s\"\n  tap go\n")
    #expect(
      unknown.first?["message"]?.stringValue?.contains("did you mean 'sign-in'?") == true)
    #expect(rangeText(unknown.first?["range"]) == "0:12-0:21")
  }
}

/// A screen built in Swift, for the server of a runner of one's own.
let languageServerCatalogue = ScreenCatalogue().registering("sign-in") { clock in
  let screen = Screen(title: "Sign in", clock: clock)
  let email = screen.makeTextField(
    "email", allow: .characters(Set("ab@.")), normalizer: .lowercased)
  email.validate([.required("Email required."), .email("Invalid email.")], errors: .onChange)
  let password = screen.makeTextField("password", isSecure: true)
  password.validate([.required("Password required.")])
  let go = screen.makeButton("signIn")
  let form = screen.makeManager("form")
  try? form.verify(email)
  try? form.verify(password)
  try? form.manage(go)
  return screen
}
