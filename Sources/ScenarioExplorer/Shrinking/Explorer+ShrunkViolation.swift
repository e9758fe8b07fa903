import ScenarioEngine

extension Explorer {
  /// A violation a systematic search found, shrunk and written as a scenario file.
  ///
  /// Shrinking replays on restored states: the path found was checked on a new screen, and a
  /// shrunk one that a new screen does not confirm gives way to it.
  ///
  /// - Parameters:
  ///   - path: The moves that led to the violation, checked on a screen built anew.
  ///   - found: The violation at the end of the path.
  ///   - file: The file searched.
  ///   - tool: The program the written scenario's header names.
  /// - Returns: The violation, its steps shrunk, with the file that replays it.
  static func shrunk(_ path: [Move], _ found: Found, of file: CheckedFile, tool: String)
    -> Violation
  {
    let session = Session(file: file, random: SplitMix64(seed: 1))
    var shrunk = session.shrink(path, property: found.expected)
    var final = session.run(shrunk)?.violation ?? found
    if !session.confirm(shrunk, final) { (shrunk, final) = (path, found) }
    return Violation(
      expected: final.expected, actual: final.actual, foundAfter: path.count,
      steps: shrunk.map { file.printable($0.action) },
      scenarioFile: scenarioFile(file, moves: shrunk, violation: final, seed: nil, tool: tool))
  }
}
