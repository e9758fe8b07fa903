import ControlModel
import Testing

/// Mistakes in the code that builds a screen, thrown by `Screen.catchingMistakes` where an app
/// would stop at them, each with what it is.
@Suite("Mistakes in a screen's code")
struct ScreenMistakeTests {
  private func mistake(_ build: (Screen) -> Void) -> String? {
    do {
      _ = try Screen.catchingMistakes {
        let screen = Screen(clock: VirtualClock())
        build(screen)
        return screen
      }
      return nil
    } catch {
      return (error as? ScreenMistake)?.description ?? "\(error)"
    }
  }

  @Test func eachMistakeIsThrownWithWhatItIs() throws {
    let first = try #require(CalendarDate(year: 2026, month: 1, day: 1))
    let last = try #require(CalendarDate(year: 2025, month: 1, day: 1))
    let cases: [(build: (Screen) -> Void, expected: String)] = [
      (
        {
          _ = $0.makeTextField("email")
          _ = $0.makeButton("email")
        }, "two controls or managers are named 'email'"
      ),
      (
        { _ = $0.makeTextField("code", limit: 2, text: "12345") },
        "the starting text of 'code' is not one its limit, filter and normaliser keep"
      ),
      ({ _ = $0.makePicker("country", options: []) }, "the picker 'country' has no option"),
      ({ _ = $0.makePicker("size", options: ["S", "S"]) }, "the options of 'size' repeat"),
      (
        { _ = $0.makePicker("size", options: ["S", "M"], selection: "XL") },
        "the selection of 'size' is none of its options"
      ),
      ({ _ = $0.makeStepper("bags", step: 0) }, "the step of 'bags' is 0; it is at least 1"),
      (
        { _ = $0.makeStepper("bags", range: 0...3, value: 9) },
        "the value of 'bags' lies outside 0...3"
      ),
      (
        { _ = $0.makeDatePicker("trip", from: first, to: last) },
        "the bounds of 'trip' are out of order"
      ),
      (
        { _ = $0.makeDatePicker("trip", to: last, selection: first) },
        "the day of 'trip' lies outside its bounds"
      ),
    ]
    for (build, expected) in cases {
      let found = mistake(build)
      #expect(found == expected)
    }
  }

  /// Only the first mistake is thrown; code without one returns what it built; what the code
  /// throws is thrown on.
  @Test func theFirstMistakeIsThrownAndOtherwiseTheScreen() throws {
    let first = mistake {
      _ = $0.makeTextField("a")
      _ = $0.makeTextField("a")
      _ = $0.makeStepper("b", step: 0)
    }
    #expect(first == "two controls or managers are named 'a'")
    let none = mistake { _ = $0.makeTextField("a") }
    #expect(none == nil)
    struct Refused: Error {}
    #expect(throws: Refused.self) { try Screen.catchingMistakes { throw Refused() } }
  }
}
