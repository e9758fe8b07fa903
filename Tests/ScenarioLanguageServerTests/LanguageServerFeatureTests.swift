import ControlModel
import Foundation
import Testing
import ValidationManager

@testable import ScenarioEngine
@testable import ScenarioFormat
@testable import ScenarioLanguageServer

@Suite("Language server: completion")
struct LanguageServerCompletionTests {
  private func client(_ steps: String) -> TestClient {
    let client = TestClient()
    client.open(signupScreen + "scenario \"s\"\n" + steps)
    return client
  }

  @Test func aStepOffersTheNamesOfItsKind() {
    let client = client("  type \n  tap \n  toggle \n  explain \n  answer \n")
    #expect(client.complete(11, 7) == ["email", "password"])
    #expect(client.complete(12, 6) == ["signup"])
    #expect(client.complete(13, 9) == ["terms"])
    #expect(client.complete(14, 10) == ["email", "form", "password", "signup", "terms"])
    #expect(client.complete(15, 9) == ["email", "password", "signup"])
  }

  @Test func aPartialWordIsCompletedAndReplaced() throws {
    let client = client("  type pa\n")
    let items = try #require(
      client.request("textDocument/completion", client.at(11, 9))["result"]?.arrayValue)
    #expect(items.map { $0["label"] } == ["password"])
    #expect(rangeText(items.first?["textEdit"]?["range"]) == "11:7-11:9")
    #expect(items.first?["textEdit"]?["newText"] == "password")
    let inside = client.request("textDocument/completion", client.at(11, 8))["result"]?.arrayValue
    #expect(inside?.map { $0["label"] } == ["password"])
    #expect(rangeText(inside?.first?["textEdit"]?["range"]) == "11:7-11:9", "the whole word")
  }

  @Test func expectOffersNamesThenTheStatesOfTheNamesKind() {
    let client = client(
      "  expect \n  expect email \n  expect signup \n  expect terms \n  expect form \n  expect focus \n  expect email text \n"
    )
    #expect(
      client.complete(11, 9) == ["email", "form", "password", "signup", "terms", "focus", "?"])
    #expect(
      client.complete(12, 15) == [
        "enabled", "disabled", "valid", "invalid", "pending", "error", "no-error", "errors", "text",
        "refused", "requests", "value", "shown", "hidden", "dirty", "pristine", "touched",
        "untouched", "?",
      ])
    #expect(
      client.complete(13, 16) == [
        "enabled", "disabled", "valid", "invalid", "pending", "refused", "taps", "requests",
        "shown", "hidden", "busy", "idle", "?",
      ])
    #expect(
      client.complete(14, 15) == [
        "enabled", "disabled", "valid", "invalid", "pending", "error", "no-error", "errors",
        "refused", "on", "off", "value", "shown", "hidden", "dirty", "pristine", "touched",
        "untouched", "?",
      ])
    #expect(
      client.complete(15, 14) == [
        "valid", "invalid", "pending", "dirty", "pristine", "touched", "untouched", "?",
      ])
    #expect(client.complete(16, 15) == ["email", "password", "none", "?"])
    #expect(client.complete(17, 20) == ["?"])
  }

  @Test func keywordsWhereAKeywordGoes() {
    let client = TestClient()
    client.open("field a\n\nscenario \"s\"\n  \n")
    let declarations = client.complete(1, 0)
    #expect(declarations.starts(with: ["screen", "field", "switch", "button", "manager", "never"]))
    #expect(declarations.contains("required") && declarations.contains("scenario"))
    #expect(!declarations.contains("type"))
    let steps = client.complete(3, 2)
    #expect(steps.starts(with: ["type", "paste", "backspace", "clear", "cursor", "focus"]))
    #expect(steps.contains("scenario") && steps.contains("examples"))
    #expect(!steps.contains("field"))
    #expect(client.complete(3, 2).count == client.complete(3, 0).count)
  }

  @Test func declarationsOfferTheirOptionsAndNames() {
    let client = TestClient()
    client.open(
      """
      screen from 
      field a allow 
      field b errors 
      field c limit 
      field d 
      button go 
      button save submits 
      manager m 
      manager n verifies 
      manager o verifies a manages 
        equals 
      switch s 
      never 
      never go 
      never go enabled 
      never go enabled while m 
      never go enabled while m invalid 
      scenario "s"
        cursor a 
        answer a 
        answer go "x" 
      """)
    #expect(client.complete(0, 7) == ["from"])
    #expect(client.complete(1, 14) == Parser.classes)
    #expect(client.complete(2, 15) == ["on-change", "on-blur", "on-submit"])
    #expect(client.complete(3, 14) == [])
    #expect(
      client.complete(4, 8) == [
        "secure", "limit", "allow", "errors", "debounce", "normalize", "text",
      ])
    #expect(
      client.complete(5, 10) == [
        "submits", "busy", "adds", "removes", "focus-invalid", "resets", "commits",
      ])
    #expect(
      client.complete(6, 20) == ["a", "b", "c", "d", "s"], "a name first: busy cannot follow")
    #expect(client.complete(7, 10) == ["verifies"])
    #expect(
      client.complete(8, 19) == ["a", "b", "c", "d", "go", "m", "n", "o", "s", "save", "manages"])
    #expect(client.complete(9, 29) == ["a", "b", "c", "d", "go", "s", "save", "needs-change"])
    #expect(client.complete(10, 9) == ["a", "b", "c", "d"])
    #expect(client.complete(11, 9) == ["on"])
    #expect(client.complete(12, 6).count == 10)
    #expect(
      client.complete(13, 9) == [
        "enabled", "disabled", "valid", "invalid", "pending", "shown", "hidden", "busy", "idle",
      ])
    #expect(client.complete(14, 17) == ["while", "after"])
    #expect(
      client.complete(15, 25) == [
        "valid", "invalid", "pending", "dirty", "pristine", "touched", "untouched",
      ])
    #expect(client.complete(16, 33) == ["and", "after"])
    #expect(client.complete(18, 11) == ["start", "end"])
    #expect(client.complete(19, 11) == ["valid", "invalid", "fails"])
    #expect(client.complete(20, 16) == ["valid", "invalid", "fails"])
  }

  @Test func aConditionOffersTheControlsItMayReadAndTheirTests() {
    let client = TestClient()
    client.open(
      """
      switch member
      field phone
      field code
        required "Enter it." when 
        min-length 3 when member 
        max-length 9 when phone empty 
      scenario "s"
        blur
      """)
    #expect(client.complete(3, 28) == ["code", "member", "phone"], "fields and switches")
    #expect(client.complete(4, 27) == ["on", "off", "dirty", "pristine"], "a switch's tests")
    #expect(client.complete(5, 26) == ["empty", "filled", "dirty", "pristine"], "a field's tests")
    #expect(client.complete(5, 32) == ["and"])
  }

  @Test func whatComesNextIsWhatTheParserTakes() {
    let client = TestClient()
    client.open(
      """
      field a secure 
      field b normalize uppercased 
      button go submits a 
      button stop busy 2s 
      switch s on 
        required 
        remote taken "x" 
      never go enabled while s on and 
      scenario "s"
        blur 
        type a 
        expect a text 
      examples
      """)
    #expect(
      client.complete(0, 15) == ["limit", "allow", "errors", "debounce", "normalize", "text"])
    #expect(
      client.complete(1, 29) == [
        "removing-whitespace", "uppercased", "lowercased", "secure", "limit", "allow", "errors",
        "debounce", "text",
      ])
    #expect(
      client.complete(2, 21) == [
        "a", "b", "s", "busy", "adds", "removes", "focus-invalid", "resets", "commits",
      ])
    let afterBusy = ["submits", "adds", "removes", "focus-invalid", "resets", "commits"]
    #expect(client.complete(3, 20) == afterBusy)
    #expect(client.complete(4, 12) == [], "a switch line ends after 'on'")
    #expect(client.complete(5, 11) == ["when"], "a message in quotes, or conditions")
    #expect(client.complete(6, 19) == ["after"])
    #expect(client.complete(7, 32) == ["a", "b", "go", "s", "stop"])
    #expect(client.complete(9, 7) == [], "blur takes nothing")
    #expect(client.complete(10, 9) == [], "a text in quotes")
    #expect(client.complete(11, 16) == ["?"])
  }

  @Test func placeholdersOfTheExamplesTableInsideAndOutsideStrings() throws {
    let client = TestClient()
    client.open(
      """
      field phone
      button go
      manager m verifies phone manages go
      scenario "a phone of <digits> digits is <state>"
        paste phone "<"
        expect phone <st
        examples
          | digits | phone      | state |
          | 3      | 061        | valid |
      """)
    #expect(client.complete(4, 15) == [], "no placeholder before a '<'")
    #expect(client.complete(4, 16) == ["<digits>", "<phone>", "<state>"])
    let items = try #require(
      client.request("textDocument/completion", client.at(5, 18))["result"]?.arrayValue)
    #expect(items.map { $0["label"] } == ["<state>"])
    #expect(rangeText(items.first?["textEdit"]?["range"]) == "5:15-5:18")
  }

  @Test func nothingInsideACommentOrAStringOrAfterAClosedString() {
    let client = TestClient()
    client.open("field a\nscenario \"s\"\n  # type \n  type a \"te\n  type a \"x\"\n")
    #expect(client.complete(2, 9) == [])
    #expect(client.complete(3, 12) == [])
    #expect(client.complete(4, 12) == [])
  }

  @Test func aCatalogueScreenCompletesWithItsBuiltNames() {
    let client = TestClient(catalogue: languageServerCatalogue)
    client.open("screen from \"sign-in\"\nscenario \"s\"\n  type \n  tap \n")
    #expect(client.complete(2, 7) == ["email", "password"])
    #expect(client.complete(3, 6) == ["signIn"])
    client.open("screen from \nscenario \"s\"\n")
    #expect(client.complete(0, 12) == ["\"sign-in\""])
    // Inside the quotes, the names themselves, replacing what was typed after the quote.
    client.open("screen from \"\nscenario \"s\"\n")
    #expect(client.complete(0, 14) == ["sign-in"])
    client.open("screen from \"sig\nscenario \"s\"\n")
    #expect(client.complete(0, 17) == ["sign-in"])
    client.open("screen from \"x\nscenario \"s\"\n")
    #expect(client.complete(0, 15) == [])
  }
}

@Suite("Language server: hover, definitions and symbols")
struct LanguageServerNavigationTests {
  @Test func aNameShowsItsDeclarationRulesAndManagers() throws {
    let client = TestClient()
    client.open(signupScreen + "scenario \"s\"\n  type email \"a\"\n")
    let text = try #require(client.hover(11, 9))
    #expect(
      text == """
        **email**: a field

        ```
        field email errors on-change  # checked as you type
          required "Enter your email."
          email "Not an email."
        ```

        verified by form
        """)
    #expect(
      client.hover(11, 3)
        == "**type**: `type FIELD \"TEXT\"`: focuses the field, then one keystroke per character")
    #expect(client.hover(11, 13) == nil, "a string has no hover")
    let range = client.request("textDocument/hover", client.at(11, 9))["result"]?["range"]
    #expect(rangeText(range) == "11:7-11:12")
    #expect(client.hover(9, 53)?.hasPrefix("**signup**: a button") == true)
    #expect(client.hover(9, 53)?.contains("managed by form") == true)
  }

  @Test func anExpectLineShowsWhatTheScreenShowedAndWhy() throws {
    let client = TestClient()
    client.open(
      signupScreen + """
        scenario "s"
          type email "ann@example.com"
          type password "hunter22"
          expect signup disabled
          toggle terms
          expect signup enabled
          expect form ?
        """)
    let disabled = try #require(client.hover(13, 10))
    #expect(disabled.contains("After the steps before this line, the screen shows:"))
    #expect(disabled.contains("- `signup`, 0 taps, disabled"))
    #expect(
      disabled.contains(
        "- signup is disabled because manager form is invalid: terms: 'Accept the terms.'"
      ), "\(disabled)")
    #expect(disabled.hasSuffix("This expectation holds."))
    #expect(!disabled.contains("hunter22"))
    let form = try #require(client.hover(16, 10))
    #expect(form.contains("- manager form is valid"))
    #expect(
      form.hasSuffix("This is a placeholder.\n`--record` writes:\n```\nexpect form valid\n```"))
    let focus = try #require(client.hover(15, 18))
    #expect(focus.contains("**enabled**: the control takes input"))
    #expect(focus.contains("This expectation holds."))
  }

  @Test func anExpectLineOfASecureFieldMasksItsText() throws {
    let client = TestClient()
    client.open(
      signupScreen
        + "scenario \"s\"\n  type password \"hunter22\"\n  expect password text \"hunter\"\n")
    let text = try #require(client.hover(12, 10))
    #expect(!text.contains("hunter"))
    #expect(text.contains("text \"••••••••\""))
    #expect(
      text.contains(
        "`--record` leaves it: the text of the secure field 'password' is never recorded."))
  }

  @Test func anExpectLineAfterAStoppedStepSaysWhere() throws {
    let client = TestClient()
    client.open(signupScreen + "scenario \"s\"\n  answer signup valid\n  expect signup disabled\n")
    let text = try #require(client.hover(12, 10))
    #expect(text.contains("The scenario stops at line 12, before this line"))
  }

  @Test func everyRowOfAnExamplesTableIsShown() throws {
    let client = TestClient()
    client.open(
      """
      field phone
        min-length 3
      button go
      manager m verifies phone manages go
      scenario "<digits> digits"
        paste phone "<phone>"
        expect go <state>
        examples
          | digits | phone | state    |
          | 2      | 06    | disabled |
          | 3      | 061   | enabled  |
      """)
    let text = try #require(client.hover(6, 10))
    #expect(text.contains("**[2]**") && text.contains("**[3]**"))
    #expect(text.components(separatedBy: "This expectation holds.").count == 3)
  }

  @Test func aCatalogueNameShowsTheBuiltScreensRules() throws {
    let client = TestClient(catalogue: languageServerCatalogue)
    client.open(
      "screen from \"sign-in\"\nscenario \"s\"\n  type email \"a\"\n  expect signIn disabled\n")
    let text = try #require(client.hover(2, 8))
    #expect(text.contains("of the screen \"sign-in\", built in Swift"))
    #expect(text.contains("required \"Email required.\""))
    #expect(text.contains("verified by form"))
    #expect(text.contains("allow \".@ab\""), "\(text)")
    #expect(text.contains("with a normaliser"))
    let replayed = try #require(client.hover(3, 10))
    #expect(replayed.contains("signIn is disabled because manager form is invalid"))
    let button = try #require(client.hover(3, 12))
    #expect(button.contains("managed by form"), "\(button)")
    // The keyword of an expect line shows the replay too, after its documentation.
    let keyword = try #require(client.hover(3, 4))
    #expect(keyword.hasPrefix("**expect**"))
    #expect(keyword.contains("signIn is disabled because manager form is invalid"))
  }

  @Test func everyWordOfTheFormatHasAHover() {
    let words =
      Parser.declarationKeywords + Parser.ruleKeywords + Parser.stepKeywords + Parser.predicates
      + Parser.fieldOptions + Parser.classes + Parser.policies + Parser.normalizations
      + Keyword.Verdict.allCases.map(\.rawValue)
      + [
        "scenario", "examples", "submits", "busy", "verifies", "manages", "focus", "none", "while",
        "?",
      ]
    for word in words {
      #expect(KeywordDocumentation.text(for: word) != nil, "\(word)")
    }
    let client = TestClient()
    client.open(signupScreen + "scenario \"s\"\n  expect signup enabled\n  expect ?\n")
    #expect(client.hover(11, 18)?.hasPrefix("**enabled**: the control takes input") == true)
    #expect(client.hover(12, 9)?.hasPrefix("**?**: a placeholder") == true)
    #expect(client.hover(1, 20) == "**on-change**: errors show from the first edit")
  }

  @Test func definitionGoesToTheDeclaredName() {
    let client = TestClient()
    client.open(signupScreen + "scenario \"s\"\n  type email \"a\"\n")
    let location = client.request("textDocument/definition", client.at(11, 8))["result"]
    #expect(location?["uri"] == .string(client.uri))
    #expect(rangeText(location?["range"]) == "1:6-1:11")
    #expect(client.request("textDocument/definition", client.at(11, 3))["result"] == .null)
    #expect(client.request("textDocument/definition", client.at(11, 14))["result"] == .null)
  }

  @Test func symbolsAreTheDeclarationsInvariantsAndScenarios() throws {
    let client = TestClient()
    client.open(
      signupScreen + """
        never signup enabled while form invalid
        scenario "one"
          tap signup

        scenario "<n> rows"
          tap signup
          examples
            | n |
            | 1 |
            | 2 |
        """)
    let symbols = try #require(
      client.request("textDocument/documentSymbol", client.at(0, 0))["result"]?.arrayValue)
    #expect(
      symbols.map { $0["name"]?.stringValue ?? "" } == [
        "email", "password", "terms", "signup", "form", "never signup enabled while form invalid",
        "one", "<n> rows",
      ])
    #expect(symbols.map { $0["kind"]?.intValue ?? 0 } == [8, 8, 17, 24, 5, 14, 12, 12])
    #expect(rangeText(symbols[0]["range"]) == "1:0-3:23")
    #expect(rangeText(symbols[0]["selectionRange"]) == "1:6-1:11")
    #expect(rangeText(symbols[6]["range"]) == "11:0-12:12")
    #expect(rangeText(symbols[7]["range"]) == "14:0-19:9")
  }

  @Test func aClientWithoutNestedSymbolsGetsLocations() throws {
    let client = TestClient(nestedSymbols: false)
    client.open("field a\nscenario \"one\"\n  clear a\n")
    let symbols = try #require(
      client.request("textDocument/documentSymbol", client.at(0, 0))["result"]?.arrayValue)
    #expect(symbols.map { $0["name"] } == ["a", "one"])
    #expect(symbols.first?["location"]?["uri"] == .string(client.uri))
    #expect(rangeText(symbols.last?["location"]?["range"]) == "1:0-2:9")
    #expect(symbols.first?["selectionRange"] == nil)
  }
}

@Suite("Language server: streams and encodings")
struct LanguageServerStreamTests {
  @Test func framesArriveInAnyPieces() {
    let body = Data(#"{"jsonrpc":"2.0","method":"initialized"}"#.utf8)
    let stream = MessageFramer.frame(body) + MessageFramer.frame(Data("{}".utf8))
    var framer = MessageFramer()
    var frames: [MessageFramer.Frame] = []
    for byte in stream {
      framer.append([byte])
      while let frame = framer.next() { frames.append(frame) }
    }
    #expect(frames == [.message(body), .message(Data("{}".utf8))])
  }

  @Test func aBadHeaderIsDroppedAndTheNextMessageStillArrives() {
    var framer = MessageFramer()
    framer.append(
      Data("Content-Type: x\r\n\r\nContent-Length: -4\r\n\r\ncontent-length:2\n\n{}".utf8))
    #expect(
      framer.next()
        == .badHeader(#"a header without a valid Content-Length was dropped: "Content-Type: x""#))
    if case .badHeader = framer.next() {} else { Issue.record("a negative length is refused") }
    #expect(framer.next() == .message(Data("{}".utf8)))
    #expect(framer.next() == nil)
    framer.append(Data(repeating: 0x41, count: MessageFramer.headerLimit + 1))
    #expect(framer.next() == .badHeader("8193 bytes without a header's blank line were dropped"))
  }

  @Test func theLexerKnowsWhereTokensEndAndTheCommentStarts() throws {
    let line = ##"  type a "x\"#y" # it's "quoted""##
    #expect(try LineLexer.tokens(of: line).get().map(\.end) == [7, 9, 17])
    #expect(LineLexer.commentColumn(of: line) == 18)
    #expect(LineLexer.commentColumn(of: "# only a comment") == 1)
    #expect(LineLexer.commentColumn(of: ##"type a "open #"##) == nil)
    #expect(LineLexer.commentColumn(of: "tab") == nil)
    let unicode = "type é \"👩‍👩‍👧\"#"
    #expect(try LineLexer.tokens(of: unicode).get().map(\.end) == [5, 7, 11])
    #expect(LineLexer.commentColumn(of: unicode) == 11)
  }

  @Test func positionsConvertBetweenCharactersAndCodeUnits() {
    let line = "e\u{301}👩‍👩‍👧x"
    #expect(PositionEncoding.utf16.offset(ofColumn: 3, in: line) == 10)
    #expect(PositionEncoding.utf8.offset(ofColumn: 3, in: line) == 21)
    #expect(PositionEncoding.utf32.offset(ofColumn: 3, in: line) == 7)
    #expect(PositionEncoding.utf16.column(atOffset: 10, in: line) == 3)
    #expect(PositionEncoding.utf16.column(atOffset: 5, in: line) == 2, "inside the emoji")
    #expect(PositionEncoding.utf16.column(atOffset: 1, in: line) == 1, "inside é")
    #expect(PositionEncoding.utf16.column(atOffset: 99, in: line) == 4)
    #expect(PositionEncoding.utf8.offset(ofColumn: 6, in: line) == 24, "past the end")
    #expect(PositionEncoding.negotiate(["utf-32", "utf-8"]) == .utf32)
  }

  @Test func noInputCrashesTheServer() {
    // Every prefix of every line of a file, asked for everything at every column.
    let text = """
      field email errors on-change
        email "Not an email."
      field pin secure allow digit
      button go busy 1s
      manager form verifies email pin manages go
      never go enabled while form invalid
      scenario "s <n>" # comment
        type email "a\\"b👩‍👩‍👧" # x
        expect email text "<n>"
        expect ?
        examples
          | n |
          | 1 |
      """
    let client = TestClient(encodings: ["utf-8"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      for length in 0...line.count {
        let edited = (lines[..<number] + [line.prefix(length)] + lines[(number + 1)...])
          .joined(separator: "\n")
        client.open(edited)
        _ = client.complete(number, length)
        _ = client.complete(number, length + 3)
        _ = client.hover(number, max(length - 1, 0))
        _ = client.request("textDocument/definition", client.at(number, length / 2))
        _ = client.request("textDocument/documentSymbol", client.at(0, 0))
        // Recording replays the file: once a line is whole.
        guard length == line.count || length == 0 else { continue }
        _ = client.request(
          "textDocument/codeAction",
          [
            "textDocument": ["uri": .string(client.uri)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]],
          ])
      }
    }
    #expect(client.open(text).map { $0["severity"] } == [3], "only the placeholder, as information")
  }
}
