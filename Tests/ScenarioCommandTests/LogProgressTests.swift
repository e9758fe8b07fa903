import Testing

@testable import ScenarioCommand

@Suite("Progress in a log")
struct LogProgressTests {
  @Test func aLineIsWrittenWholeOnceAnIntervalHasPassed() {
    var written: [String] = []
    let log = LogProgress(interval: .zero) { written.append($0) }
    log.take("mutant 1 of 3")
    log.take("")
    log.take("mutant 2 of 3")
    #expect(written == ["mutant 1 of 3\n", "mutant 2 of 3\n"], "the empty line ends a run")
  }

  @Test func noLineIsWrittenWithinTheInterval() {
    var written: [String] = []
    let log = LogProgress(interval: .seconds(3600)) { written.append($0) }
    for index in 1...100 { log.take("mutant \(index) of 100") }
    #expect(written.isEmpty)
  }
}
