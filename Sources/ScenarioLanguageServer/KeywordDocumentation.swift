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

  /// A vocabulary of the format: the heading the format reference lists its words under, its
  /// words, and what each of them means.
  struct Vocabulary: Sendable {
    /// The heading of its words in the format reference.
    let heading: String
    /// Its words, in the order its enum declares them.
    let words: [String]
    /// What a word means, or `nil` for a word the vocabulary does not have or leaves to another.
    let meaning: @Sendable (String) -> String?

    /// The vocabulary of an enum whose raw values are the format's words.
    init<Word: CaseIterable & RawRepresentable<String> & Sendable>(
      _ heading: String, _: Word.Type, _ text: @escaping @Sendable (Word) -> String?
    ) {
      self.heading = heading
      words = Word.allCases.map(\.rawValue)
      meaning = { Word(rawValue: $0).flatMap(text) }
    }
  }

  /// Each vocabulary, in the order a word is looked up, with the heading the format reference
  /// lists its words under.
  static let vocabularies: [Vocabulary] = [
    Vocabulary("Declarations", Keyword.Declaration.self, text(for:)),
    Vocabulary("Rules", Keyword.Rule.self, text(for:)),
    Vocabulary("Steps", Keyword.Step.self, text(for:)),
    Vocabulary("Field options", Keyword.FieldOption.self, text(for:)),
    Vocabulary("Assertions", Keyword.Predicate.self, text(for:)),
    Vocabulary("Other words", Keyword.Word.self, text(for:)),
    Vocabulary("Group options", Keyword.GroupOption.self, text(for:)),
    Vocabulary("Buttons and rows", Keyword.RowOption.self, text(for:)),
    Vocabulary("Resets, focus and changes", Keyword.LifecycleOption.self, text(for:)),
    Vocabulary("Conditions", Keyword.Condition.self, text(for:)),
    Vocabulary("Picker options", Keyword.PickerOption.self, text(for:)),
    Vocabulary("Stepper options", Keyword.StepperOption.self, text(for:)),
    Vocabulary("Display policies", ErrorDisplay.self, text(for:)),
    Vocabulary("Normalizers", Normalization.self, text(for:)),
    Vocabulary("Character classes", CharacterClass.self, text(for:)),
    // The other answers are assertions' words, documented there.
    Vocabulary("Answers", Keyword.Verdict.self) {
      $0 == .fails ? "`answer NAME fails [\"REASON\"]`: the request failed" : nil
    },
  ]

  /// Every word the hover knows, once, under the heading of the vocabulary it is found in
  /// first, in that order: what the format reference lists.
  static var entries: [(heading: String, word: String, text: String)] {
    var seen: Set<String> = []
    var entries: [(heading: String, word: String, text: String)] = []
    for vocabulary in vocabularies {
      for word in vocabulary.words where seen.insert(word).inserted {
        if let text = text(for: word) { entries.append((vocabulary.heading, word, text)) }
      }
    }
    return entries
  }

  private static func meaning(of word: String) -> String? {
    // A word of two vocabularies (`errors`, `valid`) reads as the first that has it.
    vocabularies.lazy.compactMap { $0.meaning(word) }.first
  }
}
