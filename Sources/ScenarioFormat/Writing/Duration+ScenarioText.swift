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
