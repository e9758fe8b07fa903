import ControlModel
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// What a fingerprint holds besides the controls' state words: values, starting values,
/// managers, rows, requests and times to come, and what a reset reads.
enum KeyedWord: CaseIterable, Sendable {
  case text, option, number, day, startingText, startingOption, manager, rows, request
  case answerDue, debounceDue, groupTouched, rememberedAnswers, removedRows
}

/// Each of the fingerprint's other words tells two states apart that differ in it (and in what
/// follows from it).
@Suite("Every other word of the fingerprint tells states apart")
struct FingerprintWordTests {
  @Test(arguments: KeyedWord.allCases)
  func aWordTellsStatesApart(_ word: KeyedWord) throws {
    let (first, second) = try Self.pair(word).states()
    #expect(first.fingerprint != second.fingerprint, "\(word)")
  }

  /// Two states that differ in a word.
  static func pair(_ word: KeyedWord) -> AspectPair {
    let remote = "field a\n  remote taken \"t\" after 1s"
    let resets = "\nbutton discard resets"
    return switch word {
    case .text:
      AspectPair(
        screen: "field a", control: "a", first: ["paste a \"x\""], second: ["paste a \"y\""])
    case .option:
      AspectPair(
        screen: "picker p options \"A\" \"B\"", control: "p", first: ["select p \"A\""],
        second: ["select p \"B\""])
    case .number:
      AspectPair(screen: "stepper n from 0 to 3", control: "n", second: ["increment n"])
    case .day:
      AspectPair(screen: "date d", control: "d", second: ["pick d 2026-07-01"])
    case .startingText:
      AspectPair(
        screen: "field a", control: "a", first: ["load a \"x\""], second: ["paste a \"x\""])
    case .startingOption:
      AspectPair(
        screen: "picker p options \"A\" \"B\"", control: "p", first: ["load p \"A\""],
        second: ["select p \"A\""])
    case .manager:
      AspectPair(
        screen: "field a\n  required\nmanager m verifies a manages", control: "a",
        second: ["paste a \"x\""])
    case .rows:
      AspectPair(screen: "group g from 0 to 3\n  field f\nend", control: "g", second: ["add g"])
    case .request:
      AspectPair(
        screen: "field a debounce 300ms\n  remote taken \"t\" after 1s", control: "a",
        first: ["paste a \"x\"", "wait 200ms"], second: ["paste a \"x\"", "wait 300ms"])
    case .answerDue:
      AspectPair(
        screen: remote, control: "a", first: ["paste a \"x\"", "wait 100ms"],
        second: ["paste a \"x\"", "wait 200ms"])
    case .debounceDue:
      AspectPair(
        screen: "field a debounce 300ms\n  required", control: "a",
        first: ["paste a \"x\"", "wait 100ms"], second: ["paste a \"x\"", "wait 200ms"])
    case .groupTouched:
      AspectPair(
        screen: "group g from 0 to 3\n  field f\nend" + resets, control: "g",
        second: ["add g", "remove g 1"])
    case .rememberedAnswers:
      AspectPair(
        screen: remote + resets, control: "a",
        first: ["paste a \"x\"", "answer a valid", "clear a"],
        second: ["paste a \"y\"", "answer a valid", "clear a"])
    case .removedRows:
      AspectPair(
        screen: "group g from 0 to 3 rows 2\n  field f\nend" + resets, control: "g",
        first: ["load g[1].f \"x\"", "remove g 1"], second: ["remove g 1"])
    }
  }
}
