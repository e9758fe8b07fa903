/// A seeded, deterministic generator of pseudo-random numbers (SplitMix64).
package struct SplitMix64: Sendable {
  private var state: UInt64

  /// Starts from a seed.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (0 when the bound is not positive).
  package mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }

  /// A number in a closed range.
  package mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with the given chance in percent.
  package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element, or nil for an empty array.
  package mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.isEmpty ? nil : elements[below(elements.count)]
  }

  /// A few distinct elements in their original order.
  package mutating func subset<Element>(_ elements: [Element], max: Int) -> [Element] {
    var chosen: [Element] = []
    for element in elements where chosen.count < max && chance(40) { chosen.append(element) }
    return chosen
  }
}
