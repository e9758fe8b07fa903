import ControlModel
import ScenarioEngine
import Testing
import ValidationManager

@testable import ScenarioExplorer

/// A gate of the app's own that counts seats, as a version 1 screen keeps them: valid once Add
/// seat was tapped `needed` times more than Remove seat, updated from observers of both.
private final class SeatsActive: RestorableValidatable {
  let name: String
  let verifiers = ManagerList()
  private let needed: Int
  private var taps = 0

  init(_ name: String, needed: Int, add: Button, remove: Button) {
    self.name = name
    self.needed = needed
    for (button, step) in [(add, 1), (remove, -1)] {
      button.addObserver { [weak self] event in
        guard let self, case .tapped = event else { return }
        self.taps = max(0, self.taps + step)
        self.verifiers.notify(self)
      }
    }
  }

  var validity: Validity { taps >= needed ? .valid : .invalid }
  var errors: [String] { validity == .valid ? [] : ["The seat is not on the booking."] }
  var shownError: String? { nil }
  var isExcludedFromValidation: Bool { false }

  func captureState() -> () -> Void {
    let taps = taps
    return { [weak self] in self?.taps = taps }
  }
}

/// Five seats, four of them always open.
///
/// The fifth opens after four taps of Add seat, which Remove seat takes back; twelve more buttons that change nothing the form reads stand beside
/// them. `forgetsFifth` plants the bug: the form does not verify the fifth seat's name.
private func seatsScreen(clock: VirtualClock, forgetsFifth: Bool) -> Screen {
  let screen = Screen(title: "Seats", clock: clock)
  let named = (1...4).map { index in
    let seat = screen.makeTextField("seat\(index)")
    seat.validate([.required("Name passenger \(index)."), .minLength(2, "Two letters at least.")])
    return seat
  }
  let fifth = screen.makeTextField("seat5")
  fifth.validate([.required("Name the fifth passenger.")])
  let add = screen.makeButton("addSeat")
  let remove = screen.makeButton("removeSeat")
  for index in 1...12 { _ = screen.makeButton("help\(index)") }
  let book = screen.makeButton("book")
  let slot = screen.makeManager("slot5")
  let form = screen.makeManager("form")
  do {
    try slot.verify(SeatsActive("seat5Active", needed: 4, add: add, remove: remove))
    try slot.manage(fifth)
    for seat in named { try form.verify(seat) }
    if !forgetsFifth { try form.verify(fifth) }
    try form.manage(book)
  } catch {
    Issue.record("the seats screen does not build: \(error)")
  }
  return screen
}

@Suite("A gate of the app's own that counts taps")
struct AppCountedGateTests {
  private func file(forgetsFifth: Bool) -> CheckedFile {
    let catalogue = ScreenCatalogue().registering("seats") { clock in
      seatsScreen(clock: clock, forgetsFifth: forgetsFifth)
    }
    return CheckedFile(
      text: """
        screen from "seats"
        never book enabled while seat5 invalid and seat5 enabled
        scenario "nothing named, nothing booked"
          expect book disabled
        """,
      path: "seats.scenario", catalogue: catalogue)
  }

  /// The planner tries a tap of each button several times on the screen, and keeps the one
  /// after which the app's gate is valid: four taps open the fifth seat. (Picked at random
  /// among fourteen buttons, one of which takes a seat back, four net taps within a run are rare.)
  @Test func theBugBehindFourTapsIsFoundByEverySeed() throws {
    let buggy = file(forgetsFifth: true)
    try #require(buggy.isValid, "\(buggy.renderedDiagnostics)")
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(buggy, options: Explorer.Options(seed: seed))
      let violation = try #require(report.violation, "seed \(seed)")
      #expect(violation.expected == "never book enabled while seat5 invalid and seat5 enabled")
      #expect(violation.steps.filter { $0 == "tap addSeat" }.count == 4, "\(violation.steps)")
      let replayed = CheckedFile(
        text: violation.scenarioFile, path: "found.scenario",
        catalogue: ScreenCatalogue().registering("seats") { clock in
          seatsScreen(clock: clock, forgetsFifth: true)
        })
      #expect(replayed.replayAll().first?.failure?.expected == violation.expected)
    }
  }

  @Test func theCorrectScreenHasNoViolationAndNoLikelyBug() {
    for seed in [1, 2, 3] as [UInt64] {
      let report = Explorer.explore(file(forgetsFifth: false), options: .init(seed: seed))
      #expect(report.violation == nil, "seed \(seed)")
      #expect(report.deadControls.isEmpty, "seed \(seed): \(report.deadControls)")
    }
  }
}
