import ControlModel
import ScenarioEngine
import ScenarioFormat
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// Each aspect of a control's state that a fingerprint holds tells two states apart: for every
/// bit of every word (the aspects are enumerated, so a new one does not compile here until it
/// has a pair), two states that differ in that aspect alone (and in what follows from it) have
/// words that differ in that bit alone, and different fingerprints.
@Suite("Every aspect the fingerprint keys tells states apart")
struct FingerprintAspectTests {
  @Test(arguments: FieldAspect.allCases)
  func aFieldAspectTellsStatesApart(_ aspect: FieldAspect) throws {
    try expectApart(Self.pair(aspect), bit: FieldWord(aspect).rawValue, "\(aspect)")
  }

  @Test(arguments: SwitchAspect.allCases)
  func aSwitchAspectTellsStatesApart(_ aspect: SwitchAspect) throws {
    try expectApart(Self.pair(aspect), bit: SwitchWord(aspect).rawValue, "\(aspect)")
  }

  @Test(arguments: ButtonAspect.allCases)
  func aButtonAspectTellsStatesApart(_ aspect: ButtonAspect) throws {
    try expectApart(Self.pair(aspect), bit: ButtonWord(aspect).rawValue, "\(aspect)")
  }

  @Test(arguments: ValueAspect.allCases)
  func aValueAspectTellsStatesApart(_ aspect: ValueAspect) throws {
    try expectApart(Self.pair(aspect), bit: ValueWord(aspect).rawValue, "\(aspect)")
  }

  // MARK: - Pairs

  /// A field `a` whose enablement, validity, starting text, touches, display of errors and
  /// focus each change alone.
  static func pair(_ aspect: FieldAspect) -> AspectPair {
    switch aspect {
    case .enabled:
      AspectPair(
        screen: "field a\nfield b\n  required\nmanager m verifies b manages a", control: "a",
        second: ["paste b \"x\""])
    case .invalid:
      AspectPair(screen: "field a\n  required", control: "a", second: ["paste a \"x\""])
    case .pending:
      AspectPair(
        screen: "field a\n  remote taken \"t\" after 1s", control: "a",
        first: ["paste a \"x\"", "answer a valid"], second: ["paste a \"x\""])
    case .atStartingText:
      AspectPair(
        screen: "field a text \"x\"\n  remote taken \"t\" after 1s", control: "a",
        second: ["clear a", "paste a \"x\"", "answer a valid"])
    case .touched:
      AspectPair(
        screen: "field a\nbutton discard resets", control: "a", second: ["focus a", "blur"])
    case .errorsOpen:
      AspectPair(
        screen: "field a text \"x\" errors on-submit\n  required\nbutton go submits a\n"
          + "button discard resets", control: "a", second: ["tap go"])
    case .errorsArmed:
      AspectPair(
        screen: "field a\n  required\nbutton discard resets", control: "a",
        first: ["focus a"], second: ["focus a", "paste a \"x\"", "clear a"])
    case .showsError:
      AspectPair(
        screen: "field a errors on-change\n  required\nbutton discard resets", control: "a",
        first: ["paste a \"x\""], second: ["paste a \"x\"", "clear a"],
        also: FieldWord(.invalid).rawValue)
    case .focused:
      AspectPair(
        screen: "field a\nbutton discard resets", control: "a",
        first: ["focus a", "blur"], second: ["focus a", "blur", "focus a"])
    }
  }

  /// A switch `s` whose state, enablement, position, touches, starting position and display of
  /// errors each change alone.
  static func pair(_ aspect: SwitchAspect) -> AspectPair {
    switch aspect {
    case .valid:
      AspectPair(
        screen: "switch t\nswitch s\n  must-be-on when t on", control: "s", second: ["toggle t"])
    case .enabled:
      AspectPair(
        screen: "switch s\nfield a\n  required\nmanager m verifies a manages s", control: "s",
        second: ["paste a \"x\""])
    case .on:
      AspectPair(screen: "switch s", control: "s", second: ["toggle s"])
    case .touched:
      AspectPair(
        screen: "switch s\nbutton go submits s\nbutton discard resets", control: "s",
        first: ["tap go"], second: ["tap go", "toggle s", "toggle s"])
    case .startsOn:
      AspectPair(
        screen: "switch s", control: "s", first: ["toggle s"], second: ["load s on"])
    case .errorsOpen:
      AspectPair(
        screen: "switch s on\n  must-be-on\nbutton go submits s\nbutton discard resets",
        control: "s", second: ["tap go"])
    case .showsError:
      AspectPair(
        screen: "switch t\nswitch s\n  must-be-on when t on\nbutton go submits s\n"
          + "button discard resets", control: "s",
        first: ["tap go"], second: ["tap go", "toggle t"], also: SwitchWord(.valid).rawValue)
    }
  }

  /// A button `go` whose enablement, busy time and last answer each change alone.
  static func pair(_ aspect: ButtonAspect) -> AspectPair {
    switch aspect {
    case .enabled:
      AspectPair(
        screen: "button go\nfield a\n  required\nmanager m verifies a manages go", control: "go",
        second: ["paste a \"x\""])
    case .busy:
      AspectPair(
        screen: "button go busy 2s\nfield a\n  required\nmanager m verifies a manages go",
        control: "go", second: ["paste a \"x\"", "tap go", "clear a"])
    case .answeredValid:
      AspectPair(
        screen: "button go busy 2s", control: "go",
        first: ["tap go", "answer go fails \"down\""], second: ["tap go", "answer go valid"])
    }
  }

  /// A picker `p` whose visibility, enablement, state, touches and display of errors each
  /// change alone.
  static func pair(_ aspect: ValueAspect) -> AspectPair {
    switch aspect {
    case .hidden:
      AspectPair(
        screen: "switch s\npicker p options \"A\" \"B\"\n  shown when s on", control: "p",
        first: ["toggle s"])
    case .enabled:
      AspectPair(
        screen: "picker p options \"A\"\nfield a\n  required\nmanager m verifies a manages p",
        control: "p", second: ["paste a \"x\""])
    case .invalid:
      AspectPair(
        screen: "switch s\npicker p options \"A\"\n  required when s on", control: "p",
        second: ["toggle s"])
    case .touched:
      AspectPair(
        screen: "picker p options \"A\" \"B\"\nbutton go submits p\nbutton discard resets",
        control: "p", first: ["tap go"], second: ["tap go", "select p \"A\"", "select p none"])
    case .errorsOpen:
      AspectPair(
        screen: "picker p options \"A\" selected \"A\"\n  required\nbutton go submits p\n"
          + "button discard resets", control: "p", second: ["tap go"])
    case .showsError:
      AspectPair(
        screen: "picker p options \"A\"\n  required\nbutton discard resets", control: "p",
        first: ["select p \"A\""], second: ["select p \"A\"", "select p none"],
        also: ValueWord(.invalid).rawValue)
    }
  }

  /// Expects a pair's words to differ in a bit (and what follows from it) alone, and its
  /// fingerprints to differ.
  private func expectApart(
    _ pair: AspectPair, bit: Int32, _ aspect: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (first, second) = try pair.states(sourceLocation: sourceLocation)
    #expect(
      first.word ^ second.word == bit | pair.also,
      "\(aspect): words \(String(first.word, radix: 2)) and \(String(second.word, radix: 2))",
      sourceLocation: sourceLocation)
    #expect(first.fingerprint != second.fingerprint, "\(aspect)", sourceLocation: sourceLocation)
  }
}
