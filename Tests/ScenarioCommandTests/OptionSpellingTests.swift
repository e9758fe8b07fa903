import Testing

@testable import ScenarioCommand

/// The options the runner spells outside its table of options (which a mode refuses) are
/// options of that table: a misspelt one would never be given, and its refusal never made.
@Suite("Options named outside the table")
struct OptionSpellingTests {
  @Test func everyOptionAModeRefusesIsDeclared() {
    for (option, others) in RunnerArguments.refused {
      #expect(RunnerOption.named(option) != nil, "\(option)")
      for other in others { #expect(RunnerOption.named(other) != nil, "\(option): \(other)") }
    }
  }
}
