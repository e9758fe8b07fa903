import Testing

/// The editor with pickers, steppers and dates: options and days offered where they go, the
/// conditions' words by the kind of the control they read, and hovers that say what a picker
/// offers and whether a condition holds at the start.
@Suite("Language server: version 2 controls")
struct ValueControlEditorTests {
  private static let file = """
    picker country options "US" "DE" "IS"
    date flight from 2026-07-01 to 2026-07-31 selected 2026-07-10
    stepper bags to 3
    field postcode
      shown when country is-not "IS"
      required when country is 
    field note
      required when bags 
    scenario "s"
      select country 
      pick flight 
      expect bags 
    """

  @Test func optionsDaysAndConditionWordsAreOffered() {
    let client = TestClient()
    client.open(Self.file)
    #expect(client.complete(9, 17) == ["\"US\"", "\"DE\"", "\"IS\"", "none"])
    #expect(
      client.complete(10, 14) == ["2026-07-01", "2026-07-31", "2026-07-10", "none", "today"])
    #expect(client.complete(5, 28) == ["\"US\"", "\"DE\"", "\"IS\""])
    #expect(
      client.complete(7, 21) == ["at-least", "at-most", "dirty", "pristine"], "a stepper's tests")
    #expect(
      client.complete(11, 14) == [
        "enabled", "disabled", "valid", "invalid", "pending", "error", "no-error", "errors",
        "refused", "value", "shown", "hidden", "dirty", "pristine", "touched", "untouched", "?",
      ])
  }

  @Test func aPickersHoverShowsItsOptionsAndAConditionWhetherItHolds() throws {
    let client = TestClient()
    client.open(
      """
      picker country options "US" "DE" "IS" selected "IS"
      date flight from 2026-07-01 to 2026-07-31 selected 2026-07-10
      field postcode
        shown when country is-not "IS"
        required when country is "US" and flight filled
      scenario "s"
        select country "US"
        pick flight 2026-07-02
      """)
    let picker = try #require(client.hover(6, 10))
    #expect(picker.contains("picker country options \"US\" \"DE\" \"IS\" selected \"IS\""))
    let shown = try #require(client.hover(3, 3))
    #expect(shown.contains("`country is-not \"IS\"` does not hold at the start (country: \"IS\")"))
    let rule = try #require(client.hover(4, 3))
    #expect(rule.contains("`flight filled` holds at the start (flight: 2026-07-10)"))
    let date = try #require(client.hover(7, 8))
    #expect(date.contains("date flight from 2026-07-01 to 2026-07-31 selected 2026-07-10"))
  }
}
