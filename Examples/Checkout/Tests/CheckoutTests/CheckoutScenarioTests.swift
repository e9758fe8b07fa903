import CheckoutCatalogue
import ScenarioEngine
import ScenarioLanguageServer
import ScenarioTesting
import Testing

/// The checkout's scenario files and recorded sessions (`Sessions/`, which `checkout-live
/// --write` writes), each scenario a test case of its own, replayed against the checkout built
/// in Swift; a failure is recorded at the scenario file's line and column.
@Test(
  arguments: ScenarioCase.all(
    in: ["Scenarios", "Sessions"], relativeTo: #filePath, catalogue: .checkout))
func checkoutScenario(_ scenario: ScenarioCase) {
  scenario.expectToPass()
}

/// The checkout's runner serves `--lsp` with its catalogue: an editor completes and checks the
/// names of the screen the app builds.
@Test func theCheckoutsLanguageServerKnowsTheBuiltScreen() throws {
  let server = LanguageServer(catalogue: .checkout)
  _ = server.handle([
    "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]],
  ])
  let uri = "file:///checkout/draft.scenario"
  let text = "screen from \"checkout\"\nscenario \"s\"\n  type cvv \"123\"\n  toggle \n"
  let published = server.handle([
    "jsonrpc": "2.0", "method": "textDocument/didOpen",
    "params": ["textDocument": ["uri": .string(uri), "version": 1, "text": .string(text)]],
  ])
  let diagnostic = try #require(published.first?["params"]?["diagnostics"]?.arrayValue?.first)
  #expect(diagnostic["message"] == "unknown field 'cvv'; did you mean 'cvc'?")
  let completion = server.handle([
    "jsonrpc": "2.0", "id": 2, "method": "textDocument/completion",
    "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 9]],
  ])
  let labels = completion.first?["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue }
  #expect(labels == ["terms"])
}
