/// A state's fingerprint as the table of states seen keys it: its words mixed into one number
/// once, which the table hashes (an array of numbers is hashed number by number, and even as
/// one run of bytes it cost about 1,000 instructions an action on the address screen).
struct StateKey: Hashable {
  let values: [Int32]
  /// The words mixed into one number as they are read, so that a table hashes 8 bytes rather
  /// than every word, and tells most different keys apart without comparing their words.
  private let digest: UInt64

  init(_ values: [Int32]) {
    var digest: UInt64 = 0x9E37_79B9_7F4A_7C15
    for value in values {
      digest = (digest ^ UInt64(UInt32(bitPattern: value))) &* 0xBF58_476D_1CE4_E5B9
      digest ^= digest >> 29
    }
    self.values = values
    self.digest = digest
  }

  static func == (left: StateKey, right: StateKey) -> Bool {
    left.digest == right.digest && left.values == right.values
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}
