extension Duration {
  /// The duration as the scenario format writes it: `2s`, `300ms`, `1500ms`.
  package var scenarioText: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 {
      return "\(milliseconds / 1000)\(Keyword.DurationUnit.seconds.rawValue)"
    }
    return "\(milliseconds)\(Keyword.DurationUnit.milliseconds.rawValue)"
  }
}

extension Duration {
  /// What a duration as the format writes it reads as: `300ms`, `2s`.
  package enum Reading: Equatable {
    /// A duration.
    case duration(Duration)
    /// Not digits followed by a unit.
    case malformed
    /// More digits than a number holds.
    case numberTooLarge
    /// Longer than ``longestScenarioDuration``.
    case tooLong
  }

  /// The longest duration a file may give, so that adding many of them cannot overflow.
  package static let longestScenarioDuration = Duration.seconds(1_000_000_000)

  /// Reads a duration as the format writes it, for files and for the command line alike.
  ///
  /// - Parameter text: Such as `300ms` or `2s`.
  /// - Returns: The duration, or what is wrong with the text.
  package static func reading(_ text: String) -> Reading {
    // The longest unit first: `ms` also ends with `s`.
    let unit = [Keyword.DurationUnit.milliseconds, .seconds].first { text.hasSuffix($0.rawValue) }
    let digits = unit.map { text.dropLast($0.rawValue.count) } ?? ""
    guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      return .malformed
    }
    guard let value = Int(digits) else { return .numberTooLarge }
    let duration: Duration =
      switch unit {
      case .milliseconds?: .milliseconds(value)
      case .seconds?, nil: .seconds(value)
      }
    return duration <= longestScenarioDuration ? .duration(duration) : .tooLong
  }
}
