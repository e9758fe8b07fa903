import Foundation

/// One measurement: a workload run by one implementation.
struct Measurement {
  let workload: String
  let implementation: String
  let n: Int?
  let nsPerKeystroke: Double?
  var bytesPerField: Double?
  var note: String?
}

/// A piece of work to time: `prepare` runs untimed and returns the timed body, which returns
/// how many keystrokes it made.
struct Trial {
  let implementation: String
  let prepare: () -> () -> Int
}

enum Harness {
  /// The keystrokes of the last body run, which `callgrind.sh` divides instructions by.
  nonisolated(unsafe) static var lastKeystrokes = 0

  /// Repeats a trial and returns the median nanoseconds per keystroke.
  static func median(_ trial: Trial, repetitions: Int) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let body = trial.prepare()
      let clock = ContinuousClock()
      var keystrokes = 0
      let elapsed = clock.measure { keystrokes = body() }
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      samples.append(nanoseconds / Double(max(keystrokes, 1)))
      lastKeystrokes = keystrokes
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The resident set size of this process, in bytes, from /proc/self/status.
  static func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
      return kilobytes * 1024
    }
    return 0
  }
}

/// Keeps a value alive and observed, so that the optimiser cannot drop the work behind it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A small, fast, seeded random generator, so that every implementation sees the same
/// keystrokes.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
