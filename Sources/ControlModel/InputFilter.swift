/// Which characters a ``TextField`` accepts: a keystroke or a paste with any other character is
/// refused whole.
public enum InputFilter: Sendable, Hashable {
  /// Only characters of this class.
  case characterClass(CharacterClass)
  /// Only these characters.
  case characters(Set<Character>)

  /// Whether the filter lets this character in.
  ///
  /// - Parameter character: One extended grapheme cluster.
  /// - Returns: `true` when the character is in the class or set.
  public func allows(_ character: Character) -> Bool {
    switch self {
    case .characterClass(let characterClass): return characterClass.contains(character)
    case .characters(let set): return set.contains(character)
    }
  }

  /// Whether the filter lets every character of the text in.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func allows(_ text: some StringProtocol) -> Bool {
    text.allSatisfy(allows)
  }
}
