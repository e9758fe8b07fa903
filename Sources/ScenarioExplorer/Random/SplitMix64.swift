/// A seeded, repeatable random generator.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The generator of one run of an exploration: its own stream, the same for that run of that
  /// seed whichever shard makes it.
  init(run: Int, of seed: UInt64) {
    var mixer = SplitMix64(seed: seed ^ (UInt64(run) &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
