import ScenarioFormat
import Testing

@testable import ScenarioLanguageServer

/// Completion and hover inside groups and on `GROUP[N].NAME`.
@Suite("Language server: groups of rows")
struct GroupLanguageTests {
  private static let screen = """
    field email
    group passenger from 1 to 6
      field first
        required "Enter a first name."
      stepper bags to 3
    end
    button more adds passenger
    manager form verifies email passenger manages
    scenario "s"
      type passenger[1].first "Ann"

    """

  @Test func aStepOffersARowsControlsAsRowReferences() {
    let client = TestClient()
    client.open(Self.screen + "  type \n  increment \n  add \n  expect passenger \n")
    #expect(client.complete(10, 7) == ["email", "passenger[1].first"])
    #expect(client.complete(11, 12) == ["passenger[1].bags"])
    #expect(client.complete(12, 6) == ["passenger"])
    #expect(client.complete(13, 19).contains("rows"))
  }

  @Test func hoverOnAGroupShowsItsBoundsRowTemplateAndManagers() throws {
    let client = TestClient()
    client.open(Self.screen)
    let text = try #require(client.hover(1, 8))
    #expect(
      text == """
        **passenger**: a group

        ```
        group passenger from 1 to 6
          field first
            required "Enter a first name."
          stepper bags to 3
        end
        ```

        from 1 to 6 rows, 1 at the start; steps name a row's control as `passenger[N].NAME`

        verified by form
        """)
  }

  @Test func hoverOnARowReferenceShowsTheRowsControl() throws {
    let client = TestClient()
    client.open(Self.screen)
    let text = try #require(client.hover(9, 10))
    #expect(text.hasPrefix("**passenger[1].first**: a field"))
    #expect(text.contains("required \"Enter a first name.\""))
    #expect(text.contains("in each row of group `passenger`"))
    #expect(client.hover(6, 27)?.hasPrefix("**passenger**: a group") == true)
  }

  @Test func theGroupsWordsHaveTheirMeanings() {
    let client = TestClient()
    client.open(Self.screen + "  add passenger\n  remove passenger 1\n")
    #expect(
      client.hover(1, 1)?.hasPrefix("**group**: `group NAME [from N] [to N] [rows N]`") == true)
    #expect(client.hover(5, 1)?.hasPrefix("**end**: `end`: closes a group's row") == true)
    #expect(client.hover(6, 14)?.hasPrefix("**adds**:") == true)
    #expect(client.hover(10, 3)?.hasPrefix("**add**:") == true)
    #expect(client.hover(11, 3)?.hasPrefix("**remove**:") == true)
    #expect(client.hover(1, 17)?.contains("the fewest rows of a group") == true)
  }
}
