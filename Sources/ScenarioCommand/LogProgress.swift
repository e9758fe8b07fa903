import Foundation

/// How a long run goes, in a log (standard error is no terminal, as in CI): a whole line at
/// most every ``interval`` (ten seconds), where a terminal's line is rewritten at each step.
final class LogProgress {
  /// The least time between two lines.
  let interval: Duration

  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant
  private let write: (String) -> Void

  /// Writes through `write`, the first line one interval after the run starts.
  init(interval: Duration = .seconds(10), write: @escaping (String) -> Void) {
    self.interval = interval
    self.write = write
    last = clock.now
  }

  /// Takes the run's newest line: written when an interval has passed since the last; the
  /// empty line that ends a run is not.
  func take(_ line: String) {
    guard !line.isEmpty, clock.now - last >= interval else { return }
    last = clock.now
    write(line + "\n")
  }
}
