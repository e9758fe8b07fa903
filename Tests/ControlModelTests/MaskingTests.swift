import ControlModel
import Testing

/// A secret's stand-in: as long as the secret, each character of the same kind, the same for
/// the same secret, and only characters the field lets in.
@Suite("Stand-ins for secrets")
struct MaskingTests {
  private static let kinds: [CharacterClass] = [
    .uppercase, .lowercase, .digit, .whitespace, .symbol,
  ]

  @Test(arguments: ["Kangaroo7!Wombat", "pässwörd 42", "e\u{301}👍🏽中文", "", "    "])
  func aStandInHasTheSecretsLengthAndKinds(_ secret: String) {
    let standIn = Masking.standIn(for: secret)
    #expect(standIn.count == secret.count)
    for (original, stood) in zip(secret, standIn) {
      for kind in Self.kinds {
        #expect(kind.contains(original) == kind.contains(stood), "\(original) → \(stood): \(kind)")
      }
      #expect(original.isLetter == stood.isLetter, "\(original) → \(stood)")
    }
    #expect(Masking.standIn(for: secret) == standIn, "the same secret, the same stand-in")
    #expect(secret.isEmpty || !standIn.contains("Kangaroo"))
  }

  @Test func aStandInTypedInPiecesIsTheStandInOfTheWhole() {
    let whole = Masking.standIn(for: "Kangaroo7!")
    #expect(whole == "Abcdefgh8?")
    #expect(Masking.standIn(for: "Kang") + Masking.standIn(for: "aroo7!", from: 4) == whole)
  }

  @Test func aStandInHoldsOnlyWhatTheFieldLetsIn() {
    let filter = InputFilter.characters(Set("0123456789abc"))
    let standIn = Masking.standIn(for: "cab1XY!", allowing: filter)
    #expect(standIn.count == 7)
    #expect(filter.allows(standIn), "\(standIn)")
    #expect(standIn.prefix(4) == "abc3", "lowercase stays lowercase, a digit a digit")
    let digits = InputFilter.characterClass(.asciiDigit)
    #expect(Masking.standIn(for: "2468", allowing: digits) == "0123")
  }
}
