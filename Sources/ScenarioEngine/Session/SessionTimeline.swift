import ControlModel
import ScenarioFormat

/// What happened in a session, in order, as the recorder heard it: inputs, work on the clock
/// and marks, each with what the screen showed after it.
///
/// The file is written from it once the session is over, when it is known which waits matter:
/// two pieces of work that ran at different times in the session keep their order on replay
/// only where an input came between them.
struct SessionTimeline {
  enum Event {
    /// Work scheduled on the clock (during the input or work that follows it).
    case scheduled(ScheduledWork, delay: Duration)
    /// An input, as the steps that replay it.
    case input([Step.Action], SessionState)
    /// Work about to run.
    case firing(ScheduledWork)
    /// That work ran.
    case fired(SessionState)
    /// Work cancelled before it ran.
    case cancelled(ScheduledWork)
    /// A tester's mark.
    case mark(String, SessionState)
  }

  private(set) var events: [Event] = []

  mutating func append(_ event: Event) {
    events.append(event)
  }

  /// Where each piece of work stopped waiting, and where the inputs are.
  private struct Landmarks {
    /// Where each piece of work ran.
    var firings: [ScheduledWork: Int] = [:]
    /// Where each piece of work stopped waiting: it ran, or was cancelled.
    var ends: [ScheduledWork: Int] = [:]
    /// Where the inputs are.
    var inputs: [Int] = []
  }

  private var landmarks: Landmarks {
    var found = Landmarks()
    // Work cancelled by an input (a keystroke that starts a debounce again) waited until that
    // input, whose event comes once it is done.
    var cancelledByInput: [ScheduledWork] = []
    var isFiring = false
    for (index, event) in events.enumerated() {
      switch event {
      case .firing(let work):
        found.firings[work] = index
        found.ends[work] = index
        isFiring = true
      case .fired: isFiring = false
      case .cancelled(let work):
        if isFiring { found.ends[work] = index } else { cancelledByInput.append(work) }
      case .input:
        for work in cancelledByInput { found.ends[work] = index + 1 }
        cancelledByInput = []
        found.inputs.append(index)
      default: break
      }
    }
    return found
  }

  /// The session as a scenario's steps and marks, with the waits that reproduce it.
  func script(start: SessionState) -> SessionScript {
    let found = landmarks
    let count = events.count
    var position = 0
    var timing = SessionTiming(
      isPending: { work in found.ends[work].map { $0 > position } ?? true },
      orderMatters: { first, then in
        // The first ran; an input comes before the second stops waiting (or the session ends).
        guard let ran = found.firings[first] else { return false }
        let end = found.ends[then] ?? count
        return found.inputs.contains { $0 > ran && $0 < end }
      })
    var script = SessionScript(start: start)
    var reachedByWait = false
    for (index, event) in events.enumerated() {
      position = index
      switch event {
      case .scheduled(let work, let delay):
        timing.scheduled(work, delay: delay)
      case .input(let actions, let state):
        if let wait = timing.inputDone() { script.append(step: .wait(wait), state: script.current) }
        reachedByWait = false
        script.append(steps: actions, state: state)
      case .firing(let work):
        if let wait = timing.firing(work) {
          script.append(step: .wait(wait), state: script.current)
          reachedByWait = true
        }
      case .fired(let state):
        timing.fired()
        // What ran at the time the last wait reached shows after that wait.
        if reachedByWait { script.updateLastState(state) }
      case .cancelled:
        continue
      case .mark(let note, let state):
        reachedByWait = false
        script.append(mark: note, state: state)
      }
    }
    return script
  }
}
