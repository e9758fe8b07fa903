import ControlModel
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

@Suite("The difference between two screens is the shortest found")
struct DifferenceShrinkTests {
  /// Seven required fields open an eighth, whose limit is `limit`.
  ///
  /// A note that nothing reads is written between the fields by the file's scenario. The limits
  /// differ only once the
  /// eighth field is open and full: deeper than the search from the empty screens reaches, so
  /// it is found from the scenario's states, whose path carries the note's steps.
  private func file(limit: Int) -> CheckedFile {
    let fields = (1...7).map { "f\($0)" }
    var text = fields.map { "field \($0)\n  required\n" }.joined()
    text += "field f8 limit \(limit)\nfield note\n"
    text += "manager section verifies \(fields.joined(separator: " ")) manages f8\n"
    text += "scenario \"everything filled\"\n"
    for (index, field) in fields.enumerated() {
      text += "  type note \"\(index)\"\n  type \(field) \"x\"\n"
    }
    text += "  type f8 \"abc\"\n  expect f8 enabled\n"
    return CheckedFile(text: text, path: "limit-\(limit).scenario")
  }

  @Test func stepsTheDifferenceDoesNotNeedAreDropped() throws {
    let original = file(limit: 3)
    try #require(original.isValid, "\(original.renderedDiagnostics)")
    let report = Explorer.difference(between: original, and: file(limit: 4))
    let difference = try #require(report.difference)
    // The seven fields that open the eighth, then a text over its limit: no note.
    #expect(
      difference.steps == (1...7).map { "type f\($0) \"x\"" } + ["paste f8 \"abcc\""],
      "\(difference.steps)")
    #expect(difference.expectations.contains("expect f8 refused 1"))
  }
}

/// A field whose closure reads a switch through a capture, as version 1 screens write it.
///
/// The switch opens only once a name is given. `dropsClosure` leaves the closure out.
private func bagsScreen(clock: VirtualClock, dropsClosure: Bool) -> Screen {
  let screen = Screen(title: "Bags", clock: clock)
  let name = screen.makeTextField("name")
  name.validate([.required("Enter a name.")])
  let infant = screen.makeSwitch("infant")
  let bags = screen.makeTextField("bags", limit: 1, allow: .characterClass(.digit), text: "0")
  nonisolated(unsafe) let infantSwitch = infant
  bags.validate(
    dropsClosure
      ? [] : [.custom("An infant has no bags.") { !infantSwitch.isOn || $0 == "0" }])
  infant.addObserver { event in
    if event == .valueChanged { bags.revalidate() }
  }
  let section = screen.makeManager("section")
  try? section.verify(name)
  try? section.manage(infant)
  return screen
}

@Suite("The search tries the texts of a field whose rule is the app's closure")
struct OpaqueRuleProbeTests {
  @Test func aDroppedClosureIsToldApartWhereTheSwitchItReadsIsOn() throws {
    func file(dropsClosure: Bool) -> CheckedFile {
      let catalogue = ScreenCatalogue().registering("bags") { clock in
        bagsScreen(clock: clock, dropsClosure: dropsClosure)
      }
      return CheckedFile(
        text: "screen from \"bags\"\nscenario \"a name\"\n  type name \"Ann\"\n",
        path: "bags.scenario", catalogue: catalogue)
    }
    let report = Explorer.difference(
      between: file(dropsClosure: false), and: file(dropsClosure: true), focus: ["bags"])
    let difference = try #require(report.difference)
    // The name opens the switch, the switch on makes the closure fail on a bag: nothing else.
    #expect(difference.steps.count == 4, "\(difference.steps)")
    #expect(difference.steps.first?.hasPrefix("paste name") == true, "\(difference.steps)")
    #expect(difference.steps.contains("toggle infant"), "\(difference.steps)")
    #expect(difference.steps.last?.hasPrefix("paste bags") == true, "\(difference.steps)")
  }
}

/// A path whose answer has nothing to answer any more, once the edit that sent its request is
/// dropped, is no path: no scenario can replay it.
@Suite("A shortened difference replays as a scenario")
struct ShortenedDifferenceReplayTests {
  private func file(limit: Int) -> CheckedFile {
    let catalogue = ScreenCatalogue().registering("promo") { clock in
      let screen = Screen(title: "Promo", clock: clock)
      let promo = screen.makeTextField("promo")
      promo.validate([.check { _ in .valid }])
      _ = screen.makeTextField("note", limit: limit)
      return screen
    }
    return CheckedFile(
      text: "screen from \"promo\"\nscenario \"a promo\"\n  type promo \"SAVE\"\n",
      path: "promo-\(limit).scenario", catalogue: catalogue)
  }

  @Test func anAnswerWithNoRequestLeftIsNoPath() throws {
    let (original, other) = (file(limit: 3), file(limit: 4))
    try #require(original.isValid, "\(original.renderedDiagnostics)")
    let left = try #require(StateSpace(file: original))
    let right = try #require(StateSpace(file: other))
    let search = DifferentialSearch(
      left: left, right: right, options: .init(depth: 8, states: 100), acting: nil,
      enriching: nil)
    let answer = Move(action: .answer(NameReference(written: "promo"), text: nil, .valid))
    let typed = Move.set("promo", to: "SAVE", from: "")
    let pasted = Move.set("note", to: "abcd", from: "")
    #expect(search.replayed(typed + [answer] + pasted) != nil)
    // Without the edit, the answer cannot run: the path is refused, though the limits differ.
    #expect(search.replayed([answer] + pasted) == nil)
    #expect(search.replayed(pasted) != nil)
  }
}
