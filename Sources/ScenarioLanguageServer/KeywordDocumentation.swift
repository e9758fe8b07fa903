import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// What each word of the format means, for the hover of a keyword: one line, the same text as
/// the word's entry under "Keywords" in the format reference
/// (`Sources/ScenarioFormat/ScenarioFormat.docc/Articles/FormatReference.md`), which a test holds
/// equal.
///
/// Keyed by the vocabularies' own enums: a word added to one of them does not compile until it
/// is documented here. A word of several vocabularies (`errors`, `from`, `on`) has one text,
/// written where ``vocabularies`` finds it first, which says each of its meanings; the other
/// vocabularies' cases return that text.
enum KeywordDocumentation {
  /// The hover of a word: `**word**: meaning`, or `nil` for a word the format does not have.
  static func text(for word: String) -> String? {
    guard let text = meaning(of: word) else { return nil }
    return "**\(word)**: \(text)"
  }

  /// Each vocabulary, in the order a word is looked up, with the heading the format reference
  /// lists its words under.
  static let vocabularies: [(heading: String, words: [String])] = [
    ("Declarations", Keyword.Declaration.allCases.map(\.rawValue)),
    ("Rules", Keyword.Rule.allCases.map(\.rawValue)),
    ("Steps", Keyword.Step.allCases.map(\.rawValue)),
    ("Field options", Keyword.FieldOption.allCases.map(\.rawValue)),
    ("Assertions", Keyword.Predicate.allCases.map(\.rawValue)),
    ("Other words", Keyword.Word.allCases.map(\.rawValue)),
    ("Group options", Keyword.GroupOption.allCases.map(\.rawValue)),
    ("Buttons and rows", Keyword.RowOption.allCases.map(\.rawValue)),
    ("Resets, focus and changes", Keyword.LifecycleOption.allCases.map(\.rawValue)),
    ("Conditions", Keyword.Condition.allCases.map(\.rawValue)),
    ("Picker options", Keyword.PickerOption.allCases.map(\.rawValue)),
    ("Stepper options", Keyword.StepperOption.allCases.map(\.rawValue)),
    ("Display policies", ErrorDisplay.allCases.map(\.rawValue)),
    ("Normalizers", Normalization.allCases.map(\.rawValue)),
    ("Character classes", CharacterClass.allCases.map(\.rawValue)),
    ("Answers", Keyword.Verdict.allCases.map(\.rawValue)),
  ]

  /// Every word the hover knows, once, under the heading of the vocabulary it is found in
  /// first, in that order: what the format reference lists.
  static var entries: [(heading: String, word: String, text: String)] {
    var seen: Set<String> = []
    var entries: [(heading: String, word: String, text: String)] = []
    for (heading, words) in vocabularies {
      for word in words where seen.insert(word).inserted {
        if let text = text(for: word) { entries.append((heading, word, text)) }
      }
    }
    return entries
  }

  private static func meaning(of word: String) -> String? {
    // A word of two vocabularies (`errors`, `valid`) reads as the first that has it.
    if let word = Keyword.Declaration(rawValue: word) { return text(for: word) }
    if let word = Keyword.Rule(rawValue: word) { return text(for: word) }
    if let word = Keyword.Step(rawValue: word) { return text(for: word) }
    if let word = Keyword.FieldOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.Predicate(rawValue: word) { return text(for: word) }
    if let word = Keyword.Word(rawValue: word) { return text(for: word) }
    if let word = Keyword.GroupOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.RowOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.LifecycleOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.Condition(rawValue: word) { return text(for: word) }
    if let word = Keyword.PickerOption(rawValue: word) { return text(for: word) }
    if let word = Keyword.StepperOption(rawValue: word) { return text(for: word) }
    if let word = ErrorDisplay(rawValue: word) { return text(for: word) }
    if let word = Normalization(rawValue: word) { return text(for: word) }
    if let word = CharacterClass(rawValue: word) { return text(for: word) }
    if Keyword.Verdict(rawValue: word) == .fails {
      return "`answer NAME fails [\"REASON\"]`: the request failed"
    }
    return nil
  }
}
