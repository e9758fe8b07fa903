import ControlModel
import Testing

@Suite("Virtual clock")
struct VirtualClockTests {
  let clock = VirtualClock()

  @Test func firesDueWorkInTimeOrderThenSchedulingOrder() {
    var log: [String] = []
    clock.schedule(after: .milliseconds(300)) { log.append("c") }
    clock.schedule(after: .milliseconds(100)) { log.append("a") }
    clock.schedule(after: .milliseconds(300)) { log.append("d") }
    clock.schedule(after: .milliseconds(200)) { log.append("b") }
    clock.advance(by: .milliseconds(250))
    #expect(log == ["a", "b"])
    #expect(clock.now == .milliseconds(250))
    clock.advance(by: .milliseconds(50))
    #expect(log == ["a", "b", "c", "d"])
  }

  @Test func workSeesTheTimeItWasDueAt() {
    var seen: [Duration] = []
    clock.schedule(after: .milliseconds(100)) { [clock] in seen.append(clock.now) }
    clock.advance(by: .seconds(1))
    #expect(seen == [.milliseconds(100)])
    #expect(clock.now == .seconds(1))
  }

  @Test func workScheduledWhileAdvancingRunsWhenItFallsDueInTheInterval() {
    var log: [Duration] = []
    clock.schedule(after: .milliseconds(100)) { [clock] in
      clock.schedule(after: .milliseconds(100)) { log.append(clock.now) }
      clock.schedule(after: .seconds(5)) { log.append(clock.now) }
    }
    clock.advance(by: .milliseconds(500))
    #expect(log == [.milliseconds(200)])
  }

  @Test func cancelledWorkNeverRuns() {
    var fired = false
    let work = clock.schedule(after: .milliseconds(10)) { fired = true }
    #expect(clock.isScheduled(work))
    clock.cancel(work)
    #expect(!clock.isScheduled(work))
    clock.advance(by: .seconds(1))
    #expect(!fired)
    #expect(clock.pendingCount == 0)
  }

  @Test func aZeroAdvanceRunsWhatIsDueNowAndANegativeOneNothing() {
    var fired: [String] = []
    clock.schedule(after: .zero) { fired.append("now") }
    clock.schedule(after: .milliseconds(1)) { fired.append("later") }
    clock.advance(by: .milliseconds(-5))
    #expect(fired.isEmpty)
    clock.advance(by: .zero)
    #expect(fired == ["now"], "due now, as a live clock would run it at once")
    #expect(clock.now == .zero)
    clock.advance(by: .milliseconds(1))
    #expect(fired == ["now", "later"])
  }

  @Test func manyCancelledEntriesDoNotAccumulate() {
    for _ in 0..<10_000 {
      let work = clock.schedule(after: .seconds(1)) {}
      clock.cancel(work)
    }
    #expect(clock.pendingCount == 0)
    var fired = 0
    clock.schedule(after: .seconds(1)) { fired += 1 }
    clock.advance(by: .seconds(1))
    #expect(fired == 1)
  }
}
