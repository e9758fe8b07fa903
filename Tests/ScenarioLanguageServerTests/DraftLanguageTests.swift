import ScenarioFormat
import Testing

@testable import ScenarioLanguageServer

/// The editor and version 2.1's words: completion where each may come, a hover for each, and
/// their colours.
@Suite("Language server: version 2.1")
struct DraftLanguageTests {
  /// Lines 0 to 14; completion places are on lines with a trailing space.
  private static let file = """
    screen "Jobs"
    today 2026-07-01
    field email
    date start from today
    group job
      field employer
    end
    button save submits email commits
      enabled when form dirty
    manager form verifies email job manages
    never job[*].employer empty

    background
      load job rows 1

    scenario "s"
      commit form
      today today+1

    """

  @Test func aLineStartsWithVersion21sWordsWhereTheyMayCome() {
    let client = TestClient()
    client.open(
      """
      field a
      button save

      field b

      today 2026-07-01

      background


      scenario "s"
        blur
      """)
    let afterButton = client.complete(2, 0)
    #expect(afterButton.contains("enabled"), "under a button")
    #expect(afterButton.contains("today") && afterButton.contains("background"))
    let afterField = client.complete(4, 0)
    #expect(!afterField.contains("enabled"), "under a field")
    #expect(!client.complete(6, 0).contains("today"), "the file says which day today is")
    let inBackground = client.complete(8, 2)
    #expect(inBackground.contains("commit") && inBackground.contains("today"))
    #expect(inBackground.contains("load") && !inBackground.contains("expect"))
    #expect(!inBackground.contains("background") && !inBackground.contains("field"))
  }

  @Test func stepsOfferWhatVersion21Takes() {
    let client = TestClient()
    client.open(
      Self.file + "  commit \n  load job \n  load email \n  pick start \n  today \n")
    #expect(
      client.complete(18, 9) == ["email", "form", "job", "job[1].employer", "start"],
      "a control with a value, a manager or a group")
    #expect(client.complete(19, 11).first == "rows", "a group's starting rows")
    #expect(!client.complete(20, 13).contains("rows"), "a field has no rows")
    #expect(client.complete(21, 13) == ["2026-07-01", "none", "today"])
    #expect(client.complete(22, 8) == ["today"])
  }

  @Test func declarationsOfferVersion21sWords() {
    let client = TestClient()
    client.open(
      """
      field email
      group job
        field employer
      end
      button go 
        enabled when 
        enabled when form 
      date start from 
      manager form verifies email job manages
      never 
      scenario "s"
        blur
      """)
    #expect(client.complete(4, 10).contains("commits"))
    #expect(client.complete(5, 15) == ["email", "form", "job", "job[1].employer", "start"])
    #expect(client.complete(6, 20) == ["dirty", "pristine"], "a manager's dirtiness")
    #expect(client.complete(7, 16) == ["today"])
    let never = client.complete(9, 6)
    #expect(never.contains("job[*].employer") && never.contains("job[1].employer"))
  }

  @Test func everyVersion21WordHasAHover() throws {
    let client = TestClient()
    client.open(Self.file)
    let enabled = try #require(client.hover(8, 3))
    #expect(enabled.hasPrefix("**enabled**: the control takes input"))
    #expect(enabled.contains("`enabled when NAME TEST [and …]` under a button (version 2.1)"))
    #expect(try #require(client.hover(1, 1)).hasPrefix("**today**: `today DAY` after `screen`"))
    #expect(try #require(client.hover(17, 3)).hasPrefix("**today**: `today DAY` after `screen`"))
    #expect(try #require(client.hover(17, 10)).hasPrefix("**today**: `today DAY` after `screen`"))
    #expect(try #require(client.hover(7, 30)).hasPrefix("**commits**: `button NAME … commits`"))
    #expect(try #require(client.hover(12, 2)).hasPrefix("**background**: `background`"))
    #expect(try #require(client.hover(16, 3)).hasPrefix("**commit**: `commit [NAME]`"))
    #expect(try #require(client.hover(13, 13)).hasPrefix("**rows**: `rows N` on a group"))
  }

  @Test func aDeclarationsHoverShowsItsEnabledWhenLine() throws {
    let client = TestClient()
    client.open(Self.file)
    let save = try #require(client.hover(7, 8))
    #expect(save.contains("button save submits email commits\n  enabled when form dirty\n"))
  }

  @Test func version21sWordsAreColoured() {
    let source = SourceFile(path: "jobs.scenario", text: Self.file)
    let (file, _) = Parser.parse(source)
    let pieces = file.highlights(in: source)
    func kind(_ line: Int, _ column: Int) -> Highlight.Kind? {
      pieces.first { $0.line == line && $0.column == column }?.kind
    }
    #expect(kind(2, 1) == .keyword, "today")
    #expect(kind(2, 7) == .number, "its day")
    #expect(kind(4, 17) == .number, "today as a bound")
    #expect(kind(8, 27) == .keyword, "commits")
    #expect(kind(9, 3) == .keyword, "enabled")
    #expect(kind(9, 11) == .keyword, "when")
    #expect(kind(9, 16) == .name, "form")
    #expect(kind(9, 21) == .value, "dirty")
    #expect(kind(11, 7) == .name, "job[*].employer")
    #expect(kind(13, 1) == .keyword, "background")
    #expect(kind(14, 12) == .keyword, "rows")
    #expect(kind(17, 3) == .keyword, "commit")
    #expect(kind(18, 9) == .number, "today+1")
  }
}
